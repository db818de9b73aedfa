import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { admins } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import type { BtcNetwork } from '../config';
import { revokeAdminSessions, type AdminRow, type SessionRow } from '../auth/sessions';
import { AppError } from '../http/errors';
import { enforce } from '../permissions/authority';
import { canBindOwnWallet } from './policy';
import type { WalletSignatureInput } from './schema';
import { consumeAndVerify } from './challenges';

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
