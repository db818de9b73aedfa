import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';
import { FEEDBACK_STATUSES } from '../../../contract/vocabulary';

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  content: text('content').notNull(),
  pictureUrl: text('picture_url'),
  submittedAt: at('submitted_at').notNull().defaultNow(),
  status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('untreated'),
  processedBy: integer('processed_by'),
  processedAt: at('processed_at'),
});
