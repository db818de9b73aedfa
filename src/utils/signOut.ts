import { history } from '@umijs/max';
import type { SessionEndedCode } from '../../contract/errors';
import { LOGIN_PATH, loginPathFor } from './routeGuard';
import { clearSession } from './session';

/** The session is gone: forget it, and sign in again (told why, when known), then come back here. */
export function leaveForSignIn(ended?: SessionEndedCode): void {
  clearSession();
  const { pathname, search } = history.location;
  if (pathname !== LOGIN_PATH) history.replace(loginPathFor(pathname + search, ended));
}
