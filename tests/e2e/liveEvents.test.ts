// The panel follows the live stream: a list shows what another administrator just did without a
// reload, and a session ended elsewhere signs its panel out at once, saying why.
import { SUPER_EMAIL } from '../support/apiServer';
import { keepScreenshot, liveStreamOpen, startPanel, type PanelUnderTest } from '../support/browser';

let panel: PanelUnderTest;
let rootToken: string;
beforeAll(async () => {
  panel = await startPanel();
  rootToken = await panel.api.signIn(SUPER_EMAIL, undefined, '10.80.0.1');
});
afterAll(() => panel.close());

const TEXT = {
  'en-US': { revoked: 'An administrator ended your session, please sign in again' },
  'zh-CN': { revoked: '管理员已结束您的会话，请重新登录' },
} as const;

describe.each(['en-US', 'zh-CN'] as const)('live in %s', (locale) => {
  it("shows another administrator's new news item without a reload", async () => {
    const page = await panel.openSignedIn('/news', { locale });
    try {
      await page.locator('.ant-table').waitFor();
      await liveStreamOpen(page);
      const title = `Published elsewhere (${locale})`;
      const created = await panel.api.call(
        'POST',
        '/api/news',
        {
          title,
          description: 'Written by a colleague while this page stayed open.',
          imageUrl: 'https://cdn.example.com/picture.png',
          link: 'https://example.com/story',
          publishedAt: '2025-03-01T08:00:00.000Z',
        },
        rootToken,
      );
      expect(created.statusCode).toBe(200);
      await page.locator('.ant-table-row').filter({ hasText: title }).waitFor({ timeout: 5_000 });
    } finally {
      await page.context().close();
    }
  });

  it('signs out at once, saying why, when an administrator ends the session', async () => {
    const email = `live.${locale.toLowerCase()}@example.com`;
    const roleId = await panel.api.createRole(`live_${locale.replace('-', '_')}`, ['news']);
    await panel.api.createAdmin({ email, password: 'live password 1', roleId });
    const page = await panel.openSignedIn('/news', { locale, email, password: 'live password 1' });
    try {
      await page.locator('.ant-table').waitFor();
      await liveStreamOpen(page);
      const sessions = (await panel.api.call('GET', `/api/sessions?adminEmail=${email}`, undefined, rootToken)).json()
        .data;
      const revoked = await panel.api.call('POST', `/api/sessions/${sessions[0].id}/revoke`, undefined, rootToken);
      expect(revoked.statusCode).toBe(200);
      await page.waitForURL(/#\/login\?/, { timeout: 5_000 });
      await page.getByText(TEXT[locale].revoked).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('Authorization'))).toBeNull();
      await keepScreenshot(page, `live-session-ended-${locale}`, { fullPage: false });
    } finally {
      await page.context().close();
    }
  });
});
