import { z } from 'zod';
import { ingestBatch, ingestBody, INGEST_BATCH_LIMIT, sourceIdField } from '../../server/src/http/ingest';

const row = z.strictObject({ sourceId: sourceIdField, amount: z.string().regex(/^\d+(\.\d+)?$/, 'not a decimal') });
type Row = z.infer<typeof row>;

describe('batch ingestion', () => {
  it('stores valid rows once per sender id and reports each bad row with its field', async () => {
    const stored: Row[] = [];
    const alreadyStored = new Set(['old-1']);
    const result = await ingestBatch(
      [
        { sourceId: 'a', amount: '1.5' },
        { sourceId: 'b', amount: 'ten' },
        { sourceId: 'a', amount: '1.5' },
        { amount: '2' },
        { sourceId: 'old-1', amount: '3' },
        null,
      ],
      {
        rowSchema: row,
        store: async (rows) => {
          const fresh = rows.filter((candidate) => !alreadyStored.has(candidate.sourceId));
          stored.push(...fresh);
          return fresh.length;
        },
      },
    );
    expect(stored).toEqual([{ sourceId: 'a', amount: '1.5' }]);
    expect(result).toMatchObject({ received: 6, accepted: 1, duplicates: 2 });
    expect(result.rejected.map(({ index, sourceId }) => [index, sourceId])).toEqual([
      [1, 'b'],
      [3, null],
      [5, null],
    ]);
    expect(result.rejected[0].errors).toEqual([{ field: 'amount', message: 'not a decimal' }]);
    expect(result.rejected[1].errors[0].field).toBe('sourceId');
  });

  it('does not call the store when no row is valid', async () => {
    const store = jest.fn(async () => 0);
    const result = await ingestBatch([{ sourceId: '' }], { rowSchema: row, store });
    expect(store).not.toHaveBeenCalled();
    expect(result.accepted).toBe(0);
    expect(result.rejected).toHaveLength(1);
  });

  it('accepts at most the batch limit in one request and refuses unknown top-level fields', () => {
    const body = ingestBody(row, 'Rows');
    expect(body.safeParse({ records: Array.from({ length: INGEST_BATCH_LIMIT }, () => ({})) }).success).toBe(true);
    expect(body.safeParse({ records: Array.from({ length: INGEST_BATCH_LIMIT + 1 }, () => ({})) }).success).toBe(false);
    expect(body.safeParse({ records: [] }).success).toBe(false);
    expect(body.safeParse({ records: [{}], extra: 1 }).success).toBe(false);
  });
});
