// Position, team and lottery statistics: batched ingestion that keeps the per-day rollups (and the
// teams' totals row) current in the same statement, and the panel's lists, totals and charts.
//
// Scale design (a million rows of each): lists sort on (column, id) indexes and refuse pages
// deeper than MAX_LIST_OFFSET rows (reverse the sort or narrow the filter instead); totals over
// day/chain filters come from the daily rollups, and only address / vault filters, which the
// indexes narrow to a handful of rows, are summed from the records themselves.
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { csvColumnsIn, type BilingualColumn, type ExportLocale } from '../../content/listing';
import type { CsvColumn } from '../../http/csv';
import { AppError } from '../../http/errors';
import { plainDecimal } from '../../points/schema';
import type {
  LotteryChartQuery,
  LotteryDrawItem,
  LotteryDrawRow,
  LotteryListQuery,
  LotteryTotals,
  PositionChartQuery,
  PositionItem,
  PositionListQuery,
  PositionRow,
  PositionTotals,
  TeamItem,
  TeamListQuery,
  TeamRow,
  TeamTotals,
} from './schema';

/** The deepest row a page may start at: OFFSET walks every skipped row, so deeper browsing reverses the sort or narrows the filter. */
export const MAX_LIST_OFFSET = 10_000;
/** The longest chart, in days. */
export const MAX_CHART_DAYS = 1_000;
const DEFAULT_CHART_DAYS = 30;
const DAY_MS = 86_400_000;

type Direction = 'ascend' | 'descend';

function offsetOf(query: { current: number; pageSize: number }): number {
  const offset = (query.current - 1) * query.pageSize;
  if (offset >= MAX_LIST_OFFSET) {
    throw new AppError('STATISTICS_PAGE_TOO_DEEP', `Pages start at most ${MAX_LIST_OFFSET} rows deep; reverse the sort or narrow the filter.`, {
      params: { limit: MAX_LIST_OFFSET },
    });
  }
  return offset;
}

function directionOf(query: { sortField?: string; sortOrder?: Direction }): Direction {
  return query.sortOrder ?? (query.sortField ? 'ascend' : 'descend');
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + DAY_MS);
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

function assertDayOrder(from: string | undefined, to: string | undefined) {
  if (from && to && from > to) throw new AppError('VALIDATION_FAILED', 'from must not be after to.', { fields: [{ field: 'from', message: 'must not be after to' }] });
}

/** A chart's inclusive UTC day range: the given one, or the last 30 days; never longer than MAX_CHART_DAYS. */
export function chartRange(query: { from?: string; to?: string }, today = new Date()): { from: string; to: string } {
  assertDayOrder(query.from, query.to);
  const to = query.to ?? (query.from ? utcDay(new Date(Math.min(dayStart(query.from).getTime() + (DEFAULT_CHART_DAYS - 1) * DAY_MS, today.getTime()))) : utcDay(today));
  const from = query.from ?? utcDay(new Date(dayStart(to).getTime() - (DEFAULT_CHART_DAYS - 1) * DAY_MS));
  const days = Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS) + 1;
  if (days > MAX_CHART_DAYS) {
    throw new AppError('VALIDATION_FAILED', `A chart covers at most ${MAX_CHART_DAYS} days.`, { fields: [{ field: 'from', message: `at most ${MAX_CHART_DAYS} days` }] });
  }
  return { from, to };
}

const joined = (conditions: SQL[]) => (conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``);
const decimalOrZero = (value: string | null) => plainDecimal(value ?? '0');

/** The condition "after this row" in the list's order, for streaming an export chunk by chunk. */
function keysetCondition(column: SQL, direction: Direction, after: { value: string; id: number } | null): SQL | undefined {
  if (!after) return undefined;
  return direction === 'ascend' ? sql`(${column}, id) > (${after.value}, ${after.id})` : sql`(${column}, id) < (${after.value}, ${after.id})`;
}

// ---------------------------------------------------------------- positions

/** Stores new positions (ON CONFLICT (source_id) DO NOTHING) and adds only the inserted ones to the daily rollup. */
export async function storePositions(db: Db, rows: PositionRow[]): Promise<number> {
  const payload = JSON.stringify(
    rows.map((row) => ({
      source_id: row.sourceId,
      vault_id: row.vaultId,
      chain_id: row.chainId,
      created_address: row.createdAddress,
      btc_deposited: row.btcDeposited,
      yu_minted: row.yuMinted,
      created_at: row.createdAt,
    })),
  );
  const [{ accepted }] = await selectRows<{ accepted: number }>(
    db,
    sql`WITH inserted AS (
          INSERT INTO statistics_positions (source_id, vault_id, chain_id, created_address, btc_deposited, yu_minted, created_at)
          SELECT source_id, vault_id, chain_id, created_address, btc_deposited, yu_minted, created_at
          FROM jsonb_to_recordset(${payload}::jsonb)
            AS incoming(source_id text, vault_id text, chain_id text, created_address text, btc_deposited numeric, yu_minted numeric, created_at timestamptz)
          ON CONFLICT (source_id) DO NOTHING
          RETURNING chain_id, created_at, btc_deposited, yu_minted
        ), rolled AS (
          INSERT INTO statistics_position_days AS days (day, chain_id, positions, btc_deposited, yu_minted)
          SELECT (created_at AT TIME ZONE 'UTC')::date, chain_id, count(*), sum(btc_deposited), sum(yu_minted) FROM inserted GROUP BY 1, 2
          ON CONFLICT (day, chain_id) DO UPDATE SET positions = days.positions + excluded.positions,
            btc_deposited = days.btc_deposited + excluded.btc_deposited, yu_minted = days.yu_minted + excluded.yu_minted
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM inserted)::int AS accepted`,
  );
  return accepted;
}

// Qualified, so ORDER BY reads the numeric column and not the `::text` column of the same name in the select list.
const positionSortColumns = { createdAt: sql`statistics_positions.created_at`, btcDeposited: sql`statistics_positions.btc_deposited`, yuMinted: sql`statistics_positions.yu_minted` };

type PositionFilter = Pick<PositionListQuery, 'from' | 'to' | 'chainId' | 'vaultId' | 'createdAddress'>;

function positionConditions(filter: PositionFilter): SQL[] {
  assertDayOrder(filter.from, filter.to);
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(sql`created_at >= ${dayStart(filter.from)}`);
  if (filter.to) conditions.push(sql`created_at < ${nextDayStart(filter.to)}`);
  if (filter.chainId) conditions.push(sql`chain_id = ${filter.chainId}`);
  if (filter.vaultId) conditions.push(sql`vault_id = ${filter.vaultId}`);
  if (filter.createdAddress) conditions.push(sql`created_address = ${filter.createdAddress}`);
  return conditions;
}

interface PositionRecord {
  id: string | number;
  source_id: string;
  vault_id: string;
  chain_id: string;
  created_address: string;
  btc_deposited: string;
  yu_minted: string;
  created_at: Date | string;
  observed_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toPositionItem(row: PositionRecord): PositionItem {
  return {
    id: Number(row.id),
    sourceId: row.source_id,
    vaultId: row.vault_id,
    chainId: row.chain_id,
    createdAddress: row.created_address,
    btcDeposited: plainDecimal(row.btc_deposited),
    yuMinted: plainDecimal(row.yu_minted),
    createdAt: iso(row.created_at),
    observedAt: iso(row.observed_at),
  };
}

interface TotalsRecord {
  count: string | number | null;
  btc: string | null;
  yu: string | null;
}

/** Totals over a filter: from the daily rollup unless a vault or address filter narrows the records themselves. */
export async function positionTotalsOf(db: Db, filter: PositionFilter): Promise<PositionTotals> {
  const fromRollup = !filter.vaultId && !filter.createdAddress;
  const conditions = fromRollup
    ? [
        filter.from ? sql`day >= ${filter.from}::date` : undefined,
        filter.to ? sql`day <= ${filter.to}::date` : undefined,
        filter.chainId ? sql`chain_id = ${filter.chainId}` : undefined,
      ].filter((condition): condition is SQL => condition !== undefined)
    : positionConditions(filter);
  const [row] = await selectRows<TotalsRecord>(
    db,
    fromRollup
      ? sql`SELECT sum(positions) AS count, sum(btc_deposited)::text AS btc, sum(yu_minted)::text AS yu FROM statistics_position_days ${joined(conditions)}`
      : sql`SELECT count(*) AS count, sum(btc_deposited)::text AS btc, sum(yu_minted)::text AS yu FROM statistics_positions ${joined(conditions)}`,
  );
  return { positions: Number(row.count ?? 0), btcDeposited: decimalOrZero(row.btc), yuMinted: decimalOrZero(row.yu) };
}

async function selectPositions(db: Db, query: Omit<PositionListQuery, 'current' | 'pageSize'>, extra: SQL | undefined, limit: number, offset: number) {
  const column = positionSortColumns[query.sortField ?? 'createdAt'];
  const direction = directionOf(query) === 'ascend' ? sql`ASC` : sql`DESC`;
  const conditions = [...positionConditions(query), ...(extra ? [extra] : [])];
  const rows = await selectRows<PositionRecord>(
    db,
    // The page's ids first, from the (column, id) index alone, then only those rows: OFFSET skips index entries, not table rows.
    sql`WITH page AS (
          SELECT id FROM statistics_positions ${joined(conditions)}
          ORDER BY ${column} ${direction}, id ${direction} LIMIT ${limit} OFFSET ${offset}
        )
        SELECT statistics_positions.id, source_id, vault_id, chain_id, created_address, btc_deposited::text, yu_minted::text, created_at, observed_at
        FROM page JOIN statistics_positions ON statistics_positions.id = page.id
        ORDER BY ${column} ${direction}, statistics_positions.id ${direction}`,
  );
  return rows.map(toPositionItem);
}

export async function listPositions(db: Db, query: PositionListQuery) {
  const offset = offsetOf(query);
  const data = await selectPositions(db, query, undefined, query.pageSize, offset);
  const totals = await positionTotalsOf(db, query);
  return { data, total: totals.positions, totals };
}

export async function positionChart(db: Db, query: PositionChartQuery, today = new Date()) {
  const { from, to } = chartRange(query, today);
  const chain = query.chainId ? sql`AND rollup.chain_id = ${query.chainId}` : sql``;
  const days = await selectRows<TotalsRecord & { day: string }>(
    db,
    sql`SELECT to_char(series.day, 'YYYY-MM-DD') AS day, coalesce(sum(rollup.positions), 0) AS count,
          coalesce(sum(rollup.btc_deposited), 0)::text AS btc, coalesce(sum(rollup.yu_minted), 0)::text AS yu
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS series(day)
        LEFT JOIN statistics_position_days AS rollup ON rollup.day = series.day::date ${chain}
        GROUP BY series.day ORDER BY series.day`,
  );
  const chains = await selectRows<TotalsRecord & { chain_id: string }>(
    db,
    sql`SELECT chain_id, sum(positions) AS count, sum(btc_deposited)::text AS btc, sum(yu_minted)::text AS yu
        FROM statistics_position_days AS rollup WHERE day BETWEEN ${from}::date AND ${to}::date ${chain}
        GROUP BY chain_id ORDER BY sum(btc_deposited) DESC, chain_id`,
  );
  const totalsOf = (row: TotalsRecord) => ({ positions: Number(row.count ?? 0), btcDeposited: decimalOrZero(row.btc), yuMinted: decimalOrZero(row.yu) });
  return {
    from,
    to,
    days: days.map((row) => ({ day: row.day, ...totalsOf(row) })),
    chains: chains.map((row) => ({ chainId: row.chain_id, ...totalsOf(row) })),
    totals: await positionTotalsOf(db, { from, to, chainId: query.chainId }),
  };
}

const positionExportColumns: BilingualColumn<PositionItem>[] = [
  { header: { 'zh-CN': '仓位 ID', 'en-US': 'Vault ID' }, value: (row) => row.vaultId },
  { header: { 'zh-CN': '链 ID', 'en-US': 'Chain ID' }, value: (row) => row.chainId },
  { header: { 'zh-CN': '创建地址', 'en-US': 'Created address' }, value: (row) => row.createdAddress },
  { header: { 'zh-CN': 'BTC 存入', 'en-US': 'BTC deposited' }, value: (row) => row.btcDeposited },
  { header: { 'zh-CN': 'YU 铸造', 'en-US': 'YU minted' }, value: (row) => row.yuMinted },
  { header: { 'zh-CN': '创建时间', 'en-US': 'Created at' }, value: (row) => row.createdAt },
  { header: { 'zh-CN': '来源 ID', 'en-US': 'Source ID' }, value: (row) => row.sourceId },
];

export function positionExportColumnsIn(locale: ExportLocale): CsvColumn<PositionItem>[] {
  return csvColumnsIn(positionExportColumns, locale);
}

/** One chunk of the export in the list's order, after the last row of the chunk before. */
export function positionExportChunk(db: Db, query: Omit<PositionListQuery, 'current' | 'pageSize'>) {
  const field = query.sortField ?? 'createdAt';
  const column = positionSortColumns[field];
  return (after: { value: string; id: number } | null, limit: number) => selectPositions(db, query, keysetCondition(column, directionOf(query), after), limit, 0);
}

export const positionExportKey = (query: { sortField?: keyof typeof positionSortColumns }) => (row: PositionItem) => ({
  value: query.sortField === 'btcDeposited' ? row.btcDeposited : query.sortField === 'yuMinted' ? row.yuMinted : row.createdAt,
  id: row.id,
});

// ---------------------------------------------------------------- teams

/**
 * Upserts teams by captain, the newest observation winning (an older or repeated one changes
 * nothing and counts as a duplicate), and moves the totals row by the difference. The totals row
 * is locked first, so concurrent batches apply one after the other and the totals stay exact.
 */
export async function storeTeams(db: Db, rows: TeamRow[]): Promise<number> {
  const newestByCaptain = new Map<string, TeamRow>();
  for (const row of rows) {
    const known = newestByCaptain.get(row.captainAddress);
    if (!known || new Date(row.observedAt) > new Date(known.observedAt)) newestByCaptain.set(row.captainAddress, row);
  }
  const payload = JSON.stringify(
    [...newestByCaptain.values()].map((row) => ({
      source_id: row.sourceId,
      captain_address: row.captainAddress,
      yu_minted: row.yuMinted,
      team_size: row.teamSize,
      observed_at: row.observedAt,
    })),
  );
  return db.transaction(async (tx) => {
    await selectRows(tx, sql`SELECT 1 FROM statistics_team_totals FOR UPDATE`);
    const [{ accepted }] = await selectRows<{ accepted: number }>(
      tx,
      sql`WITH incoming AS (
            SELECT * FROM jsonb_to_recordset(${payload}::jsonb)
              AS incoming(source_id text, captain_address text, yu_minted numeric, team_size integer, observed_at timestamptz)
          ), previous AS (
            SELECT teams.captain_address, teams.yu_minted, teams.team_size
            FROM statistics_teams AS teams JOIN incoming USING (captain_address)
          ), upserted AS (
            INSERT INTO statistics_teams AS teams (captain_address, source_id, yu_minted, team_size, observed_at)
            SELECT captain_address, source_id, yu_minted, team_size, observed_at FROM incoming
            ON CONFLICT (captain_address) DO UPDATE SET source_id = excluded.source_id, yu_minted = excluded.yu_minted,
              team_size = excluded.team_size, observed_at = excluded.observed_at, updated_at = now()
            WHERE teams.observed_at < excluded.observed_at
            RETURNING captain_address, yu_minted, team_size
          ), moved AS (
            UPDATE statistics_team_totals SET
              teams = teams + (SELECT count(*) FROM upserted WHERE captain_address NOT IN (SELECT captain_address FROM previous)),
              members = members + coalesce((SELECT sum(team_size) FROM upserted), 0) - coalesce((SELECT sum(previous.team_size) FROM previous JOIN upserted USING (captain_address)), 0),
              yu_minted = yu_minted + coalesce((SELECT sum(yu_minted) FROM upserted), 0) - coalesce((SELECT sum(previous.yu_minted) FROM previous JOIN upserted USING (captain_address)), 0)
            RETURNING 1
          )
          SELECT (SELECT count(*) FROM upserted)::int AS accepted`,
    );
    return accepted;
  });
}

const teamSortColumns = { yuMinted: sql`statistics_teams.yu_minted`, teamSize: sql`statistics_teams.team_size`, observedAt: sql`statistics_teams.observed_at` };

interface TeamRecord {
  captain_address: string;
  source_id: string;
  yu_minted: string;
  team_size: number;
  observed_at: Date | string;
  updated_at: Date | string;
}

function toTeamItem(row: TeamRecord): TeamItem {
  return {
    captainAddress: row.captain_address,
    sourceId: row.source_id,
    yuMinted: plainDecimal(row.yu_minted),
    teamSize: Number(row.team_size),
    observedAt: iso(row.observed_at),
    updatedAt: iso(row.updated_at),
  };
}

async function selectTeams(db: Db, query: Omit<TeamListQuery, 'current' | 'pageSize'>, extra: SQL | undefined, limit: number, offset: number) {
  const field = query.sortField ?? 'yuMinted';
  const direction = (query.sortOrder ?? 'descend') === 'ascend' ? sql`ASC` : sql`DESC`;
  const conditions = [query.captainAddress ? sql`captain_address = ${query.captainAddress}` : undefined, extra].filter((condition): condition is SQL => condition !== undefined);
  const rows = await selectRows<TeamRecord>(
    db,
    sql`SELECT captain_address, source_id, yu_minted::text, team_size, observed_at, updated_at FROM statistics_teams ${joined(conditions)}
        ORDER BY ${teamSortColumns[field]} ${direction}, statistics_teams.captain_address ${direction} LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(toTeamItem);
}

export async function teamTotalsOf(db: Db, captainAddress: string | undefined): Promise<TeamTotals> {
  const [row] = await selectRows<{ teams: string | number; members: string | number | null; yu: string | null }>(
    db,
    captainAddress
      ? sql`SELECT count(*) AS teams, sum(team_size) AS members, sum(yu_minted)::text AS yu FROM statistics_teams WHERE captain_address = ${captainAddress}`
      : sql`SELECT teams, members, yu_minted::text AS yu FROM statistics_team_totals`,
  );
  return { teams: Number(row.teams), members: Number(row.members ?? 0), yuMinted: decimalOrZero(row.yu) };
}

export async function listTeams(db: Db, query: TeamListQuery) {
  const offset = offsetOf(query);
  const data = await selectTeams(db, query, undefined, query.pageSize, offset);
  const totals = await teamTotalsOf(db, query.captainAddress);
  return { data, total: totals.teams, totals };
}

/** The teams that minted the most YU, for the bar chart. */
export async function topTeams(db: Db, limit: number) {
  return selectTeams(db, { sortField: 'yuMinted', sortOrder: 'descend' }, undefined, limit, 0);
}

const teamExportColumns: BilingualColumn<TeamItem>[] = [
  { header: { 'zh-CN': '队长地址', 'en-US': "Captain's address" }, value: (row) => row.captainAddress },
  { header: { 'zh-CN': '团队 YU 铸造总量', 'en-US': 'Team total YU minted' }, value: (row) => row.yuMinted },
  { header: { 'zh-CN': '团队人数', 'en-US': 'Team size' }, value: (row) => row.teamSize },
  { header: { 'zh-CN': '统计时间', 'en-US': 'Observed at' }, value: (row) => row.observedAt },
];

export function teamExportColumnsIn(locale: ExportLocale): CsvColumn<TeamItem>[] {
  return csvColumnsIn(teamExportColumns, locale);
}

export function teamExportChunk(db: Db, query: Omit<TeamListQuery, 'current' | 'pageSize'>) {
  const column = teamSortColumns[query.sortField ?? 'yuMinted'];
  const direction: Direction = query.sortOrder ?? 'descend';
  return (after: { value: string; captainAddress: string } | null, limit: number) =>
    selectTeams(
      db,
      query,
      after ? (direction === 'ascend' ? sql`(${column}, statistics_teams.captain_address) > (${after.value}, ${after.captainAddress})` : sql`(${column}, statistics_teams.captain_address) < (${after.value}, ${after.captainAddress})`) : undefined,
      limit,
      0,
    );
}

export const teamExportKey = (query: { sortField?: keyof typeof teamSortColumns }) => (row: TeamItem) => ({
  value: query.sortField === 'teamSize' ? String(row.teamSize) : query.sortField === 'observedAt' ? row.observedAt : row.yuMinted,
  captainAddress: row.captainAddress,
});

// ---------------------------------------------------------------- lottery draws

export async function storeLotteryDraws(db: Db, rows: LotteryDrawRow[]): Promise<number> {
  const payload = JSON.stringify(
    rows.map((row) => ({
      source_id: row.sourceId,
      drawn_at: row.drawnAt,
      captain_address: row.captainAddress,
      team_size: row.teamSize,
      captain_berries: row.captainBerries,
      total_prize_berries: row.totalPrizeBerries,
    })),
  );
  const [{ accepted }] = await selectRows<{ accepted: number }>(
    db,
    sql`WITH inserted AS (
          INSERT INTO statistics_lottery_draws (source_id, drawn_at, captain_address, team_size, captain_berries, total_prize_berries)
          SELECT source_id, drawn_at, captain_address, team_size, captain_berries, total_prize_berries
          FROM jsonb_to_recordset(${payload}::jsonb)
            AS incoming(source_id text, drawn_at timestamptz, captain_address text, team_size integer, captain_berries numeric, total_prize_berries numeric)
          ON CONFLICT (source_id) DO NOTHING
          RETURNING drawn_at, captain_berries, total_prize_berries
        ), rolled AS (
          INSERT INTO statistics_lottery_days AS days (day, draws, captain_berries, total_prize_berries)
          SELECT (drawn_at AT TIME ZONE 'UTC')::date, count(*), sum(captain_berries), sum(total_prize_berries) FROM inserted GROUP BY 1
          ON CONFLICT (day) DO UPDATE SET draws = days.draws + excluded.draws,
            captain_berries = days.captain_berries + excluded.captain_berries, total_prize_berries = days.total_prize_berries + excluded.total_prize_berries
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM inserted)::int AS accepted`,
  );
  return accepted;
}

const lotterySortColumns = {
  drawnAt: sql`statistics_lottery_draws.drawn_at`,
  totalPrizeBerries: sql`statistics_lottery_draws.total_prize_berries`,
  captainBerries: sql`statistics_lottery_draws.captain_berries`,
};

type LotteryFilter = Pick<LotteryListQuery, 'from' | 'to' | 'captainAddress'>;

function lotteryConditions(filter: LotteryFilter): SQL[] {
  assertDayOrder(filter.from, filter.to);
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(sql`drawn_at >= ${dayStart(filter.from)}`);
  if (filter.to) conditions.push(sql`drawn_at < ${nextDayStart(filter.to)}`);
  if (filter.captainAddress) conditions.push(sql`captain_address = ${filter.captainAddress}`);
  return conditions;
}

interface LotteryRecord {
  id: string | number;
  source_id: string;
  drawn_at: Date | string;
  captain_address: string;
  team_size: number;
  captain_berries: string;
  total_prize_berries: string;
}

function toLotteryItem(row: LotteryRecord): LotteryDrawItem {
  return {
    id: Number(row.id),
    sourceId: row.source_id,
    drawnAt: iso(row.drawn_at),
    captainAddress: row.captain_address,
    teamSize: Number(row.team_size),
    captainBerries: plainDecimal(row.captain_berries),
    totalPrizeBerries: plainDecimal(row.total_prize_berries),
  };
}

export async function lotteryTotalsOf(db: Db, filter: LotteryFilter): Promise<LotteryTotals> {
  const fromRollup = !filter.captainAddress;
  const conditions = fromRollup
    ? [filter.from ? sql`day >= ${filter.from}::date` : undefined, filter.to ? sql`day <= ${filter.to}::date` : undefined].filter(
        (condition): condition is SQL => condition !== undefined,
      )
    : lotteryConditions(filter);
  const [row] = await selectRows<{ count: string | number | null; captain: string | null; prize: string | null }>(
    db,
    fromRollup
      ? sql`SELECT sum(draws) AS count, sum(captain_berries)::text AS captain, sum(total_prize_berries)::text AS prize FROM statistics_lottery_days ${joined(conditions)}`
      : sql`SELECT count(*) AS count, sum(captain_berries)::text AS captain, sum(total_prize_berries)::text AS prize FROM statistics_lottery_draws ${joined(conditions)}`,
  );
  return { draws: Number(row.count ?? 0), captainBerries: decimalOrZero(row.captain), totalPrizeBerries: decimalOrZero(row.prize) };
}

async function selectLotteryDraws(db: Db, query: Omit<LotteryListQuery, 'current' | 'pageSize'>, extra: SQL | undefined, limit: number, offset: number) {
  const column = lotterySortColumns[query.sortField ?? 'drawnAt'];
  const direction = directionOf(query) === 'ascend' ? sql`ASC` : sql`DESC`;
  const conditions = [...lotteryConditions(query), ...(extra ? [extra] : [])];
  const rows = await selectRows<LotteryRecord>(
    db,
    sql`WITH page AS (
          SELECT id FROM statistics_lottery_draws ${joined(conditions)}
          ORDER BY ${column} ${direction}, id ${direction} LIMIT ${limit} OFFSET ${offset}
        )
        SELECT statistics_lottery_draws.id, source_id, drawn_at, captain_address, team_size, captain_berries::text, total_prize_berries::text
        FROM page JOIN statistics_lottery_draws ON statistics_lottery_draws.id = page.id
        ORDER BY ${column} ${direction}, statistics_lottery_draws.id ${direction}`,
  );
  return rows.map(toLotteryItem);
}

export async function listLotteryDraws(db: Db, query: LotteryListQuery) {
  const offset = offsetOf(query);
  const data = await selectLotteryDraws(db, query, undefined, query.pageSize, offset);
  const totals = await lotteryTotalsOf(db, query);
  return { data, total: totals.draws, totals };
}

export async function lotteryChart(db: Db, query: LotteryChartQuery, today = new Date()) {
  const { from, to } = chartRange(query, today);
  const days = await selectRows<{ day: string; count: string | number; captain: string; prize: string }>(
    db,
    sql`SELECT to_char(series.day, 'YYYY-MM-DD') AS day, coalesce(rollup.draws, 0) AS count,
          coalesce(rollup.captain_berries, 0)::text AS captain, coalesce(rollup.total_prize_berries, 0)::text AS prize
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS series(day)
        LEFT JOIN statistics_lottery_days AS rollup ON rollup.day = series.day::date
        ORDER BY series.day`,
  );
  return {
    from,
    to,
    days: days.map((row) => ({ day: row.day, draws: Number(row.count), captainBerries: plainDecimal(row.captain), totalPrizeBerries: plainDecimal(row.prize) })),
    totals: await lotteryTotalsOf(db, { from, to }),
  };
}

const lotteryExportColumns: BilingualColumn<LotteryDrawItem>[] = [
  { header: { 'zh-CN': '时间', 'en-US': 'Time' }, value: (row) => row.drawnAt },
  { header: { 'zh-CN': '队长地址', 'en-US': "Captain's address" }, value: (row) => row.captainAddress },
  { header: { 'zh-CN': '团队人数（不含队长）', 'en-US': 'Team size excluding captain' }, value: (row) => row.teamSize },
  { header: { 'zh-CN': '队长浆果', 'en-US': "Captain's berries" }, value: (row) => row.captainBerries },
  { header: { 'zh-CN': '奖池浆果总数', 'en-US': 'Total prize berries' }, value: (row) => row.totalPrizeBerries },
  { header: { 'zh-CN': '来源 ID', 'en-US': 'Source ID' }, value: (row) => row.sourceId },
];

export function lotteryExportColumnsIn(locale: ExportLocale): CsvColumn<LotteryDrawItem>[] {
  return csvColumnsIn(lotteryExportColumns, locale);
}

export function lotteryExportChunk(db: Db, query: Omit<LotteryListQuery, 'current' | 'pageSize'>) {
  const column = lotterySortColumns[query.sortField ?? 'drawnAt'];
  return (after: { value: string; id: number } | null, limit: number) => selectLotteryDraws(db, query, keysetCondition(column, directionOf(query), after), limit, 0);
}

export const lotteryExportKey = (query: { sortField?: keyof typeof lotterySortColumns }) => (row: LotteryDrawItem) => ({
  value: query.sortField === 'totalPrizeBerries' ? row.totalPrizeBerries : query.sortField === 'captainBerries' ? row.captainBerries : row.drawnAt,
  id: row.id,
});
