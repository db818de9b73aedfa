import { downloadFile } from '@/utils/download';
import { setVisibility, type Visibility } from './content';
import { sendAnswer, getAnswer, type BodyOf, type QueryOf, type RowOf } from './api';
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
  return sendAnswer('post', '/api/notices', { body });
}

export async function updateNotice(id: number, body: BodyOf<'/api/notices/{id}', 'put'>) {
  return sendAnswer('put', '/api/notices/{id}', { params: { id }, body });
}

export async function setNoticeVisibility(id: number, status: Visibility) {
  return setVisibility('/api/notices', id, status);
}

export async function deleteNotice(id: number) {
  return sendAnswer('delete', '/api/notices/{id}', { params: { id } });
}

export async function exportNotices(filters: NoticeFilters, locale: string) {
  return downloadFile('/api/notices/export', { ...filters, locale }, 'notices.csv');
}
