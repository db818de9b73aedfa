import type { LightMyRequestResponse } from 'fastify';
import type { IngestResult } from '../../server/src/http/ingest';

/** A pushed batch was answered 200 with a report holding these counts; the report. */
export function ingestReportOf(
  response: LightMyRequestResponse,
  counts: Partial<Pick<IngestResult, 'received' | 'accepted' | 'duplicates'>>,
) {
  expect(response.statusCode).toBe(200);
  const report = response.json().data;
  expect(report).toMatchObject(counts);
  return report;
}
