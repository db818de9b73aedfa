// What the tests read from the API's answers, one helper a shape of answer: a refusal, a list page, a CSV
// export, an ingest report, and the same request sent twice at once.
import type { LightMyRequestResponse } from 'fastify';
import type { IngestResult } from '../../server/src/http/ingest';

/** The API refused the request with this HTTP status and error code. */
export function expectRefusal(response: LightMyRequestResponse, status: number, errorCode: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json().errorCode).toBe(errorCode);
}

/** A list answered 200: `field` of each row on the page, and the total. */
export function listedColumn(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode).toBe(200);
  const { data, total } = response.json() as { data: Record<string, string>[]; total: number };
  return { values: data.map((row) => row[field]), total };
}

/** The lines of a CSV export's body, without its byte-order mark and its final line break. */
export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

/** An export answered as a CSV attachment whose name matches `fileName`; its lines. */
export function csvAttachmentLines(response: LightMyRequestResponse, fileName: RegExp) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  expect(response.headers['content-disposition']).toMatch(fileName);
  return csvLines(response.body);
}

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

/** Each row an ingest batch rejected, as [its index in the batch, its sourceId, the field of its first error]. */
export const firstErrorFieldOfEachRejected = (report: IngestResult) =>
  report.rejected.map((row) => [row.index, row.sourceId, row.errors[0].field]);

/** Sends the same request twice at once: one takes effect, the other is refused 409; both answers. */
export async function expectOneOfTwoAtOnce(send: () => Promise<LightMyRequestResponse>) {
  const answers = await Promise.all([send(), send()]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  return answers;
}
