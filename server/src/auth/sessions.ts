// Sessions are opaque random tokens; only their SHA-256 is stored, with an absolute expiry.
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { SessionEndedCode } from '../../../contract/errors';
import type { Db } from '../db/client';
import { admins, sessions } from '../db/schema';
import type { AuthMethod } from './schema';
import { newSessionToken, sha256 } from './tokens';

export type SessionRow = typeof sessions.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;

export interface NewSession {
  adminId: number;
  ttlHours: number;
  authMethod: AuthMethod;
  ip: string | null;
  userAgent: string | null;
}

export async function createSession(tx: Db, input: NewSession): Promise<{ token: string; session: SessionRow }> {
  const token = newSessionToken();
  const [session] = await tx
    .insert(sessions)
    .values({
      adminId: input.adminId,
      tokenHash: sha256(token),
      authMethod: input.authMethod,
      expiresAt: new Date(Date.now() + input.ttlHours * 3600 * 1000),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
    })
    .returning();
  return { token, session };
}

/** The earliest last use that still keeps a session alive. */
export function idleCutoff(idleMinutes: number, now: Date): Date {
  return new Date(now.getTime() - idleMinutes * 60 * 1000);
}

/** The live session (not revoked, not expired, used within the idle timeout) and its enabled administrator for a token, or null. */
export async function findLiveSession(
  db: Db,
  token: string,
  settings: { idleMinutes: number },
  now = new Date(),
): Promise<{ session: SessionRow; admin: AdminRow } | null> {
  const [row] = await db
    .select({ session: sessions, admin: admins })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff(settings.idleMinutes, now)),
        eq(admins.enabled, true),
      ),
    );
  if (!row) return null;
  // Touch at most once a minute: it shows activity without a write on every request.
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, row.session.id), lt(sessions.lastSeenAt, new Date(now.getTime() - 60 * 1000))));
  return row;
}

/** What each recorded revocation means to the person whose session it was. */
const ENDED_BY_REVOCATION: Record<string, SessionEndedCode> = {
  signOut: 'SESSION_SIGNED_OUT',
  revokedByAdmin: 'SESSION_REVOKED',
  adminDisabled: 'SESSION_ACCOUNT_DISABLED',
  passwordChanged: 'SESSION_CREDENTIALS_CHANGED',
  passwordReset: 'SESSION_CREDENTIALS_CHANGED',
  walletChanged: 'SESSION_CREDENTIALS_CHANGED',
};

/**
 * Why the session of a token that was once issued is no longer live, or null for a token never issued
 * (which learns nothing). Only the holder of the token can ask, so it tells them what happened.
 */
export async function whySessionEnded(
  db: Db,
  token: string,
  settings: { idleMinutes: number },
  now = new Date(),
): Promise<SessionEndedCode | null> {
  const [row] = await db
    .select({ session: sessions, enabled: admins.enabled })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row) return null;
  return endedReasonOf(row.session, row.enabled, settings, now);
}

/** Why a session is no longer live, or null while it is. */
export function endedReasonOf(
  session: Pick<SessionRow, 'revokedAt' | 'revokedReason' | 'expiresAt' | 'lastSeenAt'>,
  adminEnabled: boolean,
  settings: { idleMinutes: number },
  now = new Date(),
): SessionEndedCode | null {
  if (session.revokedAt) return ENDED_BY_REVOCATION[session.revokedReason ?? ''] ?? 'SESSION_REVOKED';
  if (!adminEnabled) return 'SESSION_ACCOUNT_DISABLED';
  if (session.expiresAt <= now) return 'SESSION_EXPIRED';
  if (session.lastSeenAt <= idleCutoff(settings.idleMinutes, now)) return 'SESSION_IDLE';
  return null;
}

export async function revokeSession(tx: Db, sessionId: string, reason: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of an administrator (only those signed in by `authMethod`, when given), except the one given. Returns how many. */
export async function revokeAdminSessions(
  tx: Db,
  adminId: number,
  reason: string,
  exceptSessionId?: string,
  authMethod?: AuthMethod,
): Promise<number> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.adminId, adminId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        authMethod ? eq(sessions.authMethod, authMethod) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
