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

/**
 * The state with a fresher session of the same administrator: the same state object when nothing it
 * shows has changed (so nothing draws again), else the new session's admin, grants and menus.
 */
export function followSession<State extends InitialState | undefined>(
  state: State,
  session: SessionData,
): State | (InitialState & ReturnType<typeof signedInState>) {
  const next = signedInState(session);
  const current = state && {
    currentAdmin: state.currentAdmin,
    authMethod: state.authMethod,
    permissions: state.permissions,
    yalalist: state.yalalist,
  };
  return JSON.stringify(current) === JSON.stringify(next) ? state : { ...state, ...next };
}

export function signedOutState(): Omit<InitialState, 'fetchSession'> {
  return { currentAdmin: undefined, authMethod: undefined, permissions: [], yalalist: [] };
}
