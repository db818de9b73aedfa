import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { pointsColumn } from '../points/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const nftAirdrops = pgTable('nft_airdrops', {
  id: serial('id').primaryKey(),
  address: text('address').notNull(),
  berries: pointsColumn('berries').notNull(),
  nftNumber: integer('nft_number'),
  nftLevel: integer('nft_level').notNull(),
  stage: integer('stage').notNull(),
  importId: integer('import_id'),
  createdBy: integer('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const nftAirdropImports = pgTable('nft_airdrop_imports', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  rows: jsonb('rows').notNull(),
  rowCount: integer('row_count').notNull(),
  errorCount: integer('error_count').notNull(),
  status: text('status').notNull().default('previewed'),
  createdBy: integer('created_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  confirmedBy: integer('confirmed_by'),
  confirmedAt: at('confirmed_at'),
});
