// Approval emails in Chromium, in both languages: an administrator turns them off from the header,
// finds them still off after a reload, and turns them on again; the server keeps (and audits) each.
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { auditLogs } from '../../server/src/db/schema';
import {
  startPanel,
  keepScreenshot,
  networkSettled,
  settledDialog,
  type PanelUnderTest,
  withPage,
} from '../support/browser';

let panel: PanelUnderTest;
let roleId: number;
beforeAll(async () => {
  panel = await startPanel();
  roleId = await panel.api.createRole('approval_emails_e2e', ['selfCustody.withdraw', 'withdrawals:confirm']);
});
afterAll(() => panel.close());

const TEXT = {
  'en-US': {
    headerButton: 'Approval emails',
    switch: 'Email me when an operation awaits my approval',
    off: 'Approval emails are off',
    on: 'Approval emails are on',
  },
  'zh-CN': {
    headerButton: '审批邮件',
    switch: '有操作等待我审批时给我发邮件',
    off: '审批邮件已关闭',
    on: '审批邮件已开启',
  },
} as const;

describe.each(['en-US', 'zh-CN'] as const)('approval emails (%s)', (locale) => {
  const text = TEXT[locale];
  const email = `approval.emails.${locale.toLowerCase()}@example.com`;
  const password = 'approval emails password 1';

  /** Opens the header's dialog and answers its switch. */
  const openSwitch = async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: text.headerButton }).click();
    const dialog = await settledDialog(page);
    return dialog.getByRole('switch', { name: text.switch });
  };
  const approvalEmailsOnServer = async (page: Page) =>
    (await panel.callAs(page, 'GET', '/api/auth/me')).json().data.admin.approvalEmails as boolean;

  it('turns them off from the header, keeps them off after a reload, and turns them on again', async () => {
    const adminId = await panel.api.createAdmin({ email, password, roleId });
    await withPage(panel.openSignedIn('/', { locale, email, password }), async (page) => {
      const shown = await openSwitch(page);
      await expect(shown.getAttribute('aria-checked')).resolves.toBe('true');
      await shown.click();
      await page.getByText(text.off).waitFor();
      await expect(shown.getAttribute('aria-checked')).resolves.toBe('false');
      await keepScreenshot(page, `approval-emails-off-${locale}`, { fullPage: false });
      expect(await approvalEmailsOnServer(page)).toBe(false);

      await page.reload();
      await networkSettled(page);
      const afterReload = await openSwitch(page);
      await expect(afterReload.getAttribute('aria-checked')).resolves.toBe('false');
      // The label is part of the switch: clicking it turns the emails on.
      await page.getByText(text.switch, { exact: true }).click();
      await page.getByText(text.on).waitFor();
      await expect(afterReload.getAttribute('aria-checked')).resolves.toBe('true');
      expect(await approvalEmailsOnServer(page)).toBe(true);

      const audited = await panel.api.db
        .select({ after: auditLogs.after })
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'admin.updatePreferences'), eq(auditLogs.adminId, adminId)))
        .orderBy(auditLogs.id);
      expect(audited).toEqual([{ after: { approvalEmails: false } }, { after: { approvalEmails: true } }]);
    });
  });
});
