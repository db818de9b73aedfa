import type { RouteEntry } from '../../server/src/permissions/grants';

/** A `yalalist` entry as the session sends it, named after its path in both languages. */
export function permittedRoute(path: string, routes?: RouteEntry[]): RouteEntry {
  const entry = { path, identifier: path, nameZh: `菜单 ${path}`, nameEn: `Menu ${path}`, icon: null };
  return routes ? { ...entry, routes } : entry;
}

/** The spec's `yalalist` shape of a menu tree: paths and child routes only. */
export interface PathTree {
  path: string;
  routes?: PathTree[];
}
export const routePaths = (tree: RouteEntry[]): PathTree[] =>
  tree.map(({ path, routes }) => (routes ? { path, routes: routePaths(routes) } : { path }));
