// Accessible (issue 26): every page of config/routes.ts, the sign-in and not-found pages, a form dialog,
// a confirmation and a drawer pass axe-core's serious and critical rules in a language, the document's
// language follows the panel's, and signing in, a list's filters and a confirmation work by keyboard alone.
// One test file per language (tests/e2e/accessibility.*.test.ts), so that the two run side by side.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { seedDemoData } from '../../server/src/demo/seedDemoData';
import { SUPER_EMAIL, SUPER_PASSWORD } from './apiServer';
import { buttonName, settledDialog, startPanel, type PanelUnderTest, withPage } from './browser';
import { LAYOUT_PAGES } from './layoutPages';

type Locale = 'en-US' | 'zh-CN';

const TEXT = {
  'en-US': {
    signIn: 'Sign in',
    newItem: 'New',
    delete: 'Delete',
    history: 'History',
    confirm: 'OK',
    signOut: 'Sign Out',
    switchTo: { label: '中文', lang: 'zh-CN' },
    news: 'News Manage',
    title: 'Title',
    filter: 'YU v2',
    row: 'YU v2 launches with lower minting fees',
  },
  'zh-CN': {
    signIn: '登录',
    newItem: '新建',
    delete: '删除',
    history: '历史',
    confirm: '确定',
    signOut: '退出登录',
    switchTo: { label: 'EN', lang: 'en-US' },
    news: '新闻管理',
    title: '标题',
    filter: '跨链桥',
    row: 'YBTC 跨链桥维护通知',
  },
} as const;

/** A demo news item no test deletes: the title filter hides it. */
const OTHER_NEWS = 'Draft: Q3 stability pool report';

let panel: PanelUnderTest;

/**
 * Until nothing loads any more: no spinner, no skeleton, no toast sliding in or fading out (the sign-in's
 * own, on a slow machine, can still be fading on the second page: axe then measures its half-drawn text),
 * and the same for a moment.
 */
async function settle(page: Page) {
  const busy =
    '.ant-spin-spinning, .ant-skeleton-active, .panel-route-skeleton, .ant-table-placeholder .ant-spin, .ant-message-move-up-appear, .ant-message-move-up-enter, .ant-message-move-up-leave';
  for (let calm = 0; calm < 2; ) {
    await page.waitForFunction((selector) => !document.querySelector(selector), busy, { timeout: 15_000 });
    await page.waitForTimeout(250);
    calm = (await page.locator(busy).count()) === 0 ? calm + 1 : 0;
  }
}

/** A dialog or popover once its opening animation has ended (axe measures colours as drawn). */
async function settledOverlay(page: Page, selector: string) {
  await page.locator(selector).last().waitFor();
  await page.waitForFunction(
    (overlays) =>
      Array.from(document.querySelectorAll(overlays)).every(
        (overlay) => !/\bant-(zoom|fade|move-\w+|slide-\w+)-(appear|enter|leave)\b/.test(overlay.className),
      ),
    `${selector}, .ant-modal, .ant-drawer-content-wrapper, .ant-popover`,
  );
  await settle(page);
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line each: the rule, its
 * impact, and each element that breaks it by its selector, with axe's reason (for contrast: the colours
 * and their ratio).
 */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Only the violations are collected in full: gathering every passing node too took the suite from about 210 s to 250 s.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `${node.target.join(' ')} {${node.any[0]?.message ?? ''}}`);
      return `${where}: ${violation.id} (${violation.impact}) at ${nodes.join(' | ')}`;
    });
}

/**
 * The serious violations in the overlay (`selector`) just opened, once it has settled; then Escape closes it
 * and `closed` (the overlay's hidden or detached element) says when it has gone.
 */
async function overlayViolations(
  page: Page,
  selector: string,
  where: string,
  closed: { selector: string; state: 'hidden' | 'detached' } = { selector, state: 'hidden' },
): Promise<string[]> {
  await settledOverlay(page, selector);
  const found = await seriousViolations(page, where);
  await page.keyboard.press('Escape');
  await page.locator(closed.selector).waitFor({ state: closed.state });
  return found;
}

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

const pagesIn = (locale: Locale) =>
  describe(`in ${locale}`, () => {
    const text = TEXT[locale];
    let page: Page;
    let signedIn: Promise<void> | undefined;

    /** One signed-in page for the language, shared by its pages' checks. */
    const signedInPage = async () => {
      signedIn ??= (async () => {
        page = await panel.openSignedIn('/', { locale });
        // Landed: the next address is a new navigation, not one racing the sign-in's own.
        await page.locator('.ant-pro-page-container').first().waitFor();
        // The sign-in's toast has gone: axe measured its fading text (1.08:1) on whichever page came next.
        await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
      })();
      await signedIn;
      return page;
    };
    afterAll(async () => {
      if (signedIn) await page.context().close();
    });

    const open = async (path: string) => {
      const shown = await signedInPage();
      if (new URL(shown.url()).hash !== `#${path}`) await shown.goto(`${panel.baseUrl}/#${path}`);
      await shown.locator('.ant-pro-page-container').first().waitFor();
      await settle(shown);
      return shown;
    };

    /** Opens `path` and presses its first button named `label` (a row's, of a list of several). */
    const openWithFirst = async (path: string, label: string) => {
      const shown = await open(path);
      await shown
        .getByRole('button', { name: buttonName(label) })
        .first()
        .click();
      return shown;
    };

    it('the sign-in page passes, in a document in the panel language', async () => {
      await withPage(panel.newPage(locale), async (signedOut) => {
        await signedOut.goto(`${panel.baseUrl}/#/login`);
        await signedOut.getByRole('button', { name: buttonName(text.signIn) }).waitFor();
        await settle(signedOut);
        expect(await seriousViolations(signedOut, '/login')).toEqual([]);
        expect(await documentLanguage(signedOut)).toBe(locale);
      });
    });

    it.each(LAYOUT_PAGES)('%s passes, in a document in the panel language', async (path) => {
      const shown = await open(path);
      expect(await seriousViolations(shown, path)).toEqual([]);
      expect(await documentLanguage(shown)).toBe(locale);
    });

    it('the not-found page passes', async () => {
      const shown = await signedInPage();
      await shown.goto(`${panel.baseUrl}/#/no-such-page`);
      await shown.locator('.ant-result').waitFor();
      await settle(shown);
      expect(await seriousViolations(shown, '/no-such-page')).toEqual([]);
      expect(await documentLanguage(shown)).toBe(locale);
    });

    it('a form dialog passes', async () => {
      const shown = await open('/news');
      await shown.getByRole('button', { name: buttonName(text.newItem) }).click();
      await settledDialog(shown);
      expect(await overlayViolations(shown, '.ant-modal', '/news, new news dialog')).toEqual([]);
    });

    it('a confirmation passes', async () => {
      const shown = await openWithFirst('/news', text.delete);
      expect(await overlayViolations(shown, '.ant-popconfirm', '/news, delete confirmation')).toEqual([]);
    });

    it('a drawer passes', async () => {
      const shown = await openWithFirst('/points', text.history);
      const closed = { selector: '.ant-drawer-open', state: 'detached' } as const;
      expect(await overlayViolations(shown, '.ant-drawer', '/points, history drawer', closed)).toEqual([]);
    });

    it('the document follows the language switch in the header, there and back', async () => {
      const shown = await open('/news');
      const language = (lang: string) =>
        shown.waitForFunction((expected) => document.documentElement.lang === expected, lang, { timeout: 15_000 });
      await shown.getByRole('banner').getByText(text.switchTo.label, { exact: true }).click();
      await language(text.switchTo.lang);
      await shown.getByRole('banner').getByText(TEXT[text.switchTo.lang].switchTo.label, { exact: true }).click();
      await language(locale);
    });
  });

/** Whether the keyboard's focus is on `target` or inside it. */
const focusedIn = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Presses Tab, as a person would, until the focus reaches `target` (failing after `most` presses). */
async function tabTo(page: Page, target: Locator, most = 60) {
  await target.waitFor();
  for (let presses = 0; presses < most; presses += 1) {
    if (await focusedIn(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${most} presses of Tab never reached ${target}`);
}

/** Where the focus is: inside an open dialog or popover, and drawn as keyboard focus. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      inOverlay: Boolean(active?.closest('.ant-modal, .ant-popover')),
      visible: Boolean(active?.matches(':focus-visible')),
      text: active?.textContent?.trim() ?? '',
    };
  });

/**
 * Tabs to `trigger` and opens its question with Enter: the question takes the (visible) focus;
 * Escape closes it and gives the focus back to the trigger.
 */
async function askThenWithdraw(page: Page, trigger: Locator) {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await settledOverlay(page, '.ant-popconfirm');
  expect(await focus(page)).toEqual(expect.objectContaining({ inOverlay: true, visible: true }));
  await page.keyboard.press('Escape');
  await page.locator('.ant-popconfirm').waitFor({ state: 'hidden' });
  expect(await focusedIn(trigger)).toBe(true);
}

/** From the trigger that has the focus: Enter asks again, Tab reaches the question's `confirm`, Enter answers. */
async function askThenConfirm(page: Page, confirm: string) {
  await page.keyboard.press('Enter');
  await settledOverlay(page, '.ant-popconfirm');
  await tabTo(page, page.locator('.ant-popconfirm').getByRole('button', { name: buttonName(confirm) }), 3);
  expect(await focus(page)).toEqual(expect.objectContaining({ inOverlay: true, visible: true }));
  await page.keyboard.press('Enter');
}

const byKeyboardIn = (locale: Locale) =>
  describe(`by keyboard alone in ${locale}`, () => {
    const text = TEXT[locale];

    it('signs in, filters a list, and cancels then confirms a deletion', async () => {
      await withPage(panel.newPage(locale), async (page) => {
        await page.goto(`${panel.baseUrl}/#/login`);
        await tabTo(page, page.getByPlaceholder(/email|邮箱/i));
        await page.keyboard.type(SUPER_EMAIL);
        await page.keyboard.press('Tab');
        expect(await focusedIn(page.getByPlaceholder(/password|密码/i))).toBe(true);
        await page.keyboard.type(SUPER_PASSWORD);
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => !url.hash.startsWith('#/login'));

        // The menu's News entry, then the list's title filter.
        await tabTo(page, page.getByRole('complementary').getByRole('link', { name: new RegExp(`${text.news}$`) }));
        await page.keyboard.press('Enter');
        await page.waitForURL(/#\/news/);
        const rows = page.locator('.ant-table-tbody tr.ant-table-row');
        await rows.filter({ hasText: OTHER_NEWS }).waitFor();
        await tabTo(page, page.locator('.ant-pro-table-search').getByLabel(text.title));
        await page.keyboard.type(text.filter);
        await page.keyboard.press('Enter');
        await rows.filter({ hasText: OTHER_NEWS }).waitFor({ state: 'detached' });
        await expect(rows.allTextContents()).resolves.toEqual([expect.stringContaining(text.row)]);

        // Delete asks first; the question takes the focus, Escape takes it back, Tab and Enter answer it.
        const remove = rows.getByRole('button', { name: buttonName(text.delete) });
        await askThenWithdraw(page, remove);
        await expect(rows.allTextContents()).resolves.toEqual([expect.stringContaining(text.row)]);
        await askThenConfirm(page, text.confirm);
        await rows.filter({ hasText: text.row }).waitFor({ state: 'detached' });
      });
    });

    it("reaches the header's Sign out, whose question takes the focus and gives it back on Escape, then signs out", async () => {
      await withPage(panel.openSignedIn('/', { locale }), async (page) => {
        await page.locator('.ant-pro-page-container').first().waitFor();
        const signOut = page.getByRole('banner').getByRole('button', { name: buttonName(text.signOut) });
        await askThenWithdraw(page, signOut);
        expect(new URL(page.url()).hash).not.toMatch(/^#\/login/);
        await askThenConfirm(page, text.confirm);
        await page.waitForURL(/#\/login/);
        await page.getByRole('button', { name: buttonName(text.signIn) }).waitFor();
        expect(await page.evaluate(() => window.localStorage.getItem('Authorization'))).toBeNull();
      });
    });
  });

/** The accessibility checks of one language, over the demo data, on a panel of their own. */
export function describeAccessibility(locale: Locale) {
  beforeAll(async () => {
    panel = await startPanel();
    await seedDemoData(panel.api.db);
  });
  afterAll(() => panel.close());
  pagesIn(locale);
  byKeyboardIn(locale);
}
