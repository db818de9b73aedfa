// CRSM positions as the risk team uses them, in Chromium against the production build, each
// journey in one language (tests/support/oneLanguage.ts): the positions the indexer reported,
// riskiest first with those under their trigger marked and the price's age shown; each ordering rule refused on its own field; a position
// previewed and created once, then approved by a second person as the shipped policy asks; the
// stale-price warning; accounts with their totals and positions.
import { shortenHash } from '../../src/utils/chainFields';
import type { Page } from 'playwright-core';
import { TEST_PASSWORD } from '../support/apiServer';
import { type PanelUnderTest, keepScreenshot, settledDialog } from '../support/browser';
import { positionReport, startPanelWithIndexer } from '../support/indexerPanel';
import { CRSM_TEXT } from '../support/journeyText';
import { inLanguage, type Locale } from '../support/oneLanguage';

const OWNER = `0x${'7a'.repeat(20)}`;
const OTHER_OWNER = `0x${'8b'.repeat(20)}`;
const NEW_OWNERS: Record<Locale, string> = { 'en-US': `0x${'1e'.repeat(20)}`, 'zh-CN': `0x${'2f'.repeat(20)}` };

let panel: PanelUnderTest;
beforeAll(async () => {
  const started = await startPanelWithIndexer();
  panel = started.panel;
  const report = started.indexer;
  expect(
    (
      await report('PUT', '/api/service/crsm/price', {
        price: '60000',
        observedAt: new Date(Date.now() - 120_000).toISOString(),
      })
    ).statusCode,
  ).toBe(200);
  await panel.api.signedInAs('crsm.approver@example.com', ['CRSMTrove', 'CRSMTrove.CRSMList', 'crsm:create']);
  const position = (troveId: string, address: string, collateral: string, debt: string) =>
    positionReport(troveId, address, collateral, debt, {
      deposits: '1000',
      yieldGains: '5',
      debtTokenBalance: '10',
      observedAt: new Date(Date.now() - 600_000).toISOString(),
    });
  const snapshots = await report('POST', '/api/service/crsm/positions', {
    positions: [
      position('7001', OWNER, '2', '60000'), // 200 %
      position('7002', OWNER, '1.2', '60000'), // 120 %: under its trigger
      position('7003', OTHER_OWNER, '1', '0'), // ∞
    ],
  });
  expect(snapshots.statusCode).toBe(200);
});
afterAll(() => panel.close());

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .first()
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

describe.each(['en-US', 'zh-CN'] as const)('CRSM in %s', (locale) => {
  const text = CRSM_TEXT[locale];

  inLanguage(locale, 'en-US')(
    'lists positions riskiest first with the price used and its age, marks those under their trigger, and filters by troveId',
    async () => {
      const page = await panel.openSignedIn('/CRSMTrove/CRSMList', { locale });
      try {
        await page.getByRole('row', { name: /7002/ }).waitFor();
        await page.getByText('60,000').first().waitFor();
        await page.getByText(text.priceObserved).first().waitFor();

        const rows = bodyRows(page);
        await expect(rows.nth(0).textContent()).resolves.toContain('7002');
        await expect(rows.nth(0).textContent()).resolves.toContain('120.00%');
        await rows.nth(0).getByText(text.underTrigger).waitFor();
        await expect(rows.nth(2).textContent()).resolves.toContain('∞');
        await expect(page.getByRole('row', { name: /7001/ }).getByText(text.underTrigger).count()).resolves.toBe(0);
        await keepScreenshot(page, `crsm-list-${locale}`);

        await page.getByLabel('troveId', { exact: true }).fill('7001');
        await page.getByLabel('troveId', { exact: true }).press('Enter');
        await page.waitForURL(/troveId=7001/);
        await page.getByRole('row', { name: /7002/ }).waitFor({ state: 'detached' });
        await page.getByRole('row', { name: /7001/ }).waitFor();
        await expect(bodyRows(page).count()).resolves.toBe(1);
      } finally {
        await page.context().close();
      }
    },
  );

  inLanguage(locale, 'zh-CN')(
    'refuses each ordering violation on its own field, previews, and creates the position once',
    async () => {
      const page = await panel.openSignedIn('/CRSMTrove/CRSMList', { locale });
      try {
        await page.getByRole('button', { name: text.create }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('TRGCR(%)', { exact: true }).fill('110');
        await dialog.getByLabel('TARCR(%)', { exact: true }).fill('110');
        await dialog.getByLabel('MAX_TARCR(%)', { exact: true }).fill('100');
        await dialog.getByLabel(text.amount).fill('1');
        await dialog.getByLabel(text.address, { exact: true }).fill(NEW_OWNERS[locale]);
        await dialog.getByRole('button', { name: text.preview }).click();
        await dialog.getByText(text.trgcrOrder).waitFor();
        await dialog.getByText(text.tarcrOrder).waitFor();
        await dialog.getByText(text.maxTarcrOrder).waitFor();

        await dialog.getByLabel('TRGCR(%)', { exact: true }).fill('130.125');
        await dialog.getByText(text.percent).waitFor();
        await dialog.getByLabel('TRGCR(%)', { exact: true }).fill('130');
        await dialog.getByLabel('TARCR(%)', { exact: true }).fill('150');
        await dialog.getByLabel('MAX_TARCR(%)', { exact: true }).fill('170');
        await dialog.getByRole('button', { name: text.preview }).click();
        await dialog.getByText(text.expectedIcr).waitFor();
        await dialog.getByText('150.00%').waitFor();
        await dialog.getByText('44,000 YU').waitFor();
        await dialog.getByText('40,000 YU').waitFor();
        await keepScreenshot(page, `crsm-create-${locale}`);

        const confirm = dialog.getByRole('button', { name: text.confirm });
        await confirm.dblclick();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText(text.success).first().waitFor();

        const created = (
          await panel.callAs(page, 'GET', `/api/crsm/positionRequests?address=${NEW_OWNERS[locale]}`)
        ).json();
        expect(created.total).toBe(1);
        expect(created.data[0]).toMatchObject({
          status: 'awaiting_approval',
          expectedIcr: '150.00',
          operation: { status: 'awaiting_approval', awaitingApprovals: 1 },
        });

        await page.getByRole('tab', { name: text.requests }).click();
        const requestRow = page.getByRole('row', { name: new RegExp(shortenHash(NEW_OWNERS[locale])) });
        await requestRow.getByText(text.awaitingApproval).waitFor();
        // The requester is not offered to approve their own request.
        await expect(requestRow.getByRole('button', { name: text.approve }).count()).resolves.toBe(0);
      } finally {
        await page.context().close();
      }

      // A second person with crsm:create approves it from the requests tab Home links to.
      const approver = await panel.openSignedIn('/CRSMTrove/CRSMList?tab=requests', {
        locale,
        email: 'crsm.approver@example.com',
        password: TEST_PASSWORD,
      });
      try {
        const row = approver.getByRole('row', { name: new RegExp(shortenHash(NEW_OWNERS[locale])) });
        await row.getByRole('button', { name: text.approve }).click();
        await approver.locator('.ant-drawer-content').getByRole('button', { name: text.approve }).click();
        const confirmation = await settledDialog(approver, { hasText: text.confirmApprove });
        await confirmation.getByRole('button', { name: text.approve }).click();
        await confirmation.waitFor({ state: 'hidden' });
        await row.getByText(text.pending).waitFor();
        await keepScreenshot(approver, `crsm-approved-${locale}`);
      } finally {
        await approver.context().close();
      }
    },
  );

  inLanguage(locale, 'en-US')('warns when the price is stale', async () => {
    const page = await panel.openSignedIn('/CRSMTrove/CRSMList', { locale });
    try {
      expect(
        (await panel.callAs(page, 'PUT', '/api/crsm/settings', { mcr: '110', ccr: '150', priceMaxAgeSeconds: 60 }))
          .statusCode,
      ).toBe(200);
      try {
        await page.reload();
        await page.getByText(text.stale).waitFor();
        await keepScreenshot(page, `crsm-stale-${locale}`);
      } finally {
        await panel.callAs(page, 'PUT', '/api/crsm/settings', { mcr: '110', ccr: '150', priceMaxAgeSeconds: 3600 });
      }
    } finally {
      await page.context().close();
    }
  });

  inLanguage(locale, 'zh-CN')(
    "groups positions by account with their totals, and opens an account's positions",
    async () => {
      const page = await panel.openSignedIn('/CRSMTrove/positionList', { locale });
      try {
        const ownerRow = page.getByRole('row', { name: new RegExp(shortenHash(OWNER)) });
        await ownerRow.waitFor();
        // 2 + 1.2 YBTC against 120000 YU: 3.2 × 60000 / 120000 = 160 %.
        await expect(ownerRow.textContent()).resolves.toMatch(/3\.2 YBTC.*120,000 YU.*160\.00%/);
        await ownerRow.getByRole('button', { name: text.positions, exact: true }).click();
        // The expanded row holds a table of the account's positions, one row each.
        await page.getByRole('row', { name: /7002/ }).last().getByText(text.underTrigger).waitFor();
        await page.getByRole('row', { name: /7001/ }).last().waitFor();
        await keepScreenshot(page, `crsm-accounts-${locale}`);
      } finally {
        await page.context().close();
      }
    },
  );
});
