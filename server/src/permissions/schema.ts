// Request and response shapes of permission management.
import { z } from 'zod';

export const permissionItem = z.object({
  id: z.number().int(),
  identifier: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  type: z.enum(['menu', 'function']),
  path: z.string().nullable(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  /** Ships with the product: its identifier, type, path and parent are fixed, and it cannot be deleted. */
  builtin: z.boolean(),
  roleCount: z.number().int(),
  /** What the signed-in administrator may do with it; `grant`: put it in a role. */
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), grant: z.boolean() }),
});
export type PermissionItem = z.infer<typeof permissionItem>;

const PERMISSION_IDENTIFIER = /^[A-Za-z][A-Za-z0-9_.:-]{0,99}$/;
const ROUTE_PATH = /^\/[A-Za-z0-9_\-/]*$/;

export const permissionBody = z.strictObject({
  identifier: z.string().trim().regex(PERMISSION_IDENTIFIER, 'letters, digits and . : _ -, starting with a letter'),
  nameZh: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().min(1).max(100),
  type: z.enum(['menu', 'function']),
  path: z.string().trim().max(200).regex(ROUTE_PATH, 'a route path starting with /').nullable().optional(),
  parentId: z.number().int().positive().nullable().optional(),
  sortOrder: z.number().int().min(0).max(100000).optional(),
});
export type PermissionInput = z.infer<typeof permissionBody>;

export const deletePermissionQuery = z.strictObject({
  withDescendants: z.enum(['true', 'false']).optional(),
});

export const permissionImpact = z.object({
  descendantCount: z.number().int(),
  roleCount: z.number().int(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PermissionImpact = z.infer<typeof permissionImpact>;
