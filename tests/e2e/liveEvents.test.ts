// The panel follows the live stream: a list shows what another administrator just did without a
// reload (its rows changed in place, never veiled), the header's bell counts what now awaits this
// administrator, and a session ended elsewhere signs its panel out at once, saying why.
import type { Page } from 'playwright-core';
import { STREAMS_PER_SESSION } from '../../server/src/events/hub';
import { openEventStream, type OpenStream } from '../support/eventStream';
import { bearer, SUPER_EMAIL, TEST_PASSWORD } from '../support/apiServer';
import {
  confirmPopover,
  keepScreenshot,
  liveStreamOpen,
  networkSettled,
  pageSettled,
  startPanel,
  type PanelUnderTest,
} from '../support/browser';
import { buildNews } from '../support/factories';
import { LIVE_TEXT } from '../support/journeyText';
import { inLanguage } from '../support/oneLanguage';

let panel: PanelUnderTest;
let rootToken: string;
let feedbackToken: string;
beforeAll(async () => {
  panel = await startPanel();
  rootToken = await panel.api.signIn(SUPER_EMAIL, undefined, '10.80.0.1');
  // A fresh BTC price, so that CRSM positions can be requested (and the price awaits no one).
  const indexer = await panel.api.serviceToken('indexer', rootToken);
  feedbackToken = await panel.api.serviceToken('feedback', rootToken);
  const price = await panel.api.app.inject({
    method: 'PUT',
    url: '/api/service/crsm/price',
    headers: bearer(indexer),
    payload: { price: '60000', observedAt: new Date().toISOString() },
  });
  expect(price.statusCode).toBe(200);
});
afterAll(() => panel.close());

/**
 * Whether the page's table is veiled (ProTable's loading spinner) at any moment from now on. The page's
 * own first load is let finish first: the table is drawn before its rows arrive, under a veil.
 */
async function watchVeil(page: Page): Promise<() => Promise<boolean>> {
  await pageSettled(page);
  await page.evaluate(() => {
    const seen = window as unknown as { veiled: boolean };
    seen.veiled = false;
    new MutationObserver(() => {
      if (document.querySelector('.ant-table-wrapper .ant-spin-spinning')) seen.veiled = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { veiled: boolean }).veiled);
}

describe.each(['en-US', 'zh-CN'] as const)('live in %s', (locale) => {
  inLanguage(locale, 'en-US')("shows another administrator's new news item without a reload", async () => {
    const page = await panel.openSignedIn('/news', { locale });
    try {
      await page.locator('.ant-table').waitFor();
      await liveStreamOpen(page);
      const address = page.url();
      const veiled = await watchVeil(page);
      const title = `Published elsewhere (${locale})`;
      await buildNews(panel.api, rootToken, {
        title,
        description: 'Written by a colleague while this page stayed open.',
      });
      await page.locator('.ant-table-row').filter({ hasText: title }).waitFor({ timeout: 15_000 });
      // In place: never veiled, the address (filters, page, sort) as it was.
      expect(await veiled()).toBe(false);
      expect(page.url()).toBe(address);
    } finally {
      await page.context().close();
    }
  });

  inLanguage(locale, 'zh-CN')('shows feedback the product hands over as it arrives, in place', async () => {
    const page = await panel.openSignedIn('/feedback', { locale });
    try {
      await page.locator('.ant-table').waitFor();
      await liveStreamOpen(page);
      const veiled = await watchVeil(page);
      const content = `The export button is hard to find (${locale})`;
      const handed = await panel.api.app.inject({
        method: 'POST',
        url: '/api/service/feedback',
        headers: bearer(feedbackToken),
        payload: { email: 'reader@example.org', content },
      });
      expect(handed.statusCode).toBe(200);
      await page.locator('.ant-table-row').filter({ hasText: content }).waitFor({ timeout: 15_000 });
      expect(await veiled()).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  inLanguage(locale, 'en-US')(
    "counts on a second administrator's bell the approval a new request awaits, and opens Home",
    async () => {
      const email = `bell.${locale.toLowerCase()}@example.com`;
      await panel.api.signedInAs(email, ['CRSMTrove', 'CRSMTrove.CRSMList', 'crsm:create']);
      const page = await panel.openSignedIn('/CRSMTrove/CRSMList', { locale, email, password: TEST_PASSWORD });
      try {
        const bell = page.locator('header').getByRole('button', { name: LIVE_TEXT[locale].bell });
        await bell.waitFor();
        await liveStreamOpen(page);
        const before = Number(await bell.getAttribute('data-count'));
        const requested = await panel.api.call(
          'POST',
          '/api/crsm/positionRequests',
          {
            trgcr: '130',
            tarcr: '150',
            maxTarcr: '170',
            debtGasCompensation: '200',
            amount: '1',
            address: `0x${(locale === 'en-US' ? 'b1' : 'b2').repeat(20)}`,
          },
          rootToken,
        );
        expect(requested.statusCode).toBe(200);
        await page.locator(`header button[data-count="${before + 1}"]`).waitFor({ timeout: 15_000 });
        await keepScreenshot(page, `live-bell-${locale}`, { fullPage: false });
        await bell.click();
        await page.waitForURL(/#\/$/);
        await page.getByRole('link', { name: LIVE_TEXT[locale].crsmApproval }).waitFor();
      } finally {
        await page.context().close();
      }
    },
  );

  inLanguage(locale, 'zh-CN')('signs out at once, saying why, when an administrator ends the session', async () => {
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
      await page.waitForURL(/#\/login\?/, { timeout: 15_000 });
      await page.getByText(LIVE_TEXT[locale].revoked).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('Authorization'))).toBeNull();
      await keepScreenshot(page, `live-session-ended-${locale}`, { fullPage: false });
    } finally {
      await page.context().close();
    }
  });
});

describe('one reading per change', () => {
  it('reads News once when opened with filters in its address, and once after its own change, which its answer and the stream both bring; no error is said', async () => {
    const title = 'Read once, hidden once';
    await buildNews(panel.api, rootToken, { title, description: 'Read by the list once per change.' });
    const reads: string[] = [];
    const page = await panel.openSignedIn(`/news?title=${encodeURIComponent(title)}&current=1&pageSize=10`, {
      beforeOpen: (opening) =>
        opening.on('request', (request) => {
          const url = new URL(request.url());
          if (request.method() === 'GET' && url.pathname === '/api/news') reads.push(url.searchParams.toString());
        }),
    });
    try {
      const row = page.locator('.ant-table-row').filter({ hasText: title });
      await row.waitFor();
      await liveStreamOpen(page);
      await networkSettled(page);
      expect(reads).toEqual([new URLSearchParams({ current: '1', pageSize: '10', title }).toString()]);

      reads.length = 0;
      const changed = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return response.request().method() !== 'GET' && url.pathname.startsWith('/api/news/');
      });
      await row.getByRole('button', { name: 'Hide' }).click();
      await confirmPopover(page, 'Are you sure you want to hide it?');
      const ids = (await (await changed).headerValue('change-ids')) ?? '';
      expect(ids).toMatch(/^[A-Za-z0-9_-]{22}(,[A-Za-z0-9_-]{22})*$/);
      await row.getByText('Not show', { exact: true }).waitFor();
      // The stream has brought the change, and the list has decided it holds it already.
      await page.waitForFunction(
        (named) => named.every((id) => (document.documentElement.dataset.liveDecided ?? '').split(' ').includes(id)),
        ids.split(','),
      );
      await networkSettled(page);
      expect(reads).toHaveLength(1);
      expect(await page.locator('.ant-message-error').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('pauses, signed in and without retrying, when newer tabs of the same sign-in take the live stream, and resumes on request', async () => {
    const page = await panel.openSignedIn('/news');
    const tabs: OpenStream[] = [];
    try {
      await page.locator('.ant-table').waitFor();
      await liveStreamOpen(page);
      const token = (await page.evaluate(() => window.localStorage.getItem('Authorization'))) ?? '';
      for (let index = 0; index < STREAMS_PER_SESSION; index += 1)
        tabs.push(await openEventStream(panel.baseUrl, token));
      await page.waitForFunction(() => document.documentElement.dataset.live === 'paused');
      const paused = page.getByRole('status').filter({ hasText: 'Live updates paused' });
      await paused.waitFor();
      await keepScreenshot(page, 'live-paused-en-US', { fullPage: false });
      expect(new URL(page.url()).hash).toMatch(/^#\/news(\?|$)/);
      expect(tabs.every((tab) => tab.events.every((event) => event.event !== 'closed'))).toBe(true);

      await paused.getByRole('button', { name: 'Resume here' }).click();
      await liveStreamOpen(page);
      // Resumed here, the oldest of the other tabs gave way.
      await tabs[0].next((event) => event.event === 'closed');
      await paused.waitFor({ state: 'detached' });
    } finally {
      for (const tab of tabs) tab.close();
      await page.context().close();
    }
  });
});
