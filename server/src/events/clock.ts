// What time alone changes, told like any other change: a withdrawal whose cooling time has passed
// (it may now be confirmed) and a BTC price grown older than the CRSM settings allow. Every server
// instance's clock looks; a unique index (migration 0024) lets one write each event, once. The clock
// also keeps the events table to the backlog a reconnecting stream may replay.
import { sql } from 'drizzle-orm';
import type { TimedEventAction } from '../../../contract/vocabulary';
import { type Db, selectRows } from '../db/client';
import { audienceOfRecord, notifyEvents, permissionOf } from './publish';

/** Events older than this are deleted: twice the day a stream replays, so none it may ask for is gone. */
const KEPT = sql`interval '2 days'`;
/** A moment older than this is history, not news: it is not announced (nor again once pruned). */
const RECENT = sql`interval '1 day'`;

async function announceOnce(
  tx: Db,
  action: TimedEventAction,
  entityType: 'withdrawal' | 'crsmPrice',
  due: ReturnType<typeof sql>,
): Promise<number[]> {
  const permission = permissionOf(audienceOfRecord(entityType));
  const written = await selectRows<{ id: number | string }>(
    tx,
    sql`INSERT INTO events (action, entity_type, entity_id, permission)
        SELECT ${action}, ${entityType}, due.id::text, ${permission} FROM (${due}) AS due
        ON CONFLICT (action, entity_id) WHERE action IN ('withdrawal.cooled', 'crsm.priceStale') DO NOTHING
        RETURNING id`,
  );
  return written.map((row) => Number(row.id));
}

/** One look at the clock: announces what time has changed since, once, and prunes the backlog. */
export async function tick(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    const cooled = await announceOnce(
      tx,
      'withdrawal.cooled',
      'withdrawal',
      sql`SELECT id FROM withdrawals
          WHERE status = 'cooling' AND cooling_ends_at <= now() AND cooling_ends_at > now() - ${RECENT}`,
    );
    // The price in use (the one observed last), once it is older than allowed, and recently so.
    const stale = await announceOnce(
      tx,
      'crsm.priceStale',
      'crsmPrice',
      sql`SELECT latest.id FROM (
            SELECT id, observed_at FROM crsm_btc_prices ORDER BY observed_at DESC, id DESC LIMIT 1
          ) AS latest, crsm_settings AS settings
          WHERE settings.id = 1
            AND latest.observed_at + make_interval(secs => settings.price_max_age_seconds) < now()
            AND latest.observed_at + make_interval(secs => settings.price_max_age_seconds) > now() - ${RECENT}`,
    );
    await tx.execute(sql`DELETE FROM events WHERE created_at < now() - ${KEPT}`);
    const ids = [...cooled, ...stale];
    await notifyEvents(tx, ids);
    return ids;
  });
}

/** Looks at the clock every `everyMs` until stopped; a failed look is retried at the next. */
export function startClock(db: Db, everyMs: number, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void tick(db).catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
