// Sign-in, sign-out, the session's data, and password change with an emailed code.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminTwoFactor, admins, pendingSignIns, roles, sessions, verificationCodes } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import { AppError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { loadGrants } from '../permissions/grants';
import { assertAcceptableNewPassword, burnVerificationTime, hashPassword, verifyPassword } from './passwords';
import type { AuthMethod, PendingSignIn, SessionData } from './schema';
import { createSession, revokeAdminSessions, revokeSession, type AdminRow, type SessionRow } from './sessions';
import {
  accountKey,
  addressKey,
  assertNotThrottled,
  clearFailures,
  pruneOldFailures,
  recordFailure,
  type ThrottleKeys,
} from './throttle';
import { newSessionToken, newVerificationCode, sameHash, sha256 } from './tokens';
import { consumeTotpCode, startEnrolment, twoFactorState } from './twoFactor';

const CHANGE_PASSWORD_PURPOSE = 'changePassword';
const CODE_TTL_MINUTES = 10;
const CODE_RESEND_SECONDS = 60;
const CODE_MAX_ATTEMPTS = 5;

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

/** Issues the session of a fully proven sign-in, forgetting the account's failures from this address. */
async function openSession(
  db: Db,
  settings: { sessionTtlHours: number },
  actor: Actor,
  admin: AdminRow,
  method: AuthMethod,
  throttleAccount: string,
  audited: Record<string, unknown> = {},
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
  admin: AdminRow,
  method: AuthMethod,
  throttleAccount: string,
  audited: Record<string, unknown> = {},
  now = new Date(),
): Promise<SignInResult> {
  const state = await twoFactorState(db, admin);
  if (!state.enabled && !state.required)
    return openSession(db, settings, actor, admin, method, throttleAccount, audited);
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
  return finishFirstFactor(db, settings, actor, admin, 'password', keys.account);
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
    return refuse(
      db,
      settings,
      keys,
      admin.email,
      new AppError('TOTP_CODE_INVALID', 'The authenticator code is wrong, expired or already used.'),
    );
  }
  const consumed = await db
    .update(pendingSignIns)
    .set({ consumedAt: now })
    .where(and(eq(pendingSignIns.id, pending.id), isNull(pendingSignIns.consumedAt)))
    .returning({ id: pendingSignIns.id });
  if (consumed.length === 0) throw invalidPending;
  if (pending.purpose === 'enrol') {
    await db.transaction(async (tx) => {
      await tx.update(adminTwoFactor).set({ enabledAt: now }).where(eq(adminTwoFactor.adminId, admin.id));
      await recordAudit(
        tx,
        { ...actor, adminId: admin.id },
        { action: 'admin.enableTwoFactor', entityType: 'admin', entityId: admin.id },
      );
    });
  }
  return openSession(db, settings, actor, admin, pending.authMethod, keys.account, { twoFactor: 'totp' });
}

export async function signOut(db: Db, actor: Actor, session: SessionRow): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, session.id, 'signOut');
    await recordAudit(tx, actor, { action: 'session.signOut', entityType: 'session', entityId: session.id });
  });
}

export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain ?? ''}`;
}

export async function sendPasswordChangeCode(
  db: Db,
  mailer: Mailer,
  actor: Actor,
  admin: AdminRow,
  now = new Date(),
): Promise<{ sentTo: string; resendAfterSeconds: number }> {
  const code = newVerificationCode();
  await db.transaction(async (tx) => {
    // Serialise concurrent requests for one administrator so only one code is sent a minute.
    await tx.execute(sql`SELECT id FROM admins WHERE id = ${admin.id} FOR UPDATE`);
    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.adminId, admin.id), eq(verificationCodes.purpose, CHANGE_PASSWORD_PURPOSE)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const waitSeconds = latest
      ? Math.ceil((new Date(latest.createdAt).getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000)
      : 0;
    if (waitSeconds > 0) {
      throw new AppError('CODE_RECENTLY_SENT', `A code was sent recently. Try again in ${waitSeconds} seconds.`, {
        retryAfterSeconds: waitSeconds,
      });
    }
    const [created] = await tx
      .insert(verificationCodes)
      .values({
        adminId: admin.id,
        purpose: CHANGE_PASSWORD_PURPOSE,
        codeHash: sha256(`${admin.id}:${code}`),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60 * 1000),
      })
      .returning({ id: verificationCodes.id });
    await recordAudit(tx, actor, {
      action: 'admin.passwordCodeSent',
      entityType: 'admin',
      entityId: admin.id,
      after: { verificationCodeId: created.id },
    });
    // Sent inside the transaction: if the mail cannot go out, no code is left behind.
    await mailer.send({
      to: admin.email,
      subject: 'Admin Panel verification code / 管理后台验证码',
      text: [
        `Your verification code for changing your password is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
        `您修改密码的验证码是 ${code}，${CODE_TTL_MINUTES} 分钟内有效。`,
        'If you did not ask for it, sign in and change your password. / 如果不是您本人操作，请登录并修改密码。',
      ].join('\n'),
    });
  });
  return { sentTo: maskEmail(admin.email), resendAfterSeconds: CODE_RESEND_SECONDS };
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  code: string;
}

/**
 * Changes the password after checking it and the emailed code; every other session ends. A wrong
 * current password and a wrong code answer alike and are throttled like a sign-in, so a stolen
 * session cannot use this to guess the password.
 */
export async function changePassword(
  db: Db,
  counting: FailureCounting,
  actor: Actor,
  current: { admin: AdminRow; session: SessionRow },
  input: ChangePasswordInput,
  now = new Date(),
): Promise<{ revokedSessions: number }> {
  const { admin, session } = current;
  assertAcceptableNewPassword(input.newPassword);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('PASSWORD_UNCHANGED', 'The new password must differ from the current one.');
  }
  const keys = throttleKeysFor(admin.email, actor);
  await assertNotThrottled(db, keys, now);

  const [pending] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.adminId, admin.id),
        eq(verificationCodes.purpose, CHANGE_PASSWORD_PURPOSE),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  // Both are checked whatever the other's outcome, so neither the answer nor its time tells which was wrong.
  const passwordMatches = await verifyPassword(admin.passwordHash, input.currentPassword);
  const codeMatches =
    !!pending &&
    pending.attempts < CODE_MAX_ATTEMPTS &&
    sameHash(pending.codeHash, sha256(`${admin.id}:${input.code.trim()}`));
  const wrong = new AppError('WRONG_PASSWORD_OR_CODE', 'The current password or the verification code is wrong.');
  if (!passwordMatches || !codeMatches) {
    // Counted outside the change's transaction, so a wrong guess is remembered.
    if (pending)
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, pending.id));
    return refuse(db, counting, keys, admin.email, wrong);
  }

  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const consumed = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, pending.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (consumed.length === 0) throw wrong;
    await tx.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, admin.id));
    const revokedSessions = await revokeAdminSessions(tx, admin.id, 'passwordChanged', session.id);
    await recordAudit(tx, actor, {
      action: 'admin.changePassword',
      entityType: 'admin',
      entityId: admin.id,
      after: { passwordChangedAt: now.toISOString(), revokedSessions },
    });
    return { revokedSessions };
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
        ? new AppError('TOTP_CODE_INVALID', 'The authenticator code is wrong, expired or already used.')
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
