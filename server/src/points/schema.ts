// Request and answer shapes of points (berries): balances by address and their adjustments.
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import { pageQuery, sortOrder } from '../http/envelope';
import { taprootAddressField } from '../http/chainFields';
import { decimal, isoTime } from '../http/fields';

/** Points are exact decimals (at most 8 places), carried as strings like money. */

/** A non-negative amount of points as an exact decimal string. */
export const pointsAmount = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,19})(\.\d{1,8})?$/, 'must be a non-negative decimal with at most 8 decimals');

/** A signed, non-zero change of points as an exact decimal string. */
const pointsDelta = z
  .string()
  .trim()
  .regex(/^[+-]?(0|[1-9]\d{0,19})(\.\d{1,8})?$/, 'must be a decimal with at most 8 decimals, negative to deduct')
  .refine((value) => /[1-9]/.test(value), 'must not be zero')
  .transform((value) => value.replace(/^\+/, ''));

export const pointsBalanceItem = z.object({
  address: z.string(),
  balance: decimal,
  adjustmentCount: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type PointsBalanceItem = z.infer<typeof pointsBalanceItem>;

export const pointsAdjustmentItem = z.object({
  id: z.number().int(),
  address: z.string(),
  delta: decimal,
  balanceAfter: decimal,
  reason: z.string(),
  adminId: z.number().int().nullable(),
  adminName: z.string().nullable(),
  adminEmail: z.string().nullable(),
  createdAt: isoTime,
});
export type PointsAdjustmentItem = z.infer<typeof pointsAdjustmentItem>;

export const pointsListQuery = z.strictObject({
  ...pageQuery,
  address: z.string().trim().max(100).optional(),
  minBalance: pointsAmount.optional(),
  maxBalance: pointsAmount.optional(),
  sortField: z.enum(['balance', 'updatedAt', 'address']).optional(),
  sortOrder: sortOrder.optional(),
});
export type PointsListQuery = z.infer<typeof pointsListQuery>;

export function addressParams(network: BtcNetwork) {
  return z.strictObject({ address: taprootAddressField(network) });
}

export const adjustmentListQuery = z.strictObject({ ...pageQuery });
export type AdjustmentListQuery = z.infer<typeof adjustmentListQuery>;

export const adjustPointsBody = z.strictObject({
  delta: pointsDelta,
  reason: z.string().trim().min(1, 'a reason is required').max(500),
});
export type AdjustPointsInput = z.infer<typeof adjustPointsBody>;

export const adjustPointsResult = z.object({ balance: pointsBalanceItem, adjustment: pointsAdjustmentItem });
