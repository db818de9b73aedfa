import { contentCalls } from './content';
import type { QueryOf, RowOf } from './api';
import { NOTICE_PLATFORMS, type NoticePlatform } from '../../contract/vocabulary';
export { NOTICE_PLATFORMS, type NoticePlatform };

export type NoticeItem = RowOf<'/api/notices'>;
export type NoticeListQuery = QueryOf<'/api/notices'>;

const notices = contentCalls('/api/notices', 'notices.csv');

export const listNotices = notices.list;
export const createNotice = notices.create;
export const updateNotice = notices.update;
export const setNoticeVisibility = notices.setVisibility;
export const deleteNotice = notices.remove;
export const exportNotices = notices.exportCsv;
