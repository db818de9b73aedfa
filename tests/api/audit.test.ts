import { sql } from 'drizzle-orm';
import { bearer, testApiForBlock, type TestApi } from '../support/apiServer';

let api: TestApi;
testApiForBlock((started) => ({ api } = started));

describe('the audit log', () => {
  it('is append-only at the database: updates and deletes are refused', async () => {
    await api.signIn();
    const refusedAsAppendOnly = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
    await expect(api.db.execute(sql`UPDATE audit_logs SET action = 'tampered'`)).rejects.toMatchObject(
      refusedAsAppendOnly,
    );
    await expect(api.db.execute(sql`DELETE FROM audit_logs`)).rejects.toMatchObject(refusedAsAppendOnly);
  });

  it('records the bootstrap of the first super administrator', async () => {
    const token = await api.signIn();
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/auditLogs?entityType=admin&action=admin.create',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ action: 'admin.create', entityId: '1', adminId: null });
  });

  it('lists newest first with ProTable pagination', async () => {
    const token = await api.signIn();
    for (let index = 0; index < 3; index += 1) await api.signIn();
    const first = await api.app.inject({
      method: 'GET',
      url: '/api/auditLogs?current=1&pageSize=2',
      headers: bearer(token),
    });
    const second = await api.app.inject({
      method: 'GET',
      url: '/api/auditLogs?current=2&pageSize=2',
      headers: bearer(token),
    });
    const firstPage = first.json();
    expect(firstPage.data).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThanOrEqual(5);
    expect(new Date(firstPage.data[0].createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(firstPage.data[1].createdAt).getTime(),
    );
    expect(second.json().data[0].id).not.toBe(firstPage.data[0].id);
  });

  it('refuses bad paging input with 400', async () => {
    const token = await api.signIn();
    for (const query of ['pageSize=0', 'pageSize=1000', 'current=-1', 'current=abc', 'unknown=1']) {
      const response = await api.app.inject({ method: 'GET', url: `/api/auditLogs?${query}`, headers: bearer(token) });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

describe('the audit log filters', () => {
  it('filters by administrator email, action, entity and time range, and names the administrator', async () => {
    const token = await api.signIn();
    const roleId = await api.createRole('audited', []);
    await api.createAdmin({ email: 'audited.person@example.com', password: 'audited pass 1', roleId });
    await api.signIn('audited.person@example.com', 'audited pass 1');
    const get = (query: string) =>
      api.app
        .inject({ method: 'GET', url: `/api/auditLogs?${query}`, headers: bearer(token) })
        .then((response) => response.json());

    const byEmail = await get('adminEmail=AUDITED.person');
    expect(byEmail.total).toBe(1);
    expect(byEmail.data[0]).toMatchObject({
      action: 'session.signIn',
      adminEmail: 'audited.person@example.com',
      adminName: 'audited.person',
    });

    const byAction = await get('action=session.signIn&entityType=session');
    expect(byAction.data.every((row: { action: string }) => row.action === 'session.signIn')).toBe(true);

    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await get(`from=${encodeURIComponent(future)}`)).total).toBe(0);
    const past = new Date(Date.now() - 3600_000).toISOString();
    expect((await get(`from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).total).toBeGreaterThan(0);
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/auditLogs?from=yesterday', headers: bearer(token) }))
        .statusCode,
    ).toBe(400);
  });
});
