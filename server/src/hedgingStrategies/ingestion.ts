// Hedging records as the hedging service pushes them: stored once per sender id, and added to the
// daily totals in the same transaction.
import { inArray, sql } from 'drizzle-orm';
import { columns, type Db } from '../db/client';
import { hedgingDailyTotals, hedgingRecords } from '../db/schema';
import { ingestBatch, type IngestResult } from '../http/ingest';
import { type HedgingKind, withSpec } from './kinds';

/** Adds the rows just inserted to the daily totals. */
async function addToDailyTotals(tx: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const records = hedgingRecords;
  const totals = hedgingDailyTotals;
  // Raw: Drizzle's insert … select builder adds measurably to every ingested batch.
  await tx.execute(sql`
    INSERT INTO ${totals} (${columns(totals.kind, totals.day, totals.network, totals.targetNetwork, totals.token, totals.recordCount, totals.amountSum)})
    SELECT ${records.kind}, (${records.recordedAt} AT TIME ZONE 'UTC')::date, coalesce(${records.network}, ''), coalesce(${records.targetNetwork}, ''),
      ${records.token}, count(*), sum(${records.amount})
    FROM ${records} WHERE ${inArray(records.id, ids)}
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (${columns(totals.kind, totals.day, totals.network, totals.targetNetwork, totals.token)}) DO UPDATE
      SET ${columns(totals.recordCount)} = ${totals.recordCount} + excluded.record_count,
          ${columns(totals.amountSum)} = ${totals.amountSum} + excluded.amount_sum`);
}

/** Validates a pushed batch row by row and stores the new rows once per sender id, with their daily totals, in one transaction. */
export async function ingestRecords(
  db: Db,
  kind: HedgingKind,
  serviceTokenId: number | null,
  records: unknown[],
): Promise<IngestResult> {
  return withSpec(kind, (spec) =>
    ingestBatch(records, {
      rowSchema: spec.rowSchema,
      store: (rows) =>
        db.transaction(async (tx) => {
          const inserted = await tx
            .insert(hedgingRecords)
            .values(rows.map((row) => ({ ...spec.toRecord(row), kind, reportedBy: serviceTokenId })))
            .onConflictDoNothing({ target: [hedgingRecords.kind, hedgingRecords.sourceId] })
            .returning({ id: hedgingRecords.id });
          await addToDailyTotals(
            tx,
            inserted.map((row) => Number(row.id)),
          );
          return inserted.length;
        }),
    }),
  );
}
