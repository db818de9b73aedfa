// Wallet sign-in: a one-time challenge bound to a taproot address and the panel's origin, signed by
// the wallet with BIP-322 and verified here before a session is issued. The same proof binds a
// wallet to the signed-in administrator. Challenges are only issued to the panel's own origins, and
// at most so many per address and per client IP, counted in the database that all instances share.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { admins, walletChallenges } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import type { BtcNetwork } from '../config';
import { type FailureCounting, finishFirstFactor, refuse, type SignInResult, throttleKeysFor } from '../auth/service';
import { revokeAdminSessions, type AdminRow, type SessionRow } from '../auth/sessions';
import { assertNotThrottled } from '../auth/throttle';
import { AppError } from '../http/errors';
import { enforce } from '../permissions/authority';
import { verifyBip322Taproot } from './bip322';
import { canBindOwnWallet } from './policy';
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

/**
 * The origin the request was addressed to, `protocol://host[:port]` (behind a trusted proxy, the one
 * the browser used): the panel served by this server. Null when the Host is not a bare host and port.
 */
export function serverOrigin(protocol: string, host: string): string | null {
  try {
    const url = new URL(`${protocol}://${host}`);
    const bare =
      url.pathname === '/' && !url.username && !url.password && !url.search && !url.hash && !host.endsWith('/');
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && bare) return url.origin;
  } catch {
    // not an origin: only PANEL_ORIGINS can match
  }
  return null;
}

/**
 * The browser's `Origin` of the request, when it is one of the panel's: challenges are bound to the
 * site that asked for them, and only the panel's own sites may ask.
 */
export function requestOrigin(
  originHeader: string | string[] | undefined,
  allowedOrigins: readonly (string | null)[],
): string {
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
  if (!allowedOrigins.includes(origin))
    throw new AppError(
      'ORIGIN_NOT_ALLOWED',
      `Wallet sign-in is only offered to the panel's own pages, not to ${origin}.`,
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
async function consumeAndVerify(
  db: Db,
  network: BtcNetwork,
  expected: { purpose: ChallengePurpose; adminId?: number; origin: string },
  input: WalletSignatureInput,
  now: Date,
): Promise<boolean> {
  const [challenge] = await db
    .update(walletChallenges)
    .set({ consumedAt: now })
    .where(and(eq(walletChallenges.id, input.challengeId), isNull(walletChallenges.consumedAt)))
    .returning();
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

export async function signInWithWallet(
  db: Db,
  settings: { sessionTtlHours: number; btcNetwork: BtcNetwork } & FailureCounting,
  actor: Actor,
  origin: string,
  input: WalletSignatureInput,
  now = new Date(),
): Promise<SignInResult> {
  const keys = throttleKeysFor(`wallet:${input.address}`, actor);
  await assertNotThrottled(db, keys, now);
  const [admin] = await db.select().from(admins).where(eq(admins.walletAddress, input.address));
  const ownerEmail = admin?.enabled ? admin.email : null;

  if (!(await consumeAndVerify(db, settings.btcNetwork, { purpose: 'signIn', origin }, input, now))) {
    return refuse(
      db,
      settings,
      keys,
      ownerEmail,
      new AppError(
        'WALLET_SIGNATURE_INVALID',
        'The wallet signature is invalid, was already used or has expired. Please sign in again.',
      ),
    );
  }
  // An unknown address and a disabled administrator answer exactly as a wrong password does.
  if (!admin?.enabled)
    return refuse(db, settings, keys, null, new AppError('INVALID_CREDENTIALS', 'Incorrect email or password.'));

  return finishFirstFactor(db, settings, actor, admin, 'wallet', keys.account, { walletAddress: input.address });
}

const addressTaken = () =>
  new AppError('WALLET_ADDRESS_TAKEN', 'This wallet address is already bound to another administrator.');

/** Turns the unique index's refusal into the named conflict. */
export async function withUniqueWalletAddress<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'admins_wallet_address_unique')) throw addressTaken();
    throw error;
  }
}

/** Binds the proven address to the signed-in administrator; sessions signed in by the previous wallet end. */
export async function bindOwnWallet(
  db: Db,
  network: BtcNetwork,
  actor: Actor,
  current: { admin: AdminRow; session: SessionRow },
  origin: string,
  input: WalletSignatureInput,
  now = new Date(),
): Promise<{ walletAddress: string }> {
  enforce(canBindOwnWallet(current.session));
  if (!(await consumeAndVerify(db, network, { purpose: 'bind', adminId: current.admin.id, origin }, input, now))) {
    throw new AppError(
      'WALLET_PROOF_INVALID',
      'The wallet signature is invalid, was already used or has expired. Please try again.',
    );
  }
  return withUniqueWalletAddress(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(admins).where(eq(admins.id, current.admin.id)).for('update');
      await tx
        .update(admins)
        .set({ walletAddress: input.address, updatedAt: now })
        .where(eq(admins.id, current.admin.id));
      const revokedSessions =
        before.walletAddress && before.walletAddress !== input.address
          ? await revokeAdminSessions(tx, current.admin.id, 'walletChanged', undefined, 'wallet')
          : 0;
      await recordAudit(tx, actor, {
        action: 'admin.bindWallet',
        entityType: 'admin',
        entityId: current.admin.id,
        before: { walletAddress: before.walletAddress },
        after: { walletAddress: input.address, revokedSessions },
      });
      return { walletAddress: input.address };
    }),
  );
}
