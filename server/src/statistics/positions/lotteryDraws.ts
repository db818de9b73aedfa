// Lottery draw statistics: batched ingestion that keeps the per-day rollup current in the same
// statement, and the panel's list, totals, chart and export.
import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { columns, selectRows, type Db } from '../../db/client';
import { statisticsLotteryDays, statisticsLotteryDraws } from '../../db/schema';
import type { BilingualColumn } from '../../content/listing';
import { plainDecimal } from '../../http/fields';
import type { LotteryChartQuery, LotteryDrawItem, LotteryDrawRow, LotteryListQuery, LotteryTotals } from './schema';
import { chartRange, decimalOrZero, iso, recordedOnDays, recordsByIndex, rollupDays } from './queryParts';

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
  const draws = statisticsLotteryDraws;
  return [
    ...recordedOnDays(draws.drawnAt, filter),
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
        .where(and(...rollupDays(days.day, filter)))
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

const lotteryExportColumns: BilingualColumn<LotteryDrawItem>[] = [
  { header: { 'zh-CN': '时间', 'en-US': 'Time' }, value: (row) => row.drawnAt, time: true },
  { header: { 'zh-CN': '队长地址', 'en-US': "Captain's address" }, value: (row) => row.captainAddress },
  { header: { 'zh-CN': '团队人数（不含队长）', 'en-US': 'Team size excluding captain' }, value: (row) => row.teamSize },
  { header: { 'zh-CN': '队长浆果', 'en-US': "Captain's berries" }, value: (row) => row.captainBerries },
  { header: { 'zh-CN': '奖池浆果总数', 'en-US': 'Total prize berries' }, value: (row) => row.totalPrizeBerries },
  { header: { 'zh-CN': '来源 ID', 'en-US': 'Source ID' }, value: (row) => row.sourceId },
];

const lotteryDrawRecords = recordsByIndex({
  table: statisticsLotteryDraws,
  id: statisticsLotteryDraws.id,
  sortColumns: lotterySortColumns,
  defaultSort: 'drawnAt',
  conditions: lotteryConditions,
  fields: sql`${statisticsLotteryDraws.id} AS id, ${statisticsLotteryDraws.sourceId} AS source_id,
    ${statisticsLotteryDraws.drawnAt} AS drawn_at, ${statisticsLotteryDraws.captainAddress} AS captain_address,
    ${statisticsLotteryDraws.teamSize} AS team_size, ${statisticsLotteryDraws.captainBerries}::text AS captain_berries,
    ${statisticsLotteryDraws.totalPrizeBerries}::text AS total_prize_berries`,
  toItem: toLotteryItem,
  fileStem: 'lottery-draws',
  exportColumns: lotteryExportColumns,
});

export async function listLotteryDraws(db: Db, query: LotteryListQuery) {
  const data = await lotteryDrawRecords.page(db, query);
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

/** The lottery list's export, each chunk after the last row of the chunk before. */
export const lotteryExport = (db: Db, query: Omit<LotteryListQuery, 'current' | 'pageSize'>) =>
  lotteryDrawRecords.export(db, query);
