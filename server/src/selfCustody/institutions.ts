// Institutions are known by their BTC account: recording a deposit, a withdrawal request or a
// vault report for a new account creates its institution.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { institutions } from '../db/schema';

export type InstitutionRow = typeof institutions.$inferSelect;

/** The institution of a BTC account, created on first sight; a given name renames it. */
export async function institutionFor(tx: Db, btcAccount: string, name?: string): Promise<InstitutionRow> {
  const [row] = await tx
    .insert(institutions)
    .values({ btcAccount, name: name ?? btcAccount })
    .onConflictDoUpdate({
      target: institutions.btcAccount,
      set: name ? { name } : { btcAccount: sql`excluded.btc_account` },
    })
    .returning();
  return row;
}
