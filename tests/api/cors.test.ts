// CORS for a panel on another origin (issue 30): the origins in PANEL_ORIGINS get exactly the
// headers the panel needs; every other origin, and every origin when PANEL_ORIGINS is empty, gets
// none (no reflection, no `*`), as before.
import { bearer, startTestApi, type TestApi } from '../support/apiServer';
import { buildNotice } from '../support/factories';
import { change, openEventStream } from '../support/eventStream';

const PANEL = 'https://admin.example.com';
const SECOND_PANEL = 'http://127.0.0.1:8001';
const FOREIGN = ['https://evil.example', 'https://admin.example.com.evil.example', 'http://admin.example.com', 'null'];

let api: TestApi;
let sameOriginApi: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi({ PANEL_ORIGINS: `${PANEL}, ${SECOND_PANEL}` });
  sameOriginApi = await startTestApi();
  token = await api.signIn();
});
afterAll(async () => {
  await api?.close();
  await sameOriginApi?.close();
});

const corsHeaders = (response: { headers: Record<string, unknown> }) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => name.startsWith('access-control-')));

const preflight = (
  target: TestApi,
  origin: string,
  url = '/api/auth/login',
  method = 'POST',
  requestHeaders = 'authorization,content-type,idempotency-key',
) =>
  target.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': requestHeaders },
  });

/** A request a page on `origin` sends, with the root session when `signedIn`. */
const fromOrigin = (
  origin: string,
  method: 'GET' | 'POST',
  url: string,
  { signedIn = false, payload, target = api }: { signedIn?: boolean; payload?: object; target?: TestApi } = {},
) => target.app.inject({ method, url, headers: { origin, ...(signedIn ? bearer(token) : {}) }, payload });

describe('a listed panel origin', () => {
  it.each([PANEL, SECOND_PANEL])(
    'gets its preflight answered with exactly what the panel sends (%s)',
    async (origin) => {
      const response = await preflight(api, origin);
      expect(response.statusCode).toBe(204);
      expect(corsHeaders(response)).toEqual({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, DELETE',
        'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, Last-Event-ID',
        'access-control-expose-headers': 'Retry-After, Content-Disposition, Change-Ids',
        'access-control-max-age': '7200',
      });
      expect(response.headers.vary).toContain('Origin');
    },
  );

  it('preflights the live stream resuming after a drop, with its Last-Event-ID', async () => {
    const response = await preflight(api, PANEL, '/api/events', 'GET', 'authorization,last-event-id');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PANEL);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase().split(', ')).toEqual(
      expect.arrayContaining(['authorization', 'last-event-id']),
    );
  });

  it('preflights a money-moving call with its Idempotency-Key before any session check', async () => {
    const response = await preflight(api, PANEL, '/api/selfCustody/withdrawals/1/confirm', 'POST');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PANEL);
  });

  it('reads an answer, its exposed headers, and the refusals the panel acts on', async () => {
    const me = await fromOrigin(PANEL, 'GET', '/api/auth/me', { signedIn: true });
    expect(me.statusCode).toBe(200);
    expect(corsHeaders(me)).toEqual({
      'access-control-allow-origin': PANEL,
      'access-control-expose-headers': 'Retry-After, Content-Disposition, Change-Ids',
    });
    expect(me.headers['access-control-allow-credentials']).toBeUndefined();

    // A 401 must be readable, or the panel could not sign out an expired session.
    const signedOut = await fromOrigin(PANEL, 'GET', '/api/auth/me');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['access-control-allow-origin']).toBe(PANEL);

    const invalid = await fromOrigin(PANEL, 'POST', '/api/auth/login', { payload: { email: 'not an email' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe(PANEL);
  });

  it('streams a CSV export with its file name readable', async () => {
    const response = await fromOrigin(PANEL, 'GET', '/api/news/export?locale=en-US', { signedIn: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    expect(response.headers['access-control-allow-origin']).toBe(PANEL);
    expect(response.headers['access-control-expose-headers']).toContain('Content-Disposition');
  });
});

describe('the live event stream across origins', () => {
  let apiUrl: string;
  beforeAll(async () => {
    apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('stays open for a listed origin, readable, and delivers the changes', async () => {
    const stream = await openEventStream(apiUrl, token, undefined, PANEL);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(corsHeaders(stream)).toEqual({
        'access-control-allow-origin': PANEL,
        'access-control-expose-headers': 'Retry-After, Content-Disposition, Change-Ids',
      });
      await buildNotice(api, token, { content: 'Seen across origins' });
      await stream.next(change('notice.create'));
    } finally {
      stream.close();
    }
  });

  it('gets no CORS header for any other origin', async () => {
    const stream = await openEventStream(apiUrl, token, undefined, FOREIGN[0]);
    try {
      expect(corsHeaders(stream)).toEqual({});
    } finally {
      stream.close();
    }
  });
});

describe('any other origin', () => {
  it.each(FOREIGN)('gets no CORS header and no preflight (%s)', async (origin) => {
    const response = await preflight(api, origin);
    expect(response.statusCode).toBe(404);
    expect(corsHeaders(response)).toEqual({});

    const me = await fromOrigin(origin, 'GET', '/api/auth/me', { signedIn: true });
    expect(corsHeaders(me)).toEqual({});
  });

  it('changes nothing when it sends the request anyway: the browser, not the server, withholds the answer', async () => {
    const response = await fromOrigin(FOREIGN[0], 'POST', '/api/auth/login', {
      payload: { email: 'root@example.com', password: 'wrong password' },
    });
    expect(response.statusCode).toBe(401);
    expect(corsHeaders(response)).toEqual({});
  });

  it('is every origin when PANEL_ORIGINS is empty: same-origin only, as before', async () => {
    for (const origin of [PANEL, ...FOREIGN]) {
      const response = await preflight(sameOriginApi, origin);
      expect(response.statusCode).toBe(404);
      expect(corsHeaders(response)).toEqual({});
      const login = await fromOrigin(origin, 'POST', '/api/auth/login', {
        target: sameOriginApi,
        payload: { email: 'x@example.com', password: 'whatever 123' },
      });
      expect(corsHeaders(login)).toEqual({});
    }
  });
});
