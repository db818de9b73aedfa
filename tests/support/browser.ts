// Debian's Chromium driven by playwright-core, and the production build served over a real port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { seedDemoData } from '../../server/src/demo/seedDemoData';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { startMailbox, type Mailbox } from './mailbox';
import { SUPER_EMAIL, SUPER_PASSWORD, bearer, startTestApi, type HttpMethod, type TestApi } from './apiServer';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Chromium with the flags above, and any more a caller needs. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export const DIST_DIR = path.resolve(__dirname, '../../dist');

export interface PanelUnderTest {
  api: TestApi;
  mailbox: Mailbox;
  browser: Browser;
  baseUrl: string;
  /** A page in a browser context no other open page uses, its local storage empty, in the given language. */
  newPage(locale?: 'zh-CN' | 'en-US'): Promise<Page>;
  /**
   * A page (as newPage gives) opened at `path`, signed in: a new session made through the sign-in API and
   * stored as the sign-in form stores it (the journeys of signing in itself go through the form, with
   * `fillSignIn`).
   */
  openSignedIn(
    path: string,
    options?: {
      locale?: 'zh-CN' | 'en-US';
      email?: string;
      password?: string;
      /** Called with the page before it opens the panel (to follow its first requests). */
      beforeOpen?: (page: Page) => void;
      /** The browser's time zone (an IANA name), when not the machine's. */
      timeZone?: string;
    },
  ): Promise<Page>;
  /** Calls the API with the session the page holds, as the panel would. */
  callAs(page: Page, method: HttpMethod, url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A language's messages file as the build names it (src/locales/load.ts); the language is group 1. */
export const MESSAGES_FILE = /\/messages-([a-z]{2}-[A-Z]{2})\.[0-9a-f]+\.async\.js$/;

/** The languages whose messages the page asks for from now on, in the order asked. */
export function messagesRequested(page: Page): { language: string; at: number }[] {
  const requested: { language: string; at: number }[] = [];
  page.on('request', (request) => {
    const language = MESSAGES_FILE.exec(new URL(request.url()).pathname)?.[1];
    if (language) requested.push({ language, at: Date.now() });
  });
  return requested;
}

/**
 * A button's accessible name by its label: antd puts a space between two Chinese characters, and a
 * button that was loading keeps a collapsed "loading" icon in its name until the icon's transition ends.
 */
export const buttonName = (label: string) => new RegExp(`(^|\\s)${label.split('').join('\\s?')}$`);

/**
 * The open dialog once its opening zoom has ended. A click while it still zooms in is aimed at where
 * the button was a frame earlier and can miss it: the withdrawal confirmation then stayed open with no
 * request sent, about 1 in 8 runs. A person clicks a dialog that has stopped moving.
 */
export async function settledDialog(page: Page, options: { hasText?: string | RegExp } = {}): Promise<Locator> {
  // A confirmation over a drawer: both are dialogs, and the one holding the text is meant.
  const dialog = options.hasText
    ? page.getByRole('dialog').filter({ hasText: options.hasText })
    : page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.ant-modal')).every(
      (modal) => !/\bant-zoom-(appear|enter)\b/.test(modal.className),
    ),
  );
  return dialog;
}

/**
 * Answers a confirmation popover (antd's Popconfirm) that asks `question`, once its opening zoom has ended:
 * as with a dialog, an OK clicked while it still zooms in can miss (a CI run left the disable confirmation
 * open with nothing sent).
 */
export async function confirmPopover(page: Page, question: string | RegExp, ok = 'OK') {
  const popover = page.getByRole('tooltip').filter({ hasText: question });
  await popover.waitFor();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.ant-popover')).every(
      (opening) => !/\bant-zoom(-big)?-(appear|enter)\b/.test(opening.className),
    ),
  );
  await popover.getByRole('button', { name: buttonName(ok) }).click();
}

/**
 * With E2E_SCREENSHOTS_DIR set, keeps a picture of the page there as `name.png` (the whole page unless
 * `fullPage` is false, once it is still when `settle`); otherwise does nothing. For looking at a journey's screens in both languages.
 */
export async function keepScreenshot(page: Page, name: string, { fullPage = true, settle = false } = {}) {
  const folder = process.env.E2E_SCREENSHOTS_DIR;
  if (!folder) return;
  if (settle) await stillAndLoaded(page);
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage });
}

/** Fills the sign-in form (in either language) and presses Sign in. */
export async function fillSignIn(page: Page, email = SUPER_EMAIL, password = SUPER_PASSWORD) {
  await page.getByPlaceholder(/email|邮箱/i).fill(email);
  await page.getByPlaceholder(/password|密码/i).fill(password);
  await page.getByRole('button', { name: /sign in|登\s*录/i }).click();
}

/** Runs `use` on the page once it has opened, then closes the page's browser context, also when `use` fails. */
export async function withPage<T>(opening: Promise<Page>, use: (page: Page) => Promise<T>): Promise<T> {
  const page = await opening;
  try {
    return await use(page);
  } catch (error) {
    throw await withPageAtFailure(page, error);
  } finally {
    await page.context().close();
  }
}

/**
 * The error, told what the page showed when it happened: its address, the toasts and alerts on it, and a
 * screenshot kept in the system's temporary folder (a failure on a loaded CI machine is seldom replayed).
 */
async function withPageAtFailure(page: Page, error: unknown): Promise<unknown> {
  if (!(error instanceof Error) || page.isClosed()) return error;
  try {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-failure-'));
    const picture = path.join(folder, 'page.png');
    await page.screenshot({ path: picture, timeout: 5_000 });
    const said = await page.locator('.ant-message-notice, [role="alert"]').allInnerTexts();
    const told = `\n\nThe page at the failure: ${page.url()}\nToasts and alerts: ${JSON.stringify(said)}\nScreenshot: ${picture}`;
    error.message += told;
    // Jest prints the stack, which holds the message as it was when the error was made.
    if (error.stack) error.stack = error.stack.replace(/\n/, `${told}\n`);
  } catch {
    // The page could not tell more: the error says enough.
  }
  return error;
}

/**
 * The built panel on a test API; with `demoData`, over the demo data `npm run seed:demo` writes.
 *
 * A page's browser context, once its test closes it, is given back rather than closed: its pages closed,
 * its routes, cookies and permissions cleared, and the panel's local storage emptied by the next page's
 * first script. The next page in the machine's time zone takes it, and finds the panel's hashed scripts
 * compiled already: opening a signed-in page costs about 1.3 s instead of 2.1 s on this project's machine
 * (most of it Chromium evaluating the bundle). `freshContexts` gives every page a new context instead, for
 * the tests of what a first visit asks for.
 */
export async function startPanel({
  demoData = false,
  env = {},
  freshContexts = false,
}: {
  demoData?: boolean;
  env?: Record<string, string>;
  freshContexts?: boolean;
} = {}): Promise<PanelUnderTest> {
  const mailbox = await startMailbox();
  const api = await startTestApi({ SMTP_URL: mailbox.url, ...env }, { staticDir: DIST_DIR });
  if (demoData) await seedDemoData(api.db);
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  const viewport = { width: 1366, height: 860 };
  const givenBack: BrowserContext[] = [];
  /** A context no page uses: one given back, or a new one that is given back when closed. */
  const takeContext = async (timezoneId?: string): Promise<BrowserContext> => {
    if (freshContexts || timezoneId) return browser.newContext({ viewport, timezoneId });
    const kept = givenBack.pop();
    if (kept) return kept;
    const context = await browser.newContext({ viewport });
    const closeForGood = context.close.bind(context);
    context.close = async () => {
      try {
        await Promise.all(context.pages().map((page) => page.close()));
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.clearCookies();
        await context.clearPermissions();
        givenBack.push(context);
      } catch {
        await closeForGood();
      }
    };
    return context;
  };
  /** A page in a context of its own, in `locale` when given, with these entries alone in its local storage. */
  const openContextPage = async (
    locale: 'zh-CN' | 'en-US' | undefined,
    stored: { name: string; value: string }[],
    timezoneId?: string,
  ) => {
    const page = await (await takeContext(timezoneId)).newPage();
    // Before the panel's first script, once per tab: what an earlier page of the context left is emptied and
    // these entries written (a reload after signing out finds them gone, as it would). Playwright's
    // storageState opens and loads a page of the origin to write them: 0.5-1.2 s a context on a loaded
    // two-core machine, where this costs nothing.
    await page.addInitScript(
      ({ origin, entries, language }) => {
        if (window.location.origin !== origin || window.sessionStorage.getItem('e2e.stored')) return;
        window.localStorage.clear();
        for (const { name, value } of entries) window.localStorage.setItem(name, value);
        if (language) window.localStorage.setItem('umi_locale', language);
        window.sessionStorage.setItem('e2e.stored', '1');
      },
      { origin: address, entries: stored, language: locale },
    );
    return trackRequests(page);
  };
  const panel: PanelUnderTest = {
    api,
    mailbox,
    browser,
    baseUrl: address,
    async newPage(locale) {
      return openContextPage(locale, []);
    },
    async openSignedIn(path, options = {}) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: options.email ?? SUPER_EMAIL, password: options.password ?? SUPER_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      const { token, yalalist } = response.json().data;
      const page = await openContextPage(
        options.locale ?? 'en-US',
        [
          // The keys of src/utils/session.ts, which the spec names.
          { name: 'Authorization', value: token },
          { name: 'yalalist', value: JSON.stringify(yalalist) },
        ],
        options.timeZone,
      );
      options.beforeOpen?.(page);
      await page.goto(`${address}/#${path}`);
      // Landed: the layout draws the page, or the page that says it cannot be shown.
      await page.locator('.ant-pro-page-container, .ant-result').first().waitFor();
      return page;
    },
    async callAs(page, method, url, payload) {
      const token = await page.evaluate(() => window.localStorage.getItem('Authorization'));
      return api.app.inject({ method, url, headers: bearer(token ?? ''), payload });
    },
    async close() {
      await browser.close();
      await api.close();
      await mailbox.close();
    },
  };
  return panel;
}

/**
 * Shows columns a list hides by default, as a person does in its column settings (the list
 * remembers them in local storage under its key: src/hooks/useRememberedTable.ts), and reloads.
 */
export async function showColumns(page: Page, tableKey: string, columns: readonly string[]) {
  // The list stores its own settings as it mounts: written before that, ours were overwritten.
  await page.locator('.ant-table').first().waitFor();
  if (inFlight.has(page)) await networkSettled(page);
  await page.evaluate(
    ({ key, shown }) =>
      window.localStorage.setItem(
        `yala.table.${key}.columns`,
        JSON.stringify(Object.fromEntries(shown.map((column) => [column, { show: true }]))),
      ),
    { key: tableKey, shown: [...columns] },
  );
  await page.reload();
}

/** Waits until the page's live stream is open (src/components/LiveEvents marks the document). */
export async function liveStreamOpen(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.live === 'online');
}

/**
 * Holds the server's answer to the page's sign-out, after the server has acted on it, until the page's
 * live stream has ended (the server sends `ended` and closes it): the order a slow network gives, where
 * the stream's word that the session ended reaches the page first. A stream that never ends holds the
 * answer, and the test's wait for the sign-in page fails.
 */
export async function answerSignOutLate(page: Page) {
  const streamEnded = new Promise<void>((resolve) => {
    const ended = (request: Request) => {
      if (isLiveStream(request.url())) resolve();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
  await page.route(/\/api\/auth\/logout$/, async (route) => {
    const response = await route.fetch();
    await streamEnded;
    await route.fulfill({ response }).catch(() => undefined);
  });
}

/** Requests in flight on each tracked page (every page panel.newPage opens), the live stream left out. */
const inFlight = new WeakMap<Page, Set<Request>>();
const isLiveStream = (url: string) => new URL(url).pathname === '/api/events';

/** Follows the page's requests, for `networkSettled` (pages from panel.newPage are followed already). */
export function trackRequests(page: Page): Page {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!isLiveStream(request.url())) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return page;
}

/**
 * What shows that a page is still loading: a spinner, a skeleton (the route's while its code loads
 * included), a button loading (a list's Query button while it reads its rows again: axe once measured
 * one at its loading opacity).
 */
const BUSY = '.ant-spin-spinning, .ant-skeleton-active, .panel-route-skeleton, .ant-btn-loading';

/**
 * Until the page has settled: nothing loads (no spinner, no skeleton, every table with rows or its empty
 * text), nothing moves (no CSS animation or transition running but the endless ones of spinners and badges:
 * a toast sliding, a drawer opening, a sider collapsing after a resize), and two frames have been drawn so.
 */
export async function pageSettled(page: Page) {
  await page.locator('.ant-pro-page-container, .ant-layout-content, .ant-result').first().waitFor();
  await stillAndLoaded(page);
}

/** `pageSettled` without waiting for the layout first: for any page, the sign-in page included. */
export async function stillAndLoaded(page: Page) {
  // Each call counts its own calm frames: a count left by the last call would end this one a frame early.
  await page.evaluate(() => {
    (window as unknown as { calmFrames?: number }).calmFrames = 0;
  });
  await page.waitForFunction(
    (busy) => {
      const still =
        document.querySelector(busy) !== null ||
        Array.from(document.querySelectorAll('.ant-table')).some(
          (table) => table.querySelector('.ant-table-row, .ant-table-placeholder') === null,
        ) ||
        document
          .getAnimations()
          .some(
            (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
          );
      const seen = window as unknown as { calmFrames?: number };
      seen.calmFrames = still ? 0 : (seen.calmFrames ?? 0) + 1;
      return seen.calmFrames >= 2;
    },
    BUSY,
    { timeout: 30_000, polling: 'raf' },
  );
}

/**
 * Playwright's `networkidle`, apart from the live stream (which stays open for as long as the page), and
 * without its quiet half-second: the page has loaded and settled (`stillAndLoaded`) with no other request in
 * flight. Wait first for what the page was opened for (a row, a heading): right after a navigation inside
 * the panel, the page left behind can look settled for a frame.
 */
export async function networkSettled(page: Page, timeoutMs = 30_000) {
  const pending = inFlight.get(page) as Set<Request> | undefined;
  if (!pending) throw new Error('networkSettled needs a page opened by panel.newPage');
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await stillAndLoaded(page);
    if (pending.size === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending.size} requests still in flight after ${timeoutMs} ms`);
    await Promise.all([...pending].map((request) => request.response().catch(() => undefined)));
  }
}
