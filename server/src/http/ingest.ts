// Batch ingestion through the service API: the product's services push events and records in
// batches; each row is validated on its own (a bad row is reported, the good ones are kept), and
// a row whose sender id was already received is counted as a duplicate and changes nothing.
import { z } from 'zod';

/** The most rows one request may carry. */
export const INGEST_BATCH_LIMIT = 1000;

/** The request body of every ingestion route: `{ records: [...] }`, each row checked one by one. */
export function ingestBody(rowSchema: z.ZodType, description: string) {
  return z.strictObject({
    records: z
      .array(z.unknown())
      .min(1)
      .max(INGEST_BATCH_LIMIT)
      .describe(
        `${description}; up to ${INGEST_BATCH_LIMIT} a request. Row shape: ${JSON.stringify(z.toJSONSchema(rowSchema, { io: 'input', unrepresentable: 'any' }))}`,
      ),
  });
}

const ingestRejection = z.object({
  index: z.number().int().describe('Position of the row in `records`'),
  sourceId: z.string().nullable().describe("The row's sender id, when it had a readable one"),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

export const ingestResult = z.object({
  received: z.number().int(),
  accepted: z.number().int().describe('New rows stored'),
  duplicates: z
    .number()
    .int()
    .describe('Rows whose sender id was already stored (or repeated in this batch); nothing changed for them'),
  rejected: z.array(ingestRejection),
});
export type IngestResult = z.infer<typeof ingestResult>;

export interface IngestPlan<Row extends { sourceId: string }> {
  /** The shape of one row; refinements give per-field messages. */
  rowSchema: z.ZodType<Row>;
  /**
   * Stores the valid rows (distinct sender ids) and answers how many were new: an INSERT … ON
   * CONFLICT (source_id) DO NOTHING, with any rollups updated from the inserted rows only.
   */
  store: (rows: Row[]) => Promise<number>;
}

/** Validates every row, stores the valid ones once per sender id, and reports the rest. */
export async function ingestBatch<Row extends { sourceId: string }>(
  records: unknown[],
  plan: IngestPlan<Row>,
): Promise<IngestResult> {
  const rejected: IngestResult['rejected'] = [];
  const valid = new Map<string, Row>();
  let repeatedInBatch = 0;
  records.forEach((record, index) => {
    const parsed = plan.rowSchema.safeParse(record);
    if (!parsed.success) {
      const sourceId =
        typeof (record as { sourceId?: unknown } | null)?.sourceId === 'string'
          ? (record as { sourceId: string }).sourceId
          : null;
      rejected.push({
        index,
        sourceId,
        errors: parsed.error.issues.map((issue) => ({
          field: issue.path.join('.') || '(row)',
          message: issue.message,
        })),
      });
      return;
    }
    if (valid.has(parsed.data.sourceId)) repeatedInBatch += 1;
    else valid.set(parsed.data.sourceId, parsed.data);
  });
  const accepted = valid.size ? await plan.store([...valid.values()]) : 0;
  return { received: records.length, accepted, duplicates: valid.size - accepted + repeatedInBatch, rejected };
}

/** The sender's id of a row: what makes a retried batch change nothing. */
export const sourceIdField = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .describe("The sender's own id of this row; a row sent again with the same id is a duplicate");
