// Every answer the server gives (API, static panel files, index.html, errors, 404s) carries the
// security headers and the right cache policy, and no error answer leaks an internal message.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE } from '../../server/src/http/securityHeaders';
import { bearer, startTestApi, type TestApi } from '../support/apiServer';

let api: TestApi;
let token: string;
let staticDir: string;
const SECRET_DETAIL = 'connection refused at /srv/secret/internal.ts:42 password=hunter2';

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-static-'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><link rel="stylesheet" href="./umi.0a1b2c3d.css"></head><body><div id="root"></div><script src="./umi.3f2a9c1b.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(staticDir, 'umi.3f2a9c1b.js'), 'console.log(1);');
  fs.writeFileSync(path.join(staticDir, 'p__news__index.0a1b2c3d.async.js'), 'console.log(2);');
  fs.writeFileSync(path.join(staticDir, 'umi.0a1b2c3d.css'), 'body{}');
  fs.writeFileSync(path.join(staticDir, 'favicon.ico'), 'icon');
  api = await startTestApi({}, { staticDir });
  // A route that fails the way a bug or a lost database connection would.
  api.app.get('/api/test/internal-failure', { config: { requires: 'public' } }, async () => {
    throw new Error(SECRET_DETAIL);
  });
  token = await api.signIn();
});
afterAll(async () => {
  await api.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const headers = response.headers;
  expect({ what, csp: headers['content-security-policy'] }).toEqual({ what, csp: CONTENT_SECURITY_POLICY });
  expect({ what, hsts: headers['strict-transport-security'] }).toEqual({
    what,
    hsts: expect.stringMatching(/^max-age=\d{8,}/),
  });
  expect({ what, nosniff: headers['x-content-type-options'] }).toEqual({ what, nosniff: 'nosniff' });
  expect({ what, referrer: headers['referrer-policy'] }).toEqual({ what, referrer: 'no-referrer' });
  expect({ what, coop: headers['cross-origin-opener-policy'] }).toEqual({ what, coop: 'same-origin' });
  expect({ what, frame: headers['x-frame-options'] }).toEqual({ what, frame: 'DENY' });
}

describe('Content-Security-Policy', () => {
  it('allows no inline script, no plugin, no <base>, no framing', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
  });

  it('loads pictures only from the hosts PICTURE_HOSTS names, over https: none of them by default', async () => {
    const imageSources = (policy: string) =>
      policy
        .split('; ')
        .find((directive) => directive.startsWith('img-src '))
        ?.split(' ')
        .slice(1);
    expect(imageSources(CONTENT_SECURITY_POLICY)).toEqual(["'self'", 'data:']);
    const listed = await startTestApi({ PICTURE_HOSTS: ' CDN.example.com, pictures.example.org:8443 ,bücher.example' });
    try {
      const answered = await listed.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(imageSources(String(answered.headers['content-security-policy']))).toEqual([
        "'self'",
        'data:',
        'https://cdn.example.com',
        'https://pictures.example.org:8443',
        'https://xn--bcher-kva.example',
      ]);
    } finally {
      await listed.close();
    }
  });
});

describe('security headers on every kind of answer', () => {
  it('API answers: success, refusal, not found, and all are no-store', async () => {
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['signed-in read', await api.call('GET', '/api/auth/me', undefined, token)],
      ['public document', await api.app.inject({ method: 'GET', url: '/api/openapi.json' })],
      ['no session', await api.app.inject({ method: 'GET', url: '/api/auth/me' })],
      ['unknown API route', await api.app.inject({ method: 'GET', url: '/api/no/such/route' })],
      [
        'sign-in',
        await api.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'root@example.com', password: 'wrong password 1' },
        }),
      ],
    ];
    expect(answers.map(([, response]) => response.statusCode)).toEqual([200, 200, 401, 404, 401]);
    for (const [what, response] of answers) {
      expectSecurityHeaders(response, what);
      expect({ what, cache: response.headers['cache-control'] }).toEqual({ what, cache: 'no-store' });
    }
  });

  it('index.html is revalidated on every load; hashed files are cached for a year', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expectSecurityHeaders(response, url);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/umi.3f2a9c1b.js', '/p__news__index.0a1b2c3d.async.js', '/umi.0a1b2c3d.css']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response, url);
      expect({ url, cache: response.headers['cache-control'] }).toEqual({ url, cache: IMMUTABLE_CACHE });
    }
    const favicon = await api.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('a missing static file is a 404 with the headers and is not cached for long', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/umi.ffffffff.js' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response, 'missing static file');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

/** A sign-in request whose body is sent as it is, of this content type. */
const signInBody = (contentType: string, payload: string) =>
  api.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload });

/** The answer is the bare error envelope, nothing beside it, with the security headers. */
function expectBareErrorEnvelope(
  response: LightMyRequestResponse,
  status: number,
  what: string,
  envelope: { errorCode: string; errorMessage: string },
) {
  expect(response.statusCode).toBe(status);
  expectSecurityHeaders(response, what);
  expect(response.json()).toEqual({ success: false, ...envelope });
}

describe('error answers leak nothing internal', () => {
  it('an internal failure answers a generic 500 envelope without the message or a stack', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/test/internal-failure' });
    expectBareErrorEnvelope(response, 500, 'internal error', {
      errorCode: 'INTERNAL_ERROR',
      errorMessage: 'An error occurred, please try again!',
    });
    expect(response.body).not.toMatch(/hunter2|secret|internal\.ts|\bat\s+\S+:\d+/);
  });

  it('malformed JSON is a 400 that does not echo the parser', async () => {
    const response = await signInBody('application/json', '{"email": "root@example.com", "password": ');
    expectBareErrorEnvelope(response, 400, 'malformed JSON', {
      errorCode: 'VALIDATION_FAILED',
      errorMessage: 'Invalid request.',
    });
    expect(response.body).not.toMatch(/Unexpected|position|JSON\.parse|SyntaxError/);
  });

  it('an unsupported content type and an oversized body are refused without internals', async () => {
    const wrongType = await signInBody('application/x-custom', 'x');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errorMessage).toBe('Invalid request.');
    const huge = await signInBody('application/json', JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errorMessage).toBe('The request body is too large.');
    expectSecurityHeaders(huge, 'oversized body');
  });

  it('an unknown route answers the same 404 envelope with or without a session', async () => {
    const anonymous = await api.app.inject({ method: 'POST', url: '/api/secret-admin-route' });
    const signedIn = await api.app.inject({ method: 'POST', url: '/api/secret-admin-route', headers: bearer(token) });
    expect(anonymous.statusCode).toBe(404);
    expect(signedIn.body).toBe(anonymous.body);
  });
});
