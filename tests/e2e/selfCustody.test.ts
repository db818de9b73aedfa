// Self custody as custody operators use it, in Chromium against the production build, each journey
// in one language (tests/support/oneLanguage.ts): record a deposit, confirm the mint through the
// warning and watch the status move as the example executor (scripts/example-executor.mjs) reports; confirm a withdrawal only once its
// cooling time has passed and have a second person approve it, as the shipped policy asks; request
// and confirm a refund, approved by the second person too.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { withdrawals } from '../../server/src/db/schema';
import { tick } from '../../server/src/events/clock';
import { TEST_PASSWORD } from '../support/apiServer';
import {
  keepScreenshot,
  liveStreamOpen,
  type PanelUnderTest,
  settledDialog,
  showColumns,
  withPage,
} from '../support/browser';
import { submitDepositForm } from '../support/depositForm';
import { type IndexerPanel, startPanelWithIndexer } from '../support/indexerPanel';
import { COBO, freshBtcAddress, USER } from '../support/custodyAddresses';
import { SELF_CUSTODY_TEXT } from '../support/journeyText';
import { inLanguage } from '../support/oneLanguage';

const run = promisify(execFile);
const EXECUTOR = path.resolve(__dirname, '../../scripts/example-executor.mjs');

let panel: PanelUnderTest;
let executorToken: string;
let indexer: IndexerPanel['indexer'];
let counter = 0;

beforeAll(async () => {
  const started = await startPanelWithIndexer();
  ({ panel, indexer } = started);
  executorToken = await panel.api.serviceToken('executor', started.rootToken, 'e2e executor');
  await panel.api.signedInAs('second.approver@example.com', [
    'selfCustody',
    'selfCustody.withdraw',
    'withdrawals:confirm',
    'withdrawals:confirmRefund',
  ]);
});
afterAll(() => panel.close());

const nextHash = () => (++counter).toString(16).padStart(64, 'e');

async function executorPass() {
  const { stdout } = await run(process.execPath, [
    EXECUTOR,
    '--once',
    '--api',
    panel.baseUrl,
    '--token',
    executorToken,
  ]);
  return stdout;
}

/** The table row holding `text`. */
const rowWith = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

/**
 * Waits, without touching the page, for the row to show `status`: the live stream (GET /api/events)
 * brings each change the executor or the indexer reports, and the list reads itself again.
 */
async function expectStatus(row: Locator, status: string) {
  await row.getByText(status, { exact: true }).waitFor({ timeout: 20_000 });
}

describe.each(['en-US', 'zh-CN'] as const)('self custody in %s', (locale) => {
  const t = SELF_CUSTODY_TEXT[locale];

  inLanguage(locale, 'en-US')(
    'records a deposit, confirms the mint through the warning, and follows the executor to minted',
    async () => {
      await withPage(panel.openSignedIn('/selfCustody/deposit', { locale }), async (page) => {
        const userName = `E2E fund ${locale}`;
        const depositHash = nextHash();

        await page.getByRole('button', { name: t.record }).click();
        const form = await settledDialog(page);
        await form.getByRole('button', { name: /^(OK|确\s*[认定])$/ }).click();
        await form.getByText(t.required).waitFor();
        // An address no institution holds: the deposit creates one, named by its user name.
        await form.getByLabel(t.userAddress, { exact: true }).fill(freshBtcAddress());
        await form.getByLabel(t.userName, { exact: true }).fill(userName);
        await submitDepositForm(page, form, locale, {
          amount: '0.75',
          depositHash,
          remarks: 'Recorded in the e2e journey',
        });

        const row = rowWith(page, userName);
        await row.waitFor();
        // Not yet seen on chain: minting is not offered until the indexer confirms the deposit.
        await expect(row.getByRole('button', { name: t.mint }).count()).resolves.toBe(0);
        expect(
          (await indexer('POST', '/api/service/deposits/observed', { depositHash, amount: '0.75', confirmations: 6 }))
            .statusCode,
        ).toBe(200);
        // The indexer's report reaches the open page by itself.
        await waitForButton(row.getByRole('button', { name: t.mint }), 'enabled');

        await row.getByRole('button', { name: t.mint }).click();
        const dialog = await settledDialog(page);
        await dialog.getByText(t.warning).waitFor();
        await dialog.getByText(depositHash).waitFor();
        // A double click on the confirmation acts once.
        await dialog.getByRole('button', { name: t.mint }).dblclick();
        await dialog.waitFor({ state: 'hidden' });
        await expectStatus(row, t.mintStatus.pending);

        expect(await executorPass()).toMatch(/mint #\d+ .*: submitted 0x[0-9a-f]{64}/);
        await expectStatus(row, t.mintStatus.submitted);
        expect(await executorPass()).toMatch(/mint #\d+ .*: confirmed/);
        await expectStatus(row, t.mintStatus.minted);

        const deposits = (
          await panel.callAs(page, 'GET', `/api/selfCustody/deposits?userName=${encodeURIComponent(userName)}`)
        ).json().data;
        expect(deposits).toHaveLength(1);
        expect(deposits[0]).toMatchObject({
          mintStatus: 'minted',
          operation: { kind: 'mint', attempt: 1, status: 'confirmed' },
        });
      });
    },
  );

  inLanguage(locale, 'zh-CN')('confirms a withdrawal only once its cooling time has passed', async () => {
    const nonce = String(50_000 + ++counter);
    await withPage(panel.openSignedIn(`/selfCustody/withdraw?nonce=${nonce}`, { locale }), async (page) => {
      // The withdrawal is found by its nonce, a column shown from the column settings.
      await showColumns(page, 'menu.selfCustody.withdraw', ['nonce']);
      // The list has answered, empty: the withdrawal is not recorded yet.
      await page.waitForFunction(
        () =>
          document.querySelector('.ant-table-placeholder .ant-empty') && !document.querySelector('.ant-spin-spinning'),
      );
      await liveStreamOpen(page);
      // Recorded once the page is open, cooling for an hour.
      const recorded = await indexer('POST', '/api/service/withdrawals', {
        userAddress: USER,
        receivingAddress: COBO,
        amount: '0.3',
        nonce,
        requestedAt: new Date().toISOString(),
        coolingEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(recorded.statusCode).toBe(200);
      const id = recorded.json().data.id as number;
      const row = rowWith(page, nonce);
      // The indexer's record reaches the open list by itself.
      await row.waitFor();
      await row.getByText(t.left).waitFor();
      const confirm = row.getByRole('button', { name: t.confirm });
      await waitForButton(confirm, 'disabled');
      // The server agrees: too early is refused, and nothing changes.
      const early = await panel.callAs(page, 'POST', `/api/selfCustody/withdrawals/${id}/confirm`);
      expect(early.statusCode).toBe(409);

      // The hour passes: its end is moved to the present rather than waited for, and the server's clock,
      // looking once, announces it on the live stream; the open list reads the row again and offers to confirm.
      await panel.api.db.update(withdrawals).set({ coolingEndsAt: new Date() }).where(eq(withdrawals.id, id));
      await tick(panel.api.db);
      await waitForButton(confirm, 'enabled', 15_000);
      await confirm.click();
      const dialog = await settledDialog(page);
      await dialog.getByText(t.confirmTitle).waitFor();
      await dialog.getByRole('button', { name: t.confirm }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The requester cannot approve: it waits for a second person.
      await row.getByText(t.withdrawal.awaiting_approval, { exact: true }).waitFor();
      await expect(row.getByRole('button', { name: t.approve }).count()).resolves.toBe(0);
    });
    await approveAsSecondPerson(locale, nonce, t.withdrawal.pending);
  });

  inLanguage(locale, 'en-US')(
    'requests a refund with its reason and confirms it, then follows the refund to refunded',
    async () => {
      const nonce = String(60_000 + ++counter);
      await indexer('POST', '/api/service/withdrawals', {
        userAddress: USER,
        receivingAddress: COBO,
        amount: '0.2',
        nonce,
        requestedAt: new Date().toISOString(),
        coolingEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      await withPage(panel.openSignedIn(`/selfCustody/withdraw?nonce=${nonce}`, { locale }), async (page) => {
        // The withdrawal is found by its nonce, a column shown from the column settings.
        await showColumns(page, 'menu.selfCustody.withdraw', ['nonce']);
        const row = rowWith(page, nonce);
        await row.getByRole('button', { name: t.refundRequest }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(t.reason).fill('Sent to the wrong receiving address');
        await dialog.getByRole('button', { name: t.refundRequest }).click();
        await dialog.waitFor({ state: 'hidden' });
        await row.getByText(t.withdrawal.refund_requested, { exact: true }).waitFor();

        await row.getByRole('button', { name: t.refundConfirm }).click();
        await (await settledDialog(page)).getByRole('button', { name: t.refundConfirm }).click();
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        await row.getByText(t.withdrawal.refund_awaiting_approval, { exact: true }).waitFor();
        await approveAsSecondPerson(locale, nonce, t.withdrawal.refund_pending);

        await executorPass();
        await executorPass();
        await expectStatus(row, t.withdrawal.refunded);
      });
    },
  );
});

/**
 * The second person of the shipped two-person policy: signs in, opens the withdrawal with `nonce`,
 * approves its operation through the confirmation, and sees the status it then has.
 */
async function approveAsSecondPerson(locale: 'en-US' | 'zh-CN', nonce: string, statusAfter: string) {
  const t = SELF_CUSTODY_TEXT[locale];
  await withPage(
    panel.openSignedIn(`/selfCustody/withdraw?nonce=${nonce}`, {
      locale,
      email: 'second.approver@example.com',
      password: TEST_PASSWORD,
    }),
    async (page) => {
      // The withdrawal is found by its nonce, a column shown from the column settings.
      await showColumns(page, 'menu.selfCustody.withdraw', ['nonce']);
      const row = rowWith(page, nonce);
      await row.getByRole('button', { name: t.approve }).click();
      const drawer = page.locator('.ant-drawer-content');
      await drawer.getByRole('button', { name: t.approve }).click();
      const dialog = await settledDialog(page, { hasText: t.confirmApprove });
      await dialog.getByRole('button', { name: t.approve }).click();
      await dialog.waitFor({ state: 'hidden' });
      await drawer.getByText(t.approvedBy).waitFor();
      await keepScreenshot(page, `withdrawal-approved-${locale}-${nonce}`);
      await page.locator('.ant-drawer-close').click();
      await drawer.waitFor({ state: 'hidden' });
      await expectStatus(row, statusAfter);
    },
  );
}

/** Waits for a button to become enabled or disabled (the countdown and reloads change it over time). */
async function waitForButton(locator: Locator, state: 'enabled' | 'disabled', timeout = 15_000) {
  await locator.and(locator.page().locator(`:${state}`)).waitFor({ timeout });
}
