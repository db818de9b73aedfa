// The permission tree: menus (with a route path, and submenus) and the function permissions
// beneath them; listing, creating and editing them. Moving is in order.ts, deleting in deletion.ts.
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissions, rolePermissions } from '../db/schema';
import { type Actor, auditedCreation, auditedUpdate } from '../auditLogs/service';
import { AppError } from '../http/errors';
import { enforce, loadAuthority } from './authority';
import { lastSortOrderBeneath, ORDER_STEP } from './order';
import { canCreatePermission, canUpdatePermission } from './policy';
import type { PermissionInput, PermissionItem } from './schema';
import { auditView, findPermission, itemOf, toItem } from './tree';
import { validatedValues, withUniqueFields } from './validation';

export async function listPermissions(db: Db, actor: Actor): Promise<{ data: PermissionItem[]; total: number }> {
  const [authority, rows, usage] = await Promise.all([
    loadAuthority(db, actor),
    db.select().from(permissions).orderBy(asc(permissions.sortOrder), asc(permissions.id)),
    db
      .select({ permissionId: rolePermissions.permissionId, roleCount: count() })
      .from(rolePermissions)
      .groupBy(rolePermissions.permissionId),
  ]);
  const roleCounts = new Map(usage.map((entry) => [entry.permissionId, entry.roleCount]));
  const data = rows.map((row) => toItem(authority, row, rows, roleCounts.get(row.id) ?? 0));
  return { data, total: data.length };
}

export async function createPermission(db: Db, actor: Actor, input: PermissionInput): Promise<PermissionItem> {
  const authority = await loadAuthority(db, actor);
  enforce(canCreatePermission(authority));
  const values = await validatedValues(db, input);
  return withUniqueFields(() =>
    db.transaction(async (tx) => {
      const sortOrder = values.sortOrder ?? (await lastSortOrderBeneath(tx, values.parentId)) + ORDER_STEP;
      const [created] = await tx
        .insert(permissions)
        .values({ ...values, sortOrder })
        .returning({ id: permissions.id });
      const item = await itemOf(tx, authority, created.id);
      return auditedCreation(tx, actor, 'permission', item, auditView(item));
    }),
  );
}

export async function updatePermission(
  db: Db,
  actor: Actor,
  permissionId: number,
  input: PermissionInput,
): Promise<PermissionItem> {
  return withUniqueFields(() =>
    db.transaction(async (tx) => {
      const authority = await loadAuthority(tx, actor);
      const current = await findPermission(tx, permissionId, true);
      const values = await validatedValues(tx, input, permissionId);
      enforce(canUpdatePermission(authority, current, values));
      const before = await itemOf(tx, authority, permissionId);
      if (before.type === 'menu' && values.type === 'function') {
        const children = await tx.$count(permissions, eq(permissions.parentId, permissionId));
        if (children > 0) {
          throw new AppError(
            'PERMISSION_HAS_CHILDREN',
            `It has ${children} sub-permissions; a function permission cannot.`,
            { params: { count: children } },
          );
        }
      }
      await tx
        .update(permissions)
        .set({ ...values, sortOrder: values.sortOrder ?? current.sortOrder })
        .where(eq(permissions.id, permissionId));
      const after = await itemOf(tx, authority, permissionId);
      await auditedUpdate(tx, actor, 'permission', permissionId, {
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    }),
  );
}
