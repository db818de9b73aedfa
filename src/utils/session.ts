import type { RouteTree } from '../services/types';

/** Local storage keys the spec names: the raw session token and the permitted-route list. */
export const AUTHORIZATION_KEY = 'Authorization';
export const YALALIST_KEY = 'yalalist';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): StorageLike {
  return window.localStorage;
}

export function readToken(storage: StorageLike = browserStorage()): string | null {
  return storage.getItem(AUTHORIZATION_KEY) || null;
}

function isRouteTree(value: unknown): value is RouteTree {
  if (typeof value !== 'object' || value === null) return false;
  const { path, routes } = value as { path?: unknown; routes?: unknown };
  return typeof path === 'string' && (routes === undefined || (Array.isArray(routes) && routes.every(isRouteTree)));
}

/** The stored yalalist, or null when none is stored or it is not a list of routes. */
export function readYalalist(storage: StorageLike = browserStorage()): RouteTree[] | null {
  const raw = storage.getItem(YALALIST_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isRouteTree) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeYalalist(yalalist: RouteTree[], storage: StorageLike = browserStorage()): void {
  storage.setItem(YALALIST_KEY, JSON.stringify(yalalist));
}

export function storeSession(token: string, yalalist: RouteTree[], storage: StorageLike = browserStorage()): void {
  storage.setItem(AUTHORIZATION_KEY, token);
  storeYalalist(yalalist, storage);
}

export function clearSession(storage: StorageLike = browserStorage()): void {
  storage.removeItem(AUTHORIZATION_KEY);
  storage.removeItem(YALALIST_KEY);
}

/** `/news/` and `/news` are the same route. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Every path of a nested route list, parents and children alike. */
export function flattenRoutes(routes: RouteTree[]): string[] {
  return routes.flatMap((route) => [normalizePath(route.path), ...flattenRoutes(route.routes ?? [])]);
}
