// Hedging records and Home in both languages: the hedging service pushes records with a service
// token the super administrator creates; the page shows shortened hashes with an explorer link
// and copy, filters with the filter's totals; Home links to the untreated feedback.
// With E2E_SCREENSHOTS_DIR set, it also saves the four hedging pages and Home in each language.
import { buildFeedback } from '../support/factories';
import { startPanel, type PanelUnderTest, buttonName, keepScreenshot, withPage } from '../support/browser';

jest.setTimeout(240_000);

let panel: PanelUnderTest;
let hedgingToken: string;

const EVM_A = `0x${'a1'.repeat(20)}`;
const EVM_B = `0x${'b2'.repeat(20)}`;
const hashOf = (digit: string) => `0x${digit.repeat(64)}`;

const TEXT = {
  'en-US': {
    copied: 'Copy successful',
    query: 'Query',
    token: 'Token',
    records: '1 records',
    untreated: /Untreated feedback: \d+/,
    explorer: 'View on the block explorer',
  },
  'zh-CN': {
    copied: '复制成功',
    query: '查询',
    token: '代币',
    records: '1 条记录',
    untreated: /\d+ 条反馈未处理/,
    explorer: '在区块浏览器中查看',
  },
} as const;

async function push(path: string, records: object[]) {
  const response = await panel.api.call('POST', `/api/service/hedgingStrategies/${path}`, { records }, hedgingToken);
  expect(response.json().data.rejected).toEqual([]);
}

beforeAll(async () => {
  panel = await startPanel();
  // The super administrator creates the hedging service's token through the API, as in the panel.
  const root = await panel.api.signIn();
  hedgingToken = await panel.api.serviceToken('hedging', root, 'hedging service');
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const reward = (
    sourceId: string,
    digit: string,
    network: string,
    token: string,
    amount: string,
    hoursAgo: number,
  ) => ({
    sourceId,
    accountName: 'Hedging account 1',
    accountAddress: EVM_A,
    targetAddress: EVM_B,
    receivingAccount: 'binance-sub-1',
    txHash: hashOf(digit),
    network,
    token,
    amount,
    recordedAt: at(hoursAgo),
  });
  await push('rewardWithdrawals', [
    reward('rw-1', '1', 'ethereum', 'USDC', '1500.25', 1),
    reward('rw-2', '2', 'arbitrum', 'YU', '7', 2),
    reward('rw-3', '3', 'ethereum', 'USDC', '20000', 3),
  ]);
  await push('cexDeposits', [
    {
      sourceId: 'cex-1',
      depositAddress: EVM_A,
      txHash: hashOf('4'),
      network: 'bsc',
      token: 'USDT',
      amount: '5000',
      recordedAt: at(1),
    },
    {
      sourceId: 'cex-2',
      depositAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      txHash: '5'.repeat(64),
      network: 'bitcoin',
      token: 'BTC',
      amount: '0.5',
      recordedAt: at(2),
    },
  ]);
  await push('spotSales', [
    {
      sourceId: 'spot-1',
      tradingAccount: 'okx-main',
      orderId: 'ORD-1001',
      token: 'BTC',
      amount: '0.5',
      sellPrice: '60000',
      receivedUsdc: '29950',
      recordedAt: at(1),
    },
    {
      sourceId: 'spot-2',
      tradingAccount: 'okx-main',
      orderId: 'ORD-1002',
      token: 'BTC',
      amount: '1.25',
      sellPrice: '61000',
      receivedUsdc: '76250',
      recordedAt: at(2),
    },
  ]);
  await push('crossChain', [
    {
      sourceId: 'cc-1',
      crossChainAddress: EVM_A,
      sourceChain: 'ethereum',
      targetChain: 'base',
      txHash: hashOf('6'),
      token: 'YU',
      amount: '10000',
      recordedAt: at(1),
    },
    {
      sourceId: 'cc-2',
      crossChainAddress: EVM_B,
      sourceChain: 'arbitrum',
      targetChain: 'ethereum',
      txHash: hashOf('7'),
      token: 'USDC',
      amount: '2500',
      recordedAt: at(2),
    },
  ]);
});
afterAll(() => panel.close());

describe.each(['en-US', 'zh-CN'] as const)('hedging records and Home in %s', (locale) => {
  const text = TEXT[locale];

  it('shows shortened hashes with an explorer link and copy, and filters with the totals', async () => {
    await withPage(panel.openSignedIn('/hedgingStrategies/rewardWithdrawal', { locale }), async (page) => {
      const row = page.getByRole('row').filter({ hasText: '0x1111…1111' });
      await row.waitFor();
      const links = row.getByRole('link', { name: text.explorer });
      await expect(links.last().getAttribute('href')).resolves.toBe(`https://etherscan.io/tx/${hashOf('1')}`);
      await expect(links.last().getAttribute('target')).resolves.toBe('_blank');
      await expect(links.last().getAttribute('rel')).resolves.toContain('noopener');
      await row.locator('.ant-typography-copy').last().click();
      await page.getByText(text.copied).first().waitFor();
      await keepScreenshot(page, `${locale}-rewardWithdrawal`, { settle: true });

      await page.getByLabel(text.token, { exact: true }).fill('YU');
      await page.getByRole('button', { name: buttonName(text.query) }).click();
      const totals = page.getByTestId('hedging-totals');
      await totals.filter({ hasText: text.records }).waitFor();
      expect(await totals.textContent()).toContain('7 YU');
      expect(page.url()).toContain('token=YU');
      await page.getByText('0x2222…2222').waitFor();
      expect(await page.getByText('0x1111…1111').count()).toBe(0);

      for (const name of ['CEXDeposits', 'spotSales', 'crossChain']) {
        await page.goto(`${panel.baseUrl}/#/hedgingStrategies/${name}`);
        await page.getByTestId('hedging-totals').waitFor();
        await keepScreenshot(page, `${locale}-${name}`, { settle: true });
      }
    });
  });

  it('links Home to the untreated feedback', async () => {
    const email = `home-${locale}@example.com`;
    await buildFeedback(panel.api.db, { email, content: 'Where is my withdrawal?' });
    await withPage(panel.openSignedIn('/', { locale }), async (page) => {
      const link = page.getByRole('link', { name: text.untreated });
      await link.waitFor();
      await keepScreenshot(page, `${locale}-home`, { settle: true });
      await link.click();
      await page.waitForURL(/#\/feedback\?status=untreated/);
      await page.getByText(email).waitFor();
    });
  });
});
