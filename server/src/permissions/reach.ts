// What an administrator may act on beyond the route's permission code: only a super administrator
// hands out the super role or sets a super administrator's password, and nobody grants a role a
// permission they do not hold themselves (otherwise `roles:update`, `admins:update` or
// `admins:resetPassword` would each be a path to everything).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, permissions, rolePermissions, roles } from '../db/schema';
import type { Actor } from '../audit/service';
import { AppError } from '../http/errors';

async function actorRole(db: Db, actor: Actor): Promise<{ roleId: number; isSuper: boolean } | null> {
  if (!actor.adminId) return null;
  const [row] = await db
    .select({ roleId: roles.id, isSuper: roles.isSuper })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(admins.id, actor.adminId));
  return row ?? null;
}

/** Refuses unless the actor is a super administrator. */
export async function assertSuperActor(db: Db, actor: Actor): Promise<void> {
  const role = await actorRole(db, actor);
  if (!role?.isSuper) {
    throw new AppError('SUPER_ADMIN_REQUIRED', 'Only a super administrator may give the super-administrator role or set a super administrator’s password.');
  }
}

/** Refuses granting any of these permissions that the actor's own role does not hold. */
export async function assertActorHoldsPermissions(db: Db, actor: Actor, permissionIds: number[]): Promise<void> {
  if (permissionIds.length === 0) return;
  const role = await actorRole(db, actor);
  if (role?.isSuper) return;
  const held = role
    ? await db
        .select({ id: rolePermissions.permissionId })
        .from(rolePermissions)
        .where(and(eq(rolePermissions.roleId, role.roleId), inArray(rolePermissions.permissionId, permissionIds)))
    : [];
  const heldIds = new Set(held.map((row) => row.id));
  const beyond = permissionIds.filter((id) => !heldIds.has(id));
  if (beyond.length) {
    const codes = await db.select({ identifier: permissions.identifier }).from(permissions).where(inArray(permissions.id, beyond));
    const list = codes.map((row) => row.identifier).sort().join(', ');
    throw new AppError('GRANT_EXCEEDS_OWN', `You cannot grant permissions your own role does not hold: ${list}.`, { params: { codes: list } });
  }
}
