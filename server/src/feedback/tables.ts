import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  content: text('content').notNull(),
  pictureUrl: text('picture_url'),
  submittedAt: at('submitted_at').notNull().defaultNow(),
  status: text('status', { enum: ['untreated', 'processed'] })
    .notNull()
    .default('untreated'),
  processedBy: integer('processed_by'),
  processedAt: at('processed_at'),
});
