import { and, count, eq } from 'drizzle-orm';
import { feedback } from '../../server/src/db/schema';
import { events } from '../../server/src/events/tables';
import { startSignedIn, type HttpMethod, type TestApi } from '../support/apiServer';
import { csvLines, expectRefusal, listedColumn } from '../support/answers';
import { buildFeedback } from '../support/factories';

let api: TestApi;
let rootToken: string;
let processorToken: string;
let processorId: number;
let readerToken: string;
let intake: { feedback: string; hedging: string };
beforeAll(async () => {
  ({ api, rootToken, tokens: intake } = await startSignedIn(['feedback', 'hedging']));
  ({ token: processorToken, adminId: processorId } = await api.signedInAs(
    'processor@example.com',
    ['feedback', 'feedback:process'],
    '10.22.0.1',
  ));
  ({ token: readerToken } = await api.signedInAs('feedback.reader@example.com', ['feedback'], '10.22.0.2'));
});
afterAll(() => api.close());

const call = (method: HttpMethod, url: string, payload?: object, token = rootToken) =>
  api.call(method, url, payload, token);

// Feedback comes from the product's users, so tests write it straight into the table.
const userSends = async (values: Partial<typeof feedback.$inferInsert> = {}) =>
  (await buildFeedback(api.db, { submittedAt: new Date('2025-05-01T10:00:00Z'), ...values }))[0];

const processAudits = async (id: number) => api.auditRows('feedback.process', id);

describe('feedback: processing', () => {
  it('marks untreated feedback processed, recording who and when, audited', async () => {
    const sent = await userSends();
    const before = Date.now();
    const response = await call('POST', `/api/feedback/${sent.id}/process`, undefined, processorToken);
    expect(response.statusCode).toBe(200);
    const item = response.json().data;
    expect(item).toMatchObject({
      id: sent.id,
      status: 'processed',
      processedBy: { id: processorId, email: 'processor@example.com', name: 'processor' },
    });
    expect(Date.parse(item.processedAt)).toBeGreaterThanOrEqual(before - 1000);
    const audits = await processAudits(sent.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      adminId: processorId,
      before: { status: 'untreated' },
      after: { status: 'processed' },
    });
  });

  it('processing twice is harmless: the second answer is the item as the first left it, and nothing changes', async () => {
    const sent = await userSends();
    const first = (await call('POST', `/api/feedback/${sent.id}/process`, undefined, processorToken)).json().data;
    const second = await call('POST', `/api/feedback/${sent.id}/process`);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first);
    const [row] = await api.db.select().from(feedback).where(eq(feedback.id, sent.id));
    expect(row.processedBy).toBe(processorId);
    expect(await processAudits(sent.id)).toHaveLength(1);
  });

  it('two administrators processing at once: it takes effect exactly once', async () => {
    const sent = await userSends();
    const answers = await Promise.all([
      call('POST', `/api/feedback/${sent.id}/process`, undefined, processorToken),
      call('POST', `/api/feedback/${sent.id}/process`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0].json().data).toEqual(answers[1].json().data);
    expect(await processAudits(sent.id)).toHaveLength(1);
  });

  it('answers 404 for feedback that does not exist, and 400 for an id that is not one', async () => {
    const missing = await call('POST', '/api/feedback/999999/process');
    expectRefusal(missing, 404, 'FEEDBACK_NOT_FOUND');
    expect((await call('POST', '/api/feedback/abc/process')).statusCode).toBe(400);
  });

  it('refuses processing to a role without feedback:process, and the item stays untreated', async () => {
    const sent = await userSends();
    const refused = await call('POST', `/api/feedback/${sent.id}/process`, undefined, readerToken);
    expectRefusal(refused, 403, 'FORBIDDEN');
    const [row] = await api.db.select().from(feedback).where(eq(feedback.id, sent.id));
    expect(row).toMatchObject({ status: 'untreated', processedBy: null, processedAt: null });
  });

  it('the database refuses a processed row without its time, and a picture that is not http(s)', async () => {
    await expect(userSends({ status: 'processed' })).rejects.toThrow();
    await expect(userSends({ pictureUrl: 'javascript:alert(1)' })).rejects.toThrow();
  });
});

describe('feedback: the list', () => {
  beforeAll(async () => {
    await api.db.delete(feedback);
    await userSends({
      email: 'alice@example.org',
      content: 'Deposit pending',
      pictureUrl: 'https://cdn.example.com/a.png',
      submittedAt: new Date('2025-01-05T00:00:00Z'),
    });
    await userSends({ email: 'bob@example.net', content: '提现太慢', submittedAt: new Date('2025-02-05T00:00:00Z') });
    const carol = await userSends({
      email: 'Carol@Example.com',
      content: 'Great app\nwith a second line',
      submittedAt: new Date('2025-03-05T00:00:00Z'),
    });
    await call('POST', `/api/feedback/${carol.id}/process`, undefined, processorToken);
  });

  const emails = async (query: string, token = rootToken) => {
    const { values, total } = listedColumn(await call('GET', `/api/feedback${query}`, undefined, token), 'email');
    return { emails: values, total };
  };

  it('lists newest first, paged, readable with the menu permission alone', async () => {
    expect(await emails('?pageSize=2', readerToken)).toEqual({
      emails: ['Carol@Example.com', 'bob@example.net'],
      total: 3,
    });
    expect(await emails('?pageSize=2&current=2')).toEqual({ emails: ['alice@example.org'], total: 3 });
  });

  it('filters by status, mailbox (any case) and time', async () => {
    expect((await emails('?status=untreated')).emails).toEqual(['bob@example.net', 'alice@example.org']);
    expect((await emails('?status=processed')).emails).toEqual(['Carol@Example.com']);
    expect((await emails('?email=CAROL')).emails).toEqual(['Carol@Example.com']);
    const range = `?submittedFrom=${encodeURIComponent('2025-01-31T00:00:00Z')}&submittedTo=${encodeURIComponent('2025-03-01T00:00:00Z')}`;
    expect(await emails(range)).toEqual({ emails: ['bob@example.net'], total: 1 });
    expect((await call('GET', '/api/feedback?status=done')).statusCode).toBe(400);
  });

  it('sorts by time sent or by time processed, untreated last', async () => {
    expect((await emails('?sortField=submittedAt&sortOrder=ascend')).emails).toEqual([
      'alice@example.org',
      'bob@example.net',
      'Carol@Example.com',
    ]);
    expect((await emails('?sortField=processedAt&sortOrder=ascend')).emails[0]).toBe('Carol@Example.com');
    expect((await emails('?sortField=processedAt&sortOrder=descend')).emails[0]).toBe('Carol@Example.com');
  });

  it('exports the current filter with who processed each item', async () => {
    const response = await call('GET', '/api/feedback/export?status=processed');
    expect(response.statusCode).toBe(200);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('ID,Time (UTC),Mailbox,Picture,Content,Status,Processed by,Processed at (UTC)');
    expect(response.body).toContain('"Great app\nwith a second line",Processed,processor@example.com,');
    const chinese = await call('GET', '/api/feedback/export?status=untreated&locale=zh-CN');
    expect(chinese.body).toContain(',未处理,');
    expect((await call('GET', '/api/feedback/export', undefined, readerToken)).statusCode).toBe(403);
  });
});

describe('feedback: received from the product', () => {
  const hands = (payload: object, token = intake.feedback, key?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/service/feedback',
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const rows = async () => (await api.db.select({ n: count() }).from(feedback))[0].n;

  it('arrives untreated, audited as the service token, and is announced to who may see feedback', async () => {
    const response = await hands({
      email: ' Reader@Example.org ',
      content: 'The chart does not load.',
      pictureUrl: 'https://cdn.example.org/shot.png',
    });
    expect(response.statusCode).toBe(200);
    const item = response.json().data;
    expect(item).toMatchObject({
      email: 'Reader@Example.org',
      content: 'The chart does not load.',
      pictureUrl: 'https://cdn.example.org/shot.png',
      status: 'untreated',
      processedBy: null,
    });
    const [audit] = await api.auditRows('feedback.receive', item.id);
    expect(audit).toMatchObject({ adminId: null, entityType: 'feedback' });
    expect((audit.after as { receivedByServiceToken: number }).receivedByServiceToken).toEqual(expect.any(Number));
    const [event] = await api.db
      .select()
      .from(events)
      .where(and(eq(events.action, 'feedback.receive'), eq(events.entityId, String(item.id))));
    expect(event.permission).toBe('feedback');
    const listed = await call('GET', '/api/feedback?status=untreated', undefined, readerToken);
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(item.id);
  });

  it('refuses without a token, with an administrator session, with another scope, and with bad input, writing nothing', async () => {
    const before = await rows();
    const good = { email: 'user@example.org', content: 'Hello' };
    const noToken = await api.app.inject({ method: 'POST', url: '/api/service/feedback', payload: good });
    expect(noToken.statusCode).toBe(401);
    // An administrator's session is no service token.
    expect((await hands(good, rootToken)).statusCode).toBe(401);
    expect((await hands(good, intake.hedging)).statusCode).toBe(403);
    for (const bad of [
      { email: 'not an email', content: 'Hello' },
      { email: 'user@example.org', content: '   ' },
      { email: 'user@example.org', content: 'x'.repeat(5001) },
      { email: 'user@example.org', content: 'Hello', pictureUrl: 'javascript:alert(1)' },
      { email: 'user@example.org', content: 'Hello', status: 'processed' },
    ]) {
      const response = await hands(bad);
      expectRefusal(response, 400, 'VALIDATION_FAILED');
    }
    expect(await rows()).toBe(before);
  });

  it('makes one row for one Idempotency-Key: a retry answers the first answer, another body is refused, another token has keys of its own', async () => {
    const before = await rows();
    const sent = { email: 'retry@example.org', content: 'Sent twice by a retrying site.' };
    const first = await hands(sent, intake.feedback, 'feedback-retry-1');
    const retried = await hands(sent, intake.feedback, 'feedback-retry-1');
    expect([first.statusCode, retried.statusCode]).toEqual([200, 200]);
    expect(retried.json()).toEqual(first.json());
    expect(await rows()).toBe(before + 1);
    expect(await api.auditRows('feedback.receive', first.json().data.id)).toHaveLength(1);

    const otherBody = await hands({ ...sent, content: 'Something else' }, intake.feedback, 'feedback-retry-1');
    expectRefusal(otherBody, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await rows()).toBe(before + 1);

    // Another service token's key of the same name is its own, and so is the same key of an administrator.
    const otherSite = await api.serviceToken('feedback', rootToken, 'Second site');
    const theirs = await hands(sent, otherSite, 'feedback-retry-1');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
    expect(await rows()).toBe(before + 2);
    // Without a key, each hand-over is its own row, as before.
    expect((await hands(sent)).statusCode).toBe(200);
    expect(await rows()).toBe(before + 3);
    expectRefusal(await hands(sent, intake.feedback, 'short'), 400, 'VALIDATION_FAILED');
  });
});
