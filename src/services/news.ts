import { downloadFile } from '@/utils/download';
import { setVisibility, type Visibility } from './content';
import { sendAnswer, getAnswer, type BodyOf, type QueryOf, type RowOf } from './api';

export type NewsItem = RowOf<'/api/news'>;
export type NewsListQuery = QueryOf<'/api/news'>;
export type NewsSortField = NonNullable<NewsListQuery['sortField']>;
export type NewsFilters = Omit<NewsListQuery, 'current' | 'pageSize'>;
/** What the form edits; a new item may also be created hidden (`status`). */
export type NewsInput = BodyOf<'/api/news/{id}', 'put'>;

/** `signal` cancels the request when a newer list request supersedes it. */
export async function listNews(query: NewsListQuery, signal?: AbortSignal) {
  return getAnswer('/api/news', query, signal);
}

/** A new item is shown unless created hidden. */
export async function createNews(body: BodyOf<'/api/news', 'post'>) {
  return sendAnswer('post', '/api/news', { body });
}

export async function updateNews(id: number, body: NewsInput) {
  return sendAnswer('put', '/api/news/{id}', { params: { id }, body });
}

export async function setNewsVisibility(id: number, status: Visibility) {
  return setVisibility('/api/news', id, status);
}

export async function deleteNews(id: number) {
  return sendAnswer('delete', '/api/news/{id}', { params: { id } });
}

/** The CSV of the list's current filter, headers in the given interface language. */
export async function exportNews(filters: NewsFilters, locale: string) {
  return downloadFile('/api/news/export', { ...filters, locale }, 'news.csv');
}
