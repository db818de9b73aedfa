// Pictures of every page of config/routes.ts for a person to look at: signed in as the super administrator
// on the demo data, at 1440×900 in both languages, and a few pages at 1366×768 and on a 390×844 phone.
// Not a test: `npm run build`, then `npx tsx tests/support/screenshotEveryPage.ts [folder]`
// (default /tmp/panel-screenshots); each picture is `<width>-<locale>-<path>.png`, then `…-2.png` and on for
// each further screenful of a long page.
import { DEMO_PICTURE_HOST } from '../../server/src/content/demo';
import type { Page } from 'playwright-core';
import { keepScreenshot, pageSettled, startPanel } from './browser';
import { LAYOUT_PAGES } from './layoutPages';

const LOCALES = ['zh-CN', 'en-US'] as const;
const SIZES = [
  { width: 1440, height: 900, every: true },
  { width: 1366, height: 768, every: false },
  { width: 390, height: 844, every: false },
];
/** The pages also pictured at the other sizes: the widest lists, the forms and the charts. */
const FEW = ['/', '/news', '/selfCustody/dataPanel', '/selfCustody/deposit', '/CRSMTrove/CRSMList', '/overview'];

/**
 * The page one screenful at a time, as a person scrolls it: a whole-page picture draws the part below the
 * first screen without the layout's background and before a long list has drawn its lower rows.
 */
async function keepScreens(page: Page, name: string, most = 4) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, name, { fullPage: false });
  for (let screen = 2; screen <= most; screen += 1) {
    const scrolled = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight - 120);
      return window.scrollY > before;
    });
    if (!scrolled) return;
    await keepScreenshot(page, `${name}-${screen}`, { fullPage: false, settle: true });
  }
}

async function main() {
  process.env.E2E_SCREENSHOTS_DIR ??= process.argv[2] ?? '/tmp/panel-screenshots';
  const panel = await startPanel({ demoData: true, env: { PICTURE_HOSTS: DEMO_PICTURE_HOST } });
  try {
    for (const locale of LOCALES) {
      const signedOut = await panel.newPage(locale);
      await signedOut.setViewportSize({ width: 1440, height: 900 });
      await signedOut.goto(`${panel.baseUrl}/#/login`);
      await signedOut.getByPlaceholder(/email|邮箱/i).waitFor();
      await keepScreenshot(signedOut, `1440-${locale}-login`, { fullPage: false, settle: true });
      await signedOut.context().close();

      const page = await panel.openSignedIn('/', { locale });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        for (const path of size.every ? LAYOUT_PAGES : FEW) {
          await page.goto(`${panel.baseUrl}/#${path}`);
          await pageSettled(page);
          await keepScreens(page, `${size.width}-${locale}${path === '/' ? '-home' : path.replace(/\//g, '-')}`);
        }
      }
      await page.context().close();
    }
  } finally {
    await panel.close();
  }
  console.log(`pictures in ${process.env.E2E_SCREENSHOTS_DIR}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
