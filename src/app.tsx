import { UserOutlined } from '@ant-design/icons';
import { getLocale, history, Link, type RequestConfig, type RunTimeLayoutConfig } from '@umijs/max';
import { getIntl } from '@/locales/intl';
import React, { lazy, Suspense } from 'react';
import { SWRConfig } from 'swr';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import LiveEvents from '@/components/LiveEvents';
import SessionFollower from '@/components/SessionFollower';
import { headerActions, preloadHeader } from '@/components/HeaderActions/lazy';
import { firstMessagesFailure, loadFirstMessages, withLoadedMessages } from '@/locales/load';
import { errorConfig } from '@/requestErrorConfig';
import { currentSession } from '@/services/auth';
import type { SessionData } from '@/services/types';
import { takeEarlySession } from '@/utils/earlyRequests';
import { type InitialState, signedInState, signedOutState } from '@/utils/initialState';
import { appLocaleOf, applyLocale } from '@/utils/locale';
import { memoizedMenuData } from '@/utils/menuData';
import { isExternalMenuAddress } from '../contract/menuAddress';
import { withoutLayoutMenuRequest } from '@/utils/proLayoutMenu';
import { decideRoute, LOGIN_PATH, loginPathFor, NOT_FOUND_PATH } from '@/utils/routeGuard';
import { loadRuntimeConfig } from '@/utils/runtimeConfig';
import { readToken, storeYalalist } from '@/utils/session';

/**
 * The API base URL must be known before the first request, and the messages of the language shown
 * before the first text: the app renders once config.json is read and those messages have arrived.
 */
export function render(oldRender: () => void) {
  const language = getLocale();
  applyLocale(language);
  void Promise.all([loadRuntimeConfig(), loadFirstMessages(language)]).finally(oldRender);
}

/** Every intl object Umi's locale plugin makes gets its language's messages (src/locales/load.ts). */
export const locale = withLoadedMessages;

const remember = (session: SessionData) => {
  storeYalalist(session.yalalist);
  return session;
};

/**
 * Who is signed in, from the stored token: the session the head script already asked for, or else asked
 * now; a 401 has then already cleared the session and gone to /login.
 */
export async function getInitialState(): Promise<InitialState> {
  const fetchSession = async () => {
    try {
      return remember((await currentSession()).data);
    } catch {
      return undefined;
    }
  };
  const token = readToken();
  // The header's chunk downloads while the session is read, not after the layout asks for it.
  if (token) preloadHeader();
  const early = token ? await takeEarlySession(token) : undefined;
  const session = early ? remember(early) : token ? await fetchSession() : undefined;
  return { ...(session ? signedInState(session) : signedOutState()), fetchSession };
}

/** The spec's route guard, on every route change, from what local storage holds. */
export function onRouteChange({ location }: { location: { pathname: string; search: string } }) {
  const decision = decideRoute(location.pathname, window.localStorage);
  if (decision === LOGIN_PATH) history.replace(loginPathFor(location.pathname + location.search));
  if (decision === NOT_FOUND_PATH) history.replace(NOT_FOUND_PATH);
}

// The no-access and not-found screens' illustrations stay out of the entry script until someone needs them.
const ExceptionResult = lazy(() => import('@/components/ExceptionResult'));

const menuDataFor = memoizedMenuData();

/**
 * A menu entry: a page of the panel through the router, an external address as a real link to a new
 * tab without access to this one (`noopener`). ProLayout's own external entry is a span that calls
 * `window.open` on click, with no link to tab to and no `noopener`: its click never reaches it.
 */
const menuItemRender: NonNullable<ReturnType<RunTimeLayoutConfig>['menuItemRender']> = (item, dom) => {
  if (isExternalMenuAddress(item.path)) {
    return (
      <a href={item.path} target="_blank" rel="noopener noreferrer" onClickCapture={(event) => event.stopPropagation()}>
        {dom}
      </a>
    );
  }
  if (!item.path || item.path === history.location.pathname) return dom;
  return <Link to={item.path}>{dom}</Link>;
};

export const layout: RunTimeLayoutConfig = ({ initialState }) => ({
  title: getIntl().formatMessage({ id: 'app.title' }),
  logo: false,
  layout: 'mix',
  // The menu is the session's (Permission Manage edits it), named in the panel's language; the routes decide what loads.
  menu: { locale: false },
  menuDataRender: () => menuDataFor(initialState?.yalalist ?? [], appLocaleOf(getLocale())),
  menuItemRender,
  childrenRender: (children) => (
    <>
      <SessionFollower />
      <LiveEvents />
      {children}
    </>
  ),
  rightContentRender: false,
  // Every page in the layout is a PageContainer, which pads itself: the layout padded its content
  // until the first page container told it otherwise, a frame later, and the page jumped up and left.
  contentStyle: { padding: 0 },
  avatarProps: initialState?.currentAdmin
    ? { icon: <UserOutlined />, size: 'small', title: initialState.currentAdmin.name }
    : undefined,
  actionsRender: headerActions,
  ErrorBoundary: ChunkErrorBoundary,
  unAccessible: (
    <Suspense fallback={null}>
      <ExceptionResult status="403" />
    </Suspense>
  ),
  notFound: (
    <Suspense fallback={null}>
      <ExceptionResult status="404" />
    </Suspense>
  ),
});

export const request: RequestConfig = errorConfig;

const SWR_CONFIG = { use: [withoutLayoutMenuRequest] };

/** Messages that failed to download leave the failed-download screen in place of the panel. */
const WithMessages: React.FC<{ children: React.ReactNode }> = ({ children }) => {
  const failure = firstMessagesFailure();
  if (failure) throw failure;
  return children;
};

/** Pages outside the layout (sign-in, 404) get the same failed-chunk screen as the layout's pages. */
export function innerProvider(container: React.ReactNode) {
  return (
    <ChunkErrorBoundary>
      <WithMessages>
        <SWRConfig value={SWR_CONFIG}>{container}</SWRConfig>
      </WithMessages>
    </ChunkErrorBoundary>
  );
}
