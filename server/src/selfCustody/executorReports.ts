// The custody executor's side of the outbox: what it has to do, and its reports that an
// operation was submitted, confirmed or failed (with the transaction hash).
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { custodyOperations } from '../db/schema';
import type { Actor } from '../auditLogs/service';
import { reportedState } from '../auditLogs/serviceReports';
import { btcTxHash, ethTxHash } from '../http/chainFields';
import { AppError } from '../http/errors';
import { NO_AUTHORITY } from '../permissions/authority';
import type { OperationItem, OperationKind, OperationReport, OperationStatus } from './schema/operations';
import { describeOperations, lockOperationWithSubject, updateOperation } from './operations';
import { auditedOperationChange } from './operationChanges';

/** Which transitions the executor may report, from which operation statuses. */
const REPORTABLE_FROM: Record<'submitted' | 'confirmed' | 'failed', OperationStatus[]> = {
  submitted: ['approved'],
  confirmed: ['approved', 'submitted'],
  failed: ['approved', 'submitted'],
};

function checkTxHash(kind: OperationKind, txHash: string): string {
  // A mint and a CRSM position settle on the EVM chain, a withdrawal on Bitcoin, a refund on either.
  const formats =
    kind === 'mint' || kind === 'crsm_open'
      ? [ethTxHash]
      : kind === 'withdrawal'
        ? [btcTxHash]
        : [ethTxHash, btcTxHash];
  for (const format of formats) {
    const parsed = format.safeParse(txHash);
    if (parsed.success) return parsed.data;
  }
  throw new AppError('INVALID_TX_HASH', `This is not a transaction hash of the chain a ${kind} operation settles on.`);
}

/**
 * The executor's report. The same report twice changes nothing; any other step that does not
 * follow from the operation's status is refused.
 */
export async function reportOperation(
  db: Db,
  actor: Actor,
  operationId: number,
  report: OperationReport,
): Promise<{ operation: OperationItem; changed: boolean }> {
  return db.transaction(async (tx) => {
    const operation = await lockOperationWithSubject(tx, operationId);
    const kind = operation.kind as OperationKind;
    const txHash = 'txHash' in report && report.txHash ? checkTxHash(kind, report.txHash) : undefined;
    const reason = report.status === 'failed' ? report.reason : undefined;

    const repeated =
      operation.status === report.status &&
      (report.status === 'failed'
        ? operation.failureReason === reason
        : txHash === undefined || txHash === operation.txHash);
    if (repeated) return { operation: (await describeOperations(tx, [operation], NO_AUTHORITY))[0], changed: false };

    if (!REPORTABLE_FROM[report.status].includes(operation.status as OperationStatus)) {
      throw new AppError(
        'ILLEGAL_OPERATION_TRANSITION',
        `An operation that is ${operation.status} cannot become ${report.status}.`,
        {
          params: { from: operation.status, to: report.status },
        },
      );
    }
    if (report.status === 'confirmed' && operation.txHash && txHash && txHash !== operation.txHash) {
      throw new AppError('TX_HASH_MISMATCH', 'The confirmed transaction is not the one reported as submitted.');
    }
    const confirmedHash = txHash ?? operation.txHash;
    if (report.status === 'confirmed' && !confirmedHash)
      throw new AppError('TX_HASH_REQUIRED', 'A confirmation needs the transaction hash.');

    const change =
      report.status === 'submitted'
        ? { status: 'submitted', txHash, submittedAt: sql`now()` }
        : report.status === 'confirmed'
          ? { status: 'confirmed', txHash: confirmedHash, confirmedAt: sql`now()` }
          : { status: 'failed', failureReason: reason, failedAt: sql`now()` };
    const after = await auditedOperationChange(tx, actor, {
      action: 'operation.report',
      operation,
      viewer: NO_AUTHORITY,
      write: () => updateOperation(tx, operationId, { ...change, reportedBy: actor.serviceTokenId ?? null }),
      audited: (item) => reportedState(actor, item),
    });
    return { operation: after, changed: true };
  });
}

/** What the executor has to do: approved operations, then submitted ones to follow up, oldest first. */
export async function listOutbox(db: Db, limit: number): Promise<OperationItem[]> {
  const rows = await db
    .select()
    .from(custodyOperations)
    .where(inArray(custodyOperations.status, ['approved', 'submitted']))
    .orderBy(asc(custodyOperations.approvedAt), asc(custodyOperations.id))
    .limit(limit);
  return describeOperations(db, rows, NO_AUTHORITY);
}
