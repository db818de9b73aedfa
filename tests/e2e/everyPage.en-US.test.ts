// Every page in English: what tests/support/everyPage.ts checks, and a list's remembered columns.
import { pageSettled, withPage } from '../support/browser';
import { describeEveryPage, everyPagePanel } from '../support/everyPage';

describeEveryPage('en-US');

describe('a list remembers its column settings', () => {
  it('shows a column turned on in the settings again after a reload, and only on that list', async () => {
    const panel = everyPagePanel();
    await withPage(panel.openSignedIn('/news', { locale: 'en-US' }), async (page) => {
      const headers = () => page.locator('.ant-table-thead th').allInnerTexts();
      await pageSettled(page);
      expect(await headers()).not.toContain('Creation time');
      await page.locator('.ant-pro-table-list-toolbar-setting-item .anticon-setting').click();
      const settings = page.locator('.ant-pro-table-column-setting-overlay, .ant-popover:visible').last();
      await settings.getByText('Creation time', { exact: true }).click();
      await page.locator('.ant-table-thead th', { hasText: 'Creation time' }).waitFor();
      await page.reload();
      await pageSettled(page);
      expect(await headers()).toContain('Creation time');
      await page.goto(`${panel.baseUrl}/#/notices`);
      await pageSettled(page);
      expect(await headers()).toContain('Creation time');
      expect(await headers()).not.toContain('Created by');
    });
  });
});
