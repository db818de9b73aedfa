// Points and NFT airdrops as the operations team uses them, in Chromium against the production
// build, in both languages: adjust an address's points with a reason and read the history;
// import an airdrop CSV with one bad row and see it refused, then a clean one imported.
import { shortenHash } from '../../src/utils/chainFields';
import type { Page } from 'playwright-core';
import { startPanel, type PanelUnderTest, withPage } from '../support/browser';
import { TAPROOT_ADDRESSES } from '../support/taprootAddresses';

let panel: PanelUnderTest;
beforeAll(async () => {
  panel = await startPanel();
});
afterAll(() => panel.close());

type Locale = 'zh-CN' | 'en-US';

const ADDRESSES = { 'en-US': TAPROOT_ADDRESSES[0], 'zh-CN': TAPROOT_ADDRESSES[1] };
const OTHERS = { 'en-US': TAPROOT_ADDRESSES[2], 'zh-CN': TAPROOT_ADDRESSES[3] };

const TEXT = {
  'en-US': {
    adjust: 'Adjust points',
    history: 'History',
    address: 'Address',
    change: 'Change',
    reason: 'Reason',
    ok: 'OK',
    success: 'Operation Successful',
    negative: /would take the points below 0/,
    historyTitle: 'Points history:',
    importButton: 'Import CSV',
    summary: (rows: number, errors: number) => `airdrop.csv: ${rows} rows, ${errors} with errors`,
    notTaproot: 'Not a taproot address',
    refused: /a file with any bad row imports nothing/,
    confirm: 'Confirm import',
    chooseAnother: 'Choose another file',
    imported: (rows: number) => `Imported ${rows} rows`,
  },
  'zh-CN': {
    adjust: '调整积分',
    history: '历史',
    address: '地址',
    change: '变动积分',
    reason: '原因',
    ok: /确\s*定/,
    success: '操作成功',
    negative: /调整后积分将小于 0/,
    historyTitle: '积分历史：',
    importButton: '导入 CSV',
    summary: (rows: number, errors: number) => `airdrop.csv：共 ${rows} 行，其中 ${errors} 行有错误`,
    notTaproot: '不是taproot地址',
    refused: /整个文件都不会导入/,
    confirm: '确认导入',
    chooseAnother: '重新选择文件',
    imported: (rows: number) => `已导入 ${rows} 行`,
  },
};

const openSignedIn = (path: string, locale: Locale) => panel.openSignedIn(path, { locale });
const apiGet = async (page: Page, url: string) => (await panel.callAs(page, 'GET', url)).json();

describe.each(['en-US', 'zh-CN'] as const)('points in %s', (locale) => {
  const text = TEXT[locale];
  const address = ADDRESSES[locale];

  it("adjusts an address's points with a reason, is refused below zero, and shows the history", async () => {
    await withPage(openSignedIn('/points', locale), async (page) => {
      await page.getByRole('button', { name: text.adjust }).first().click();
      let dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.address).fill(address);
      await dialog.getByLabel(text.change).fill('1500.5');
      await dialog.getByLabel(text.reason).fill(`Campaign reward ${locale}`);
      await dialog.getByRole('button', { name: text.ok }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(text.success).first().waitFor();
      const row = page.getByRole('row').filter({ hasText: shortenHash(address) });
      await row.getByText('1500.5', { exact: true }).waitFor();

      await row.getByRole('button', { name: text.adjust }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.change).fill('-2000');
      await dialog.getByLabel(text.reason).fill('Too much');
      await dialog.getByRole('button', { name: text.ok }).click();
      await page.getByText(text.negative).first().waitFor();
      await dialog.getByLabel(text.change).fill('-0.5');
      await dialog.getByLabel(text.reason).fill(`Correction ${locale}`);
      await dialog.getByRole('button', { name: text.ok }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText('1500', { exact: true }).waitFor();

      await row.getByRole('button', { name: text.history }).click();
      const drawer = page.getByRole('dialog').filter({ hasText: text.historyTitle });
      await drawer.getByText(`Correction ${locale}`).waitFor();
      await drawer.getByText(`Campaign reward ${locale}`).waitFor();
      await drawer.getByText('-0.5', { exact: true }).waitFor();
      await drawer.getByText('+1500.5', { exact: true }).waitFor();
      expect(await drawer.getByText('Too much').count()).toBe(0);

      const history = await apiGet(page, `/api/points/${address}/adjustments`);
      expect(history.data.map((entry: { reason: string }) => entry.reason)).toEqual([
        `Correction ${locale}`,
        `Campaign reward ${locale}`,
      ]);
    });
  });
});

describe.each(['en-US', 'zh-CN'] as const)('NFT airdrop import in %s', (locale) => {
  const text = TEXT[locale];
  const stage = locale === 'en-US' ? 11 : 12;
  const header = 'address,berries,nftNumber,nftLevel,stage';
  const good = [`${ADDRESSES[locale]},100,1,2,${stage}`, `${OTHERS[locale]},50.5,,1,${stage}`];

  async function chooseFile(page: Page, lines: string[]) {
    await page
      .getByRole('dialog')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'airdrop.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${[header, ...lines].join('\n')}\n`, 'utf8'),
      });
  }

  it('refuses a file with one bad row, importing nothing, then imports the corrected file on confirmation', async () => {
    await withPage(openSignedIn('/NFTAirdrop', locale), async (page) => {
      await page.getByRole('button', { name: text.importButton }).click();
      await chooseFile(page, [...good, `bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4,10,,1,${stage}`]);

      const dialog = page.getByRole('dialog');
      await dialog.getByText(text.summary(3, 1)).waitFor();
      await dialog.getByText(text.notTaproot).waitFor();
      await dialog.getByText(text.refused).waitFor();
      expect(await dialog.getByRole('button', { name: text.confirm }).isDisabled()).toBe(true);
      expect((await apiGet(page, `/api/nftAirdrops?stage=${stage}`)).total).toBe(0);

      await dialog.getByRole('button', { name: text.chooseAnother }).click();
      await chooseFile(page, good);
      await dialog.getByText(text.summary(2, 0)).waitFor();
      expect((await apiGet(page, `/api/nftAirdrops?stage=${stage}`)).total).toBe(0);
      await dialog.getByRole('button', { name: text.confirm }).click();
      await page.getByText(text.imported(2)).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('row')
        .filter({ hasText: shortenHash(OTHERS[locale]) })
        .getByText('50.5', { exact: true })
        .waitFor();
      expect((await apiGet(page, `/api/nftAirdrops?stage=${stage}`)).total).toBe(2);
    });
  });
});
