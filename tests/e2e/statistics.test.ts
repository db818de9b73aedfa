// The data pages a manager reads, in both interface languages: the product's services push
// snapshots, page views and wallet connections through the service API; the Data Overview draws
// its cards and charts and follows the range; Page statistics filters by country and its table
// and totals follow; Wallet connection statistics charts and totals the connections.
import type { Page } from 'playwright-core';
import { SUPER_EMAIL, SUPER_PASSWORD } from '../support/apiServer';
import { startPanel, type PanelUnderTest, buttonName, keepScreenshot, withPage } from '../support/browser';

let panel: PanelUnderTest;

const daysAgoAtNoon = (days: number) => {
  const day = new Date(Date.now() - days * 86_400_000);
  day.setUTCHours(12, 0, 0, 0);
  return day.toISOString();
};

beforeAll(async () => {
  panel = await startPanel();
  const root = await panel.api.signIn(SUPER_EMAIL, SUPER_PASSWORD);
  const token = await panel.api.serviceToken('statistics', root, 'product statistics');
  const push = async (url: string, records: object[]) => {
    const response = await panel.api.call('POST', url, { records }, token);
    expect(response.json().data.accepted).toBe(records.length);
  };
  // Every 6 hours over 12 days, the figures growing: 20 hours ago users stood at 1,000 + 44 × 10.
  await push(
    '/api/service/overview/snapshots',
    Array.from({ length: 48 }, (_, index) => ({
      sourceId: `e2e-snapshot-${index}`,
      time: new Date(Date.now() - (47 - index) * 6 * 3_600_000 - 3_600_000).toISOString(),
      bridgeBtc: `${100 + index}.5`,
      mintYu: `${2_000_000 + index * 1000}.123456789012345678`,
      userCount: 1000 + index * 10,
      vaultBtc: `${50 + index / 4}`,
    })),
  );
  // Five days: 3 views of /vault from the US and 1 of /mint from Germany each day.
  const views = [];
  for (let day = 1; day <= 5; day += 1) {
    for (let view = 0; view < 3; view += 1)
      views.push({
        sourceId: `e2e-view-${day}-us-${view}`,
        occurredAt: daysAgoAtNoon(day),
        page: '/vault',
        country: 'US',
      });
    views.push({
      sourceId: `e2e-view-${day}-de`,
      occurredAt: daysAgoAtNoon(day),
      page: '/mint',
      country: 'DE',
      chainId: 1,
    });
  }
  await push('/api/service/statistics/pageViews', views);
  const connections = [];
  for (let day = 1; day <= 5; day += 1) {
    connections.push({
      sourceId: `e2e-wallet-${day}-1`,
      occurredAt: daysAgoAtNoon(day),
      chainId: 1,
      address: `0x${'a1'.repeat(20)}`,
    });
    connections.push({
      sourceId: `e2e-wallet-${day}-56`,
      occurredAt: daysAgoAtNoon(day),
      chainId: 56,
      address: `0x${'b2'.repeat(20)}`,
    });
  }
  await push('/api/service/statistics/walletConnections', connections);
});
afterAll(() => panel.close());

const TEXT = {
  'en-US': {
    users: 'Users',
    range24h: '24 h',
    query: 'Query',
    pageTotals: '10 rows, 20 views',
    germanyTotals: '5 rows, 5 views',
    walletTotals: '10 address-days, 10 connections, 2 distinct addresses',
  },
  'zh-CN': {
    users: '用户数',
    range24h: '24 小时',
    query: '查询',
    pageTotals: '共 10 行，浏览量 20',
    germanyTotals: '共 5 行，浏览量 5',
    walletTotals: '共 10 个地址·日，连接 10 次，独立地址 2',
  },
} as const;

async function chartsDrawn(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => document.querySelectorAll('[data-testid="chart"] canvas').length >= expected,
    count,
  );
}

describe.each(['en-US', 'zh-CN'] as const)('statistics pages in %s', (locale) => {
  const text = TEXT[locale];

  it('Data Overview: cards with the latest figures and their change, a chart per figure, and the range selector', async () => {
    await withPage(panel.openSignedIn('/overview', { locale }), async (page) => {
      const users = page.getByTestId('overview-figure-userCount');
      await users.getByText(text.users).waitFor();
      await users.getByText('1,470').waitFor();
      // Over 7 days: 28 snapshots of 6 hours before the latest one, 10 users each.
      await users.getByText('+280').waitFor();
      await chartsDrawn(page, 4);
      await keepScreenshot(page, `overview-${locale}`);
      await page.getByTestId('overview-range').getByText(text.range24h).click();
      await users.getByText('+40').waitFor();
      await chartsDrawn(page, 4);
    });
  });

  it('Page statistics: charts, the table with totals, and a country filter the table and totals follow', async () => {
    await withPage(panel.openSignedIn('/statistics/dataView', { locale }), async (page) => {
      await page.getByTestId('statistics-summary').getByText(text.pageTotals).waitFor();
      await chartsDrawn(page, 3);
      expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(10);
      await keepScreenshot(page, `dataView-${locale}`);
      await page.locator('#country').fill('DE');
      await page.getByRole('button', { name: buttonName(text.query) }).click();
      await page.getByTestId('statistics-summary').getByText(text.germanyTotals).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 5);
      expect(await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'US' }).count()).toBe(0);
      expect(page.url()).toContain('country=DE');
    });
  });

  it('Wallet connection statistics: connections per day by chain ID and the totals', async () => {
    await withPage(panel.openSignedIn('/statistics/dataWallet', { locale }), async (page) => {
      await page.getByTestId('statistics-summary').getByText(text.walletTotals).waitFor();
      await chartsDrawn(page, 1);
      await keepScreenshot(page, `dataWallet-${locale}`);
    });
  });
});
