import type { Admin, AuthMethod, PermittedRoute, SessionData } from '../services/types';

/** The panel's global state (`useModel('@@initialState')`): who is signed in and what they may see and do. */
export interface InitialState {
  currentAdmin?: Admin;
  /** `wallet`: the panel follows the wallet and signs out when it disconnects or switches account. */
  authMethod?: AuthMethod;
  permissions: SessionData['permissions'];
  yalalist: PermittedRoute[];
  fetchSession?: () => Promise<SessionData | undefined>;
}

export function signedInState(session: SessionData): Omit<InitialState, 'fetchSession'> {
  return {
    currentAdmin: session.admin,
    authMethod: session.authMethod,
    permissions: session.permissions,
    yalalist: session.yalalist,
  };
}

export function signedOutState(): Omit<InitialState, 'fetchSession'> {
  return { currentAdmin: undefined, authMethod: undefined, permissions: [], yalalist: [] };
}
