import { and, eq, sql } from 'drizzle-orm';
import { auditLogs, news } from '../../server/src/db/schema';
import { EXPORT_ROW_LIMIT } from '../../server/src/http/csv';
import { startSignedIn, type HttpMethod, type TestApi } from '../support/apiServer';
import { csvAttachmentLines, expectOneOfTwoAtOnce, expectRefusal, listedColumn } from '../support/answers';
import { buildNews, newsInput, type Overrides } from '../support/factories';

let api: TestApi;
let rootToken: string;
let readerToken: string;
beforeAll(async () => {
  ({ api, rootToken } = await startSignedIn());
  ({ token: readerToken } = await api.signedInAs('news.reader@example.com', ['news'], '10.20.0.1'));
});
afterAll(() => api.close());

const call = (method: HttpMethod, url: string, payload?: object, token = rootToken) =>
  api.call(method, url, payload, token);

const createNews = (overrides: Overrides = {}) => buildNews(api, rootToken, overrides);

const auditActions = async (id: number) =>
  (
    await api.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'news'), eq(auditLogs.entityId, String(id))))
  ).map((row) => row.action);

describe('news: create, edit, delete', () => {
  it('creates an item, shown unless asked otherwise, and audits it', async () => {
    const created = await createNews({ title: '  Trimmed title  ' });
    expect(created).toMatchObject({ title: 'Trimmed title', status: 'shown', publishedAt: '2025-03-01T08:00:00.000Z' });
    const hidden = await createNews({ status: 'hidden' });
    expect(hidden.status).toBe('hidden');
    expect(await auditActions(created.id)).toEqual(['news.create']);
  });

  it.each([
    ['imageUrl', 'javascript:alert(1)'],
    ['imageUrl', 'data:image/png;base64,iVBORw0KGgo='],
    ['imageUrl', '/relative/picture.png'],
    ['link', 'javascript:alert(document.cookie)'],
    ['link', 'JaVaScRiPt:alert(1)'],
    ['link', 'data:text/html,<script>alert(1)</script>'],
    ['link', 'ftp://example.com/file'],
    ['link', 'example.com/no-scheme'],
  ])('refuses %s %j and creates nothing', async (field, value) => {
    const before = await api.db.$count(news);
    const response = await call('POST', '/api/news', newsInput({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      fields: [expect.objectContaining({ field })],
    });
    expect(await api.db.$count(news)).toBe(before);
  });

  it.each(['title', 'description', 'imageUrl', 'publishedAt', 'link'])(
    'refuses an item without its %s',
    async (field) => {
      const input: Record<string, unknown> = newsInput();
      delete input[field];
      const response = await call('POST', '/api/news', input);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([expect.objectContaining({ field })]);
    },
  );

  it.each([
    [{ title: '   ' }],
    [{ description: '' }],
    [{ publishedAt: 'yesterday' }],
    [{ status: 'draft' }],
    [{ createdBy: 1 }],
  ])('refuses %j', async (override) => {
    const response = await call('POST', '/api/news', newsInput(override));
    expectRefusal(response, 400, 'VALIDATION_FAILED');
  });

  it('edits the text, picture, link and time but not the visibility, and audits before and after', async () => {
    const created = await createNews({ status: 'hidden' });
    const response = await call('PUT', `/api/news/${created.id}`, {
      title: 'Edited',
      description: 'New description',
      imageUrl: 'http://cdn.example.com/new.png',
      link: 'https://example.com/new',
      publishedAt: '2025-04-01T10:00:00+08:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Edited',
      imageUrl: 'http://cdn.example.com/new.png',
      publishedAt: '2025-04-01T02:00:00.000Z',
      status: 'hidden',
    });
    const [audit] = await api.auditRows('news.update', created.id);
    expect(audit.before).toMatchObject({ title: created.title });
    expect(audit.after).toMatchObject({ title: 'Edited' });

    const withStatus = await call('PUT', `/api/news/${created.id}`, { ...newsInput(), status: 'shown' });
    expect(withStatus.statusCode).toBe(400);
    const badLink = await call('PUT', `/api/news/${created.id}`, newsInput({ link: 'javascript:void(0)' }));
    expect(badLink.statusCode).toBe(400);
    const missing = await call('PUT', '/api/news/999999', newsInput());
    expectRefusal(missing, 404, 'NEWS_NOT_FOUND');
  });

  it('deletes an item once; the audit row keeps what it was', async () => {
    const created = await createNews();
    expect((await call('DELETE', `/api/news/${created.id}`)).statusCode).toBe(200);
    const again = await call('DELETE', `/api/news/${created.id}`);
    expectRefusal(again, 404, 'NEWS_NOT_FOUND');
    const [audit] = await api.auditRows('news.delete', created.id);
    expect(audit.before).toMatchObject({ title: created.title });
  });
});

describe('news: show and hide', () => {
  it('hides a shown item and shows it again, each once, audited', async () => {
    const created = await createNews();
    const hidden = await call('POST', `/api/news/${created.id}/hide`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.status).toBe('hidden');

    const hiddenAgain = await call('POST', `/api/news/${created.id}/hide`);
    expectRefusal(hiddenAgain, 409, 'CONTENT_ALREADY_HIDDEN');

    expect((await call('POST', `/api/news/${created.id}/show`)).json().data.status).toBe('shown');
    const shownAgain = await call('POST', `/api/news/${created.id}/show`);
    expectRefusal(shownAgain, 409, 'CONTENT_ALREADY_SHOWN');
    expect(await auditActions(created.id)).toEqual(['news.create', 'news.hide', 'news.show']);
  });

  it('two hides at once take effect exactly once', async () => {
    const created = await createNews();
    await expectOneOfTwoAtOnce(() => call('POST', `/api/news/${created.id}/hide`));
    expect((await auditActions(created.id)).filter((action) => action === 'news.hide')).toHaveLength(1);
  });

  it('answers 404 for an item that does not exist', async () => {
    const response = await call('POST', '/api/news/999999/show');
    expectRefusal(response, 404, 'NEWS_NOT_FOUND');
  });
});

describe('news: the list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await api.db.delete(news);
    const rows = [
      { title: 'Alpha 100% launch', publishedAt: '2025-01-10T00:00:00Z', status: 'shown' },
      { title: 'Bravo', publishedAt: '2025-02-10T00:00:00Z', status: 'hidden' },
      { title: 'Charlie_alpha', publishedAt: '2025-03-10T00:00:00Z', status: 'shown' },
      { title: '=HYPERLINK("http://evil")', publishedAt: '2025-04-10T00:00:00Z', status: 'shown' },
    ];
    ids = {};
    for (const row of rows) ids[row.title] = (await createNews(row)).id;
  });

  const titles = async (query: string, token = rootToken) => {
    const { values, total } = listedColumn(await call('GET', `/api/news${query}`, undefined, token), 'title');
    return { titles: values, total };
  };

  it('lists newest first by time, paged, with the total', async () => {
    expect(await titles('?pageSize=2')).toEqual({ titles: ['=HYPERLINK("http://evil")', 'Charlie_alpha'], total: 4 });
    expect(await titles('?pageSize=2&current=2')).toEqual({ titles: ['Bravo', 'Alpha 100% launch'], total: 4 });
  });

  it('filters by title (literally, any case), status and time range', async () => {
    expect((await titles('?title=ALPHA')).titles).toEqual(['Charlie_alpha', 'Alpha 100% launch']);
    expect((await titles('?title=100%25')).titles).toEqual(['Alpha 100% launch']);
    expect((await titles('?title=_')).titles).toEqual(['Charlie_alpha']);
    expect(await titles('?status=hidden')).toEqual({ titles: ['Bravo'], total: 1 });
    const range = `?publishedFrom=${encodeURIComponent('2025-02-01T00:00:00Z')}&publishedTo=${encodeURIComponent('2025-03-31T23:59:59+08:00')}`;
    expect((await titles(range)).titles).toEqual(['Charlie_alpha', 'Bravo']);
  });

  it('sorts by title or time in either direction', async () => {
    expect((await titles('?sortField=title&sortOrder=ascend')).titles).toEqual([
      '=HYPERLINK("http://evil")',
      'Alpha 100% launch',
      'Bravo',
      'Charlie_alpha',
    ]);
    expect((await titles('?sortField=publishedAt&sortOrder=ascend')).titles[0]).toBe('Alpha 100% launch');
  });

  it.each(['?sortField=description', '?status=maybe', '?publishedFrom=tomorrow', '?pageSize=1000', '?unknown=1'])(
    'refuses the query %s',
    async (query) => {
      const response = await call('GET', `/api/news${query}`);
      expectRefusal(response, 400, 'VALIDATION_FAILED');
    },
  );

  it('exports the current filter as CSV in the asked language, defusing formulas', async () => {
    const response = await call('GET', '/api/news/export?status=shown&sortField=title&sortOrder=ascend&locale=zh-CN');
    const lines = csvAttachmentLines(response, /attachment; filename="news-\d+\.csv"/);
    expect(lines[0]).toBe('编号,标题,描述,图片地址,时间（UTC）,链接,状态,创建时间（UTC）');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain('Alpha 100% launch');
    expect(lines[2]).toContain(',显示,');
    const english = await call('GET', '/api/news/export?status=hidden');
    expect(english.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'ID,Title,Description,Image,Time (UTC),Link,Status,Created (UTC)',
    );
    expect(english.body).toContain(',Not show,');
  });

  it('refuses an export larger than the limit instead of cutting it short', async () => {
    await api.db.execute(sql`
      INSERT INTO news (title, description, image_url, link, published_at, status)
      SELECT 'Bulk ' || n, 'Bulk', 'https://cdn.example.com/b.png', 'https://example.com/b', '2020-01-01T00:00:00Z', 'hidden'
      FROM generate_series(1, ${EXPORT_ROW_LIMIT}) AS n`);
    const response = await call('GET', '/api/news/export?status=hidden');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'EXPORT_TOO_LARGE', params: { limit: EXPORT_ROW_LIMIT } });
    expect((await call('GET', '/api/news/export?status=hidden&title=Bravo')).statusCode).toBe(200);
    await api.db.delete(news).where(eq(news.description, 'Bulk'));
  });
});

describe('news: permissions', () => {
  it('a role with the menu only reads the list and can do nothing else', async () => {
    const created = await createNews();
    expect((await call('GET', '/api/news', undefined, readerToken)).statusCode).toBe(200);
    const refusals = await Promise.all([
      call('POST', '/api/news', newsInput(), readerToken),
      call('PUT', `/api/news/${created.id}`, newsInput(), readerToken),
      call('POST', `/api/news/${created.id}/hide`, undefined, readerToken),
      call('DELETE', `/api/news/${created.id}`, undefined, readerToken),
      call('GET', '/api/news/export', undefined, readerToken),
    ]);
    for (const refusal of refusals) {
      expectRefusal(refusal, 403, 'FORBIDDEN');
    }
    const [row] = await api.db.select().from(news).where(eq(news.id, created.id));
    expect(row).toMatchObject({ title: created.title, status: 'shown' });
  });

  it('each function code opens its own action', async () => {
    const token = (await api.signedInAs('news.toggler@example.com', ['news:toggle'], '10.20.0.2')).token;
    const created = await createNews();
    expect((await call('POST', `/api/news/${created.id}/hide`, undefined, token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/news/${created.id}`, undefined, token)).statusCode).toBe(403);
    expect((await call('GET', '/api/news', undefined, token)).statusCode).toBe(403);
  });
});
