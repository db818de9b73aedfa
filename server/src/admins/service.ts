// Administrator management: create, edit, enable and disable, reset another's password.
// Named checks keep the panel from locking everyone out: no one disables or demotes themselves,
// and the last enabled super administrator stays enabled and super.
import { and, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { admins, roles } from '../db/schema';
import { containsPattern } from '../db/search';
import { recordAudit, type Actor } from '../audit/service';
import { assertAcceptableNewPassword, hashPassword } from '../auth/passwords';
import { revokeAdminSessions } from '../auth/sessions';
import { AppError } from '../http/errors';
import { withUniqueWalletAddress } from '../wallet/service';
import { assertSuperActor } from '../permissions/reach';
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
type ItemRow = { [key in Exclude<keyof typeof itemColumns, 'walletAddress'>]: (typeof itemColumns)[key]['_']['data'] } & {
  walletAddress: string | null;
};

function toItem(row: ItemRow): AdminItem {
  return { ...row, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() };
}

/** The fields an audit row shows of an administrator: never the password hash. */
function auditView(item: AdminItem) {
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

export async function listAdmins(db: Db, query: AdminListQuery) {
  const filters: SQL[] = [];
  if (query.email?.trim()) filters.push(ilike(admins.email, containsPattern(query.email)));
  if (query.name?.trim()) filters.push(ilike(admins.name, containsPattern(query.name)));
  if (query.roleId) filters.push(eq(admins.roleId, query.roleId));
  if (query.enabled) filters.push(eq(admins.enabled, query.enabled === 'true'));
  const where = filters.length ? and(...filters) : undefined;
  const sortColumn = { email: admins.email, name: admins.name, createdAt: admins.createdAt }[query.sortField ?? 'createdAt'];
  const direction = (query.sortOrder ?? (query.sortField ? 'ascend' : 'descend')) === 'ascend' ? asc : desc;
  const [rows, total] = await Promise.all([
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
  return { data: rows.map(toItem), total };
}

async function findItem(db: Db, adminId: number, lock = false): Promise<AdminItem> {
  const query = db.select(itemColumns).from(admins).innerJoin(roles, eq(roles.id, admins.roleId)).where(eq(admins.id, adminId));
  const [row] = lock ? await query.for('update', { of: admins }) : await query;
  if (!row) throw new AppError('ADMIN_NOT_FOUND', `Administrator ${adminId} does not exist.`);
  return toItem(row);
}

async function findRole(db: Db, roleId: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw new AppError('UNKNOWN_ROLE', `Role ${roleId} does not exist.`);
  return role;
}

const emailTaken = () => new AppError('EMAIL_TAKEN', 'This email is already used by another administrator.');

async function assertEmailFree(db: Db, email: string, exceptAdminId?: number) {
  const [other] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(sql`lower(${admins.email}) = ${email.toLowerCase()}`, exceptAdminId ? ne(admins.id, exceptAdminId) : undefined));
  if (other) throw emailTaken();
}

/**
 * Locks the enabled super administrators, in id order, before any other administrator row: two
 * changes at once that could leave none are then judged one after the other, without deadlock.
 */
async function lockEnabledSuperAdmins(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(and(eq(roles.isSuper, true), eq(admins.enabled, true)))
    .orderBy(asc(admins.id))
    .for('update', { of: admins });
  return rows.map((row) => row.id);
}

/** Refuses a change that would leave no enabled super administrator. */
export function assertAnotherEnabledSuperAdmin(enabledSuperAdminIds: number[], adminId: number): void {
  if (!enabledSuperAdminIds.some((id) => id !== adminId)) {
    throw new AppError('LAST_SUPER_ADMIN', 'The last enabled super administrator must stay enabled and keep the role.');
  }
}

async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await withUniqueWalletAddress(work);
  } catch (error) {
    if (isUniqueViolation(error, 'admins_email_unique')) throw emailTaken();
    throw error;
  }
}

/** Binding a wallet lets its holder sign in as that administrator, so only a super administrator may set one. */
async function assertMayBindWallets(db: Db, actor: Actor): Promise<void> {
  const [row] = actor.adminId
    ? await db.select({ isSuper: roles.isSuper }).from(admins).innerJoin(roles, eq(roles.id, admins.roleId)).where(eq(admins.id, actor.adminId))
    : [];
  if (!row?.isSuper) {
    throw new AppError('WALLET_BINDING_SUPER_ONLY', "Only a super administrator may set an administrator's wallet address.");
  }
}

async function assertWalletAddressFree(db: Db, walletAddress: string | null | undefined, exceptAdminId?: number) {
  if (!walletAddress) return;
  const [other] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.walletAddress, walletAddress), exceptAdminId ? ne(admins.id, exceptAdminId) : undefined));
  if (other) throw new AppError('WALLET_ADDRESS_TAKEN', 'This wallet address is already bound to another administrator.');
}

export async function createAdmin(db: Db, actor: Actor, input: CreateAdminInput): Promise<AdminItem> {
  assertAcceptableNewPassword(input.password);
  const role = await findRole(db, input.roleId);
  await assertEmailFree(db, input.email);
  if (input.walletAddress) await assertMayBindWallets(db, actor);
  if (role.isSuper) await assertSuperActor(db, actor);
  await assertWalletAddressFree(db, input.walletAddress);
  const passwordHash = await hashPassword(input.password);
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
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
      const item = await findItem(tx, created.id);
      await recordAudit(tx, actor, { action: 'admin.create', entityType: 'admin', entityId: item.id, after: auditView(item) });
      return item;
    }),
  );
}

export async function updateAdmin(db: Db, actor: Actor, adminId: number, input: UpdateAdminInput): Promise<AdminItem> {
  const newRole = await findRole(db, input.roleId);
  await assertEmailFree(db, input.email, adminId);
  await assertWalletAddressFree(db, input.walletAddress, adminId);
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const enabledSuperAdminIds = await lockEnabledSuperAdmins(tx);
      const before = await findItem(tx, adminId, true);
      if (newRole.isSuper && !before.roleIsSuper) await assertSuperActor(tx, actor);
      if (before.roleId !== input.roleId) {
        if (adminId === actor.adminId) throw new AppError('CANNOT_CHANGE_OWN_ROLE', 'You cannot change your own role.');
        if (before.roleIsSuper && before.enabled && !newRole.isSuper) assertAnotherEnabledSuperAdmin(enabledSuperAdminIds, adminId);
      }
      const walletChanges = input.walletAddress !== undefined && input.walletAddress !== before.walletAddress;
      if (walletChanges) await assertMayBindWallets(tx, actor);
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
      if (walletChanges && before.walletAddress) await revokeAdminSessions(tx, adminId, 'walletChanged', undefined, 'wallet');
      const after = await findItem(tx, adminId);
      await recordAudit(tx, actor, { action: 'admin.update', entityType: 'admin', entityId: adminId, before: auditView(before), after: auditView(after) });
      return after;
    }),
  );
}

/** Enabled ⇄ disabled; disabling ends every session of the administrator at once. */
export async function setAdminEnabled(db: Db, actor: Actor, adminId: number, enabled: boolean): Promise<AdminItem> {
  return db.transaction(async (tx) => {
    const enabledSuperAdminIds = enabled ? [] : await lockEnabledSuperAdmins(tx);
    const before = await findItem(tx, adminId, true);
    if (before.enabled === enabled) {
      throw enabled
        ? new AppError('ADMIN_ALREADY_ENABLED', 'This administrator is already enabled.')
        : new AppError('ADMIN_ALREADY_DISABLED', 'This administrator is already disabled.');
    }
    if (!enabled) {
      if (adminId === actor.adminId) throw new AppError('CANNOT_DISABLE_SELF', 'You cannot disable yourself.');
      if (before.roleIsSuper) assertAnotherEnabledSuperAdmin(enabledSuperAdminIds, adminId);
    }
    await tx.update(admins).set({ enabled, updatedAt: new Date() }).where(eq(admins.id, adminId));
    const revokedSessions = enabled ? 0 : await revokeAdminSessions(tx, adminId, 'adminDisabled');
    const after = await findItem(tx, adminId);
    await recordAudit(tx, actor, {
      action: enabled ? 'admin.enable' : 'admin.disable',
      entityType: 'admin',
      entityId: adminId,
      before: { enabled: before.enabled },
      after: { enabled: after.enabled, revokedSessions },
    });
    return after;
  });
}

/** Sets another administrator's password; they are signed out everywhere. */
export async function resetAdminPassword(db: Db, actor: Actor, adminId: number, password: string): Promise<void> {
  if (adminId === actor.adminId) {
    throw new AppError('USE_CHANGE_PASSWORD', 'Change your own password from the header, with your current password.');
  }
  assertAcceptableNewPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const target = await findItem(tx, adminId, true);
    if (target.roleIsSuper) await assertSuperActor(tx, actor);
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
