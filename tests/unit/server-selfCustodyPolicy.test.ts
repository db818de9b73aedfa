import {
  approvalPolicyAbilities,
  canApproveOperation,
  canChangeApprovalPolicy,
  canConfirmMint,
  canRetryMint,
  canTakeWithdrawalAction,
  depositAbilities,
  operationAbilities,
  withdrawalAbilities,
} from '../../server/src/selfCustody/policy';
import { NO_AUTHORITY } from '../../server/src/permissions/authority';
import { authority, superAuthority } from '../support/authority';

const awaiting = {
  kind: 'withdrawal' as const,
  status: 'awaiting_approval' as const,
  requestedBy: 1,
  approverIds: [2],
};

describe('approving an operation', () => {
  it('needs the kind’s approval code, an operation awaiting approval, someone other than the requester, once', () => {
    expect(canApproveOperation(authority(3, ['withdrawals:confirm']), awaiting).allowed).toBe(true);
    expect(canApproveOperation(authority(3, ['deposits:confirmMint']), awaiting)).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      canApproveOperation(authority(3, ['withdrawals:confirm']), { ...awaiting, status: 'approved' }),
    ).toMatchObject({ code: 'OPERATION_NOT_AWAITING_APPROVAL' });
    expect(canApproveOperation(superAuthority(1), awaiting)).toMatchObject({ code: 'REQUESTER_CANNOT_APPROVE' });
    expect(canApproveOperation(authority(2, ['withdrawals:confirm']), awaiting)).toMatchObject({
      code: 'ALREADY_APPROVED',
    });
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
    expect(canChangeApprovalPolicy(keeper, { lowers: true })).toMatchObject({
      code: 'APPROVAL_POLICY_LOWERING_SUPER_ONLY',
    });
    expect(canChangeApprovalPolicy(superAuthority(1), { lowers: true }).allowed).toBe(true);
    expect(approvalPolicyAbilities(keeper)).toEqual({ update: true, lower: false });
    expect(approvalPolicyAbilities(authority(5, ['selfCustody.dataPanel']))).toEqual({ update: false, lower: false });
  });
});

describe('a deposit’s mint', () => {
  const minter = authority(6, ['deposits:confirmMint', 'deposits:retryMint']);
  const deposit = {
    mintStatus: 'not_minted' as const,
    depositStatus: 'confirmed' as const,
    amount: '1.5',
    observedAmount: '1.5',
  };

  it('is confirmed once, by holders of the code, for a deposit seen on chain with its amount', () => {
    expect(canConfirmMint(minter, deposit).allowed).toBe(true);
    expect(canConfirmMint(authority(7, ['deposits:retryMint']), deposit)).toMatchObject({ code: 'FORBIDDEN' });
    expect(canConfirmMint(minter, { ...deposit, depositStatus: 'unconfirmed' })).toMatchObject({
      code: 'DEPOSIT_NOT_CONFIRMED',
    });
    expect(canConfirmMint(minter, { ...deposit, depositStatus: 'mismatch', observedAmount: '1.4' })).toMatchObject({
      code: 'DEPOSIT_AMOUNT_MISMATCH',
      params: { recorded: '1.5', observed: '1.4' },
    });
    expect(canConfirmMint(minter, { ...deposit, mintStatus: 'minted' })).toMatchObject({
      code: 'DEPOSIT_ALREADY_MINTED',
    });
    expect(canConfirmMint(minter, { ...deposit, mintStatus: 'failed' })).toMatchObject({
      code: 'MINT_FAILED_USE_RETRY',
    });
    expect(canConfirmMint(minter, { ...deposit, mintStatus: 'awaiting_approval' })).toMatchObject({
      code: 'DEPOSIT_MINT_ALREADY_REQUESTED',
      params: { status: 'awaiting_approval' },
    });
  });

  it('is retried only after a failure, under its own code', () => {
    expect(canRetryMint(minter, { ...deposit, mintStatus: 'failed' }).allowed).toBe(true);
    expect(canRetryMint(minter, deposit)).toMatchObject({ code: 'MINT_NOT_FAILED' });
    expect(canRetryMint(authority(8, ['deposits:confirmMint']), { ...deposit, mintStatus: 'failed' })).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(depositAbilities(minter, { ...deposit, mintStatus: 'failed' })).toEqual({
      confirmMint: false,
      retryMint: true,
    });
  });
});

describe('a withdrawal’s steps', () => {
  const officer = authority(9, ['withdrawals:confirm', 'withdrawals:requestRefund']);

  it('start from their own statuses, for holders of their own codes', () => {
    expect(withdrawalAbilities(officer, { status: 'cooling' })).toEqual({
      confirm: true,
      requestRefund: true,
      confirmRefund: false,
    });
    expect(withdrawalAbilities(officer, { status: 'refund_requested' })).toEqual({
      confirm: false,
      requestRefund: false,
      confirmRefund: false,
    });
    expect(canTakeWithdrawalAction(officer, { status: 'pending' }, 'confirm')).toMatchObject({
      code: 'ILLEGAL_WITHDRAWAL_TRANSITION',
      params: { status: 'pending', action: 'confirm' },
    });
    expect(canTakeWithdrawalAction(officer, { status: 'refund_requested' }, 'confirmRefund')).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(withdrawalAbilities(superAuthority(1), { status: 'refund_failed' })).toEqual({
      confirm: false,
      requestRefund: false,
      confirmRefund: true,
    });
  });
});
