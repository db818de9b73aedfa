// Reading the permission tree: a permission's row, its subtree, and its item as the panel shows it.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissions, rolePermissions } from '../db/schema';
import { rowFinder } from '../db/rows';
import { AppError } from '../http/errors';
import type { Authority } from './authority';
import { permissionAbilities } from './policy';
import type { PermissionItem } from './schema';

export type PermissionRow = typeof permissions.$inferSelect;

export function toItem(actor: Authority, row: PermissionRow, all: PermissionRow[], roleCount: number): PermissionItem {
  const subtree = descendantIdsOf(all, row.id).map((id) => all.find((entry) => entry.id === id) as PermissionRow);
  return {
    id: row.id,
    identifier: row.identifier,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    type: row.type,
    path: row.path,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    icon: row.icon,
    builtin: row.builtin,
    roleCount,
    abilities: permissionAbilities(actor, row, subtree),
  };
}

export const findPermission = rowFinder(
  permissions,
  (permissionId) => new AppError('PERMISSION_NOT_FOUND', `Permission ${permissionId} does not exist.`),
);

/** The ids below a permission, however deep (the tree is small: it is the product's menu). */
export function descendantIdsOf(all: Pick<PermissionRow, 'id' | 'parentId'>[], permissionId: number): number[] {
  const found: number[] = [];
  const queue = [permissionId];
  while (queue.length) {
    const parentId = queue.shift() as number;
    for (const child of all.filter((row) => row.parentId === parentId)) {
      found.push(child.id);
      queue.push(child.id);
    }
  }
  return found;
}

export async function allParentLinks(db: Db) {
  return db.select({ id: permissions.id, parentId: permissions.parentId }).from(permissions);
}

export async function itemOf(db: Db, actor: Authority, permissionId: number): Promise<PermissionItem> {
  const row = await findPermission(db, permissionId);
  const [roleCount, all] = await Promise.all([
    db.$count(rolePermissions, eq(rolePermissions.permissionId, permissionId)),
    db.select().from(permissions),
  ]);
  return toItem(actor, row, all, roleCount);
}

export const auditView = ({ roleCount: _roleCount, ...item }: PermissionItem) => item;
