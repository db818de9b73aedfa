import type { hedgingRecords } from '../db/schema';
import type { BilingualColumn } from '../content/listing';
import type { z } from 'zod';
import {
  cexDepositRow,
  crossChainRow,
  rewardWithdrawalRow,
  spotSaleRow,
  type CexDepositRow,
  type CrossChainRow,
  type RewardWithdrawalRow,
  type SpotSaleRow,
} from './schema';

export type HedgingKind = 'rewardWithdrawal' | 'cexDeposit' | 'spotSale' | 'crossChain';
export type RecordRow = typeof hedgingRecords.$inferSelect;
type NewRecord = typeof hedgingRecords.$inferInsert;

export const plain = (value: string | null) =>
  value === null ? '' : value.includes('.') ? value.replace(/\.?0+$/, '') : value;
const iso = (value: Date | string) => new Date(value).toISOString();
const common = (row: RecordRow) => ({
  id: Number(row.id),
  sourceId: row.sourceId,
  token: row.token,
  amount: plain(row.amount),
  recordedAt: iso(row.recordedAt),
  receivedAt: iso(row.receivedAt),
});

/** The fields every kind's pushed row stores alike. */
const commonRecord = (row: { sourceId: string; token: string; amount: string; recordedAt: string }) => ({
  sourceId: row.sourceId,
  token: row.token,
  amount: row.amount,
  recordedAt: new Date(row.recordedAt),
});

export interface KindSpec<Row, Item> {
  rowSchema: z.ZodType<Row>;
  toRecord: (row: Row) => Omit<NewRecord, 'kind' | 'reportedBy'>;
  toItem: (row: RecordRow) => Item;
  exportColumns: BilingualColumn<Item>[];
  fileStem: string;
}

const header = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const commonHead = <Item extends { sourceId: string }>(): BilingualColumn<Item>[] => [
  { header: header('来源编号', 'Source ID'), value: (item) => item.sourceId },
];
const commonTail = <Item extends { token: string; amount: string; recordedAt: string }>(
  tokenHeader = header('代币', 'Token'),
  amountHeader = header('数量', 'Amount'),
): BilingualColumn<Item>[] => [
  { header: tokenHeader, value: (item) => item.token },
  { header: amountHeader, value: (item) => item.amount },
  { header: header('记录时间', 'Record time'), value: (item) => item.recordedAt, time: true },
];

const rewardWithdrawal: KindSpec<RewardWithdrawalRow, ReturnType<typeof rewardItem>> = {
  rowSchema: rewardWithdrawalRow,
  toRecord: (row) => ({
    ...commonRecord(row),
    network: row.network,
    accountName: row.accountName,
    address: row.accountAddress,
    targetAddress: row.targetAddress,
    receivingAccount: row.receivingAccount,
    txHash: row.txHash,
  }),
  toItem: (row) => rewardItem(row),
  fileStem: 'reward-withdrawals',
  exportColumns: [
    ...commonHead(),
    { header: header('账户名称', 'Account name'), value: (item) => item.accountName },
    { header: header('账户地址', 'Account address'), value: (item) => item.accountAddress },
    { header: header('目标地址', 'Target address'), value: (item) => item.targetAddress },
    { header: header('接收账户', 'Receiving account'), value: (item) => item.receivingAccount },
    { header: header('交易哈希', 'Transaction hash'), value: (item) => item.txHash },
    { header: header('网络', 'Network'), value: (item) => item.network },
    ...commonTail(),
  ],
};
function rewardItem(row: RecordRow) {
  return {
    ...common(row),
    accountName: row.accountName ?? '',
    accountAddress: row.address ?? '',
    targetAddress: row.targetAddress ?? '',
    receivingAccount: row.receivingAccount ?? '',
    txHash: row.txHash ?? '',
    network: row.network ?? '',
  };
}

function cexItem(row: RecordRow) {
  return { ...common(row), depositAddress: row.address ?? '', txHash: row.txHash ?? '', network: row.network ?? '' };
}
const cexDeposit: KindSpec<CexDepositRow, ReturnType<typeof cexItem>> = {
  rowSchema: cexDepositRow,
  toRecord: (row) => ({
    ...commonRecord(row),
    network: row.network,
    address: row.depositAddress,
    txHash: row.txHash,
  }),
  toItem: cexItem,
  fileStem: 'cex-deposits',
  exportColumns: [
    ...commonHead(),
    { header: header('充值地址', 'Deposit address'), value: (item) => item.depositAddress },
    { header: header('哈希', 'Hash'), value: (item) => item.txHash },
    { header: header('网络', 'Network'), value: (item) => item.network },
    ...commonTail(),
  ],
};

function spotItem(row: RecordRow) {
  return {
    ...common(row),
    tradingAccount: row.accountName ?? '',
    orderId: row.orderId ?? '',
    sellPrice: plain(row.sellPrice),
    receivedUsdc: plain(row.receivedUsdc),
    impliedPrice: plain(row.impliedPrice === null ? null : roundTo8(row.impliedPrice)),
  };
}
/** The stored implied price (18 decimals) cut to 8 for display; exact string arithmetic. */
function roundTo8(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return fraction ? `${whole}.${fraction.slice(0, 8)}` : whole;
}
const spotSale: KindSpec<SpotSaleRow, ReturnType<typeof spotItem>> = {
  rowSchema: spotSaleRow,
  toRecord: (row) => ({
    ...commonRecord(row),
    accountName: row.tradingAccount,
    orderId: row.orderId,
    sellPrice: row.sellPrice,
    receivedUsdc: row.receivedUsdc,
  }),
  toItem: spotItem,
  fileStem: 'spot-sales',
  exportColumns: [
    ...commonHead(),
    { header: header('交易账户', 'Trading account'), value: (item) => item.tradingAccount },
    { header: header('订单号', 'Order ID'), value: (item) => item.orderId },
    ...commonTail(header('卖出代币', 'Sold token'), header('卖出数量', 'Sold amount')).slice(0, 2),
    { header: header('卖出价格', 'Sell price'), value: (item) => item.sellPrice },
    { header: header('收到 USDC 数量', 'Received USDC'), value: (item) => item.receivedUsdc },
    { header: header('成交均价', 'Implied price'), value: (item) => item.impliedPrice },
    { header: header('记录时间', 'Record time'), value: (item) => item.recordedAt, time: true },
  ],
};

function crossItem(row: RecordRow) {
  return {
    ...common(row),
    crossChainAddress: row.address ?? '',
    sourceChain: row.network ?? '',
    targetChain: row.targetNetwork ?? '',
    txHash: row.txHash ?? '',
  };
}
const crossChain: KindSpec<CrossChainRow, ReturnType<typeof crossItem>> = {
  rowSchema: crossChainRow,
  toRecord: (row) => ({
    ...commonRecord(row),
    address: row.crossChainAddress,
    network: row.sourceChain,
    targetNetwork: row.targetChain,
    txHash: row.txHash,
  }),
  toItem: crossItem,
  fileStem: 'cross-chain',
  exportColumns: [
    ...commonHead(),
    { header: header('跨链地址', 'Cross-chain address'), value: (item) => item.crossChainAddress },
    { header: header('源链', 'Source chain'), value: (item) => item.sourceChain },
    { header: header('目标链', 'Target chain'), value: (item) => item.targetChain },
    { header: header('交易哈希', 'Transaction hash'), value: (item) => item.txHash },
    ...commonTail(),
  ],
};

export const KIND_SPECS = { rewardWithdrawal, cexDeposit, spotSale, crossChain };

/** Runs `use` with the kind's own spec, keeping its row and item types together. */
export function withSpec<Result>(
  kind: HedgingKind,
  use: <Row extends { sourceId: string }, Item>(spec: KindSpec<Row, Item>) => Result,
): Result {
  switch (kind) {
    case 'rewardWithdrawal':
      return use(rewardWithdrawal);
    case 'cexDeposit':
      return use(cexDeposit);
    case 'spotSale':
      return use(spotSale);
    case 'crossChain':
      return use(crossChain);
  }
}
export type HedgingItem<Kind extends HedgingKind> = ReturnType<(typeof KIND_SPECS)[Kind]['toItem']>;
