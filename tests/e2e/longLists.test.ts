// A long page of a list (100 rows a page): the rows on screen draw at once, the rows below as the
// administrator scrolls to them, and every drawn row works as on a short page, in both languages.
import type { Page } from 'playwright-core';
import { like } from 'drizzle-orm';
import { news } from '../../server/src/db/schema';
import { EAGER_ROWS, PENDING_ROW_CLASS } from '../../src/components/LazyRows/constants';
import { settledDialog, startPanel, type PanelUnderTest, buttonName, keepScreenshot } from '../support/browser';

const COUNT = 60;
const titleOf = (index: number) => `Long list ${String(index).padStart(3, '0')}`;

let panel: PanelUnderTest;
beforeAll(async () => {
  panel = await startPanel();
  await panel.api.db.insert(news).values(
    Array.from({ length: COUNT }, (_, index) => ({
      title: titleOf(index),
      description: `Item ${index} of a long page, with a description long enough to take two lines in its column.`,
      imageUrl: 'https://cdn.example.com/long.png',
      link: 'https://example.com/long',
      publishedAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
    })),
  );
});
afterAll(async () => {
  await panel.api.db.delete(news).where(like(news.title, 'Long list %'));
  await panel.close();
});

const TEXT = {
  'en-US': { title: 'Title', edit: 'Edit', editTitle: 'Edit news' },
  'zh-CN': { title: '标题', edit: '编辑', editTitle: '编辑新闻' },
} as const;

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Whether any row still waiting to be drawn is on screen. */
const waitingOnScreen = (page: Page) =>
  page.evaluate(
    (pending) =>
      Array.from(document.querySelectorAll(`.ant-table-tbody tr.${pending}`)).some((row) => {
        const box = row.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      }),
    PENDING_ROW_CLASS,
  );

describe.each(['en-US', 'zh-CN'] as const)('a page of 100 rows in %s', (locale) => {
  const text = TEXT[locale];

  it('draws the rows on screen, draws the others as they are scrolled to, and keeps them working after a re-sort', async () => {
    const page = await panel.openSignedIn('/news?pageSize=100&title=Long%20list&sortField=title&sortOrder=ascend', {
      locale,
    });
    try {
      await page.getByRole('row', { name: new RegExp(titleOf(0)) }).waitFor();
      await bodyRows(page)
        .nth(COUNT - 1)
        .waitFor({ state: 'attached' });
      expect(await bodyRows(page).count()).toBe(COUNT);
      expect(await waitingOnScreen(page)).toBe(false);
      await keepScreenshot(page, `long-list-top-${locale}`, { fullPage: false });

      // The last row waits below the screen: a row marked with its place, with nothing drawn in it.
      const last = bodyRows(page).nth(COUNT - 1);
      expect(await last.getAttribute('data-place')).toBe(String(COUNT - 1));
      expect(await last.getAttribute('class')).toContain(PENDING_ROW_CLASS);
      expect((await last.textContent())?.trim()).toBe('');
      // Exactly as tall as it says (what the drawn rows' average height is worked out from).
      const waitingBox = await last.boundingBox();
      const styledHeight = await last.evaluate((row) => parseFloat((row as HTMLElement).style.height));
      expect(styledHeight).toBeGreaterThan(55);
      expect(Math.abs((waitingBox?.height ?? 0) - styledHeight)).toBeLessThan(1);
      const drawnAtFirst = await page.locator(`.ant-table-tbody tr.ant-table-row:not(.${PENDING_ROW_CLASS})`).count();
      expect(drawnAtFirst).toBeGreaterThanOrEqual(EAGER_ROWS);
      expect(drawnAtFirst).toBeLessThan(COUNT);

      // Scrolled to, it is drawn, and its actions work.
      await last.scrollIntoViewIfNeeded();
      const lastRow = page.getByRole('row', { name: new RegExp(titleOf(COUNT - 1)) });
      await lastRow.waitFor();
      expect(await waitingOnScreen(page)).toBe(false);
      // The waiting rows had the drawn rows' height: drawing them left the last row where it was scrolled to.
      const box = await lastRow.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 860).toBe(true);
      await keepScreenshot(page, `long-list-bottom-${locale}`, { fullPage: false });
      await lastRow.getByRole('button', { name: buttonName(text.edit) }).click();
      const dialog = await settledDialog(page);
      await dialog.getByText(text.editTitle).waitFor();
      expect(await dialog.getByLabel(text.title).inputValue()).toBe(titleOf(COUNT - 1));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Re-sorted (the header's click scrolls back up to it): the places already drawn stay drawn,
      // now with the new order's rows, down to the last one.
      await page
        .locator('.ant-table-thead th')
        .filter({ hasText: new RegExp(`^${text.title}$`) })
        .first()
        .click();
      await page.waitForFunction(
        (title) => document.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent?.includes(title),
        titleOf(COUNT - 1),
      );
      expect(await waitingOnScreen(page)).toBe(false);
      expect(await last.getAttribute('class')).not.toContain(PENDING_ROW_CLASS);
      expect(await last.textContent()).toContain(titleOf(0));
    } finally {
      await page.context().close();
    }
  });
});
