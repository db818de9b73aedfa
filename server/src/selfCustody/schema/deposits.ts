// Request and answer shapes of deposits and their mints, and the deposits the indexer observes.
import { z } from 'zod';
import type { BtcNetwork } from '../../config';
import { pageQuery, sortOrder } from '../../http/envelope';
import { btcAddressField, btcAmount, btcTxHash, evmAddress } from '../../http/chainFields';
import { DEPOSIT_STATUSES, DEPOSIT_TYPES, MINT_STATUSES } from '../../../../contract/vocabulary';
export type { MintStatus } from '../../../../contract/vocabulary';
import { institutionName } from './institutions';
import { decimal, isoTime } from '../../http/fields';
import { operationItem } from './operations';

export const depositItem = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  userAddress: z.string(),
  userName: z.string().describe("The institution's name when the deposit was recorded"),
  amount: decimal,
  coboAddress: z.string(),
  depositHash: z.string(),
  receivingAddress: z.string(),
  type: z.enum(DEPOSIT_TYPES),
  lockTime: isoTime,
  remarks: z.string(),
  ethHash: z.string().nullable(),
  depositStatus: z.enum(DEPOSIT_STATUSES),
  observedAmount: decimal.nullable(),
  observedConfirmations: z.number().int().nullable(),
  observedAt: isoTime.nullable(),
  mintStatus: z.enum(MINT_STATUSES),
  mintFailureReason: z.string().nullable(),
  recordedByName: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** The latest mint operation, with its approvals. */
  operation: operationItem.nullable(),
  /** What the signed-in administrator may do with it now (a deposit not yet confirmed on chain is minted by nobody). */
  abilities: z.object({ confirmMint: z.boolean(), retryMint: z.boolean() }),
});
export type DepositItem = z.infer<typeof depositItem>;

/** Which institution a deposit is for: the one holding its user address, or a new one, asked for explicitly. */
const depositInstitution = z.discriminatedUnion('kind', [
  z
    .strictObject({ kind: z.literal('existing'), id: z.number().int().positive() })
    .describe('The institution whose BTC account is userAddress (the deposit form picks it)'),
  z
    .strictObject({ kind: z.literal('new'), name: institutionName })
    .describe('A new institution for userAddress, which no institution holds yet'),
]);
export type DepositInstitution = z.infer<typeof depositInstitution>;

export function createDepositBody(network: BtcNetwork) {
  return z.strictObject({
    userAddress: btcAddressField(network),
    institution: depositInstitution,
    amount: btcAmount,
    coboAddress: btcAddressField(network),
    depositHash: btcTxHash,
    receivingAddress: evmAddress.describe('The EVM address that receives the minted YBTC'),
    type: z.enum(DEPOSIT_TYPES),
    lockTime: z.iso.datetime({ offset: true }),
    remarks: z.string().trim().min(1).max(500),
  });
}
export type CreateDepositInput = z.infer<ReturnType<typeof createDepositBody>>;

export const depositListQuery = z.strictObject({
  ...pageQuery,
  userAddress: z.string().trim().max(100).optional(),
  userName: z.string().trim().max(100).optional(),
  depositHash: z.string().trim().max(100).optional(),
  mintStatus: z.enum(MINT_STATUSES).optional(),
  depositStatus: z.enum(DEPOSIT_STATUSES).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
  sortField: z.enum(['createdAt', 'amount', 'lockTime']).optional(),
  sortOrder: sortOrder.optional(),
});
export type DepositListQuery = z.infer<typeof depositListQuery>;

// ---- the service API

export const observedDepositBody = z.strictObject({
  depositHash: btcTxHash,
  amount: btcAmount,
  confirmations: z.number().int().min(0).max(1_000_000),
});
