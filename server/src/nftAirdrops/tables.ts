import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAndUpdatedAt, createdAt } from '../db/columns';
import { pointsColumn } from '../points/tables';

export const nftAirdrops = pgTable('nft_airdrops', {
  id: serial('id').primaryKey(),
  address: text('address').notNull(),
  berries: pointsColumn('berries').notNull(),
  nftNumber: integer('nft_number'),
  nftLevel: integer('nft_level').notNull(),
  stage: integer('stage').notNull(),
  importId: integer('import_id'),
  createdBy: integer('created_by'),
  ...createdAndUpdatedAt(),
});

export const nftAirdropImports = pgTable('nft_airdrop_imports', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  rows: jsonb('rows').notNull(),
  rowCount: integer('row_count').notNull(),
  errorCount: integer('error_count').notNull(),
  status: text('status').notNull().default('previewed'),
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
  confirmedBy: integer('confirmed_by'),
  confirmedAt: at('confirmed_at'),
});
