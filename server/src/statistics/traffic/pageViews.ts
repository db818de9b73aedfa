// Page views pushed by the product's services: kept once per sender id, rolled up per UTC day,
// page and country in the same statement; the chart, rankings, list and export read the rollup.
import { and, asc, count, desc, eq, gte, ilike, lte, sql, sum, type SQL } from 'drizzle-orm';
import { columns, selectRows, type Db } from '../../db/client';
import { pageViewDaily, pageViewEvents } from '../../db/schema';
import { containsPattern } from '../../db/search';
import type { Actor } from '../../auditLogs/service';
import { csvColumnsIn, isAscending, type BilingualColumn } from '../../content/listing';
import type { CsvColumn } from '../../http/csv';
import { ingestBatch, type IngestResult } from '../../http/ingest';
import { asNumber, dayBounds } from './rollups';
import {
  pageViewRow,
  type PageViewExportQuery,
  type PageViewFilters,
  type PageViewItem,
  type PageViewListQuery,
  type PageViewRow,
  type TopQuery,
} from './schema';

/**
 * Inserts the events `source` selects (source_id, occurred_at, page, country, chain_id), skipping
 * known sender ids, and adds the inserted ones to the daily rollup, in one statement.
 */
export async function insertPageViews(db: Db, source: SQL, reportedBy: number | null): Promise<number> {
  const events = pageViewEvents;
  const daily = pageViewDaily;
  // Raw: it inserts whatever rows a caller's SELECT yields (the scale seed generates them), and a data-modifying CTE feeds the rollup.
  const [result] = await selectRows<{ accepted: unknown }>(
    db,
    sql`WITH inserted AS (
          INSERT INTO ${events} (${columns(events.sourceId, events.occurredAt, events.page, events.country, events.chainId, events.reportedBy)})
          SELECT r.source_id, r.occurred_at, r.page, r.country, r.chain_id, ${reportedBy}::integer FROM (${source}) AS r
          ON CONFLICT (${columns(events.sourceId)}) DO NOTHING
          RETURNING ${events.occurredAt} AS occurred_at, ${events.page} AS page, ${events.country} AS country
        ), rolled AS (
          INSERT INTO ${daily} (${columns(daily.day, daily.page, daily.country, daily.views)})
          SELECT (occurred_at AT TIME ZONE 'UTC')::date, page, country, count(*) FROM inserted GROUP BY 1, 2, 3
          ON CONFLICT (${columns(daily.day, daily.page, daily.country)}) DO UPDATE SET ${columns(daily.views)} = ${daily.views} + EXCLUDED.views
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM inserted) AS accepted, (SELECT count(*) FROM rolled) AS rolled`,
  );
  return asNumber(result.accepted);
}

function storePageViews(db: Db, actor: Actor, rows: PageViewRow[]): Promise<number> {
  const records = rows.map((row) => ({
    source_id: row.sourceId,
    occurred_at: row.occurredAt,
    page: row.page,
    country: row.country,
    chain_id: row.chainId ?? null,
  }));
  return insertPageViews(
    db,
    sql`SELECT * FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(source_id text, occurred_at timestamptz, page text, country text, chain_id bigint)`,
    actor.serviceTokenId ?? null,
  );
}

export function recordPageViews(db: Db, actor: Actor, records: unknown[]): Promise<IngestResult> {
  return ingestBatch(records, { rowSchema: pageViewRow, store: (rows) => storePageViews(db, actor, rows) });
}

function pageViewWhere(filters: PageViewFilters): SQL | undefined {
  const daily = pageViewDaily;
  return and(
    filters.from ? gte(daily.day, filters.from) : undefined,
    filters.to ? lte(daily.day, filters.to) : undefined,
    filters.page ? ilike(daily.page, containsPattern(filters.page)) : undefined,
    filters.country ? eq(daily.country, filters.country) : undefined,
  );
}

/** Views per UTC day in the range, days without views counted as zero. */
export async function pageViewsPerDay(db: Db, filters: PageViewFilters) {
  const daily = pageViewDaily;
  // Raw: generate_series supplies the days without views.
  const rows = await selectRows<{ day: string; views: unknown }>(
    db,
    sql`WITH bounds AS (${dayBounds(filters, daily.day)}),
        totals AS (SELECT ${daily.day} AS day, sum(${daily.views}) AS views FROM ${daily} WHERE ${pageViewWhere(filters) ?? sql`true`} GROUP BY ${daily.day})
        SELECT to_char(series.day, 'YYYY-MM-DD') AS day, coalesce(totals.views, 0) AS views
        FROM bounds, generate_series(bounds.first_day, bounds.last_day, interval '1 day') AS series(day)
        LEFT JOIN totals ON totals.day = series.day::date
        ORDER BY series.day`,
  );
  return rows.map((row) => ({ day: row.day, views: asNumber(row.views) }));
}
/** The most viewed values of one column (page or country) in the filter, most views first. */
async function mostViewed<K extends 'page' | 'country'>(db: Db, query: TopQuery, key: K) {
  const daily = pageViewDaily;
  const column = daily[key];
  const views = sum(daily.views);
  const rows = await db
    .select({ value: column, views })
    .from(daily)
    .where(pageViewWhere(query))
    .groupBy(column)
    .orderBy(desc(views), asc(column))
    .limit(query.limit);
  return rows.map((row) => ({ [key]: row.value, views: asNumber(row.views) }) as Record<K, string> & { views: number });
}

export const topPages = (db: Db, query: TopQuery) => mostViewed(db, query, 'page');

export const topCountries = (db: Db, query: TopQuery) => mostViewed(db, query, 'country');

type PageViewRecord = Pick<typeof pageViewDaily.$inferSelect, 'day' | 'page' | 'country' | 'views'>;
const toPageViewItem = (row: PageViewRecord): PageViewItem => ({
  day: row.day,
  page: row.page,
  country: row.country,
  views: row.views,
});

/** A list row's columns, which are also the list's sort choices. */
const pageViewItemColumns = {
  day: pageViewDaily.day,
  page: pageViewDaily.page,
  country: pageViewDaily.country,
  views: pageViewDaily.views,
};

/** Rollup rows (one per day, page and country), sorted and paged, with the filter's totals. */
export async function listPageViews(db: Db, query: PageViewListQuery) {
  const daily = pageViewDaily;
  const where = pageViewWhere(query);
  const direction = isAscending(query) ? asc : desc;
  const column = pageViewItemColumns[query.sortField ?? 'day'];
  const [rows, [totals]] = await Promise.all([
    db
      .select(pageViewItemColumns)
      .from(daily)
      .where(where)
      .orderBy(direction(column), direction(daily.day), asc(daily.page), asc(daily.country))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    db
      .select({ rows: count(), views: sum(daily.views) })
      .from(daily)
      .where(where),
  ]);
  return {
    data: rows.map(toPageViewItem),
    total: totals.rows,
    summary: { rows: totals.rows, views: asNumber(totals.views) },
  };
}

/** The export's rows in key order, a chunk at a time after the last key read. */
export function pageViewChunk(db: Db, filters: PageViewFilters) {
  const daily = pageViewDaily;
  return async (after: PageViewItem | null, limit: number) => {
    const keyset = after
      ? sql`(${daily.day}, ${daily.page}, ${daily.country}) > (${after.day}::date, ${after.page}, ${after.country})`
      : undefined;
    const rows = await db
      .select(pageViewItemColumns)
      .from(daily)
      .where(and(pageViewWhere(filters), keyset))
      .orderBy(asc(daily.day), asc(daily.page), asc(daily.country))
      .limit(limit);
    return rows.map(toPageViewItem);
  };
}

const pageViewColumns: BilingualColumn<PageViewItem>[] = [
  { header: { 'zh-CN': '日期（UTC）', 'en-US': 'Day (UTC)' }, value: (row) => row.day },
  { header: { 'zh-CN': '页面', 'en-US': 'Page' }, value: (row) => row.page },
  { header: { 'zh-CN': '国家/地区', 'en-US': 'Country' }, value: (row) => row.country },
  { header: { 'zh-CN': '浏览量', 'en-US': 'Views' }, value: (row) => row.views },
];
export const pageViewCsvColumns = (reader: PageViewExportQuery): CsvColumn<PageViewItem>[] =>
  csvColumnsIn(pageViewColumns, reader);
