import { request } from '@umijs/max';
import { downloadFile } from '@/utils/download';
import { compactQuery } from '@/utils/listQuery';
import { setVisibility, type Visibility } from './content';
import type { ApiDone, ApiList, ApiResult, SortOrder } from './types';

export interface NewsItem {
  id: number;
  title: string;
  description: string;
  /** The picture's address (http or https). */
  imageUrl: string;
  link: string;
  /** The news' own time, ISO 8601. */
  publishedAt: string;
  status: Visibility;
  createdAt: string;
  updatedAt: string;
}

export type NewsSortField = 'publishedAt' | 'createdAt' | 'title';

export interface NewsFilters {
  title?: string;
  status?: Visibility;
  publishedFrom?: string;
  publishedTo?: string;
  sortField?: NewsSortField;
  sortOrder?: SortOrder;
}

export interface NewsListQuery extends NewsFilters {
  current?: number;
  pageSize?: number;
}

export interface NewsInput {
  title: string;
  description: string;
  imageUrl: string;
  link: string;
  publishedAt: string;
}

/** `signal` cancels the request when a newer list request supersedes it. */
export async function listNews(query: NewsListQuery, signal?: AbortSignal) {
  return request<ApiList<NewsItem>>('/api/news', { method: 'GET', params: compactQuery(query), signal });
}

/** A new item is shown unless created hidden. */
export async function createNews(body: NewsInput & { status?: Visibility }) {
  return request<ApiResult<NewsItem>>('/api/news', { method: 'POST', data: body });
}

export async function updateNews(id: number, body: NewsInput) {
  return request<ApiResult<NewsItem>>(`/api/news/${id}`, { method: 'PUT', data: body });
}

export async function setNewsVisibility(id: number, status: Visibility) {
  return setVisibility<NewsItem>('/api/news', id, status);
}

export async function deleteNews(id: number) {
  return request<ApiDone>(`/api/news/${id}`, { method: 'DELETE' });
}

/** The CSV of the list's current filter, headers in the given interface language. */
export async function exportNews(filters: NewsFilters, locale: string) {
  return downloadFile('/api/news/export', { ...filters, locale }, 'news.csv');
}
