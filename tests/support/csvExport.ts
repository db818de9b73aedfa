import type { LightMyRequestResponse } from 'fastify';
import { csvLines } from './csvAnswer';

/** An export answered as a CSV attachment whose name matches `fileName`; its lines. */
export function csvAttachmentLines(response: LightMyRequestResponse, fileName: RegExp) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  expect(response.headers['content-disposition']).toMatch(fileName);
  return csvLines(response.body);
}
