import { downloadFile, exportReader } from '@/utils/download';
import { getAnswer, type AnswerOf, type QueryOf, type RowOf } from './api';

// ---- Page views and wallet connections (`/api/statistics/...`): UTC days, YYYY-MM-DD, inclusive; left out, from the first day with data to today.

/** `page`: pages whose path contains this text; `country`: ISO 3166-1 alpha-2. */
export type PageViewFilters = QueryOf<'/api/statistics/pageViews/daily'>;
export type PageViewListQuery = QueryOf<'/api/statistics/pageViews'>;
export type PageViewSortField = NonNullable<PageViewListQuery['sortField']>;
export type PageViewItem = RowOf<'/api/statistics/pageViews'>;
export type PageViewList = AnswerOf<'/api/statistics/pageViews', 'get'>;

/** One exact `address`. */
export type WalletFilters = QueryOf<'/api/statistics/walletConnections/daily'>;
export type WalletListQuery = QueryOf<'/api/statistics/walletConnections'>;
export type WalletSortField = NonNullable<WalletListQuery['sortField']>;
export type WalletConnectionItem = RowOf<'/api/statistics/walletConnections'>;
/** Its summary's rows are address-days; distinctAddresses is null when the filter is too wide to count. */
export type WalletList = AnswerOf<'/api/statistics/walletConnections', 'get'>;

export async function pageViewsPerDay(filters: PageViewFilters) {
  return getAnswer('/api/statistics/pageViews/daily', { query: filters });
}

export async function topPages(filters: PageViewFilters, limit = 10) {
  const query: QueryOf<'/api/statistics/pageViews/topPages'> = { ...filters, limit };
  return getAnswer('/api/statistics/pageViews/topPages', { query });
}

export async function topCountries(filters: PageViewFilters, limit = 10) {
  const query: QueryOf<'/api/statistics/pageViews/topCountries'> = { ...filters, limit };
  return getAnswer('/api/statistics/pageViews/topCountries', { query });
}

export async function listPageViews(query: PageViewListQuery, signal?: AbortSignal) {
  return getAnswer('/api/statistics/pageViews', { query, signal });
}

export async function exportPageViews(
  filters: Omit<QueryOf<'/api/statistics/pageViews/export'>, 'locale' | 'timeZone'>,
  locale: string,
) {
  return downloadFile('/api/statistics/pageViews/export', { ...filters, ...exportReader(locale) }, 'page-views.csv');
}

export async function walletConnectionsPerDay(filters: WalletFilters) {
  return getAnswer('/api/statistics/walletConnections/daily', { query: filters });
}

export async function listWalletConnections(query: WalletListQuery, signal?: AbortSignal) {
  return getAnswer('/api/statistics/walletConnections', { query, signal });
}

export async function exportWalletConnections(
  filters: Omit<QueryOf<'/api/statistics/walletConnections/export'>, 'locale' | 'timeZone'>,
  locale: string,
) {
  return downloadFile(
    '/api/statistics/walletConnections/export',
    { ...filters, ...exportReader(locale) },
    'wallet-connections.csv',
  );
}
