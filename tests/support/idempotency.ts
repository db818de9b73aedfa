// What requests racing with one Idempotency-Key may answer: the first answer, or 409
// IDEMPOTENCY_KEY_IN_PROGRESS while the first is still being processed (PGlite serves one request at
// a time, so there every answer is the first answer). At least one carries the answer.
import type { LightMyRequestResponse } from 'fastify';
import { bearer, type HttpMethod, type TestApi } from './apiServer';

export function answersOfOneKeyRace(answers: LightMyRequestResponse[]) {
  const done = answers.filter((answer) => answer.statusCode === 200);
  const refused = answers.filter((answer) => answer.statusCode !== 200);
  expect(done.length).toBeGreaterThanOrEqual(1);
  expect(refused.map((answer) => [answer.statusCode, answer.json().errorCode])).toEqual(
    refused.map(() => [409, 'IDEMPOTENCY_KEY_IN_PROGRESS']),
  );
  const bodies = new Set(done.map((answer) => JSON.stringify(answer.json().data)));
  expect(bodies.size).toBe(1);
  return done[0].json().data;
}

/**
 * Requests to `api()` as `token` (by default `defaultToken()`), with an Idempotency-Key when one is
 * given; both are read at each call, since suites start the server in `beforeAll`.
 */
export function keyedRequests(api: () => TestApi, defaultToken: () => string) {
  return (method: HttpMethod, url: string, options: { token?: string; payload?: object; key?: string } = {}) => {
    const headers: Record<string, string> = { ...bearer(options.token ?? defaultToken()) };
    if (options.key) headers['idempotency-key'] = options.key;
    return api().app.inject({ method, url, headers, payload: options.payload });
  };
}
