import { downloadFile, exportReader } from '@/utils/download';
import { sendAnswer, getAnswer, type QueryOf, type RowOf } from './api';

export type FeedbackItem = RowOf<'/api/feedback'>;
export type FeedbackListQuery = QueryOf<'/api/feedback'>;
export type FeedbackSortField = NonNullable<FeedbackListQuery['sortField']>;
/** The filters and sort of the current view, without its paging: what an export takes. */
type FeedbackFilters = Omit<QueryOf<'/api/feedback/export'>, 'locale' | 'timeZone'>;

export async function listFeedback(query: FeedbackListQuery, signal?: AbortSignal) {
  return getAnswer('/api/feedback', { query, signal });
}

/** Untreated → processed; an item already processed comes back unchanged. */
export async function processFeedback(id: number) {
  return sendAnswer('post', '/api/feedback/{id}/process', { params: { id } });
}

export async function exportFeedback(filters: FeedbackFilters, locale: string) {
  return downloadFile('/api/feedback/export', { ...filters, ...exportReader(locale) }, 'feedback.csv');
}
