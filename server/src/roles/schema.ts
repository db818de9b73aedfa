// Request and response shapes of role management.
import { z } from 'zod';
import { pageQuery } from '../http/envelope';
import { singleLineName } from '../http/fields';

export const roleItem = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  description: z.string(),
  isSuper: z.boolean(),
  requiresTwoFactor: z
    .boolean()
    .describe('Its administrators must sign in with a TOTP code, enrolling at their next sign-in'),
  permissionIds: z.array(z.number().int()),
  adminCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the signed-in administrator may do with it; `assign`: give it to an administrator. */
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), assign: z.boolean() }),
});
export type RoleItem = z.infer<typeof roleItem>;

export const roleListQuery = z.strictObject({
  ...pageQuery,
  name: z.string().max(100).optional(),
  identifier: z.string().max(64).optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuery>;

const ROLE_IDENTIFIER = /^[a-z][a-z0-9_]{1,63}$/;

const fields = {
  identifier: z
    .string()
    .trim()
    .regex(ROLE_IDENTIFIER, 'lowercase letters, digits and underscores, starting with a letter, 2 to 64 characters'),
  name: singleLineName(),
  description: z.string().trim().max(500).default(''),
};
const permissionIds = z.array(z.number().int().positive()).max(1000);

export const createRoleBody = z.strictObject({
  ...fields,
  requiresTwoFactor: z.boolean().default(false),
  permissionIds,
});
export type CreateRoleInput = z.infer<typeof createRoleBody>;

export const updateRoleBody = z.strictObject({
  ...fields,
  requiresTwoFactor: z.boolean().optional(),
  permissionIds: permissionIds.optional(),
});
export type UpdateRoleInput = z.infer<typeof updateRoleBody>;
