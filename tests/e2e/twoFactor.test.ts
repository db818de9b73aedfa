// Two-factor sign-in in Chromium, in both languages: enrol TOTP from the header with a code that
// otpauth computes from the secret shown, then sign in again with the password and a fresh code.
// Set E2E_SCREENSHOTS_DIR to keep pictures of the TOTP step and the sessions page.
import { Secret, TOTP } from 'otpauth';
import { startPanel, fillSignIn, type PanelUnderTest, keepScreenshot, withPage } from '../support/browser';

let panel: PanelUnderTest;
let roleId: number;
beforeAll(async () => {
  panel = await startPanel();
  roleId = await panel.api.createRole('two_factor_e2e', ['news']);
});
afterAll(() => panel.close());

const codeFor = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

const TEXT = {
  'en-US': {
    headerButton: 'Two-factor',
    turnOn: 'Turn on',
    enabled: 'Two-factor authentication is on',
    step: 'Enter the code from your authenticator app',
    verify: 'Verify and sign in',
    wrongCode: 'The authenticator code is wrong, expired or already used',
    sessions: 'Revoke',
  },
  'zh-CN': {
    headerButton: '两步验证',
    turnOn: '开 启',
    enabled: '两步验证已开启',
    step: '请输入验证器应用中的动态码',
    verify: '验证并登录',
    wrongCode: '验证器动态码错误、已过期或已使用',
    sessions: '撤销',
  },
} as const;

describe.each(['en-US', 'zh-CN'] as const)('two-factor sign-in (%s)', (locale) => {
  const text = TEXT[locale];
  const email = `two.factor.${locale.toLowerCase()}@example.com`;
  const password = 'two factor password 1';
  let secret = '';

  it('enrols TOTP from the header with a code from the app', async () => {
    await panel.api.createAdmin({ email, password, roleId });
    await withPage(panel.openSignedIn('/news', { locale, email, password }), async (page) => {
      await page.getByRole('button', { name: text.headerButton }).click();
      const secretText = page.getByTestId('totp-secret');
      await secretText.waitFor();
      secret = ((await secretText.textContent()) ?? '').trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByPlaceholder('123456').fill(codeFor(secret));
      await page.getByRole('button', { name: new RegExp(text.turnOn.replace(' ', '\\s*')) }).click();
      await page.getByText(text.enabled).first().waitFor();
      const state = await panel.callAs(page, 'GET', '/api/auth/totp');
      expect(state.json().data.enabled).toBe(true);
    });
  });

  it('then signs in with the password and a code, refusing a wrong code first', async () => {
    await withPage(panel.newPage(locale), async (page) => {
      await page.goto(`${panel.baseUrl}/#/news`);
      await page.waitForURL(/#\/login/);
      await fillSignIn(page, email, password);
      await page.getByText(text.step).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('Authorization'))).toBeNull();

      await page.getByPlaceholder('123456').fill('000000');
      await page.getByRole('button', { name: text.verify }).click();
      await page.getByText(text.wrongCode).waitFor();
      await keepScreenshot(page, `totp-step-${locale}`, { fullPage: false });

      // The enrolment used the current step; the next one is a fresh code.
      await page.getByPlaceholder('123456').fill(codeFor(secret, 30));
      await page.getByRole('button', { name: text.verify }).click();
      await page.waitForURL(/#\/news/);
      const me = await panel.callAs(page, 'GET', '/api/auth/me');
      expect(me.json().data.admin.email).toBe(email);
    });
  });

  it('shows the sessions page to a super administrator', async () => {
    await withPage(panel.openSignedIn('/permissions/sessions', { locale }), async (page) => {
      await page.getByText(email).first().waitFor();
      await page.getByText(text.sessions).first().waitFor();
      await keepScreenshot(page, `sessions-${locale}`, { fullPage: false });
    });
  });
});
