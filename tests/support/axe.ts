// axe-core run inside the page with `axe.run`, its source evaluated once per document.
// @axe-core/playwright's `analyze()` evaluated axe's 600 KB source again on every call and then opened a
// blank page to merge the frames' results: 2.5–3 s a call on a busy two-core machine, against 0.3 s for
// the run itself. The rules and what they report are axe-core's own, as before.
import fs from 'node:fs';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = { axe?: { run(context: Document, options: object): Promise<{ violations: Result[] }> } };

/** axe-core's violations on the page as it is drawn now (every rule, as `analyze()` ran them). */
export async function axeViolations(page: Page): Promise<Result[]> {
  // The panel draws no frame: were one added, it would go unchecked here, so the run refuses instead.
  const frames = await page.evaluate(() => document.querySelectorAll('iframe, frame').length);
  if (frames > 0) throw new Error(`${page.url()} has ${frames} frame(s): axeViolations checks one document only`);
  // page.evaluate runs through the DevTools protocol, outside the page's Content-Security-Policy.
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')))
    await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as AxeWindow;
    if (!axe) throw new Error('axe-core did not load');
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
}
