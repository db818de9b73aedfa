import { downloadFile } from '@/utils/download';
import { setVisibility, type Visibility } from './content';
import { resourceCalls, type QueryOf, type RowOf } from './api';
import { NOTICE_PLATFORMS, type NoticePlatform } from '../../contract/vocabulary';
export { NOTICE_PLATFORMS, type NoticePlatform };

export type NoticeItem = RowOf<'/api/notices'>;
export type NoticeListQuery = QueryOf<'/api/notices'>;
/** The filters and sort of the current view, without its paging: what an export takes. */
type NoticeFilters = Omit<QueryOf<'/api/notices/export'>, 'locale'>;

const notices = resourceCalls('/api/notices');

export const listNotices = notices.list;

/** A new notice is shown unless created hidden. */
export const createNotice = notices.create;

export const updateNotice = notices.update;

export async function setNoticeVisibility(id: number, status: Visibility) {
  return setVisibility('/api/notices', id, status);
}

export const deleteNotice = notices.remove;

export async function exportNotices(filters: NoticeFilters, locale: string) {
  return downloadFile('/api/notices/export', { ...filters, locale }, 'notices.csv');
}
