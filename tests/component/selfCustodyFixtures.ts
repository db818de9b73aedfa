import type { DepositItem, OperationItem, WithdrawalItem } from '@/services/selfCustody';

export const BTC_HASH = 'ab'.repeat(32);
export const EVM_ADDRESS = `0x${'12'.repeat(20)}`;
export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** By default the signed-in administrator may not approve it; tests say when the server allows it. */
export function operationItem(fields: Partial<OperationItem> & Pick<OperationItem, 'id' | 'kind'>): OperationItem {
  return {
    attempt: 1,
    status: 'awaiting_approval',
    amount: '1.50000000',
    destination: EVM_ADDRESS,
    requiredApprovals: 2,
    requestedBy: { id: 9, name: 'Grace' },
    requestedAt: '2026-01-02T03:04:05.000Z',
    approvals: [],
    awaitingApprovals: 2,
    approvedAt: null,
    txHash: null,
    submittedAt: null,
    confirmedAt: null,
    failedAt: null,
    failureReason: null,
    depositId: null,
    withdrawalId: null,
    crsmRequestId: null,
    abilities: { approve: false },
    ...fields,
  };
}

export function depositItem(fields: Partial<DepositItem> & Pick<DepositItem, 'id'>): DepositItem {
  return {
    institutionId: 1,
    userAddress: BTC_ADDRESS,
    userName: 'Acme Capital',
    amount: '1.50000000',
    coboAddress: BTC_ADDRESS,
    depositHash: BTC_HASH,
    receivingAddress: EVM_ADDRESS,
    type: 'fixed',
    lockTime: '2026-06-01T00:00:00.000Z',
    remarks: 'Q1 deposit',
    ethHash: null,
    depositStatus: 'confirmed',
    observedAmount: '1.50000000',
    observedConfirmations: 6,
    observedAt: '2026-01-02T03:04:05.000Z',
    mintStatus: 'not_minted',
    mintFailureReason: null,
    recordedByName: 'Ada',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    operation: null,
    ...fields,
  };
}

export function withdrawalItem(fields: Partial<WithdrawalItem> & Pick<WithdrawalItem, 'id' | 'nonce'>): WithdrawalItem {
  return {
    institutionId: 1,
    institutionName: 'Acme Capital',
    userAddress: BTC_ADDRESS,
    receivingAddress: BTC_ADDRESS,
    amount: '0.25000000',
    requestedAt: '2026-01-02T03:04:05.000Z',
    coolingEndsAt: '2026-01-03T03:04:05.000Z',
    status: 'cooling',
    btcHash: null,
    refundHash: null,
    failureReason: null,
    refundReason: null,
    refundRequestedByName: null,
    refundRequestedAt: null,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    operation: null,
    ...fields,
  };
}
