// The one row a service reads before it acts: found by its id, row-locked when the change needs
// it, and refused with the domain's own not-found error when there is none.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A select that can be read as it is or under `FOR UPDATE`. */
interface LockableSelect<Row> extends PromiseLike<Row[]> {
  for(strength: 'update', config?: { of: PgTable }): PromiseLike<Row[]>;
}

/**
 * The first row the select finds, locked for update when asked (only `lockOf`'s row when the select
 * joins other tables); throws `notFound()` when there is none.
 */
export async function foundRow<Row>(
  select: LockableSelect<Row>,
  lock: boolean,
  notFound: () => Error,
  lockOf?: PgTable,
): Promise<Row> {
  const [row] = lock ? await select.for('update', lockOf && { of: lockOf }) : await select;
  if (!row) throw notFound();
  return row;
}

/** A table's row by its `id`, locked for update when asked; throws `notFound()` when there is none. */
export function rowById<Table extends PgTable & { id: PgColumn }>(
  db: Db,
  table: Table,
  id: number,
  lock: boolean,
  notFound: () => Error,
): Promise<Table['$inferSelect']> {
  const select = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return foundRow(select, lock, notFound) as Promise<Table['$inferSelect']>;
}
