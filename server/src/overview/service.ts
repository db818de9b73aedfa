// The Data Overview: snapshots of the headline figures (bridge BTC, YU minted, users, vault BTC)
// pushed by the product's services; the figures over a range (latest, at the start, change) and
// their series, both computed in SQL with exact decimals and the series downsampled to buckets.
import { asc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { columns, selectRows, type Db } from '../db/client';
import { overviewSnapshots } from '../db/schema';
import type { Actor } from '../auditLogs/service';
import { ingestBatch, type IngestResult } from '../http/ingest';
import {
  overviewSnapshotRow,
  type OverviewAnswer,
  type OverviewFigures,
  type OverviewQuery,
  type OverviewSnapshotRow,
} from './schema';

/** A column of the snapshots table as a CTE of whole rows (`latest`, `opening`) names it. */
const of = (cte: string) => (column: AnyPgColumn) => sql`${sql.identifier(cte)}.${sql.identifier(column.name)}`;

/** Stores new snapshots once per sender id; answers how many were new. */
async function storeSnapshots(db: Db, actor: Actor, rows: OverviewSnapshotRow[]): Promise<number> {
  const snapshots = overviewSnapshots;
  const records = rows.map((row) => ({
    source_id: row.sourceId,
    observed_at: row.time,
    bridge_btc: row.bridgeBtc,
    mint_yu: row.mintYu,
    user_count: row.userCount,
    vault_btc: row.vaultBtc,
  }));
  // Raw: one jsonb parameter carries the whole batch, far cheaper than Drizzle's VALUES list with a parameter per field.
  const inserted = await selectRows<{ id: string }>(
    db,
    sql`INSERT INTO ${snapshots} (${columns(snapshots.sourceId, snapshots.observedAt, snapshots.bridgeBtc, snapshots.mintYu, snapshots.userCount, snapshots.vaultBtc, snapshots.reportedBy)})
        SELECT r.source_id, r.observed_at, r.bridge_btc, r.mint_yu, r.user_count, r.vault_btc, ${actor.serviceTokenId ?? null}::integer
        FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
          AS r(source_id text, observed_at timestamptz, bridge_btc numeric, mint_yu numeric, user_count bigint, vault_btc numeric)
        ON CONFLICT (${columns(snapshots.sourceId)}) DO NOTHING
        RETURNING ${snapshots.id}`,
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
const MAX_SERIES_POINTS = 200;
const BUCKETS = [60, 300, 900, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 7 * DAY, 30 * DAY, 365 * DAY];

/** The smallest bucket that keeps the range within MAX_SERIES_POINTS points. */
function bucketSecondsFor(spanSeconds: number): number {
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
  const s = overviewSnapshots;
  const [latest, opening] = [of('latest'), of('opening')];
  const start = from ? from.toISOString() : '-infinity';
  // Raw: Drizzle's builder for these CTEs and their union takes about as long as running the statement.
  const [row] = await selectRows<FigureRow>(
    db,
    sql`WITH latest AS (
          SELECT * FROM ${s} WHERE ${s.observedAt} <= ${to.toISOString()}::timestamptz ORDER BY ${s.observedAt} DESC, ${s.id} DESC LIMIT 1
        ), opening AS (
          SELECT * FROM (
            (SELECT *, 0 AS pick FROM ${s} WHERE ${s.observedAt} <= ${start}::timestamptz ORDER BY ${s.observedAt} DESC, ${s.id} DESC LIMIT 1)
            UNION ALL
            (SELECT *, 1 AS pick FROM ${s} WHERE ${s.observedAt} > ${start}::timestamptz AND ${s.observedAt} <= ${to.toISOString()}::timestamptz
             ORDER BY ${s.observedAt}, ${s.id} LIMIT 1)
          ) candidates ORDER BY pick LIMIT 1
        )
        SELECT ${latest(s.observedAt)} AS observed_at,
          trim_scale(${latest(s.bridgeBtc)})::text AS bridge_latest, trim_scale(${opening(s.bridgeBtc)})::text AS bridge_start,
          trim_scale(${latest(s.bridgeBtc)} - ${opening(s.bridgeBtc)})::text AS bridge_change,
          trim_scale(${latest(s.mintYu)})::text AS mint_latest, trim_scale(${opening(s.mintYu)})::text AS mint_start,
          trim_scale(${latest(s.mintYu)} - ${opening(s.mintYu)})::text AS mint_change,
          ${latest(s.userCount)}::text AS users_latest, ${opening(s.userCount)}::text AS users_start,
          (${latest(s.userCount)} - ${opening(s.userCount)})::text AS users_change,
          trim_scale(${latest(s.vaultBtc)})::text AS vault_latest, trim_scale(${opening(s.vaultBtc)})::text AS vault_start,
          trim_scale(${latest(s.vaultBtc)} - ${opening(s.vaultBtc)})::text AS vault_change
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
  const s = overviewSnapshots;
  const { from, to } = rangeOf(query, now);
  const [first] = from
    ? [{ observedAt: from }]
    : await db.select({ observedAt: s.observedAt }).from(s).orderBy(asc(s.observedAt), asc(s.id)).limit(1);
  const seriesFrom = first ? first.observedAt : null;
  const bucketSeconds = bucketSecondsFor(seriesFrom ? Math.max(0, (to.getTime() - seriesFrom.getTime()) / 1000) : DAY);
  // The series stays raw: its Drizzle form (DISTINCT ON an output column) adds measurably to every call, building it and mapping each point.
  const [figures, points] = await Promise.all([
    figuresBetween(db, from, to),
    seriesFrom
      ? selectRows<PointRow>(
          db,
          sql`SELECT DISTINCT ON (bucket) date_bin(make_interval(secs => ${bucketSeconds}), ${s.observedAt}, '2000-01-01T00:00:00Z'::timestamptz) AS bucket,
                trim_scale(${s.bridgeBtc})::text AS bridge_btc, trim_scale(${s.mintYu})::text AS mint_yu, ${s.userCount}::text AS user_count,
                trim_scale(${s.vaultBtc})::text AS vault_btc
              FROM ${s}
              WHERE ${s.observedAt} >= ${seriesFrom.toISOString()}::timestamptz AND ${s.observedAt} <= ${to.toISOString()}::timestamptz
              ORDER BY bucket, ${s.observedAt} DESC, ${s.id} DESC`,
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
