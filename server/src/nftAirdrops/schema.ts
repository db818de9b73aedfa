// Request and answer shapes of NFT airdrops: rows by address and stage, and CSV imports that are
// previewed first and imported, all rows or none, only on confirmation.
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import { pageQuery, sortOrder } from '../http/envelope';
import { taprootAddressField } from '../http/chainFields';
import { isoTime } from '../http/fields';
import { pointsAmount } from '../points/schema';

const NFT_LEVEL_MAX = 100;
const STAGE_MAX = 1000;
/** A file holds at most this many rows; a larger list is imported in several files. */
export const IMPORT_ROW_LIMIT = 5_000;

export const nftLevel = z.number().int().min(1).max(NFT_LEVEL_MAX);
export const stage = z.number().int().min(1).max(STAGE_MAX);
export const nftNumber = z.number().int().min(0).max(1_000_000);

export const nftAirdropItem = z.object({
  id: z.number().int(),
  address: z.string(),
  berries: z.string().describe('Points, an exact decimal, as a string'),
  nftNumber: z.number().int().nullable(),
  nftLevel: z.number().int(),
  stage: z.number().int(),
  importId: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type NftAirdropItem = z.infer<typeof nftAirdropItem>;

export function nftAirdropBody(network: BtcNetwork) {
  return z.strictObject({
    address: taprootAddressField(network),
    berries: pointsAmount,
    nftNumber: nftNumber.nullable().optional(),
    nftLevel,
    stage,
  });
}
export type NftAirdropInput = z.infer<ReturnType<typeof nftAirdropBody>>;

const integerFilter = (max: number) => z.coerce.number().int().min(1).max(max).optional();

export const nftAirdropListQuery = z.strictObject({
  ...pageQuery,
  address: z.string().trim().max(100).optional(),
  stage: integerFilter(STAGE_MAX),
  nftLevel: integerFilter(NFT_LEVEL_MAX),
  sortField: z.enum(['createdAt', 'berries', 'nftLevel', 'stage', 'nftNumber']).optional(),
  sortOrder: sortOrder.optional(),
});
export type NftAirdropListQuery = z.infer<typeof nftAirdropListQuery>;

/** Why a row of an imported file cannot be imported; the panel translates each. */
const IMPORT_ROW_ERRORS = [
  'ADDRESS_INVALID',
  'BERRIES_MISSING',
  'BERRIES_INVALID',
  'LEVEL_MISSING',
  'LEVEL_INVALID',
  'STAGE_MISSING',
  'STAGE_INVALID',
  'NFT_NUMBER_INVALID',
  'DUPLICATE_IN_FILE',
  'ALREADY_EXISTS',
] as const;
export type ImportRowError = (typeof IMPORT_ROW_ERRORS)[number];

const importRow = z.object({
  /** The row's line in the file, counting the header as line 1. */
  line: z.number().int(),
  address: z.string(),
  berries: z.string(),
  nftNumber: z.string(),
  nftLevel: z.string(),
  stage: z.string(),
  errors: z.array(z.enum(IMPORT_ROW_ERRORS)),
  /** For DUPLICATE_IN_FILE: the line the same address and stage first appears on. */
  duplicateOfLine: z.number().int().nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

export const importPreview = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(['previewed', 'imported']),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  rows: z.array(importRow),
  createdAt: isoTime,
  confirmedAt: isoTime.nullable(),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importBody = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  /** The file's text (UTF-8). Columns: address, berries, nftNumber (optional), nftLevel, stage. */
  content: z.string().min(1).max(900_000),
});
