import { history } from '@umijs/max';
import { flushSync } from 'react-dom';
import { logout } from '@/services/auth';
import type { SessionEndedCode } from '../../contract/errors';
import { type InitialState, signedOutState } from './initialState';
import { LOGIN_PATH, loginPathFor } from './routeGuard';
import { clearSession } from './session';

/** Set while this page ends its own session, so the stream's word that it ended does not say it twice. */
let signingOutHere = false;

/** The session is gone: forget it, and sign in again (told why, when known), then come back here. */
export function leaveForSignIn(ended?: SessionEndedCode): void {
  if (signingOutHere) return;
  clearSession();
  const { pathname, search } = history.location;
  if (pathname !== LOGIN_PATH) history.replace(loginPathFor(pathname + search, ended));
}

type SetInitialState = (update: (state: InitialState | undefined) => InitialState | undefined) => unknown;

/**
 * This page ends its session: on the server (without depending on its answer), then here, and goes to
 * the sign-in page with `notice` (why, in the panel's words) when given. Meanwhile the live stream's
 * "your session ended" (which may arrive before the server's answer) is left unsaid.
 */
export async function signOutHere(setInitialState: SetInitialState, notice?: string): Promise<void> {
  signingOutHere = true;
  try {
    await logout();
  } catch {
    // Signing out here must not depend on the server answering.
  }
  try {
    clearSession();
    history.replace(notice ? `${LOGIN_PATH}?notice=${notice}` : LOGIN_PATH);
    flushSync(() => {
      setInitialState((state) => ({ ...state, ...signedOutState() }) as InitialState);
    });
  } finally {
    signingOutHere = false;
  }
}
