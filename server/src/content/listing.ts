// Pieces the content lists (news, notices, feedback) share: time-range filters, sort direction,
// and CSV exports whose headers and values follow the panel's language.
import { asc, desc, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client';
import { type CsvColumn, type CsvValue, isTimeZone, wholeListCsv, zonedTime } from '../http/csv';
import { pageQuery } from '../http/envelope';

const isoInstant = z.iso.datetime({ offset: true });

/** `<name>From` / `<name>To` query parameters: an inclusive time range. */
export function timeRangeQuery<Name extends string>(name: Name) {
  return { [`${name}From`]: isoInstant.optional(), [`${name}To`]: isoInstant.optional() } as {
    [key in `${Name}From` | `${Name}To`]: z.ZodOptional<typeof isoInstant>;
  };
}

export function timeRangeFilters(column: PgColumn, from: string | undefined, to: string | undefined): SQL[] {
  return [from ? gte(column, new Date(from)) : undefined, to ? lte(column, new Date(to)) : undefined].filter(
    (filter): filter is SQL => filter !== undefined,
  );
}

/** Newest first unless the table asked for a column, which then sorts ascending unless told otherwise. */
export function isAscending(query: { sortField?: string; sortOrder?: 'ascend' | 'descend' }): boolean {
  return (query.sortOrder ?? (query.sortField ? 'ascend' : 'descend')) === 'ascend';
}

/** A list's ORDER BY: the column the table asked for (or the default one), then the tie-breaker, both in the asked direction. */
export function listOrder<Field extends string>(
  query: { sortField?: Field; sortOrder?: 'ascend' | 'descend' },
  sortColumns: Record<Field, PgColumn>,
  defaultField: Field,
  tieBreaker: PgColumn,
): SQL[] {
  const direction = isAscending(query) ? asc : desc;
  return [direction(sortColumns[query.sortField ?? defaultField]), direction(tieBreaker)];
}

const EXPORT_LOCALES = ['zh-CN', 'en-US'] as const;
export type ExportLocale = (typeof EXPORT_LOCALES)[number];
/**
 * Whom an export is for: its headers' language, and the time zone its times are written in (the
 * administrator's, as the table shows them; UTC when not said).
 */
export const exportLocaleQuery = {
  locale: z.enum(EXPORT_LOCALES).default('en-US'),
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'an IANA time zone, such as Asia/Shanghai or UTC')
    .default('UTC')
    .describe("The time zone the export's times are written in, with each time's offset; UTC by default"),
};
/** An export's reader: the language and the time zone asked for. */
export interface ExportReader {
  locale: ExportLocale;
  timeZone: string;
}

/** A list's query (a page of what its filters match) and its export's (all of it, in a language). */
export function listAndExportQueries<Filters extends z.ZodRawShape>(filters: Filters) {
  return {
    list: z.strictObject({ ...pageQuery, ...filters }),
    export: z.strictObject({ ...filters, ...exportLocaleQuery }),
  };
}

/** A column whose header (and, optionally, value) is written in both languages. */
export interface BilingualColumn<Row> {
  header: Record<ExportLocale, string>;
  value: (row: Row, locale: ExportLocale) => CsvValue;
  /** The value is an instant: written in the reader's time zone with its offset, the zone named in the header. */
  time?: true;
}

/** The header in the reader's language; a time column's names the time zone its times are written in. */
function headerFor(column: BilingualColumn<unknown>, { locale, timeZone }: ExportReader): string {
  const header = column.header[locale];
  if (!column.time) return header;
  return locale === 'zh-CN' ? `${header}（${timeZone}）` : `${header} (${timeZone})`;
}

export function csvColumnsIn<Row>(columns: BilingualColumn<Row>[], reader: ExportReader): CsvColumn<Row>[] {
  return columns.map((column) => ({
    header: headerFor(column as BilingualColumn<unknown>, reader),
    value: column.time
      ? (row: Row) => zonedTime(column.value(row, reader.locale) as string | Date | null | undefined, reader.timeZone)
      : (row: Row) => column.value(row, reader.locale),
  }));
}

/** The item's number, as the content exports write it first. */
export const idColumn: BilingualColumn<{ id: number }> = {
  header: { 'zh-CN': '编号', 'en-US': 'ID' },
  value: (item) => item.id,
};

/** When the item was created. */
export const createdColumn: BilingualColumn<{ createdAt: string }> = {
  header: { 'zh-CN': '创建时间', 'en-US': 'Created' },
  value: (item) => item.createdAt,
  time: true,
};

/**
 * A list's export: the CSV of every item the list's filter matches, in its sort order, headed in
 * the asked language; refused above the export limit.
 */
export function listExport<ExportQuery extends ExportReader, Item>(
  list: (
    db: Db,
    query: Omit<ExportQuery, 'locale' | 'timeZone'> & { current: number; pageSize: number },
  ) => Promise<{
    data: Item[];
    total: number;
  }>,
  columns: BilingualColumn<Item>[],
): (db: Db, query: ExportQuery) => Promise<string> {
  return (db, { locale, timeZone, ...query }) =>
    wholeListCsv((page) => list(db, { ...query, ...page }), csvColumnsIn(columns, { locale, timeZone }));
}
