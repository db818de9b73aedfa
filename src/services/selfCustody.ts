// Self custody (`/api/selfCustody/...`): deposits and their YBTC mints, withdrawals and refunds,
// the operations that move money and their approvals, the approval policy, the institution data panel.
// Amounts are exact decimal strings, never numbers.
import { request } from '@umijs/max';
import { compactQuery } from '@/utils/listQuery';
import type { ApiList, ApiResult, SortOrder } from './types';
import { OPERATION_KINDS, type OperationKind, type OperationStatus, DEPOSIT_TYPES, type DepositType, DEPOSIT_STATUSES, type DepositStatus, MINT_STATUSES, type MintStatus, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../contract/vocabulary';
export { OPERATION_KINDS, type OperationKind, type OperationStatus, DEPOSIT_TYPES, type DepositType, DEPOSIT_STATUSES, type DepositStatus, MINT_STATUSES, type MintStatus, WITHDRAWAL_STATUSES, type WithdrawalStatus };


export interface OperationItem {
  id: number;
  kind: OperationKind;
  attempt: number;
  status: OperationStatus;
  amount: string;
  destination: string;
  requiredApprovals: number;
  requestedBy: { id: number; name: string };
  requestedAt: string;
  approvals: { adminId: number; name: string; approvedAt: string }[];
  /** How many approvals are still awaited (0 once approved). */
  awaitingApprovals: number;
  approvedAt: string | null;
  txHash: string | null;
  submittedAt: string | null;
  confirmedAt: string | null;
  failedAt: string | null;
  failureReason: string | null;
  depositId: number | null;
  withdrawalId: number | null;
  /** For 'crsm_open': the CRSM position request it opens. */
  crsmRequestId: number | null;
  /** What the signed-in administrator may do with it. */
  abilities: { approve: boolean };
}

export interface DepositItem {
  id: number;
  institutionId: number;
  userAddress: string;
  userName: string;
  amount: string;
  coboAddress: string;
  depositHash: string;
  receivingAddress: string;
  type: DepositType;
  lockTime: string;
  remarks: string;
  ethHash: string | null;
  depositStatus: DepositStatus;
  observedAmount: string | null;
  observedConfirmations: number | null;
  observedAt: string | null;
  mintStatus: MintStatus;
  mintFailureReason: string | null;
  recordedByName: string | null;
  createdAt: string;
  updatedAt: string;
  /** The latest mint operation, with its approvals. */
  operation: OperationItem | null;
  /** What the signed-in administrator may do with it now (nobody mints a deposit not yet confirmed on chain). */
  abilities: { confirmMint: boolean; retryMint: boolean };
}

export type DepositSortField = 'createdAt' | 'amount' | 'lockTime';

export interface DepositListQuery {
  current?: number;
  pageSize?: number;
  userAddress?: string;
  userName?: string;
  depositHash?: string;
  mintStatus?: MintStatus;
  depositStatus?: DepositStatus;
  createdFrom?: string;
  createdTo?: string;
  sortField?: DepositSortField;
  sortOrder?: SortOrder;
}

export interface DepositCreateParams {
  userAddress: string;
  userName: string;
  amount: string;
  coboAddress: string;
  depositHash: string;
  receivingAddress: string;
  type: DepositType;
  /** ISO 8601 with zone. */
  lockTime: string;
  remarks: string;
}

export interface WithdrawalItem {
  id: number;
  institutionId: number;
  institutionName: string;
  userAddress: string;
  receivingAddress: string;
  amount: string;
  /** The on-chain nonce, a decimal string (it may exceed a JS number). */
  nonce: string;
  requestedAt: string;
  coolingEndsAt: string;
  status: WithdrawalStatus;
  btcHash: string | null;
  refundHash: string | null;
  failureReason: string | null;
  refundReason: string | null;
  refundRequestedByName: string | null;
  refundRequestedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The latest withdrawal or refund operation, with its approvals. */
  operation: OperationItem | null;
  /** What the signed-in administrator may do with it now; confirming also waits for coolingEndsAt. */
  abilities: { confirm: boolean; requestRefund: boolean; confirmRefund: boolean };
}

export type WithdrawalSortField = 'createdAt' | 'amount' | 'coolingEndsAt' | 'nonce';

export interface WithdrawalListQuery {
  current?: number;
  pageSize?: number;
  userAddress?: string;
  nonce?: string;
  status?: WithdrawalStatus;
  sortField?: WithdrawalSortField;
  sortOrder?: SortOrder;
}

export interface ApprovalPolicyItem {
  kind: OperationKind;
  /** Approvals by administrators other than the requester needed above `aboveAmount` (0 to 5); 0: the requester alone. */
  approvalsBesidesRequester: number;
  /** At or below it, the requester's own confirmation suffices. */
  aboveAmount: string;
  updatedByName: string | null;
  updatedAt: string;
  /** What the signed-in administrator may do with it: `lower` asks fewer people or from a higher amount (super administrators). */
  abilities: { update: boolean; lower: boolean };
}

export interface ApprovalPolicyParams {
  approvalsBesidesRequester: number;
  aboveAmount: string;
}

export interface DataPanelRow {
  institutionId: number;
  name: string;
  btcAccount: string;
  btcAmount: string;
  btcPendingAmount: string;
  multisigContract: string | null;
  vaultCollateral: string | null;
  vaultDebt: string | null;
  yuInSp: string | null;
  yuInWallet: string | null;
  claimableYbtc: string | null;
  claimableYu: string | null;
  triggerCr: string | null;
  targetCr: string | null;
  maxTargetCr: string | null;
  vaultReportedAt: string | null;
}

export type DataPanelTotals = Pick<
  Record<keyof DataPanelRow, string>,
  'btcAmount' | 'btcPendingAmount' | 'vaultCollateral' | 'vaultDebt' | 'yuInSp' | 'yuInWallet' | 'claimableYbtc' | 'claimableYu'
>;

export interface DataPanel {
  rows: DataPanelRow[];
  totals: DataPanelTotals;
}

/** Money-moving confirmations carry the dialog's key, so a double click or a retry takes effect once. */
const idempotent = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

// ---- deposits

export async function listDeposits(query: DepositListQuery, signal?: AbortSignal) {
  return request<ApiList<DepositItem>>('/api/selfCustody/deposits', { method: 'GET', params: compactQuery(query), signal });
}

export async function getDeposit(id: number) {
  return request<ApiResult<DepositItem>>(`/api/selfCustody/deposits/${id}`, { method: 'GET' });
}

export async function recordDeposit(body: DepositCreateParams) {
  return request<ApiResult<DepositItem>>('/api/selfCustody/deposits', { method: 'POST', data: body });
}

/** "Please double-check, minting YBTC will proceed upon confirmation!" */
export async function confirmDepositMint(id: number, idempotencyKey: string) {
  return request<ApiResult<DepositItem>>(`/api/selfCustody/deposits/${id}/mint`, { method: 'POST', headers: idempotent(idempotencyKey) });
}

/** A failed mint, tried again deliberately: the next attempt. */
export async function retryDepositMint(id: number, idempotencyKey: string) {
  return request<ApiResult<DepositItem>>(`/api/selfCustody/deposits/${id}/mint/retry`, { method: 'POST', headers: idempotent(idempotencyKey) });
}

// ---- withdrawals

export async function listWithdrawals(query: WithdrawalListQuery, signal?: AbortSignal) {
  return request<ApiList<WithdrawalItem>>('/api/selfCustody/withdrawals', { method: 'GET', params: compactQuery(query), signal });
}

export async function getWithdrawal(id: number) {
  return request<ApiResult<WithdrawalItem>>(`/api/selfCustody/withdrawals/${id}`, { method: 'GET' });
}

/** "Confirm Withdrawal?": the server refuses it while the cooling time runs. */
export async function confirmWithdrawal(id: number, idempotencyKey: string) {
  return request<ApiResult<WithdrawalItem>>(`/api/selfCustody/withdrawals/${id}/confirm`, { method: 'POST', headers: idempotent(idempotencyKey) });
}

export async function requestWithdrawalRefund(id: number, reason: string, idempotencyKey: string) {
  return request<ApiResult<WithdrawalItem>>(`/api/selfCustody/withdrawals/${id}/refundRequest`, {
    method: 'POST',
    data: { reason },
    headers: idempotent(idempotencyKey),
  });
}

export async function confirmWithdrawalRefund(id: number, idempotencyKey: string) {
  return request<ApiResult<WithdrawalItem>>(`/api/selfCustody/withdrawals/${id}/refundConfirm`, { method: 'POST', headers: idempotent(idempotencyKey) });
}

// ---- approvals

export async function listAwaitingApproval() {
  return request<ApiResult<OperationItem[]>>('/api/selfCustody/operations/awaitingApproval', { method: 'GET' });
}

export async function approveOperation(id: number, idempotencyKey: string) {
  return request<ApiResult<OperationItem>>(`/api/selfCustody/operations/${id}/approve`, { method: 'POST', headers: idempotent(idempotencyKey) });
}

export async function listApprovalPolicies() {
  return request<ApiResult<ApprovalPolicyItem[]>>('/api/selfCustody/approvalPolicies', { method: 'GET' });
}

export async function updateApprovalPolicy(kind: OperationKind, body: ApprovalPolicyParams) {
  return request<ApiResult<ApprovalPolicyItem>>(`/api/selfCustody/approvalPolicies/${kind}`, { method: 'PUT', data: body });
}

// ---- data panel

export async function getDataPanel() {
  return request<ApiResult<DataPanel>>('/api/selfCustody/dataPanel', { method: 'GET' });
}
