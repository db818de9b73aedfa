// Roles and the permissions they grant. The super-administrator role holds every permission by
// definition, so its grants are not edited, and it cannot be deleted. Who may do what to a role is
// ./policy.ts.
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { admins, permissions, rolePermissions, roles } from '../db/schema';
import { containsPattern } from '../db/search';
import { recordAudit, type Actor, auditedCreation, auditedUpdate } from '../auditLogs/service';
import { AppError } from '../http/errors';
import {
  type Authority,
  enforce,
  holdingOfPermissions,
  holdingOfRole,
  holdingsOfRoles,
  loadAuthority,
} from '../permissions/authority';
import { canCreateRole, canDeleteRole, canUpdateRole, roleAbilities } from './policy';
import type { CreateRoleInput, RoleItem, RoleListQuery, UpdateRoleInput } from './schema';
import { pageOfRows } from '../db/pages';
import { rowFinder } from '../db/rows';

type RoleRow = typeof roles.$inferSelect;

async function toItems(db: Db, actor: Authority, rows: RoleRow[]): Promise<RoleItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: inside a transaction the three share one connection, which takes one query at a time.
  const grants = await db
    .select()
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, ids))
    .orderBy(asc(rolePermissions.permissionId));
  const usage = await db
    .select({ roleId: admins.roleId, adminCount: count() })
    .from(admins)
    .where(inArray(admins.roleId, ids))
    .groupBy(admins.roleId);
  const holdings = await holdingsOfRoles(db, ids);
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    description: row.description,
    isSuper: row.isSuper,
    requiresTwoFactor: row.requiresTwoFactor,
    permissionIds: grants.filter((grant) => grant.roleId === row.id).map((grant) => grant.permissionId),
    adminCount: usage.find((entry) => entry.roleId === row.id)?.adminCount ?? 0,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    abilities: roleAbilities(actor, holdings.get(row.id) ?? { isSuper: row.isSuper, permissions: new Map() }),
  }));
}

export async function listRoles(db: Db, actor: Actor, query: RoleListQuery) {
  const where = and(
    query.name?.trim() ? ilike(roles.name, containsPattern(query.name)) : undefined,
    query.identifier?.trim() ? ilike(roles.identifier, containsPattern(query.identifier)) : undefined,
  );
  const [authority, { rows, total }] = await Promise.all([
    loadAuthority(db, actor),
    pageOfRows(db, roles, where, [desc(roles.isSuper), asc(roles.name), asc(roles.id)], query),
  ]);
  return { data: await toItems(db, authority, rows), total };
}

const findRole = rowFinder(roles, (roleId) => new AppError('ROLE_NOT_FOUND', `Role ${roleId} does not exist.`));

async function assertPermissionsExist(db: Db, permissionIds: number[]) {
  const unique = [...new Set(permissionIds)];
  if (unique.length === 0) return unique;
  const found = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, unique));
  if (found.length !== unique.length) {
    const missing = unique.filter((id) => !found.some((row) => row.id === id));
    throw new AppError('UNKNOWN_PERMISSION', `Unknown permission ids: ${missing.join(', ')}.`, {
      params: { ids: missing.join(', ') },
    });
  }
  return unique;
}

const identifierTaken = () => new AppError('ROLE_IDENTIFIER_TAKEN', 'Another role already has this identifier.');

async function withUniqueIdentifier<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'roles_identifier_key')) throw identifierTaken();
    throw error;
  }
}

async function replaceGrants(tx: Db, roleId: number, permissionIds: number[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length)
    await tx.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
}

function auditView(item: RoleItem) {
  return {
    identifier: item.identifier,
    name: item.name,
    description: item.description,
    requiresTwoFactor: item.requiresTwoFactor,
    permissionIds: item.permissionIds,
  };
}

export async function createRole(db: Db, actor: Actor, input: CreateRoleInput): Promise<RoleItem> {
  const permissionIds = await assertPermissionsExist(db, input.permissionIds);
  return withUniqueIdentifier(() =>
    db.transaction(async (tx) => {
      const authority = await loadAuthority(tx, actor);
      enforce(canCreateRole(authority, await holdingOfPermissions(tx, permissionIds)));
      const [role] = await tx
        .insert(roles)
        .values({
          identifier: input.identifier,
          name: input.name,
          description: input.description,
          requiresTwoFactor: input.requiresTwoFactor,
        })
        .returning();
      await replaceGrants(tx, role.id, permissionIds);
      const [item] = await toItems(tx, authority, [role]);
      return auditedCreation(tx, actor, 'role', item, auditView(item));
    }),
  );
}

export async function updateRole(db: Db, actor: Actor, roleId: number, input: UpdateRoleInput): Promise<RoleItem> {
  const permissionIds = input.permissionIds ? await assertPermissionsExist(db, input.permissionIds) : undefined;
  return withUniqueIdentifier(() =>
    db.transaction(async (tx) => {
      const authority = await loadAuthority(tx, actor);
      const role = await findRole(tx, roleId, true);
      const [before] = await toItems(tx, authority, [role]);
      const added = permissionIds?.filter((id) => !before.permissionIds.includes(id)) ?? [];
      enforce(
        canUpdateRole(authority, await holdingOfRole(tx, roleId), {
          added: await holdingOfPermissions(tx, added),
          changesGrants: permissionIds !== undefined,
        }),
      );
      const [updated] = await tx
        .update(roles)
        .set({
          identifier: input.identifier,
          name: input.name,
          description: input.description,
          requiresTwoFactor: input.requiresTwoFactor,
          updatedAt: new Date(),
        })
        .where(eq(roles.id, roleId))
        .returning();
      if (permissionIds) await replaceGrants(tx, roleId, permissionIds);
      const [after] = await toItems(tx, authority, [updated]);
      await auditedUpdate(tx, actor, 'role', roleId, { before: auditView(before), after: auditView(after) });
      return after;
    }),
  );
}

export async function deleteRole(db: Db, actor: Actor, roleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const authority = await loadAuthority(tx, actor);
    const role = await findRole(tx, roleId, true);
    enforce(canDeleteRole(authority, await holdingOfRole(tx, roleId)));
    const [before] = await toItems(tx, authority, [role]);
    // Locks the role's administrators so none is moved onto it while it is deleted.
    const users = await tx.select({ id: admins.id }).from(admins).where(eq(admins.roleId, roleId)).for('update');
    if (users.length > 0) {
      throw new AppError(
        'ROLE_IN_USE',
        `This role is used by ${users.length} administrators; move them to another role first.`,
        {
          params: { count: users.length },
        },
      );
    }
    await tx.delete(roles).where(and(eq(roles.id, roleId), sql`NOT ${roles.isSuper}`));
    await recordAudit(tx, actor, {
      action: 'role.delete',
      entityType: 'role',
      entityId: roleId,
      before: auditView(before),
    });
  });
}
