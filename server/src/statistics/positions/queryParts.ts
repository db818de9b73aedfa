// What the position, team and lottery statistics queries share: paging with a depth limit, sort
// direction, chart day ranges, keyset conditions for exports, and small raw-SQL pieces.
//
// Scale design (a million rows of each): lists sort on (column, id) indexes and refuse pages
// deeper than MAX_LIST_OFFSET rows (reverse the sort or narrow the filter instead); totals over
// day/chain filters come from the daily rollups, and only address / vault filters, which the
// indexes narrow to a handful of rows, are summed from the records themselves.
import { and, asc, desc, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { selectRows, type Db } from '../../db/client';
import { csvColumnsIn, type BilingualColumn, type ExportReader } from '../../content/listing';
import { keysetPages, streamCsv } from '../../http/csv';
import { AppError } from '../../http/errors';
import { plainDecimal } from '../../http/fields';

/** The deepest row a page may start at: OFFSET walks every skipped row, so deeper browsing reverses the sort or narrows the filter. */
const MAX_LIST_OFFSET = 10_000;
/** The longest chart, in days. */
const MAX_CHART_DAYS = 1_000;
const DEFAULT_CHART_DAYS = 30;
const DAY_MS = 86_400_000;

export type Direction = 'ascend' | 'descend';

export function offsetOf(query: { current: number; pageSize: number }): number {
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

/** The records whose timestamp falls on the filter's UTC days, from the start of `from` to the end of `to`. */
export function recordedOnDays(timestamp: AnyPgColumn, filter: { from?: string; to?: string }): (SQL | undefined)[] {
  assertDayOrder(filter.from, filter.to);
  return [
    filter.from ? gte(timestamp, dayStart(filter.from)) : undefined,
    filter.to ? lt(timestamp, nextDayStart(filter.to)) : undefined,
  ];
}

/** The daily rollup's rows for the filter's days, both ends included. */
export function rollupDays(day: AnyPgColumn, filter: { from?: string; to?: string }): (SQL | undefined)[] {
  return [filter.from ? gte(day, filter.from) : undefined, filter.to ? lte(day, filter.to) : undefined];
}

/** A chart's inclusive UTC day range: the given one, or the last 30 days; never longer than MAX_CHART_DAYS. */
export function chartRange(query: { from?: string; to?: string }, today = new Date()): { from: string; to: string } {
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

export const decimalOrZero = (value: string | null) => plainDecimal(value ?? '0');
const whereOf = (condition: SQL | undefined) => (condition ? sql`WHERE ${condition}` : sql``);
export const ordered = (direction: Direction) => (direction === 'ascend' ? asc : desc);

/**
 * One page of a records table in (column, id) order, with the given select list. The page's ids
 * come first, from the (column, id) index alone, then only those rows: OFFSET skips index
 * entries, not table rows. Raw: Drizzle's builder for this CTE and join adds measurably to every
 * list call.
 */
function selectPageByIndex<Row>(
  db: Db,
  page: {
    table: PgTable;
    id: AnyPgColumn;
    where: SQL | undefined;
    orderBy: AnyPgColumn;
    direction: Direction;
    limit: number;
    offset: number;
    fields: SQL;
  },
): Promise<Row[]> {
  const { table, id, orderBy } = page;
  const direction = page.direction === 'ascend' ? sql`ASC` : sql`DESC`;
  return selectRows<Row>(
    db,
    sql`WITH page AS (
          SELECT ${id} FROM ${table} ${whereOf(page.where)}
          ORDER BY ${orderBy} ${direction}, ${id} ${direction} LIMIT ${page.limit} OFFSET ${page.offset}
        )
        SELECT ${page.fields}
        FROM page JOIN ${table} ON ${id} = page.id
        ORDER BY ${orderBy} ${direction}, ${id} ${direction}`,
  );
}

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

export const iso = (value: Date | string) => new Date(value).toISOString();

/** A list's export in the list's order: its file name, its columns, and how to read the chunk after a key. */
export interface ListExport<Row, Key> {
  fileStem: string;
  columns: BilingualColumn<Row>[];
  readAfter: (after: Key | null, limit: number) => Promise<Row[]>;
  keyOf: (row: Row) => Key;
}

/**
 * The export of a list sorted by one of its sort columns, then by id: each chunk read after the
 * last row of the chunk before. The sort fields are the row's own fields.
 */
function keysetExport<Row extends { id: number }, Field extends string & keyof Row>(list: {
  fileStem: string;
  columns: BilingualColumn<Row>[];
  query: { sortField?: Field; sortOrder?: Direction };
  sortColumns: Record<Field, AnyPgColumn>;
  defaultSort: Field;
  id: AnyPgColumn;
  select: (after: SQL | undefined, limit: number) => Promise<Row[]>;
}): ListExport<Row, { value: string; id: number }> {
  const field = list.query.sortField ?? list.defaultSort;
  const column = list.sortColumns[field];
  return {
    fileStem: list.fileStem,
    columns: list.columns,
    readAfter: (after, limit) => list.select(keysetCondition(column, list.id, directionOf(list.query), after), limit),
    keyOf: (row) => ({ value: String(row[field]), id: row.id }),
  };
}

/**
 * A records table listed in (sort column, id) order: a page of it, or its export chunk by chunk.
 * `fields` selects each column under the name `Row` gives it; the sort fields are the item's own.
 */
export function recordsByIndex<Row, Item extends { id: number }, Field extends string & keyof Item, Filter>(records: {
  table: PgTable;
  id: AnyPgColumn;
  sortColumns: Record<Field, AnyPgColumn>;
  defaultSort: NoInfer<Field>;
  conditions: (filter: Filter) => (SQL | undefined)[];
  fields: SQL;
  toItem: (row: Row) => Item;
  fileStem: string;
  exportColumns: BilingualColumn<Item>[];
}) {
  type Query = Filter & { sortField?: Field; sortOrder?: Direction };
  const select = async (db: Db, query: Query, after: SQL | undefined, limit: number, offset: number) => {
    const rows = await selectPageByIndex<Row>(db, {
      table: records.table,
      id: records.id,
      where: and(...records.conditions(query), after),
      orderBy: records.sortColumns[query.sortField ?? records.defaultSort],
      direction: directionOf(query),
      limit,
      offset,
      fields: records.fields,
    });
    return rows.map(records.toItem);
  };
  return {
    page: (db: Db, query: Query & { current: number; pageSize: number }) =>
      select(db, query, undefined, query.pageSize, offsetOf(query)),
    export: (db: Db, query: Query) =>
      keysetExport({
        fileStem: records.fileStem,
        columns: records.exportColumns,
        query,
        sortColumns: records.sortColumns,
        defaultSort: records.defaultSort,
        id: records.id,
        select: (after, limit) => select(db, query, after, limit, 0),
      }),
  };
}

export function streamListExport<Row, Key>(reply: FastifyReply, list: ListExport<Row, Key>, reader: ExportReader) {
  return streamCsv(reply, list.fileStem, csvColumnsIn(list.columns, reader), keysetPages(list.readAfter, list.keyOf));
}
