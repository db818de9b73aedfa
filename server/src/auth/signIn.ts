// Sign-in with a password (then a TOTP code when two-factor is on), the session's data, sign-out,
// and the step-up proof that money approvals ask for; failures are throttled.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, pendingSignIns, roles, sessions } from '../db/schema';
import { consumeOnce } from '../db/oneTime';
import { recordAudit, type Actor } from '../auditLogs/service';
import { AppError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { loadGrants } from '../permissions/grants';
import { burnVerificationTime, verifyPassword } from './passwords';
import type { AuthMethod, PendingSignIn, SessionData } from './schema';
import { createSession, revokeSession, type AdminRow, type SessionRow } from './sessions';
import {
  accountKey,
  addressKey,
  assertNotThrottled,
  clearFailures,
  pruneOldFailures,
  recordFailure,
  type ThrottleKeys,
} from './throttle';
import { newSessionToken, sha256 } from './tokens';
import { consumeTotpCode, enableTwoFactor, startEnrolment, totpCodeInvalid, twoFactorState } from './twoFactor';

export async function sessionDataFor(db: Db, admin: AdminRow, authMethod: AuthMethod): Promise<SessionData> {
  const [role] = await db.select().from(roles).where(eq(roles.id, admin.roleId));
  const grants = await loadGrants(db, admin.roleId);
  return {
    admin: {
      id: admin.id,
      email: admin.email,
      name: admin.name,
      description: admin.description,
      walletAddress: admin.walletAddress,
      approvalEmails: admin.approvalEmails,
      role: { id: role.id, identifier: role.identifier, name: role.name, isSuper: role.isSuper },
    },
    authMethod,
    permissions: grants.codes.map((code) => ({ code })),
    yalalist: grants.yalalist,
  };
}

export interface SignInInput {
  email: string;
  password: string;
}

export type SignedInResult = SessionData & { token: string; expiresAt: string };
export type SignInResult = SignedInResult | PendingSignIn;

const PENDING_SIGN_IN_MINUTES = 5;

/** Who proved themselves and how: the throttle account their failures count against, and what the sign-in's audit row adds. */
export interface ProvenIdentity {
  admin: AdminRow;
  method: AuthMethod;
  throttleAccount: string;
  audited?: Record<string, unknown>;
}

/** Issues the session of a fully proven sign-in, forgetting the account's failures from this address. */
async function openSession(
  db: Db,
  settings: { sessionTtlHours: number },
  actor: Actor,
  { admin, method, throttleAccount, audited = {} }: ProvenIdentity,
): Promise<SignedInResult> {
  const { token, session } = await db.transaction(async (tx) => {
    await clearFailures(tx, { account: throttleAccount, address: addressKey(actor.ip) });
    const created = await createSession(tx, {
      adminId: admin.id,
      ttlHours: settings.sessionTtlHours,
      authMethod: method,
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
    await recordAudit(
      tx,
      { ...actor, adminId: admin.id },
      {
        action: 'session.signIn',
        entityType: 'session',
        entityId: created.session.id,
        after: { method, ...audited, expiresAt: created.session.expiresAt },
      },
    );
    return created;
  });
  return { token, expiresAt: session.expiresAt.toISOString(), ...(await sessionDataFor(db, admin, method)) };
}

/**
 * After the first factor: a session at once, or, when the administrator has TOTP on (or their
 * role requires it), a short-lived single-use pending sign-in that the code completes.
 */
export async function finishFirstFactor(
  db: Db,
  settings: { sessionTtlHours: number },
  actor: Actor,
  identity: ProvenIdentity,
  now = new Date(),
): Promise<SignInResult> {
  const { admin, method } = identity;
  const state = await twoFactorState(db, admin);
  if (!state.enabled && !state.required) return openSession(db, settings, actor, identity);
  const enrolment = state.enabled ? undefined : await startEnrolment(db, admin);
  const pendingToken = newSessionToken();
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_MINUTES * 60 * 1000);
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
  await db.insert(pendingSignIns).values({
    tokenHash: sha256(pendingToken),
    adminId: admin.id,
    purpose: enrolment ? 'enrol' : 'totp',
    authMethod: method,
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 512) ?? null,
    createdAt: now,
    expiresAt,
  });
  return {
    twoFactor: enrolment ? 'enrol' : 'totp',
    pendingToken,
    expiresAt: expiresAt.toISOString(),
    ...(enrolment ? { enrolment } : {}),
  };
}

/** Where failures are counted and who is told when they pile up: the same for every proof of identity. */
export interface FailureCounting {
  mailer: Mailer;
}

/** Counts a failed proof for this account from this address (telling the owner, if any, when failures pile up) and refuses with `error`. */
export async function refuse(
  db: Db,
  counting: FailureCounting,
  keys: ThrottleKeys,
  ownerEmail: string | null,
  error: AppError,
): Promise<never> {
  await recordFailure(db, keys, { mailer: counting.mailer, ownerEmail });
  await pruneOldFailures(db);
  throw error;
}

export function throttleKeysFor(identifier: string, actor: Actor): ThrottleKeys {
  return { account: accountKey(identifier), address: addressKey(actor.ip) };
}

export async function signInWithPassword(
  db: Db,
  settings: { sessionTtlHours: number } & FailureCounting,
  actor: Actor,
  input: SignInInput,
): Promise<SignInResult> {
  const keys = throttleKeysFor(input.email, actor);
  await assertNotThrottled(db, keys);

  const [admin] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${input.email.trim().toLowerCase()}`);
  const passwordMatches = admin
    ? await verifyPassword(admin.passwordHash, input.password)
    : await burnVerificationTime(input.password).then(() => false);
  // A disabled administrator is answered, and counted, exactly as a wrong password: the answer tells nothing.
  if (!admin || !passwordMatches || !admin.enabled) {
    return refuse(
      db,
      settings,
      keys,
      admin?.enabled ? admin.email : null,
      new AppError('INVALID_CREDENTIALS', 'Incorrect email or password.'),
    );
  }
  return finishFirstFactor(db, settings, actor, { admin, method: 'password', throttleAccount: keys.account });
}

/** The second step: the pending sign-in's token and a TOTP code (which, for an enrolment, also turns TOTP on). */
export async function signInWithTotp(
  db: Db,
  settings: { sessionTtlHours: number } & FailureCounting,
  actor: Actor,
  input: { pendingToken: string; code: string },
  now = new Date(),
): Promise<SignedInResult> {
  const invalidPending = new AppError(
    'PENDING_SIGN_IN_INVALID',
    'This sign-in has expired; enter your email and password again.',
  );
  const [pending] = await db
    .select()
    .from(pendingSignIns)
    .where(
      and(
        eq(pendingSignIns.tokenHash, sha256(input.pendingToken)),
        isNull(pendingSignIns.consumedAt),
        gt(pendingSignIns.expiresAt, now),
      ),
    );
  if (!pending) throw invalidPending;
  const [admin] = await db.select().from(admins).where(eq(admins.id, pending.adminId));
  if (!admin?.enabled) throw invalidPending;

  const keys = throttleKeysFor(admin.email, actor);
  await assertNotThrottled(db, keys, now);
  if (!(await consumeTotpCode(db, admin, input.code, { enrolling: pending.purpose === 'enrol' }, now))) {
    return refuse(db, settings, keys, admin.email, totpCodeInvalid());
  }
  if (!(await consumeOnce(db, pendingSignIns, pending.id, now))) throw invalidPending;
  if (pending.purpose === 'enrol') {
    await enableTwoFactor(db, { ...actor, adminId: admin.id }, admin.id, now);
  }
  return openSession(db, settings, actor, {
    admin,
    method: pending.authMethod,
    throttleAccount: keys.account,
    audited: { twoFactor: 'totp' },
  });
}

export async function signOut(db: Db, actor: Actor, session: SessionRow): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, session.id, 'signOut');
    await recordAudit(tx, actor, { action: 'session.signOut', entityType: 'session', entityId: session.id });
  });
}

/** A fresh proof for money approvals: the password or a TOTP code; failures are throttled like sign-in. */
export async function stepUp(
  db: Db,
  counting: FailureCounting,
  actor: Actor,
  current: { admin: AdminRow; session: SessionRow },
  input: { password?: string; code?: string },
  now = new Date(),
): Promise<{ stepUpAt: string }> {
  const keys = throttleKeysFor(current.admin.email, actor);
  await assertNotThrottled(db, keys, now);
  const proven =
    input.code !== undefined
      ? await consumeTotpCode(db, current.admin, input.code, { enrolling: false }, now)
      : await verifyPassword(current.admin.passwordHash, input.password ?? '');
  if (!proven) {
    return refuse(
      db,
      counting,
      keys,
      current.admin.email,
      input.code !== undefined
        ? totpCodeInvalid()
        : new AppError('WRONG_CURRENT_PASSWORD', 'The current password is wrong.'),
    );
  }
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ stepUpAt: now }).where(eq(sessions.id, current.session.id));
    await recordAudit(tx, actor, {
      action: 'session.stepUp',
      entityType: 'session',
      entityId: current.session.id,
      after: { method: input.code !== undefined ? 'totp' : 'password' },
    });
  });
  return { stepUpAt: now.toISOString() };
}
