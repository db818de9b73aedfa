import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Live events (migration 0023): what changed and who may hear of it, the stream's replay backlog. */
export const events = pgTable('events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id'),
  permission: text('permission'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
