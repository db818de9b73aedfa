// Every change writes one append-only audit row, inside the same transaction as the change.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLogs } from '../db/schema';

export interface Actor {
  adminId: number | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(tx: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    adminId: actor.adminId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}

export interface AuditQuery {
  current: number;
  pageSize: number;
  entityType?: string;
  entityId?: string;
  adminId?: number;
  action?: string;
}

export async function listAuditLogs(db: Db, query: AuditQuery) {
  const filters: SQL[] = [];
  if (query.entityType) filters.push(eq(auditLogs.entityType, query.entityType));
  if (query.entityId) filters.push(eq(auditLogs.entityId, query.entityId));
  if (query.adminId) filters.push(eq(auditLogs.adminId, query.adminId));
  if (query.action) filters.push(eq(auditLogs.action, query.action));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    db.$count(auditLogs, where),
  ]);
  return { data: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })), total };
}
