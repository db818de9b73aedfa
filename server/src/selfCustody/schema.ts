// Request and answer shapes of the self-custody area: deposits and mints, withdrawals and
// refunds, operations and their approvals, the approval policy, the data panel, the service API.
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import { pageQuery, sortOrder } from '../http/envelope';
import {
  btcAddressField,
  btcAmount,
  parseBtcAddress,
  btcBalance,
  btcTxHash,
  evmAddress,
  ratioPercent,
  tokenAmount,
} from '../http/chainFields';
import {
  OPERATION_KINDS,
  OPERATION_STATUSES,
  DEPOSIT_TYPES,
  DEPOSIT_STATUSES,
  MINT_STATUSES,
  WITHDRAWAL_STATUSES,
} from '../../../contract/vocabulary';
export {
  OPERATION_KINDS,
  type OperationKind,
  type OperationStatus,
  type MintStatus,
  type WithdrawalStatus,
} from '../../../contract/vocabulary';

const isoTime = z.string();
const decimal = z.string().describe('An exact decimal, as a string');

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

export const depositItem = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  userAddress: z.string(),
  userName: z.string().describe("The institution's name when the deposit was recorded"),
  amount: decimal,
  coboAddress: z.string(),
  depositHash: z.string(),
  receivingAddress: z.string(),
  type: z.enum(DEPOSIT_TYPES),
  lockTime: isoTime,
  remarks: z.string(),
  ethHash: z.string().nullable(),
  depositStatus: z.enum(DEPOSIT_STATUSES),
  observedAmount: decimal.nullable(),
  observedConfirmations: z.number().int().nullable(),
  observedAt: isoTime.nullable(),
  mintStatus: z.enum(MINT_STATUSES),
  mintFailureReason: z.string().nullable(),
  recordedByName: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** The latest mint operation, with its approvals. */
  operation: operationItem.nullable(),
  /** What the signed-in administrator may do with it now (a deposit not yet confirmed on chain is minted by nobody). */
  abilities: z.object({ confirmMint: z.boolean(), retryMint: z.boolean() }),
});
export type DepositItem = z.infer<typeof depositItem>;

const institutionName = z.string().trim().min(1).max(100);

/** Which institution a deposit is for: the one holding its user address, or a new one, asked for explicitly. */
const depositInstitution = z.discriminatedUnion('kind', [
  z
    .strictObject({ kind: z.literal('existing'), id: z.number().int().positive() })
    .describe('The institution whose BTC account is userAddress (the deposit form picks it)'),
  z
    .strictObject({ kind: z.literal('new'), name: institutionName })
    .describe('A new institution for userAddress, which no institution holds yet'),
]);
export type DepositInstitution = z.infer<typeof depositInstitution>;

export function createDepositBody(network: BtcNetwork) {
  return z.strictObject({
    userAddress: btcAddressField(network),
    institution: depositInstitution,
    amount: btcAmount,
    coboAddress: btcAddressField(network),
    depositHash: btcTxHash,
    receivingAddress: evmAddress.describe('The EVM address that receives the minted YBTC'),
    type: z.enum(DEPOSIT_TYPES),
    lockTime: z.iso.datetime({ offset: true }),
    remarks: z.string().trim().min(1).max(500),
  });
}
export type CreateDepositInput = z.infer<ReturnType<typeof createDepositBody>>;

export const depositListQuery = z.strictObject({
  ...pageQuery,
  userAddress: z.string().trim().max(100).optional(),
  userName: z.string().trim().max(100).optional(),
  depositHash: z.string().trim().max(100).optional(),
  mintStatus: z.enum(MINT_STATUSES).optional(),
  depositStatus: z.enum(DEPOSIT_STATUSES).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
  sortField: z.enum(['createdAt', 'amount', 'lockTime']).optional(),
  sortOrder: sortOrder.optional(),
});
export type DepositListQuery = z.infer<typeof depositListQuery>;

export const withdrawalItem = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  institutionName: z.string().describe("The institution's name when the withdrawal was recorded"),
  userAddress: z.string(),
  receivingAddress: z.string(),
  amount: decimal,
  nonce: z.string().describe('The on-chain withdrawal nonce, as a decimal string'),
  requestedAt: isoTime,
  coolingEndsAt: isoTime,
  status: z.enum(WITHDRAWAL_STATUSES),
  btcHash: z.string().nullable(),
  refundHash: z.string().nullable(),
  failureReason: z.string().nullable(),
  refundReason: z.string().nullable(),
  refundRequestedByName: z.string().nullable(),
  refundRequestedAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** The latest withdrawal or refund operation, with its approvals. */
  operation: operationItem.nullable(),
  /** What the signed-in administrator may do with it now; confirming also waits for coolingEndsAt, which the server judges. */
  abilities: z.object({ confirm: z.boolean(), requestRefund: z.boolean(), confirmRefund: z.boolean() }),
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;

export const withdrawalListQuery = z.strictObject({
  ...pageQuery,
  userAddress: z.string().trim().max(100).optional(),
  nonce: z
    .string()
    .trim()
    .regex(/^\d{1,19}$/)
    .optional(),
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  sortField: z.enum(['createdAt', 'amount', 'coolingEndsAt', 'nonce']).optional(),
  sortOrder: sortOrder.optional(),
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;

export const refundRequestBody = z.strictObject({ reason: z.string().trim().min(1).max(500) });

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

// ---- institutions

export const institutionItem = z.object({
  id: z.number().int(),
  name: z.string(),
  btcAccount: z.string(),
  createdAt: isoTime,
});
export type InstitutionItem = z.infer<typeof institutionItem>;

export function institutionListQuery(network: BtcNetwork) {
  return z.strictObject({
    ...pageQuery,
    /** Any spelling of a valid address finds the institution holding it; anything else finds none. */
    btcAccount: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .transform((value) => parseBtcAddress(value, network)?.address ?? value)
      .optional()
      .describe('Exactly this BTC account (in any letter case a bech32 address allows)'),
    search: z.string().trim().max(100).optional().describe('Part of the name or of the BTC account'),
  });
}
export type InstitutionListQuery = z.infer<ReturnType<typeof institutionListQuery>>;

export const renameInstitutionBody = z.strictObject({ name: institutionName });

const figure = (schema: z.ZodType<string>) => schema.nullable();
const dataPanelRow = z.object({
  institutionId: z.number().int(),
  name: z.string(),
  btcAccount: z.string(),
  btcAmount: decimal,
  btcPendingAmount: decimal,
  multisigContract: z.string().nullable(),
  vaultCollateral: decimal.nullable(),
  vaultDebt: decimal.nullable(),
  yuInSp: decimal.nullable(),
  yuInWallet: decimal.nullable(),
  claimableYbtc: decimal.nullable(),
  claimableYu: decimal.nullable(),
  triggerCr: decimal.nullable(),
  targetCr: decimal.nullable(),
  maxTargetCr: decimal.nullable(),
  vaultReportedAt: isoTime.nullable(),
});
export type DataPanelRow = z.infer<typeof dataPanelRow>;
const dataPanelTotals = z.object({
  btcAmount: decimal,
  btcPendingAmount: decimal,
  vaultCollateral: decimal,
  vaultDebt: decimal,
  yuInSp: decimal,
  yuInWallet: decimal,
  claimableYbtc: decimal,
  claimableYu: decimal,
});
export const dataPanel = z.object({ rows: z.array(dataPanelRow), totals: dataPanelTotals });

// ---- the service API

export const operationReportBody = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('submitted'), txHash: z.string().trim().min(1).max(100) }),
  z.strictObject({ status: z.literal('confirmed'), txHash: z.string().trim().min(1).max(100).optional() }),
  z.strictObject({ status: z.literal('failed'), reason: z.string().trim().min(1).max(500) }),
]);
export type OperationReport = z.infer<typeof operationReportBody>;

export const outboxQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const observedDepositBody = z.strictObject({
  depositHash: btcTxHash,
  amount: btcAmount,
  confirmations: z.number().int().min(0).max(1_000_000),
});

export function withdrawalRequestBody(network: BtcNetwork) {
  return z
    .strictObject({
      userAddress: btcAddressField(network),
      receivingAddress: btcAddressField(network),
      amount: btcAmount,
      nonce: z
        .string()
        .trim()
        .regex(/^\d{1,19}$/, 'must be a non-negative integer'),
      requestedAt: z.iso.datetime({ offset: true }),
      coolingEndsAt: z.iso.datetime({ offset: true }),
    })
    .refine((body) => Date.parse(body.coolingEndsAt) >= Date.parse(body.requestedAt), {
      message: 'coolingEndsAt must not precede requestedAt',
      path: ['coolingEndsAt'],
    });
}
export type WithdrawalRequestInput = z.infer<ReturnType<typeof withdrawalRequestBody>>;

export function vaultReportBody(network: BtcNetwork) {
  return z.strictObject({
    btcAccount: btcAddressField(network),
    name: institutionName
      .optional()
      .describe("A new institution's name (its account otherwise); a known institution keeps its own"),
    multisigContract: evmAddress.optional(),
    vaultCollateral: figure(btcBalance),
    vaultDebt: figure(tokenAmount),
    yuInSp: figure(tokenAmount),
    yuInWallet: figure(tokenAmount),
    claimableYbtc: figure(btcBalance),
    claimableYu: figure(tokenAmount),
    triggerCr: figure(ratioPercent),
    targetCr: figure(ratioPercent),
    maxTargetCr: figure(ratioPercent),
  });
}
export type VaultReportInput = z.infer<ReturnType<typeof vaultReportBody>>;
