import { bigint, bigserial, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';

const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

/** The product's headline figures as its services observed them, one row per report. */
export const overviewSnapshots = pgTable('overview_snapshots', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sourceId: text('source_id').notNull().unique(),
  observedAt: at('observed_at').notNull(),
  bridgeBtc: amount('bridge_btc').notNull(),
  mintYu: amount('mint_yu').notNull(),
  userCount: bigint('user_count', { mode: 'number' }).notNull(),
  vaultBtc: amount('vault_btc').notNull(),
  reportedBy: integer('reported_by'),
  receivedAt: at('received_at').notNull().defaultNow(),
});
