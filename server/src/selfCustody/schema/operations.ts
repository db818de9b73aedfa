// Request and answer shapes of self-custody operations (the outbox of money movements), their
// approvals and approval policy, and what the executor reports back through the service API.
import { z } from 'zod';
import { btcBalance } from '../../http/chainFields';
import { decimal, isoTime } from '../../http/fields';
import { OPERATION_KINDS, OPERATION_STATUSES } from '../../../../contract/vocabulary';
export { OPERATION_KINDS, type OperationKind, type OperationStatus } from '../../../../contract/vocabulary';

export const operationItem = z.object({
  id: z.number().int(),
  kind: z.enum(OPERATION_KINDS),
  attempt: z.number().int(),
  status: z.enum(OPERATION_STATUSES),
  amount: decimal,
  destination: z.string(),
  requiredApprovals: z.number().int(),
  requestedBy: z.object({ id: z.number().int(), name: z.string() }),
  requestedAt: isoTime,
  approvals: z.array(z.object({ adminId: z.number().int(), name: z.string(), approvedAt: isoTime })),
  /** How many approvals are still awaited (0 once approved). */
  awaitingApprovals: z.number().int(),
  approvedAt: isoTime.nullable(),
  txHash: z.string().nullable(),
  submittedAt: isoTime.nullable(),
  confirmedAt: isoTime.nullable(),
  failedAt: isoTime.nullable(),
  failureReason: z.string().nullable(),
  depositId: z.number().int().nullable(),
  withdrawalId: z.number().int().nullable(),
  /** For 'crsm_open': the CRSM position request it opens. */
  crsmRequestId: z.number().int().nullable(),
  /** What the signed-in administrator may do with it (nothing, for a service caller). */
  abilities: z.object({ approve: z.boolean() }),
});
export type OperationItem = z.infer<typeof operationItem>;

const approvalsBesidesRequester = z
  .number()
  .int()
  .min(0)
  .max(5)
  .describe(
    "Approvals by other administrators needed above aboveAmount, besides the requester's own confirmation; 0: the requester alone",
  );

export const approvalPolicyItem = z.object({
  kind: z.enum(OPERATION_KINDS),
  approvalsBesidesRequester,
  aboveAmount: decimal,
  updatedByName: z.string().nullable(),
  updatedAt: isoTime,
  /** What the signed-in administrator may do with it: `lower` asks fewer people or from a higher amount (super administrators). */
  abilities: z.object({ update: z.boolean(), lower: z.boolean() }),
});
export type ApprovalPolicyItem = z.infer<typeof approvalPolicyItem>;

export const kindParams = z.strictObject({ kind: z.enum(OPERATION_KINDS) });
export const approvalPolicyBody = z.strictObject({
  approvalsBesidesRequester,
  aboveAmount: btcBalance,
});

// ---- the service API

export const operationReportBody = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('submitted'), txHash: z.string().trim().min(1).max(100) }),
  z.strictObject({ status: z.literal('confirmed'), txHash: z.string().trim().min(1).max(100).optional() }),
  z.strictObject({ status: z.literal('failed'), reason: z.string().trim().min(1).max(500) }),
]);
export type OperationReport = z.infer<typeof operationReportBody>;

export const outboxQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) });
