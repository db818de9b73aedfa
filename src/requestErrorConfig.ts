import type { RequestConfig, RequestOptions } from '@umijs/max';
import { getIntl } from '@/locales/intl';
import { message } from 'antd';
import type { ApiErrorBody } from '@/services/types';
import { SESSION_ENDED_CODES } from '../contract/errors';
import { ApiError, apiErrorBodyOf, describeApiError, httpStatusOf } from '@/utils/apiError';
import { acknowledgeChanges } from '@/utils/liveEvents';
import { apiUrl } from '@/utils/runtimeConfig';
import { readToken } from '@/utils/session';
import { leaveForSignIn } from '@/utils/signOut';
import { MESSAGE_CONFIG } from '@/utils/toastPlacement';

// The static message (used outside React) opens where the App's does.
message.config(MESSAGE_CONFIG);

/** A 401 that signs the administrator out (rather than refusing a password, say). */
const endsSession = (error: Error & { config?: RequestOptions }) =>
  httpStatusOf(error) === 401 && !error.config?.keepSessionOnUnauthorized;

/** Any such 401 means the session is gone: forget it, sign in again (told why), then come back here. */
function endExpiredSession(error: Error & { config?: RequestOptions }) {
  if (!endsSession(error)) return;
  const code = apiErrorBodyOf(error)?.errorCode;
  leaveForSignIn(SESSION_ENDED_CODES.find((known) => known === code));
}

/** axios's cancellation (the request's AbortSignal fired), not an answer the server gave. */
const isCancelled = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ERR_CANCELED';

/** One place for the base URL, the session token, no timeout (spec section 9) and translated `errorCode` messages. */
export const errorConfig: RequestConfig<ApiErrorBody> = {
  timeout: 0,
  // The API knows a session by its bearer token, never by a cookie, and sets no XSRF cookie: without
  // this, axios reads document.cookie (a synchronous trip to the browser's cookie store, 17 ms on a cold
  // Home in one profile, just before Home's first requests) on every request, looking for one.
  xsrfCookieName: '',
  errorConfig: {
    errorThrower: (body) => {
      throw new ApiError(body);
    },
    errorHandler: (error, opts) => {
      if (opts?.skipErrorHandler) throw error;
      // A request cancelled because a newer one superseded it (a list read again) failed no one.
      if (isCancelled(error)) return;
      // The sign-in page says why the session ended.
      if (endsSession(error)) return;
      const body = apiErrorBodyOf(error);
      // Runs outside React, so the static message rather than App.useApp().
      message.error({ content: describeApiError(getIntl(), body), key: body?.errorCode ?? 'request-error' });
    },
  },
  requestInterceptors: [
    (config: RequestOptions) => {
      const token = readToken();
      return {
        ...config,
        url: apiUrl(config.url ?? ''),
        headers: token ? { ...config.headers, Authorization: `Bearer ${token}` } : config.headers,
      };
    },
  ],
  responseInterceptors: [
    [
      (response) => {
        // The live events one's own change wrote: a list that reads itself again after it holds them.
        acknowledgeChanges(response.headers?.['change-ids']);
        return response;
      },
      (error) => {
        endExpiredSession(error);
        return Promise.reject(error);
      },
    ],
  ],
};
