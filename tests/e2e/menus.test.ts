// Menus come from the server: what Permission Manage edits is what the sidebar, the breadcrumbs and
// the tab title show, in the panel's language, for the editor at once and for everyone else at
// their next navigation.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { permissions } from '../../server/src/db/schema';
import { SUPER_EMAIL } from '../support/apiServer';
import { buttonName, keepScreenshot, settledDialog, startPanel, type PanelUnderTest } from '../support/browser';

let panel: PanelUnderTest;
let rootToken: string;
beforeAll(async () => {
  panel = await startPanel();
  rootToken = await panel.api.signIn(SUPER_EMAIL, undefined, '10.60.0.1');
});
afterAll(() => panel.close());

const LOCALES = ['en-US', 'zh-CN'] as const;
const TEXT = {
  'en-US': {
    news: 'News Manage',
    renamed: 'Newsroom',
    nameField: 'English name',
    notices: 'Notice Manage',
    statistics: 'Data Statistics',
    edit: 'Edit',
    ok: 'OK',
    moveUp: 'Move up',
    newButton: 'New',
    identifier: 'Identifier',
    otherNameField: 'Chinese name',
    path: 'Page or address',
    roles: 'Roles',
    rolesRenamed: 'Roles and grants',
    title: 'Admin Panel',
  },
  'zh-CN': {
    news: '新闻管理',
    renamed: '新闻中心',
    nameField: '中文名称',
    notices: '公告管理',
    statistics: '数据统计',
    edit: '编辑',
    ok: '确定',
    moveUp: '上移',
    newButton: '新建',
    identifier: '标识',
    otherNameField: '英文名称',
    path: '页面或地址',
    roles: '角色管理',
    rolesRenamed: '角色与授权',
    title: '管理后台',
  },
} as const;

const nameColumn = (locale: (typeof LOCALES)[number]) => (locale === 'zh-CN' ? 'nameZh' : 'nameEn');
const sidebar = (page: Page) => page.getByRole('complementary').getByRole('menu').first();
/** The sidebar's top-level entries, in order, as a person reads them. */
const topLevelNames = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('aside .ant-menu-root > li'))
      .map((item) =>
        item.querySelector('.ant-pro-base-menu-inline-item-text, .ant-pro-base-menu-item-text')?.textContent?.trim(),
      )
      .filter(Boolean),
  );

async function rowOf(identifier: string) {
  return (await panel.api.db.select().from(permissions).where(eq(permissions.identifier, identifier)))[0];
}
/** Sets a menu's fields as an administrator would through the API (the test's own set-up and clean-up). */
async function editMenu(identifier: string, change: Record<string, unknown>) {
  const { nameZh, nameEn, type, path, parentId, icon } = await rowOf(identifier);
  const body = { identifier, nameZh, nameEn, type, path, parentId, icon, ...change };
  const response = await panel.api.call('PUT', `/api/permissions/${(await rowOf(identifier)).id}`, body, rootToken);
  expect(response.statusCode).toBe(200);
}
async function moveMenu(identifier: string, index: number) {
  const response = await panel.api.call(
    'POST',
    `/api/permissions/${(await rowOf(identifier)).id}/move`,
    { index },
    rootToken,
  );
  expect(response.statusCode).toBe(200);
}

describe.each(LOCALES)('menus from the server in %s', (locale) => {
  const text = TEXT[locale];

  it("renames News in Permission Manage: the sidebar, the tab title and another page's breadcrumb follow", async () => {
    const page = await panel.openSignedIn('/permissions/permission', { locale });
    try {
      // A screen reader reads the menu's name alone: its icon is decoration (it read "read News Manage").
      await sidebar(page).getByRole('link', { name: text.news, exact: true }).waitFor();
      const row = page.locator('.ant-table-row').filter({ has: page.getByText(text.news, { exact: true }) });
      await row.getByRole('button', { name: buttonName(text.edit) }).click();
      const dialog = await settledDialog(page);
      await dialog.getByLabel(text.nameField).fill(text.renamed);
      await dialog.getByRole('button', { name: buttonName(text.ok) }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The editor's own sidebar follows at once, without a reload.
      await sidebar(page).getByText(text.renamed, { exact: true }).waitFor();
      expect(await sidebar(page).getByText(text.news, { exact: true }).count()).toBe(0);
      await sidebar(page).getByText(text.renamed, { exact: true }).click();
      await page.waitForURL(/#\/news(\?|$)/);
      await page.waitForFunction((expected) => document.title === expected, `${text.renamed} - ${text.title}`);
      await page.getByRole('heading', { level: 1, name: text.renamed }).waitFor();

      // A submenu renamed elsewhere: its page's breadcrumb follows at the next navigation.
      await editMenu('permissions.role', { [nameColumn(locale)]: text.rolesRenamed });
      await page.goto(`${panel.baseUrl}/#/permissions/role`);
      await page.locator('.ant-breadcrumb').getByText(text.rolesRenamed, { exact: true }).waitFor();
      await page.getByRole('heading', { level: 1, name: text.rolesRenamed }).waitFor();
      await sidebar(page).getByText(text.rolesRenamed, { exact: true }).waitFor();
      await keepScreenshot(page, `menus-renamed-${locale}`, { fullPage: false });
    } finally {
      await page.context().close();
      await editMenu('news', { nameZh: TEXT['zh-CN'].news, nameEn: TEXT['en-US'].news });
      await editMenu('permissions.role', { nameZh: TEXT['zh-CN'].roles, nameEn: TEXT['en-US'].roles });
    }
  });

  it('moves Notices above News with Move up, and the sidebar follows', async () => {
    const page = await panel.openSignedIn('/permissions/permission', { locale });
    const before = await topLevelNames(page);
    try {
      expect(before.indexOf(text.notices)).toBeGreaterThan(before.indexOf(text.news));
      const row = page.locator('.ant-table-row').filter({ has: page.getByText(text.notices, { exact: true }) });
      const moveUp = row.getByRole('button', { name: text.moveUp });
      for (let order = before; order.indexOf(text.notices) > order.indexOf(text.news); ) {
        // Each move swaps Notices with the entry above it: the sidebar shows exactly that before the next.
        const index = order.indexOf(text.notices);
        const expected = [...order.slice(0, index - 1), order[index], order[index - 1], ...order.slice(index + 1)];
        await moveUp.click();
        await page.waitForFunction(
          (wanted) =>
            Array.from(document.querySelectorAll('aside .ant-menu-root > li'))
              .map((item) =>
                item
                  .querySelector('.ant-pro-base-menu-inline-item-text, .ant-pro-base-menu-item-text')
                  ?.textContent?.trim(),
              )
              .filter(Boolean)
              .join('|') === wanted,
          expected.join('|'),
        );
        // One move at a time: the button is offered again once this one is done.
        await moveUp.and(page.locator(':enabled')).waitFor();
        order = expected;
      }
      const after = await topLevelNames(page);
      expect(after.slice(0, 3)).toEqual([before[0], text.notices, text.news]);
      expect([...after].sort()).toEqual([...before].sort());
      // The order is the server's: a reload keeps it.
      await page.reload();
      await sidebar(page).getByText(text.notices, { exact: true }).waitFor();
      expect((await topLevelNames(page)).slice(0, 3)).toEqual([before[0], text.notices, text.news]);
    } finally {
      await page.context().close();
      await moveMenu('notices', before.indexOf(text.notices));
    }
  });

  it('adds an external link menu, which opens in a new tab without a handle on the panel', async () => {
    const page = await panel.openSignedIn('/permissions/permission', { locale });
    const identifier = `docs_${locale.replace('-', '_')}`;
    const address = `https://docs.example.com/${locale}`;
    try {
      await page
        .context()
        .route('https://docs.example.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Docs</title><p>Docs</p>' }),
        );
      await page.getByRole('button', { name: buttonName(text.newButton) }).click();
      const dialog = await settledDialog(page);
      await dialog.getByLabel(text.identifier).fill(identifier);
      await dialog.getByLabel(text.nameField).fill('Docs');
      await dialog.getByLabel(text.path).fill(address);
      await dialog.getByRole('button', { name: buttonName(text.ok) }).click();
      await dialog.waitFor({ state: 'hidden' });

      const link = sidebar(page).locator(`a[href="${address}"]`);
      await link.waitFor();
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await opened.waitForLoadState();
      expect(opened.url()).toBe(address);
      expect(await opened.evaluate(() => window.opener)).toBeNull();
      // The panel stayed where it was, and opened the address once.
      expect(page.url()).toMatch(/#\/permissions\/permission$/);
      expect(page.context().pages()).toHaveLength(2);
      await keepScreenshot(page, `menus-external-${locale}`, { fullPage: false });
    } finally {
      await page.context().close();
      const added = await rowOf(identifier);
      if (added) await panel.api.call('DELETE', `/api/permissions/${added.id}`, undefined, rootToken);
    }
  });
});

describe('a menu with no name in a language', () => {
  it('is not shown in that language only, and its pages still open', async () => {
    await editMenu('hedgingStrategies', { nameEn: '' });
    const english = await panel.openSignedIn('/', { locale: 'en-US' });
    const chinese = await panel.openSignedIn('/', { locale: 'zh-CN' });
    try {
      await sidebar(chinese).getByText('对冲策略统计', { exact: true }).waitFor();
      await sidebar(english).getByText('Data Overview', { exact: true }).waitFor();
      expect(await topLevelNames(english)).not.toContain('Hedging Strategies');
      expect(await topLevelNames(english)).not.toContain('对冲策略统计');
      await english.goto(`${panel.baseUrl}/#/hedgingStrategies/spotSales`);
      await english.getByRole('table').waitFor();
      expect(english.url()).toMatch(/#\/hedgingStrategies\/spotSales(\?|$)/);
      // Not in the breadcrumb either: the page keeps its own name.
      await english.getByRole('heading', { level: 1, name: 'Spot Sales' }).waitFor();
      expect((await english.locator('.ant-breadcrumb').allInnerTexts()).join(' ')).not.toMatch(/对冲策略统计|Hedging/);
      await chinese.goto(`${panel.baseUrl}/#/hedgingStrategies/spotSales`);
      await chinese.locator('.ant-breadcrumb').getByText('对冲策略统计', { exact: true }).waitFor();
      await keepScreenshot(english, 'menus-hidden-en-US', { fullPage: false });
      await keepScreenshot(chinese, 'menus-hidden-zh-CN', { fullPage: false });
    } finally {
      await english.context().close();
      await chinese.context().close();
      await editMenu('hedgingStrategies', { nameEn: 'Hedging Strategies' });
    }
  });
});

describe('another administrator', () => {
  it('sees a change at their next navigation, and a menu no longer granted is gone, its address going to 404', async () => {
    const roleId = await panel.api.createRole('news_and_notices', ['news', 'notices']);
    await panel.api.createAdmin({ email: 'desk.two@example.com', password: 'desk password 2', roleId });
    const page = await panel.openSignedIn('/news', { email: 'desk.two@example.com', password: 'desk password 2' });
    try {
      await sidebar(page).getByText('Notice Manage', { exact: true }).waitFor();
      await editMenu('notices', { nameEn: 'Announcements' });
      await sidebar(page).getByText('Home', { exact: true }).click();
      await sidebar(page).getByText('Announcements', { exact: true }).waitFor();

      const notices = await rowOf('notices');
      const news = await rowOf('news');
      const revoked = await panel.api.call(
        'PUT',
        `/api/roles/${roleId}`,
        { identifier: 'news_and_notices', name: 'news_and_notices', description: '', permissionIds: [news.id] },
        rootToken,
      );
      expect(revoked.statusCode).toBe(200);
      expect(notices.id).not.toBe(news.id);
      await sidebar(page).getByText('News Manage', { exact: true }).click();
      await page.waitForURL(/#\/news(\?|$)/);
      await sidebar(page).getByText('Announcements', { exact: true }).waitFor({ state: 'detached' });
      await page.goto(`${panel.baseUrl}/#/notices`);
      await page.waitForURL(/#\/404$/);
    } finally {
      await page.context().close();
      await editMenu('notices', { nameEn: 'Notice Manage' });
    }
  });
});
