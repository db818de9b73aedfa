import { useModel } from '@umijs/max';
import { useCallback } from 'react';
import { followSession } from '@/utils/initialState';

/**
 * Reads the session again (`/api/auth/me`) and shows what changed: one's own name, grants and
 * menus. Resolves to the session, or undefined when it could not be read (a 401 has then already
 * signed the administrator out).
 */
export function useRefreshSession() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const fetchSession = initialState?.fetchSession;
  return useCallback(async () => {
    const session = await fetchSession?.();
    if (session) await setInitialState((state) => followSession(state, session));
    return session;
  }, [fetchSession, setInitialState]);
}
