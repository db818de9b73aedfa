// The column kinds the tables share: times with their zone, exact amounts at the precision the
// migrations give them, and the bookkeeping columns many rows keep (created and updated, by whom,
// reported by which service).
import { integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** A point in time with its zone (`timestamptz`). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A BTC or YBTC amount: `numeric(20, 8)`. */
export const btc = (name: string) => numeric(name, { precision: 20, scale: 8 });

/** An 18-decimal token amount (YU, or any token the hedging and overview reports count): `numeric(38, 18)`. */
export const token = (name: string) => numeric(name, { precision: 38, scale: 18 });

/** A collateral ratio: `numeric(12, 4)`. */
export const ratio = (name: string) => numeric(name, { precision: 12, scale: 4 });

/** When the row was created, set by the database. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** When the row last changed, set by the database on insert. */
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** When the row was created and last changed, both set by the database on insert. */
export const createdAndUpdatedAt = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The administrator who last changed a settings row, and when. */
export const updatedByAndAt = () => ({ updatedBy: integer('updated_by'), updatedAt: updatedAt() });

/** The reporting service's own id of a record: the same report sent again is recorded once. */
export const sourceId = () => text('source_id').notNull().unique();

/** The service token that reported the row, and when the server received it. */
export const reportedAndReceivedAt = () => ({
  reportedBy: integer('reported_by'),
  receivedAt: at('received_at').notNull().defaultNow(),
});
