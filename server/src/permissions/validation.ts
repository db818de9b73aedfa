// What a permission may look like before it is written: its names, its route path, its parent.
import { and, eq } from 'drizzle-orm';
import { isExternalMenuAddress } from '../../../contract/menuAddress';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { permissions } from '../db/schema';
import { AppError } from '../http/errors';
import type { PermissionInput } from './schema';
import { allParentLinks, descendantIdsOf } from './tree';

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
  if (isExternalMenuAddress(path)) return;
  const [page] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.path, path), eq(permissions.builtin, true), eq(permissions.type, 'menu')));
  if (page) return;
  throw new AppError('MENU_PATH_NOT_A_PAGE', `${path} is not a page of the panel.`, { params: { path } });
}

/** Normalises and checks a permission's shape; `selfId` is given when editing. */
export async function validatedValues(db: Db, input: PermissionInput, selfId?: number) {
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

export async function withUniqueFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'permissions_identifier_key')) {
      throw new AppError('PERMISSION_IDENTIFIER_TAKEN', 'Another permission already has this identifier.');
    }
    throw error;
  }
}
