// The order of a menu's entries: siblings spaced in steps, and moving one among them.
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissions } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import { enforce, loadAuthority } from './authority';
import { canMovePermission } from './policy';
import { findPermission, itemOf } from './tree';

/** Siblings' orders are spaced so that an order typed in the form can fall between two. */
export const ORDER_STEP = 10;

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(permissions.parentId) : eq(permissions.parentId, parentId);

export async function lastSortOrderBeneath(db: Db, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${permissions.sortOrder})` })
    .from(permissions)
    .where(siblingsOf(parentId));
  return Number(row?.last ?? 0);
}

/**
 * Moves a permission to place `index` among its siblings (the menu order the sidebar follows), and
 * numbers the siblings again in steps; one audit row keeps the siblings' order before and after.
 */
export async function movePermission(db: Db, actor: Actor, permissionId: number, index: number) {
  return db.transaction(async (tx) => {
    const authority = await loadAuthority(tx, actor);
    const permission = await findPermission(tx, permissionId, true);
    enforce(canMovePermission(authority, permission));
    const siblings = await tx
      .select({ id: permissions.id, identifier: permissions.identifier, sortOrder: permissions.sortOrder })
      .from(permissions)
      .where(siblingsOf(permission.parentId))
      .orderBy(asc(permissions.sortOrder), asc(permissions.id))
      .for('update');
    const others = siblings.filter((sibling) => sibling.id !== permissionId);
    const moved = siblings.find((sibling) => sibling.id === permissionId) as (typeof siblings)[number];
    const order = [...others.slice(0, index), moved, ...others.slice(index)];
    for (const [place, sibling] of order.entries()) {
      const sortOrder = (place + 1) * ORDER_STEP;
      if (sibling.sortOrder !== sortOrder) {
        await tx.update(permissions).set({ sortOrder }).where(eq(permissions.id, sibling.id));
      }
    }
    const identifiers = (rows: typeof siblings) => rows.map((row) => row.identifier);
    await recordAudit(tx, actor, {
      action: 'permission.move',
      entityType: 'permission',
      entityId: permissionId,
      before: { identifier: permission.identifier, siblings: identifiers(siblings) },
      after: { identifier: permission.identifier, siblings: identifiers(order) },
    });
    return itemOf(tx, authority, permissionId);
  });
}
