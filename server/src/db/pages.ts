// One page of a table's rows and the count of all the rows the filter matches, read together.
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export async function pageOfRows<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  order: (PgColumn | SQL)[],
  page: { current: number; pageSize: number },
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.current - 1) * page.pageSize),
    db.$count(table, where),
  ]);
  return { rows: rows as Table['$inferSelect'][], total };
}
