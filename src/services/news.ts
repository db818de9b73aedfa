import { contentCalls } from './content';
import type { QueryOf, RowOf } from './api';

export type NewsItem = RowOf<'/api/news'>;
export type NewsListQuery = QueryOf<'/api/news'>;
export type NewsSortField = NonNullable<NewsListQuery['sortField']>;

const news = contentCalls('/api/news', 'news.csv');

/** `signal` cancels the request when a newer list request supersedes it. */
export const listNews = news.list;
export const createNews = news.create;
export const updateNews = news.update;
export const setNewsVisibility = news.setVisibility;
export const deleteNews = news.remove;
export const exportNews = news.exportCsv;
