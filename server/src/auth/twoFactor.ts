// Optional TOTP two-factor authentication (RFC 6238: SHA-1, six digits, 30-second steps, one step
// of clock drift either way). A code is accepted once only: the latest accepted step is stored.
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/client';
import { adminTwoFactor, roles } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import { AppError } from '../http/errors';
import type { AdminRow } from './sessions';

const TOTP_ISSUER = 'Admin Panel';
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

export const totpCodeInvalid = () =>
  new AppError('TOTP_CODE_INVALID', 'The authenticator code is wrong, expired or already used.');

export interface TwoFactorState {
  enabled: boolean;
  /** The administrator's role requires two-factor authentication. */
  required: boolean;
}

export async function twoFactorState(db: Db, admin: AdminRow): Promise<TwoFactorState> {
  const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.adminId, admin.id));
  const [role] = await db
    .select({ requiresTwoFactor: roles.requiresTwoFactor })
    .from(roles)
    .where(eq(roles.id, admin.roleId));
  return { enabled: Boolean(row?.enabledAt), required: Boolean(role?.requiresTwoFactor) };
}

/**
 * Checks a code against the administrator's secret (enabled, or still being enrolled when
 * `enrolling`) and uses it up: a code of a step already used, or older, is refused.
 */
export async function consumeTotpCode(
  db: Db,
  admin: AdminRow,
  code: string,
  options: { enrolling: boolean },
  now = new Date(),
): Promise<boolean> {
  const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.adminId, admin.id));
  if (!row || Boolean(row.enabledAt) === options.enrolling) return false;
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  const delta = totpFor(row.secret, admin.email).validate({ token, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  // Conditional on the stored step, so two requests racing with one code cannot both pass.
  const used = await db
    .update(adminTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(adminTwoFactor.adminId, admin.id), lt(adminTwoFactor.lastUsedStep, step)))
    .returning({ adminId: adminTwoFactor.adminId });
  return used.length === 1;
}

/** A new secret, not yet enabled, replacing any unfinished enrolment; the app reads the otpauth:// URI. */
export async function startEnrolment(db: Db, admin: AdminRow): Promise<{ secret: string; uri: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(adminTwoFactor).where(eq(adminTwoFactor.adminId, admin.id)).for('update');
    if (existing?.enabledAt) throw new AppError('TOTP_ALREADY_ENABLED', 'Two-factor authentication is already on.');
    await tx
      .insert(adminTwoFactor)
      .values({ adminId: admin.id, secret })
      .onConflictDoUpdate({ target: adminTwoFactor.adminId, set: { secret, lastUsedStep: 0, createdAt: new Date() } });
  });
  return { secret, uri: totpFor(secret, admin.email).toString() };
}

/** Turns TOTP on once the enrolment's first code has been accepted. */
export async function enableTwoFactor(db: Db, actor: Actor, adminId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(adminTwoFactor).set({ enabledAt: now }).where(eq(adminTwoFactor.adminId, adminId));
    await recordAudit(tx, actor, { action: 'admin.enableTwoFactor', entityType: 'admin', entityId: adminId });
  });
}

/**
 * A change of the administrator's own TOTP setting, proven with a code from the app: `refuse` throws
 * when the setting is not in the state the change starts from, the code is used up (the enrolment's
 * secret, or the enabled one), then `apply` writes the change and its audit row.
 */
function changeWithTotpCode(change: {
  enrolling: boolean;
  refuse: (db: Db, admin: AdminRow) => Promise<void>;
  apply: (db: Db, actor: Actor, admin: AdminRow, now: Date) => Promise<void>;
}) {
  return async (db: Db, actor: Actor, admin: AdminRow, code: string, now = new Date()): Promise<void> => {
    await change.refuse(db, admin);
    if (!(await consumeTotpCode(db, admin, code, { enrolling: change.enrolling }, now))) throw totpCodeInvalid();
    await change.apply(db, actor, admin, now);
  };
}

export const confirmEnrolment = changeWithTotpCode({
  enrolling: true,
  refuse: async (db, admin) => {
    const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.adminId, admin.id));
    if (row?.enabledAt) throw new AppError('TOTP_ALREADY_ENABLED', 'Two-factor authentication is already on.');
    if (!row) throw new AppError('TOTP_ENROLMENT_NOT_STARTED', 'Start setting up two-factor authentication first.');
  },
  apply: (db, actor, admin, now) => enableTwoFactor(db, actor, admin.id, now),
});

export const disableTwoFactor = changeWithTotpCode({
  enrolling: false,
  refuse: async (db, admin) => {
    const [row] = await db
      .select()
      .from(adminTwoFactor)
      .where(and(eq(adminTwoFactor.adminId, admin.id), isNotNull(adminTwoFactor.enabledAt)));
    if (!row) throw new AppError('TOTP_NOT_ENABLED', 'Two-factor authentication is not on.');
    if ((await twoFactorState(db, admin)).required) {
      throw new AppError(
        'TOTP_REQUIRED_BY_ROLE',
        'Your role requires two-factor authentication; it cannot be turned off.',
      );
    }
  },
  apply: async (db, actor, admin) => {
    await db.transaction(async (tx) => {
      await tx.delete(adminTwoFactor).where(eq(adminTwoFactor.adminId, admin.id));
      await recordAudit(tx, actor, { action: 'admin.disableTwoFactor', entityType: 'admin', entityId: admin.id });
    });
  },
});
