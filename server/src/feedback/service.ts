// Feedback the product's users send: administrators read it and mark it processed. Processing is
// one-way and takes effect once: a second request (double click, another administrator) changes
// nothing and answers the item as the first left it.
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { foundRow } from '../db/rows';
import { admins, feedback } from '../db/schema';
import { containsPattern } from '../db/search';
import { recordAudit, type Actor } from '../auditLogs/service';
import {
  idColumn,
  isAscending,
  listExport,
  timeRangeFilters,
  type BilingualColumn,
  type ExportLocale,
} from '../content/listing';
import { pageOfSelect } from '../db/pages';
import { AppError } from '../http/errors';
import type { FeedbackExportQuery, FeedbackItem, FeedbackListQuery, FeedbackStatus, ReceivedFeedback } from './schema';

const itemColumns = {
  feedback,
  processor: { id: admins.id, name: admins.name, email: admins.email },
};

type ItemRow = { feedback: typeof feedback.$inferSelect; processor: FeedbackItem['processedBy'] };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toItem({ feedback: row, processor }: ItemRow): FeedbackItem {
  return {
    id: row.id,
    email: row.email,
    content: row.content,
    pictureUrl: row.pictureUrl,
    submittedAt: new Date(row.submittedAt).toISOString(),
    status: row.status,
    processedBy: processor,
    processedAt: iso(row.processedAt),
  };
}

const withProcessor = (db: Db) =>
  db.select(itemColumns).from(feedback).leftJoin(admins, eq(admins.id, feedback.processedBy));

export async function listFeedback(db: Db, query: FeedbackListQuery) {
  const where = and(
    query.email?.trim() ? ilike(feedback.email, containsPattern(query.email)) : undefined,
    query.status ? eq(feedback.status, query.status) : undefined,
    ...timeRangeFilters(feedback.submittedAt, query.submittedFrom, query.submittedTo),
  );
  const ascending = isAscending(query);
  const direction = ascending ? asc : desc;
  // Untreated items have no processing time: they sort after the processed ones either way.
  const order =
    query.sortField === 'processedAt'
      ? [sql`${feedback.processedAt} ${sql.raw(ascending ? 'ASC' : 'DESC')} NULLS LAST`, direction(feedback.id)]
      : [direction(feedback.submittedAt), direction(feedback.id)];
  const { rows, total } = await pageOfSelect(
    withProcessor(db).where(where).$dynamic(),
    order,
    query,
    db.$count(feedback, where),
  );
  return { data: rows.map(toItem), total };
}

const STATUS_LABELS: Record<FeedbackStatus, Record<ExportLocale, string>> = {
  untreated: { 'zh-CN': '未处理', 'en-US': 'Untreated' },
  processed: { 'zh-CN': '已处理', 'en-US': 'Processed' },
};

const exportColumns: BilingualColumn<FeedbackItem>[] = [
  idColumn,
  { header: { 'zh-CN': '时间', 'en-US': 'Time' }, value: (item) => item.submittedAt, time: true },
  { header: { 'zh-CN': '邮箱', 'en-US': 'Mailbox' }, value: (item) => item.email },
  { header: { 'zh-CN': '图片', 'en-US': 'Picture' }, value: (item) => item.pictureUrl },
  { header: { 'zh-CN': '内容', 'en-US': 'Content' }, value: (item) => item.content },
  { header: { 'zh-CN': '状态', 'en-US': 'Status' }, value: (item, locale) => STATUS_LABELS[item.status][locale] },
  { header: { 'zh-CN': '处理人', 'en-US': 'Processed by' }, value: (item) => item.processedBy?.email },
  { header: { 'zh-CN': '处理时间', 'en-US': 'Processed at' }, value: (item) => item.processedAt, time: true },
];

export const exportFeedback = listExport<FeedbackExportQuery, FeedbackItem>(listFeedback, exportColumns);

async function findFeedback(db: Db, id: number): Promise<FeedbackItem> {
  const notFound = () => new AppError('FEEDBACK_NOT_FOUND', `Feedback ${id} does not exist.`);
  return toItem(await foundRow(withProcessor(db).where(eq(feedback.id, id)), false, notFound));
}

/** Untreated → processed, recording who and when; an item already processed is answered unchanged. */
export async function processFeedback(db: Db, actor: Actor & { adminId: number }, id: number): Promise<FeedbackItem> {
  return db.transaction(async (tx) => {
    // The condition on the status makes a concurrent second request wait for the first and then match nothing.
    const [changed] = await tx
      .update(feedback)
      .set({ status: 'processed', processedBy: actor.adminId, processedAt: new Date() })
      .where(and(eq(feedback.id, id), eq(feedback.status, 'untreated')))
      .returning({ id: feedback.id });
    const item = await findFeedback(tx, id);
    if (changed) {
      await recordAudit(tx, actor, {
        action: 'feedback.process',
        entityType: 'feedback',
        entityId: id,
        before: { status: 'untreated' },
        after: { status: item.status, processedAt: item.processedAt },
      });
    }
    return item;
  });
}

/** Feedback a user sent, as the product's site hands it over: untreated until an administrator processes it. */
export async function receiveFeedback(db: Db, actor: Actor, input: ReceivedFeedback): Promise<FeedbackItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ email: input.email, content: input.content, pictureUrl: input.pictureUrl ?? null })
      .returning({ id: feedback.id });
    const item = await findFeedback(tx, row.id);
    await recordAudit(tx, actor, {
      action: 'feedback.receive',
      entityType: 'feedback',
      entityId: row.id,
      after: { ...item, receivedByServiceToken: actor.serviceTokenId ?? null },
    });
    return item;
  });
}
