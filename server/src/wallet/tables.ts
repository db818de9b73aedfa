import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

export const walletChallenges = pgTable('wallet_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  purpose: text('purpose', { enum: ['signIn', 'bind'] }).notNull(),
  address: text('address').notNull(),
  origin: text('origin').notNull(),
  adminId: integer('admin_id'),
  message: text('message').notNull(),
  /** The client IP that asked for it: challenges are limited per IP as well as per address. */
  ip: text('ip'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
