// The deposit form's button and field labels as the panel shows them in each language, for the end-to-end
// journeys that fill it in.
export const DEPOSIT_FORM_TEXT = {
  'en-US': {
    record: 'Record deposit',
    userAddress: 'User address',
    userName: 'User name',
    amount: 'Deposit amount (BTC)',
    cobo: 'Cobo address',
    depositHash: 'Deposit hash',
    receiving: 'Receiving address',
    type: 'Type',
    fixed: 'Fixed',
    lockTime: 'Lock time',
    remarks: 'Remarks',
  },
  'zh-CN': {
    record: '登记存款',
    userAddress: '用户地址',
    userName: '用户名',
    amount: '存款金额 (BTC)',
    cobo: 'Cobo 地址',
    depositHash: '存款哈希',
    receiving: '接收地址',
    type: '类型',
    fixed: '定期',
    lockTime: '锁定时间',
    remarks: '备注',
  },
} as const;
