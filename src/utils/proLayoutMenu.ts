import type { Middleware } from 'swr';

/**
 * ProLayout asks SWR for its menu as it mounts (key `['pro-layout-N', menu.params]`), for a
 * `menu.request` the panel does not give (its menu is its routes): the answer, `undefined`, came a
 * moment later and, with the loading flag it set and cleared around it, drew the whole layout up to
 * three more times after the first paint. This SWR middleware lets that one key start without asking.
 */
export const withoutLayoutMenuRequest: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(key, fetcher, isLayoutMenuKey(key) ? { ...config, revalidateOnMount: false } : config);

/** ProLayout's menu key: the layout's generated id, then the menu's params. */
export function isLayoutMenuKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && /^pro-layout-\d+$/.test(key[0]);
}
