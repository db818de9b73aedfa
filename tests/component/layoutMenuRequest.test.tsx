import { ProLayout } from '@ant-design/pro-components';
import { act, render, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { isLayoutMenuKey, withoutLayoutMenuRequest } from '@/utils/proLayoutMenu';

const ROUTE = {
  path: '/',
  routes: [
    { path: '/', name: 'Home' },
    { path: '/news', name: 'News' },
  ],
};

/** How many times ProLayout draws itself from mounting until its promises and effects have settled. */
async function layoutDraws(wrap: (layout: React.ReactElement) => React.ReactElement): Promise<number> {
  let draws = 0;
  const pageTitleRender = () => {
    draws += 1;
    return 'Panel';
  };
  const view = render(
    wrap(
      <ProLayout route={ROUTE} location={{ pathname: '/' }} pageTitleRender={pageTitleRender} layout="mix">
        <p>content</p>
      </ProLayout>,
    ),
  );
  await within(view.container).findByText('content');
  for (let turn = 0; turn < 5; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  view.unmount();
  return draws;
}

describe("ProLayout's menu request", () => {
  it('knows the layout menu key and no other', () => {
    expect(isLayoutMenuKey(['pro-layout-1', undefined])).toBe(true);
    expect(isLayoutMenuKey(['pro-layout-12', { a: 1 }])).toBe(true);
    expect(isLayoutMenuKey('pro-layout-1')).toBe(false);
    expect(isLayoutMenuKey(['pro-layout-x'])).toBe(false);
    expect(isLayoutMenuKey(['/api/news', 1])).toBe(false);
    expect(isLayoutMenuKey(undefined)).toBe(false);
  });

  it('starts the layout menu key without asking and leaves every other key as configured', () => {
    const seen: unknown[] = [];
    const next = ((_key: unknown, _fetcher: unknown, config: unknown) => {
      seen.push(config);
      return undefined;
    }) as never;
    const config = { revalidateOnFocus: false } as never;
    withoutLayoutMenuRequest(next)(['pro-layout-3', undefined], null, config);
    withoutLayoutMenuRequest(next)(['/api/news', 1], null, config);
    expect(seen[0]).toEqual({ revalidateOnFocus: false, revalidateOnMount: false });
    expect(seen[1]).toBe(config);
  });

  it('spares the layout the draws that the pointless request caused after it mounted', async () => {
    const plain = await layoutDraws((layout) => layout);
    const spared = await layoutDraws((layout) => (
      <SWRConfig value={{ use: [withoutLayoutMenuRequest] }}>{layout}</SWRConfig>
    ));
    expect(spared).toBeLessThan(plain);
  });
});
