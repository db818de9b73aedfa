// Request and answer shapes of site notices.
import { z } from 'zod';
import { listAndExportQueries, timeRangeQuery } from '../content/listing';
import { visibility } from '../content/visibility';
import { sortOrder } from '../http/envelope';
import { httpUrl } from '../http/fields';
import { NOTICE_PLATFORMS } from '../../../contract/vocabulary';

const noticePlatform = z.enum(NOTICE_PLATFORMS);
export type NoticePlatform = z.infer<typeof noticePlatform>;

export const noticeItem = z.object({
  id: z.number().int(),
  content: z.string(),
  link: z.string(),
  platform: noticePlatform,
  status: visibility,
  createdBy: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

export const { list: noticeListQuery, export: noticeExportQuery } = listAndExportQueries({
  content: z.string().max(1000).optional(),
  status: visibility.optional(),
  platform: noticePlatform.optional(),
  ...timeRangeQuery('created'),
  sortField: z.enum(['createdAt']).optional(),
  sortOrder: sortOrder.optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;
export type NoticeExportQuery = z.infer<typeof noticeExportQuery>;

const noticeFields = {
  content: z.string().trim().min(1).max(1000),
  link: httpUrl,
  platform: noticePlatform,
};

export const updateNoticeBody = z.strictObject(noticeFields);
export type UpdateNoticeInput = z.infer<typeof updateNoticeBody>;

/** The author is the signed-in administrator, never a field of the request. */
export const createNoticeBody = z.strictObject({ ...noticeFields, status: visibility.default('shown') });
export type CreateNoticeInput = z.infer<typeof createNoticeBody>;
