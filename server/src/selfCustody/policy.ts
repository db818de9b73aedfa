// Money leaves on the word of enough distinct people. An operation is approved by holders of its
// kind's approval code, never by its requester, once per person; only a super administrator lowers
// how many people an approval policy asks for.
import { APPROVE_CODE } from '../permissions/codes';
import { type Authority, firstRefusal, refuse, requiresCode, ALLOWED, type Verdict } from '../permissions/authority';
import type { OperationKind, OperationStatus } from './schema';

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
        : refuse('OPERATION_NOT_AWAITING_APPROVAL', 'This operation is not awaiting approval.', { status: operation.status }),
    () =>
      operation.requestedBy === actor.adminId
        ? refuse('REQUESTER_CANNOT_APPROVE', 'The administrator who requested this operation cannot approve it.')
        : ALLOWED,
    () => (operation.approverIds.includes(actor.adminId) ? refuse('ALREADY_APPROVED', 'You have already approved this operation.') : ALLOWED),
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
