import { request } from '@umijs/max';
import { downloadFile } from '@/utils/download';
import { setVisibility, type Visibility } from './content';
import { getAnswer, type AnswerOf, type BodyOf, type QueryOf, type RowOf } from './api';
import { NOTICE_PLATFORMS, type NoticePlatform } from '../../contract/vocabulary';
export { NOTICE_PLATFORMS, type NoticePlatform };

export type NoticeItem = RowOf<'/api/notices'>;
export type NoticeListQuery = QueryOf<'/api/notices'>;
/** The filters and sort of the current view, without its paging: what an export takes. */
type NoticeFilters = Omit<QueryOf<'/api/notices/export'>, 'locale'>;

export async function listNotices(query: NoticeListQuery, signal?: AbortSignal) {
  return getAnswer('/api/notices', query, signal);
}

/** A new notice is shown unless created hidden. */
export async function createNotice(body: BodyOf<'/api/notices', 'post'>) {
  return request<AnswerOf<'/api/notices', 'post'>>('/api/notices', { method: 'POST', data: body });
}

export async function updateNotice(id: number, body: BodyOf<'/api/notices/{id}', 'put'>) {
  return request<AnswerOf<'/api/notices/{id}', 'put'>>(`/api/notices/${id}`, { method: 'PUT', data: body });
}

export async function setNoticeVisibility(id: number, status: Visibility) {
  return setVisibility('/api/notices', id, status);
}

export async function deleteNotice(id: number) {
  return request<AnswerOf<'/api/notices/{id}', 'delete'>>(`/api/notices/${id}`, { method: 'DELETE' });
}

export async function exportNotices(filters: NoticeFilters, locale: string) {
  return downloadFile('/api/notices/export', { ...filters, locale }, 'notices.csv');
}
