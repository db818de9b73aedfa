// The deployment the README promises (issue 30): dist/ copied under a path prefix on a second
// origin (a small static server standing for the CDN, with the headers docs/deployment.md lists),
// config.json naming the API's origin, and the API with that origin in PANEL_ORIGINS. A person
// signs in, lists News, exports CSV and opens a confirmation, every API call crossing origins.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../../server/src/http/securityHeaders';
import { startTestApi, type TestApi } from '../support/apiServer';
import { buildNews } from '../support/factories';
import {
  confirmPopover,
  DIST_DIR,
  fillSignIn,
  launchChromium,
  networkSettled,
  trackRequests,
} from '../support/browser';

const PREFIX = '/ops/admin';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-'));
let cdn: http.Server;
let cdnOrigin: string;
let api: TestApi;
let apiOrigin: string;
let browser: Browser;
let token: string;

/** Where the news item's picture is, named in the CDN's policy as PICTURE_HOSTS names it in the API's. */
const PICTURE_HOST = 'cdn.example.com';
/** A news item with a picture from the listed host, which the CDN's policy must let the table show. */
const LIVE_NEWS = {
  title: 'Served from the CDN',
  description: 'A news item listed across origins.',
  imageUrl: `https://${PICTURE_HOST}/picture.png`,
};

/** The CDN: the files under the prefix, the trailing-slash redirect a prefix needs, the documented headers. */
function startCdn(contentSecurityPolicy: () => string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    if (pathname === PREFIX) {
      response.writeHead(301, { location: `${PREFIX}/` }).end();
      return;
    }
    const relative = pathname.startsWith(`${PREFIX}/`) ? pathname.slice(PREFIX.length + 1) || 'index.html' : null;
    const file = relative === null ? null : path.join(copy, relative);
    if (!file?.startsWith(`${copy}${path.sep}`) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-security-policy': contentSecurityPolicy(),
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  fs.cpSync(DIST_DIR, copy, { recursive: true });
  cdn = await startCdn(() =>
    // The ready line of docs/deployment.md: the API's origin added to connect-src, the picture hosts to img-src.
    contentSecurityPolicy([PICTURE_HOST]).replace("connect-src 'self'", `connect-src 'self' ${apiOrigin}`),
  );
  cdnOrigin = `http://localhost:${(cdn.address() as AddressInfo).port}`;
  api = await startTestApi({ PANEL_ORIGINS: cdnOrigin });
  apiOrigin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  fs.writeFileSync(path.join(copy, 'config.json'), JSON.stringify({ apiBaseUrl: apiOrigin }));
  token = await api.signIn();
  await buildNews(api, token, LIVE_NEWS);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await api?.close();
  await new Promise((resolve) => cdn?.close(resolve));
  fs.rmSync(copy, { recursive: true, force: true });
});

async function withPage(run: (page: Page, problems: string[]) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, acceptDownloads: true });
  try {
    await context.addInitScript(() => window.localStorage.setItem('umi_locale', 'en-US'));
    const page = trackRequests(await context.newPage());
    // What a cross-origin deployment breaks: a blocked API call, a CORS or CSP refusal (the news
    // item's picture address does not resolve here, which is not one of them).
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /CORS|Access-Control|Content Security Policy/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('requestfailed', (request) => {
      // The live stream stays open until the page goes: a reload cuts it (ERR_ABORTED), and so does a
      // dropped connection (ERR_INCOMPLETE_CHUNKED_ENCODING), which is no failure; a CORS refusal is ERR_FAILED.
      const cutStream =
        request.url() === `${apiOrigin}/api/events` &&
        ['net::ERR_ABORTED', 'net::ERR_INCOMPLETE_CHUNKED_ENCODING'].includes(request.failure()?.errorText ?? '');
      if (request.url().startsWith(apiOrigin) && !cutStream)
        problems.push(`${request.method()} ${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      // The panel's own files (the favicon included) resolve under the prefix; the API refuses nothing.
      if ((response.url().startsWith(apiOrigin) || response.url().startsWith(cdnOrigin)) && response.status() >= 400)
        problems.push(`${response.url()} ${response.status()}`);
    });
    await run(page, problems);
  } finally {
    await context.close();
  }
}

describe('the panel on a CDN under a path prefix, the API on its own origin', () => {
  it('redirects the bare prefix to its folder', async () => {
    const response = await fetch(`${cdnOrigin}${PREFIX}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${PREFIX}/`);
  });

  it('signs in, lists News, exports CSV and opens a confirmation, every API call going to the API origin', async () => {
    await withPage(async (page, problems) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await page.goto(`${cdnOrigin}${PREFIX}`);
      await page.waitForURL(`${cdnOrigin}${PREFIX}/#/login`);
      await fillSignIn(page);
      await page.waitForURL((url) => !url.hash.startsWith('#/login'));
      // Landed, and nothing of the sign-in still on its way: leaving the page now would cut it (a CI run
      // saw /api/auth/login reported ERR_ABORTED by the next navigation on a loaded machine).
      await networkSettled(page);

      // News opened from its address, as a link is, in a load of its own.
      await page.goto('about:blank');
      await page.goto(`${cdnOrigin}${PREFIX}/#/news`);
      // A reload, once News has asked what it asks: the page head's early requests (config.json,
      // then the session) cross origins too.
      await page.getByRole('row').filter({ hasText: 'Served from the CDN' }).waitFor();
      await networkSettled(page);
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: 'Served from the CDN' });
      await row.waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
      expect(csv).toContain('Served from the CDN');

      await row.getByRole('button', { name: 'Hide' }).click();
      await confirmPopover(page, 'Are you sure you want to hide it?');
      await row.getByText('Not show').waitFor();

      // The live stream across origins: a change made elsewhere shows in the list without a reload,
      // and after the connection drops (as a load balancer may cut it) the panel resumes from the
      // last event it saw: its Last-Event-ID header must pass the preflight too.
      await buildNews(api, token, { ...LIVE_NEWS, title: 'Announced live' });
      await page.getByRole('row').filter({ hasText: 'Announced live' }).waitFor();
      const resumed = page.waitForResponse(
        (response) =>
          response.url() === `${apiOrigin}/api/events` && response.request().headers()['last-event-id'] !== undefined,
      );
      api.app.server.closeAllConnections();
      expect((await resumed).status()).toBe(200);

      expect(apiCalls.filter((url) => url.endsWith('/api/auth/me')).length).toBeGreaterThanOrEqual(1);
      expect(apiCalls.length).toBeGreaterThan(3);
      expect(apiCalls.every((url) => url.startsWith(`${apiOrigin}/api/`))).toBe(true);
      // The live stream crosses origins too (a refused one would be a CORS problem or a status above).
      expect(apiCalls).toContain(`${apiOrigin}/api/events`);
      expect(problems).toEqual([]);
    });
  });

  it('is refused by the browser when the API does not list the panel origin', async () => {
    const stranger = await startTestApi();
    const strangerOrigin = await stranger.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await withPage(async (page) => {
        await page.goto(`${cdnOrigin}${PREFIX}/#/login`);
        const refused = await page.evaluate(
          (url) =>
            fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
              () => 'answered',
              () => 'refused',
            ),
          `${strangerOrigin}/api/auth/login`,
        );
        expect(refused).toBe('refused');
      });
    } finally {
      await stranger.close();
    }
  });
});

describe("npm start's own server", () => {
  it('sends the built scripts in brotli or gzip as the browser asks, and plain otherwise', async () => {
    const local = await startTestApi({}, { staticDir: DIST_DIR });
    try {
      const entry = fs.readdirSync(DIST_DIR).find((name) => /^umi\.[0-9a-f]+\.js$/.test(name));
      const plain = fs.readFileSync(path.join(DIST_DIR, entry ?? 'missing'));
      const get = (encoding?: string) =>
        local.app.inject({ method: 'GET', url: `/${entry}`, headers: encoding ? { 'accept-encoding': encoding } : {} });
      const br = await get('br, gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(plain);
      expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
      const gz = await get('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload)).toEqual(plain);
      const none = await get();
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.rawPayload).toEqual(plain);
    } finally {
      await local.close();
    }
  });
});
