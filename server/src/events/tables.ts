import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** Live events (migration 0023): what changed and who may hear of it, the stream's replay backlog. */
export const events = pgTable('events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id'),
  permission: text('permission'),
  createdAt: createdAt(),
});
