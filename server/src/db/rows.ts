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

/**
 * A finder of a table's rows by `id`: the row, locked for update when asked; throws the table's
 * own not-found error when there is none.
 */
export function rowFinder<Table extends PgTable & { id: PgColumn }>(table: Table, notFound: (id: number) => Error) {
  return (db: Db, id: number, lock = false): Promise<Table['$inferSelect']> => {
    const select = db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    return foundRow(select, lock, () => notFound(id)) as Promise<Table['$inferSelect']>;
  };
}
