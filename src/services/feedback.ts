import { request } from '@umijs/max';
import { downloadFile } from '@/utils/download';
import { compactQuery } from '@/utils/listQuery';
import type { ApiList, ApiResult, SortOrder } from './types';
import { type FeedbackStatus } from '../../contract/vocabulary';
export { type FeedbackStatus };


export interface FeedbackItem {
  id: number;
  /** The user's mailbox. */
  email: string;
  content: string;
  pictureUrl: string | null;
  /** When the user sent it, ISO 8601. */
  submittedAt: string;
  status: FeedbackStatus;
  processedBy: { id: number; name: string; email: string } | null;
  processedAt: string | null;
}

export type FeedbackSortField = 'submittedAt' | 'processedAt';

export interface FeedbackFilters {
  email?: string;
  status?: FeedbackStatus;
  submittedFrom?: string;
  submittedTo?: string;
  sortField?: FeedbackSortField;
  sortOrder?: SortOrder;
}

export interface FeedbackListQuery extends FeedbackFilters {
  current?: number;
  pageSize?: number;
}

export async function listFeedback(query: FeedbackListQuery, signal?: AbortSignal) {
  return request<ApiList<FeedbackItem>>('/api/feedback', { method: 'GET', params: compactQuery(query), signal });
}

/** Untreated → processed; an item already processed comes back unchanged. */
export async function processFeedback(id: number) {
  return request<ApiResult<FeedbackItem>>(`/api/feedback/${id}/process`, { method: 'POST' });
}

export async function exportFeedback(filters: FeedbackFilters, locale: string) {
  return downloadFile('/api/feedback/export', { ...filters, locale }, 'feedback.csv');
}
