// The permission tree: menus (with a route path, and submenus) and the function permissions
// beneath them. A menu's subtree is deleted with it, and with it every grant of the subtree.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { permissions, rolePermissions, roles } from '../db/schema';
import { recordAudit, type Actor, auditedCreation } from '../auditLogs/service';
import { AppError } from '../http/errors';
import { enforce, loadAuthority, type Authority } from './authority';
import {
  canCreatePermission,
  canDeletePermission,
  canMovePermission,
  canUpdatePermission,
  permissionAbilities,
} from './policy';
import type { PermissionImpact, PermissionInput, PermissionItem } from './schema';

type PermissionRow = typeof permissions.$inferSelect;

function toItem(actor: Authority, row: PermissionRow, all: PermissionRow[], roleCount: number): PermissionItem {
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

async function findPermission(db: Db, permissionId: number, lock = false): Promise<PermissionRow> {
  const query = db.select().from(permissions).where(eq(permissions.id, permissionId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('PERMISSION_NOT_FOUND', `Permission ${permissionId} does not exist.`);
  return row;
}

/** The ids below a permission, however deep (the tree is small: it is the product's menu). */
function descendantIdsOf(all: Pick<PermissionRow, 'id' | 'parentId'>[], permissionId: number): number[] {
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

async function allParentLinks(db: Db) {
  return db.select({ id: permissions.id, parentId: permissions.parentId }).from(permissions);
}

const isExternalAddress = (path: string) => path.startsWith('https://');

/**
 * A menu names itself in at least one language (in the other it is not shown); a function
 * permission, which the role form lists in both languages, in both.
 */
function checkNames(input: PermissionInput) {
  const missing = (['nameZh', 'nameEn'] as const).filter((field) => input[field] === '');
  if (missing.length === 0 || (input.type === 'menu' && missing.length === 1)) return;
  const message = input.type === 'menu' ? 'a menu is named in at least one language' : 'required';
  throw new AppError('VALIDATION_FAILED', 'The permission needs its names.', {
    fields: missing.map((field) => ({ field, message })),
  });
}

/**
 * A menu opens a page of the panel (the pages are the product's own menus: an added menu with
 * such a path is a shortcut to it) or an external https:// address.
 */
async function checkMenuPath(db: Db, path: string) {
  if (isExternalAddress(path)) return;
  const [page] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.path, path), eq(permissions.builtin, true), eq(permissions.type, 'menu')));
  if (page) return;
  throw new AppError('MENU_PATH_NOT_A_PAGE', `${path} is not a page of the panel.`, { params: { path } });
}

/** Normalises and checks a permission's shape; `selfId` is given when editing. */
async function validatedValues(db: Db, input: PermissionInput, selfId?: number) {
  const path = input.type === 'menu' ? (input.path ?? null) : null;
  const parentId = input.parentId ?? null;
  checkNames(input);
  if (input.type === 'menu' && !path) {
    throw new AppError('VALIDATION_FAILED', 'A menu permission needs a route path.', {
      fields: [{ field: 'path', message: 'required for a menu' }],
    });
  }
  if (input.type === 'function' && input.path) {
    throw new AppError('VALIDATION_FAILED', 'A function permission has no route path.', {
      fields: [{ field: 'path', message: 'only menus have a path' }],
    });
  }
  if (input.type === 'function' && parentId === null) {
    throw new AppError('VALIDATION_FAILED', 'A function permission belongs to a menu.', {
      fields: [{ field: 'parentId', message: 'required for a function' }],
    });
  }
  if (parentId !== null) {
    const [parent] = await db.select().from(permissions).where(eq(permissions.id, parentId));
    if (!parent) throw new AppError('UNKNOWN_PARENT', `Permission ${parentId} does not exist.`);
    if (parent.type !== 'menu') throw new AppError('PARENT_NOT_MENU', "A permission's parent must be a menu.");
    if (
      selfId !== undefined &&
      (parentId === selfId || descendantIdsOf(await allParentLinks(db), selfId).includes(parentId))
    ) {
      throw new AppError('PERMISSION_CYCLE', 'A permission cannot sit below itself.');
    }
  }
  if (path) await checkMenuPath(db, path);
  return {
    identifier: input.identifier,
    nameZh: input.nameZh,
    nameEn: input.nameEn,
    type: input.type,
    path,
    parentId,
    sortOrder: input.sortOrder,
    icon: input.type === 'menu' ? (input.icon ?? null) : null,
  };
}

async function withUniqueFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'permissions_identifier_key')) {
      throw new AppError('PERMISSION_IDENTIFIER_TAKEN', 'Another permission already has this identifier.');
    }
    throw error;
  }
}

async function itemOf(db: Db, actor: Authority, permissionId: number): Promise<PermissionItem> {
  const row = await findPermission(db, permissionId);
  const [roleCount, all] = await Promise.all([
    db.$count(rolePermissions, eq(rolePermissions.permissionId, permissionId)),
    db.select().from(permissions),
  ]);
  return toItem(actor, row, all, roleCount);
}

const auditView = ({ roleCount: _roleCount, ...item }: PermissionItem) => item;

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
      await recordAudit(tx, actor, {
        action: 'permission.update',
        entityType: 'permission',
        entityId: permissionId,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    }),
  );
}

/** Siblings' orders are spaced so that an order typed in the form can fall between two. */
const ORDER_STEP = 10;

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(permissions.parentId) : eq(permissions.parentId, parentId);

async function lastSortOrderBeneath(db: Db, parentId: number | null): Promise<number> {
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
    enforce(canMovePermission(authority));
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
