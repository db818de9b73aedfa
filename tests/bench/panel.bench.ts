// `npm run bench panel`: builds the panel, serves dist/ as a CDN would (HTTP/2 over TLS, brotli or gzip, hashed files
// cached for a year) in front of the real API, and drives Debian's Chromium through cold loads of the
// sign-in page, Home, News and Overview (median of 5, a fresh browser context each), then Lighthouse.
// Flags: --skip-build (reuse dist/), --skip-install, --skip-lighthouse, --runs=N, --trace=FILE (a trace of one sort),
// --profile=FILE (a CPU profile of one sort, without the trace),
// --table-only (the News table figures alone), --lighthouse-only, --lighthouse-runs=N, --lighthouse-pages=home,
// --http1 (the CDN speaks HTTP/1.1, not HTTP/2 over TLS).
// Exits non-zero when a budget is exceeded: the timing budgets below, and the size budgets of
// tests/support/bundleBudgets.ts (which `npm test` checks on dist/ too), on the figures of the build's
// files, which each page's cold load here must fetch exactly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { SUPER_EMAIL, SUPER_PASSWORD, startTestApi, type TestApi } from '../support/apiServer';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium, networkSettled, trackRequests } from '../support/browser';
import { PENDING_ROW_CLASS } from '../../src/components/LazyRows/constants';
import { budgetPage, kb, PanelBuild, SIZE_BUDGET, sizeBudgetFailures, type BudgetPage } from '../support/bundleBudgets';

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
// The CDN speaks HTTP/2 over TLS, as CDNs do; `--http1` serves plain HTTP/1.1 instead (six connections, a round trip per file).
const HTTP1 = flag('http1');
// Chromium accepts the CDN's certificate, made for the run.
const ACCEPT_RUN_CERTIFICATE = '--ignore-certificate-errors';
/** The value of `--name=value`, if given. */
const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 5);

const BUDGET = {
  lighthouseMobile: 90,
  lighthouseDesktop: 98,
  tableReactMs: 100,
};

const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.log(`  BUDGET EXCEEDED: ${message}`);
};
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

function timed(command: string, args: string[], cwd: string): { seconds: number; ok: boolean; output: string } {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    seconds: (Date.now() - started) / 1000,
    ok: result.status === 0,
    output: `${result.stdout}\n${result.stderr}`,
  };
}

/** `npm ci` of the lockfile into a throwaway folder, from npm's local cache where it can. */
function measureInstall() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-install-'));
  try {
    fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(folder, 'package.json'));
    fs.copyFileSync(path.join(ROOT, 'package-lock.json'), path.join(folder, 'package-lock.json'));
    const options = ['--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'];
    const run = timed('npm', ['ci', ...options], folder);
    console.log(
      `npm install: ${run.ok ? `${run.seconds.toFixed(1)} s` : 'FAILED'} (npm ci --ignore-scripts --prefer-offline of package-lock.json into a temp dir, warm npm cache, postinstall \`max setup\` not run)`,
    );
    if (!run.ok) {
      console.log(
        run.output
          .split('\n')
          .filter((line) => /Missing|sync/.test(line))
          .slice(0, 4)
          .join('\n'),
      );
      // A lockfile out of step with package.json: `npm install` still gives an install time.
      const fallback = timed('npm', ['install', ...options], folder);
      console.log(
        `npm install (fallback, npm install ${options.join(' ')}): ${fallback.ok ? `${fallback.seconds.toFixed(1)} s` : 'FAILED'}`,
      );
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function measureBuild() {
  const run = timed(path.join(ROOT, 'node_modules', '.bin', 'max'), ['build'], ROOT);
  console.log(`npm run build: ${run.ok ? `${run.seconds.toFixed(1)} s` : 'FAILED'}`);
  if (!run.ok) {
    console.log(run.output.split('\n').slice(-30).join('\n'));
    process.exit(1);
  }
}

function listChunks() {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|css)$/.test(entry.name)) files.push(full);
    }
  };
  walk(DIST);
  const rows = files
    .map((file) => {
      const content = fs.readFileSync(file);
      return {
        name: path.relative(DIST, file),
        raw: content.length,
        gzip: zlib.gzipSync(content, { level: 9 }).length,
      };
    })
    .sort((a, b) => b.raw - a.raw);
  console.log(`\nchunks (${rows.length}; raw / gzip KB):`);
  for (const row of rows)
    console.log(`  ${row.name.padEnd(48)} ${kb(row.raw).padStart(8)} ${kb(row.gzip).padStart(8)}`);
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  console.log(`  ${'total'.padEnd(48)} ${kb(total.raw).padStart(8)} ${kb(total.gzip).padStart(8)}`);
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** A CDN stand-in: dist/ compressed (brotli, else gzip) with long-lived caching of hashed files, /api/ passed to the API. */
/** A certificate for 127.0.0.1 made for this run (browsers speak HTTP/2 only over TLS); Chromium is told to accept it. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(folder, 'key.pem'),
        '-out',
        path.join(folder, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr || made.error}`);
    return { key: fs.readFileSync(path.join(folder, 'key.pem')), cert: fs.readFileSync(path.join(folder, 'cert.pem')) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// Headers that belong to one HTTP/1.1 connection and that HTTP/2 forbids.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings'];
const withoutHopByHop = (headers: http.IncomingHttpHeaders | http2.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name)));

/**
 * dist/ served as a CDN serves it: HTTP/2 over TLS (HTTP/1.1 with `--http1`), pre-compressed brotli or
 * gzip, hashed files cached for a year, and /api/ passed on to the API.
 */
async function startCdn(apiPort: number): Promise<{ url: string; close(): Promise<void> }> {
  // The build's own brotli and gzip copies (config/plugins/precompress.ts), the bytes `npm start` sends too.
  const precompressed = (file: string, encoding: 'br' | 'gzip') => {
    const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    return fs.existsSync(copy) ? fs.readFileSync(copy) : undefined;
  };
  const handle = (
    request: http.IncomingMessage | http2.Http2ServerRequest,
    response: http.ServerResponse | http2.Http2ServerResponse,
  ) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/api/')) {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: apiPort,
          path: request.url,
          method: request.method,
          headers: { ...withoutHopByHop(request.headers), host: `127.0.0.1:${apiPort}` },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
          answer.pipe(response as NodeJS.WritableStream);
        },
      );
      request.pipe(upstream);
      return;
    }
    const relative = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1));
    const file = path.join(DIST, relative);
    if (!file.startsWith(DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end('Not found');
      return;
    }
    const extension = path.extname(file);
    const hashed = /\.[0-9a-f]{8}\.(async\.)?(js|css)$/.test(file) || /\.[0-9a-f]{8}\.chunk\.(js|css)$/.test(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const headers: http.OutgoingHttpHeaders = {
      'content-type': MIME[extension] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    let body = fs.readFileSync(file);
    const copy = encoding && precompressed(file, encoding);
    if (encoding && copy) {
      body = copy;
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = body.length;
    response.writeHead(200, headers).end(body);
  };
  const server = HTTP1
    ? http.createServer(handle)
    : http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, handle);
  // An HTTP/2 client keeps its session open: closing waits for it unless the sessions are closed too.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${HTTP1 ? 'http' : 'https'}://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.close();
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

interface Transfer {
  url: string;
  type: string;
  /** On the wire, headers included. */
  bytes: number;
  /** The (compressed) body alone: its Content-Length. */
  bodyBytes: number;
}

/** Every response of the page with the bytes it took on the wire (compressed, headers included), from the DevTools protocol. */
async function recordNetwork(page: Page): Promise<{ session: CDPSession; transfers: Transfer[] }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const pending = new Map<string, { url: string; type: string; bodyBytes: number }>();
  const transfers: Transfer[] = [];
  session.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    pending.set(event.requestId, {
      url: event.response.url,
      type: event.type,
      bodyBytes: Number(headers['content-length'] ?? Number.NaN),
    });
  });
  session.on('Network.loadingFinished', (event) => {
    const seen = pending.get(event.requestId);
    if (seen) transfers.push({ ...seen, bytes: event.encodedDataLength });
  });
  return { session, transfers };
}

const PAINT_OBSERVER = () => {
  const record = window as unknown as { __lcp?: number; __fcp?: number };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.__fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** Resolves with performance.now() of the first animation frame in which `selector` matches a visible element. */
function usableAt(page: Page, selector: string, timeout = 90_000): Promise<number> {
  return page
    .waitForFunction(
      (wanted) => {
        const element = document.querySelector(wanted) as HTMLElement | null;
        return element && element.offsetParent !== null ? performance.now() : false;
      },
      selector,
      { polling: 'raf', timeout },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

interface PageCase extends BudgetPage {
  hash: string;
  /** What "usable" means on the page; the first that appears wins. */
  usable: string;
}

const CHART_DRAWN = '[data-testid=chart] canvas';
const CASES: PageCase[] = [
  { ...budgetPage('login'), hash: '/login', usable: 'form .ant-btn-primary' },
  { ...budgetPage('home'), hash: '/', usable: '.ant-pro-page-container .ant-descriptions' },
  { ...budgetPage('news'), hash: '/news?pageSize=100', usable: '.ant-table-tbody tr.ant-table-row' },
  // Charts once the page draws them; the page's main content while it has none.
  { ...budgetPage('overview'), hash: '/overview', usable: `${CHART_DRAWN}, .ant-pro-page-container .ant-card-body` },
];

interface LoadFigures {
  js: number;
  css: number;
  requests: number;
  fcp: number;
  lcp: number;
  usable: number;
  scripts: Transfer[];
}

async function coldLoad(
  browser: Browser,
  base: string,
  pageCase: PageCase,
  storage: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 860 },
    storageState: pageCase.signedIn ? storage : undefined,
  });
  await context.addInitScript(PAINT_OBSERVER);
  const page = trackRequests(await context.newPage());
  const network = await recordNetwork(page);
  await page.goto(`${base}/#${pageCase.hash}`);
  const usable = await usableAt(page, pageCase.usable);
  // Let late requests finish and the last paint be recorded: the first contentful paint can come a
  // frame after the usable element is laid out, and a page without late requests is idle at once.
  await networkSettled(page);
  await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  const paints = await page.evaluate(() => ({
    fcp:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      (window as unknown as { __fcp?: number }).__fcp ??
      NaN,
    lcp: (window as unknown as { __lcp?: number }).__lcp ?? NaN,
  }));
  await context.close();
  const sum = (type: string) =>
    network.transfers
      .filter((transfer) => transfer.type === type)
      .reduce((total, transfer) => total + transfer.bytes, 0);
  return {
    js: sum('Script'),
    css: sum('Stylesheet'),
    requests: network.transfers.length,
    fcp: paints.fcp,
    lcp: paints.lcp,
    usable,
    scripts: network.transfers.filter((transfer) => transfer.type === 'Script'),
  };
}

/** Signs in through the form once; the storage (token, yalalist) seeds the signed-in cold loads. */
async function signedInStorage(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/#/login`);
  await page.getByPlaceholder(/email|邮箱/i).fill(SUPER_EMAIL);
  await page.getByPlaceholder(/password|密码/i).fill(SUPER_PASSWORD);
  await page.getByRole('button', { name: /sign in|登\s*录/i }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
  const storage = await context.storageState();
  await context.close();
  return storage;
}

async function measurePages(browser: Browser, base: string) {
  const storage = await signedInStorage(browser, base);
  const results: Record<string, LoadFigures> = {};
  console.log(`\ncold loads, median of ${RUNS} (JS and CSS compressed, as transferred):`);
  console.log(
    `  ${'page'.padEnd(10)} ${'JS KB'.padStart(8)} ${'CSS KB'.padStart(8)} ${'requests'.padStart(9)} ${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'usable ms'.padStart(10)}`,
  );
  for (const pageCase of CASES) {
    const runs: LoadFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await coldLoad(browser, base, pageCase, storage));
    const pick = (key: 'js' | 'css' | 'requests' | 'fcp' | 'lcp' | 'usable') =>
      median(runs.map((figures) => figures[key]));
    results[pageCase.name] = {
      js: pick('js'),
      css: pick('css'),
      requests: pick('requests'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      usable: pick('usable'),
      scripts: runs[0].scripts,
    };
    const figures = results[pageCase.name];
    console.log(
      `  ${pageCase.name.padEnd(10)} ${kb(figures.js).padStart(8)} ${kb(figures.css).padStart(8)} ${String(figures.requests).padStart(9)} ${figures.fcp.toFixed(0).padStart(8)} ${figures.lcp.toFixed(0).padStart(8)} ${figures.usable.toFixed(0).padStart(10)}`,
    );
  }
  console.log('\nscripts of each cold load (KB as transferred):');
  for (const [name, figures] of Object.entries(results)) {
    const listed = [...figures.scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `${path.basename(script.url)} ${kb(script.bytes)}`);
    console.log(`  ${name}: ${listed.join(', ')}`);
  }
  return { results, storage };
}

/** In one context: Home, then News, then Home again from the menu: the second visit must fetch no JavaScript. */
async function revisit(browser: Browser, base: string, storage: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, storageState: storage });
  const page = trackRequests(await context.newPage());
  await page.goto(`${base}/#/`);
  await usableAt(page, '.ant-pro-page-container .ant-descriptions');
  await page.evaluate(() => {
    window.location.hash = '#/news';
  });
  await usableAt(page, '.ant-table-tbody tr.ant-table-row');
  await networkSettled(page);
  const network = await recordNetwork(page);
  await page.evaluate(() => {
    window.location.hash = '#/';
  });
  await usableAt(page, '.ant-pro-page-container .ant-descriptions');
  await page.evaluate(() => {
    window.location.hash = '#/news';
  });
  await usableAt(page, '.ant-table-tbody tr.ant-table-row');
  await page.waitForTimeout(300);
  await context.close();
  // A script served from the memory or disk cache reports almost no bytes; anything else is a download.
  const downloaded = network.transfers.filter((transfer) => transfer.type === 'Script' && transfer.bytes > 0);
  console.log(`\nrevisit (Home → News → Home → News): ${downloaded.length} JavaScript downloads`);
  if (downloaded.length)
    fail(`a visited page loaded JavaScript again: ${downloaded.map((transfer) => transfer.url).join(', ')}`);
}

/** 100 rows rendered, then re-sorted and re-filtered: time from the data's arrival (response end) to the rows on screen. */
async function measureTableOnce(
  browser: Browser,
  base: string,
  storage: Awaited<ReturnType<BrowserContext['storageState']>>,
  trace?: string,
  profileOnly?: string,
) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, storageState: storage });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await context.addInitScript('globalThis.__name = globalThis.__name || ((target) => target);');
  const page = await context.newPage();
  const rendered = async (arrival: number, firstTitle: string, rows: number, action: () => Promise<unknown>) => {
    // Checked in every animation frame; once the rows are in the document and every row on screen
    // is drawn (lists draw a row that waits below the screen once it comes near: LazyRows), the time
    // is taken after that frame's style, layout and paint, and marked on the page's performance
    // timeline as `rows-drawn-<n>`: by a task of the highest priority queued from the frame, which runs
    // as soon as the frame is drawn. A timer queued from the frame runs only after the tasks queued
    // before it (such as React's lower-priority renders after the rows), so its time, printed beside,
    // says when the page is next free rather than when the rows are seen.
    const drawn = page.evaluate(
      ({ expected, count, mark, pendingClass }) =>
        new Promise<{ painted: number; nextTask: number }>((resolve, reject) => {
          const deadline = performance.now() + 90_000;
          const check = () => {
            const rowsNow = Array.from(
              document.querySelector('.ant-table-tbody')?.querySelectorAll('tr.ant-table-row') ?? [],
            );
            const waitingOnScreen = rowsNow.some(
              (row) => row.classList.contains(pendingClass) && row.getBoundingClientRect().top < innerHeight,
            );
            if (rowsNow.length === count && !waitingOnScreen && (rowsNow[0]?.textContent ?? '').includes(expected)) {
              const times = { painted: NaN, nextTask: NaN };
              const settle = () => Number.isFinite(times.painted) && Number.isFinite(times.nextTask) && resolve(times);
              const scheduler = (
                window as unknown as {
                  scheduler?: { postTask(task: () => void, options: { priority: string }): Promise<void> };
                }
              ).scheduler;
              const painted = () => {
                times.painted = performance.mark(mark).startTime;
                settle();
              };
              if (scheduler) void scheduler.postTask(painted, { priority: 'user-blocking' });
              else setTimeout(painted);
              setTimeout(() => {
                times.nextTask = performance.now();
                settle();
              });
            } else if (performance.now() > deadline) {
              reject(new Error(`rows not drawn: ${count} rows starting with ${expected}`));
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      { expected: firstTitle, count: rows, mark: `rows-drawn-${arrival}`, pendingClass: PENDING_ROW_CLASS },
    );
    // The watch starts before the action, so a quick answer is not measured late.
    await action();
    const { painted, nextTask } = await drawn;
    // The data's arrival: the end of the nth /api/news response, from Resource Timing.
    const arrived = await page.evaluate(
      (index) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/news'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
          .sort((a, b) => a - b)[index - 1] ?? NaN,
      arrival,
    );
    return { painted: painted - arrived, nextTask: nextTask - arrived };
  };
  await page.goto(`${base}/#/`);
  await page.locator('.ant-pro-page-container').first().waitFor();
  const first = await rendered(1, 'Bench news 000', 100, () =>
    page.evaluate(() => {
      window.location.hash = '#/news?pageSize=100&sortField=title&sortOrder=ascend';
    }),
  );
  // Sorting: the title column's header, descending next.
  const profiler = trace || profileOnly ? await context.newCDPSession(page) : undefined;
  if (profiler) {
    if (trace)
      await browser.startTracing(page, {
        path: trace,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
      });
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.send('Profiler.start');
  }
  const sorted = await rendered(2, 'Bench news 119', 100, () =>
    page
      .locator('.ant-table-thead th')
      .filter({ hasText: /^Title$|^标题$/ })
      .first()
      .click(),
  );
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    fs.writeFileSync(
      trace ? trace.replace(/(\.json)?$/, '.cpuprofile') : (profileOnly as string),
      JSON.stringify(profile),
    );
    if (trace) await browser.stopTracing();
  }
  // Filtering: a title filter that leaves ten rows.
  await page.locator('.ant-pro-table-search input#title').fill('Bench news 01');
  const filtered = await rendered(3, 'Bench news 019', 10, () =>
    page.locator('.ant-pro-table-search .ant-btn-primary').click(),
  );
  await context.close();
  return { first, sorted, filtered };
}

/** The table figures, median of RUNS fresh contexts (one run varies by a factor of two on a shared machine). */
async function measureTable(
  browser: Browser,
  base: string,
  storage: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const runs: Awaited<ReturnType<typeof measureTableOnce>>[] = [];
  // --trace=FILE: a Chrome trace of the first run's sort, to open in DevTools' performance panel.
  // --profile=FILE: a CPU profile of the first run's sort only, without the trace's overhead.
  const trace = argv.find((arg) => arg.startsWith('--trace='))?.split('=')[1];
  const profileOnly = argv.find((arg) => arg.startsWith('--profile='))?.split('=')[1];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(
      await measureTableOnce(
        browser,
        base,
        storage,
        run === 0 ? trace : undefined,
        run === 0 ? profileOnly : undefined,
      ),
    );
  type Step = 'first' | 'sorted' | 'filtered';
  const at = (key: Step, time: 'painted' | 'nextTask') => median(runs.map((run) => run[key][time]));
  const [first, sorted, filtered] = (['first', 'sorted', 'filtered'] as const).map((key) => at(key, 'painted'));
  const each = (key: Step) => runs.map((run) => run[key].painted.toFixed(0)).join('/');
  console.log(
    `\nNews table, data arrival → rows on screen, median of ${RUNS}: 100 rows ${first.toFixed(0)} ms, sort ${sorted.toFixed(0)} ms, filter ${filtered.toFixed(0)} ms`,
  );
  console.log(`  (each run: ${each('first')}, ${each('sorted')}, ${each('filtered')} ms)`);
  console.log(
    `  page next free (a timer queued from that frame): 100 rows ${at('first', 'nextTask').toFixed(0)} ms, sort ${at('sorted', 'nextTask').toFixed(0)} ms, filter ${at('filtered', 'nextTask').toFixed(0)} ms`,
  );
  for (const [what, ms] of [
    ['first render', first],
    ['sort', sorted],
    ['filter', filtered],
  ] as const) {
    if (!(ms <= BUDGET.tableReactMs))
      fail(`News table ${what} took ${ms.toFixed(0)} ms (budget ${BUDGET.tableReactMs} ms)`);
  }
}

interface LighthouseRun {
  score: number;
  line: string;
  detail: string;
}

/** One Lighthouse run of a page in a fresh Chromium; with LIGHTHOUSE_REPORT_DIR set, keeps the report and what Lantern simulated from. */
async function lighthouseRun(
  base: string,
  pageCase: PageCase,
  formFactor: 'mobile' | 'desktop',
  token: { name: string; value: string }[],
  keepAs: string,
): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, ACCEPT_RUN_CERTIFICATE],
  });
  try {
    if (pageCase.signedIn) {
      // Seeds the session on the origin through a page that loads none of the panel's files.
      const connected = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const seeding = await connected.contexts()[0].newPage();
      await seeding.goto(`${base}/config.json`);
      await seeding.evaluate((entries) => {
        for (const { name, value } of entries) window.localStorage.setItem(name, value);
      }, token);
      await seeding.close();
      await connected.close();
    }
    const result = await lighthouse(
      `${base}/#${pageCase.hash}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: pageCase.signedIn,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const score = Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
    const audits = result?.lhr.audits;
    const metric = (id: string) => audits?.[id]?.displayValue ?? '?';
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const file = path.join(process.env.LIGHTHOUSE_REPORT_DIR, keepAs);
      fs.writeFileSync(`${file}.json`, JSON.stringify(result?.lhr));
      // What Lantern simulates from (scripts/lantern-graph.mjs reads it): the trace, the network log and the settings.
      const artifacts = result?.artifacts as unknown as Record<string, unknown> | undefined;
      fs.writeFileSync(
        `${file}.artifacts.json`,
        JSON.stringify({
          Trace: artifacts?.Trace,
          DevtoolsLog: artifacts?.DevtoolsLog,
          URL: artifacts?.URL,
          GatherContext: artifacts?.GatherContext,
          settings: result?.lhr.configSettings,
        }),
      );
    }
    // What the largest paint was, and what the main thread spent its time on: where to look next.
    const lcpElement = (
      audits?.['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { snippet?: string } }[] }[] }
        | undefined
    )?.items?.[0]?.items?.[0]?.node?.snippet;
    const work =
      (
        audits?.['mainthread-work-breakdown']?.details as
          | { items?: { groupLabel?: string; duration?: number }[] }
          | undefined
      )?.items ?? [];
    return {
      score,
      line: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, SI ${metric('speed-index')}, CLS ${metric('cumulative-layout-shift')}`,
      detail: `LCP element ${lcpElement ?? '?'}; main thread ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`).join(', ')}`,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's performance score of the sign-in page and Home, mobile and desktop: the median of
 * `--lighthouse-runs` runs (3 unless told; one run's score moves by a few points), checked against the budget.
 * `--lighthouse-pages=home` (or login) runs one page alone.
 */
async function lighthouseScores(base: string, storage: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const runs = Number(option('lighthouse-runs') ?? 3);
  const pages = option('lighthouse-pages')?.split(',') ?? ['login', 'home'];
  console.log(`\nLighthouse performance (median of ${runs}):`);
  const token = storage.origins[0]?.localStorage ?? [];
  for (const pageCase of CASES.filter((candidate) => pages.includes(candidate.name))) {
    for (const [formFactor, budget] of [
      ['mobile', BUDGET.lighthouseMobile],
      ['desktop', BUDGET.lighthouseDesktop],
    ] as const) {
      const results: LighthouseRun[] = [];
      for (let run = 0; run < runs; run++)
        results.push(
          await lighthouseRun(
            base,
            pageCase,
            formFactor,
            token,
            `${pageCase.name}-${formFactor}${run ? `-${run + 1}` : ''}`,
          ),
        );
      const middle = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
      console.log(
        `  ${pageCase.name.padEnd(8)} ${formFactor.padEnd(8)} ${String(middle.score).padStart(4)}   ${middle.line}${runs > 1 ? `   (runs: ${results.map((result) => result.score).join(', ')})` : ''}`,
      );
      console.log(`           ${middle.detail}`);
      if (middle.score < budget)
        fail(`Lighthouse ${formFactor} on ${pageCase.name}: ${middle.score} (budget ${budget})`);
    }
  }
}

/**
 * The size budgets, on the figures of the build's files (the same check as `npm test`'s), and whether
 * each cold load fetched exactly the scripts those figures count: a script they miss would escape the budgets.
 */
function checkBudgets(results: Record<string, LoadFigures>) {
  console.log('\nbudgets (scripts of each page by the build, brotli; tests/support/bundleBudgets.ts):');
  const figures = new PanelBuild(DIST).allFigures();
  const login = figures.login.js;
  const home = figures.home.js;
  console.log(`  login JS ${kb(login)} KB (budget ${kb(SIZE_BUDGET.loginJs)} KB)`);
  console.log(`  Home JS ${kb(home)} KB = ${(home / login).toFixed(2)}× login (budget ${SIZE_BUDGET.homeOverLogin}×)`);
  for (const failure of sizeBudgetFailures(figures)) fail(failure);
  for (const [name, measured] of Object.entries(results)) {
    const fetched = measured.scripts.map((script) => path.basename(new URL(script.url).pathname));
    const counted = figures[name].scripts.map((script) => script.file);
    const uncounted = fetched.filter((file) => !counted.includes(file));
    const unfetched = counted.filter((file) => !fetched.includes(file));
    if (uncounted.length || unfetched.length) {
      fail(
        `${name}'s cold load and the build's figures differ (tests/support/bundleBudgets.ts): fetched, not counted: ${uncounted.join(', ') || 'none'}; counted, not fetched: ${unfetched.join(', ') || 'none'}`,
      );
    }
  }
}

/** `npm start` must send each page the scripts and styles the CDN sends, in the same compressed bodies (headers differ). */
function compareWithCdn(cdn: Record<string, LoadFigures>, own: Record<string, LoadFigures>) {
  console.log('\nscript bodies KB as transferred (compressed, without headers), CDN vs npm start:');
  const bodies = (figures: LoadFigures) =>
    new Map(figures.scripts.map((script) => [path.basename(script.url), script.bodyBytes]));
  for (const [name, figures] of Object.entries(cdn)) {
    const cdnBodies = bodies(figures);
    const ownBodies = bodies(own[name]);
    const total = (map: Map<string, number>) => [...map.values()].reduce((sum, bytes) => sum + bytes, 0);
    console.log(`  ${name.padEnd(10)} ${kb(total(cdnBodies)).padStart(8)} ${kb(total(ownBodies)).padStart(8)}`);
    const differing = [...new Set([...cdnBodies.keys(), ...ownBodies.keys()])].filter(
      (file) => cdnBodies.get(file) !== ownBodies.get(file),
    );
    if (differing.length) fail(`${name}: npm start and the CDN send different bodies for ${differing.join(', ')}`);
  }
}

async function seedNews(api: TestApi) {
  const token = await api.signIn();
  for (let index = 0; index < 120; index += 1) {
    const number = String(index).padStart(3, '0');
    const response = await api.call(
      'POST',
      '/api/news',
      {
        title: `Bench news ${number}`,
        description: `Seeded for the panel benchmark, item ${number}.`,
        imageUrl: 'https://example.com/news.png',
        link: `https://example.com/news/${number}`,
        publishedAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
      },
      token,
    );
    if (response.statusCode !== 200) throw new Error(`seeding news failed: ${response.statusCode} ${response.body}`);
  }
}

async function main() {
  if (!flag('skip-install')) measureInstall();
  if (!flag('skip-build')) measureBuild();
  listChunks();
  // The API serves dist/ too, as `npm start` does: measured beside the CDN.
  const api = await startTestApi({}, { staticDir: DIST });
  await seedNews(api);
  const apiAddress = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const cdn = await startCdn(Number(new URL(apiAddress).port));
  const browser = await launchChromium([ACCEPT_RUN_CERTIFICATE]);
  try {
    if (flag('lighthouse-only')) {
      await lighthouseScores(cdn.url, await signedInStorage(browser, cdn.url));
    } else if (flag('table-only')) {
      await measureTable(browser, cdn.url, await signedInStorage(browser, cdn.url));
    } else {
      const { results, storage } = await measurePages(browser, cdn.url);
      checkBudgets(results);
      console.log("\n`npm start`'s own server (HTTP/1.1, the build's compressed copies):");
      compareWithCdn(results, (await measurePages(browser, apiAddress)).results);
      await revisit(browser, cdn.url, storage);
      await measureTable(browser, cdn.url, storage);
      if (!flag('skip-lighthouse')) await lighthouseScores(cdn.url, storage);
    }
  } finally {
    await browser.close();
    await cdn.close();
    await api.close();
  }
  if (failures.length) {
    console.log(`\n${failures.length} budget(s) exceeded:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nall budgets met');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
