import { bigint, bigserial, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { at, token } from '../db/columns';

/** The four kinds of hedging record in one table (see migration 0014 for which columns each kind fills). */
export const hedgingRecords = pgTable('hedging_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: ['rewardWithdrawal', 'cexDeposit', 'spotSale', 'crossChain'] }).notNull(),
  sourceId: text('source_id').notNull(),
  network: text('network'),
  targetNetwork: text('target_network'),
  token: text('token').notNull(),
  amount: token('amount').notNull(),
  txHash: text('tx_hash'),
  address: text('address'),
  targetAddress: text('target_address'),
  accountName: text('account_name'),
  receivingAccount: text('receiving_account'),
  orderId: text('order_id'),
  sellPrice: token('sell_price'),
  receivedUsdc: token('received_usdc'),
  impliedPrice: numeric('implied_price'),
  recordedAt: at('recorded_at').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
  reportedBy: integer('reported_by'),
});

export const hedgingDailyTotals = pgTable('hedging_daily_totals', {
  kind: text('kind').notNull(),
  day: date('day').notNull(),
  network: text('network').notNull(),
  targetNetwork: text('target_network').notNull(),
  token: text('token').notNull(),
  recordCount: bigint('record_count', { mode: 'number' }).notNull(),
  amountSum: numeric('amount_sum', { precision: 48, scale: 18 }).notNull(),
});
