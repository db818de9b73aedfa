// Position, team and lottery statistics and their per-day rollups (created by migration 0013).
import { bigint, bigserial, boolean, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, sourceId, updatedAt } from '../../db/columns';

export const statisticsPositions = pgTable('statistics_positions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sourceId: sourceId(),
  vaultId: text('vault_id').notNull(),
  chainId: text('chain_id').notNull(),
  createdAddress: text('created_address').notNull(),
  btcDeposited: numeric('btc_deposited', { precision: 20, scale: 8 }).notNull(),
  yuMinted: numeric('yu_minted', { precision: 38, scale: 18 }).notNull(),
  createdAt: at('created_at').notNull(),
  observedAt: at('observed_at').notNull().defaultNow(),
});

export const statisticsPositionDays = pgTable(
  'statistics_position_days',
  {
    day: date('day').notNull(),
    chainId: text('chain_id').notNull(),
    positions: bigint('positions', { mode: 'number' }).notNull(),
    btcDeposited: numeric('btc_deposited').notNull(),
    yuMinted: numeric('yu_minted').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.chainId] })],
);

export const statisticsTeams = pgTable('statistics_teams', {
  captainAddress: text('captain_address').primaryKey(),
  sourceId: text('source_id').notNull(),
  yuMinted: numeric('yu_minted', { precision: 38, scale: 18 }).notNull(),
  teamSize: integer('team_size').notNull(),
  observedAt: at('observed_at').notNull(),
  updatedAt: updatedAt(),
});

export const statisticsTeamTotals = pgTable('statistics_team_totals', {
  singleton: boolean('singleton').primaryKey().default(true),
  teams: bigint('teams', { mode: 'number' }).notNull(),
  members: bigint('members', { mode: 'number' }).notNull(),
  yuMinted: numeric('yu_minted').notNull(),
});

export const statisticsLotteryDraws = pgTable('statistics_lottery_draws', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sourceId: sourceId(),
  drawnAt: at('drawn_at').notNull(),
  captainAddress: text('captain_address').notNull(),
  teamSize: integer('team_size').notNull(),
  captainBerries: numeric('captain_berries', { precision: 28, scale: 8 }).notNull(),
  totalPrizeBerries: numeric('total_prize_berries', { precision: 28, scale: 8 }).notNull(),
  observedAt: at('observed_at').notNull().defaultNow(),
});

export const statisticsLotteryDays = pgTable('statistics_lottery_days', {
  day: date('day').primaryKey(),
  draws: bigint('draws', { mode: 'number' }).notNull(),
  captainBerries: numeric('captain_berries').notNull(),
  totalPrizeBerries: numeric('total_prize_berries').notNull(),
});
