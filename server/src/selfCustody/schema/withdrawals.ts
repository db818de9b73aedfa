// Request and answer shapes of withdrawals and their refunds, and the withdrawal requests the service API receives.
import { z } from 'zod';
import type { BtcNetwork } from '../../config';
import { pageQuery, sortOrder } from '../../http/envelope';
import { btcAddressField, btcAmount } from '../../http/chainFields';
import { WITHDRAWAL_STATUSES } from '../../../../contract/vocabulary';
export type { WithdrawalStatus } from '../../../../contract/vocabulary';
import { decimal, isoTime } from '../../http/fields';
import { operationItem } from './operations';

export const withdrawalItem = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  institutionName: z.string().describe("The institution's name when the withdrawal was recorded"),
  userAddress: z.string(),
  receivingAddress: z.string(),
  amount: decimal,
  nonce: z.string().describe('The on-chain withdrawal nonce, as a decimal string'),
  requestedAt: isoTime,
  coolingEndsAt: isoTime,
  status: z.enum(WITHDRAWAL_STATUSES),
  btcHash: z.string().nullable(),
  refundHash: z.string().nullable(),
  failureReason: z.string().nullable(),
  refundReason: z.string().nullable(),
  refundRequestedByName: z.string().nullable(),
  refundRequestedAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** The latest withdrawal or refund operation, with its approvals. */
  operation: operationItem.nullable(),
  /** What the signed-in administrator may do with it now; confirming also waits for coolingEndsAt, which the server judges. */
  abilities: z.object({ confirm: z.boolean(), requestRefund: z.boolean(), confirmRefund: z.boolean() }),
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;

export const withdrawalListQuery = z.strictObject({
  ...pageQuery,
  userAddress: z.string().trim().max(100).optional(),
  nonce: z
    .string()
    .trim()
    .regex(/^\d{1,19}$/)
    .optional(),
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  sortField: z.enum(['createdAt', 'amount', 'coolingEndsAt', 'nonce']).optional(),
  sortOrder: sortOrder.optional(),
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;

export const refundRequestBody = z.strictObject({ reason: z.string().trim().min(1).max(500) });

// ---- the service API

export function withdrawalRequestBody(network: BtcNetwork) {
  return z
    .strictObject({
      userAddress: btcAddressField(network),
      receivingAddress: btcAddressField(network),
      amount: btcAmount,
      nonce: z
        .string()
        .trim()
        .regex(/^\d{1,19}$/, 'must be a non-negative integer'),
      requestedAt: z.iso.datetime({ offset: true }),
      coolingEndsAt: z.iso.datetime({ offset: true }),
    })
    .refine((body) => Date.parse(body.coolingEndsAt) >= Date.parse(body.requestedAt), {
      message: 'coolingEndsAt must not precede requestedAt',
      path: ['coolingEndsAt'],
    });
}
export type WithdrawalRequestInput = z.infer<ReturnType<typeof withdrawalRequestBody>>;
