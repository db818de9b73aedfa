import { request } from '@umijs/max';
import { downloadFile } from '@/utils/download';
import { compactQuery } from '@/utils/listQuery';
import type { ApiList, SortOrder } from './types';
import { HEDGING_NETWORKS } from '../../contract/vocabulary';
export { HEDGING_NETWORKS };

/** The record kinds, by their API path under /api/hedgingStrategies. */
export type HedgingRecordPath = 'rewardWithdrawals' | 'cexDeposits' | 'spotSales' | 'crossChain';

interface HedgingRecordBase {
  id: number;
  sourceId: string;
  /** For a spot sale, the sold token. */
  token: string;
  /** Exact decimal; for a spot sale, the sold amount. */
  amount: string;
  recordedAt: string;
  receivedAt: string;
}

export interface RewardWithdrawalItem extends HedgingRecordBase {
  accountName: string;
  accountAddress: string;
  targetAddress: string;
  receivingAccount: string;
  txHash: string;
  network: string;
}

export interface CexDepositItem extends HedgingRecordBase {
  depositAddress: string;
  txHash: string;
  network: string;
}

export interface SpotSaleItem extends HedgingRecordBase {
  tradingAccount: string;
  orderId: string;
  sellPrice: string;
  receivedUsdc: string;
  /** Received USDC / sold amount, to 8 decimals. */
  impliedPrice: string;
}

export interface CrossChainItem extends HedgingRecordBase {
  crossChainAddress: string;
  sourceChain: string;
  targetChain: string;
  txHash: string;
}

export interface HedgingTotals {
  count: number;
  amounts: { token: string; amount: string }[];
}

export interface HedgingList<Item> extends ApiList<Item> {
  totals: HedgingTotals;
}

export type HedgingSortField = 'recordedAt' | 'amount';

export interface HedgingFilters {
  recordedFrom?: string;
  recordedTo?: string;
  token?: string;
  /** An exact hash, address or order id. */
  search?: string;
  network?: string;
  sourceChain?: string;
  targetChain?: string;
  sortField?: HedgingSortField;
  sortOrder?: SortOrder;
}

export interface HedgingListQuery extends HedgingFilters {
  current?: number;
  pageSize?: number;
}


export async function listHedgingRecords<Item>(path: HedgingRecordPath, query: HedgingListQuery, signal?: AbortSignal) {
  return request<HedgingList<Item>>(`/api/hedgingStrategies/${path}`, { method: 'GET', params: compactQuery(query), signal });
}

export async function exportHedgingRecords(path: HedgingRecordPath, filters: HedgingFilters, locale: string) {
  return downloadFile(`/api/hedgingStrategies/${path}/export`, { ...filters, locale }, `${path}.csv`);
}
