// Administrator management: create, edit, enable and disable, reset another's password. Who may
// do which to whom is ./policy.ts; this file reads the facts, asks it, and writes with the audit row.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { foundRow } from '../db/rows';
import { admins, roles } from '../db/schema';
import { recordAudit, type Actor, auditedCreation, auditedUpdate } from '../auditLogs/service';
import { assertAcceptableNewPassword, hashPassword } from '../auth/passwords';
import { revokeAdminSessions } from '../auth/sessions';
import { AppError } from '../http/errors';
import { type Authority, enforce, holdingOfRole, loadAuthority } from '../permissions/authority';
import { withUniqueWalletAddress } from '../wallet/binding';
import {
  canChangeRole,
  canChangeWalletAddress,
  canCreateAdmin,
  canDisableAdmin,
  canEnableAdmin,
  canResetPassword,
  canUpdateAdmin,
} from './policy';
import type { AdminItem, CreateAdminInput, UpdateAdminInput } from './schema';
import {
  type AdminRecord,
  auditView,
  itemColumns,
  lockedCensus,
  subjectOf,
  toRecord,
  withAbilities,
} from './adminList';

async function findRecord(db: Db, adminId: number, lock = false): Promise<AdminRecord> {
  const query = db
    .select(itemColumns)
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(admins.id, adminId));
  const notFound = () => new AppError('ADMIN_NOT_FOUND', `Administrator ${adminId} does not exist.`);
  return toRecord(await foundRow(query, lock, notFound, admins));
}

const emailTaken = () => new AppError('EMAIL_TAKEN', 'This email is already used by another administrator.');

async function assertEmailFree(db: Db, email: string, exceptAdminId?: number) {
  const [other] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(
        sql`lower(${admins.email}) = ${email.toLowerCase()}`,
        exceptAdminId ? ne(admins.id, exceptAdminId) : undefined,
      ),
    );
  if (other) throw emailTaken();
}

async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await withUniqueWalletAddress(work);
  } catch (error) {
    if (isUniqueViolation(error, 'admins_email_unique')) throw emailTaken();
    throw error;
  }
}

async function assertWalletAddressFree(db: Db, walletAddress: string | null | undefined, exceptAdminId?: number) {
  if (!walletAddress) return;
  const [other] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.walletAddress, walletAddress), exceptAdminId ? ne(admins.id, exceptAdminId) : undefined));
  if (other)
    throw new AppError('WALLET_ADDRESS_TAKEN', 'This wallet address is already bound to another administrator.');
}

export async function createAdmin(db: Db, actor: Actor, input: CreateAdminInput): Promise<AdminItem> {
  assertAcceptableNewPassword(input.password);
  const authorized = async (tx: Db): Promise<Authority> => {
    const authority = await loadAuthority(tx, actor);
    enforce(
      canCreateAdmin(authority, await holdingOfRole(tx, input.roleId), {
        withWalletAddress: Boolean(input.walletAddress),
      }),
    );
    return authority;
  };
  // Judged before the password is hashed (a refusal costs nothing) and again where it is written.
  await authorized(db);
  await assertEmailFree(db, input.email);
  await assertWalletAddressFree(db, input.walletAddress);
  const passwordHash = await hashPassword(input.password);
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const authority = await authorized(tx);
      const [created] = await tx
        .insert(admins)
        .values({
          email: input.email,
          passwordHash,
          name: input.name,
          description: input.description,
          roleId: input.roleId,
          walletAddress: input.walletAddress ?? null,
        })
        .returning({ id: admins.id });
      const record = await findRecord(tx, created.id);
      await auditedCreation(tx, actor, 'admin', record, auditView(record));
      return (await withAbilities(tx, authority, [record]))[0];
    }),
  );
}

export async function updateAdmin(db: Db, actor: Actor, adminId: number, input: UpdateAdminInput): Promise<AdminItem> {
  await assertEmailFree(db, input.email, adminId);
  await assertWalletAddressFree(db, input.walletAddress, adminId);
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const census = await lockedCensus(tx);
      const authority = await loadAuthority(tx, actor);
      const before = await findRecord(tx, adminId, true);
      const target = await subjectOf(tx, before);
      enforce(canUpdateAdmin(authority, target));
      if (before.roleId !== input.roleId)
        enforce(canChangeRole(authority, target, await holdingOfRole(tx, input.roleId), census));
      const walletChanges = input.walletAddress !== undefined && input.walletAddress !== before.walletAddress;
      if (walletChanges) enforce(canChangeWalletAddress(authority, target));
      await tx
        .update(admins)
        .set({
          email: input.email,
          name: input.name,
          description: input.description,
          roleId: input.roleId,
          ...(walletChanges ? { walletAddress: input.walletAddress } : {}),
          updatedAt: new Date(),
        })
        .where(eq(admins.id, adminId));
      // Whoever signed in with the wallet that was taken away is signed out.
      if (walletChanges && before.walletAddress)
        await revokeAdminSessions(tx, adminId, 'walletChanged', undefined, 'wallet');
      const after = await findRecord(tx, adminId);
      await auditedUpdate(tx, actor, 'admin', adminId, { before: auditView(before), after: auditView(after) });
      return (await withAbilities(tx, authority, [after]))[0];
    }),
  );
}

/** Enabled ⇄ disabled; disabling ends every session of the administrator at once. */
export async function setAdminEnabled(db: Db, actor: Actor, adminId: number, enabled: boolean): Promise<AdminItem> {
  return db.transaction(async (tx) => {
    const census = enabled ? { enabledSuperAdminIds: [] } : await lockedCensus(tx);
    const authority = await loadAuthority(tx, actor);
    const before = await findRecord(tx, adminId, true);
    if (before.enabled === enabled) {
      throw enabled
        ? new AppError('ADMIN_ALREADY_ENABLED', 'This administrator is already enabled.')
        : new AppError('ADMIN_ALREADY_DISABLED', 'This administrator is already disabled.');
    }
    const target = await subjectOf(tx, before);
    enforce(enabled ? canEnableAdmin(authority, target) : canDisableAdmin(authority, target, census));
    await tx.update(admins).set({ enabled, updatedAt: new Date() }).where(eq(admins.id, adminId));
    const revokedSessions = enabled ? 0 : await revokeAdminSessions(tx, adminId, 'adminDisabled');
    const after = await findRecord(tx, adminId);
    await recordAudit(tx, actor, {
      action: enabled ? 'admin.enable' : 'admin.disable',
      entityType: 'admin',
      entityId: adminId,
      before: { enabled: before.enabled },
      after: { enabled: after.enabled, revokedSessions },
    });
    return (await withAbilities(tx, authority, [after]))[0];
  });
}

/** Sets another administrator's password; they are signed out everywhere. */
export async function resetAdminPassword(db: Db, actor: Actor, adminId: number, password: string): Promise<void> {
  const authorize = async (tx: Db, lock: boolean) =>
    enforce(canResetPassword(await loadAuthority(tx, actor), await subjectOf(tx, await findRecord(tx, adminId, lock))));
  // Judged before the password is hashed (a refusal costs nothing) and again where it is written.
  await authorize(db, false);
  assertAcceptableNewPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await authorize(tx, true);
    await tx.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, adminId));
    const revokedSessions = await revokeAdminSessions(tx, adminId, 'passwordReset');
    await recordAudit(tx, actor, {
      action: 'admin.resetPassword',
      entityType: 'admin',
      entityId: adminId,
      after: { passwordResetAt: new Date().toISOString(), revokedSessions },
    });
  });
}
