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

/** By default, what the server answers an administrator holding every code for the deposit's states; tests say otherwise. */
export function depositItem(fields: Partial<DepositItem> & Pick<DepositItem, 'id'>): DepositItem {
  const deposit: Omit<DepositItem, 'abilities'> = {
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
  const onChain = deposit.depositStatus === 'confirmed';
  return {
    ...deposit,
    abilities: fields.abilities ?? {
      confirmMint: onChain && deposit.mintStatus === 'not_minted',
      retryMint: onChain && deposit.mintStatus === 'failed',
    },
  };
}

/** By default, what the server answers an administrator holding every code for the withdrawal's status; tests say otherwise. */
export function withdrawalItem(fields: Partial<WithdrawalItem> & Pick<WithdrawalItem, 'id' | 'nonce'>): WithdrawalItem {
  const withdrawal: Omit<WithdrawalItem, 'abilities'> = {
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
  const from = (...statuses: WithdrawalItem['status'][]) => statuses.includes(withdrawal.status);
  return {
    ...withdrawal,
    abilities: fields.abilities ?? {
      confirm: from('cooling', 'failed'),
      requestRefund: from('cooling', 'failed'),
      confirmRefund: from('refund_requested', 'refund_failed'),
    },
  };
}
