// What a cold load of the built panel asks for and draws at start: antd's and ProComponents' styles come from the
// extracted stylesheet (config/plugins/antdStyles.ts), not from the first render, the stored session
// is asked for once, by the head script (src/utils/earlyRequests.ts), and so are the messages of the
// language shown, and of no other (src/locales/load.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PANEL_THEME } from '../../config/theme';
import {
  DIST_DIR,
  fillSignIn,
  MESSAGES_FILE,
  messagesRequested,
  startPanel,
  type PanelUnderTest,
  networkSettled,
  withPage,
} from '../support/browser';

let panel: PanelUnderTest;
beforeAll(async () => {
  panel = await startPanel({ freshContexts: true });
}, 120_000);
afterAll(() => panel.close());

const ENTRY_SCRIPT = /\/umi\.[0-9a-f]+\.js$/;

/**
 * The entry script arrives late, as on a slow link: held until the page has asked for what `expected`
 * matches (at most 10 s, when it never does, and the test's checks then fail). The answer tells when it
 * was delivered (0 before).
 */
async function delayEntryScript(page: Page, expected: RegExp): Promise<() => number> {
  let deliveredAt = 0;
  const asked = page.waitForRequest((request) => expected.test(new URL(request.url()).pathname), { timeout: 10_000 });
  asked.catch(() => undefined);
  await page.route(ENTRY_SCRIPT, async (route) => {
    await asked.catch(() => undefined);
    deliveredAt = Date.now();
    await route.continue();
  });
  return () => deliveredAt;
}

const IMPORTED_STYLES = /<style data-rc-order="prependQueue">@import url\("\.\/(antd\.[0-9a-f]{8}\.css)"\);<\/style>/;

/**
 * The <style> elements antd (`'antd'`) or ProComponents (`'pro'`) wrote at runtime: antd's rules and
 * keyframes carry the theme's hash (`.css-…`), ProComponents' do not.
 */
const runtimeStyles = (page: Page, of: 'antd' | 'pro') =>
  page.evaluate(
    (antd) =>
      Array.from(document.querySelectorAll('style[data-css-hash]'))
        .map((style) => style.textContent ?? '')
        .filter((text) => text && /(:where\(|@keyframes )\.?css-/.test(text) === antd)
        .map((text) => text.slice(0, 60)),
    of === 'antd',
  );
const runtimeAntdStyles = (page: Page) => runtimeStyles(page, 'antd');

describe.each(['en-US', 'zh-CN'] as const)('a cold load (%s)', (locale) => {
  it('downloads the messages of its language alone, asked for before the entry script has arrived', async () => {
    await withPage(panel.newPage(locale), async (page) => {
      const messages = messagesRequested(page);
      const entryDeliveredAt = await delayEntryScript(page, MESSAGES_FILE);
      await page.goto(`${panel.baseUrl}/#/login`);
      await page.getByRole('button', { name: locale === 'en-US' ? 'Sign in' : /登\s*录/ }).waitFor();
      await networkSettled(page);
      expect(messages.map(({ language }) => language)).toEqual([locale]);
      expect(messages[0].at).toBeLessThanOrEqual(entryDeliveredAt());
    });
  });

  it('shows the failed-download screen in its language when its messages cannot download, and reloads into the panel', async () => {
    await withPage(panel.newPage(locale), async (page) => {
      await page.route(MESSAGES_FILE, (route) => route.abort());
      await page.goto(`${panel.baseUrl}/#/login`);
      const screen = page.getByRole('alert');
      await screen
        .getByText(locale === 'en-US' ? 'This part of the page failed to load.' : '页面的这一部分加载失败。')
        .waitFor();
      await page.unroute(MESSAGES_FILE);
      await screen.getByRole('button', { name: locale === 'en-US' ? 'Reload' : /重新加载/ }).click();
      await page.getByRole('button', { name: locale === 'en-US' ? 'Sign in' : /登\s*录/ }).waitFor();
    });
  });

  /** `#0958d9` as a computed style writes it: `rgb(9, 88, 217)`. */
  const cssRgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

  it('draws the sign-in page with no antd style written at runtime', async () => {
    await withPage(panel.newPage(locale), async (page) => {
      await page.goto(`${panel.baseUrl}/#/login`);
      await page.locator('form .ant-btn-primary').waitFor();
      await networkSettled(page);
      expect(await runtimeAntdStyles(page)).toEqual([]);
      // The extracted rules apply: the primary button is the panel theme's blue, not an unstyled button.
      expect(
        await page.locator('form .ant-btn-primary').evaluate((button) => getComputedStyle(button).backgroundColor),
      ).toBe(cssRgb(String(PANEL_THEME.token?.colorPrimary)));
    });
  });

  it('draws Home, layout and header included, with no antd or ProComponents style written at runtime, asking for the session once and early', async () => {
    await withPage(panel.newPage(locale), async (page) => {
      await page.goto(`${panel.baseUrl}/#/login`);
      await fillSignIn(page);
      await page.waitForURL((url) => !url.hash.startsWith('#/login'));
      const sessionRequests: string[] = [];
      let sessionAskedAt = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== '/api/auth/me') return;
        sessionRequests.push(request.method());
        sessionAskedAt ||= Date.now();
      });
      // The entry script arrives late, as on a slow link: the session is asked for before it has arrived.
      const entryDeliveredAt = await delayEntryScript(page, /^\/api\/auth\/me$/);
      await page.reload();
      await page.locator('.ant-pro-page-container .ant-descriptions').waitFor();
      await page.locator('.ant-pro-global-header .ant-segmented').waitFor();
      await networkSettled(page);
      expect(await runtimeAntdStyles(page)).toEqual([]);
      expect(await runtimeStyles(page, 'pro')).toEqual([]);
      expect(sessionRequests).toEqual(['GET']);
      expect(sessionAskedAt).toBeGreaterThan(0);
      expect(sessionAskedAt).toBeLessThanOrEqual(entryDeliveredAt());
    });
  });
});

it('keeps the panel’s stylesheet after every antd and ProComponents style, and ProComponents’ after the extracted ones', async () => {
  await withPage(panel.openSignedIn('/news'), async (page) => {
    await page.locator('.ant-table').waitFor();
    await page
      .getByRole('button', { name: /new|新\s*建/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    const order = await page.evaluate(() =>
      Array.from(document.head.children).map((element) => {
        // antd's rules and keyframes carry the theme's hash (`.css-…`); ProComponents' do not. An empty one has no rule to order.
        if (element.matches('style[data-css-hash]') && element.textContent)
          return /(:where\(|@keyframes )\.?css-/.test(element.textContent) ? 'antd' : 'pro';
        if (element.matches('style:not([data-css-hash])') && element.textContent?.startsWith('@import'))
          return 'extracted';
        if (element.matches('link[rel="stylesheet"][href*="umi."]')) return 'panel';
        return 'other';
      }),
    );
    const at = (kind: string) => order.flatMap((each, index) => (each === kind ? [index] : []));
    expect(at('extracted')).toHaveLength(1);
    // The dialog's, the date picker's and the select's styles were written now, as were ProComponents'.
    expect(at('antd').length).toBeGreaterThan(0);
    expect(at('pro').length).toBeGreaterThan(0);
    expect(Math.max(...at('antd'), ...at('pro'), order.indexOf('extracted'))).toBeLessThan(order.indexOf('panel'));
    expect(Math.min(...at('pro'))).toBeGreaterThan(order.indexOf('extracted'));
  });
});

it('orders ProComponents’ extracted rules as the browser inserted them: the page container’s header padding wins over the page header’s', async () => {
  // Both rules weigh the same; at runtime PageHeader's (the child's) came first and PageContainer's after.
  await withPage(panel.openSignedIn('/permissions/administrator'), async (page) => {
    const header = page.locator('.ant-pro-page-container-warp-page-header.ant-page-header-has-breadcrumb');
    await header.waitFor();
    expect(await header.evaluate((element) => getComputedStyle(element).paddingTop)).toBe('8px');
  });
});

it('imports the extracted stylesheet, hashed, ahead of the panel’s own', () => {
  const html = fs.readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
  const imported = IMPORTED_STYLES.exec(html);
  expect(imported).not.toBeNull();
  expect(html.indexOf(imported![0])).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  const css = fs.readFileSync(path.join(DIST_DIR, imported![1]), 'utf8');
  expect(css).toContain('.data-ant-cssinjs-cache-path{content:"');
});
