// Pieces the content lists (news, notices, feedback) share: time-range filters, sort direction,
// and CSV exports whose headers and values follow the panel's language.
import { asc, desc, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client';
import { type CsvColumn, type CsvValue, wholeListCsv } from '../http/csv';
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

export const EXPORT_LOCALES = ['zh-CN', 'en-US'] as const;
export type ExportLocale = (typeof EXPORT_LOCALES)[number];
export const exportLocaleQuery = { locale: z.enum(EXPORT_LOCALES).default('en-US') };

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
}

export function csvColumnsIn<Row>(columns: BilingualColumn<Row>[], locale: ExportLocale): CsvColumn<Row>[] {
  return columns.map((column) => ({ header: column.header[locale], value: (row: Row) => column.value(row, locale) }));
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
};

/**
 * A list's export: the CSV of every item the list's filter matches, in its sort order, headed in
 * the asked language; refused above the export limit.
 */
export function listExport<ExportQuery extends { locale: ExportLocale }, Item>(
  list: (
    db: Db,
    query: Omit<ExportQuery, 'locale'> & { current: number; pageSize: number },
  ) => Promise<{
    data: Item[];
    total: number;
  }>,
  columns: BilingualColumn<Item>[],
): (db: Db, query: ExportQuery) => Promise<string> {
  return (db, { locale, ...query }) =>
    wholeListCsv((page) => list(db, { ...query, ...page }), csvColumnsIn(columns, locale));
}
