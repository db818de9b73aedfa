import { request } from '@umijs/max';
import { downloadFile } from '@/utils/download';
import { compactQuery } from '@/utils/listQuery';
import { setVisibility, type Visibility } from './content';
import type { ApiDone, ApiList, ApiResult, SortOrder } from './types';
import { NOTICE_PLATFORMS, type NoticePlatform } from '../../contract/vocabulary';
export { NOTICE_PLATFORMS, type NoticePlatform };


export interface NoticeItem {
  id: number;
  content: string;
  /** The jump link (http or https). */
  link: string;
  platform: NoticePlatform;
  status: Visibility;
  /** The administrator who created it, set by the server. */
  createdBy: { id: number; name: string; email: string };
  createdAt: string;
  updatedAt: string;
}

export interface NoticeFilters {
  content?: string;
  status?: Visibility;
  platform?: NoticePlatform;
  createdFrom?: string;
  createdTo?: string;
  sortField?: 'createdAt';
  sortOrder?: SortOrder;
}

export interface NoticeListQuery extends NoticeFilters {
  current?: number;
  pageSize?: number;
}

export interface NoticeInput {
  content: string;
  link: string;
  platform: NoticePlatform;
}

export async function listNotices(query: NoticeListQuery, signal?: AbortSignal) {
  return request<ApiList<NoticeItem>>('/api/notices', { method: 'GET', params: compactQuery(query), signal });
}

export async function createNotice(body: NoticeInput & { status?: Visibility }) {
  return request<ApiResult<NoticeItem>>('/api/notices', { method: 'POST', data: body });
}

export async function updateNotice(id: number, body: NoticeInput) {
  return request<ApiResult<NoticeItem>>(`/api/notices/${id}`, { method: 'PUT', data: body });
}

export async function setNoticeVisibility(id: number, status: Visibility) {
  return setVisibility<NoticeItem>('/api/notices', id, status);
}

export async function deleteNotice(id: number) {
  return request<ApiDone>(`/api/notices/${id}`, { method: 'DELETE' });
}

export async function exportNotices(filters: NoticeFilters, locale: string) {
  return downloadFile('/api/notices/export', { ...filters, locale }, 'notices.csv');
}
