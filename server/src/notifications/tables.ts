import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** Approval emails (migration 0025): each (operation, administrator) pair claimed once, by the instance that sends it. */
export const approvalMails = pgTable(
  'approval_mails',
  {
    operationId: integer('operation_id').notNull(),
    adminId: integer('admin_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.operationId, table.adminId] })],
);
