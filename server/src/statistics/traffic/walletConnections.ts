// Wallet connections pushed by the product's services: kept once per sender id, rolled up per UTC
// day and chain (and per address) in the same statement; the chart, list and export read the rollups.
import { and, asc, count, countDistinct, desc, eq, gte, lte, sql, sum, type SQL } from 'drizzle-orm';
import { columns, selectRows, type Db } from '../../db/client';
import { walletConnectionDaily, walletConnectionDailyAddresses, walletConnectionEvents } from '../../db/schema';
import type { Actor } from '../../auditLogs/service';
import { csvColumnsIn, isAscending, type BilingualColumn } from '../../content/listing';
import type { CsvColumn } from '../../http/csv';
import { ingestBatch, type IngestResult } from '../../http/ingest';
import { asNumber, dayBounds } from './rollups';
import {
  walletConnectionRow,
  type WalletConnectionItem,
  type WalletConnectionRow,
  type WalletExportQuery,
  type WalletFilters,
  type WalletListQuery,
} from './schema';

/**
 * Inserts the events `source` selects (source_id, occurred_at, chain_id, address), skipping known
 * sender ids, and adds the inserted ones to both daily rollups, in one statement.
 */
export async function insertWalletConnections(db: Db, source: SQL, reportedBy: number | null): Promise<number> {
  const events = walletConnectionEvents;
  const perAddress = walletConnectionDailyAddresses;
  const perDay = walletConnectionDaily;
  // Raw: it inserts whatever rows a caller's SELECT yields (the scale seed generates them), and data-modifying CTEs feed both rollups.
  // xmax = 0 on a row RETURNING from an upsert means it was inserted: a new address that day.
  const [result] = await selectRows<{ accepted: unknown }>(
    db,
    sql`WITH inserted AS (
          INSERT INTO ${events} (${columns(events.sourceId, events.occurredAt, events.chainId, events.address, events.reportedBy)})
          SELECT r.source_id, r.occurred_at, r.chain_id, r.address, ${reportedBy}::integer FROM (${source}) AS r
          ON CONFLICT (${columns(events.sourceId)}) DO NOTHING
          RETURNING ${events.occurredAt} AS occurred_at, ${events.chainId} AS chain_id, ${events.address} AS address
        ), counted AS (
          SELECT (occurred_at AT TIME ZONE 'UTC')::date AS day, chain_id, address, count(*) AS connections FROM inserted GROUP BY 1, 2, 3
        ), per_address AS (
          INSERT INTO ${perAddress} (${columns(perAddress.day, perAddress.chainId, perAddress.address, perAddress.connections)})
          SELECT day, chain_id, address, connections FROM counted
          ON CONFLICT (${columns(perAddress.day, perAddress.chainId, perAddress.address)})
            DO UPDATE SET ${columns(perAddress.connections)} = ${perAddress.connections} + EXCLUDED.connections
          RETURNING ${perAddress.day} AS day, ${perAddress.chainId} AS chain_id, (xmax = 0) AS is_new
        ), new_addresses AS (
          SELECT day, chain_id, count(*) FILTER (WHERE is_new) AS addresses FROM per_address GROUP BY 1, 2
        ), per_day AS (
          INSERT INTO ${perDay} (${columns(perDay.day, perDay.chainId, perDay.connections, perDay.addresses)})
          SELECT counted.day, counted.chain_id, sum(counted.connections), max(new_addresses.addresses)
          FROM counted JOIN new_addresses USING (day, chain_id) GROUP BY 1, 2
          ON CONFLICT (${columns(perDay.day, perDay.chainId)}) DO UPDATE SET ${columns(perDay.connections)} = ${perDay.connections} + EXCLUDED.connections,
            ${columns(perDay.addresses)} = ${perDay.addresses} + EXCLUDED.addresses
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM inserted) AS accepted, (SELECT count(*) FROM per_day) AS rolled`,
  );
  return asNumber(result.accepted);
}

function storeWalletConnections(db: Db, actor: Actor, rows: WalletConnectionRow[]): Promise<number> {
  const records = rows.map((row) => ({
    source_id: row.sourceId,
    occurred_at: row.occurredAt,
    chain_id: row.chainId,
    address: row.address,
  }));
  return insertWalletConnections(
    db,
    sql`SELECT * FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(source_id text, occurred_at timestamptz, chain_id bigint, address text)`,
    actor.serviceTokenId ?? null,
  );
}

export function recordWalletConnections(db: Db, actor: Actor, records: unknown[]): Promise<IngestResult> {
  return ingestBatch(records, {
    rowSchema: walletConnectionRow,
    store: (rows) => storeWalletConnections(db, actor, rows),
  });
}

/** The filter on either wallet rollup; the address only on the per-address one. */
function walletWhere(
  filters: WalletFilters,
  table: typeof walletConnectionDaily | typeof walletConnectionDailyAddresses,
): SQL | undefined {
  return and(
    filters.from ? gte(table.day, filters.from) : undefined,
    filters.to ? lte(table.day, filters.to) : undefined,
    filters.chainId ? eq(table.chainId, filters.chainId) : undefined,
    filters.address && table === walletConnectionDailyAddresses
      ? eq(walletConnectionDailyAddresses.address, filters.address)
      : undefined,
  );
}

/** Per day and chain: the small rollup, or the per-address one when one address is asked for. */
function walletDailySource(filters: WalletFilters): SQL {
  const perAddress = walletConnectionDailyAddresses;
  const perDay = walletConnectionDaily;
  return filters.address
    ? sql`SELECT ${perAddress.day} AS day, ${perAddress.chainId} AS chain_id, ${perAddress.connections} AS connections, 1 AS addresses FROM ${perAddress} WHERE ${walletWhere(filters, perAddress) ?? sql`true`}`
    : sql`SELECT ${perDay.day} AS day, ${perDay.chainId} AS chain_id, ${perDay.connections} AS connections, ${perDay.addresses} AS addresses FROM ${perDay} WHERE ${walletWhere(filters, perDay) ?? sql`true`}`;
}

/** Connections and distinct addresses per UTC day and chain ID; days without any counted as zero for every chain seen. */
export async function walletConnectionsPerDay(db: Db, filters: WalletFilters) {
  // Raw: generate_series supplies the days without connections.
  const rows = await selectRows<{ day: string; chain_id: unknown; connections: unknown; addresses: unknown }>(
    db,
    sql`WITH bounds AS (${dayBounds(filters, walletConnectionDaily.day)}),
        source AS (${walletDailySource(filters)}),
        chains AS (SELECT DISTINCT chain_id FROM source)
        SELECT to_char(series.day, 'YYYY-MM-DD') AS day, chains.chain_id, coalesce(source.connections, 0) AS connections, coalesce(source.addresses, 0) AS addresses
        FROM bounds, generate_series(bounds.first_day, bounds.last_day, interval '1 day') AS series(day)
        CROSS JOIN chains
        LEFT JOIN source ON source.day = series.day::date AND source.chain_id = chains.chain_id
        ORDER BY series.day, chains.chain_id`,
  );
  return rows.map((row) => ({
    day: row.day,
    chainId: asNumber(row.chain_id),
    connections: asNumber(row.connections),
    addresses: asNumber(row.addresses),
  }));
}

/** Above this many address-days, distinct addresses are not counted (a scan too long for a list). */
const DISTINCT_ADDRESS_LIMIT = 20_000;

type WalletRecord = Pick<
  typeof walletConnectionDailyAddresses.$inferSelect,
  'day' | 'chainId' | 'address' | 'connections'
>;
const toWalletItem = (row: WalletRecord): WalletConnectionItem => ({
  day: row.day,
  chainId: row.chainId,
  address: row.address,
  connections: row.connections,
});

async function walletSummaryOf(db: Db, filters: WalletFilters) {
  const perAddress = walletConnectionDailyAddresses;
  const perDay = walletConnectionDaily;
  const [totals] = filters.address
    ? await db
        .select({ rows: count(), connections: sum(perAddress.connections) })
        .from(perAddress)
        .where(walletWhere(filters, perAddress))
    : await db
        .select({ rows: sum(perDay.addresses), connections: sum(perDay.connections) })
        .from(perDay)
        .where(walletWhere(filters, perDay));
  const rows = asNumber(totals.rows);
  let distinctAddresses: number | null = null;
  if (filters.address) distinctAddresses = rows > 0 ? 1 : 0;
  else if (rows <= DISTINCT_ADDRESS_LIMIT) {
    const [distinct] = await db
      .select({ addresses: countDistinct(perAddress.address) })
      .from(perAddress)
      .where(walletWhere(filters, perAddress));
    distinctAddresses = distinct.addresses;
  }
  return { rows, connections: asNumber(totals.connections), distinctAddresses };
}

/** A list row's columns, which are also the list's sort choices. */
const walletItemColumns = {
  day: walletConnectionDailyAddresses.day,
  chainId: walletConnectionDailyAddresses.chainId,
  address: walletConnectionDailyAddresses.address,
  connections: walletConnectionDailyAddresses.connections,
};

/** Rows per day, chain and address, sorted and paged; totals from the per-day rollup. */
export async function listWalletConnections(db: Db, query: WalletListQuery) {
  const perAddress = walletConnectionDailyAddresses;
  const direction = isAscending(query) ? asc : desc;
  const column = walletItemColumns[query.sortField ?? 'day'];
  const rows = await db
    .select(walletItemColumns)
    .from(perAddress)
    .where(walletWhere(query, perAddress))
    .orderBy(direction(column), direction(perAddress.day), asc(perAddress.chainId), asc(perAddress.address))
    .limit(query.pageSize)
    .offset((query.current - 1) * query.pageSize);
  const summary = await walletSummaryOf(db, query);
  return { data: rows.map(toWalletItem), total: summary.rows, summary };
}

export function walletChunk(db: Db, filters: WalletFilters) {
  const perAddress = walletConnectionDailyAddresses;
  return async (after: WalletConnectionItem | null, limit: number) => {
    const keyset = after
      ? sql`(${perAddress.day}, ${perAddress.chainId}, ${perAddress.address}) > (${after.day}::date, ${after.chainId}, ${after.address})`
      : undefined;
    const rows = await db
      .select(walletItemColumns)
      .from(perAddress)
      .where(and(walletWhere(filters, perAddress), keyset))
      .orderBy(asc(perAddress.day), asc(perAddress.chainId), asc(perAddress.address))
      .limit(limit);
    return rows.map(toWalletItem);
  };
}

const walletColumns: BilingualColumn<WalletConnectionItem>[] = [
  { header: { 'zh-CN': '日期（UTC）', 'en-US': 'Day (UTC)' }, value: (row) => row.day },
  { header: { 'zh-CN': '链 ID', 'en-US': 'Chain ID' }, value: (row) => row.chainId },
  { header: { 'zh-CN': '地址', 'en-US': 'Address' }, value: (row) => row.address },
  { header: { 'zh-CN': '连接次数', 'en-US': 'Connections' }, value: (row) => row.connections },
];
export const walletCsvColumns = (reader: WalletExportQuery): CsvColumn<WalletConnectionItem>[] =>
  csvColumnsIn(walletColumns, reader);
