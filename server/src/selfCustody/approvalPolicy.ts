// How many distinct administrators must approve each kind of operation, above which amount.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, approvalPolicies } from '../db/schema';
import { recordAudit, type Actor } from '../audit/service';
import type { ApprovalPolicyItem, OperationKind } from './schema';

async function policyItems(db: Db, kind?: OperationKind): Promise<ApprovalPolicyItem[]> {
  const rows = await db
    .select({ policy: approvalPolicies, updatedByName: admins.name })
    .from(approvalPolicies)
    .leftJoin(admins, eq(admins.id, approvalPolicies.updatedBy))
    .where(kind ? eq(approvalPolicies.kind, kind) : undefined)
    .orderBy(asc(approvalPolicies.kind));
  return rows.map(({ policy, updatedByName }) => ({
    kind: policy.kind as OperationKind,
    requiredApprovals: policy.requiredApprovals,
    aboveAmount: policy.aboveAmount,
    updatedByName,
    updatedAt: policy.updatedAt.toISOString(),
  }));
}

export const listApprovalPolicies = (db: Db) => policyItems(db);

/** Applies to operations opened from now on; those already awaiting approval keep their count. */
export async function updateApprovalPolicy(
  db: Db,
  actor: Actor,
  kind: OperationKind,
  change: { requiredApprovals: number; aboveAmount: string },
): Promise<ApprovalPolicyItem> {
  return db.transaction(async (tx) => {
    await tx.select().from(approvalPolicies).where(eq(approvalPolicies.kind, kind)).for('update');
    const [before] = await policyItems(tx, kind);
    await tx
      .update(approvalPolicies)
      .set({ ...change, updatedBy: actor.adminId, updatedAt: sql`now()` })
      .where(eq(approvalPolicies.kind, kind));
    const [after] = await policyItems(tx, kind);
    await recordAudit(tx, actor, { action: 'approvalPolicy.update', entityType: 'approvalPolicy', entityId: kind, before, after });
    return after;
  });
}
