// The names that lists show beside the administrators their rows point at.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins } from '../db/schema';

/** The name of the administrator an id points at; null for no id, or an id that points at nobody. */
export async function adminNameOf(db: Db, adminId: number | null): Promise<string | null> {
  if (!adminId) return null;
  const [admin] = await db.select({ name: admins.name }).from(admins).where(eq(admins.id, adminId));
  return admin?.name ?? null;
}

/** The names of the administrators the rows point at (null points at nobody), by id, in one query. */
export async function adminNamesOf<Row>(
  db: Db,
  rows: Row[],
  adminIdOf: (row: Row) => number | null,
): Promise<Map<number, string>> {
  const distinct = [...new Set(rows.map(adminIdOf).filter((id): id is number => id !== null))];
  const named = distinct.length
    ? await db.select({ id: admins.id, name: admins.name }).from(admins).where(inArray(admins.id, distinct))
    : [];
  return new Map(named.map((admin) => [admin.id, admin.name]));
}
