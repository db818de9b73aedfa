// Money leaves on the word of enough distinct people. An operation is approved by holders of its
// kind's approval code, never by its requester, once per person; only a super administrator lowers
// how many people an approval policy asks for. A deposit's mint and a withdrawal's steps are taken
// by holders of their codes, from the states they may start from.
import type { PermissionCode } from '../../../contract/permissions';
import { APPROVE_CODE } from '../permissions/codes';
import { type Authority, firstRefusal, refuse, requiresCode, ALLOWED, type Verdict } from '../permissions/authority';
import type { DepositItem } from './schema/deposits';
import type { OperationKind, OperationStatus } from './schema/operations';
import type { WithdrawalStatus } from './schema/withdrawals';

export interface OperationSubject {
  kind: OperationKind;
  status: OperationStatus;
  requestedBy: number;
  approverIds: readonly number[];
}

export interface OperationAbilities {
  approve: boolean;
}

export function canApproveOperation(actor: Authority, operation: OperationSubject): Verdict {
  return firstRefusal(
    () => requiresCode(actor, APPROVE_CODE[operation.kind]),
    () =>
      operation.status === 'awaiting_approval'
        ? ALLOWED
        : refuse('OPERATION_NOT_AWAITING_APPROVAL', 'This operation is not awaiting approval.', {
            status: operation.status,
          }),
    () =>
      operation.requestedBy === actor.adminId
        ? refuse('REQUESTER_CANNOT_APPROVE', 'The administrator who requested this operation cannot approve it.')
        : ALLOWED,
    () =>
      operation.approverIds.includes(actor.adminId)
        ? refuse('ALREADY_APPROVED', 'You have already approved this operation.')
        : ALLOWED,
  );
}

export function operationAbilities(actor: Authority, operation: OperationSubject): OperationAbilities {
  return { approve: canApproveOperation(actor, operation).allowed };
}

/** `lowers`: the change asks fewer people, or from a higher amount, than the policy did. */
export function canChangeApprovalPolicy(actor: Authority, change: { lowers: boolean }): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'custody:approvalPolicy'),
    () =>
      change.lowers && !actor.isSuper
        ? refuse('APPROVAL_POLICY_LOWERING_SUPER_ONLY', 'Only a super administrator may lower an approval policy.')
        : ALLOWED,
  );
}

export function approvalPolicyAbilities(actor: Authority): { update: boolean; lower: boolean } {
  return {
    update: canChangeApprovalPolicy(actor, { lowers: false }).allowed,
    lower: canChangeApprovalPolicy(actor, { lowers: true }).allowed,
  };
}

// ---- deposits

export type DepositSubject = Pick<DepositItem, 'mintStatus' | 'depositStatus' | 'amount' | 'observedAmount'>;

export interface DepositAbilities {
  confirmMint: boolean;
  retryMint: boolean;
}

/** Only a deposit seen on chain with its recorded amount is minted. */
function confirmedOnChain(deposit: DepositSubject): Verdict {
  if (deposit.depositStatus === 'mismatch') {
    return refuse(
      'DEPOSIT_AMOUNT_MISMATCH',
      'The amount seen on chain differs from the recorded amount; nothing can be minted.',
      {
        recorded: deposit.amount,
        observed: deposit.observedAmount ?? '',
      },
    );
  }
  return deposit.depositStatus === 'confirmed'
    ? ALLOWED
    : refuse('DEPOSIT_NOT_CONFIRMED', 'The deposit has not been confirmed on chain yet.');
}

/** "Please double-check, minting YBTC will proceed upon confirmation!": once per deposit. */
export function canConfirmMint(actor: Authority, deposit: DepositSubject): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'deposits:confirmMint'),
    () => {
      if (deposit.mintStatus === 'not_minted') return ALLOWED;
      if (deposit.mintStatus === 'minted')
        return refuse('DEPOSIT_ALREADY_MINTED', 'YBTC has already been minted for this deposit.');
      if (deposit.mintStatus === 'failed')
        return refuse('MINT_FAILED_USE_RETRY', 'The mint failed; retry it deliberately.');
      return refuse('DEPOSIT_MINT_ALREADY_REQUESTED', 'Minting for this deposit is already requested.', {
        status: deposit.mintStatus,
      });
    },
    () => confirmedOnChain(deposit),
  );
}

/** A failed mint is retried deliberately, under its own code. */
export function canRetryMint(actor: Authority, deposit: DepositSubject): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'deposits:retryMint'),
    () =>
      deposit.mintStatus === 'failed'
        ? ALLOWED
        : refuse('MINT_NOT_FAILED', 'Only a failed mint can be retried.', { status: deposit.mintStatus }),
    () => confirmedOnChain(deposit),
  );
}

export function depositAbilities(actor: Authority, deposit: DepositSubject): DepositAbilities {
  return { confirmMint: canConfirmMint(actor, deposit).allowed, retryMint: canRetryMint(actor, deposit).allowed };
}

// ---- withdrawals

export type WithdrawalAction = 'confirm' | 'requestRefund' | 'confirmRefund';

/** From which statuses each administrator action may start, and the code it needs. */
const WITHDRAWAL_ACTIONS: Record<WithdrawalAction, { from: readonly WithdrawalStatus[]; code: PermissionCode }> = {
  confirm: { from: ['cooling', 'failed'], code: 'withdrawals:confirm' },
  requestRefund: { from: ['cooling', 'failed'], code: 'withdrawals:requestRefund' },
  confirmRefund: { from: ['refund_requested', 'refund_failed'], code: 'withdrawals:confirmRefund' },
};

export type WithdrawalAbilities = Record<WithdrawalAction, boolean>;

/**
 * May the actor take this step of the withdrawal now? Confirming also waits for the cooling time,
 * a clock the panel counts down and the database judges when the confirmation arrives.
 */
export function canTakeWithdrawalAction(
  actor: Authority,
  withdrawal: { status: WithdrawalStatus },
  action: WithdrawalAction,
): Verdict {
  return firstRefusal(
    () => requiresCode(actor, WITHDRAWAL_ACTIONS[action].code),
    () =>
      WITHDRAWAL_ACTIONS[action].from.includes(withdrawal.status)
        ? ALLOWED
        : refuse(
            'ILLEGAL_WITHDRAWAL_TRANSITION',
            `A withdrawal that is ${withdrawal.status} cannot take this step (${action}).`,
            { status: withdrawal.status, action },
          ),
  );
}

export function withdrawalAbilities(actor: Authority, withdrawal: { status: WithdrawalStatus }): WithdrawalAbilities {
  return {
    confirm: canTakeWithdrawalAction(actor, withdrawal, 'confirm').allowed,
    requestRefund: canTakeWithdrawalAction(actor, withdrawal, 'requestRefund').allowed,
    confirmRefund: canTakeWithdrawalAction(actor, withdrawal, 'confirmRefund').allowed,
  };
}
