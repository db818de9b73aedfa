// Position statistics: batched ingestion that keeps the per-day rollup current in the same
// statement, and the panel's list, totals, chart and export.
import { and, asc, between, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { columns, selectRows, type Db } from '../../db/client';
import { statisticsPositionDays, statisticsPositions } from '../../db/schema';
import type { BilingualColumn } from '../../content/listing';
import { plainDecimal } from '../../http/fields';
import type { PositionChartQuery, PositionItem, PositionListQuery, PositionRow, PositionTotals } from './schema';
import { chartRange, decimalOrZero, iso, recordedOnDays, recordsByIndex, rollupDays } from './queryParts';

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
  const positions = statisticsPositions;
  return [
    ...recordedOnDays(positions.createdAt, filter),
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
          .where(and(...rollupDays(days.day, filter), filter.chainId ? eq(days.chainId, filter.chainId) : undefined))
      : await db
          .select({ count: count(), btc: sum(positions.btcDeposited), yu: sum(positions.yuMinted) })
          .from(positions)
          .where(and(...positionConditions(filter)));
  return { positions: Number(row.count ?? 0), btcDeposited: decimalOrZero(row.btc), yuMinted: decimalOrZero(row.yu) };
}

const positionExportColumns: BilingualColumn<PositionItem>[] = [
  { header: { 'zh-CN': '仓位 ID', 'en-US': 'Vault ID' }, value: (row) => row.vaultId },
  { header: { 'zh-CN': '链 ID', 'en-US': 'Chain ID' }, value: (row) => row.chainId },
  { header: { 'zh-CN': '创建地址', 'en-US': 'Created address' }, value: (row) => row.createdAddress },
  { header: { 'zh-CN': 'BTC 存入', 'en-US': 'BTC deposited' }, value: (row) => row.btcDeposited },
  { header: { 'zh-CN': 'YU 铸造', 'en-US': 'YU minted' }, value: (row) => row.yuMinted },
  { header: { 'zh-CN': '创建时间', 'en-US': 'Created at' }, value: (row) => row.createdAt, time: true },
  { header: { 'zh-CN': '来源 ID', 'en-US': 'Source ID' }, value: (row) => row.sourceId },
];

const positionRecords = recordsByIndex({
  table: statisticsPositions,
  id: statisticsPositions.id,
  sortColumns: positionSortColumns,
  defaultSort: 'createdAt',
  conditions: positionConditions,
  fields: sql`${statisticsPositions.id} AS id, ${statisticsPositions.sourceId} AS source_id,
    ${statisticsPositions.vaultId} AS vault_id, ${statisticsPositions.chainId} AS chain_id,
    ${statisticsPositions.createdAddress} AS created_address, ${statisticsPositions.btcDeposited}::text AS btc_deposited,
    ${statisticsPositions.yuMinted}::text AS yu_minted, ${statisticsPositions.createdAt} AS created_at,
    ${statisticsPositions.observedAt} AS observed_at`,
  toItem: toPositionItem,
  fileStem: 'positions',
  exportColumns: positionExportColumns,
});

export async function listPositions(db: Db, query: PositionListQuery) {
  const data = await positionRecords.page(db, query);
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

/** The position list's export, each chunk after the last row of the chunk before. */
export const positionExport = (db: Db, query: Omit<PositionListQuery, 'current' | 'pageSize'>) =>
  positionRecords.export(db, query);
