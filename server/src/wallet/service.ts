// Wallet sign-in: a one-time challenge bound to a taproot address and the panel's origin, signed by
// the wallet with BIP-322 and verified here before a session is issued. The same proof binds a
// wallet to the signed-in administrator.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { admins, walletChallenges } from '../db/schema';
import { recordAudit, type Actor } from '../audit/service';
import type { BtcNetwork } from '../config';
import { finishFirstFactor, type SignInResult } from '../auth/service';
import { revokeAdminSessions, type AdminRow, type SessionRow } from '../auth/sessions';
import { accountKey, addressKey, assertNotThrottled, pruneOldFailures, recordFailure } from '../auth/throttle';
import { AppError } from '../http/errors';
import { enforce } from '../permissions/authority';
import { verifyBip322Taproot } from './bip322';
import { canBindOwnWallet } from './policy';
import type { WalletChallengeData, WalletSignatureInput } from './schema';

export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Used challenges are kept a while for the record, then dropped. */
const CHALLENGE_RETENTION_SECONDS = 24 * 3600;

type ChallengePurpose = 'signIn' | 'bind';

/** The browser's `Origin` of the request: challenges are bound to the site that asked for them. */
export function requestOrigin(originHeader: string | string[] | undefined): string {
  const value = Array.isArray(originHeader) ? originHeader[0] : originHeader;
  if (value) {
    try {
      const url = new URL(value);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value) return value;
    } catch {
      // falls through to the refusal
    }
  }
  throw new AppError('ORIGIN_REQUIRED', 'Wallet sign-in must be requested by a browser page: the Origin header is missing or invalid.');
}

function challengeMessage(input: { purpose: ChallengePurpose; address: string; origin: string; adminEmail?: string; nonce: string; issuedAt: Date; expiresAt: Date }): string {
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

/** Issues a single-use challenge with 256 bits of randomness that expires in five minutes. */
export async function issueChallenge(
  db: Db,
  input: { purpose: ChallengePurpose; address: string; origin: string; admin?: AdminRow },
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
  await db.delete(walletChallenges).where(lt(walletChallenges.expiresAt, new Date(now.getTime() - CHALLENGE_RETENTION_SECONDS * 1000)));
  const [challenge] = await db
    .insert(walletChallenges)
    .values({ purpose: input.purpose, address: input.address, origin: input.origin, adminId: input.admin?.id ?? null, message, createdAt: now, expiresAt })
    .returning({ id: walletChallenges.id });
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
  settings: { sessionTtlHours: number; btcNetwork: BtcNetwork },
  actor: Actor,
  origin: string,
  input: WalletSignatureInput,
  now = new Date(),
): Promise<SignInResult> {
  const keys = { account: accountKey(`wallet:${input.address}`), address: addressKey(actor.ip) };
  await assertNotThrottled(db, keys, now);
  const refuse = async (error: AppError): Promise<never> => {
    await recordFailure(db, keys);
    await pruneOldFailures(db);
    throw error;
  };

  if (!(await consumeAndVerify(db, settings.btcNetwork, { purpose: 'signIn', origin }, input, now))) {
    return refuse(new AppError('WALLET_SIGNATURE_INVALID', 'The wallet signature is invalid, was already used or has expired. Please sign in again.'));
  }
  const [admin] = await db.select().from(admins).where(eq(admins.walletAddress, input.address));
  // An unknown address and a disabled administrator answer exactly as a wrong password does.
  if (!admin || !admin.enabled) return refuse(new AppError('INVALID_CREDENTIALS', 'Incorrect email or password.'));

  return finishFirstFactor(db, settings, actor, admin, 'wallet', keys.account, { walletAddress: input.address });
}

const addressTaken = () => new AppError('WALLET_ADDRESS_TAKEN', 'This wallet address is already bound to another administrator.');

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
    throw new AppError('WALLET_PROOF_INVALID', 'The wallet signature is invalid, was already used or has expired. Please try again.');
  }
  return withUniqueWalletAddress(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(admins).where(eq(admins.id, current.admin.id)).for('update');
      await tx.update(admins).set({ walletAddress: input.address, updatedAt: now }).where(eq(admins.id, current.admin.id));
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
