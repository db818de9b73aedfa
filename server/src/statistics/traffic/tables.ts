import { bigint, bigserial, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, reportedAndReceivedAt, sourceId } from '../../db/columns';

export const pageViewEvents = pgTable('page_view_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sourceId: sourceId(),
  occurredAt: at('occurred_at').notNull(),
  page: text('page').notNull(),
  country: text('country').notNull(),
  chainId: bigint('chain_id', { mode: 'number' }),
  ...reportedAndReceivedAt(),
});

/** Views per UTC day, page and country. */
export const pageViewDaily = pgTable(
  'page_view_daily',
  {
    day: date('day').notNull(),
    page: text('page').notNull(),
    country: text('country').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.page, table.country] })],
);

export const walletConnectionEvents = pgTable('wallet_connection_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sourceId: sourceId(),
  occurredAt: at('occurred_at').notNull(),
  chainId: bigint('chain_id', { mode: 'number' }).notNull(),
  address: text('address').notNull(),
  ...reportedAndReceivedAt(),
});

/** Connections per UTC day, chain and address. */
export const walletConnectionDailyAddresses = pgTable(
  'wallet_connection_daily_addresses',
  {
    day: date('day').notNull(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    connections: bigint('connections', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.chainId, table.address] })],
);

/** Connections and distinct addresses per UTC day and chain. */
export const walletConnectionDaily = pgTable(
  'wallet_connection_daily',
  {
    day: date('day').notNull(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    connections: bigint('connections', { mode: 'number' }).notNull(),
    addresses: bigint('addresses', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.chainId] })],
);
