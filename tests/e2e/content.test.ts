// The operations team's daily journeys over news and feedback, in both interface languages:
// create a news item, hide it after the confirmation, process a user's feedback.
import { eq } from 'drizzle-orm';
import { feedback, news } from '../../server/src/db/schema';
import {
  buttonName,
  confirmPopover,
  keepScreenshot,
  type PanelUnderTest,
  settledDialog,
  showColumns,
  networkSettled,
  startPanel,
  stillAndLoaded,
  withPage,
} from '../support/browser';
import { buildFeedback } from '../support/factories';
import { CONTENT_TEXT } from '../support/journeyText';
import { inLanguage } from '../support/oneLanguage';

let panel: PanelUnderTest;
/** The only host whose pictures the panel loads here (PICTURE_HOSTS). */
const PICTURE_HOST = 'pictures.example';
beforeAll(async () => {
  panel = await startPanel({ env: { PICTURE_HOSTS: PICTURE_HOST } });
});
afterAll(() => panel.close());

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const openSignedIn = (path: string, locale: 'zh-CN' | 'en-US') => panel.openSignedIn(path, { locale });

/** antd puts a space between two Chinese characters of a button's label; an icon adds its own name before it. */

describe.each(['en-US', 'zh-CN'] as const)('content journeys in %s', (locale) => {
  const text = CONTENT_TEXT[locale];

  inLanguage(locale, 'zh-CN')(
    'creates a news item, refusing a javascript: link first, then hides it after the confirmation',
    async () => {
      const title = `Launch notes ${locale}`;
      await withPage(openSignedIn('/news', locale), async (page) => {
        // The link column, hidden by default, shown from the column settings.
        await showColumns(page, 'menu.news', ['link']);
        await page.getByRole('button', { name: buttonName(text.new) }).click();
        const dialog = await settledDialog(page);
        await dialog.getByRole('button', { name: buttonName(text.ok) }).click();
        await dialog.getByText(text.titleRequired).waitFor();

        await dialog.getByLabel(text.title).fill(title);
        await dialog.getByLabel(text.description).fill('What changed in this release.');
        await dialog.getByLabel(text.imageUrl).fill('https://cdn.example.com/launch.png');
        await dialog.getByLabel(text.link).fill('javascript:alert(1)');
        await dialog.getByLabel(text.time).click();
        // The picker once it has opened: a click on Now while it still zooms in can miss, leaving the time empty.
        await page.locator('.ant-picker-dropdown').last().waitFor();
        await stillAndLoaded(page);
        await page.locator('.ant-picker-dropdown').last().getByText(text.now, { exact: true }).click();
        await page.waitForFunction(
          (input) => (input as HTMLInputElement).value !== '',
          await dialog.getByLabel(text.time).elementHandle(),
        );
        await dialog.getByRole('button', { name: buttonName(text.ok) }).click();
        await dialog.getByText(text.httpOnly).waitFor();
        expect(await panel.api.db.$count(news, eq(news.title, title))).toBe(0);

        await dialog.getByLabel(text.link).fill('https://example.com/launch');
        await dialog.getByRole('button', { name: buttonName(text.ok) }).click();
        await dialog.waitFor({ state: 'hidden' });

        const row = page.getByRole('row').filter({ hasText: title });
        await row.getByText(text.shown, { exact: true }).waitFor();
        const link = row.getByRole('link', { name: 'https://example.com/launch' });
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');

        await row.getByRole('button', { name: buttonName(text.hide) }).click();
        await confirmPopover(page, text.confirmHide, text.ok);
        await row.getByText(text.hidden, { exact: true }).waitFor();
        const [stored] = await panel.api.db.select().from(news).where(eq(news.title, title));
        expect(stored).toMatchObject({ status: 'hidden', link: 'https://example.com/launch' });
      });
    },
  );

  inLanguage(locale, 'en-US')('processes a user’s feedback after the confirmation, recording who did it', async () => {
    const email = `user.${locale.toLowerCase()}@example.org`;
    const [sent] = await buildFeedback(panel.api.db, {
      email,
      content: 'Deposit still pending after 3 confirmations.',
    });
    await withPage(openSignedIn('/feedback', locale), async (page) => {
      // Who processed it and when, hidden by default, shown from the column settings.
      await showColumns(page, 'menu.feedback', ['processedBy,name', 'processedAt']);
      const row = page.getByRole('row').filter({ hasText: email });
      await row.getByRole('button', { name: buttonName(text.process) }).click();
      await confirmPopover(page, text.confirmProcess, text.ok);
      await row.getByText(text.processed, { exact: true }).waitFor();
      await row.getByText('Super administrator', { exact: true }).waitFor();
      const [stored] = await panel.api.db.select().from(feedback).where(eq(feedback.id, sent.id));
      expect(stored.status).toBe('processed');
      expect(stored.processedAt).not.toBeNull();
    });
  });
});

describe('pictures from outside', () => {
  it("loads a feedback picture only from a listed host: any other shows as a link naming its host and is never requested, one on the panel's own origin is not tried", async () => {
    const email = 'pictures@example.org';
    const ownAddress = `${panel.baseUrl}/api/auth/me?picture=1`;
    await buildFeedback(
      panel.api.db,
      { email, content: 'Listed host', pictureUrl: `https://${PICTURE_HOST}/shot.png` },
      { email, content: 'Tracking host', pictureUrl: 'https://evil.example/x.png' },
      { email, content: 'Look-alike host', pictureUrl: 'https://аdmin.example.com/x.png' },
      { email, content: 'Own origin', pictureUrl: ownAddress },
    );
    // What reached the network: the browser refuses a picture the policy does not name before any request
    // (Playwright still reports it, failed as `csp`), so each host is routed here to count
    // what was really sent; the listed host answers with a picture (there is no network here).
    const sent: string[] = [];
    const blocked: string[] = [];
    const page = await panel.openSignedIn(`/feedback?email=${encodeURIComponent(email)}`, {
      beforeOpen: (opening) => {
        for (const host of [PICTURE_HOST, 'evil.example', 'xn--dmin-43d.example.com'])
          void opening.route(`https://${host}/**`, (route) => {
            sent.push(route.request().url());
            return route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG });
          });
        opening.on('request', (request) => {
          if (request.url() === ownAddress) sent.push(request.url());
        });
        opening.on('requestfailed', (request) => {
          if (request.failure()?.errorText === 'csp') blocked.push(request.url());
        });
      },
    });
    try {
      const row = (content: string) => page.getByRole('row').filter({ hasText: content });
      await row('Listed host').locator('img').waitFor();
      await page.waitForFunction(
        () => (document.querySelector('tr img') as HTMLImageElement | null)?.naturalWidth === 1,
      );
      const tracking = row('Tracking host').getByRole('link', { name: 'Picture on evil.example' });
      await tracking.waitFor();
      expect(await tracking.getAttribute('href')).toBe('https://evil.example/x.png');
      expect(await tracking.getAttribute('rel')).toContain('noreferrer');
      await row('Look-alike host').getByRole('link', { name: 'Picture on xn--dmin-43d.example.com' }).waitFor();
      await row('Own origin')
        .getByRole('link', { name: `Picture on ${new URL(panel.baseUrl).host}` })
        .waitFor();
      await networkSettled(page);
      await keepScreenshot(page, 'feedback-pictures-en-US', { fullPage: false });
      expect(sent).toEqual([`https://${PICTURE_HOST}/shot.png`]);
      expect(blocked.sort()).toEqual(['https://evil.example/x.png', 'https://xn--dmin-43d.example.com/x.png']);
    } finally {
      await page.context().close();
    }
  });
});
