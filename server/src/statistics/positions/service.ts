// Position, team and lottery statistics: batched ingestion that keeps the per-day rollups (and the
// teams' totals row) current in the same statement, and the panel's lists, totals and charts.
//
// Scale design (a million rows of each): lists sort on (column, id) indexes and refuse pages
// deeper than MAX_LIST_OFFSET rows (reverse the sort or narrow the filter instead); totals over
// day/chain filters come from the daily rollups, and only address / vault filters, which the
// indexes narrow to a handful of rows, are summed from the records themselves.
import { and, asc, between, count, desc, eq, gte, lt, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { selectRows, type Db } from '../../db/client';
import {
  statisticsLotteryDays,
  statisticsLotteryDraws,
  statisticsPositionDays,
  statisticsPositions,
  statisticsTeams,
  statisticsTeamTotals,
} from '../../db/schema';
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
const MAX_LIST_OFFSET = 10_000;
/** The longest chart, in days. */
const MAX_CHART_DAYS = 1_000;
const DEFAULT_CHART_DAYS = 30;
const DAY_MS = 86_400_000;

type Direction = 'ascend' | 'descend';

function offsetOf(query: { current: number; pageSize: number }): number {
  const offset = (query.current - 1) * query.pageSize;
  if (offset >= MAX_LIST_OFFSET) {
    throw new AppError(
      'STATISTICS_PAGE_TOO_DEEP',
      `Pages start at most ${MAX_LIST_OFFSET} rows deep; reverse the sort or narrow the filter.`,
      {
        params: { limit: MAX_LIST_OFFSET },
      },
    );
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
  if (from && to && from > to)
    throw new AppError('VALIDATION_FAILED', 'from must not be after to.', {
      fields: [{ field: 'from', message: 'must not be after to' }],
    });
}

/** A chart's inclusive UTC day range: the given one, or the last 30 days; never longer than MAX_CHART_DAYS. */
function chartRange(query: { from?: string; to?: string }, today = new Date()): { from: string; to: string } {
  assertDayOrder(query.from, query.to);
  const to =
    query.to ??
    (query.from
      ? utcDay(new Date(Math.min(dayStart(query.from).getTime() + (DEFAULT_CHART_DAYS - 1) * DAY_MS, today.getTime())))
      : utcDay(today));
  const from = query.from ?? utcDay(new Date(dayStart(to).getTime() - (DEFAULT_CHART_DAYS - 1) * DAY_MS));
  const days = Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS) + 1;
  if (days > MAX_CHART_DAYS) {
    throw new AppError('VALIDATION_FAILED', `A chart covers at most ${MAX_CHART_DAYS} days.`, {
      fields: [{ field: 'from', message: `at most ${MAX_CHART_DAYS} days` }],
    });
  }
  return { from, to };
}

const decimalOrZero = (value: string | null) => plainDecimal(value ?? '0');
const whereOf = (condition: SQL | undefined) => (condition ? sql`WHERE ${condition}` : sql``);
const ordered = (direction: Direction) => (direction === 'ascend' ? asc : desc);
/** Bare column names, for the column lists of the raw statements below. */
const columns = (...list: AnyPgColumn[]) =>
  sql.join(
    list.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/** The condition "after this row" in the list's order, for streaming an export chunk by chunk. */
function keysetCondition(
  column: AnyPgColumn,
  id: AnyPgColumn,
  direction: Direction,
  after: { value: string; id: number } | null,
): SQL | undefined {
  if (!after) return undefined;
  return direction === 'ascend'
    ? sql`(${column}, ${id}) > (${after.value}, ${after.id})`
    : sql`(${column}, ${id}) < (${after.value}, ${after.id})`;
}

// ---------------------------------------------------------------- positions

/** Stores new positions (ON CONFLICT (source_id) DO NOTHING) and adds only the inserted ones to the daily rollup. */
export async function storePositions(db: Db, rows: PositionRow[]): Promise<number> {
  const positions = statisticsPositions;
  const days = statisticsPositionDays;
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
  // Raw: one jsonb parameter carries the whole batch (far cheaper than Drizzle's VALUES list), and a data-modifying CTE feeds the rollup.
  const [{ accepted }] = await selectRows<{ accepted: number }>(
    db,
    sql`WITH inserted AS (
          INSERT INTO ${positions} (${columns(positions.sourceId, positions.vaultId, positions.chainId, positions.createdAddress, positions.btcDeposited, positions.yuMinted, positions.createdAt)})
          SELECT source_id, vault_id, chain_id, created_address, btc_deposited, yu_minted, created_at
          FROM jsonb_to_recordset(${payload}::jsonb)
            AS incoming(source_id text, vault_id text, chain_id text, created_address text, btc_deposited numeric, yu_minted numeric, created_at timestamptz)
          ON CONFLICT (${columns(positions.sourceId)}) DO NOTHING
          RETURNING ${positions.chainId} AS chain_id, ${positions.createdAt} AS created_at, ${positions.btcDeposited} AS btc_deposited, ${positions.yuMinted} AS yu_minted
        ), rolled AS (
          INSERT INTO ${days} (${columns(days.day, days.chainId, days.positions, days.btcDeposited, days.yuMinted)})
          SELECT (created_at AT TIME ZONE 'UTC')::date, chain_id, count(*), sum(btc_deposited), sum(yu_minted) FROM inserted GROUP BY 1, 2
          ON CONFLICT (${columns(days.day, days.chainId)}) DO UPDATE SET ${columns(days.positions)} = ${days.positions} + excluded.positions,
            ${columns(days.btcDeposited)} = ${days.btcDeposited} + excluded.btc_deposited, ${columns(days.yuMinted)} = ${days.yuMinted} + excluded.yu_minted
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM inserted)::int AS accepted`,
  );
  return accepted;
}

const positionSortColumns = {
  createdAt: statisticsPositions.createdAt,
  btcDeposited: statisticsPositions.btcDeposited,
  yuMinted: statisticsPositions.yuMinted,
};

type PositionFilter = Pick<PositionListQuery, 'from' | 'to' | 'chainId' | 'vaultId' | 'createdAddress'>;

function positionConditions(filter: PositionFilter): (SQL | undefined)[] {
  assertDayOrder(filter.from, filter.to);
  const positions = statisticsPositions;
  return [
    filter.from ? gte(positions.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(positions.createdAt, nextDayStart(filter.to)) : undefined,
    filter.chainId ? eq(positions.chainId, filter.chainId) : undefined,
    filter.vaultId ? eq(positions.vaultId, filter.vaultId) : undefined,
    filter.createdAddress ? eq(positions.createdAddress, filter.createdAddress) : undefined,
  ];
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

/** Totals over a filter: from the daily rollup unless a vault or address filter narrows the records themselves. */
async function positionTotalsOf(db: Db, filter: PositionFilter): Promise<PositionTotals> {
  const days = statisticsPositionDays;
  const positions = statisticsPositions;
  const [row] =
    !filter.vaultId && !filter.createdAddress
      ? await db
          .select({ count: sum(days.positions), btc: sum(days.btcDeposited), yu: sum(days.yuMinted) })
          .from(days)
          .where(
            and(
              filter.from ? gte(days.day, filter.from) : undefined,
              filter.to ? lte(days.day, filter.to) : undefined,
              filter.chainId ? eq(days.chainId, filter.chainId) : undefined,
            ),
          )
      : await db
          .select({ count: count(), btc: sum(positions.btcDeposited), yu: sum(positions.yuMinted) })
          .from(positions)
          .where(and(...positionConditions(filter)));
  return { positions: Number(row.count ?? 0), btcDeposited: decimalOrZero(row.btc), yuMinted: decimalOrZero(row.yu) };
}

async function selectPositions(
  db: Db,
  query: Omit<PositionListQuery, 'current' | 'pageSize'>,
  extra: SQL | undefined,
  limit: number,
  offset: number,
) {
  const positions = statisticsPositions;
  const column = positionSortColumns[query.sortField ?? 'createdAt'];
  const direction = directionOf(query) === 'ascend' ? sql`ASC` : sql`DESC`;
  // The page's ids first, from the (column, id) index alone, then only those rows: OFFSET skips index entries, not table rows.
  // Raw: Drizzle's builder for this CTE and join adds measurably to every list call.
  const rows = await selectRows<PositionRecord>(
    db,
    sql`WITH page AS (
          SELECT ${positions.id} FROM ${positions} ${whereOf(and(...positionConditions(query), extra))}
          ORDER BY ${column} ${direction}, ${positions.id} ${direction} LIMIT ${limit} OFFSET ${offset}
        )
        SELECT ${positions.id} AS id, ${positions.sourceId} AS source_id, ${positions.vaultId} AS vault_id, ${positions.chainId} AS chain_id,
          ${positions.createdAddress} AS created_address, ${positions.btcDeposited}::text AS btc_deposited, ${positions.yuMinted}::text AS yu_minted,
          ${positions.createdAt} AS created_at, ${positions.observedAt} AS observed_at
        FROM page JOIN ${positions} ON ${positions.id} = page.id
        ORDER BY ${column} ${direction}, ${positions.id} ${direction}`,
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
  const days = statisticsPositionDays;
  const chain = query.chainId ? sql`AND ${days.chainId} = ${query.chainId}` : sql``;
  // Raw: generate_series supplies the days without positions.
  const perDay = await selectRows<{
    day: string;
    count: string | number | null;
    btc: string | null;
    yu: string | null;
  }>(
    db,
    sql`SELECT to_char(series.day, 'YYYY-MM-DD') AS day, coalesce(sum(${days.positions}), 0) AS count,
          coalesce(sum(${days.btcDeposited}), 0)::text AS btc, coalesce(sum(${days.yuMinted}), 0)::text AS yu
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS series(day)
        LEFT JOIN ${days} ON ${days.day} = series.day::date ${chain}
        GROUP BY series.day ORDER BY series.day`,
  );
  const chains = await db
    .select({ chainId: days.chainId, count: sum(days.positions), btc: sum(days.btcDeposited), yu: sum(days.yuMinted) })
    .from(days)
    .where(and(between(days.day, from, to), query.chainId ? eq(days.chainId, query.chainId) : undefined))
    .groupBy(days.chainId)
    .orderBy(desc(sum(days.btcDeposited)), asc(days.chainId));
  const totalsOf = (row: { count: string | number | null; btc: string | null; yu: string | null }) => ({
    positions: Number(row.count ?? 0),
    btcDeposited: decimalOrZero(row.btc),
    yuMinted: decimalOrZero(row.yu),
  });
  return {
    from,
    to,
    days: perDay.map((row) => ({ day: row.day, ...totalsOf(row) })),
    chains: chains.map((row) => ({ chainId: row.chainId, ...totalsOf(row) })),
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
  return (after: { value: string; id: number } | null, limit: number) =>
    selectPositions(db, query, keysetCondition(column, statisticsPositions.id, directionOf(query), after), limit, 0);
}

export const positionExportKey = (query: { sortField?: keyof typeof positionSortColumns }) => (row: PositionItem) => ({
  value:
    query.sortField === 'btcDeposited'
      ? row.btcDeposited
      : query.sortField === 'yuMinted'
        ? row.yuMinted
        : row.createdAt,
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
  const teams = statisticsTeams;
  const totals = statisticsTeamTotals;
  return db.transaction(async (tx) => {
    await tx.select({ singleton: totals.singleton }).from(totals).for('update');
    // Raw: the totals move by each team's new row minus its previous one, both read from one data-modifying CTE chain.
    const [{ accepted }] = await selectRows<{ accepted: number }>(
      tx,
      sql`WITH incoming AS (
            SELECT * FROM jsonb_to_recordset(${payload}::jsonb)
              AS incoming(source_id text, captain_address text, yu_minted numeric, team_size integer, observed_at timestamptz)
          ), previous AS (
            SELECT ${teams.captainAddress} AS captain_address, ${teams.yuMinted} AS yu_minted, ${teams.teamSize} AS team_size
            FROM ${teams} JOIN incoming ON incoming.captain_address = ${teams.captainAddress}
          ), upserted AS (
            INSERT INTO ${teams} (${columns(teams.captainAddress, teams.sourceId, teams.yuMinted, teams.teamSize, teams.observedAt)})
            SELECT captain_address, source_id, yu_minted, team_size, observed_at FROM incoming
            ON CONFLICT (${columns(teams.captainAddress)}) DO UPDATE SET ${columns(teams.sourceId)} = excluded.source_id,
              ${columns(teams.yuMinted)} = excluded.yu_minted, ${columns(teams.teamSize)} = excluded.team_size,
              ${columns(teams.observedAt)} = excluded.observed_at, ${columns(teams.updatedAt)} = now()
            WHERE ${teams.observedAt} < excluded.observed_at
            RETURNING ${teams.captainAddress} AS captain_address, ${teams.yuMinted} AS yu_minted, ${teams.teamSize} AS team_size
          ), moved AS (
            UPDATE ${totals} SET
              ${columns(totals.teams)} = ${totals.teams} + (SELECT count(*) FROM upserted WHERE captain_address NOT IN (SELECT captain_address FROM previous)),
              ${columns(totals.members)} = ${totals.members} + coalesce((SELECT sum(team_size) FROM upserted), 0)
                - coalesce((SELECT sum(previous.team_size) FROM previous JOIN upserted USING (captain_address)), 0),
              ${columns(totals.yuMinted)} = ${totals.yuMinted} + coalesce((SELECT sum(yu_minted) FROM upserted), 0)
                - coalesce((SELECT sum(previous.yu_minted) FROM previous JOIN upserted USING (captain_address)), 0)
            RETURNING 1
          )
          SELECT (SELECT count(*) FROM upserted)::int AS accepted`,
    );
    return accepted;
  });
}

const teamSortColumns = {
  yuMinted: statisticsTeams.yuMinted,
  teamSize: statisticsTeams.teamSize,
  observedAt: statisticsTeams.observedAt,
};

function toTeamItem(row: typeof statisticsTeams.$inferSelect): TeamItem {
  return {
    captainAddress: row.captainAddress,
    sourceId: row.sourceId,
    yuMinted: plainDecimal(row.yuMinted),
    teamSize: row.teamSize,
    observedAt: row.observedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function selectTeams(
  db: Db,
  query: Omit<TeamListQuery, 'current' | 'pageSize'>,
  extra: SQL | undefined,
  limit: number,
  offset: number,
) {
  const teams = statisticsTeams;
  const direction = ordered(query.sortOrder ?? 'descend');
  const rows = await db
    .select()
    .from(teams)
    .where(and(query.captainAddress ? eq(teams.captainAddress, query.captainAddress) : undefined, extra))
    .orderBy(direction(teamSortColumns[query.sortField ?? 'yuMinted']), direction(teams.captainAddress))
    .limit(limit)
    .offset(offset);
  return rows.map(toTeamItem);
}

async function teamTotalsOf(db: Db, captainAddress: string | undefined): Promise<TeamTotals> {
  const teams = statisticsTeams;
  const totals = statisticsTeamTotals;
  const [row] = captainAddress
    ? await db
        .select({ teams: count(), members: sum(teams.teamSize), yu: sum(teams.yuMinted) })
        .from(teams)
        .where(eq(teams.captainAddress, captainAddress))
    : await db.select({ teams: totals.teams, members: totals.members, yu: totals.yuMinted }).from(totals);
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
  const captain = statisticsTeams.captainAddress;
  const direction: Direction = query.sortOrder ?? 'descend';
  return (after: { value: string; captainAddress: string } | null, limit: number) =>
    selectTeams(
      db,
      query,
      after
        ? direction === 'ascend'
          ? sql`(${column}, ${captain}) > (${after.value}, ${after.captainAddress})`
          : sql`(${column}, ${captain}) < (${after.value}, ${after.captainAddress})`
        : undefined,
      limit,
      0,
    );
}

export const teamExportKey = (query: { sortField?: keyof typeof teamSortColumns }) => (row: TeamItem) => ({
  value:
    query.sortField === 'teamSize'
      ? String(row.teamSize)
      : query.sortField === 'observedAt'
        ? row.observedAt
        : row.yuMinted,
  captainAddress: row.captainAddress,
});

// ---------------------------------------------------------------- lottery draws

export async function storeLotteryDraws(db: Db, rows: LotteryDrawRow[]): Promise<number> {
  const draws = statisticsLotteryDraws;
  const days = statisticsLotteryDays;
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
  // Raw: one jsonb parameter carries the whole batch (far cheaper than Drizzle's VALUES list), and a data-modifying CTE feeds the rollup.
  const [{ accepted }] = await selectRows<{ accepted: number }>(
    db,
    sql`WITH inserted AS (
          INSERT INTO ${draws} (${columns(draws.sourceId, draws.drawnAt, draws.captainAddress, draws.teamSize, draws.captainBerries, draws.totalPrizeBerries)})
          SELECT source_id, drawn_at, captain_address, team_size, captain_berries, total_prize_berries
          FROM jsonb_to_recordset(${payload}::jsonb)
            AS incoming(source_id text, drawn_at timestamptz, captain_address text, team_size integer, captain_berries numeric, total_prize_berries numeric)
          ON CONFLICT (${columns(draws.sourceId)}) DO NOTHING
          RETURNING ${draws.drawnAt} AS drawn_at, ${draws.captainBerries} AS captain_berries, ${draws.totalPrizeBerries} AS total_prize_berries
        ), rolled AS (
          INSERT INTO ${days} (${columns(days.day, days.draws, days.captainBerries, days.totalPrizeBerries)})
          SELECT (drawn_at AT TIME ZONE 'UTC')::date, count(*), sum(captain_berries), sum(total_prize_berries) FROM inserted GROUP BY 1
          ON CONFLICT (${columns(days.day)}) DO UPDATE SET ${columns(days.draws)} = ${days.draws} + excluded.draws,
            ${columns(days.captainBerries)} = ${days.captainBerries} + excluded.captain_berries,
            ${columns(days.totalPrizeBerries)} = ${days.totalPrizeBerries} + excluded.total_prize_berries
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM inserted)::int AS accepted`,
  );
  return accepted;
}

const lotterySortColumns = {
  drawnAt: statisticsLotteryDraws.drawnAt,
  totalPrizeBerries: statisticsLotteryDraws.totalPrizeBerries,
  captainBerries: statisticsLotteryDraws.captainBerries,
};

type LotteryFilter = Pick<LotteryListQuery, 'from' | 'to' | 'captainAddress'>;

function lotteryConditions(filter: LotteryFilter): (SQL | undefined)[] {
  assertDayOrder(filter.from, filter.to);
  const draws = statisticsLotteryDraws;
  return [
    filter.from ? gte(draws.drawnAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(draws.drawnAt, nextDayStart(filter.to)) : undefined,
    filter.captainAddress ? eq(draws.captainAddress, filter.captainAddress) : undefined,
  ];
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

async function lotteryTotalsOf(db: Db, filter: LotteryFilter): Promise<LotteryTotals> {
  const days = statisticsLotteryDays;
  const draws = statisticsLotteryDraws;
  const [row] = !filter.captainAddress
    ? await db
        .select({ count: sum(days.draws), captain: sum(days.captainBerries), prize: sum(days.totalPrizeBerries) })
        .from(days)
        .where(
          and(filter.from ? gte(days.day, filter.from) : undefined, filter.to ? lte(days.day, filter.to) : undefined),
        )
    : await db
        .select({ count: count(), captain: sum(draws.captainBerries), prize: sum(draws.totalPrizeBerries) })
        .from(draws)
        .where(and(...lotteryConditions(filter)));
  return {
    draws: Number(row.count ?? 0),
    captainBerries: decimalOrZero(row.captain),
    totalPrizeBerries: decimalOrZero(row.prize),
  };
}

async function selectLotteryDraws(
  db: Db,
  query: Omit<LotteryListQuery, 'current' | 'pageSize'>,
  extra: SQL | undefined,
  limit: number,
  offset: number,
) {
  const draws = statisticsLotteryDraws;
  const column = lotterySortColumns[query.sortField ?? 'drawnAt'];
  const direction = directionOf(query) === 'ascend' ? sql`ASC` : sql`DESC`;
  // Raw for the same reasons as selectPositions.
  const rows = await selectRows<LotteryRecord>(
    db,
    sql`WITH page AS (
          SELECT ${draws.id} FROM ${draws} ${whereOf(and(...lotteryConditions(query), extra))}
          ORDER BY ${column} ${direction}, ${draws.id} ${direction} LIMIT ${limit} OFFSET ${offset}
        )
        SELECT ${draws.id} AS id, ${draws.sourceId} AS source_id, ${draws.drawnAt} AS drawn_at, ${draws.captainAddress} AS captain_address,
          ${draws.teamSize} AS team_size, ${draws.captainBerries}::text AS captain_berries, ${draws.totalPrizeBerries}::text AS total_prize_berries
        FROM page JOIN ${draws} ON ${draws.id} = page.id
        ORDER BY ${column} ${direction}, ${draws.id} ${direction}`,
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
  const days = statisticsLotteryDays;
  // Raw: generate_series supplies the days without draws.
  const perDay = await selectRows<{ day: string; count: string | number; captain: string; prize: string }>(
    db,
    sql`SELECT to_char(series.day, 'YYYY-MM-DD') AS day, coalesce(${days.draws}, 0) AS count,
          coalesce(${days.captainBerries}, 0)::text AS captain, coalesce(${days.totalPrizeBerries}, 0)::text AS prize
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS series(day)
        LEFT JOIN ${days} ON ${days.day} = series.day::date
        ORDER BY series.day`,
  );
  return {
    from,
    to,
    days: perDay.map((row) => ({
      day: row.day,
      draws: Number(row.count),
      captainBerries: plainDecimal(row.captain),
      totalPrizeBerries: plainDecimal(row.prize),
    })),
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
  return (after: { value: string; id: number } | null, limit: number) =>
    selectLotteryDraws(
      db,
      query,
      keysetCondition(column, statisticsLotteryDraws.id, directionOf(query), after),
      limit,
      0,
    );
}

export const lotteryExportKey = (query: { sortField?: keyof typeof lotterySortColumns }) => (row: LotteryDrawItem) => ({
  value:
    query.sortField === 'totalPrizeBerries'
      ? row.totalPrizeBerries
      : query.sortField === 'captainBerries'
        ? row.captainBerries
        : row.drawnAt,
  id: row.id,
});
