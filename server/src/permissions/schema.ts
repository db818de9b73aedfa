// Request and response shapes of permission management.
import { z } from 'zod';
import { menuAddressOf } from '../../../contract/menuAddress';
import { MENU_ICONS } from '../../../contract/vocabulary';
import { singleLineName } from '../http/fields';

export const permissionItem = z.object({
  id: z.number().int(),
  identifier: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  type: z.enum(['menu', 'function']),
  /** A menu's page of the panel (`/news`) or external address (`https://…`). */
  path: z.string().nullable(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  icon: z.enum(MENU_ICONS).nullable(),
  /** Ships with the product: its identifier, type, path and parent are fixed, and it cannot be deleted. */
  builtin: z.boolean(),
  roleCount: z.number().int(),
  /** What the signed-in administrator may do with it; `grant`: put it in a role. */
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), grant: z.boolean() }),
});
export type PermissionItem = z.infer<typeof permissionItem>;

const PERMISSION_IDENTIFIER = /^[A-Za-z][A-Za-z0-9_.:-]{0,99}$/;

/** A menu's own name in one language, or '' when the menu is not shown in that language. */
const menuName = singleLineName(100, { allowEmpty: true });

export const permissionBody = z.strictObject({
  identifier: z.string().trim().regex(PERMISSION_IDENTIFIER, 'letters, digits and . : _ -, starting with a letter'),
  nameZh: menuName,
  nameEn: menuName,
  type: z.enum(['menu', 'function']),
  path: z
    .string()
    .trim()
    .max(500)
    // Stored as drawn: an external address as the URL standard writes it (contract/menuAddress.ts).
    .transform((path, context) => {
      const address = menuAddressOf(path);
      if (address) return address.kind === 'page' ? address.path : address.href;
      context.addIssue({ code: 'custom', message: 'a page path starting with / or an https:// address' });
      return z.NEVER;
    })
    .nullable()
    .optional(),
  parentId: z.number().int().positive().nullable().optional(),
  sortOrder: z.number().int().min(0).max(100000).optional(),
  icon: z.enum(MENU_ICONS).nullable().optional(),
});
export type PermissionInput = z.infer<typeof permissionBody>;

/** Moves a permission among its siblings: `index` is its place once moved, counted from 0. */
export const movePermissionBody = z.strictObject({ index: z.number().int().min(0).max(10000) });

export const deletePermissionQuery = z.strictObject({
  withDescendants: z.enum(['true', 'false']).optional(),
});

export const permissionImpact = z.object({
  descendantCount: z.number().int(),
  roleCount: z.number().int(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PermissionImpact = z.infer<typeof permissionImpact>;
