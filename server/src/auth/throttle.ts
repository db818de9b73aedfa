// Failed proofs of identity (a password at sign-in, a TOTP code, a step-up, a password change, a
// wallet signature) are counted in the database, so every server instance sees the same counts and
// a restart forgets nothing. Following OWASP's guidance against brute force and credential
// stuffing, they are counted per account *from one address* and per address across accounts, and
// slow that source down with delays that grow with each failure, instead of locking the account:
// nobody can keep an owner out by failing on purpose, and the owner's correct password from
// another address always works. When failures for one account pile up from many addresses, its
// owner is told by email.
import { and, count, countDistinct, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import { AppError } from '../http/errors';
import type { Mailer } from '../mail/mailer';

const THROTTLE_WINDOW_SECONDS = 15 * 60;
/** Failures of one account from one address before each next attempt must wait. */
export const FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failures from one address, whatever the accounts, before each next attempt must wait. */
export const FREE_FAILURES_PER_ADDRESS = 20;
/** The longest wait: a failure's weight is gone with the window anyway. */
const MAX_DELAY_SECONDS = THROTTLE_WINDOW_SECONDS;
/** The owner is emailed when this many failures for the account come from at least that many addresses in the window. */
export const ALERT_AFTER_FAILURES = 10;
export const ALERT_FROM_ADDRESSES = 3;

/** Who is being proven (an email or a wallet address) and from where. */
export interface ThrottleKeys {
  account: string;
  address: string;
}

export function accountKey(identifier: string): string {
  return `account:${identifier.trim().toLowerCase()}`;
}

export function addressKey(ip: string | null): string {
  return `address:${ip ?? 'unknown'}`;
}

const pairKey = (keys: ThrottleKeys) => `pair:${keys.account}|${keys.address}`;
const alertKey = (keys: ThrottleKeys) => `alerted:${keys.account}`;

/** Seconds the next attempt must wait after the last of `failures` failures: none within the free ones, then 2, 4, 8 … up to MAX_DELAY_SECONDS. */
export function delayAfterFailures(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - free + 1));
}

const windowStart = (now: Date) => new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);

async function failuresInWindow(db: Db, key: string, now: Date): Promise<{ failures: number; latest: Date | null }> {
  const [row] = await db
    .select({ failures: count(), latest: max(signInFailures.failedAt) })
    .from(signInFailures)
    .where(and(eq(signInFailures.throttleKey, key), gt(signInFailures.failedAt, windowStart(now))));
  return { failures: Number(row?.failures ?? 0), latest: row?.latest ? new Date(row.latest) : null };
}

/** Refuses with 429 (and how long to wait) while this account from this address, or this address, must still wait. */
export async function assertNotThrottled(db: Db, keys: ThrottleKeys, now = new Date()): Promise<void> {
  const limits: [string, number][] = [
    [pairKey(keys), FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS],
    [keys.address, FREE_FAILURES_PER_ADDRESS],
  ];
  for (const [key, free] of limits) {
    const { failures, latest } = await failuresInWindow(db, key, now);
    if (!latest) continue;
    const waitMs = latest.getTime() + delayAfterFailures(failures, free) * 1000 - now.getTime();
    if (waitMs > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new AppError('TOO_MANY_ATTEMPTS', `Too many failed attempts. Try again in ${retryAfterSeconds} seconds.`, {
        retryAfterSeconds,
      });
    }
  }
}

/**
 * Counts a failure against this account from this address and against the address; then, when
 * `alert` names the account's owner, emails them once a window if failures pile up from many addresses.
 */
export async function recordFailure(
  db: Db,
  keys: ThrottleKeys,
  alert?: { mailer: Mailer; ownerEmail: string | null },
  now = new Date(),
): Promise<void> {
  await db.insert(signInFailures).values([
    { throttleKey: pairKey(keys), failedAt: now },
    { throttleKey: keys.address, failedAt: now },
    { throttleKey: keys.account, address: keys.address, failedAt: now },
  ]);
  if (alert?.ownerEmail)
    await alertOwnerIfUnderAttack(db, keys, { mailer: alert.mailer, ownerEmail: alert.ownerEmail }, now);
}

async function alertOwnerIfUnderAttack(
  db: Db,
  keys: ThrottleKeys,
  alert: { mailer: Mailer; ownerEmail: string },
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ failures: count(), addresses: countDistinct(signInFailures.address) })
    .from(signInFailures)
    .where(and(eq(signInFailures.throttleKey, keys.account), gt(signInFailures.failedAt, windowStart(now))));
  if (Number(row.failures) < ALERT_AFTER_FAILURES || Number(row.addresses) < ALERT_FROM_ADDRESSES) return;
  const alertRow = await db.transaction(async (tx) => {
    // Several instances may see the same pile-up at once: the alert row is written once a window.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724102)`);
    if ((await failuresInWindow(tx, alertKey(keys), now)).failures > 0) return null;
    const [inserted] = await tx
      .insert(signInFailures)
      .values({ throttleKey: alertKey(keys), failedAt: now })
      .returning({ id: signInFailures.id });
    return inserted;
  });
  if (!alertRow) return;
  const minutes = THROTTLE_WINDOW_SECONDS / 60;
  try {
    await sendAlert(alert, minutes, Number(row.failures), Number(row.addresses));
  } catch {
    // The refusal must not fail with the mail server: the alert is tried again at the next failure.
    await db.delete(signInFailures).where(eq(signInFailures.id, alertRow.id));
  }
}

async function sendAlert(
  alert: { mailer: Mailer; ownerEmail: string },
  minutes: number,
  failures: number,
  addresses: number,
): Promise<void> {
  await alert.mailer.send({
    to: alert.ownerEmail,
    subject: 'Admin Panel: failed sign-ins on your account / 管理后台：您的账户出现多次登录失败',
    text: [
      `In the last ${minutes} minutes, ${failures} attempts to prove your identity to the Admin Panel failed, from ${addresses} different addresses.`,
      'Your account is not locked: those addresses are slowed down, and you can still sign in as usual.',
      'If it was not you, make sure your password is long and unique, and turn on two-factor sign-in from the header.',
      `过去 ${minutes} 分钟内，有 ${failures} 次验证您身份的尝试失败，来自 ${addresses} 个不同的地址。`,
      '您的账户没有被锁定：这些地址已被限速，您仍可照常登录。',
      '如果不是您本人操作，请确保密码足够长且未在别处使用，并在页头开启两步验证。',
    ].join('\n'),
  });
}

/** After a proven sign-in: this account's failures from this address are forgotten (the address's own count stays). */
export async function clearFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.throttleKey, pairKey(keys)));
}

/** Drops rows older than the window; called from the failure paths so the table stays small. */
export async function pruneOldFailures(db: Db, now = new Date()): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, windowStart(now)));
}
