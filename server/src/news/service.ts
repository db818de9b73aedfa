// News: the items the product shows its users, each with a picture and a link; created, edited,
// shown or hidden and deleted by administrators, every change audited.
import { and, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { news } from '../db/schema';
import { containsPattern } from '../db/search';
import { type Actor, auditedCreation } from '../auditLogs/service';
import { deleteContent, editContent } from '../content/changes';
import {
  createdColumn,
  idColumn,
  listExport,
  listOrder,
  timeRangeFilters,
  type BilingualColumn,
} from '../content/listing';
import { contentStore, visibilityColumn, type VisibilityStore } from '../content/visibility';
import { AppError } from '../http/errors';
import type { CreateNewsInput, NewsExportQuery, NewsItem, NewsListQuery, UpdateNewsInput } from './schema';
import { pageOfRows } from '../db/pages';
import { rowFinder } from '../db/rows';

type NewsRow = typeof news.$inferSelect;

function toItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    link: row.link,
    publishedAt: new Date(row.publishedAt).toISOString(),
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The fields an audit row shows of a news item. */
function auditView(item: NewsItem) {
  const { title, description, imageUrl, link, publishedAt, status } = item;
  return { title, description, imageUrl, link, publishedAt, status };
}

export async function listNews(db: Db, query: NewsListQuery) {
  const where = and(
    query.title?.trim() ? ilike(news.title, containsPattern(query.title)) : undefined,
    query.status ? eq(news.status, query.status) : undefined,
    ...timeRangeFilters(news.publishedAt, query.publishedFrom, query.publishedTo),
  );
  const sortColumns = { publishedAt: news.publishedAt, createdAt: news.createdAt, title: news.title };
  const order = listOrder(query, sortColumns, 'publishedAt', news.id);
  const { rows, total } = await pageOfRows(db, news, where, order, query);
  return { data: rows.map(toItem), total };
}

const exportColumns: BilingualColumn<NewsItem>[] = [
  idColumn,
  { header: { 'zh-CN': '标题', 'en-US': 'Title' }, value: (item) => item.title },
  { header: { 'zh-CN': '描述', 'en-US': 'Description' }, value: (item) => item.description },
  { header: { 'zh-CN': '图片地址', 'en-US': 'Image' }, value: (item) => item.imageUrl },
  { header: { 'zh-CN': '时间', 'en-US': 'Time' }, value: (item) => item.publishedAt, time: true },
  { header: { 'zh-CN': '链接', 'en-US': 'Link' }, value: (item) => item.link },
  visibilityColumn,
  createdColumn,
];

/** The CSV of every item the list's filter matches, in its sort order; refused above the export limit. */
export const exportNews = listExport<NewsExportQuery, NewsItem>(listNews, exportColumns);

const notFound = (id: number) => new AppError('NEWS_NOT_FOUND', `News item ${id} does not exist.`);

const findNewsRow = rowFinder(news, notFound);

async function findNews(db: Db, id: number, lock = false): Promise<NewsItem> {
  return toItem(await findNewsRow(db, id, lock));
}

/** What an edit writes: the text, picture, link and time. */
type NewsFields = Omit<UpdateNewsInput, 'publishedAt'> & { publishedAt: Date };

export const newsVisibility: VisibilityStore<NewsItem, NewsFields> = contentStore(news, {
  entityType: 'news',
  find: findNews,
  auditView,
});

export async function createNews(db: Db, actor: Actor, input: CreateNewsInput): Promise<NewsItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({
        ...input,
        publishedAt: new Date(input.publishedAt),
        createdBy: actor.adminId,
        updatedBy: actor.adminId,
      })
      .returning();
    const item = toItem(row);
    return auditedCreation(tx, actor, 'news', item, auditView(item));
  });
}

/** Edits the item's text, picture, link and time; its visibility changes only by show / hide. */
export function updateNews(db: Db, actor: Actor, id: number, input: UpdateNewsInput): Promise<NewsItem> {
  return editContent(db, actor, newsVisibility, id, { ...input, publishedAt: new Date(input.publishedAt) });
}

/** Deletes the item; the audit row keeps what it was. */
export function deleteNews(db: Db, actor: Actor, id: number): Promise<void> {
  return deleteContent(db, actor, newsVisibility, id);
}
