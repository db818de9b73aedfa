import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAndUpdatedAt } from '../db/columns';

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  link: text('link').notNull(),
  platform: text('platform', { enum: ['all', 'web', 'mobile'] }).notNull(),
  status: text('status', { enum: ['shown', 'hidden'] })
    .notNull()
    .default('shown'),
  createdBy: integer('created_by').notNull(),
  updatedBy: integer('updated_by'),
  ...createdAndUpdatedAt(),
});
