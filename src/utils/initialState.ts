import type { Admin, PermissionCode, PermittedRoute, SessionData } from '../services/types';

/** The panel's global state (`useModel('@@initialState')`): who is signed in and what they may see and do. */
export interface InitialState {
  currentAdmin?: Admin;
  permissions: PermissionCode[];
  yalalist: PermittedRoute[];
  fetchSession?: () => Promise<SessionData | undefined>;
}

export function signedInState(session: SessionData): Omit<InitialState, 'fetchSession'> {
  return { currentAdmin: session.admin, permissions: session.permissions, yalalist: session.yalalist };
}

export function signedOutState(): Omit<InitialState, 'fetchSession'> {
  return { currentAdmin: undefined, permissions: [], yalalist: [] };
}
