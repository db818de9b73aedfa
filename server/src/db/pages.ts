// One page of a list's rows and the count of all the rows the filter matches, read together.
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A select (joins and columns of its own) paged in the list's order, beside the count the caller reads. */
export async function pageOfSelect<Select extends PgSelect>(
  select: Select,
  order: (PgColumn | SQL)[],
  page: { current: number; pageSize: number },
  count: Promise<number>,
): Promise<{ rows: Awaited<Select>; total: number }> {
  const [rows, total] = await Promise.all([
    select
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.current - 1) * page.pageSize),
    count,
  ]);
  return { rows: rows as Awaited<Select>, total };
}

/** A table's own rows, paged. */
export function pageOfRows<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  order: (PgColumn | SQL)[],
  page: { current: number; pageSize: number },
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  return pageOfSelect(
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .$dynamic(),
    order,
    page,
    db.$count(table, where),
  ) as Promise<{ rows: Table['$inferSelect'][]; total: number }>;
}
