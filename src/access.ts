import type { PermissionCode } from '../contract/permissions';
import type { InitialState } from './utils/initialState';
import { flattenRoutes, normalizePath } from './utils/session';

/** Route gates follow the yalalist and button gates the permission codes; they only shape the interface, the API checks every call. */
export default function access(initialState: InitialState | undefined) {
  const permittedPaths = new Set(flattenRoutes(initialState?.yalalist ?? []));
  const codes = new Set((initialState?.permissions ?? []).map((permission) => permission.code));
  return {
    isSignedIn: Boolean(initialState?.currentAdmin),
    canRoute: (route: { path?: string }) => route.path !== undefined && permittedPaths.has(normalizePath(route.path)),
    can: (code: PermissionCode) => codes.has(code),
  };
}
