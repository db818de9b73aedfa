import type { TestApi } from './apiServer';

/** Creates a notice through the API as the administrator holding `token`, and answers its id. */
export async function createNotice(
  api: TestApi,
  token: string,
  notice: { content: string; link: string; platform: string },
) {
  const response = await api.call('POST', '/api/notices', notice, token);
  expect(response.statusCode).toBe(200);
  return response.json().data.id as number;
}
