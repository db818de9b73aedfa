// The column kinds the tables share: times with their zone, exact amounts at the precision the
// migrations give them, and the creation and last-change times most rows keep.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A point in time with its zone (`timestamptz`). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A BTC or YBTC amount: `numeric(20, 8)`. */
export const btc = (name: string) => numeric(name, { precision: 20, scale: 8 });

/** A YU (18-decimal token) amount: `numeric(38, 18)`. */
export const token = (name: string) => numeric(name, { precision: 38, scale: 18 });

/** A collateral ratio: `numeric(12, 4)`. */
export const ratio = (name: string) => numeric(name, { precision: 12, scale: 4 });

/** When the row was created, set by the database. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** When the row was created and last changed, both set by the database on insert. */
export const createdAndUpdatedAt = () => ({
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
