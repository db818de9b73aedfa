// Bounded requests (issue 25): a body nested too deeply, a body over the size limit and a client
// that sends its request too slowly are each refused with a clean 4xx or cut off, never a 5xx,
// and other hostile JSON (huge numbers and strings, prototype keys, broken UTF-8, a wrong content
// type) gets a clean 4xx too. The slow clients run against a listening server with 1 s timeouts.
import type { AddressInfo } from 'node:net';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../../server/src/http/jsonBody';
import { bearer, startTestApi, SUPER_EMAIL, SUPER_PASSWORD, type TestApi } from '../support/apiServer';
import { statusOf, trickle } from '../support/slowClient';

let api: TestApi;
let port: number;
let rootToken: string;

beforeAll(async () => {
  api = await startTestApi({ REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' });
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  port = (api.app.server.address() as AddressInfo).port;
  rootToken = await api.signIn();
});
afterAll(() => api.close());

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function post(url: string, payload: string | Buffer, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
}

function expectRefusal(response: { statusCode: number; json(): unknown }, status: number, errorCode: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(
    expect.objectContaining({ success: false, errorCode, errorMessage: expect.any(String) }),
  );
}

describe('JSON nested too deeply', () => {
  it.each([
    ['arrays', nestedArrays(10_000)],
    ['objects', nestedObjects(10_000)],
    ['arrays inside a field', `{"email":${nestedArrays(10_000)},"password":"x"}`],
  ])('refuses 10,000 levels of %s at sign-in with 400, not a crash', async (_shape, body) => {
    const started = Date.now();
    const response = await post('/api/auth/login', body);
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(response.json().errorMessage).toBe(TOO_DEEP_MESSAGE);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses 33 levels and lets 32 through to the route, which judges the fields', async () => {
    const tooDeep = await post('/api/auth/login', `{"email":${nestedArrays(MAX_JSON_DEPTH)},"password":"x"}`);
    expect(tooDeep.json().errorMessage).toBe(TOO_DEEP_MESSAGE);
    const deepest = await post('/api/auth/login', `{"email":${nestedArrays(MAX_JSON_DEPTH - 1)},"password":"x"}`);
    expectRefusal(deepest, 400, 'VALIDATION_FAILED');
    expect(deepest.json().errorMessage).not.toBe(TOO_DEEP_MESSAGE);
  });

  it('refuses deep JSON on a signed-in route too', async () => {
    const response = await post('/api/news', `{"title":${nestedObjects(50_000)}}`, bearer(rootToken));
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(response.json().errorMessage).toBe(TOO_DEEP_MESSAGE);
  });

  it('does not count brackets inside strings', async () => {
    const response = await post(
      '/api/auth/login',
      JSON.stringify({ email: SUPER_EMAIL, password: SUPER_PASSWORD, note: '[{'.repeat(5000) }),
    );
    expect(response.json().errorMessage).not.toBe(TOO_DEEP_MESSAGE);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('a body over the size limit', () => {
  const oversized = JSON.stringify({ email: SUPER_EMAIL, password: 'x'.repeat(1_100_000) });

  it('answers 413 PAYLOAD_TOO_LARGE at sign-in', async () => {
    const response = await post('/api/auth/login', oversized);
    expectRefusal(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(response.json().errorMessage).toBe('The request body is too large.');
  });

  it('answers 413 PAYLOAD_TOO_LARGE on a signed-in route', async () => {
    const response = await post(
      '/api/news',
      JSON.stringify({ title: 'x', content: 'y'.repeat(1_100_000) }),
      bearer(rootToken),
    );
    expectRefusal(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 413 to a chunked body with no Content-Length once it passes the limit', async () => {
    // A streamed body goes out chunked; Node's fetch asks for duplex then, which its types omit.
    const streamed: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([oversized]).stream(),
      duplex: 'half',
    };
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, streamed);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('other hostile JSON', () => {
  const hostile: Array<[string, string | Buffer, string]> = [
    ['an enormous number literal', `{"email":${'9'.repeat(900_000)},"password":"x"}`, 'application/json'],
    ['an exponent beyond any double', '{"email":"a@example.com","password":1e999999}', 'application/json'],
    ['a 900 KB string', JSON.stringify({ email: SUPER_EMAIL, password: 'x'.repeat(900_000) }), 'application/json'],
    [
      'a __proto__ key',
      `{"email":"${SUPER_EMAIL}","password":"${SUPER_PASSWORD}","__proto__":{"isAdmin":true}}`,
      'application/json',
    ],
    [
      'a constructor.prototype key',
      `{"email":"${SUPER_EMAIL}","password":"${SUPER_PASSWORD}","constructor":{"prototype":{"isAdmin":true}}}`,
      'application/json',
    ],
    [
      'invalid UTF-8',
      Buffer.concat([
        Buffer.from('{"email":"'),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
        Buffer.from('@example.com","password":"x"}'),
      ]),
      'application/json',
    ],
    ['escaped lone surrogates', '{"email":"\\ud800@example.com","password":"\\udfff"}', 'application/json'],
    ['a JSON body sent as text/plain', JSON.stringify({ email: SUPER_EMAIL, password: SUPER_PASSWORD }), 'text/plain'],
    [
      'a JSON body sent as a form',
      JSON.stringify({ email: SUPER_EMAIL, password: SUPER_PASSWORD }),
      'application/x-www-form-urlencoded',
    ],
    ['an empty JSON body', '', 'application/json'],
    ['truncated JSON', '{"email":"a@example.com","password":', 'application/json'],
    ['unbalanced closing brackets', ']]]]}}}}', 'application/json'],
    [
      '100,000 array elements',
      JSON.stringify({ email: SUPER_EMAIL, password: Array.from({ length: 100_000 }, () => 0) }),
      'application/json',
    ],
    [
      '50,000 keys',
      JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, index) => [`k${index}`, 0]))),
      'application/json',
    ],
  ];

  it.each(hostile)('answers %s at sign-in with a clean 4xx', async (_what, payload, contentType) => {
    const response = await post('/api/auth/login', payload, { 'content-type': contentType });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual(
      expect.objectContaining({ success: false, errorCode: expect.any(String), errorMessage: expect.any(String) }),
    );
  });

  it.each([
    ['__proto__', '{"title":"t","content":"c","__proto__":{"polluted":true}}'],
    ['constructor.prototype', '{"title":"t","content":"c","constructor":{"prototype":{"polluted":true}}}'],
  ])('refuses a %s key while parsing, before any route schema sees it', async (_key, body) => {
    const response = await post('/api/news', body, bearer(rootToken));
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    // The parser's refusal names no field; a schema's would.
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'VALIDATION_FAILED',
      errorMessage: 'Invalid request.',
    });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe("the router's own refusals", () => {
  it('answers a path parameter over 100 characters with 414 in the envelope, with the security headers', async () => {
    const response = await api.app.inject({
      method: 'DELETE',
      url: `/api/news/${'1'.repeat(150)}`,
      headers: bearer(rootToken),
    });
    expectRefusal(response, 414, 'URI_TOO_LONG');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('answers a malformed URL component with 400 in the envelope', async () => {
    const response = await api.app.inject({ method: 'DELETE', url: '/api/news/%E0%A4%A', headers: bearer(rootToken) });
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('slow clients', () => {
  const login = JSON.stringify({ email: SUPER_EMAIL, password: SUPER_PASSWORD });

  it('cuts a client that sends its body one byte every 300 ms', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const outcome = await trickle(port, `${head}${'x'.repeat(100)}`, {
      sendFirst: head.length,
      intervalMs: 300,
      giveUpAfterMs: 10_000,
    });
    expect(outcome.endedBy).toBe('server');
    expect(outcome.elapsedMs).toBeLessThan(5000);
    // Whole, the body would take 30 s.
    expect(outcome.sent - head.length).toBeLessThan(15);
    expect([408, null]).toContain(statusOf(outcome.answer));
  });

  it('cuts a client that sends its request line and headers one byte at a time', async () => {
    const request = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\n\r\n${login}`;
    const outcome = await trickle(port, request, { intervalMs: 200, giveUpAfterMs: 10_000 });
    expect(outcome.endedBy).toBe('server');
    expect(outcome.elapsedMs).toBeLessThan(5000);
    expect(outcome.sent).toBeLessThan(request.indexOf('\r\n\r\n'));
    expect([408, null]).toContain(statusOf(outcome.answer));
  });

  it('closes a connection on which nothing is ever sent', async () => {
    const outcome = await trickle(port, '', { intervalMs: 100, giveUpAfterMs: 10_000 });
    expect(outcome.endedBy).toBe('server');
    expect(outcome.elapsedMs).toBeLessThan(5000);
  });

  it('still answers an ordinary request while slow clients hold connections', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const slow = Array.from({ length: 5 }, () =>
      trickle(port, `${head}${'x'.repeat(100)}`, { sendFirst: head.length, intervalMs: 300, giveUpAfterMs: 10_000 }),
    );
    let signedIn: { status: number; token?: unknown } | undefined;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: login,
      });
      signedIn = { status: response.status, token: (await response.json()).data?.token };
    } finally {
      await Promise.all(slow);
    }
    expect(signedIn).toEqual({ status: 200, token: expect.any(String) });
    for (const outcome of await Promise.all(slow)) expect(outcome.endedBy).toBe('server');
    const after = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: bearer(rootToken) });
    expect(after.status).toBe(200);
  });
});
