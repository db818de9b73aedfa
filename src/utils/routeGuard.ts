import { SESSION_ENDED_CODES, type SessionEndedCode } from '../../contract/errors';
import type { RouteTree } from '../services/types';
import { flattenRoutes, normalizePath, readToken, readYalalist, type StorageLike } from './session';

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';

export type RouteDecision = null | typeof LOGIN_PATH | typeof NOT_FOUND_PATH;

/** The spec's guard (section 2), kept pure so it can be tested: null lets the path through, else where to go. */
export function decideRoute(pathname: string, storage: StorageLike): RouteDecision {
  const path = normalizePath(pathname);
  if (path === LOGIN_PATH || path === NOT_FOUND_PATH) return null;
  if (!readToken(storage)) return LOGIN_PATH;
  const yalalist = readYalalist(storage);
  if (yalalist && !flattenRoutes(yalalist).includes(path)) return NOT_FOUND_PATH;
  return null;
}

/**
 * `/login?redirect=...` bringing the administrator back to where they were after signing in; with
 * `ended`, the sign-in page also says why the session ended.
 */
export function loginPathFor(pathWithSearch: string, ended?: SessionEndedCode): string {
  const query = new URLSearchParams();
  if (pathWithSearch !== '/' && pathWithSearch !== '') query.set('redirect', pathWithSearch);
  if (ended) query.set('ended', ended);
  const search = query.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}

/** The `ended` of the sign-in page's address, when it is one of the reasons the server gives. */
export function sessionEndedOf(search: string): SessionEndedCode | undefined {
  const ended = new URLSearchParams(search).get('ended');
  return SESSION_ENDED_CODES.find((code) => code === ended);
}

/**
 * Only in-app paths: an absolute or protocol-relative URL would send the administrator off site. With
 * the new session's routes, a page it does not grant is Home: the link was kept for someone else.
 */
export function safeRedirect(redirect: string | null | undefined, permitted?: RouteTree[]): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  const path = normalizePath(redirect.split(/[?#]/)[0]);
  if (path === LOGIN_PATH) return '/';
  if (permitted && !flattenRoutes(permitted).includes(path)) return '/';
  return redirect;
}
