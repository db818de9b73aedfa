// How many administrators besides the requester must approve each kind of operation, above which
// amount. Raising it is for holders of custody:approvalPolicy; lowering it, a super administrator's.
import { asc, eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { admins, approvalPolicies } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import { type Authority, enforce, loadAuthority } from '../permissions/authority';
import { approvalPolicyAbilities, canChangeApprovalPolicy } from './policy';
import type { ApprovalPolicyItem, OperationKind } from './schema/operations';

async function policyItems(db: Db, viewer: Authority, kind?: OperationKind): Promise<ApprovalPolicyItem[]> {
  const rows = await db
    .select({ policy: approvalPolicies, updatedByName: admins.name })
    .from(approvalPolicies)
    .leftJoin(admins, eq(admins.id, approvalPolicies.updatedBy))
    .where(kind ? eq(approvalPolicies.kind, kind) : undefined)
    .orderBy(asc(approvalPolicies.kind));
  const abilities = approvalPolicyAbilities(viewer);
  return rows.map(({ policy, updatedByName }) => ({
    kind: policy.kind as OperationKind,
    approvalsBesidesRequester: policy.approvalsBesidesRequester,
    aboveAmount: policy.aboveAmount,
    updatedByName,
    updatedAt: policy.updatedAt.toISOString(),
    abilities,
  }));
}

export async function listApprovalPolicies(db: Db, actor: Actor): Promise<ApprovalPolicyItem[]> {
  return policyItems(db, await loadAuthority(db, actor));
}

/** Applies to operations opened from now on; those already awaiting approval keep their count. */
export async function updateApprovalPolicy(
  db: Db,
  actor: Actor,
  kind: OperationKind,
  change: { approvalsBesidesRequester: number; aboveAmount: string },
): Promise<ApprovalPolicyItem> {
  return db.transaction(async (tx) => {
    const authority = await loadAuthority(tx, actor);
    await tx.select().from(approvalPolicies).where(eq(approvalPolicies.kind, kind)).for('update');
    const [before] = await policyItems(tx, authority, kind);
    const [{ lowers }] = await selectRows<{ lowers: boolean }>(
      tx,
      sql`SELECT (${change.approvalsBesidesRequester}::int < ${before.approvalsBesidesRequester}::int
              OR ${change.aboveAmount}::numeric > ${before.aboveAmount}::numeric) AS lowers`,
    );
    enforce(canChangeApprovalPolicy(authority, { lowers }));
    await tx
      .update(approvalPolicies)
      .set({ ...change, updatedBy: actor.adminId, updatedAt: sql`now()` })
      .where(eq(approvalPolicies.kind, kind));
    const [after] = await policyItems(tx, authority, kind);
    await recordAudit(tx, actor, {
      action: 'approvalPolicy.update',
      entityType: 'approvalPolicy',
      entityId: kind,
      before,
      after,
    });
    return after;
  });
}
