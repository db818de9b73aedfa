// The pieces both traffic rollups share: counts as numbers and the chart's day range. A day is a
// UTC calendar day: an event's day is (occurred_at AT TIME ZONE 'UTC')::date.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Both drivers answer counts as strings, numbers or bigints; the counts here fit in a JS number. */
export const asNumber = (value: unknown) => Number(value ?? 0);
const TODAY = sql.raw(`(now() AT TIME ZONE 'UTC')::date`);

/** The chart's days: the filter's, else from the first day with data to today (UTC). */
export function dayBounds(filters: { from?: string; to?: string }, firstDay: AnyPgColumn): SQL {
  return sql`SELECT coalesce(${filters.from ?? null}::date, (SELECT min(${firstDay}) FROM ${firstDay.table}), ${TODAY}) AS first_day,
                    coalesce(${filters.to ?? null}::date, ${TODAY}) AS last_day`;
}
