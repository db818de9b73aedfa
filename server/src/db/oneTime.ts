// One-time rows (pending sign-ins, verification codes, wallet challenges) are used up by stamping
// `consumedAt`, conditionally, so two requests racing with the same row cannot both use it.
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type OneTimeTable = PgTable & { id: PgColumn; consumedAt: PgColumn };

/** Marks the row used at `now` and answers it; undefined when it was used already (or is not there). */
export async function consumeOnce<Table extends OneTimeTable>(
  db: Db,
  table: Table,
  id: number | string,
  now: Date,
): Promise<Table['$inferSelect'] | undefined> {
  const [row] = await db
    .update(table as OneTimeTable)
    .set({ consumedAt: now } as PgUpdateSetSource<OneTimeTable>)
    .where(and(eq(table.id, id), isNull(table.consumedAt)))
    .returning();
  return row as Table['$inferSelect'] | undefined;
}
