// Request and answer shapes of news management.
import { z } from 'zod';
import { listAndExportQueries, timeRangeQuery } from '../content/listing';
import { visibility } from '../content/visibility';
import { sortOrder } from '../http/envelope';
import { httpUrl } from '../http/fields';

export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  publishedAt: z.string(),
  status: visibility,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const { list: newsListQuery, export: newsExportQuery } = listAndExportQueries({
  title: z.string().max(200).optional(),
  status: visibility.optional(),
  ...timeRangeQuery('published'),
  sortField: z.enum(['publishedAt', 'createdAt', 'title']).optional(),
  sortOrder: sortOrder.optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;
export type NewsExportQuery = z.infer<typeof newsExportQuery>;

const newsFields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(2000),
  imageUrl: httpUrl,
  link: httpUrl,
  publishedAt: z.iso.datetime({ offset: true }),
};

export const updateNewsBody = z.strictObject(newsFields);
export type UpdateNewsInput = z.infer<typeof updateNewsBody>;

/** A new item is shown at once unless created hidden. */
export const createNewsBody = z.strictObject({ ...newsFields, status: visibility.default('shown') });
export type CreateNewsInput = z.infer<typeof createNewsBody>;
