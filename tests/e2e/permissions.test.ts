// Permission management as a super administrator uses it, and what it does to the person it
// governs: a role with only News, an administrator with that role, and what they can reach.
import type { Page } from 'playwright-core';
import { confirmPopover, liveStreamOpen, startPanel, type PanelUnderTest, withPage } from '../support/browser';

let panel: PanelUnderTest;
beforeAll(async () => {
  panel = await startPanel();
});
afterAll(() => panel.close());

const openAs = (path: string, email?: string, password?: string) => panel.openSignedIn(path, { email, password });

const menu = (page: Page, name: string) => page.getByRole('menu').getByText(name, { exact: true });

describe('permission management', () => {
  it('a super administrator creates a News-only role and an administrator with it, who then sees only Home and News', async () => {
    await withPage(openAs('/permissions/role'), async (page) => {
      await page.getByRole('button', { name: 'New' }).click();
      const roleDialog = page.getByRole('dialog');
      await roleDialog.getByLabel('Role name').fill('News desk');
      await roleDialog.getByLabel('Identifier').fill('news_desk');
      await roleDialog.getByLabel('Description').fill('Publishes news');
      await roleDialog
        .getByRole('tree')
        .getByText(/^News Manage/)
        .click();
      await roleDialog.getByRole('button', { name: 'OK' }).click();
      await roleDialog.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: 'news_desk' }).waitFor();

      await menu(page, 'Administrators').click();
      await page.waitForURL(/#\/permissions\/administrator(\?|$)/);
      await page.getByRole('button', { name: 'New' }).click();
      const adminDialog = page.getByRole('dialog');
      await adminDialog.getByLabel('Email').fill('desk@example.com');
      await adminDialog.getByLabel('Password').fill('desk password 1');
      await adminDialog.getByLabel('Name').fill('Desk Editor');
      await adminDialog.getByLabel('Description').fill('Edits the news');
      await adminDialog.getByLabel('Role').click();
      await page.getByTitle('News desk').click();
      await adminDialog.getByRole('button', { name: 'OK' }).click();
      await adminDialog.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: 'desk@example.com' }).waitFor();
    });

    await withPage(openAs('/', 'desk@example.com', 'desk password 1'), async (desk) => {
      await menu(desk, 'Home').waitFor();
      await menu(desk, 'News Manage').waitFor();
      const visible = await desk.getByRole('menu').getByRole('menuitem').allInnerTexts();
      expect(visible.map((text) => text.trim()).filter(Boolean)).toEqual(['Home', 'News Manage']);

      await desk.goto(`${panel.baseUrl}/#/permissions/administrator`);
      await desk.waitForURL(/#\/404$/);
      const list = await panel.callAs(desk, 'GET', '/api/admins');
      expect(list.statusCode).toBe(403);
    });
  });

  it('disabling an administrator asks first and signs them out of the panel', async () => {
    const roleId = await panel.api.createRole('disable_me', ['news']);
    await panel.api.createAdmin({ email: 'leaving@example.com', password: 'leaving pass 1', roleId });
    await withPage(openAs('/news', 'leaving@example.com', 'leaving pass 1'), async (leaving) => {
      await liveStreamOpen(leaving);
      await withPage(openAs('/permissions/administrator'), async (page) => {
        const row = page.getByRole('row').filter({ hasText: 'leaving@example.com' });
        await row.getByText('Disable', { exact: true }).click();
        await confirmPopover(page, 'Disable this administrator? They are signed out at once.');
        await row.getByText('Disabled', { exact: true }).waitFor();

        // Signed out there at once, by the live stream, saying why.
        await leaving.waitForURL(/#\/login/);
        await leaving.getByText('Your administrator account has been disabled').waitFor();
      });
    });
  });

  it('the audit log shows who did what, with the before and after', async () => {
    await withPage(openAs('/permissions/auditLog'), async (page) => {
      await page.getByRole('cell', { name: 'Disable administrator' }).first().waitFor();
      const row = page
        .getByRole('row')
        .filter({ hasText: 'Edit role' })
        .or(page.getByRole('row').filter({ hasText: 'Create role' }))
        .first();
      await row.getByText('View changes').click();
      await page.getByText('After', { exact: true }).waitFor();
      await page
        .getByText(/news_desk/)
        .first()
        .waitFor();
    });
  });
});
