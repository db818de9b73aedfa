import { startPanel, type PanelUnderTest } from '../support/browser';
import { seedDemoData } from '../../server/src/demo/seedDemoData';

let panel: PanelUnderTest;
beforeAll(async () => { panel = await startPanel(); await seedDemoData(panel.api.db); });
afterAll(() => panel.close());

const PAGES = (process.env.SHOT_PAGES ?? '/points,/NFTAirdrop').split(',');
it('shots', async () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const page = await panel.openSignedIn(PAGES[0], { locale });
    for (const path of PAGES) {
      await page.goto(`${panel.baseUrl}/#${path}`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${path.replace(/\//g, '_')}-${locale}.png` });
    }
  }
}, 180000);
