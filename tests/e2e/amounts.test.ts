// Amounts at their unit's precision (issue 26), in Chromium against the production build, in both
// languages: an 18-decimal YU debt shows to the cent with its exact value in the tooltip, a YBTC
// collateral keeps its 8 decimals, a position without debt has no liquidation price ("—"); and the
// withdrawals' cooling time and row actions each stay on one line at 1366 px.
import type { Locator, Page } from 'playwright-core';
import { COBO, USER } from '../support/custodyAddresses';
import { keepScreenshot, showColumns, type PanelUnderTest, withPage } from '../support/browser';
import { positionReport, startPanelWithIndexer } from '../support/indexerPanel';

const OWNER = `0x${'3c'.repeat(20)}`;
const DEBT = '4333.333333333333333333';
const NONCE = '81001';

let panel: PanelUnderTest;
beforeAll(async () => {
  const started = await startPanelWithIndexer();
  panel = started.panel;
  const report = async (method: 'PUT' | 'POST', url: string, payload: object) => {
    expect((await started.indexer(method, url, payload)).statusCode).toBe(200);
  };
  await report('PUT', '/api/service/crsm/price', { price: '60000', observedAt: new Date().toISOString() });
  await report('POST', '/api/service/crsm/positions', {
    positions: [positionReport('8101', OWNER, '1.23456789', DEBT), positionReport('8102', OWNER, '2', '0')],
  });
  // Still cooling for an hour: its end, the time left, and every action a super administrator has.
  await report('POST', '/api/service/withdrawals', {
    userAddress: USER,
    receivingAddress: COBO,
    amount: '0.12345678',
    nonce: NONCE,
    requestedAt: new Date().toISOString(),
    coolingEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
});
afterAll(() => panel.close());

const TEXT = {
  'en-US': {
    liquidationPrice: 'Liquidation price',
    coolingTime: 'Cooling time',
    left: / left$/,
    actions: ['Details', 'Confirm withdrawal', 'Refund request'],
  },
  'zh-CN': {
    liquidationPrice: '清算价格',
    coolingTime: '冷却时间',
    left: /^剩余 /,
    actions: ['详情', '确认提款', '申请退款'],
  },
};

const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody tr').filter({ hasText: text });

/** The row's cell under the column headed `header` (as the table lays it out). */
async function cellUnder(page: Page, row: Locator, header: string): Promise<Locator> {
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim().startsWith(header));
  expect(index).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(index);
}

describe.each(['en-US', 'zh-CN'] as const)('amounts in %s', (locale) => {
  const text = TEXT[locale];

  it('shows an 18-decimal YU debt to the cent with its exact value in the tooltip, YBTC to 8 decimals, and no liquidation price without debt', async () => {
    await withPage(panel.openSignedIn('/CRSMTrove/CRSMList', { locale }), async (page) => {
      const indebted = rowOf(page, '8101');
      await indebted.waitFor();
      await indebted.getByText('1.23456789 YBTC', { exact: true }).first().waitFor();
      const debt = indebted.getByText('4,333.33 YU', { exact: true }).first();
      await debt.waitFor();
      await expect(indebted.textContent()).resolves.not.toContain('4,333.333');
      await debt.hover();
      await expect(page.getByRole('tooltip').textContent()).resolves.toBe('4,333.333333333333333333 YU');

      const debtFree = rowOf(page, '8102');
      const price = await cellUnder(page, debtFree, text.liquidationPrice);
      await expect(price.textContent()).resolves.toBe('—');
      await expect((await cellUnder(page, indebted, text.liquidationPrice)).textContent()).resolves.toMatch(
        /^\d[\d,]*(\.\d{1,2})?$/,
      );
      await keepScreenshot(page, `amounts-crsm-${locale}`);
    });
  });

  it('keeps the withdrawal’s cooling time and its actions each on one line at 1366 px', async () => {
    await withPage(panel.openSignedIn(`/selfCustody/withdraw?nonce=${NONCE}`, { locale }), async (page) => {
      // The withdrawal is found by its nonce, a column shown from the column settings.
      await showColumns(page, 'menu.selfCustody.withdraw', ['nonce']);
      await page.setViewportSize({ width: 1366, height: 768 });
      const row = rowOf(page, NONCE);
      await row.getByText(text.left).waitFor();
      const cooling = await cellUnder(page, row, text.coolingTime);
      // Nothing of the cell's text is cut: it fits its cell, and the end and the time left are a line each.
      const fit = await cooling.evaluate((cell) => ({
        fits: cell.scrollWidth <= cell.clientWidth,
        lines: Array.from(cell.querySelectorAll('.ant-space-item')).map((line) => {
          const box = line.getBoundingClientRect();
          return box.height / Number.parseFloat(getComputedStyle(line).lineHeight || '22');
        }),
      }));
      expect(fit.fits).toBe(true);
      expect(fit.lines).toHaveLength(2);
      for (const lines of fit.lines) expect(lines).toBeLessThan(1.5);

      const boxes = [];
      for (const name of text.actions) {
        const box = await row.getByRole('button', { name, exact: true }).boundingBox();
        if (!box) throw new Error(`no ${name} action`);
        boxes.push(box);
      }
      const [first] = boxes;
      for (const box of boxes) {
        // On the first one's line, and not broken over two lines itself.
        expect(Math.abs(box.y - first.y)).toBeLessThan(2);
        expect(box.height).toBeLessThan(first.height * 1.5);
      }
      for (let index = 1; index < boxes.length; index += 1)
        expect(boxes[index].x).toBeGreaterThan(boxes[index - 1].x + boxes[index - 1].width - 1);
      await keepScreenshot(page, `amounts-withdrawals-${locale}`, { fullPage: false });
    });
  });
});
