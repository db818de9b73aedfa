// Live sessions, listed for who may see them; ending one is judged by ./policy.ts.
import { and, count, desc, eq, gt, ilike, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, sessions } from '../db/schema';
import { containsPattern } from '../db/search';
import { pageOfSelect } from '../db/pages';
import { recordAudit, type Actor } from '../auditLogs/service';
import { idleCutoff } from '../auth/sessions';
import { AppError } from '../http/errors';
import { enforce, holdingOfRole, holdingsOfRoles, loadAuthority } from '../permissions/authority';
import { canRevokeSession, sessionAbilities } from './policy';
import type { SessionItem, SessionListQuery } from './schema';

function liveFilter(idleMinutes: number, now: Date) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, idleCutoff(idleMinutes, now)),
    eq(admins.enabled, true),
  );
}

export async function listLiveSessions(
  db: Db,
  settings: { idleMinutes: number },
  viewer: { actor: Actor; currentSessionId: string },
  query: SessionListQuery,
  now = new Date(),
): Promise<{ data: SessionItem[]; total: number }> {
  const where = and(
    liveFilter(settings.idleMinutes, now),
    query.adminEmail ? ilike(admins.email, containsPattern(query.adminEmail)) : undefined,
  );
  const [authority, { rows, total }] = await Promise.all([
    loadAuthority(db, viewer.actor),
    pageOfSelect(
      db
        .select({ session: sessions, adminEmail: admins.email, adminName: admins.name, roleId: admins.roleId })
        .from(sessions)
        .innerJoin(admins, eq(admins.id, sessions.adminId))
        .where(where)
        .$dynamic(),
      [desc(sessions.createdAt), desc(sessions.id)],
      query,
      db
        .select({ total: count() })
        .from(sessions)
        .innerJoin(admins, eq(admins.id, sessions.adminId))
        .where(where)
        .then(([row]) => Number(row.total)),
    ),
  ]);
  const holdings = await holdingsOfRoles(
    db,
    rows.map((row) => row.roleId),
  );
  return {
    total,
    data: rows.map(({ session, adminEmail, adminName, roleId }) => ({
      id: session.id,
      adminId: session.adminId,
      adminEmail,
      adminName,
      authMethod: session.authMethod,
      createdAt: new Date(session.createdAt).toISOString(),
      lastSeenAt: new Date(session.lastSeenAt).toISOString(),
      expiresAt: new Date(session.expiresAt).toISOString(),
      ip: session.ip,
      userAgent: session.userAgent,
      current: session.id === viewer.currentSessionId,
      abilities: sessionAbilities(authority, holdings.get(roleId) ?? { isSuper: false, permissions: new Map() }),
    })),
  };
}

/** Ends one session at once; its next request answers 401. */
export async function revokeSessionById(db: Db, actor: Actor, sessionId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
    if (!before) throw new AppError('SESSION_NOT_FOUND', 'This session does not exist.');
    const [owner] = await tx.select({ roleId: admins.roleId }).from(admins).where(eq(admins.id, before.adminId));
    enforce(canRevokeSession(await loadAuthority(tx, actor), await holdingOfRole(tx, owner.roleId)));
    if (before.revokedAt || new Date(before.expiresAt).getTime() <= now.getTime()) {
      throw new AppError('SESSION_ALREADY_REVOKED', 'This session has already ended.');
    }
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'revokedByAdmin' })
      .where(eq(sessions.id, sessionId));
    await recordAudit(tx, actor, {
      action: 'session.revoke',
      entityType: 'session',
      entityId: sessionId,
      before: { adminId: before.adminId, ip: before.ip, createdAt: before.createdAt },
      after: { revokedReason: 'revokedByAdmin' },
    });
  });
}
