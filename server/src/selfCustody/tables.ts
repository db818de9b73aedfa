import { bigint, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at, btc, createdAndUpdatedAt, createdAt, ratio, token, updatedAt, updatedByAndAt } from '../db/columns';

export const institutions = pgTable('institutions', {
  id: serial('id').primaryKey(),
  btcAccount: text('btc_account').notNull(),
  name: text('name').notNull(),
  multisigContract: text('multisig_contract'),
  vaultCollateral: btc('vault_collateral'),
  vaultDebt: token('vault_debt'),
  yuInSp: token('yu_in_sp'),
  yuInWallet: token('yu_in_wallet'),
  claimableYbtc: btc('claimable_ybtc'),
  claimableYu: token('claimable_yu'),
  triggerCr: ratio('trigger_cr'),
  targetCr: ratio('target_cr'),
  maxTargetCr: ratio('max_target_cr'),
  vaultReportedAt: at('vault_reported_at'),
  createdAt: createdAt(),
});

export const deposits = pgTable('deposits', {
  id: serial('id').primaryKey(),
  institutionId: integer('institution_id').notNull(),
  userAddress: text('user_address').notNull(),
  /** The institution's name when the deposit was recorded: a later renaming leaves it as it was. */
  userName: text('user_name').notNull(),
  amount: btc('amount').notNull(),
  coboAddress: text('cobo_address').notNull(),
  depositHash: text('deposit_hash').notNull(),
  receivingAddress: text('receiving_address').notNull(),
  type: text('type').notNull(),
  lockTime: at('lock_time').notNull(),
  remarks: text('remarks').notNull(),
  ethHash: text('eth_hash'),
  depositStatus: text('deposit_status').notNull().default('unconfirmed'),
  observedAmount: btc('observed_amount'),
  observedConfirmations: integer('observed_confirmations'),
  observedAt: at('observed_at'),
  mintStatus: text('mint_status').notNull().default('not_minted'),
  mintFailureReason: text('mint_failure_reason'),
  recordedBy: integer('recorded_by'),
  ...createdAndUpdatedAt(),
});

export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  institutionId: integer('institution_id').notNull(),
  /** The institution's name when the withdrawal was recorded: a later renaming leaves it as it was. */
  institutionName: text('institution_name').notNull(),
  userAddress: text('user_address').notNull(),
  receivingAddress: text('receiving_address').notNull(),
  amount: btc('amount').notNull(),
  nonce: bigint('nonce', { mode: 'bigint' }).notNull(),
  requestedAt: at('requested_at').notNull(),
  coolingEndsAt: at('cooling_ends_at').notNull(),
  status: text('status').notNull().default('cooling'),
  btcHash: text('btc_hash'),
  refundHash: text('refund_hash'),
  failureReason: text('failure_reason'),
  refundReason: text('refund_reason'),
  refundRequestedBy: integer('refund_requested_by'),
  refundRequestedAt: at('refund_requested_at'),
  ...createdAndUpdatedAt(),
});

export const custodyOperations = pgTable('custody_operations', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  depositId: integer('deposit_id'),
  withdrawalId: integer('withdrawal_id'),
  crsmRequestId: integer('crsm_request_id'),
  attempt: integer('attempt').notNull().default(1),
  amount: btc('amount').notNull(),
  destination: text('destination').notNull(),
  status: text('status').notNull(),
  requiredApprovals: integer('required_approvals').notNull(),
  requestedBy: integer('requested_by').notNull(),
  requestedAt: at('requested_at').notNull().defaultNow(),
  approvedAt: at('approved_at'),
  txHash: text('tx_hash'),
  submittedAt: at('submitted_at'),
  confirmedAt: at('confirmed_at'),
  failedAt: at('failed_at'),
  failureReason: text('failure_reason'),
  reportedBy: integer('reported_by'),
  updatedAt: updatedAt(),
});

export const custodyApprovals = pgTable(
  'custody_approvals',
  {
    operationId: integer('operation_id').notNull(),
    adminId: integer('admin_id').notNull(),
    approvedAt: at('approved_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.operationId, table.adminId] })],
);

export const approvalPolicies = pgTable('approval_policies', {
  kind: text('kind').primaryKey(),
  /** Approvals needed besides the requester's own confirmation, above `aboveAmount`; 0: the requester alone. */
  approvalsBesidesRequester: integer('approvals_besides_requester').notNull().default(1),
  aboveAmount: btc('above_amount').notNull().default('0'),
  ...updatedByAndAt(),
});

/** A key's owner is an administrator or a service token, never both (migration 0026). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  adminId: integer('admin_id'),
  serviceTokenId: integer('service_token_id'),
  key: text('key').notNull(),
  fingerprint: text('fingerprint').notNull(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
});
