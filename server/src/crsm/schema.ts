// Request and answer shapes of the CRSM area: positions (troves) with their computed ICR and
// liquidation price, accounts, the BTC price and settings, creation requests, the service API.
import { z } from 'zod';
import { pageQuery, sortOrder } from '../http/envelope';
import { btcAmount, btcBalance, evmAddress, ratioPercent, tokenAmount } from '../http/chainFields';
import { decimal, isoTime } from '../http/fields';
import { operationItem } from '../selfCustody/schema/operations';
import { CRSM_REQUEST_STATUSES, type CrsmRequestStatus } from '../../../contract/vocabulary';
export type { CrsmRequestStatus };

/** A percentage as the creation form takes it: at most 2 decimals (e.g. "130" or "112.5"). */
const percentField = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,5})(\.\d{1,2})?$/, 'must be a percentage with at most 2 decimals');

/** A uint256 identifier (troveId, position ID) as a decimal string. */
const uintId = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,77})$/, 'must be a non-negative integer without leading zeros');

const positiveTokenAmount = tokenAmount.refine((value) => /[1-9]/.test(value), 'must be greater than zero');

// ---- positions

export const crsmPositionItem = z.object({
  troveId: z.string(),
  positionId: z.string(),
  address: z.string(),
  collateralLocked: decimal.describe('YBTC'),
  totalDebt: decimal.describe('YU: trove debt plus trove interest'),
  troveCollateral: decimal,
  troveDebt: decimal,
  troveInterest: decimal,
  icr: decimal
    .nullable()
    .describe('Percent, rounded down to 2 decimals; null when unbounded (zero debt) or no BTC price is known'),
  icrUnbounded: z.boolean().describe('The debt is zero: the ICR is ∞'),
  liquidationPrice: decimal
    .nullable()
    .describe('Debt × MCR / collateral, rounded up to 2 decimals; null without collateral'),
  deposits: decimal,
  yieldGains: decimal,
  debtTokenBalance: decimal,
  collateralGains: decimal,
  trgcr: decimal,
  tarcr: decimal,
  maxTarcr: decimal,
  /** The ICR is below the position's own trigger ratio (TRGCR). */
  underTrigger: z.boolean(),
  /** The ICR is below the minimum collateral ratio: the trove can be liquidated. */
  belowMcr: z.boolean(),
  observedAt: isoTime,
  updatedAt: isoTime,
});
export type CrsmPositionItem = z.infer<typeof crsmPositionItem>;

const CRSM_POSITION_SORT_FIELDS = ['icr', 'totalDebt', 'collateralLocked', 'observedAt'] as const;

export const crsmPositionListQuery = z.strictObject({
  ...pageQuery,
  address: z.string().trim().max(100).optional(),
  troveId: z.string().trim().max(80).optional(),
  minIcr: ratioPercent.optional(),
  maxIcr: ratioPercent.optional(),
  underTrigger: z.enum(['true', 'false']).optional(),
  sortField: z.enum(CRSM_POSITION_SORT_FIELDS).optional(),
  sortOrder: sortOrder.optional(),
});
export type CrsmPositionListQuery = z.infer<typeof crsmPositionListQuery>;

export const troveParams = z.strictObject({ troveId: uintId });

export const crsmSnapshotItem = z.object({
  observedAt: isoTime,
  collateralLocked: decimal,
  troveCollateral: decimal,
  troveDebt: decimal,
  troveInterest: decimal,
  totalDebt: decimal,
  deposits: decimal,
  collateralGains: decimal,
  recordedAt: isoTime,
});
export type CrsmSnapshotItem = z.infer<typeof crsmSnapshotItem>;
export const snapshotListQuery = z.strictObject({ ...pageQuery });

// ---- accounts

export const crsmAccountItem = z.object({
  address: z.string(),
  positions: z.number().int(),
  collateralLocked: decimal,
  totalDebt: decimal,
  deposits: decimal,
  yieldGains: decimal,
  debtTokenBalance: decimal,
  collateralGains: decimal,
  icr: decimal
    .nullable()
    .describe("The account's collateral × price / its debt, percent; null when unbounded or no price is known"),
  icrUnbounded: z.boolean(),
  underTrigger: z.number().int().describe('How many of its positions are under their trigger ratio'),
  lastObservedAt: isoTime,
});
export type CrsmAccountItem = z.infer<typeof crsmAccountItem>;

export const crsmAccountListQuery = z.strictObject({
  ...pageQuery,
  address: z.string().trim().max(100).optional(),
  sortField: z.enum(['totalDebt', 'collateralLocked', 'positions', 'icr']).optional(),
  sortOrder: sortOrder.optional(),
});
export type CrsmAccountListQuery = z.infer<typeof crsmAccountListQuery>;

// ---- price and settings

export const crsmSettingsItem = z.object({
  mcr: decimal,
  ccr: decimal,
  priceMaxAgeSeconds: z.number().int(),
  updatedByName: z.string().nullable(),
  updatedAt: isoTime,
});
export type CrsmSettingsItem = z.infer<typeof crsmSettingsItem>;

export const crsmPriceItem = z.object({
  price: decimal,
  observedAt: isoTime,
  ageSeconds: z.number().int(),
  /** Older than the settings' threshold: figures computed with it may be wrong, and no position can be created. */
  stale: z.boolean(),
});
export type CrsmPriceItem = z.infer<typeof crsmPriceItem>;

export const crsmMarket = z.object({
  price: crsmPriceItem.nullable(),
  settings: crsmSettingsItem,
  totals: z.object({
    positions: z.number().int(),
    collateralLocked: decimal,
    totalDebt: decimal,
    /** Total collateral ratio of all positions, percent; null when unbounded or no price is known. */
    tcr: decimal.nullable(),
    /** The total collateral ratio is below the critical ratio (CCR). */
    belowCcr: z.boolean(),
    underTrigger: z.number().int(),
  }),
});
export type CrsmMarket = z.infer<typeof crsmMarket>;

export const crsmSettingsBody = z.strictObject({
  mcr: percentField.describe('MCR: the minimum collateral ratio, percent, above 100'),
  ccr: percentField.describe('CCR: the critical collateral ratio, percent, above MCR'),
  priceMaxAgeSeconds: z.number().int().min(60).max(604_800).describe('A BTC price older than this is stale'),
});
export type CrsmSettingsInput = z.infer<typeof crsmSettingsBody>;

// ---- creation requests

const DEFAULT_DEBT_GAS_COMPENSATION = '200';

export const crsmCreateBody = z.strictObject({
  trgcr: percentField.describe('TRGCR: the trigger collateral ratio, percent'),
  tarcr: percentField.describe('TARCR: the target collateral ratio, percent'),
  maxTarcr: percentField.describe('MAX_TARCR: the maximum target collateral ratio, percent'),
  debtGasCompensation: positiveTokenAmount
    .default(DEFAULT_DEBT_GAS_COMPENSATION)
    .describe('YU added to the debt as gas compensation; 200 when absent'),
  amount: btcAmount.describe('The YBTC collateral to lock'),
  address: evmAddress.describe('The owner of the position'),
});
export type CrsmCreateInput = z.infer<typeof crsmCreateBody>;

export const crsmPreview = z.object({
  price: decimal,
  priceObservedAt: isoTime,
  priceAgeSeconds: z.number().int(),
  priceStale: z.boolean(),
  mcr: decimal,
  /** The total debt that opens the position at TARCR, gas compensation included (YU). */
  expectedDebt: decimal,
  /** What the position borrows: the total debt less the gas compensation (YU). */
  netDebt: decimal,
  expectedIcr: decimal,
  expectedLiquidationPrice: decimal,
});
export type CrsmPreview = z.infer<typeof crsmPreview>;

export const crsmRequestItem = z.object({
  id: z.number().int(),
  address: z.string(),
  trgcr: decimal,
  tarcr: decimal,
  maxTarcr: decimal,
  debtGasCompensation: decimal,
  amount: decimal,
  btcPrice: decimal,
  priceObservedAt: isoTime,
  mcr: decimal,
  expectedDebt: decimal,
  expectedIcr: decimal,
  expectedLiquidationPrice: decimal,
  status: z.enum(CRSM_REQUEST_STATUSES),
  txHash: z.string().nullable(),
  failureReason: z.string().nullable(),
  requestedByName: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** The latest 'crsm_open' operation in the outbox, with its approvals. */
  operation: operationItem.nullable(),
});
export type CrsmRequestItem = z.infer<typeof crsmRequestItem>;

export const crsmRequestListQuery = z.strictObject({
  ...pageQuery,
  address: z.string().trim().max(100).optional(),
  status: z.enum(CRSM_REQUEST_STATUSES).optional(),
});
export type CrsmRequestListQuery = z.infer<typeof crsmRequestListQuery>;

// ---- the service API

export const crsmPriceReportBody = z.strictObject({
  price: z
    .string()
    .trim()
    .regex(/^(0|[1-9]\d{0,19})(\.\d{1,8})?$/, 'must be a positive decimal with at most 8 decimals')
    .refine((value) => /[1-9]/.test(value), 'must be greater than zero')
    .describe('The BTC price in YU (USD)'),
  observedAt: z.iso.datetime({ offset: true }).describe('When the price was observed'),
});
export type CrsmPriceReport = z.infer<typeof crsmPriceReportBody>;

const crsmSnapshotBody = z.strictObject({
  troveId: uintId,
  positionId: uintId,
  address: evmAddress,
  collateralLocked: btcBalance,
  troveCollateral: btcBalance,
  troveDebt: tokenAmount,
  troveInterest: tokenAmount,
  deposits: tokenAmount,
  yieldGains: tokenAmount,
  debtTokenBalance: tokenAmount,
  collateralGains: btcBalance,
  trgcr: ratioPercent,
  tarcr: ratioPercent,
  maxTarcr: ratioPercent,
  observedAt: z.iso.datetime({ offset: true }),
});
export type CrsmSnapshotInput = z.infer<typeof crsmSnapshotBody>;

export const crsmSnapshotsBody = z.strictObject({ positions: z.array(crsmSnapshotBody).min(1).max(500) });

export const crsmSnapshotsResult = z.object({
  received: z.number().int(),
  /** Snapshots new to the history (the same snapshot again is kept once). */
  recorded: z.number().int(),
  /** Positions whose latest figures changed (an older snapshot does not replace a newer one). */
  updated: z.number().int(),
});
