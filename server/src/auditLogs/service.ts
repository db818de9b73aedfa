// Every change writes one append-only audit row, inside the same transaction as the change.
import { and, count, desc, eq, gte, ilike, lte } from 'drizzle-orm';
import type { AuditAction, AuditEntityType } from '../../../contract/vocabulary';
import type { Db } from '../db/client';
import { admins, auditLogs } from '../db/schema';
import { containsPattern } from '../db/search';
import { publishChange } from '../events/publish';

export interface Actor {
  adminId: number | null;
  /** Set when the service API (executor, indexer) acts, rather than an administrator. */
  serviceTokenId?: number | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** A record as the audit log keeps it: `abilities` describe the viewer of an answer, not the record, and stay out. */
function recorded(value: unknown): unknown {
  return value === undefined || value === null
    ? null
    : JSON.parse(JSON.stringify(value, (key, field) => (key === 'abilities' ? undefined : field)));
}

export async function recordAudit(tx: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  const entityId = entry.entityId == null ? null : String(entry.entityId);
  // Every audited change is also a live event, in the same transaction (src/events).
  await publishChange(tx, { action: entry.action, entityType: entry.entityType, entityId });
  await tx.insert(auditLogs).values({
    adminId: actor.adminId,
    action: entry.action,
    entityType: entry.entityType,
    entityId,
    before: recorded(entry.before),
    after: recorded(entry.after),
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}

/** The kinds of record whose creation the audit log names `<entityType>.create`. */
type CreatedEntityType = {
  [Type in AuditEntityType]: `${Type}.create` extends AuditAction ? Type : never;
}[AuditEntityType];

/** Records the creation of `item` (`<entityType>.create`, with `after` as its state) and answers the item. */
export async function auditedCreation<Item extends { id: number }>(
  tx: Db,
  actor: Actor,
  entityType: CreatedEntityType,
  item: Item,
  after: unknown,
): Promise<Item> {
  await recordAudit(tx, actor, { action: `${entityType}.create`, entityType, entityId: item.id, after });
  return item;
}

/** The kinds of record whose edit the audit log names `<entityType>.update`. */
type UpdatedEntityType = {
  [Type in AuditEntityType]: `${Type}.update` extends AuditAction ? Type : never;
}[AuditEntityType];

/** Records the edit of a record (`<entityType>.update`) with its state before and after. */
export async function auditedUpdate(
  tx: Db,
  actor: Actor,
  entityType: UpdatedEntityType,
  entityId: number,
  change: { before: unknown; after: unknown },
): Promise<void> {
  await recordAudit(tx, actor, { action: `${entityType}.update`, entityType, entityId, ...change });
}

export interface AuditQuery {
  current: number;
  pageSize: number;
  adminEmail?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
}

export async function listAuditLogs(db: Db, query: AuditQuery) {
  const where = and(
    query.adminEmail?.trim() ? ilike(admins.email, containsPattern(query.adminEmail)) : undefined,
    query.action?.trim() ? eq(auditLogs.action, query.action.trim()) : undefined,
    query.entityType?.trim() ? eq(auditLogs.entityType, query.entityType.trim()) : undefined,
    query.entityId?.trim() ? eq(auditLogs.entityId, query.entityId.trim()) : undefined,
    query.from ? gte(auditLogs.createdAt, query.from) : undefined,
    query.to ? lte(auditLogs.createdAt, query.to) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .leftJoin(admins, eq(admins.id, auditLogs.adminId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLogs).leftJoin(admins, eq(admins.id, auditLogs.adminId)).where(where),
  ]);
  return {
    data: rows.map(({ audit_logs: log, admins: admin }) => ({
      ...log,
      adminEmail: admin?.email ?? null,
      adminName: admin?.name ?? null,
      createdAt: new Date(log.createdAt).toISOString(),
    })),
    total,
  };
}
