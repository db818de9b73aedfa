import type { AnswerOf } from '../services/api';
import type { SessionData } from '../services/types';
import { apiUrl, EARLY_CONFIG_REQUEST_KEY, parseRuntimeConfig, requestConfigFile } from './runtimeConfig';
import { readToken } from './session';

/**
 * The two requests the first render waits for, started from index.html's head while the entry script
 * downloads: config.json, and, when a session token is stored, that session (`GET /api/auth/me`) as soon
 * as config.json names the API. Otherwise the session was asked for only after the entry script had
 * downloaded and run, and the layout waited one more round trip.
 *
 * config/plugins/hashRoutePreload.ts bundles `startEarlyRequests` into the head script; the app takes
 * each request once (`loadRuntimeConfig`, `takeEarlySession`), and makes its own when there is none.
 */
export const EARLY_SESSION_REQUEST_KEY = '__panelSessionRequest';

interface EarlySessionRequest {
  /** The token the request was sent with: a session signed in or out since then is not this one. */
  token: string;
  response: Promise<Response | null>;
}

type EarlyHolder = Record<typeof EARLY_CONFIG_REQUEST_KEY, Promise<Response | null> | undefined> &
  Record<typeof EARLY_SESSION_REQUEST_KEY, EarlySessionRequest | undefined>;

const holderOf = (page: object) => page as EarlyHolder;

/** Runs in the head script. A failed request is `null`: the app then asks again the usual way. */
export function startEarlyRequests(page: Window = window): void {
  const holder = holderOf(page);
  const config = requestConfigFile().catch(() => null);
  holder[EARLY_CONFIG_REQUEST_KEY] = config;
  let token: string | null = null;
  try {
    token = readToken(page.localStorage);
  } catch {
    // Storage refused (a privacy setting): no stored session to ask for.
  }
  if (!token) return;
  // A response is read once: the session reads a copy of config.json's, the app the original.
  const response = config
    .then((answer) => (answer?.ok ? answer.clone().json() : null))
    .catch(() => null)
    .then((value) =>
      fetch(apiUrl('/api/auth/me', parseRuntimeConfig(value)), { headers: { Authorization: `Bearer ${token}` } }),
    )
    .catch(() => null);
  holder[EARLY_SESSION_REQUEST_KEY] = { token, response };
}

/**
 * The session the head script asked for, taken once, if it was asked with `token` and answered with one.
 * Anything else (no early request, another token, a failure, a 401) is `undefined`, and the caller asks
 * through the app's request, whose error handling (a 401 signs out) then applies.
 */
export async function takeEarlySession(token: string, page: object = window): Promise<SessionData | undefined> {
  const holder = holderOf(page);
  const early = holder[EARLY_SESSION_REQUEST_KEY];
  holder[EARLY_SESSION_REQUEST_KEY] = undefined;
  if (!early || early.token !== token) return undefined;
  try {
    const response = await early.response;
    if (!response?.ok) return undefined;
    const body = (await response.json()) as Partial<AnswerOf<'/api/auth/me', 'get'>> | null;
    return body?.success === true && body.data ? body.data : undefined;
  } catch {
    return undefined;
  }
}

/** Each language's messages file as the build wrote it, with the `data-webpack` mark webpack looks for. */
export type MessageFiles = Record<string, { file: string; mark: string }>;

/** Where Umi's locale plugin keeps the language chosen. */
const LOCALE_KEY = 'umi_locale';

/**
 * Runs in the head script: starts downloading the messages of the language the panel opens in
 * (src/locales/load.ts), as Umi's preload helper starts the route's chunks. Webpack finds the script by
 * its mark when the app asks for that chunk, and waits for it rather than asking again. A script that
 * failed leaves the page: webpack, finding none, asks again, where it would have waited for an answer
 * already given (until its 120 s chunk timeout).
 */
export function preloadMessages(files: MessageFiles, publicPath: string, page: Window = window): void {
  let chosen: string | null = null;
  try {
    chosen = page.localStorage.getItem(LOCALE_KEY);
  } catch {
    // Storage refused: the panel opens in its default language.
  }
  // The locale plugin's default language, as src/locales/load.ts reads an unknown one.
  const messages = files[chosen ?? ''] ?? files['zh-CN'];
  if (!messages) return;
  const script = page.document.createElement('script');
  script.src = `${publicPath}${messages.file}`;
  script.async = true;
  script.setAttribute('data-webpack', messages.mark);
  script.onerror = () => script.remove();
  page.document.head.appendChild(script);
}
