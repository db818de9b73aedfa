import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { AUTH_METHODS } from '../../../contract/vocabulary';

export const adminTwoFactor = pgTable('admin_two_factor', {
  adminId: integer('admin_id').primaryKey(),
  /** Base32 TOTP secret; enabled once the administrator confirmed a code from their app. */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

export const pendingSignIns = pgTable('pending_sign_ins', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  adminId: integer('admin_id').notNull(),
  purpose: text('purpose', { enum: ['totp', 'enrol'] }).notNull(),
  authMethod: text('auth_method', { enum: AUTH_METHODS }).notNull().default('password'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
