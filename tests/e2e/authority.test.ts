// Authority as an administrators clerk meets it, in Chromium against the production build, in both
// languages: holding admins:create but no custody permission, the clerk's role picker offers only
// the roles it may assign, creating an administrator in one works, and the server refuses the same
// request crafted for a custody role or the super role.
import { eq } from 'drizzle-orm';
import { roles } from '../../server/src/db/schema';
import { TEST_PASSWORD } from '../support/apiServer';
import { buttonName, keepScreenshot, settledDialog, startPanel, type PanelUnderTest } from '../support/browser';

type Locale = 'en-US' | 'zh-CN';

const TEXT: Record<
  Locale,
  {
    new: string;
    email: string;
    password: string;
    name: string;
    description: string;
    role: string;
    ok: string;
    success: string;
  }
> = {
  'en-US': {
    new: 'New',
    email: 'Email',
    password: 'Password',
    name: 'Name',
    description: 'Description',
    role: 'Role',
    ok: 'OK',
    success: 'Operation Successful',
  },
  'zh-CN': {
    new: '新建',
    email: '邮箱',
    password: '密码',
    name: '姓名',
    description: '描述',
    role: '角色',
    ok: '确定',
    success: '操作成功',
  },
};

const CUSTODY_CODES = [
  'selfCustody',
  'selfCustody.deposit',
  'deposits:confirmMint',
  'selfCustody.withdraw',
  'withdrawals:confirm',
];

let panel: PanelUnderTest;
let custodyRoleId: number;
let superRoleName: string;
let superRoleId: number;

beforeAll(async () => {
  panel = await startPanel();
  await panel.api.createRole('newsroom', ['news']);
  await panel.api.db.update(roles).set({ name: 'Newsroom' }).where(eq(roles.identifier, 'newsroom'));
  custodyRoleId = await panel.api.createRole('custody_desk', CUSTODY_CODES);
  await panel.api.db.update(roles).set({ name: 'Custody desk' }).where(eq(roles.id, custodyRoleId));
  [{ name: superRoleName, id: superRoleId }] = await panel.api.db.select().from(roles).where(eq(roles.isSuper, true));
  await panel.api.signedInAs('clerk@example.com', [
    'permissions',
    'permissions.administrator',
    'admins:create',
    'news',
    'news:create',
  ]);
});
afterAll(() => panel.close());

describe.each(['en-US', 'zh-CN'] as const)('an administrators clerk in %s', (locale) => {
  const t = TEXT[locale];

  it('is offered only the roles it may assign, creates an administrator in one, and is refused a crafted request for another', async () => {
    const page = await panel.openSignedIn('/permissions/administrator', {
      locale,
      email: 'clerk@example.com',
      password: TEST_PASSWORD,
    });
    try {
      await page.getByRole('button', { name: buttonName(t.new) }).click();
      const dialog = await settledDialog(page);
      await dialog.getByLabel(t.role, { exact: true }).click();
      const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      // The roles arrive after the picker opens, and the list may render again as they do: read
      // every option in the same moment as the one that must be there.
      const offered = (await (
        await page.waitForFunction(() => {
          const texts = Array.from(
            document.querySelectorAll<HTMLElement>('.ant-select-dropdown .ant-select-item-option'),
          )
            .filter((option) => option.offsetParent !== null)
            .map((option) => (option.textContent ?? '').trim());
          return texts.includes('Newsroom') ? texts : null;
        })
      ).jsonValue()) as string[];
      expect(offered).toContain('Newsroom');
      expect(offered).not.toContain('Custody desk');
      expect(offered).not.toContain(superRoleName);
      await keepScreenshot(page, `authority-role-picker-${locale}`, { fullPage: false });

      await options.filter({ hasText: 'Newsroom' }).click();
      const email = `newsroom.${locale.toLowerCase()}@example.com`;
      await dialog.getByLabel(t.email, { exact: true }).fill(email);
      await dialog.getByLabel(t.password, { exact: true }).fill('newsroom password 1');
      await dialog.getByLabel(t.name, { exact: true }).fill(`Newsroom ${locale}`);
      await dialog.getByLabel(t.description, { exact: true }).fill('Writes the news');
      await dialog.getByRole('button', { name: buttonName(t.ok) }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: email }).waitFor();

      for (const roleId of [custodyRoleId, superRoleId]) {
        const crafted = await panel.callAs(page, 'POST', '/api/admins', {
          email: `crafted.${roleId}.${locale.toLowerCase()}@example.com`,
          password: 'crafted password 1',
          name: 'Crafted',
          description: 'Crafted',
          roleId,
        });
        expect(crafted.statusCode).toBe(403);
        expect(crafted.json().errorCode).toBe(roleId === superRoleId ? 'SUPER_ADMIN_REQUIRED' : 'TARGET_EXCEEDS_OWN');
      }
      const listed = (await panel.callAs(page, 'GET', '/api/admins?email=crafted')).json();
      expect(listed.total).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
