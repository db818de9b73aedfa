import { sql } from 'drizzle-orm';
import { bigserial, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, btc, createdAndUpdatedAt, ratio, token, updatedAt, updatedByAndAt } from '../db/columns';

const price = (name: string) => numeric(name, { precision: 28, scale: 8 });

export const crsmSettings = pgTable('crsm_settings', {
  id: integer('id').primaryKey().default(1),
  mcr: ratio('mcr').notNull(),
  ccr: ratio('ccr').notNull(),
  priceMaxAgeSeconds: integer('price_max_age_seconds').notNull(),
  ...updatedByAndAt(),
});

export const crsmBtcPrices = pgTable('crsm_btc_prices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  price: price('price').notNull(),
  observedAt: at('observed_at').notNull(),
  reportedBy: integer('reported_by'),
  reportedAt: at('reported_at').notNull().defaultNow(),
});

/** The figures every snapshot of a trove carries. */
const positionFigures = {
  troveId: text('trove_id').notNull(),
  positionId: text('position_id').notNull(),
  address: text('address').notNull(),
  collateralLocked: btc('collateral_locked').notNull(),
  troveCollateral: btc('trove_collateral').notNull(),
  troveDebt: token('trove_debt').notNull(),
  troveInterest: token('trove_interest').notNull(),
  totalDebt: token('total_debt').generatedAlwaysAs(sql`trove_debt + trove_interest`),
  deposits: token('deposits').notNull(),
  yieldGains: token('yield_gains').notNull(),
  debtTokenBalance: token('debt_token_balance').notNull(),
  collateralGains: btc('collateral_gains').notNull(),
  trgcr: ratio('trgcr').notNull(),
  tarcr: ratio('tarcr').notNull(),
  maxTarcr: ratio('max_tarcr').notNull(),
  observedAt: at('observed_at').notNull(),
};

export const crsmPositions = pgTable('crsm_positions', {
  ...positionFigures,
  troveId: text('trove_id').primaryKey(),
  firstSeenAt: at('first_seen_at').notNull().defaultNow(),
  updatedAt: updatedAt(),
});

export const crsmPositionSnapshots = pgTable('crsm_position_snapshots', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ...positionFigures,
  reportedBy: integer('reported_by'),
  recordedAt: at('recorded_at').notNull().defaultNow(),
});

export const crsmPositionRequests = pgTable('crsm_position_requests', {
  id: serial('id').primaryKey(),
  address: text('address').notNull(),
  trgcr: ratio('trgcr').notNull(),
  tarcr: ratio('tarcr').notNull(),
  maxTarcr: ratio('max_tarcr').notNull(),
  debtGasCompensation: token('debt_gas_compensation').notNull(),
  amount: btc('amount').notNull(),
  btcPrice: price('btc_price').notNull(),
  priceObservedAt: at('price_observed_at').notNull(),
  mcr: ratio('mcr').notNull(),
  expectedDebt: token('expected_debt').notNull(),
  expectedIcr: numeric('expected_icr').notNull(),
  expectedLiquidationPrice: numeric('expected_liquidation_price').notNull(),
  status: text('status').notNull().default('awaiting_approval'),
  txHash: text('tx_hash'),
  failureReason: text('failure_reason'),
  requestedBy: integer('requested_by'),
  ...createdAndUpdatedAt(),
});
