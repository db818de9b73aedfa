// Request and response shapes of administrator management.
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import { taprootAddressField } from '../http/chainFields';
import { pageQuery, sortOrder } from '../http/envelope';
import { singleLineName } from '../http/fields';

export const adminItem = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  description: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  roleIsSuper: z.boolean(),
  enabled: z.boolean(),
  /** The taproot address that may sign in for this administrator, or null. */
  walletAddress: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the signed-in administrator may do to this administrator now. */
  abilities: z.object({
    update: z.boolean(),
    changeRole: z.boolean(),
    enable: z.boolean(),
    disable: z.boolean(),
    resetPassword: z.boolean(),
    setWalletAddress: z.boolean(),
  }),
});
export type AdminItem = z.infer<typeof adminItem>;

export const adminListQuery = z.strictObject({
  ...pageQuery,
  email: z.string().max(254).optional(),
  name: z.string().max(100).optional(),
  roleId: z.coerce.number().int().positive().optional(),
  enabled: z.enum(['true', 'false']).optional(),
  sortField: z.enum(['email', 'name', 'createdAt']).optional(),
  sortOrder: sortOrder.optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

const email = z.string().trim().max(254).pipe(z.email());
const name = singleLineName();
const description = z.string().trim().min(1).max(500);
const roleId = z.number().int().positive();

/** A taproot address of the network, null to remove it; left out, it stays as it is (super administrators only). */
const walletAddress = (network: BtcNetwork) => taprootAddressField(network).nullable().optional();

export function createAdminBody(network: BtcNetwork) {
  return z.strictObject({
    email,
    password: z.string().min(1).max(1024),
    name,
    description,
    roleId,
    walletAddress: walletAddress(network),
  });
}
export type CreateAdminInput = z.infer<ReturnType<typeof createAdminBody>>;

export function updateAdminBody(network: BtcNetwork) {
  return z.strictObject({ email, name, description, roleId, walletAddress: walletAddress(network) });
}
export type UpdateAdminInput = z.infer<ReturnType<typeof updateAdminBody>>;

export const resetPasswordBody = z.strictObject({ password: z.string().min(1).max(1024) });
