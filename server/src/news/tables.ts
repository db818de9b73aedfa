import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { VISIBILITIES } from '../../../contract/vocabulary';
import { at, createdAndUpdatedAt } from '../db/columns';

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link').notNull(),
  publishedAt: at('published_at').notNull(),
  status: text('status', { enum: VISIBILITIES }).notNull().default('shown'),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
  ...createdAndUpdatedAt(),
});
