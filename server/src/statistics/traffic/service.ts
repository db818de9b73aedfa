// Traffic statistics: page views and wallet connections pushed by the product's services. Each
// event is kept once per sender id; in the same statement its daily rollups are updated from the
// rows actually inserted, so every chart, ranking and table reads the small rollups, never the
// events. A day is a UTC calendar day: an event's day is (occurred_at AT TIME ZONE 'UTC')::date.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/client';
import { containsPattern } from '../../db/search';
import type { Actor } from '../../audit/service';
import { csvColumnsIn, type BilingualColumn } from '../../content/listing';
import type { CsvColumn } from '../../http/csv';
import { ingestBatch, type IngestResult } from '../../http/ingest';
import {
  pageViewRow,
  walletConnectionRow,
  type PageViewExportQuery,
  type PageViewFilters,
  type PageViewItem,
  type PageViewListQuery,
  type PageViewRow,
  type TopQuery,
  type WalletConnectionItem,
  type WalletConnectionRow,
  type WalletExportQuery,
  type WalletFilters,
  type WalletListQuery,
} from './schema';

/** Both drivers answer counts as strings, numbers or bigints; the counts here fit in a JS number. */
const count = (value: unknown) => Number(value ?? 0);
const UTC_DAY = sql.raw(`(occurred_at AT TIME ZONE 'UTC')::date`);
const TODAY = sql.raw(`(now() AT TIME ZONE 'UTC')::date`);

// ---- ingestion

/**
 * Inserts the events `source` selects (source_id, occurred_at, page, country, chain_id), skipping
 * known sender ids, and adds the inserted ones to the daily rollup, in one statement.
 */
export async function insertPageViews(db: Db, source: SQL, reportedBy: number | null): Promise<number> {
  const [result] = await selectRows<{ accepted: unknown }>(
    db,
    sql`WITH inserted AS (
          INSERT INTO page_view_events (source_id, occurred_at, page, country, chain_id, reported_by)
          SELECT r.source_id, r.occurred_at, r.page, r.country, r.chain_id, ${reportedBy}::integer FROM (${source}) AS r
          ON CONFLICT (source_id) DO NOTHING
          RETURNING occurred_at, page, country
        ), rolled AS (
          INSERT INTO page_view_daily AS daily (day, page, country, views)
          SELECT ${UTC_DAY}, page, country, count(*) FROM inserted GROUP BY 1, 2, 3
          ON CONFLICT (day, page, country) DO UPDATE SET views = daily.views + EXCLUDED.views
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM inserted) AS accepted, (SELECT count(*) FROM rolled) AS rolled`,
  );
  return count(result.accepted);
}

function storePageViews(db: Db, actor: Actor, rows: PageViewRow[]): Promise<number> {
  const records = rows.map((row) => ({ source_id: row.sourceId, occurred_at: row.occurredAt, page: row.page, country: row.country, chain_id: row.chainId ?? null }));
  return insertPageViews(
    db,
    sql`SELECT * FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(source_id text, occurred_at timestamptz, page text, country text, chain_id bigint)`,
    actor.serviceTokenId ?? null,
  );
}

export function recordPageViews(db: Db, actor: Actor, records: unknown[]): Promise<IngestResult> {
  return ingestBatch(records, { rowSchema: pageViewRow, store: (rows) => storePageViews(db, actor, rows) });
}

/**
 * Inserts the events `source` selects (source_id, occurred_at, chain_id, address), skipping known
 * sender ids, and adds the inserted ones to both daily rollups, in one statement.
 */
export async function insertWalletConnections(db: Db, source: SQL, reportedBy: number | null): Promise<number> {
  // xmax = 0 on a row RETURNING from an upsert means it was inserted: a new address that day.
  const [result] = await selectRows<{ accepted: unknown }>(
    db,
    sql`WITH inserted AS (
          INSERT INTO wallet_connection_events (source_id, occurred_at, chain_id, address, reported_by)
          SELECT r.source_id, r.occurred_at, r.chain_id, r.address, ${reportedBy}::integer FROM (${source}) AS r
          ON CONFLICT (source_id) DO NOTHING
          RETURNING occurred_at, chain_id, address
        ), counted AS (
          SELECT ${UTC_DAY} AS day, chain_id, address, count(*) AS connections FROM inserted GROUP BY 1, 2, 3
        ), per_address AS (
          INSERT INTO wallet_connection_daily_addresses AS daily (day, chain_id, address, connections)
          SELECT day, chain_id, address, connections FROM counted
          ON CONFLICT (day, chain_id, address) DO UPDATE SET connections = daily.connections + EXCLUDED.connections
          RETURNING day, chain_id, (xmax = 0) AS is_new
        ), new_addresses AS (
          SELECT day, chain_id, count(*) FILTER (WHERE is_new) AS addresses FROM per_address GROUP BY 1, 2
        ), per_day AS (
          INSERT INTO wallet_connection_daily AS daily (day, chain_id, connections, addresses)
          SELECT counted.day, counted.chain_id, sum(counted.connections), max(new_addresses.addresses)
          FROM counted JOIN new_addresses USING (day, chain_id) GROUP BY 1, 2
          ON CONFLICT (day, chain_id) DO UPDATE SET connections = daily.connections + EXCLUDED.connections, addresses = daily.addresses + EXCLUDED.addresses
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM inserted) AS accepted, (SELECT count(*) FROM per_day) AS rolled`,
  );
  return count(result.accepted);
}

function storeWalletConnections(db: Db, actor: Actor, rows: WalletConnectionRow[]): Promise<number> {
  const records = rows.map((row) => ({ source_id: row.sourceId, occurred_at: row.occurredAt, chain_id: row.chainId, address: row.address }));
  return insertWalletConnections(
    db,
    sql`SELECT * FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(source_id text, occurred_at timestamptz, chain_id bigint, address text)`,
    actor.serviceTokenId ?? null,
  );
}

export function recordWalletConnections(db: Db, actor: Actor, records: unknown[]): Promise<IngestResult> {
  return ingestBatch(records, { rowSchema: walletConnectionRow, store: (rows) => storeWalletConnections(db, actor, rows) });
}

// ---- page views, from the rollup

function pageViewWhere(filters: PageViewFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.from) parts.push(sql`day >= ${filters.from}::date`);
  if (filters.to) parts.push(sql`day <= ${filters.to}::date`);
  if (filters.page) parts.push(sql`page ILIKE ${containsPattern(filters.page)}`);
  if (filters.country) parts.push(sql`country = ${filters.country}`);
  return sql.join(parts, sql` AND `);
}

/** The chart's days: the filter's, else from the first day with data to today (UTC). */
function dayBounds(filters: { from?: string; to?: string }, table: string): SQL {
  return sql`SELECT coalesce(${filters.from ?? null}::date, (SELECT min(day) FROM ${sql.raw(table)}), ${TODAY}) AS first_day,
                    coalesce(${filters.to ?? null}::date, ${TODAY}) AS last_day`;
}

/** Views per UTC day in the range, days without views counted as zero. */
export async function pageViewsPerDay(db: Db, filters: PageViewFilters) {
  const rows = await selectRows<{ day: string; views: unknown }>(
    db,
    sql`WITH bounds AS (${dayBounds(filters, 'page_view_daily')}),
        totals AS (SELECT day, sum(views) AS views FROM page_view_daily WHERE ${pageViewWhere(filters)} GROUP BY day)
        SELECT to_char(series.day, 'YYYY-MM-DD') AS day, coalesce(totals.views, 0) AS views
        FROM bounds, generate_series(bounds.first_day, bounds.last_day, interval '1 day') AS series(day)
        LEFT JOIN totals ON totals.day = series.day::date
        ORDER BY series.day`,
  );
  return rows.map((row) => ({ day: row.day, views: count(row.views) }));
}

export async function topPages(db: Db, query: TopQuery) {
  const rows = await selectRows<{ page: string; views: unknown }>(
    db,
    sql`SELECT page, sum(views) AS views FROM page_view_daily WHERE ${pageViewWhere(query)} GROUP BY page ORDER BY views DESC, page LIMIT ${query.limit}`,
  );
  return rows.map((row) => ({ page: row.page, views: count(row.views) }));
}

export async function topCountries(db: Db, query: TopQuery) {
  const rows = await selectRows<{ country: string; views: unknown }>(
    db,
    sql`SELECT country, sum(views) AS views FROM page_view_daily WHERE ${pageViewWhere(query)} GROUP BY country ORDER BY views DESC, country LIMIT ${query.limit}`,
  );
  return rows.map((row) => ({ country: row.country, views: count(row.views) }));
}

const ORDER_WORD = (query: { sortField?: string; sortOrder?: 'ascend' | 'descend' }) =>
  (query.sortOrder ?? (query.sortField ? 'ascend' : 'descend')) === 'ascend' ? 'ASC' : 'DESC';

const PAGE_VIEW_ORDER = { day: 'day', page: 'page', country: 'country', views: 'views' } as const;

interface PageViewRecord {
  day: string;
  page: string;
  country: string;
  views: unknown;
}
const toPageViewItem = (row: PageViewRecord): PageViewItem => ({ day: row.day, page: row.page, country: row.country, views: count(row.views) });

/** Rollup rows (one per day, page and country), sorted and paged, with the filter's totals. */
export async function listPageViews(db: Db, query: PageViewListQuery) {
  const where = pageViewWhere(query);
  const direction = ORDER_WORD(query);
  const column = PAGE_VIEW_ORDER[query.sortField ?? 'day'];
  // Qualified: a bare `day` would name the output's to_char text, which no index orders.
  const order = sql.raw(`d.${column} ${direction}, d.day ${direction}, d.page, d.country`);
  const [rows, [totals]] = await Promise.all([
    selectRows<PageViewRecord>(
      db,
      sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.page, d.country, d.views FROM page_view_daily d WHERE ${where}
          ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${(query.current - 1) * query.pageSize}`,
    ),
    selectRows<{ rows: unknown; views: unknown }>(db, sql`SELECT count(*) AS rows, coalesce(sum(views), 0) AS views FROM page_view_daily WHERE ${where}`),
  ]);
  return { data: rows.map(toPageViewItem), total: count(totals.rows), summary: { rows: count(totals.rows), views: count(totals.views) } };
}

/** The export's rows in key order, a chunk at a time after the last key read. */
export function pageViewChunk(db: Db, filters: PageViewFilters) {
  return async (after: PageViewItem | null, limit: number) => {
    const keyset = after ? sql` AND (day, page, country) > (${after.day}::date, ${after.page}, ${after.country})` : sql``;
    const rows = await selectRows<PageViewRecord>(
      db,
      sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.page, d.country, d.views FROM page_view_daily d WHERE ${pageViewWhere(filters)}${keyset}
          ORDER BY d.day, d.page, d.country LIMIT ${limit}`,
    );
    return rows.map(toPageViewItem);
  };
}

const pageViewColumns: BilingualColumn<PageViewItem>[] = [
  { header: { 'zh-CN': '日期（UTC）', 'en-US': 'Day (UTC)' }, value: (row) => row.day },
  { header: { 'zh-CN': '页面', 'en-US': 'Page' }, value: (row) => row.page },
  { header: { 'zh-CN': '国家/地区', 'en-US': 'Country' }, value: (row) => row.country },
  { header: { 'zh-CN': '浏览量', 'en-US': 'Views' }, value: (row) => row.views },
];
export const pageViewCsvColumns = ({ locale }: PageViewExportQuery): CsvColumn<PageViewItem>[] => csvColumnsIn(pageViewColumns, locale);

// ---- wallet connections, from the rollups

function walletWhere(filters: WalletFilters, withAddress: boolean): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.from) parts.push(sql`day >= ${filters.from}::date`);
  if (filters.to) parts.push(sql`day <= ${filters.to}::date`);
  if (filters.chainId) parts.push(sql`chain_id = ${filters.chainId}`);
  if (withAddress && filters.address) parts.push(sql`address = ${filters.address}`);
  return sql.join(parts, sql` AND `);
}

/** Per day and chain: the small rollup, or the per-address one when one address is asked for. */
function walletDailySource(filters: WalletFilters): SQL {
  return filters.address
    ? sql`SELECT day, chain_id, connections, 1 AS addresses FROM wallet_connection_daily_addresses WHERE ${walletWhere(filters, true)}`
    : sql`SELECT day, chain_id, connections, addresses FROM wallet_connection_daily WHERE ${walletWhere(filters, false)}`;
}

/** Connections and distinct addresses per UTC day and chain ID; days without any counted as zero for every chain seen. */
export async function walletConnectionsPerDay(db: Db, filters: WalletFilters) {
  const rows = await selectRows<{ day: string; chain_id: unknown; connections: unknown; addresses: unknown }>(
    db,
    sql`WITH bounds AS (${dayBounds(filters, 'wallet_connection_daily')}),
        source AS (${walletDailySource(filters)}),
        chains AS (SELECT DISTINCT chain_id FROM source)
        SELECT to_char(series.day, 'YYYY-MM-DD') AS day, chains.chain_id, coalesce(source.connections, 0) AS connections, coalesce(source.addresses, 0) AS addresses
        FROM bounds, generate_series(bounds.first_day, bounds.last_day, interval '1 day') AS series(day)
        CROSS JOIN chains
        LEFT JOIN source ON source.day = series.day::date AND source.chain_id = chains.chain_id
        ORDER BY series.day, chains.chain_id`,
  );
  return rows.map((row) => ({ day: row.day, chainId: count(row.chain_id), connections: count(row.connections), addresses: count(row.addresses) }));
}

/** Above this many address-days, distinct addresses are not counted (a scan too long for a list). */
export const DISTINCT_ADDRESS_LIMIT = 20_000;

const WALLET_ORDER = { day: 'day', chainId: 'chain_id', address: 'address', connections: 'connections' } as const;

interface WalletRecord {
  day: string;
  chain_id: unknown;
  address: string;
  connections: unknown;
}
const toWalletItem = (row: WalletRecord): WalletConnectionItem => ({ day: row.day, chainId: count(row.chain_id), address: row.address, connections: count(row.connections) });

async function walletSummaryOf(db: Db, filters: WalletFilters) {
  const [totals] = await selectRows<{ rows: unknown; connections: unknown }>(
    db,
    sql`SELECT coalesce(sum(addresses), 0) AS rows, coalesce(sum(connections), 0) AS connections FROM (${walletDailySource(filters)}) source`,
  );
  const rows = count(totals.rows);
  let distinctAddresses: number | null = null;
  if (filters.address) distinctAddresses = rows > 0 ? 1 : 0;
  else if (rows <= DISTINCT_ADDRESS_LIMIT) {
    const [distinct] = await selectRows<{ addresses: unknown }>(
      db,
      sql`SELECT count(DISTINCT address) AS addresses FROM wallet_connection_daily_addresses WHERE ${walletWhere(filters, true)}`,
    );
    distinctAddresses = count(distinct.addresses);
  }
  return { rows, connections: count(totals.connections), distinctAddresses };
}

/** Rows per day, chain and address, sorted and paged; totals from the per-day rollup. */
export async function listWalletConnections(db: Db, query: WalletListQuery) {
  const direction = ORDER_WORD(query);
  const column = WALLET_ORDER[query.sortField ?? 'day'];
  // Qualified: a bare `day` would name the output's to_char text, which no index orders.
  const order = sql.raw(`d.${column} ${direction}, d.day ${direction}, d.chain_id, d.address`);
  const rows = await selectRows<WalletRecord>(
    db,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.chain_id, d.address, d.connections FROM wallet_connection_daily_addresses d WHERE ${walletWhere(query, true)}
        ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${(query.current - 1) * query.pageSize}`,
  );
  const summary = await walletSummaryOf(db, query);
  return { data: rows.map(toWalletItem), total: summary.rows, summary };
}

export function walletChunk(db: Db, filters: WalletFilters) {
  return async (after: WalletConnectionItem | null, limit: number) => {
    const keyset = after ? sql` AND (day, chain_id, address) > (${after.day}::date, ${after.chainId}, ${after.address})` : sql``;
    const rows = await selectRows<WalletRecord>(
      db,
      sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.chain_id, d.address, d.connections FROM wallet_connection_daily_addresses d WHERE ${walletWhere(filters, true)}${keyset}
          ORDER BY d.day, d.chain_id, d.address LIMIT ${limit}`,
    );
    return rows.map(toWalletItem);
  };
}

const walletColumns: BilingualColumn<WalletConnectionItem>[] = [
  { header: { 'zh-CN': '日期（UTC）', 'en-US': 'Day (UTC)' }, value: (row) => row.day },
  { header: { 'zh-CN': '链 ID', 'en-US': 'Chain ID' }, value: (row) => row.chainId },
  { header: { 'zh-CN': '地址', 'en-US': 'Address' }, value: (row) => row.address },
  { header: { 'zh-CN': '连接次数', 'en-US': 'Connections' }, value: (row) => row.connections },
];
export const walletCsvColumns = ({ locale }: WalletExportQuery): CsvColumn<WalletConnectionItem>[] => csvColumnsIn(walletColumns, locale);
