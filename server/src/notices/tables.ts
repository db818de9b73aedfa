import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { NOTICE_PLATFORMS, VISIBILITIES } from '../../../contract/vocabulary';
import { createdAndUpdatedAt } from '../db/columns';

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  link: text('link').notNull(),
  platform: text('platform', { enum: NOTICE_PLATFORMS }).notNull(),
  status: text('status', { enum: VISIBILITIES }).notNull().default('shown'),
  createdBy: integer('created_by').notNull(),
  updatedBy: integer('updated_by'),
  ...createdAndUpdatedAt(),
});
