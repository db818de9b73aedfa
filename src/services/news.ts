import { downloadFile } from '@/utils/download';
import { setVisibility, type Visibility } from './content';
import { resourceCalls, type QueryOf, type RowOf } from './api';

export type NewsItem = RowOf<'/api/news'>;
export type NewsListQuery = QueryOf<'/api/news'>;
export type NewsSortField = NonNullable<NewsListQuery['sortField']>;
export type NewsFilters = Omit<NewsListQuery, 'current' | 'pageSize'>;

const news = resourceCalls('/api/news');

/** `signal` cancels the request when a newer list request supersedes it. */
export const listNews = news.list;

/** A new item is shown unless created hidden. */
export const createNews = news.create;

export const updateNews = news.update;

export async function setNewsVisibility(id: number, status: Visibility) {
  return setVisibility('/api/news', id, status);
}

export const deleteNews = news.remove;

/** The CSV of the list's current filter, headers in the given interface language. */
export async function exportNews(filters: NewsFilters, locale: string) {
  return downloadFile('/api/news/export', { ...filters, locale }, 'news.csv');
}
