import { request } from '@umijs/max';
import { downloadFile } from '@/utils/download';
import { compactQuery } from '@/utils/listQuery';
import type { ApiList, ApiResult, SortOrder } from './types';

/** UTC days, YYYY-MM-DD, inclusive; left out, from the first day with data to today. */
export interface DayRange {
  from?: string;
  to?: string;
}

export interface PageViewFilters extends DayRange {
  /** Pages whose path contains this text. */
  page?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
}

export type PageViewSortField = 'day' | 'page' | 'country' | 'views';

export interface PageViewListQuery extends PageViewFilters {
  current?: number;
  pageSize?: number;
  sortField?: PageViewSortField;
  sortOrder?: SortOrder;
}

export interface PageViewItem {
  day: string;
  page: string;
  country: string;
  views: number;
}

export interface PageViewList extends ApiList<PageViewItem> {
  summary: { rows: number; views: number };
}

export async function pageViewsPerDay(filters: PageViewFilters) {
  return request<ApiResult<{ day: string; views: number }[]>>('/api/statistics/pageViews/daily', { method: 'GET', params: compactQuery(filters) });
}

export async function topPages(filters: PageViewFilters, limit = 10) {
  return request<ApiResult<{ page: string; views: number }[]>>('/api/statistics/pageViews/topPages', { method: 'GET', params: compactQuery({ ...filters, limit }) });
}

export async function topCountries(filters: PageViewFilters, limit = 10) {
  return request<ApiResult<{ country: string; views: number }[]>>('/api/statistics/pageViews/topCountries', { method: 'GET', params: compactQuery({ ...filters, limit }) });
}

export async function listPageViews(query: PageViewListQuery, signal?: AbortSignal) {
  return request<PageViewList>('/api/statistics/pageViews', { method: 'GET', params: compactQuery(query), signal });
}

export async function exportPageViews(filters: PageViewFilters, locale: string) {
  return downloadFile('/api/statistics/pageViews/export', { ...filters, locale }, 'page-views.csv');
}

export interface WalletFilters extends DayRange {
  chainId?: number;
  /** One exact address. */
  address?: string;
}

export type WalletSortField = 'day' | 'chainId' | 'address' | 'connections';

export interface WalletListQuery extends WalletFilters {
  current?: number;
  pageSize?: number;
  sortField?: WalletSortField;
  sortOrder?: SortOrder;
}

export interface WalletConnectionItem {
  day: string;
  chainId: number;
  address: string;
  connections: number;
}

export interface WalletList extends ApiList<WalletConnectionItem> {
  /** rows are address-days; distinctAddresses is null when the filter is too wide to count. */
  summary: { rows: number; connections: number; distinctAddresses: number | null };
}

export interface DailyConnections {
  day: string;
  chainId: number;
  connections: number;
  addresses: number;
}

export async function walletConnectionsPerDay(filters: WalletFilters) {
  return request<ApiResult<DailyConnections[]>>('/api/statistics/walletConnections/daily', { method: 'GET', params: compactQuery(filters) });
}

export async function listWalletConnections(query: WalletListQuery, signal?: AbortSignal) {
  return request<WalletList>('/api/statistics/walletConnections', { method: 'GET', params: compactQuery(query), signal });
}

export async function exportWalletConnections(filters: WalletFilters, locale: string) {
  return downloadFile('/api/statistics/walletConnections/export', { ...filters, locale }, 'wallet-connections.csv');
}
