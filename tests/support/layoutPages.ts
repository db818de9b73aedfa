// The pages the route table draws inside the layout, for the browser checks that walk every one of them, so
// that a new page in config/routes.ts is walked too.
import routes, { type RouteConfig } from '../../config/routes';

/** Every route with a component and a menu name, in menu order (not the redirects, the sign-in and not-found pages, or the catch-all). */
function pagesOf(list: RouteConfig[]): string[] {
  return list.flatMap((route) => [
    ...(route.component && route.name ? [route.path] : []),
    ...pagesOf(route.routes ?? []),
  ]);
}

export const LAYOUT_PAGES: readonly string[] = pagesOf(routes);
