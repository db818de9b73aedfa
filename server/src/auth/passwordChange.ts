// Password change with an emailed code: the code is sent (and re-sent no sooner than a minute),
// then checked with the new password, which revokes the administrator's other sessions.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, verificationCodes } from '../db/schema';
import { consumeOnce } from '../db/oneTime';
import { recordAudit, type Actor } from '../auditLogs/service';
import { AppError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { assertAcceptableNewPassword, hashPassword, verifyPassword } from './passwords';
import { revokeAdminSessions, type AdminRow, type SessionRow } from './sessions';
import { assertNotThrottled } from './throttle';
import { newVerificationCode, sameHash, sha256 } from './tokens';
import { type FailureCounting, refuse, throttleKeysFor } from './signIn';

const CHANGE_PASSWORD_PURPOSE = 'changePassword';
const CODE_TTL_MINUTES = 10;
const CODE_RESEND_SECONDS = 60;
const CODE_MAX_ATTEMPTS = 5;

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
    if (!(await consumeOnce(tx, verificationCodes, pending.id, now))) throw wrong;
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
