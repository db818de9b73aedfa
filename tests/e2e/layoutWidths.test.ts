// Every page fits its screen (issue 26): at 1366×768 each list shows its default columns without
// scrolling sideways (no table wider than its card), and on a phone (390×844) no page is wider than
// the screen, tables scrolling inside their card. At 1440×900 (the common laptop) the same holds,
// no field's placeholder is cut short and no raw message key shows. Both languages, on the demo data,
// every page of config/routes.ts (so a new page is walked too), one sign-in per language.
import type { Page } from 'playwright-core';
import { keepScreenshot, type PanelUnderTest, pageSettled, showColumns, startPanel } from '../support/browser';
import { LAYOUT_PAGES } from '../support/layoutPages';

let panel: PanelUnderTest;
beforeAll(async () => {
  panel = await startPanel({ demoData: true });
  // The demo data has no CRSM creation request: one awaiting approval (the widest status) gives the
  // requests tab a row to measure, not only its header.
  const created = await panel.api.app.inject({
    method: 'POST',
    url: '/api/crsm/positionRequests',
    headers: { authorization: `Bearer ${await panel.api.signIn()}`, 'idempotency-key': 'layout-widths-request' },
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

// A list that opens on its own address without being a route of its own: CRSM's creation requests tab.
const PAGES = [...LAYOUT_PAGES, '/CRSMTrove/CRSMList?tab=requests'];

interface TableWidth {
  /** The table's own width. */
  table: number;
  /** The width its card gives it. */
  card: number;
  /** Its header cells, for the failure message. */
  columns: string;
}

/** Each visible table's width beside the width of the box it scrolls in. */
function tableWidths(page: Page): Promise<TableWidth[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'))
      .filter((box) => box.offsetParent !== null)
      .map((box) => ({
        table: box.scrollWidth,
        card: box.clientWidth,
        columns: Array.from(box.closest('.ant-table')?.querySelectorAll('thead th') ?? [])
          .map((cell) => `${(cell.textContent ?? '').trim()}:${Math.round(cell.getBoundingClientRect().width)}`)
          .join(' | '),
      })),
  );
}

/** Placeholders wider than their empty field: the field shows them cut short (`Please sel…`). */
function clippedPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pen = document.createElement('canvas').getContext('2d')!;
    return Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))
      .filter((input) => input.offsetParent !== null && input.value === '' && input.placeholder !== '')
      .flatMap((input) => {
        const style = getComputedStyle(input);
        pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        const needed = pen.measureText(input.placeholder).width;
        return needed > room + 1
          ? [`"${input.placeholder}" needs ${Math.ceil(needed)}px, has ${Math.floor(room)}px`]
          : [];
      });
  });
}

/** Message keys shown as they are (`pages.news.title`): a message missing from the language's files. */
async function rawMessageKeys(page: Page): Promise<string[]> {
  const [text = ''] = await page.locator('body').allInnerTexts();
  return text.match(/\b(?:pages|common|component|menu|errors)\.[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)+/g) ?? [];
}

/** Toolbars whose primary button is not the last of their buttons: every list puts it at the right end. */
function primaryNotLast(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.ant-pro-table-list-toolbar-right'))
      .map((toolbar) =>
        Array.from(toolbar.querySelectorAll<HTMLElement>('.ant-btn')).filter((button) => button.offsetParent),
      )
      .filter((buttons) => buttons.some((button, at) => button.matches('.ant-btn-primary') && at < buttons.length - 1))
      .map((buttons) => buttons.map((button) => (button.textContent ?? '').trim()).join(' | ')),
  );
}

/**
 * Opens every page at the given size on the language's signed-in page, and gathers what `measure` finds
 * wrong on each (a screenshot of each is kept when E2E_SCREENSHOTS_DIR is set).
 */
async function walkEveryPage(
  page: Page,
  size: { width: number; height: number },
  measure: (page: Page, path: string) => Promise<string[]>,
): Promise<string[]> {
  await page.setViewportSize(size);
  const locale = await page.evaluate(() => document.documentElement.lang);
  const problems: string[] = [];
  for (const path of PAGES) {
    await page.goto(`${panel.baseUrl}/#${path}`);
    await pageSettled(page, 300);
    problems.push(...(await measure(page, path)));
    await keepScreenshot(page, `width-${size.width}-${locale}${path.replace(/\//g, '-')}`);
  }
  return problems;
}

/** Each visible table wider than its card, one line each. */
const tablesWiderThanCards = async (page: Page, path: string) =>
  (await tableWidths(page))
    .filter((width) => width.table > width.card + 1)
    .map((width) => `${path}: ${width.table} > ${width.card} (${width.columns})`);

describe.each(['en-US', 'zh-CN'] as const)('in %s', (locale) => {
  let signedIn: Promise<Page> | undefined;
  /** One sign-in for the language, shared by its walks. */
  const signedInPage = () => {
    signedIn ??= panel.openSignedIn('/', { locale });
    return signedIn;
  };
  afterAll(async () => {
    if (signedIn) await (await signedIn).context().close();
  });

  it('shows every list at 1366×768 with no table wider than its card', async () => {
    expect(await walkEveryPage(await signedInPage(), { width: 1366, height: 768 }, tablesWiderThanCards)).toEqual([]);
  });

  it('shows every page at 1440×900 with no table wider than its card, no placeholder cut short, no message key, and toolbars ending in their primary button', async () => {
    const problems = await walkEveryPage(await signedInPage(), { width: 1440, height: 900 }, async (page, path) => [
      ...(await tablesWiderThanCards(page, path)),
      ...(await clippedPlaceholders(page)).map((clipped) => `${path}: placeholder ${clipped}`),
      ...(await rawMessageKeys(page)).map((key) => `${path}: message key ${key}`),
      ...(await primaryNotLast(page)).map((toolbar) => `${path}: primary button not last in ${toolbar}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('shows no page wider than a 390×844 phone screen', async () => {
    const tooWide = await walkEveryPage(await signedInPage(), { width: 390, height: 844 }, async (page, path) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      return width > 390 ? [`${path}: ${width}`] : [];
    });
    expect(tooWide).toEqual([]);
  });
});

describe('a list remembers its column settings', () => {
  it('shows a column turned on in the settings again after a reload, and only on that list', async () => {
    const page = await panel.openSignedIn('/news', { locale: 'en-US' });
    try {
      const headers = () => page.locator('.ant-table-thead th').allInnerTexts();
      await pageSettled(page, 300);
      expect(await headers()).not.toContain('Creation time');
      await page.locator('.ant-pro-table-list-toolbar-setting-item .anticon-setting').click();
      const settings = page.locator('.ant-pro-table-column-setting-overlay, .ant-popover:visible').last();
      await settings.getByText('Creation time', { exact: true }).click();
      await page.locator('.ant-table-thead th', { hasText: 'Creation time' }).waitFor();
      await page.reload();
      await pageSettled(page, 300);
      expect(await headers()).toContain('Creation time');
      await page.goto(`${panel.baseUrl}/#/notices`);
      await pageSettled(page, 300);
      expect(await headers()).toContain('Creation time');
      expect(await headers()).not.toContain('Created by');
    } finally {
      await page.context().close();
    }
  });
});

describe.each([
  ['en-US', 'Yield gains', 'NFT level'],
  ['zh-CN', '收益', 'NFT等级'],
] as const)('column headers in %s', (locale, yieldGains, nftLevel) => {
  it("read as words, with the spec's field name in the header's tooltip", async () => {
    const page = await panel.openSignedIn('/CRSMTrove/CRSMList', { locale });
    try {
      await showColumns(page, 'crsm.positions', ['yieldGains']);
      await pageSettled(page, 300);
      const headers = () => page.locator('.ant-table-thead th').allInnerTexts();
      expect((await headers()).map((text) => text.trim())).toContain(yieldGains);
      expect((await headers()).join(' ')).not.toMatch(/yieldGains|debtTokenBalance|collateralGains/);
      await page.locator('.ant-table-thead th', { hasText: yieldGains }).locator('.anticon-info-circle').hover();
      await page.locator('.ant-tooltip:visible', { hasText: 'yieldGains' }).waitFor();

      await page.goto(`${panel.baseUrl}/#/NFTAirdrop`);
      await pageSettled(page, 300);
      const nftHeaders = (await headers()).map((text) => text.trim());
      expect(nftHeaders).toContain(nftLevel);
      expect(nftHeaders.join(' ')).not.toMatch(/nftNumber|nftLevel/);
    } finally {
      await page.context().close();
    }
  });
});
