// Withdrawals: requested on chain (reported by the bridge indexer), confirmed by administrators
// once their cooling time has passed, or refunded through a request and a confirmation. Every
// confirmation opens an operation, as minting does.
import { listOrder } from '../content/listing';
import { eq, ilike, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { withdrawals } from '../db/schema';
import { containsPattern } from '../db/search';
import { isUniqueViolation } from '../db/errors';
import { recordAudit, type Actor } from '../auditLogs/service';
import { reportedState } from '../auditLogs/serviceReports';
import { AppError } from '../http/errors';
import { type Authority, enforce, loadAuthority, viewerOf } from '../permissions/authority';
import { reportedInstitution } from './institutions';
import { openOperation } from './operations';
import { pageOfSubjects, subjectItem, subjectLookups } from './operationSubjects';
import { canTakeWithdrawalAction, type WithdrawalAction, withdrawalAbilities } from './policy';
import type {
  WithdrawalItem,
  WithdrawalListQuery,
  WithdrawalRequestInput,
  WithdrawalStatus,
} from './schema/withdrawals';
import { rowFinder } from '../db/rows';

type WithdrawalRow = typeof withdrawals.$inferSelect;

async function toItems(db: Db, viewer: Authority, rows: WithdrawalRow[]): Promise<WithdrawalItem[]> {
  const lookups = await subjectLookups(db, 'withdrawal', rows, viewer, (row) => row.refundRequestedBy);
  return rows.map((row) => ({
    id: row.id,
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    userAddress: row.userAddress,
    receivingAddress: row.receivingAddress,
    amount: row.amount,
    nonce: row.nonce.toString(),
    requestedAt: row.requestedAt.toISOString(),
    coolingEndsAt: row.coolingEndsAt.toISOString(),
    status: row.status as WithdrawalStatus,
    btcHash: row.btcHash,
    refundHash: row.refundHash,
    failureReason: row.failureReason,
    refundReason: row.refundReason,
    refundRequestedByName: lookups.actedByNameOf(row),
    refundRequestedAt: row.refundRequestedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    operation: lookups.operationOf(row),
    abilities: withdrawalAbilities(viewer, { status: row.status as WithdrawalStatus }),
  }));
}

const findWithdrawal = rowFinder(
  withdrawals,
  (withdrawalId) => new AppError('WITHDRAWAL_NOT_FOUND', `Withdrawal ${withdrawalId} does not exist.`),
);

export async function getWithdrawal(db: Db, actor: Actor, withdrawalId: number): Promise<WithdrawalItem> {
  return subjectItem(db, actor, await findWithdrawal(db, withdrawalId), toItems);
}

export async function listWithdrawals(db: Db, actor: Actor, query: WithdrawalListQuery) {
  const filters: SQL[] = [];
  if (query.userAddress) filters.push(ilike(withdrawals.userAddress, containsPattern(query.userAddress)));
  if (query.nonce) filters.push(eq(withdrawals.nonce, BigInt(query.nonce)));
  if (query.status) filters.push(eq(withdrawals.status, query.status));
  const sortColumns = {
    createdAt: withdrawals.createdAt,
    amount: withdrawals.amount,
    coolingEndsAt: withdrawals.coolingEndsAt,
    nonce: withdrawals.nonce,
  };
  const order = listOrder(query, sortColumns, 'createdAt', withdrawals.id);
  return pageOfSubjects(db, actor, withdrawals, filters, order, query, toItems);
}

/** The indexer saw a withdrawal request on chain; the same request reported again changes nothing. */
export async function recordWithdrawalRequest(
  db: Db,
  actor: Actor,
  input: WithdrawalRequestInput,
): Promise<WithdrawalItem> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.nonce, BigInt(input.nonce)));
      if (existing) {
        const [{ same }] = await selectRows<{ same: boolean }>(
          tx,
          sql`SELECT ${existing.userAddress} = ${input.userAddress} AND ${existing.receivingAddress} = ${input.receivingAddress}
              AND ${existing.amount}::numeric = ${input.amount}::numeric AS same`,
        );
        if (!same)
          throw new AppError('WITHDRAWAL_NONCE_TAKEN', 'A different withdrawal with this nonce is already recorded.');
        const [item] = await toItems(tx, await viewerOf(tx, actor), [existing]);
        return item;
      }
      const institution = await reportedInstitution(tx, actor, input.userAddress);
      const [row] = await tx
        .insert(withdrawals)
        .values({
          institutionId: institution.id,
          institutionName: institution.name,
          userAddress: input.userAddress,
          receivingAddress: input.receivingAddress,
          amount: input.amount,
          nonce: BigInt(input.nonce),
          requestedAt: new Date(input.requestedAt),
          coolingEndsAt: new Date(input.coolingEndsAt),
        })
        .returning();
      const [item] = await toItems(tx, await viewerOf(tx, actor), [row]);
      await recordAudit(tx, actor, {
        action: 'withdrawal.record',
        entityType: 'withdrawal',
        entityId: row.id,
        after: reportedState(actor, item),
      });
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'withdrawals_nonce_key'))
      throw new AppError('WITHDRAWAL_NONCE_TAKEN', 'A withdrawal with this nonce is already recorded.');
    throw error;
  }
}

async function changeWithdrawal(
  db: Db,
  actor: Actor,
  withdrawalId: number,
  action: WithdrawalAction,
  change: (tx: Db, withdrawal: WithdrawalRow) => Promise<void>,
): Promise<WithdrawalItem> {
  return db.transaction(async (tx) => {
    const withdrawal = await findWithdrawal(tx, withdrawalId, true);
    const viewer = await loadAuthority(tx, actor);
    enforce(canTakeWithdrawalAction(viewer, { status: withdrawal.status as WithdrawalStatus }, action));
    const [before] = await toItems(tx, viewer, [withdrawal]);
    await change(tx, withdrawal);
    const [after] = await toItems(tx, viewer, [await findWithdrawal(tx, withdrawalId)]);
    await recordAudit(tx, actor, {
      action: `withdrawal.${action}`,
      entityType: 'withdrawal',
      entityId: withdrawalId,
      before,
      after,
    });
    return after;
  });
}

/** "Confirm Withdrawal?": only once the cooling time has passed, judged by the database's clock. */
export function confirmWithdrawal(db: Db, actor: Actor, withdrawalId: number): Promise<WithdrawalItem> {
  return changeWithdrawal(db, actor, withdrawalId, 'confirm', async (tx, withdrawal) => {
    const [{ secondsLeft }] = await selectRows<{ secondsLeft: number | string }>(
      tx,
      sql`SELECT ceil(greatest(0, extract(epoch FROM (${withdrawal.coolingEndsAt.toISOString()}::timestamptz - now()))))::int AS "secondsLeft"`,
    );
    if (Number(secondsLeft) > 0) {
      throw new AppError('WITHDRAWAL_COOLING', 'The cooling time of this withdrawal has not passed yet.', {
        params: { secondsLeft: Number(secondsLeft), coolingEndsAt: withdrawal.coolingEndsAt.toISOString() },
      });
    }
    await openOperation(tx, actor, {
      kind: 'withdrawal',
      withdrawalId,
      amount: withdrawal.amount,
      destination: withdrawal.receivingAddress,
    });
  });
}

export function requestWithdrawalRefund(
  db: Db,
  actor: Actor,
  withdrawalId: number,
  reason: string,
): Promise<WithdrawalItem> {
  return changeWithdrawal(db, actor, withdrawalId, 'requestRefund', async (tx) => {
    await tx
      .update(withdrawals)
      .set({
        status: 'refund_requested',
        refundReason: reason,
        refundRequestedBy: actor.adminId,
        refundRequestedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(withdrawals.id, withdrawalId));
  });
}

/** Returns the withdrawn amount to the institution's account through a refund operation. */
export function confirmWithdrawalRefund(db: Db, actor: Actor, withdrawalId: number): Promise<WithdrawalItem> {
  return changeWithdrawal(db, actor, withdrawalId, 'confirmRefund', async (tx, withdrawal) => {
    await openOperation(tx, actor, {
      kind: 'refund',
      withdrawalId,
      amount: withdrawal.amount,
      destination: withdrawal.userAddress,
    });
  });
}
