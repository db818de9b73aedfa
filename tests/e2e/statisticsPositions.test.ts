// The team list as an analyst uses it, in Chromium against the production build, in both
// languages: the product's service pushes teams through the service API with a token the super
// administrator created; the page draws the top-teams chart, lists the teams with their totals,
// narrows to one captain (the totals follow) and exports the view in the interface's language.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { startPanel, type PanelUnderTest, buttonName, withPage } from '../support/browser';
import { TAPROOT_ADDRESSES } from '../support/taprootAddresses';

let panel: PanelUnderTest;
beforeAll(async () => {
  panel = await startPanel();
});
afterAll(() => panel.close());

type Locale = 'zh-CN' | 'en-US';

const CAPTAINS = {
  'en-US': [
    '0xaaaa000000000000000000000000000000000001',
    '0xaaaa000000000000000000000000000000000002',
    TAPROOT_ADDRESSES[0],
  ],
  'zh-CN': [
    '0xbbbb000000000000000000000000000000000001',
    '0xbbbb000000000000000000000000000000000002',
    TAPROOT_ADDRESSES[1],
  ],
};

const TEXT = {
  'en-US': {
    captain: "Captain's address",
    query: 'Query',
    total: 'Total',
    export: 'Export CSV',
    header: "Captain's address,Team total YU minted,Team size,Observed at (America/New_York)",
    // 2026-03-01T00:00:00Z, as the table shows it in New York and as the export writes it there.
    timeZone: 'America/New_York',
    shown: '02/28/2026 7:00:00 PM',
    exported: '2026-02-28 19:00:00-05:00',
  },
  'zh-CN': {
    captain: '队长地址',
    query: '查询',
    total: '合计',
    export: '导出 CSV',
    header: '队长地址,团队 YU 铸造总量,团队人数,统计时间（Asia/Shanghai）',
    timeZone: 'Asia/Shanghai',
    shown: '2026/03/01 08:00:00',
    exported: '2026-03-01 08:00:00+08:00',
  },
};

async function pushTeams(page: Page, locale: Locale) {
  const created = await panel.callAs(page, 'POST', '/api/serviceTokens', {
    name: `teams ${locale}`,
    scopes: ['statistics'],
  });
  expect(created.statusCode).toBe(200);
  const records = CAPTAINS[locale].map((captainAddress, index) => ({
    sourceId: `e2e-${locale}-${index}`,
    captainAddress,
    yuMinted: `${(index + 1) * 1000}.123456789012345678`,
    teamSize: index + 2,
    observedAt: '2026-03-01T00:00:00Z',
  }));
  const pushed = await panel.api.call('POST', '/api/service/statistics/teams', { records }, created.json().data.token);
  expect(pushed.json().data).toMatchObject({ accepted: 3, rejected: [] });
}

describe.each(['en-US', 'zh-CN'] as const)('team list in %s', (locale) => {
  const text = TEXT[locale];

  it('draws the top teams, lists them with totals, narrows to one captain and exports the view, its times as the table shows them', async () => {
    const { timeZone } = text;
    await withPage(panel.openSignedIn('/statistics/datacaptain', { locale, timeZone }), async (page) => {
      await pushTeams(page, locale);
      await page.reload();

      await page.locator('[data-testid=chart] canvas').first().waitFor();
      const all = (await panel.callAs(page, 'GET', '/api/statistics/teams')).json().totals;
      const summary = page.locator('.ant-table-summary');
      await summary.getByText(`${text.total} (${all.teams})`).waitFor();
      await summary.getByText(String(all.members), { exact: true }).waitFor();
      await page.getByText('3,000.12', { exact: true }).first().waitFor();

      const [captain] = CAPTAINS[locale];
      await page.getByLabel(text.captain).fill(captain);
      await page.getByRole('button', { name: buttonName(text.query) }).click();
      await summary.getByText(`${text.total} (1)`).waitFor();
      await summary.getByText('1,000.12', { exact: true }).waitFor();
      expect(page.url()).toContain(`captainAddress=${captain}`);
      await page.locator('.ant-table-row').getByText(text.shown, { exact: true }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text.export }).click(),
      ]);
      const csv = fs
        .readFileSync((await download.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      expect(csv[0]).toBe(text.header);
      expect(csv.slice(1)).toEqual([`${captain},1000.123456789012345678,2,${text.exported}`]);
    });
  });
});
