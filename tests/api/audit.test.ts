import { sql } from 'drizzle-orm';
import { bearer, startTestApi, type TestApi } from '../support/apiServer';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the audit log', () => {
  it('is append-only at the database: updates and deletes are refused', async () => {
    await api.signIn();
    const refusedAsAppendOnly = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
    await expect(api.db.execute(sql`UPDATE audit_logs SET action = 'tampered'`)).rejects.toMatchObject(refusedAsAppendOnly);
    await expect(api.db.execute(sql`DELETE FROM audit_logs`)).rejects.toMatchObject(refusedAsAppendOnly);
  });

  it('records the bootstrap of the first super administrator', async () => {
    const token = await api.signIn();
    const response = await api.app.inject({ method: 'GET', url: '/api/audit-logs?entityType=admin&action=admin.create', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ action: 'admin.create', entityId: '1', adminId: null });
  });

  it('lists newest first with ProTable pagination', async () => {
    const token = await api.signIn();
    for (let index = 0; index < 3; index += 1) await api.signIn();
    const first = await api.app.inject({ method: 'GET', url: '/api/audit-logs?current=1&pageSize=2', headers: bearer(token) });
    const second = await api.app.inject({ method: 'GET', url: '/api/audit-logs?current=2&pageSize=2', headers: bearer(token) });
    const firstPage = first.json();
    expect(firstPage.data).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThanOrEqual(5);
    expect(new Date(firstPage.data[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(firstPage.data[1].createdAt).getTime());
    expect(second.json().data[0].id).not.toBe(firstPage.data[0].id);
  });

  it('refuses bad paging input with 400', async () => {
    const token = await api.signIn();
    for (const query of ['pageSize=0', 'pageSize=1000', 'current=-1', 'current=abc', 'unknown=1']) {
      const response = await api.app.inject({ method: 'GET', url: `/api/audit-logs?${query}`, headers: bearer(token) });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});
