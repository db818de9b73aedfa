import { approvalPolicyAbilities, canApproveOperation, canChangeApprovalPolicy, operationAbilities } from '../../server/src/selfCustody/policy';
import { NO_AUTHORITY } from '../../server/src/permissions/authority';
import { authority, superAuthority } from '../support/authority';

const awaiting = { kind: 'withdrawal' as const, status: 'awaiting_approval' as const, requestedBy: 1, approverIds: [2] };

describe('approving an operation', () => {
  it('needs the kind’s approval code, an operation awaiting approval, someone other than the requester, once', () => {
    expect(canApproveOperation(authority(3, ['withdrawals:confirm']), awaiting).allowed).toBe(true);
    expect(canApproveOperation(authority(3, ['deposits:confirmMint']), awaiting)).toMatchObject({ code: 'FORBIDDEN' });
    expect(canApproveOperation(authority(3, ['withdrawals:confirm']), { ...awaiting, status: 'approved' })).toMatchObject({ code: 'OPERATION_NOT_AWAITING_APPROVAL' });
    expect(canApproveOperation(superAuthority(1), awaiting)).toMatchObject({ code: 'REQUESTER_CANNOT_APPROVE' });
    expect(canApproveOperation(authority(2, ['withdrawals:confirm']), awaiting)).toMatchObject({ code: 'ALREADY_APPROVED' });
  });

  it('is never a service caller’s', () => {
    expect(operationAbilities(NO_AUTHORITY, awaiting)).toEqual({ approve: false });
    expect(operationAbilities(superAuthority(9), { ...awaiting, kind: 'crsm_open' })).toEqual({ approve: true });
  });
});

describe('the approval policy', () => {
  it('is raised by holders of the code and lowered only by a super administrator', () => {
    const keeper = authority(4, ['custody:approvalPolicy']);
    expect(canChangeApprovalPolicy(keeper, { lowers: false }).allowed).toBe(true);
    expect(canChangeApprovalPolicy(keeper, { lowers: true })).toMatchObject({ code: 'APPROVAL_POLICY_LOWERING_SUPER_ONLY' });
    expect(canChangeApprovalPolicy(superAuthority(1), { lowers: true }).allowed).toBe(true);
    expect(approvalPolicyAbilities(keeper)).toEqual({ update: true, lower: false });
    expect(approvalPolicyAbilities(authority(5, ['selfCustody.dataPanel']))).toEqual({ update: false, lower: false });
  });
});
