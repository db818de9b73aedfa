import { request } from '@umijs/max';
import { downloadFile, exportReader } from '@/utils/download';
import { compactQuery } from '@/utils/listQuery';
import type { AnswerOf, QueryOf, RowOf } from './api';
import { HEDGING_NETWORKS } from '../../contract/vocabulary';
export { HEDGING_NETWORKS };

/** The record kinds, by their API path under /api/hedgingStrategies. */
export type HedgingRecordPath = keyof HedgingRecords;
type ListPath<Kind extends HedgingRecordPath> = `/api/hedgingStrategies/${Kind}`;

/** Each kind's record; for a spot sale, `token` and `amount` are the sold ones. */
export interface HedgingRecords {
  rewardWithdrawals: RowOf<ListPath<'rewardWithdrawals'>>;
  cexDeposits: RowOf<ListPath<'cexDeposits'>>;
  spotSales: RowOf<ListPath<'spotSales'>>;
  crossChain: RowOf<ListPath<'crossChain'>>;
}
export type RewardWithdrawalItem = HedgingRecords['rewardWithdrawals'];
export type CexDepositItem = HedgingRecords['cexDeposits'];
export type SpotSaleItem = HedgingRecords['spotSales'];
export type CrossChainItem = HedgingRecords['crossChain'];

type HedgingAnswer = AnswerOf<ListPath<HedgingRecordPath>, 'get'>;
/** The count and the amount per token over the whole filter. */
export type HedgingTotals = HedgingAnswer['totals'];
/** A page of one kind's records, with the totals of its filter. */
type HedgingList<Kind extends HedgingRecordPath> = Omit<HedgingAnswer, 'data'> & { data: HedgingRecords[Kind][] };

/** The filters of every kind together (a kind's search form holds only its own); `search` is an exact hash, address or order id. */
export type HedgingListQuery = QueryOf<ListPath<'rewardWithdrawals'>> & QueryOf<ListPath<'crossChain'>>;
export type HedgingSortField = NonNullable<HedgingListQuery['sortField']>;

export async function listHedgingRecords<Kind extends HedgingRecordPath>(
  path: Kind,
  query: HedgingListQuery,
  signal?: AbortSignal,
) {
  return request<HedgingList<Kind>>(`/api/hedgingStrategies/${path}`, {
    method: 'GET',
    params: compactQuery(query),
    signal,
  });
}

export async function exportHedgingRecords(
  path: HedgingRecordPath,
  filters: Omit<HedgingListQuery, 'current' | 'pageSize'>,
  locale: string,
) {
  return downloadFile(`/api/hedgingStrategies/${path}/export`, { ...filters, ...exportReader(locale) }, `${path}.csv`);
}
