// Institutions are records of their own (issue 26), in Chromium against the production build, each
// journey in one language (tests/support/oneLanguage.ts): the deposit form picks the institution of a
// known address and shows its name (an unknown address asks for the new institution's name); renaming happens on the data panel, for who may, and
// names the records made from then on while those already made keep the name they had.
import type { Page } from 'playwright-core';
import { TEST_PASSWORD } from '../support/apiServer';
import { type PanelUnderTest, settledDialog, showColumns, withPage } from '../support/browser';
import { submitDepositForm } from '../support/depositForm';
import { type IndexerPanel, startPanelWithIndexer } from '../support/indexerPanel';
import { fixedDeposit, freshBtcAddress } from '../support/custodyAddresses';
import { INSTITUTIONS_TEXT } from '../support/journeyText';
import { inLanguage } from '../support/oneLanguage';

let panel: PanelUnderTest;
let rootToken: string;
let indexer: IndexerPanel['indexer'];
let counter = 0;

beforeAll(async () => {
  ({ panel, rootToken, indexer } = await startPanelWithIndexer());
  await panel.api.signedInAs('panel.viewer@example.com', ['selfCustody', 'selfCustody.dataPanel']);
});
afterAll(() => panel.close());

const OK = /^(OK|确\s*[认定])$/;
const nextHash = () => (++counter).toString(16).padStart(64, 'f');

/** An institution created by its first deposit, with a withdrawal the indexer reported for its address. */
async function institutionWithRecords(name: string) {
  const body = fixedDeposit(name, { amount: '0.5', depositHash: nextHash(), remarks: 'first deposit' });
  const btcAccount = body.userAddress;
  const deposit = await panel.api.call('POST', '/api/selfCustody/deposits', body, rootToken);
  expect(deposit.statusCode).toBe(200);
  await reportWithdrawal(btcAccount);
  return { id: deposit.json().data.institutionId as number, btcAccount };
}

async function reportWithdrawal(btcAccount: string) {
  const response = await indexer('POST', '/api/service/withdrawals', {
    userAddress: btcAccount,
    receivingAddress: btcAccount,
    amount: '0.1',
    nonce: String(80_000 + ++counter),
    requestedAt: new Date(Date.now() - 3_600_000).toISOString(),
    coolingEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  expect(response.statusCode).toBe(200);
}

const rowWith = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

describe.each(['en-US', 'zh-CN'] as const)('institutions in %s', (locale) => {
  const t = INSTITUTIONS_TEXT[locale];

  inLanguage(locale, 'en-US')(
    'records a deposit for a known address under the name of its institution, picked by name or address',
    async () => {
      const name = `Acme Capital ${locale} ${++counter}`;
      const acme = await institutionWithRecords(name);
      await withPage(panel.openSignedIn('/selfCustody/deposit', { locale }), async (page) => {
        // The deposit is found by its remarks, a column shown from the column settings.
        await showColumns(page, 'menu.selfCustody.deposit', ['remarks']);
        await page.getByRole('button', { name: t.record }).click();
        const form = await settledDialog(page);
        const address = form.getByLabel(t.userAddress, { exact: true });

        // An address no institution holds asks for the name of the new institution it creates.
        await address.fill(freshBtcAddress());
        await form.getByText(t.creates).waitFor();
        await form.getByLabel(t.userName, { exact: true }).waitFor();

        // Part of the name offers the institution; picking it fills its address and shows its name.
        await address.fill(name.slice(0, 14));
        await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
        await expect(address.inputValue()).resolves.toBe(acme.btcAccount);
        await form.getByText(t.known).waitFor();
        await form.getByText(name, { exact: true }).waitFor();
        await expect(form.getByLabel(t.userName, { exact: true }).count()).resolves.toBe(0);
        await expect(form.getByText(t.creates).count()).resolves.toBe(0);

        await submitDepositForm(page, form, locale, {
          amount: '0.25',
          depositHash: nextHash(),
          remarks: 'Second tranche',
        });

        const deposits = (
          await panel.callAs(page, 'GET', `/api/selfCustody/deposits?userAddress=${acme.btcAccount}`)
        ).json().data as { institutionId: number; userName: string }[];
        expect(deposits).toHaveLength(2);
        expect(deposits.every((deposit) => deposit.institutionId === acme.id && deposit.userName === name)).toBe(true);
        await rowWith(page, 'Second tranche').getByText(name).waitFor();
      });
    },
  );

  inLanguage(locale, 'zh-CN')(
    'renames an institution from the data panel: records made from then on take the new name, older ones keep theirs',
    async () => {
      const oldName = `Borealis Fund ${locale} ${++counter}`;
      const newName = `Borealis Partners ${locale} ${counter}`;
      const borealis = await institutionWithRecords(oldName);

      await withPage(
        panel.openSignedIn('/selfCustody/dataPanel', {
          locale,
          email: 'panel.viewer@example.com',
          password: TEST_PASSWORD,
        }),
        async (page) => {
          await rowWith(page, oldName).waitFor();
          await expect(page.getByRole('button', { name: t.rename }).count()).resolves.toBe(0);
        },
      );

      await withPage(panel.openSignedIn('/selfCustody/dataPanel', { locale }), async (page) => {
        await rowWith(page, oldName).getByRole('button', { name: t.rename }).click();
        const dialog = await settledDialog(page);
        const field = dialog.getByLabel(t.newName, { exact: true });
        await expect(field.inputValue()).resolves.toBe(oldName);
        await field.fill('   ');
        await dialog.getByRole('button', { name: OK }).click();
        await dialog.getByText(t.nameRequired).waitFor();
        await field.fill(newName);
        await dialog.getByRole('button', { name: OK }).click();
        await dialog.waitFor({ state: 'hidden' });
        await rowWith(page, newName).waitFor();
        await expect(rowWith(page, oldName).count()).resolves.toBe(0);
      });

      // New records take the new name; the deposit and withdrawal recorded before keep the old one.
      const later = await panel.api.call(
        'POST',
        '/api/selfCustody/deposits',
        {
          ...fixedDeposit(oldName, { amount: '0.75', depositHash: nextHash(), remarks: 'after the rename' }),
          userAddress: borealis.btcAccount,
          institution: { kind: 'existing', id: borealis.id },
        },
        rootToken,
      );
      expect(later.statusCode).toBe(200);
      await reportWithdrawal(borealis.btcAccount);

      for (const path of ['/selfCustody/deposit', '/selfCustody/withdraw']) {
        await withPage(panel.openSignedIn(`${path}?userAddress=${borealis.btcAccount}`, { locale }), async (page) => {
          await rowWith(page, oldName).waitFor();
          await rowWith(page, newName).waitFor();
          await expect(page.locator('.ant-table-row').count()).resolves.toBe(2);
        });
      }
    },
  );
});
