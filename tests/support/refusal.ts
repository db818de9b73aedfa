import type { LightMyRequestResponse } from 'fastify';

/** The API refused the request with this HTTP status and error code. */
export function expectRefusal(response: LightMyRequestResponse, status: number, errorCode: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json().errorCode).toBe(errorCode);
}
