import { bigint, bigserial, pgTable } from 'drizzle-orm/pg-core';
import { at, reportedAndReceivedAt, sourceId, token } from '../db/columns';

/** The product's headline figures as its services observed them, one row per report. */
export const overviewSnapshots = pgTable('overview_snapshots', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sourceId: sourceId(),
  observedAt: at('observed_at').notNull(),
  bridgeBtc: token('bridge_btc').notNull(),
  mintYu: token('mint_yu').notNull(),
  userCount: bigint('user_count', { mode: 'number' }).notNull(),
  vaultBtc: token('vault_btc').notNull(),
  ...reportedAndReceivedAt(),
});
