// Administrator management: create, edit, enable and disable, reset another's password. Who may
// do which to whom is ./policy.ts; this file reads the facts, asks it, and writes with the audit row.
import { and, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { admins, roles } from '../db/schema';
import { containsPattern } from '../db/search';
import { recordAudit, type Actor } from '../auditLogs/service';
import { assertAcceptableNewPassword, hashPassword } from '../auth/passwords';
import { revokeAdminSessions } from '../auth/sessions';
import { AppError } from '../http/errors';
import { type Authority, enforce, holdingOfRole, holdingsOfRoles, loadAuthority } from '../permissions/authority';
import { withUniqueWalletAddress } from '../wallet/service';
import {
  adminAbilities,
  type AdminSubject,
  canChangeRole,
  canChangeWalletAddress,
  canCreateAdmin,
  canDisableAdmin,
  canEnableAdmin,
  canResetPassword,
  canUpdateAdmin,
  type SuperAdminCensus,
} from './policy';
import type { AdminItem, AdminListQuery, CreateAdminInput, UpdateAdminInput } from './schema';

const itemColumns = {
  id: admins.id,
  email: admins.email,
  name: admins.name,
  description: admins.description,
  roleId: admins.roleId,
  roleName: roles.name,
  roleIsSuper: roles.isSuper,
  enabled: admins.enabled,
  walletAddress: admins.walletAddress,
  createdAt: admins.createdAt,
  updatedAt: admins.updatedAt,
};

// `_['data']` drops the null of a nullable column, so the one nullable column is spelled out.
type ItemRow = {
  [key in Exclude<keyof typeof itemColumns, 'walletAddress'>]: (typeof itemColumns)[key]['_']['data'];
} & {
  walletAddress: string | null;
};

/** An administrator as stored, before the signed-in administrator's abilities are added. */
type AdminRecord = Omit<AdminItem, 'abilities'>;

function toRecord(row: ItemRow): AdminRecord {
  return { ...row, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() };
}

/** The fields an audit row shows of an administrator: never the password hash. */
function auditView(item: AdminRecord) {
  return {
    email: item.email,
    name: item.name,
    description: item.description,
    roleId: item.roleId,
    roleName: item.roleName,
    enabled: item.enabled,
    walletAddress: item.walletAddress,
  };
}

async function enabledSuperAdminIds(db: Db, lock: boolean): Promise<number[]> {
  const query = db
    .select({ id: admins.id })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(and(eq(roles.isSuper, true), eq(admins.enabled, true)))
    .orderBy(asc(admins.id));
  const rows = lock ? await query.for('update', { of: admins }) : await query;
  return rows.map((row) => row.id);
}

/**
 * Locks the enabled super administrators, in id order, before any other administrator row: two
 * changes at once that could leave none are then judged one after the other, without deadlock.
 */
async function lockedCensus(tx: Db): Promise<SuperAdminCensus> {
  return { enabledSuperAdminIds: await enabledSuperAdminIds(tx, true) };
}

async function subjectsOf(db: Db, records: AdminRecord[]): Promise<AdminSubject[]> {
  const holdings = await holdingsOfRoles(
    db,
    records.map((record) => record.roleId),
  );
  return records.map((record) => ({
    id: record.id,
    enabled: record.enabled,
    holding: holdings.get(record.roleId) ?? { isSuper: record.roleIsSuper, permissions: new Map() },
  }));
}

async function subjectOf(db: Db, record: AdminRecord): Promise<AdminSubject> {
  return (await subjectsOf(db, [record]))[0];
}

/** The records as the signed-in administrator sees them: with what they may do to each. */
async function withAbilities(db: Db, actor: Authority, records: AdminRecord[]): Promise<AdminItem[]> {
  if (records.length === 0) return [];
  const [subjects, census] = await Promise.all([subjectsOf(db, records), enabledSuperAdminIds(db, false)]);
  return records.map((record, index) => ({
    ...record,
    abilities: adminAbilities(actor, subjects[index], { enabledSuperAdminIds: census }),
  }));
}

export async function listAdmins(db: Db, actor: Actor, query: AdminListQuery) {
  const filters: SQL[] = [];
  if (query.email?.trim()) filters.push(ilike(admins.email, containsPattern(query.email)));
  if (query.name?.trim()) filters.push(ilike(admins.name, containsPattern(query.name)));
  if (query.roleId) filters.push(eq(admins.roleId, query.roleId));
  if (query.enabled) filters.push(eq(admins.enabled, query.enabled === 'true'));
  const where = filters.length ? and(...filters) : undefined;
  const sortColumn = { email: admins.email, name: admins.name, createdAt: admins.createdAt }[
    query.sortField ?? 'createdAt'
  ];
  const direction = (query.sortOrder ?? (query.sortField ? 'ascend' : 'descend')) === 'ascend' ? asc : desc;
  const [authority, rows, total] = await Promise.all([
    loadAuthority(db, actor),
    db
      .select(itemColumns)
      .from(admins)
      .innerJoin(roles, eq(roles.id, admins.roleId))
      .where(where)
      .orderBy(direction(sortColumn), direction(admins.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    db.$count(admins, where),
  ]);
  return { data: await withAbilities(db, authority, rows.map(toRecord)), total };
}

async function findRecord(db: Db, adminId: number, lock = false): Promise<AdminRecord> {
  const query = db
    .select(itemColumns)
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(admins.id, adminId));
  const [row] = lock ? await query.for('update', { of: admins }) : await query;
  if (!row) throw new AppError('ADMIN_NOT_FOUND', `Administrator ${adminId} does not exist.`);
  return toRecord(row);
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
      await recordAudit(tx, actor, {
        action: 'admin.create',
        entityType: 'admin',
        entityId: record.id,
        after: auditView(record),
      });
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
      await recordAudit(tx, actor, {
        action: 'admin.update',
        entityType: 'admin',
        entityId: adminId,
        before: auditView(before),
        after: auditView(after),
      });
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
