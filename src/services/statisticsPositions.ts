import { request } from '@umijs/max';
import { downloadFile } from '@/utils/download';
import { compactQuery } from '@/utils/listQuery';
import type { ApiResult, SortOrder } from './types';

// Items are type aliases (not interfaces) so that they fit ProTable's record constraint.
// ---- Position, team and lottery statistics (`/api/statistics/...`): amounts are exact decimal strings; days are UTC `YYYY-MM-DD`.

/** A page of a list with the totals of its whole filter (not just the page). */
export interface ApiListWithTotals<Item, Totals> {
  success: true;
  data: Item[];
  total: number;
  totals: Totals;
}

export interface DayRange {
  from?: string;
  to?: string;
}

export type PositionItem = {
  id: number;
  sourceId: string;
  vaultId: string;
  /** `btc`, or a numeric EVM chain ID. */
  chainId: string;
  createdAddress: string;
  btcDeposited: string;
  yuMinted: string;
  createdAt: string;
  observedAt: string;
};

export type PositionTotals = {
  positions: number;
  btcDeposited: string;
  yuMinted: string;
};

export type PositionSortField = 'createdAt' | 'btcDeposited' | 'yuMinted';

export interface PositionListQuery extends DayRange {
  current?: number;
  pageSize?: number;
  chainId?: string;
  vaultId?: string;
  createdAddress?: string;
  sortField?: PositionSortField;
  sortOrder?: SortOrder;
}

export type PositionDay = PositionTotals & { day: string };

export interface PositionChain extends PositionTotals {
  chainId: string;
}

export interface PositionChart {
  from: string;
  to: string;
  days: PositionDay[];
  chains: PositionChain[];
  totals: PositionTotals;
}

export type TeamItem = {
  captainAddress: string;
  sourceId: string;
  yuMinted: string;
  /** Members including the captain. */
  teamSize: number;
  observedAt: string;
  updatedAt: string;
};

export interface TeamTotals {
  teams: number;
  members: number;
  yuMinted: string;
}

export type TeamSortField = 'yuMinted' | 'teamSize' | 'observedAt';

export interface TeamListQuery {
  current?: number;
  pageSize?: number;
  captainAddress?: string;
  sortField?: TeamSortField;
  sortOrder?: SortOrder;
}

export type LotteryDrawItem = {
  id: number;
  sourceId: string;
  drawnAt: string;
  captainAddress: string;
  /** Members excluding the captain. */
  teamSize: number;
  captainBerries: string;
  totalPrizeBerries: string;
};

export interface LotteryTotals {
  draws: number;
  captainBerries: string;
  totalPrizeBerries: string;
}

export type LotterySortField = 'drawnAt' | 'totalPrizeBerries' | 'captainBerries';

export interface LotteryListQuery extends DayRange {
  current?: number;
  pageSize?: number;
  captainAddress?: string;
  sortField?: LotterySortField;
  sortOrder?: SortOrder;
}

export interface LotteryDay extends LotteryTotals {
  day: string;
}

export interface LotteryChart {
  from: string;
  to: string;
  days: LotteryDay[];
  totals: LotteryTotals;
}

type Filters<Query> = Omit<Query, 'current' | 'pageSize'>;

export async function listPositions(query: PositionListQuery, signal?: AbortSignal) {
  return request<ApiListWithTotals<PositionItem, PositionTotals>>('/api/statistics/positions', { method: 'GET', params: compactQuery(query), signal });
}

/** Per UTC day (empty days as zero) and per chain, over the range (the last 30 days by default). */
export async function getPositionChart(query: DayRange & { chainId?: string }, signal?: AbortSignal) {
  return request<ApiResult<PositionChart>>('/api/statistics/positions/chart', { method: 'GET', params: compactQuery(query), signal });
}

export async function exportPositions(query: Filters<PositionListQuery>, locale: string) {
  return downloadFile('/api/statistics/positions/export', { ...query, locale }, 'positions.csv');
}

export async function listTeams(query: TeamListQuery, signal?: AbortSignal) {
  return request<ApiListWithTotals<TeamItem, TeamTotals>>('/api/statistics/teams', { method: 'GET', params: compactQuery(query), signal });
}

export async function getTopTeams(limit: number) {
  return request<ApiResult<TeamItem[]>>('/api/statistics/teams/top', { method: 'GET', params: { limit } });
}

export async function exportTeams(query: Filters<TeamListQuery>, locale: string) {
  return downloadFile('/api/statistics/teams/export', { ...query, locale }, 'teams.csv');
}

export async function listLotteryDraws(query: LotteryListQuery, signal?: AbortSignal) {
  return request<ApiListWithTotals<LotteryDrawItem, LotteryTotals>>('/api/statistics/lotteryDraws', { method: 'GET', params: compactQuery(query), signal });
}

export async function getLotteryChart(query: DayRange) {
  return request<ApiResult<LotteryChart>>('/api/statistics/lotteryDraws/chart', { method: 'GET', params: compactQuery(query) });
}

export async function exportLotteryDraws(query: Filters<LotteryListQuery>, locale: string) {
  return downloadFile('/api/statistics/lotteryDraws/export', { ...query, locale }, 'lottery-draws.csv');
}
