// Site notices: a line of text with a jump link, per platform, shown or hidden; the author is the
// administrator who created it. Every change is audited.
import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, notices } from '../db/schema';
import { containsPattern } from '../db/search';
import { pageOfSelect } from '../db/pages';
import { foundRow } from '../db/rows';
import { type Actor, auditedCreation } from '../auditLogs/service';
import { deleteContent, editContent } from '../content/changes';
import {
  createdColumn,
  idColumn,
  isAscending,
  listExport,
  timeRangeFilters,
  type BilingualColumn,
  type ExportLocale,
} from '../content/listing';
import { contentStore, visibilityColumn, type VisibilityStore } from '../content/visibility';
import { AppError } from '../http/errors';
import type {
  CreateNoticeInput,
  NoticeExportQuery,
  NoticeItem,
  NoticeListQuery,
  NoticePlatform,
  UpdateNoticeInput,
} from './schema';

const itemColumns = {
  notice: notices,
  author: { id: admins.id, name: admins.name, email: admins.email },
};

function toItem({
  notice,
  author,
}: {
  notice: typeof notices.$inferSelect;
  author: NoticeItem['createdBy'];
}): NoticeItem {
  return {
    id: notice.id,
    content: notice.content,
    link: notice.link,
    platform: notice.platform,
    status: notice.status,
    createdBy: author,
    createdAt: new Date(notice.createdAt).toISOString(),
    updatedAt: new Date(notice.updatedAt).toISOString(),
  };
}

const withAuthor = (db: Db) => db.select(itemColumns).from(notices).innerJoin(admins, eq(admins.id, notices.createdBy));

function auditView(item: NoticeItem) {
  const { content, link, platform, status } = item;
  return { content, link, platform, status };
}

export async function listNotices(db: Db, query: NoticeListQuery) {
  const where = and(
    query.content?.trim() ? ilike(notices.content, containsPattern(query.content)) : undefined,
    query.status ? eq(notices.status, query.status) : undefined,
    query.platform ? eq(notices.platform, query.platform) : undefined,
    ...timeRangeFilters(notices.createdAt, query.createdFrom, query.createdTo),
  );
  const direction = isAscending(query) ? asc : desc;
  const { rows, total } = await pageOfSelect(
    withAuthor(db).where(where).$dynamic(),
    [direction(notices.createdAt), direction(notices.id)],
    query,
    db.$count(notices, where),
  );
  return { data: rows.map(toItem), total };
}

const PLATFORM_LABELS: Record<NoticePlatform, Record<ExportLocale, string>> = {
  all: { 'zh-CN': '全部', 'en-US': 'All' },
  web: { 'zh-CN': '网页', 'en-US': 'Web' },
  mobile: { 'zh-CN': '移动端', 'en-US': 'Mobile' },
};

const exportColumns: BilingualColumn<NoticeItem>[] = [
  idColumn,
  { header: { 'zh-CN': '内容', 'en-US': 'Content' }, value: (item) => item.content },
  { header: { 'zh-CN': '跳转链接', 'en-US': 'Jump link' }, value: (item) => item.link },
  visibilityColumn,
  { header: { 'zh-CN': '平台', 'en-US': 'Platform' }, value: (item, locale) => PLATFORM_LABELS[item.platform][locale] },
  { header: { 'zh-CN': '创建人', 'en-US': 'Created by' }, value: (item) => item.createdBy.email },
  createdColumn,
];

export const exportNotices = listExport<NoticeExportQuery, NoticeItem>(listNotices, exportColumns);

async function findNotice(db: Db, id: number, lock = false): Promise<NoticeItem> {
  const notFound = () => new AppError('NOTICE_NOT_FOUND', `Notice ${id} does not exist.`);
  return toItem(await foundRow(withAuthor(db).where(eq(notices.id, id)), lock, notFound, notices));
}

export const noticeVisibility: VisibilityStore<NoticeItem, UpdateNoticeInput> = contentStore(notices, {
  entityType: 'notice',
  find: findNotice,
  auditView,
});

/** Creates a notice authored by the signed-in administrator. */
export async function createNotice(
  db: Db,
  actor: Actor & { adminId: number },
  input: CreateNoticeInput,
): Promise<NoticeItem> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(notices)
      .values({ ...input, createdBy: actor.adminId, updatedBy: actor.adminId })
      .returning({ id: notices.id });
    const item = await findNotice(tx, created.id);
    return auditedCreation(tx, actor, 'notice', item, auditView(item));
  });
}

/** Edits the text, link and platform; the author stays, the visibility changes only by show / hide. */
export function updateNotice(db: Db, actor: Actor, id: number, input: UpdateNoticeInput): Promise<NoticeItem> {
  return editContent(db, actor, noticeVisibility, id, input);
}

export function deleteNotice(db: Db, actor: Actor, id: number): Promise<void> {
  return deleteContent(db, actor, noticeVisibility, id);
}
