// Approving operations: one administrator's approval at a time, as ./policy.ts allows it, the
// last awaited one releasing the operation to the outbox; and the operations still awaiting them.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { custodyApprovals, custodyOperations } from '../db/schema';
import type { Actor } from '../auditLogs/service';
import { type Authority, enforce, loadAuthority } from '../permissions/authority';
import { canApproveOperation } from './policy';
import type { OperationItem } from './schema/operations';
import { describeOperations, lockOperationWithSubject, subjectOf, updateOperation } from './operations';
import { auditedOperationChange } from './operationChanges';

/**
 * One administrator's approval, as ./policy.ts allows it; the last awaited approval releases the
 * operation to the outbox.
 */
export async function approveOperation(db: Db, actor: Actor, operationId: number): Promise<OperationItem> {
  return db.transaction(async (tx) => {
    const authority = await loadAuthority(tx, actor);
    const operation = await lockOperationWithSubject(tx, operationId);
    const approvers = await tx
      .select({ adminId: custodyApprovals.adminId })
      .from(custodyApprovals)
      .where(eq(custodyApprovals.operationId, operationId));
    enforce(
      canApproveOperation(
        authority,
        subjectOf(
          operation,
          approvers.map((approval) => approval.adminId),
        ),
      ),
    );
    return auditedOperationChange(tx, actor, {
      action: 'operation.approve',
      operation,
      viewer: authority,
      write: async () => {
        await tx.insert(custodyApprovals).values({ operationId, adminId: authority.adminId });
        const [{ approvals }] = await tx
          .select({ approvals: sql<number>`count(*)::int` })
          .from(custodyApprovals)
          .where(eq(custodyApprovals.operationId, operationId));
        return Number(approvals) >= operation.requiredApprovals
          ? updateOperation(tx, operationId, { status: 'approved', approvedAt: sql`now()` })
          : operation;
      },
    });
  });
}

/** Operations still awaiting approvals, for the pages' "awaiting" views and Home, with what `viewer` may do with each. */
export async function listAwaitingApproval(db: Db, viewer: Authority): Promise<OperationItem[]> {
  const rows = await db
    .select()
    .from(custodyOperations)
    .where(eq(custodyOperations.status, 'awaiting_approval'))
    .orderBy(asc(custodyOperations.requestedAt), asc(custodyOperations.id));
  return describeOperations(db, rows, viewer);
}
