import { bigserial, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAndUpdatedAt, createdAt } from '../db/columns';

export const pointsColumn = (name: string) => numeric(name, { precision: 28, scale: 8 });

export const pointsBalances = pgTable('points_balances', {
  address: text('address').primaryKey(),
  balance: pointsColumn('balance').notNull().default('0'),
  adjustmentCount: integer('adjustment_count').notNull().default(0),
  ...createdAndUpdatedAt(),
});

export const pointsAdjustments = pgTable('points_adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  address: text('address').notNull(),
  delta: pointsColumn('delta').notNull(),
  balanceAfter: pointsColumn('balance_after').notNull(),
  reason: text('reason').notNull(),
  adminId: integer('admin_id'),
  createdAt: createdAt(),
});
