// The Data Overview: snapshots of the headline figures (bridge BTC, YU minted, users, vault BTC)
// pushed by the product's services; the figures over a range (latest, at the start, change) and
// their series, both computed in SQL with exact decimals and the series downsampled to buckets.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/client';
import type { Actor } from '../audit/service';
import { ingestBatch, type IngestResult } from '../http/ingest';
import { overviewSnapshotRow, type OverviewAnswer, type OverviewFigures, type OverviewQuery, type OverviewSnapshotRow } from './schema';

/** Stores new snapshots once per sender id; answers how many were new. */
async function storeSnapshots(db: Db, actor: Actor, rows: OverviewSnapshotRow[]): Promise<number> {
  const records = rows.map((row) => ({
    source_id: row.sourceId,
    observed_at: row.time,
    bridge_btc: row.bridgeBtc,
    mint_yu: row.mintYu,
    user_count: row.userCount,
    vault_btc: row.vaultBtc,
  }));
  const inserted = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO overview_snapshots (source_id, observed_at, bridge_btc, mint_yu, user_count, vault_btc, reported_by)
        SELECT r.source_id, r.observed_at, r.bridge_btc, r.mint_yu, r.user_count, r.vault_btc, ${actor.serviceTokenId ?? null}::integer
        FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
          AS r(source_id text, observed_at timestamptz, bridge_btc numeric, mint_yu numeric, user_count bigint, vault_btc numeric)
        ON CONFLICT (source_id) DO NOTHING
        RETURNING id`,
  );
  return inserted.length;
}

export function recordOverviewSnapshots(db: Db, actor: Actor, records: unknown[]): Promise<IngestResult> {
  return ingestBatch(records, { rowSchema: overviewSnapshotRow, store: (rows) => storeSnapshots(db, actor, rows) });
}

const HOUR = 3600;
const DAY = 24 * HOUR;
const PRESET_SECONDS = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY } as const;
/** The series never holds more points than this, whatever the range. */
export const MAX_SERIES_POINTS = 200;
const BUCKETS = [60, 300, 900, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 7 * DAY, 30 * DAY, 365 * DAY];

/** The smallest bucket that keeps the range within MAX_SERIES_POINTS points. */
export function bucketSecondsFor(spanSeconds: number): number {
  return BUCKETS.find((bucket) => spanSeconds / bucket <= MAX_SERIES_POINTS) ?? BUCKETS[BUCKETS.length - 1];
}

interface FigureRow {
  observed_at: string | Date | null;
  bridge_latest: string | null;
  bridge_start: string | null;
  bridge_change: string | null;
  mint_latest: string | null;
  mint_start: string | null;
  mint_change: string | null;
  users_latest: string | null;
  users_start: string | null;
  users_change: string | null;
  vault_latest: string | null;
  vault_start: string | null;
  vault_change: string | null;
}

const isoOf = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The figures at the end of the range, at its start (the last observed at or before it, else the
 * first inside the range) and their change, exact (numeric in SQL, trailing zeros trimmed).
 */
async function figuresBetween(db: Db, from: Date | null, to: Date): Promise<OverviewFigures> {
  const start = from ? from.toISOString() : '-infinity';
  const [row] = await selectRows<FigureRow>(
    db,
    sql`WITH latest AS (
          SELECT * FROM overview_snapshots WHERE observed_at <= ${to.toISOString()}::timestamptz ORDER BY observed_at DESC, id DESC LIMIT 1
        ), opening AS (
          SELECT * FROM (
            (SELECT *, 0 AS pick FROM overview_snapshots WHERE observed_at <= ${start}::timestamptz ORDER BY observed_at DESC, id DESC LIMIT 1)
            UNION ALL
            (SELECT *, 1 AS pick FROM overview_snapshots WHERE observed_at > ${start}::timestamptz AND observed_at <= ${to.toISOString()}::timestamptz
             ORDER BY observed_at, id LIMIT 1)
          ) candidates ORDER BY pick LIMIT 1
        )
        SELECT latest.observed_at,
          trim_scale(latest.bridge_btc)::text AS bridge_latest, trim_scale(opening.bridge_btc)::text AS bridge_start,
          trim_scale(latest.bridge_btc - opening.bridge_btc)::text AS bridge_change,
          trim_scale(latest.mint_yu)::text AS mint_latest, trim_scale(opening.mint_yu)::text AS mint_start,
          trim_scale(latest.mint_yu - opening.mint_yu)::text AS mint_change,
          latest.user_count::text AS users_latest, opening.user_count::text AS users_start,
          (latest.user_count - opening.user_count)::text AS users_change,
          trim_scale(latest.vault_btc)::text AS vault_latest, trim_scale(opening.vault_btc)::text AS vault_start,
          trim_scale(latest.vault_btc - opening.vault_btc)::text AS vault_change
        FROM latest LEFT JOIN opening ON true`,
  );
  const empty = { latest: null, start: null, change: null };
  if (!row) return { observedAt: null, bridgeBtc: empty, mintYu: empty, userCount: empty, vaultBtc: empty };
  return {
    observedAt: isoOf(row.observed_at),
    bridgeBtc: { latest: row.bridge_latest, start: row.bridge_start, change: row.bridge_change },
    mintYu: { latest: row.mint_latest, start: row.mint_start, change: row.mint_change },
    userCount: { latest: row.users_latest, start: row.users_start, change: row.users_change },
    vaultBtc: { latest: row.vault_latest, start: row.vault_start, change: row.vault_change },
  };
}

/** The latest figures (no range): what a Home card shows. */
export async function latestOverviewFigures(db: Db): Promise<OverviewFigures> {
  return figuresBetween(db, new Date(), new Date());
}

/** The range a query names: presets end now; `all` starts at the first snapshot. */
function rangeOf(query: OverviewQuery, now: Date): { from: Date | null; to: Date } {
  if (query.range === 'custom') return { from: new Date(query.from as string), to: new Date(query.to as string) };
  if (query.range === 'all') return { from: null, to: now };
  return { from: new Date(now.getTime() - PRESET_SECONDS[query.range] * 1000), to: now };
}

interface PointRow {
  bucket: string | Date;
  bridge_btc: string;
  mint_yu: string;
  user_count: string;
  vault_btc: string;
}

export async function overviewOf(db: Db, query: OverviewQuery, now = new Date()): Promise<OverviewAnswer> {
  const { from, to } = rangeOf(query, now);
  const [first] = from
    ? [{ observed_at: from }]
    : await selectRows<{ observed_at: string | Date }>(db, sql`SELECT observed_at FROM overview_snapshots ORDER BY observed_at, id LIMIT 1`);
  const seriesFrom = first ? new Date(first.observed_at) : null;
  const bucketSeconds = bucketSecondsFor(seriesFrom ? Math.max(0, (to.getTime() - seriesFrom.getTime()) / 1000) : DAY);
  const [figures, points] = await Promise.all([
    figuresBetween(db, from, to),
    seriesFrom
      ? selectRows<PointRow>(
          db,
          sql`SELECT DISTINCT ON (bucket) date_bin(make_interval(secs => ${bucketSeconds}), observed_at, '2000-01-01T00:00:00Z'::timestamptz) AS bucket,
                trim_scale(bridge_btc)::text AS bridge_btc, trim_scale(mint_yu)::text AS mint_yu, user_count::text AS user_count,
                trim_scale(vault_btc)::text AS vault_btc
              FROM overview_snapshots
              WHERE observed_at >= ${seriesFrom.toISOString()}::timestamptz AND observed_at <= ${to.toISOString()}::timestamptz
              ORDER BY bucket, observed_at DESC, id DESC`,
        )
      : Promise.resolve([]),
  ]);
  return {
    range: { from: seriesFrom?.toISOString() ?? null, to: to.toISOString(), bucketSeconds },
    figures,
    series: points.map((point) => ({
      time: new Date(point.bucket).toISOString(),
      bridgeBtc: point.bridge_btc,
      mintYu: point.mint_yu,
      userCount: point.user_count,
      vaultBtc: point.vault_btc,
    })),
  };
}
