// Every page of config/routes.ts in one language, opened once each on the demo data (issue 26), one walk
// for three kinds of check:
// - accessible: each page, the sign-in and not-found pages, a form dialog, a confirmation and a drawer pass
//   axe-core's serious and critical rules, the document's language follows the panel's, and signing in, a
//   list's filters and a confirmation work by keyboard alone;
// - fitting its screen: at 1366×768 each list shows its default columns without scrolling sideways (no table
//   wider than its card); at 1440×900 the same holds, no field's placeholder is cut short, no raw message key
//   shows and every toolbar ends in its primary button; on a 390×844 phone no page is wider than the screen;
// - under the server's strict Content-Security-Policy: index.html comes with it, and signing in and opening
//   every page reports no violation and no console error about one.
// One test file per language (tests/e2e/everyPage.*.test.ts), so that the two run side by side.
import type { Locator, Page } from 'playwright-core';
import { DEMO_PICTURE_HOST } from '../../server/src/content/demo';
import { contentSecurityPolicy } from '../../server/src/http/securityHeaders';
import { SUPER_EMAIL, SUPER_PASSWORD } from './apiServer';
import { axeViolations } from './axe';
import {
  buttonName,
  fillSignIn,
  keepScreenshot,
  pageSettled,
  settledDialog,
  showColumns,
  startPanel,
  stillAndLoaded,
  type PanelUnderTest,
  withPage,
} from './browser';
import { LAYOUT_PAGES } from './layoutPages';
import type { Locale } from './oneLanguage';

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
  await stillAndLoaded(page);
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line each: the rule, its
 * impact, and each element that breaks it by its selector, with axe's reason (for contrast: the colours
 * and their ratio).
 */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  return (await axeViolations(page))
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

/** Collects what the browser reports the Content-Security-Policy blocked, from the DOM event and from the console. */
async function watchViolations(page: Page, violations: string[]): Promise<Page> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval|unsafe-inline/i.test(error.message)) violations.push(error.message);
  });
  return page;
}

// A list that opens on its own address without being a route of its own: CRSM's creation requests tab.
const PAGES = [...LAYOUT_PAGES, '/CRSMTrove/CRSMList?tab=requests'];

/** Each visible table wider than the box it scrolls in, one line each with its header cells' widths. */
function tablesWiderThanCards(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    (where) =>
      Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'))
        .filter((box) => box.offsetParent !== null && box.scrollWidth > box.clientWidth + 1)
        .map((box) => {
          const columns = Array.from(box.closest('.ant-table')?.querySelectorAll('thead th') ?? [])
            .map((cell) => `${(cell.textContent ?? '').trim()}:${Math.round(cell.getBoundingClientRect().width)}`)
            .join(' | ');
          return `${where}: ${box.scrollWidth} > ${box.clientWidth} (${columns})`;
        }),
    path,
  );
}

/** Placeholders wider than their empty field: the field shows them cut short (`Please sel…`). */
function clippedPlaceholders(page: Page, path: string): Promise<string[]> {
  return page.evaluate((where) => {
    const pen = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    return Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))
      .filter((input) => input.offsetParent !== null && input.value === '' && input.placeholder !== '')
      .flatMap((input) => {
        const style = getComputedStyle(input);
        pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        const needed = pen.measureText(input.placeholder).width;
        return needed > room + 1
          ? [`${where}: placeholder "${input.placeholder}" needs ${Math.ceil(needed)}px, has ${Math.floor(room)}px`]
          : [];
      });
  }, path);
}

/** Message keys shown as they are (`pages.news.title`): a message missing from the language's files. */
async function rawMessageKeys(page: Page, path: string): Promise<string[]> {
  const [text = ''] = await page.locator('body').allInnerTexts();
  const keys = text.match(/\b(?:pages|common|component|menu|errors)\.[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)+/g) ?? [];
  return keys.map((key) => `${path}: message key ${key}`);
}

/** Toolbars whose primary button is not the last of their buttons: every list puts it at the right end. */
function primaryNotLast(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    (where) =>
      Array.from(document.querySelectorAll('.ant-pro-table-list-toolbar-right'))
        .map((toolbar) =>
          Array.from(toolbar.querySelectorAll<HTMLElement>('.ant-btn')).filter((button) => button.offsetParent),
        )
        .filter((buttons) =>
          buttons.some((button, at) => button.matches('.ant-btn-primary') && at < buttons.length - 1),
        )
        .map(
          (buttons) =>
            `${where}: primary button not last in ${buttons.map((button) => (button.textContent ?? '').trim()).join(' | ')}`,
        ),
    path,
  );
}

/** The page at another size, once it has laid itself out again (a resize can collapse the menu, or open its drawer). */
async function resized(page: Page, size: { width: number; height: number }, name: string) {
  await page.setViewportSize(size);
  // The layout has taken the size's breakpoint (antd's: below 576 px a phone's), drawing its menu for it.
  await page.waitForFunction((width) => {
    const breakpoint =
      width < 576 ? 'xs' : width < 768 ? 'sm' : width < 992 ? 'md' : width < 1200 ? 'lg' : width < 1600 ? 'xl' : 'xxl';
    return window.innerWidth === width && document.querySelector(`.ant-design-pro.screen-${breakpoint}`) !== null;
  }, size.width);
  // Charts fit their box again once a debounced resize has run: every canvas within its chart's box (a
  // chart that never does is measured as it is: on the phone, the page's width then says so).
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-testid="chart"]')).every((chart) =>
          Array.from(chart.querySelectorAll('canvas')).every(
            (canvas) => canvas.getBoundingClientRect().width <= chart.getBoundingClientRect().width + 1,
          ),
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await stillAndLoaded(page);
  await keepScreenshot(page, name);
}

const LAPTOP = { width: 1366, height: 768 };

const pagesIn = (locale: Locale) =>
  describe(`every page in ${locale}`, () => {
    const text = TEXT[locale];
    const violations: string[] = [];
    let page: Page;
    let signedIn: Promise<void> | undefined;

    /** One page for the language, signed in through the form under the policy's watch, shared by the walk. */
    const signedInPage = async () => {
      signedIn ??= (async () => {
        page = await watchViolations(await panel.newPage(locale), violations);
        await page.setViewportSize(LAPTOP);
        await page.goto(`${panel.baseUrl}/#/login`);
        // The wallet sign-in control renders too (sats-connect), under the same policy.
        await page.getByRole('button', { name: buttonName(text.signIn) }).waitFor();
        await stillAndLoaded(page);
        await fillSignIn(page);
        await page.waitForURL((url) => !url.hash.startsWith('#/login'));
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

    /** The shared page on a laptop's screen, as the checks after the walk see it. */
    const onLaptop = async () => {
      const shown = await signedInPage();
      if (shown.viewportSize()?.width !== LAPTOP.width) await resized(shown, LAPTOP, `${locale}-laptop-again`);
      return shown;
    };

    /** Opens `path` on the shared page, on a laptop's screen unless `atAnySize` (the walk opens each page at the size the last ended on). */
    const open = async (path: string, { atAnySize = false } = {}) => {
      const shown = atAnySize ? await signedInPage() : await onLaptop();
      if (new URL(shown.url()).hash !== `#${path}`) await shown.goto(`${panel.baseUrl}/#${path}`);
      await pageSettled(shown);
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

    it('the sign-in page comes with the policy and passes, in a document in the panel language', async () => {
      await withPage(panel.newPage(locale), async (signedOut) => {
        await watchViolations(signedOut, violations);
        const response = await signedOut.goto(`${panel.baseUrl}/#/`);
        expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy([DEMO_PICTURE_HOST]));
        await signedOut.waitForURL(/#\/login/);
        await signedOut.getByRole('button', { name: buttonName(text.signIn) }).waitFor();
        await stillAndLoaded(signedOut);
        expect(await seriousViolations(signedOut, '/login')).toEqual([]);
        expect(await documentLanguage(signedOut)).toBe(locale);
      });
    });

    /** What each screen size checks on a page, once the page has laid itself out at that size. */
    const checksAt = {
      1366: async (shown: Page, path: string) => {
        expect(await seriousViolations(shown, path)).toEqual([]);
        expect(await documentLanguage(shown)).toBe(locale);
        expect(await tablesWiderThanCards(shown, `${path} at 1366`)).toEqual([]);
      },
      1440: async (shown: Page, path: string) => {
        expect([
          ...(await tablesWiderThanCards(shown, `${path} at 1440`)),
          ...(await clippedPlaceholders(shown, path)),
          ...(await rawMessageKeys(shown, path)),
          ...(await primaryNotLast(shown, path)),
        ]).toEqual([]);
      },
      390: async (shown: Page) => {
        expect(await shown.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      },
    };
    const SIZES = { 1366: LAPTOP, 1440: { width: 1440, height: 900 }, 390: { width: 390, height: 844 } };
    /**
     * The sizes in the order that needs the fewest layout changes from the size the page opened at: the walk
     * measures each page at all three and opens the next at whichever it ended on, so a phone's layout is
     * entered and left once per two pages (going from a laptop's to a phone's collapses the menu, 0.4 s a
     * time), and each size is also met on a page opened at it.
     */
    const ORDER_FROM = { 1366: [1366, 1440, 390], 1440: [1440, 1366, 390], 390: [390, 1366, 1440] } as const;

    it.each(PAGES)(
      '%s passes, in a document in the panel language, and fits 1366×768, 1440×900 and a 390×844 phone',
      async (path) => {
        const shown = await open(path, { atAnySize: true });
        const name = `${locale}${path.replace(/[/?=]/g, '-')}`;
        const openedAt = (shown.viewportSize()?.width ?? 1366) as keyof typeof ORDER_FROM;
        for (const width of ORDER_FROM[openedAt]) {
          await resized(shown, SIZES[width], `width-${width}-${name}`);
          await checksAt[width](shown, path);
        }
      },
    );

    it('the not-found page passes', async () => {
      const shown = await onLaptop();
      await shown.goto(`${panel.baseUrl}/#/no-such-page`);
      await shown.locator('.ant-result').waitFor();
      await stillAndLoaded(shown);
      expect(await seriousViolations(shown, '/no-such-page')).toEqual([]);
      expect(await documentLanguage(shown)).toBe(locale);
      // The checker sees what it is meant to: a button without a name, added for the moment, is reported.
      await shown.evaluate(() => document.querySelector('.ant-result')?.append(document.createElement('button')));
      expect(await seriousViolations(shown, '/no-such-page')).toEqual([
        expect.stringMatching(/^\/no-such-page: button-name \(critical\) at .*\.ant-result > button/),
      ]);
      await shown.evaluate(() => document.querySelector('.ant-result > button')?.remove());
    });

    it('reported no Content-Security-Policy violation while signing in and opening every page', async () => {
      await signedInPage();
      expect(violations).toEqual([]);
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

const COLUMN_HEADERS = {
  'en-US': { yieldGains: 'Yield gains', nftLevel: 'NFT level' },
  'zh-CN': { yieldGains: '收益', nftLevel: 'NFT等级' },
} as const;

const columnHeadersIn = (locale: Locale) =>
  describe(`column headers in ${locale}`, () => {
    const { yieldGains, nftLevel } = COLUMN_HEADERS[locale];

    it("read as words, with the spec's field name in the header's tooltip", async () => {
      await withPage(panel.openSignedIn('/CRSMTrove/CRSMList', { locale }), async (page) => {
        await showColumns(page, 'crsm.positions', ['yieldGains']);
        await pageSettled(page);
        const headers = () => page.locator('.ant-table-thead th').allInnerTexts();
        expect((await headers()).map((header) => header.trim())).toContain(yieldGains);
        expect((await headers()).join(' ')).not.toMatch(/yieldGains|debtTokenBalance|collateralGains/);
        await page.locator('.ant-table-thead th', { hasText: yieldGains }).locator('.anticon-info-circle').hover();
        await page.locator('.ant-tooltip:visible', { hasText: 'yieldGains' }).waitFor();

        await page.goto(`${panel.baseUrl}/#/NFTAirdrop`);
        await pageSettled(page);
        const nftHeaders = (await headers()).map((header) => header.trim());
        expect(nftHeaders).toContain(nftLevel);
        expect(nftHeaders.join(' ')).not.toMatch(/nftNumber|nftLevel/);
      });
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

/** The checks of every page in one language, over the demo data, on a panel of their own. */
export function describeEveryPage(locale: Locale) {
  beforeAll(async () => {
    panel = await startPanel({ demoData: true, env: { PICTURE_HOSTS: DEMO_PICTURE_HOST } });
    // The demo data has no CRSM creation request: one awaiting approval (the widest status) gives the
    // requests tab a row to measure, not only its header.
    const created = await panel.api.app.inject({
      method: 'POST',
      url: '/api/crsm/positionRequests',
      headers: { authorization: `Bearer ${await panel.api.signIn()}`, 'idempotency-key': 'every-page-request' },
      payload: {
        trgcr: '130',
        tarcr: '150',
        maxTarcr: '170',
        debtGasCompensation: '200',
        amount: '1',
        address: `0x${'a1'.repeat(20)}`,
      },
    });
    expect(created.json().data.status).toBe('awaiting_approval');
  });
  afterAll(() => panel.close());
  pagesIn(locale);
  byKeyboardIn(locale);
  columnHeadersIn(locale);
}

/** The panel of the language's checks, for a test file's own checks beside them. */
export const everyPagePanel = () => panel;
