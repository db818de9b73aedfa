// Self custody (`/api/selfCustody/...`): deposits and their YBTC mints, withdrawals and refunds,
// the operations that move money and their approvals, the approval policy, the institution data panel.
// Amounts are exact decimal strings, never numbers.
import { sendAnswer, getAnswer, type BodyOf, type DataOf, type QueryOf, type RowOf } from './api';
import type { OperationKind } from '../../contract/vocabulary';
export {
  type OperationStatus,
  DEPOSIT_TYPES,
  DEPOSIT_STATUSES,
  type DepositStatus,
  MINT_STATUSES,
  type MintStatus,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '../../contract/vocabulary';

/** An operation that moves money, with its approvals; `awaitingApprovals` is 0 once approved. */
export type OperationItem = RowOf<'/api/selfCustody/operations/awaitingApproval'>;

/** A deposit, its latest mint `operation` and what the signed-in administrator may do with it now. */
export type DepositItem = RowOf<'/api/selfCustody/deposits'>;
export type DepositListQuery = QueryOf<'/api/selfCustody/deposits'>;
export type DepositSortField = NonNullable<DepositListQuery['sortField']>;
/** `lockTime` is ISO 8601 with zone; `institution` is the one holding `userAddress`, or a new one asked for explicitly. */
export type DepositCreateParams = BodyOf<'/api/selfCustody/deposits', 'post'>;

/** An institution, known by its BTC account; deposits and withdrawals keep the name it had when they were recorded. */
export type InstitutionItem = RowOf<'/api/selfCustody/institutions'>;

/** A withdrawal, its latest withdrawal or refund `operation`; confirming also waits for `coolingEndsAt`. The nonce is a decimal string (it may exceed a JS number). */
export type WithdrawalItem = RowOf<'/api/selfCustody/withdrawals'>;
export type WithdrawalListQuery = QueryOf<'/api/selfCustody/withdrawals'>;
export type WithdrawalSortField = NonNullable<WithdrawalListQuery['sortField']>;

/** `abilities.lower`: asking fewer people, or from a higher amount (super administrators). */
export type ApprovalPolicyItem = RowOf<'/api/selfCustody/approvalPolicies'>;
export type ApprovalPolicyParams = BodyOf<'/api/selfCustody/approvalPolicies/{kind}', 'put'>;

export type DataPanel = DataOf<'/api/selfCustody/dataPanel', 'get'>;
export type DataPanelRow = DataPanel['rows'][number];
export type DataPanelTotals = DataPanel['totals'];

// ---- deposits

export async function listDeposits(query: DepositListQuery, signal?: AbortSignal) {
  return getAnswer('/api/selfCustody/deposits', { query, signal });
}

export async function getDeposit(id: number) {
  return getAnswer('/api/selfCustody/deposits/{id}', { params: { id } });
}

export async function recordDeposit(body: DepositCreateParams) {
  return sendAnswer('post', '/api/selfCustody/deposits', { body });
}

/** "Please double-check, minting YBTC will proceed upon confirmation!" */
export async function confirmDepositMint(id: number, idempotencyKey: string) {
  return sendAnswer('post', '/api/selfCustody/deposits/{id}/mint', { params: { id }, idempotencyKey });
}

/** A failed mint, tried again deliberately: the next attempt. */
export async function retryDepositMint(id: number, idempotencyKey: string) {
  return sendAnswer('post', '/api/selfCustody/deposits/{id}/mint/retry', { params: { id }, idempotencyKey });
}

// ---- withdrawals

export async function listWithdrawals(query: WithdrawalListQuery, signal?: AbortSignal) {
  return getAnswer('/api/selfCustody/withdrawals', { query, signal });
}

export async function getWithdrawal(id: number) {
  return getAnswer('/api/selfCustody/withdrawals/{id}', { params: { id } });
}

/** "Confirm Withdrawal?": the server refuses it while the cooling time runs. */
export async function confirmWithdrawal(id: number, idempotencyKey: string) {
  return sendAnswer('post', '/api/selfCustody/withdrawals/{id}/confirm', { params: { id }, idempotencyKey });
}

export async function requestWithdrawalRefund(id: number, reason: string, idempotencyKey: string) {
  const body: BodyOf<'/api/selfCustody/withdrawals/{id}/refundRequest', 'post'> = { reason };
  return sendAnswer('post', '/api/selfCustody/withdrawals/{id}/refundRequest', {
    params: { id },
    body,
    idempotencyKey,
  });
}

export async function confirmWithdrawalRefund(id: number, idempotencyKey: string) {
  return sendAnswer('post', '/api/selfCustody/withdrawals/{id}/refundConfirm', { params: { id }, idempotencyKey });
}

// ---- approvals

export async function approveOperation(id: number, idempotencyKey: string) {
  return sendAnswer('post', '/api/selfCustody/operations/{id}/approve', { params: { id }, idempotencyKey });
}

export async function listApprovalPolicies() {
  return getAnswer('/api/selfCustody/approvalPolicies');
}

export async function updateApprovalPolicy(kind: OperationKind, body: ApprovalPolicyParams) {
  return sendAnswer('put', '/api/selfCustody/approvalPolicies/{kind}', { params: { kind }, body });
}

// ---- institutions

/** Institutions holding exactly `btcAccount`, or whose name or account contains `search`. */
export async function listInstitutions(query: QueryOf<'/api/selfCustody/institutions'>, signal?: AbortSignal) {
  return getAnswer('/api/selfCustody/institutions', { query, signal });
}

/** Renames an institution from now on: records already made keep their name. */
export async function renameInstitution(id: number, name: string) {
  const body: BodyOf<'/api/selfCustody/institutions/{id}/rename', 'post'> = { name };
  return sendAnswer('post', '/api/selfCustody/institutions/{id}/rename', { params: { id }, body });
}

// ---- data panel

export async function getDataPanel() {
  return getAnswer('/api/selfCustody/dataPanel');
}
