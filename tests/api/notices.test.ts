import { and, eq } from 'drizzle-orm';
import { admins, auditLogs, notices } from '../../server/src/db/schema';
import { startSignedIn, type HttpMethod, type TestApi } from '../support/apiServer';
import { csvLines, expectRefusal, listedColumn } from '../support/answers';
import { buildNotice, noticeInput, type Overrides } from '../support/factories';

let api: TestApi;
let rootToken: string;
let editorToken: string;
let editorId: number;
let readerToken: string;
beforeAll(async () => {
  ({ api, rootToken } = await startSignedIn());
  ({ token: editorToken, adminId: editorId } = await api.signedInAs(
    'notice.editor@example.com',
    ['notices', 'notices:create', 'notices:update'],
    '10.21.0.1',
  ));
  ({ token: readerToken } = await api.signedInAs('notice.reader@example.com', ['notices'], '10.21.0.2'));
});
afterAll(() => api.close());

const call = (method: HttpMethod, url: string, payload?: object, token = rootToken) =>
  api.call(method, url, payload, token);

const createNotice = (overrides: Overrides = {}, token = rootToken) => buildNotice(api, token, overrides);

describe('notices: create, edit, delete', () => {
  it('records the signed-in administrator as the author, never one named in the request', async () => {
    const created = await createNotice({}, editorToken);
    expect(created).toMatchObject({
      status: 'shown',
      createdBy: { id: editorId, email: 'notice.editor@example.com', name: 'notice.editor' },
    });
    const [row] = await api.db.select().from(notices).where(eq(notices.id, created.id));
    expect(row.createdBy).toBe(editorId);

    const [root] = await api.db.select({ id: admins.id }).from(admins).where(eq(admins.email, 'root@example.com'));
    const impersonating = await call('POST', '/api/notices', noticeInput({ createdBy: root.id }), editorToken);
    expect(impersonating.statusCode).toBe(400);
  });

  it.each(['content', 'link', 'platform'])('refuses a notice without its %s', async (field) => {
    const input: Record<string, unknown> = noticeInput();
    delete input[field];
    const before = await api.db.$count(notices);
    const response = await call('POST', '/api/notices', input);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field })]);
    expect(await api.db.$count(notices)).toBe(before);
  });

  it.each([
    [{ content: '  ' }],
    [{ link: 'javascript:alert(1)' }],
    [{ link: 'data:text/html;base64,PHNjcmlwdD4=' }],
    [{ link: '//example.com/protocol-relative' }],
    [{ platform: 'tv' }],
    [{ content: 'x'.repeat(1001) }],
  ])('refuses %j', async (override) => {
    const response = await call('POST', '/api/notices', noticeInput(override));
    expectRefusal(response, 400, 'VALIDATION_FAILED');
  });

  it('edits the content, link and platform; the author stays', async () => {
    const created = await createNotice({}, editorToken);
    const edited = await call(
      'PUT',
      `/api/notices/${created.id}`,
      noticeInput({ content: 'Changed', platform: 'mobile' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ content: 'Changed', platform: 'mobile', createdBy: { id: editorId } });
    const badLink = await call('PUT', `/api/notices/${created.id}`, noticeInput({ link: 'javascript:alert(1)' }));
    expect(badLink.statusCode).toBe(400);
    const missing = await call('PUT', '/api/notices/999999', noticeInput());
    expect(missing.json().errorCode).toBe('NOTICE_NOT_FOUND');
  });

  it('deletes a notice once, audited', async () => {
    const created = await createNotice();
    expect((await call('DELETE', `/api/notices/${created.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/notices/${created.id}`)).statusCode).toBe(404);
    const actions = (
      await api.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, 'notice'), eq(auditLogs.entityId, String(created.id))))
    ).map((row) => row.action);
    expect(actions).toEqual(['notice.create', 'notice.delete']);
  });
});

describe('notices: show and hide', () => {
  it('hides and shows a notice, refusing the state it is already in', async () => {
    const created = await createNotice();
    expect((await call('POST', `/api/notices/${created.id}/hide`)).json().data.status).toBe('hidden');
    const again = await call('POST', `/api/notices/${created.id}/hide`);
    expectRefusal(again, 409, 'CONTENT_ALREADY_HIDDEN');
    expect((await call('POST', `/api/notices/${created.id}/show`)).json().data.status).toBe('shown');
    expect((await call('POST', `/api/notices/${created.id}/show`)).json().errorCode).toBe('CONTENT_ALREADY_SHOWN');
    const [audit] = await api.auditRows('notice.hide', created.id);
    expect(audit).toMatchObject({ before: { status: 'shown' }, after: { status: 'hidden' } });
    expect((await call('POST', '/api/notices/999999/hide')).json().errorCode).toBe('NOTICE_NOT_FOUND');
  });

  it('refuses show and hide to a role without notices:toggle', async () => {
    const created = await createNotice();
    const refused = await call('POST', `/api/notices/${created.id}/hide`, undefined, editorToken);
    expect(refused.statusCode).toBe(403);
    const [row] = await api.db.select().from(notices).where(eq(notices.id, created.id));
    expect(row.status).toBe('shown');
  });
});

describe('notices: the list', () => {
  beforeAll(async () => {
    await api.db.delete(notices);
    await createNotice({ content: 'Web only', platform: 'web' });
    await createNotice({ content: 'Mobile app', platform: 'mobile', status: 'hidden' });
    await createNotice({ content: 'Everywhere', platform: 'all' }, editorToken);
  });

  const contents = async (query: string) => listedColumn(await call('GET', `/api/notices${query}`), 'content').values;

  it('lists newest first, paged, filtered by content, status and platform', async () => {
    expect(await contents('')).toEqual(['Everywhere', 'Mobile app', 'Web only']);
    expect(await contents('?sortField=createdAt&sortOrder=ascend&pageSize=2')).toEqual(['Web only', 'Mobile app']);
    expect(await contents('?content=MOBILE')).toEqual(['Mobile app']);
    expect(await contents('?status=shown')).toEqual(['Everywhere', 'Web only']);
    expect(await contents('?platform=web')).toEqual(['Web only']);
    expect(await contents(`?createdFrom=${encodeURIComponent('2999-01-01T00:00:00Z')}`)).toEqual([]);
    expect((await call('GET', '/api/notices?platform=tv')).statusCode).toBe(400);
  });

  it('exports the current filter with the author and translated values', async () => {
    const response = await call('GET', '/api/notices/export?platform=all&locale=zh-CN');
    expect(response.statusCode).toBe(200);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('编号,内容,跳转链接,状态,平台,创建人,创建时间（UTC）');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Everywhere,https://example.com/status,显示,全部,notice.editor@example.com,');
  });

  it('reading the list does not open create, edit, show, hide, delete or export', async () => {
    const [first] = await api.db.select().from(notices);
    expect((await call('GET', '/api/notices', undefined, readerToken)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/api/notices', noticeInput()],
      ['PUT', `/api/notices/${first.id}`, noticeInput()],
      ['POST', `/api/notices/${first.id}/show`, undefined],
      ['DELETE', `/api/notices/${first.id}`, undefined],
      ['GET', '/api/notices/export', undefined],
    ] as const) {
      const response = await call(method, url, payload, readerToken);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 403 });
    }
    expect((await call('DELETE', `/api/notices/${first.id}`, undefined, editorToken)).statusCode).toBe(403);
  });
});
