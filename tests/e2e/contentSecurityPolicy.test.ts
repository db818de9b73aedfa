// The built panel runs under the server's strict Content-Security-Policy: signing in and opening
// every built page, in both languages, reports no CSP violation and no console error about one.
import type { Page } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '../../server/src/http/securityHeaders';
import { fillSignIn, startPanel, type PanelUnderTest, networkSettled, withPage } from '../support/browser';
import { LAYOUT_PAGES } from '../support/layoutPages';

let panel: PanelUnderTest;
beforeAll(async () => {
  panel = await startPanel();
}, 120_000);
afterAll(() => panel.close());

/** Collects what the browser reports the policy blocked, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval|unsafe-inline/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

describe.each(['en-US', 'zh-CN'] as const)('the panel under its Content-Security-Policy (%s)', (locale) => {
  it('serves index.html with the policy and signs in and opens every page without a violation', async () => {
    await withPage(panel.newPage(locale), async (page) => {
      const violations = await watchViolations(page);
      const response = await page.goto(`${panel.baseUrl}/#/`);
      expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      await page.waitForURL(/#\/login/);
      // The wallet sign-in control renders too (sats-connect), under the same policy.
      await networkSettled(page);
      await fillSignIn(page);
      await page.waitForURL((url) => !url.hash.startsWith('#/login'));
      for (const path of LAYOUT_PAGES) {
        await page.goto(`${panel.baseUrl}/#${path}`);
        await networkSettled(page);
        await page.locator('.ant-layout').first().waitFor();
      }
      expect(violations).toEqual([]);
    });
  }, 300_000);
});
