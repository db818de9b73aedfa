import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

export const serviceTokens = pgTable('service_tokens', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  scopes: text('scopes').array().notNull(),
  tokenHash: text('token_hash').notNull(),
  tokenPrefix: text('token_prefix').notNull(),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedBy: integer('revoked_by'),
});
