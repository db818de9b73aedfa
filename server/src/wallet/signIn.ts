import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins } from '../db/schema';
import type { Actor } from '../auditLogs/service';
import type { BtcNetwork } from '../config';
import { type FailureCounting, finishFirstFactor, refuse, type SignInResult, throttleKeysFor } from '../auth/signIn';
import { assertNotThrottled } from '../auth/throttle';
import { AppError } from '../http/errors';
import type { WalletSignatureInput } from './schema';
import { consumeAndVerify } from './challenges';

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

  return finishFirstFactor(db, settings, actor, {
    admin,
    method: 'wallet',
    throttleAccount: keys.account,
    audited: { walletAddress: input.address },
  });
}
