/** Jest's `@umijs/max`: real locale files and access rules, recording `history` and `request`, a test-set initial state. */
import { render, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import enUSAntd from 'antd/locale/en_US';
import zhCNAntd from 'antd/locale/zh_CN';
import React, { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react';
// react-intl ships inside the Umi plugins package; only its pure createIntl is used, React context is ours.
import { createIntl, type IntlShape } from '@umijs/plugins/node_modules/react-intl';
import accessFactory from '@/access';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import type { InitialState } from '@/utils/initialState';

const messagesByLocale: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

interface UmiTestStore {
  locale: string;
  initialState: InitialState | undefined;
}

let store: UmiTestStore = { locale: 'zh-CN', initialState: undefined };
const listeners = new Set<() => void>();

function update(change: Partial<UmiTestStore>) {
  store = { ...store, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function useStore(): UmiTestStore {
  return useSyncExternalStore(subscribe, () => store);
}

// ---- locale plugin

export function getLocale(): string {
  return store.locale;
}

export function setLocale(lang: string, realReload = true): void {
  if (realReload) throw new Error('The panel must switch languages without reloading the page');
  window.localStorage.setItem('umi_locale', lang);
  update({ locale: lang });
}

export function getIntl(locale: string = store.locale): IntlShape {
  return createIntl({ locale, messages: messagesByLocale[locale] ?? {} });
}

const IntlContext = createContext<IntlShape | null>(null);

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('Render with UmiTestProvider (renderWithUmi)');
  return intl;
}

export const FormattedMessage: React.FC<{ id: string; values?: Record<string, string | number> }> = ({
  id,
  values,
}) => <>{useIntl().formatMessage({ id }, values)}</>;

// ---- history and links

interface TestLocation {
  pathname: string;
  search: string;
  hash: string;
}

function locationOf(to: string): TestLocation {
  const url = new URL(to, 'http://panel.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const history = {
  location: locationOf('/'),
  push: jest.fn((to: string) => {
    history.location = locationOf(to);
  }),
  replace: jest.fn((to: string) => {
    history.location = locationOf(to);
  }),
};

/** The query of the hash route in the address bar, where lists mirror their filters past the router. */
export function addressQuery(): URLSearchParams {
  return new URLSearchParams(window.location.hash.split('?')[1] ?? '');
}

/** The hash route's query, read from and written to `history.location` (writes replace, as the panel asks). */
export function useSearchParams() {
  const [params, setParams] = useState(() => new URLSearchParams(history.location.search));
  const setSearchParams = (next: URLSearchParams, _options?: { replace?: boolean }) => {
    const search = next.toString();
    history.location = { ...history.location, search: search ? `?${search}` : '' };
    setParams(new URLSearchParams(search));
  };
  return [params, setSearchParams] as const;
}

export const Link: React.FC<{ to: string; children?: React.ReactNode }> = ({ to, children }) => (
  <a href={`#${to}`}>{children}</a>
);

// ---- request plugin

export interface TestRequestOptions {
  method?: string;
  /** The query string's values, as the request plugin (axios) serializes them. */
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  skipErrorHandler?: boolean;
  keepSessionOnUnauthorized?: boolean;
}

export const request = jest.fn<Promise<unknown>, [string, TestRequestOptions?]>();

/** Waits until the panel has called `request` with this URL and exactly these options. */
export const expectRequested = (url: string, options: TestRequestOptions) =>
  waitFor(() => expect(request).toHaveBeenCalledWith(url, options));

// ---- initialState, model and access plugins

type StateUpdate = InitialState | undefined | ((state: InitialState | undefined) => InitialState | undefined);

function setInitialState(next: StateUpdate): Promise<void> {
  update({ initialState: typeof next === 'function' ? next(store.initialState) : next });
  return Promise.resolve();
}

export function useModel(namespace: '@@initialState') {
  if (namespace !== '@@initialState') throw new Error(`No test model ${String(namespace)}`);
  const { initialState } = useStore();
  return { initialState, loading: false, error: undefined, refresh: () => Promise.resolve(), setInitialState };
}

export function useAccess() {
  const { initialState } = useStore();
  return useMemo(() => accessFactory(initialState), [initialState]);
}

// ---- test helpers (import these from './umiMax', never from '@umijs/max')

export function currentInitialState(): InitialState | undefined {
  return store.initialState;
}

/** A fresh app: the given language, signed-in state and location, empty storage, no recorded calls. */
export function resetUmi({
  locale = 'en-US',
  initialState,
  location = '/',
}: {
  locale?: string;
  initialState?: InitialState;
  location?: string;
} = {}): void {
  window.localStorage.clear();
  history.location = locationOf(location);
  window.history.replaceState(null, '', `#${location}`);
  history.push.mockClear();
  history.replace.mockClear();
  request.mockReset();
  update({ locale, initialState });
}

export const UmiTestProvider: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  const { locale } = useStore();
  const intl = useMemo(() => getIntl(locale), [locale]);
  return (
    <ConfigProvider locale={locale === 'zh-CN' ? zhCNAntd : enUSAntd}>
      <App>
        <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>
      </App>
    </ConfigProvider>
  );
};

export function renderWithUmi(ui: React.ReactElement) {
  return render(ui, { wrapper: UmiTestProvider });
}
