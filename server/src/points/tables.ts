import { bigserial, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
export const pointsColumn = (name: string) => numeric(name, { precision: 28, scale: 8 });

export const pointsBalances = pgTable('points_balances', {
  address: text('address').primaryKey(),
  balance: pointsColumn('balance').notNull().default('0'),
  adjustmentCount: integer('adjustment_count').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const pointsAdjustments = pgTable('points_adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  address: text('address').notNull(),
  delta: pointsColumn('delta').notNull(),
  balanceAfter: pointsColumn('balance_after').notNull(),
  reason: text('reason').notNull(),
  adminId: integer('admin_id'),
  createdAt: at('created_at').notNull().defaultNow(),
});
