import type { LightMyRequestResponse } from 'fastify';

/** A list answered 200: `field` of each row on the page, and the total. */
export function listedColumn(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode).toBe(200);
  const { data, total } = response.json() as { data: Record<string, string>[]; total: number };
  return { values: data.map((row) => row[field]), total };
}
