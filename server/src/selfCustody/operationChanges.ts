// An operation changes one way, whoever changes it (an approving administrator, the executor's
// report): described as it was, written, described as it became, and audited with both.
import { recordAudit, type Actor } from '../auditLogs/service';
import type { Db } from '../db/client';
import type { Authority } from '../permissions/authority';
import { describeOperations, type OperationRow } from './operations';
import type { OperationItem } from './schema/operations';

/**
 * Writes the operation's change with `write` and audits `action` with the operation as `viewer`
 * sees it before and after (`audited` shapes what the audit row keeps of the after state).
 */
export async function auditedOperationChange(
  tx: Db,
  actor: Actor,
  change: {
    action: 'operation.approve' | 'operation.report';
    operation: OperationRow;
    viewer: Authority;
    write: () => Promise<OperationRow>;
    audited?: (after: OperationItem) => unknown;
  },
): Promise<OperationItem> {
  const [before] = await describeOperations(tx, [change.operation], change.viewer);
  const updated = await change.write();
  const [after] = await describeOperations(tx, [updated], change.viewer);
  await recordAudit(tx, actor, {
    action: change.action,
    entityType: 'operation',
    entityId: change.operation.id,
    before,
    after: change.audited ? change.audited(after) : after,
  });
  return after;
}
