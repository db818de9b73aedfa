// Deleting a permission: a menu's subtree goes with it, and with it every grant of the subtree.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import { AppError } from '../http/errors';
import { enforce, loadAuthority } from './authority';
import { canDeletePermission } from './policy';
import type { PermissionImpact } from './schema';
import { allParentLinks, auditView, descendantIdsOf, findPermission, itemOf } from './tree';

/** What deleting a permission takes with it: its subtree, and the roles that hold any of it. */
export async function permissionImpact(db: Db, permissionId: number): Promise<PermissionImpact> {
  await findPermission(db, permissionId);
  const descendants = descendantIdsOf(await allParentLinks(db), permissionId);
  const affectedRoles = await db
    .selectDistinct({ id: roles.id, name: roles.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(inArray(rolePermissions.permissionId, [permissionId, ...descendants]))
    .orderBy(asc(roles.name));
  return { descendantCount: descendants.length, roleCount: affectedRoles.length, roles: affectedRoles };
}

export async function deletePermission(
  db: Db,
  actor: Actor,
  permissionId: number,
  withDescendants: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const authority = await loadAuthority(tx, actor);
    const permission = await findPermission(tx, permissionId, true);
    const before = await itemOf(tx, authority, permissionId);
    const all = await tx.select().from(permissions);
    const descendants = descendantIdsOf(all, permissionId);
    enforce(
      canDeletePermission(
        authority,
        permission,
        all.filter((row) => descendants.includes(row.id)),
      ),
    );
    if (descendants.length > 0 && !withDescendants) {
      throw new AppError(
        'PERMISSION_HAS_CHILDREN',
        `It has ${descendants.length} sub-permissions; confirm deleting them too.`,
        {
          params: { count: descendants.length },
        },
      );
    }
    const removed = await tx
      .select()
      .from(permissions)
      .where(inArray(permissions.id, [permissionId, ...descendants]));
    // Children first: a parent may not go while a child still points at it.
    for (const id of [...descendants].reverse()) await tx.delete(permissions).where(eq(permissions.id, id));
    await tx.delete(permissions).where(eq(permissions.id, permissionId));
    await recordAudit(tx, actor, {
      action: 'permission.delete',
      entityType: 'permission',
      entityId: permissionId,
      before: {
        ...auditView(before),
        removedDescendants: removed.filter((row) => row.id !== permissionId).map((row) => row.identifier),
      },
    });
  });
}
