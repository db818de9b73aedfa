import type { Rule } from 'antd/es/form';

/** Links and pictures the panel renders must be absolute http(s): a `javascript:` or `data:` address never reaches an href or src. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A form rule accepting only http(s) addresses (an empty value is left to the `required` rule). */
export function httpUrlRule(message: string): Rule {
  return {
    validator: (_, value: unknown) =>
      value === undefined || value === null || value === '' || isHttpUrl(value)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/** The path of the hash route in the address bar (the panel's history is `hash`): `/news` of `#/news?current=2`. */
export function routePathInAddress(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}

/**
 * Writes `search` as the query of the hash route `path` in the address bar, keeping the history
 * entry's state, without telling the router: a list mirrors its filters there for copied links,
 * back and forward, and a route change would re-render the layout and the whole page for nothing.
 * Nothing is written once the address has moved to another route (a late request of a page left).
 */
export function replaceRouteQuery(path: string, search: string): void {
  if (routePathInAddress() !== path) return;
  const next = `#${path}${search ? `?${search}` : ''}`;
  if (next !== window.location.hash) window.history.replaceState(window.history.state, '', next);
}
