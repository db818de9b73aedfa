import { history, useLocation } from '@umijs/max';
import { useEffect, useRef } from 'react';
import { useRefreshSession } from '@/hooks/useRefreshSession';
import { decideRoute, NOT_FOUND_PATH } from '@/utils/routeGuard';

/**
 * Menus and grants edited in Permission Manage reach every administrator at their next navigation:
 * each move to another page reads the session again (the cold load already has it), redraws the
 * menu when it changed, and sends a page no longer granted to /404 as the spec's guard does.
 */
const SessionFollower: React.FC = () => {
  const { pathname } = useLocation();
  const refresh = useRefreshSession();
  const loaded = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (the path) is what reads the session again
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    let current = true;
    void refresh().then((session) => {
      if (current && session && decideRoute(history.location.pathname, window.localStorage) === NOT_FOUND_PATH) {
        history.replace(NOT_FOUND_PATH);
      }
    });
    return () => {
      current = false;
    };
  }, [pathname]);

  return null;
};

export default SessionFollower;
