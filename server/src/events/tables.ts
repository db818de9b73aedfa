import { bigint, bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * Live events (migration 0023): what changed and who may hear of it, the stream's replay backlog. `position`
 * (migration 0027) is given once the event has committed, in commit order: streams are sent, and resume, by it.
 */
export const events = pgTable('events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id'),
  permission: text('permission'),
  createdAt: createdAt(),
  position: bigint('position', { mode: 'number' }),
});

/** Secrets the server keeps in its database, made by the first instance that needs one (migration 0027). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
