import type { TestApi } from './apiServer';

/** The administrator behind `token` sets another administrator's password, answered 200. */
export async function expectPasswordReset(api: TestApi, adminId: number, password: string, token: string) {
  const response = await api.call('POST', `/api/admins/${adminId}/password`, { password }, token);
  expect(response.statusCode).toBe(200);
}
