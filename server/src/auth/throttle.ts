// Failed sign-ins are counted in the database per account and per address, so every server
// instance behind a load balancer sees the same counts and a restart forgets nothing.
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import { AppError } from '../http/errors';

export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

export function addressKey(ip: string | null): string {
  return `address:${ip ?? 'unknown'}`;
}

async function failuresInWindow(db: Db, key: string, now: Date) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
  const [row] = await db
    .select({ failures: count(), oldest: min(signInFailures.failedAt) })
    .from(signInFailures)
    .where(and(eq(signInFailures.throttleKey, key), gt(signInFailures.failedAt, since)));
  return { failures: Number(row?.failures ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Refuses with 429 while either key has used up its failures in the window. */
export async function assertNotThrottled(
  db: Db,
  keys: { account: string; address: string },
  now = new Date(),
): Promise<void> {
  const limits: [string, number][] = [
    [keys.account, MAX_FAILURES_PER_ACCOUNT],
    [keys.address, MAX_FAILURES_PER_ADDRESS],
  ];
  for (const [key, limit] of limits) {
    const { failures, oldest } = await failuresInWindow(db, key, now);
    if (failures >= limit && oldest) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((oldest.getTime() + THROTTLE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000),
      );
      throw new AppError(
        'TOO_MANY_ATTEMPTS',
        `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
        { retryAfterSeconds },
      );
    }
  }
}

export async function recordFailure(db: Db, keys: { account: string; address: string }): Promise<void> {
  await db.insert(signInFailures).values([{ throttleKey: keys.account }, { throttleKey: keys.address }]);
}

export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.throttleKey, account));
}

/** Drops rows older than the window; called from sign-in so the table stays small. */
export async function pruneOldFailures(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, before));
}

