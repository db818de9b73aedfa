import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

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
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
