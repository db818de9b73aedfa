// Money leaves through operations: confirming a mint, a withdrawal or a refund, or creating a CRSM
// position, opens one; the
// approval policy decides how many administrators must approve it; approved operations wait in
// the outbox until the custody executor reports them submitted, confirmed or failed. The
// deposit's or withdrawal's own status follows its latest operation.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  admins,
  approvalPolicies,
  crsmPositionRequests,
  custodyApprovals,
  custodyOperations,
  deposits,
  withdrawals,
} from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { rowFinder } from '../db/rows';
import type { Actor } from '../auditLogs/service';
import { AppError } from '../http/errors';
import type { Authority } from '../permissions/authority';
import { operationAbilities } from './policy';
import type { OperationItem, OperationKind, OperationStatus } from './schema/operations';

export type OperationRow = typeof custodyOperations.$inferSelect;

/** The status a deposit (mint), withdrawal (withdrawal, refund) or CRSM position request (crsm_open) shows for its operation's status. */
const SUBJECT_STATUS: Record<OperationKind, Record<OperationStatus, string>> = {
  mint: {
    awaiting_approval: 'awaiting_approval',
    approved: 'pending',
    submitted: 'submitted',
    confirmed: 'minted',
    failed: 'failed',
  },
  withdrawal: {
    awaiting_approval: 'awaiting_approval',
    approved: 'pending',
    submitted: 'submitted',
    confirmed: 'completed',
    failed: 'failed',
  },
  refund: {
    awaiting_approval: 'refund_awaiting_approval',
    approved: 'refund_pending',
    submitted: 'refund_submitted',
    confirmed: 'refunded',
    failed: 'refund_failed',
  },
  crsm_open: {
    awaiting_approval: 'awaiting_approval',
    approved: 'pending',
    submitted: 'submitted',
    confirmed: 'opened',
    failed: 'failed',
  },
};

/** How many approvals besides the requester's own this amount needs under the kind's policy (one if the policy is missing). */
async function approvalsBesidesRequesterFor(tx: Db, kind: OperationKind, amount: string): Promise<number> {
  const [policy] = await tx
    .select({
      besides: sql<number>`CASE WHEN ${amount}::numeric > above_amount THEN approvals_besides_requester ELSE 0 END`,
    })
    .from(approvalPolicies)
    .where(eq(approvalPolicies.kind, kind));
  return Number(policy?.besides ?? 1);
}

interface OperationSubject {
  depositId?: number;
  withdrawalId?: number;
  crsmRequestId?: number;
}

const subjectFilter = (subject: OperationSubject) =>
  subject.depositId !== undefined
    ? eq(custodyOperations.depositId, subject.depositId)
    : subject.crsmRequestId !== undefined
      ? eq(custodyOperations.crsmRequestId, subject.crsmRequestId)
      : eq(custodyOperations.withdrawalId, subject.withdrawalId ?? 0);

/**
 * Opens the next attempt of an operation for a deposit, withdrawal or CRSM request that the caller
 * has locked, and writes its first state onto that subject. Under a one-person policy the request
 * is its own approval; from two up, the requester does not count and others must approve.
 */
export async function openOperation(
  tx: Db,
  actor: Actor,
  subject: OperationSubject & { kind: OperationKind; amount: string; destination: string },
): Promise<OperationRow> {
  if (!actor.adminId) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  const [{ lastAttempt }] = await tx
    .select({ lastAttempt: sql<number>`coalesce(max(${custodyOperations.attempt}), 0)` })
    .from(custodyOperations)
    .where(and(eq(custodyOperations.kind, subject.kind), subjectFilter(subject)));
  const besidesRequester = await approvalsBesidesRequesterFor(tx, subject.kind, subject.amount);
  const selfApproved = besidesRequester === 0;
  // An operation counts approval rows: alone, the requester's own; otherwise only others'.
  const requiredApprovals = selfApproved ? 1 : besidesRequester;
  let operation: OperationRow;
  try {
    [operation] = await tx
      .insert(custodyOperations)
      .values({
        kind: subject.kind,
        depositId: subject.depositId ?? null,
        withdrawalId: subject.withdrawalId ?? null,
        crsmRequestId: subject.crsmRequestId ?? null,
        attempt: Number(lastAttempt) + 1,
        amount: subject.amount,
        destination: subject.destination,
        status: selfApproved ? 'approved' : 'awaiting_approval',
        requiredApprovals,
        requestedBy: actor.adminId,
        approvedAt: selfApproved ? sql`now()` : null,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('OPERATION_ALREADY_OPEN', 'An operation for this is already open.');
    throw error;
  }
  if (selfApproved) await tx.insert(custodyApprovals).values({ operationId: operation.id, adminId: actor.adminId });
  await followOperation(tx, operation);
  return operation;
}

/** Writes an operation's new state, then follows it onto its deposit, withdrawal or CRSM request. */
export async function updateOperation(
  tx: Db,
  operationId: number,
  change: PgUpdateSetSource<typeof custodyOperations>,
): Promise<OperationRow> {
  const [updated] = await tx
    .update(custodyOperations)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(custodyOperations.id, operationId))
    .returning();
  await followOperation(tx, updated);
  return updated;
}

/** Writes the operation's state onto its deposit, withdrawal or CRSM position request. */
async function followOperation(tx: Db, operation: OperationRow): Promise<void> {
  const status = SUBJECT_STATUS[operation.kind as OperationKind][operation.status as OperationStatus];
  const failureReason = operation.status === 'failed' ? operation.failureReason : null;
  if (operation.kind === 'crsm_open' && operation.crsmRequestId !== null) {
    await tx
      .update(crsmPositionRequests)
      .set({ status, txHash: operation.txHash, failureReason, updatedAt: sql`now()` })
      .where(eq(crsmPositionRequests.id, operation.crsmRequestId));
  } else if (operation.kind === 'mint' && operation.depositId !== null) {
    await tx
      .update(deposits)
      .set({ mintStatus: status, ethHash: operation.txHash, mintFailureReason: failureReason, updatedAt: sql`now()` })
      .where(eq(deposits.id, operation.depositId));
  } else if (operation.withdrawalId !== null) {
    const hash = operation.kind === 'refund' ? { refundHash: operation.txHash } : { btcHash: operation.txHash };
    await tx
      .update(withdrawals)
      .set({ status, ...hash, failureReason, updatedAt: sql`now()` })
      .where(eq(withdrawals.id, operation.withdrawalId));
  }
}

/** Operations with their requester and approvals, in the given order, and what `viewer` may do with each. */
export async function describeOperations(db: Db, rows: OperationRow[], viewer: Authority): Promise<OperationItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [approvals, requesters] = await Promise.all([
    db
      .select({
        operationId: custodyApprovals.operationId,
        adminId: custodyApprovals.adminId,
        name: admins.name,
        approvedAt: custodyApprovals.approvedAt,
      })
      .from(custodyApprovals)
      .innerJoin(admins, eq(admins.id, custodyApprovals.adminId))
      .where(inArray(custodyApprovals.operationId, ids))
      .orderBy(asc(custodyApprovals.approvedAt), asc(custodyApprovals.adminId)),
    db
      .select({ id: admins.id, name: admins.name })
      .from(admins)
      .where(inArray(admins.id, [...new Set(rows.map((row) => row.requestedBy))])),
  ]);
  const nameOf = new Map(requesters.map((admin) => [admin.id, admin.name]));
  return rows.map((row) => {
    const approvedBy = approvals
      .filter((approval) => approval.operationId === row.id)
      .map((approval) => ({
        adminId: approval.adminId,
        name: approval.name,
        approvedAt: approval.approvedAt.toISOString(),
      }));
    return {
      id: row.id,
      kind: row.kind as OperationKind,
      attempt: row.attempt,
      status: row.status as OperationStatus,
      amount: row.amount,
      destination: row.destination,
      requiredApprovals: row.requiredApprovals,
      requestedBy: { id: row.requestedBy, name: nameOf.get(row.requestedBy) ?? '' },
      requestedAt: row.requestedAt.toISOString(),
      approvals: approvedBy,
      awaitingApprovals:
        row.status === 'awaiting_approval' ? Math.max(0, row.requiredApprovals - approvedBy.length) : 0,
      approvedAt: row.approvedAt?.toISOString() ?? null,
      txHash: row.txHash,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      failedAt: row.failedAt?.toISOString() ?? null,
      failureReason: row.failureReason,
      depositId: row.depositId,
      withdrawalId: row.withdrawalId,
      crsmRequestId: row.crsmRequestId,
      abilities: operationAbilities(
        viewer,
        subjectOf(
          row,
          approvedBy.map((approval) => approval.adminId),
        ),
      ),
    };
  });
}

export function subjectOf(row: OperationRow, approverIds: number[]) {
  return {
    kind: row.kind as OperationKind,
    status: row.status as OperationStatus,
    requestedBy: row.requestedBy,
    approverIds,
  };
}

/** The latest operation of each given deposit, withdrawal or CRSM position request, keyed by its id. */
export async function latestOperations(
  db: Db,
  subject: 'deposit' | 'withdrawal' | 'crsmRequest',
  records: { id: number }[],
  viewer: Authority,
): Promise<Map<number, OperationItem>> {
  if (records.length === 0) return new Map();
  const ids = records.map((record) => record.id);
  const column = {
    deposit: custodyOperations.depositId,
    withdrawal: custodyOperations.withdrawalId,
    crsmRequest: custodyOperations.crsmRequestId,
  }[subject];
  const rows = await db
    .selectDistinctOn([column])
    .from(custodyOperations)
    .where(inArray(column, ids))
    .orderBy(column, desc(custodyOperations.id));
  const items = await describeOperations(db, rows, viewer);
  const idOf = (item: OperationItem) =>
    ({ deposit: item.depositId, withdrawal: item.withdrawalId, crsmRequest: item.crsmRequestId })[subject];
  return new Map(items.map((item) => [idOf(item) ?? 0, item]));
}

const findOperation = rowFinder(
  custodyOperations,
  (operationId) => new AppError('OPERATION_NOT_FOUND', `Operation ${operationId} does not exist.`),
);

/** Locks the deposit, withdrawal or CRSM request first, then the operation: every path takes them in this order. */
export async function lockOperationWithSubject(tx: Db, operationId: number): Promise<OperationRow> {
  const unlocked = await findOperation(tx, operationId);
  if (unlocked.depositId !== null)
    await tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.id, unlocked.depositId)).for('update');
  if (unlocked.withdrawalId !== null)
    await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.id, unlocked.withdrawalId))
      .for('update');
  if (unlocked.crsmRequestId !== null) {
    await tx
      .select({ id: crsmPositionRequests.id })
      .from(crsmPositionRequests)
      .where(eq(crsmPositionRequests.id, unlocked.crsmRequestId))
      .for('update');
  }
  return findOperation(tx, operationId, true);
}
