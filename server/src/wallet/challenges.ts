// Wallet challenges: a one-time message bound to a taproot address and the panel's origin, for the
// wallet to sign with BIP-322. Challenges are only issued to the panel's own origins, and at most so
// many per address and per client IP, counted in the database that all instances share.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { walletChallenges } from '../db/schema';
import { consumeOnce } from '../db/oneTime';
import type { BtcNetwork, WalletOrigins } from '../config';
import type { AdminRow } from '../auth/sessions';
import { AppError } from '../http/errors';
import { verifyBip322Taproot } from './bip322';
import type { WalletChallengeData, WalletSignatureInput } from './schema';

export const CHALLENGE_TTL_SECONDS = 5 * 60;
/**
 * Challenges issued for one wallet address to one client IP, and to one client IP across addresses,
 * within CHALLENGE_LIMIT_WINDOW_SECONDS. Not per address alone: anyone could then block its owner.
 */
export const MAX_CHALLENGES_PER_ADDRESS_AND_IP = 10;
export const MAX_CHALLENGES_PER_IP = 30;
export const CHALLENGE_LIMIT_WINDOW_SECONDS = 15 * 60;
/** Keys of the advisory locks (classid) under which challenges of one address, and of one IP, are counted and issued. */
const ADDRESS_LOCK_CLASS = 724110;
const IP_LOCK_CLASS = 724111;

type ChallengePurpose = 'signIn' | 'bind';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isWalletOrigin(origin: string, allowed: WalletOrigins): boolean {
  if (allowed.listed.includes(origin)) return true;
  if (!allowed.anyLoopback) return false;
  const url = new URL(origin);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * The browser's `Origin` of the request, when it is one of the panel's: challenges are bound to the
 * site that asked for them, and only the panel's own sites may ask. A refusal names the origin refused.
 */
export function requestOrigin(originHeader: string | string[] | undefined, allowed: WalletOrigins): string {
  const value = Array.isArray(originHeader) ? originHeader[0] : originHeader;
  let origin: string | undefined;
  if (value) {
    try {
      const url = new URL(value);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value) origin = value;
    } catch {
      // falls through to the refusal
    }
  }
  if (!origin)
    throw new AppError(
      'ORIGIN_REQUIRED',
      'Wallet sign-in must be requested by a browser page: the Origin header is missing or invalid.',
    );
  if (!isWalletOrigin(origin, allowed))
    throw new AppError(
      'ORIGIN_NOT_ALLOWED',
      `Wallet sign-in is only offered to the panel's own pages (PANEL_URL, PANEL_ORIGINS), not to ${origin}.`,
      { params: { origin } },
    );
  return origin;
}

function challengeMessage(input: {
  purpose: ChallengePurpose;
  address: string;
  origin: string;
  adminEmail?: string;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}): string {
  return [
    input.purpose === 'signIn'
      ? 'Sign in to the Admin Panel with this wallet.'
      : `Bind this wallet to the Admin Panel administrator ${input.adminEmail}.`,
    'This request does not send a transaction and costs nothing.',
    '',
    `Address: ${input.address}`,
    `Origin: ${input.origin}`,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt.toISOString()}`,
    `Expiration Time: ${input.expiresAt.toISOString()}`,
  ].join('\n');
}

/**
 * Seconds until the window holds fewer than `limit` of the challenges matching `scope`, 0 when it
 * already does: the limit-th newest one in the window decides.
 */
async function secondsUntilBelowLimit(db: Db, scope: SQL | undefined, limit: number, now: Date): Promise<number> {
  const windowMs = CHALLENGE_LIMIT_WINDOW_SECONDS * 1000;
  const [limiting] = await db
    .select({ createdAt: walletChallenges.createdAt })
    .from(walletChallenges)
    .where(and(scope, gt(walletChallenges.createdAt, new Date(now.getTime() - windowMs))))
    .orderBy(desc(walletChallenges.createdAt))
    .offset(limit - 1)
    .limit(1);
  return limiting
    ? Math.max(1, Math.ceil((new Date(limiting.createdAt).getTime() + windowMs - now.getTime()) / 1000))
    : 0;
}

/** Refuses with 429 (and how long to wait) when the address from this IP, or the IP, has had its challenges for the window. */
async function assertChallengeAllowed(db: Db, input: { address: string; ip: string | null }, now: Date): Promise<void> {
  const fromIp = input.ip === null ? isNull(walletChallenges.ip) : eq(walletChallenges.ip, input.ip);
  const byAddress = await secondsUntilBelowLimit(
    db,
    and(eq(walletChallenges.address, input.address), fromIp),
    MAX_CHALLENGES_PER_ADDRESS_AND_IP,
    now,
  );
  const byIp = await secondsUntilBelowLimit(db, fromIp, MAX_CHALLENGES_PER_IP, now);
  const retryAfterSeconds = Math.max(byAddress, byIp);
  if (retryAfterSeconds > 0) {
    throw new AppError('TOO_MANY_ATTEMPTS', `Too many wallet requests. Try again in ${retryAfterSeconds} seconds.`, {
      retryAfterSeconds,
    });
  }
}

/**
 * Drops challenges that expired more than a limit window ago: a challenge counts against its address
 * and IP for the window after its creation, and it was created CHALLENGE_TTL_SECONDS before it
 * expired, so none of them still counts. Rows another instance is purging are skipped, not waited on.
 */
async function purgeExpiredChallenges(db: Db, now: Date): Promise<void> {
  const expired = db
    .select({ id: walletChallenges.id })
    .from(walletChallenges)
    .where(lt(walletChallenges.expiresAt, new Date(now.getTime() - CHALLENGE_LIMIT_WINDOW_SECONDS * 1000)))
    .for('update', { skipLocked: true });
  await db.delete(walletChallenges).where(inArray(walletChallenges.id, expired));
}

/**
 * Issues a single-use challenge with 256 bits of randomness that expires in five minutes, unless the
 * address or the client IP has had its challenges for the window.
 */
export async function issueChallenge(
  db: Db,
  input: { purpose: ChallengePurpose; address: string; origin: string; ip: string | null; admin?: AdminRow },
  now = new Date(),
): Promise<WalletChallengeData> {
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000);
  const message = challengeMessage({
    purpose: input.purpose,
    address: input.address,
    origin: input.origin,
    adminEmail: input.admin?.email,
    nonce: randomBytes(32).toString('hex'),
    issuedAt: now,
    expiresAt,
  });
  const challenge = await db.transaction(async (tx) => {
    // Requests for one address or from one IP take turns on every instance, so no race passes the limits
    // (always the address's lock first: no two requests wait on each other in a circle).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}::int4, hashtext(${input.address}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IP_LOCK_CLASS}::int4, hashtext(${input.ip ?? ''}))`);
    await assertChallengeAllowed(tx, input, now);
    const [inserted] = await tx
      .insert(walletChallenges)
      .values({
        purpose: input.purpose,
        address: input.address,
        origin: input.origin,
        adminId: input.admin?.id ?? null,
        message,
        ip: input.ip,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: walletChallenges.id });
    await purgeExpiredChallenges(tx, now);
    return inserted;
  });
  return { challengeId: challenge.id, message, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses up the challenge (whatever the outcome, so it can never be tried twice) and tells whether
 * the signature proves the address for it: same purpose (and administrator), address and origin,
 * not expired, and a valid BIP-322 signature of its message.
 */
export async function consumeAndVerify(
  db: Db,
  network: BtcNetwork,
  expected: { purpose: ChallengePurpose; adminId?: number; origin: string },
  input: WalletSignatureInput,
  now: Date,
): Promise<boolean> {
  const challenge = await consumeOnce(db, walletChallenges, input.challengeId, now);
  return (
    !!challenge &&
    challenge.purpose === expected.purpose &&
    (expected.adminId === undefined || challenge.adminId === expected.adminId) &&
    new Date(challenge.expiresAt).getTime() > now.getTime() &&
    challenge.address === input.address &&
    challenge.origin === expected.origin &&
    verifyBip322Taproot(input.address, challenge.message, input.signature, network)
  );
}
