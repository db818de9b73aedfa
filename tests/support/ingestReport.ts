import type { IngestResult } from '../../server/src/http/ingest';

/** Each row an ingest batch rejected, as [its index in the batch, its sourceId, the field of its first error]. */
export const firstErrorFieldOfEachRejected = (report: IngestResult) =>
  report.rejected.map((row) => [row.index, row.sourceId, row.errors[0].field]);
