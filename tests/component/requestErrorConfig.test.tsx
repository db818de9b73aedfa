import axios from 'axios';
import { message } from 'antd';
import { errorConfig } from '@/requestErrorConfig';
import { ApiError } from '@/utils/apiError';
import { acknowledgedSoFar, heldByReading } from '@/utils/liveEvents';
import { AUTHORIZATION_KEY, YALALIST_KEY } from '@/utils/session';
import { httpError } from './fixtures';
import { history, resetUmi, type TestRequestOptions } from './umiMax';

type Interceptor = (config: { url?: string; headers?: Record<string, string> }) => {
  url?: string;
  headers?: Record<string, string>;
};
type ErrorInterceptor = (error: Error) => Promise<Error>;

const addSession = errorConfig.requestInterceptors?.[0] as Interceptor;
const [, onResponseError] = (errorConfig.responseInterceptors ?? [])[0] as [unknown, ErrorInterceptor];
const handleError = (error: Error, opts: TestRequestOptions = {}) =>
  errorConfig.errorConfig?.errorHandler?.(error, opts);

/** Watches the error toasts the handler shows, showing none. */
const spyOnErrorMessages = () =>
  jest.spyOn(message, 'error').mockImplementation(() => Object.assign(() => undefined, { then: jest.fn() }));

function storeSession() {
  window.localStorage.setItem(AUTHORIZATION_KEY, 'token-1');
  window.localStorage.setItem(YALALIST_KEY, '[{"path":"/"}]');
}

describe('request configuration', () => {
  beforeEach(() => resetUmi({ locale: 'en-US', location: '/news?page=2' }));
  afterEach(() => jest.restoreAllMocks());

  it('has no timeout', () => {
    expect(errorConfig.timeout).toBe(0);
  });

  it('sends a request without reading document.cookie for an XSRF token', async () => {
    const readCookie = jest.spyOn(document, 'cookie', 'get');
    const { timeout, xsrfCookieName } = errorConfig;
    // A same-origin request through axios's browser adapter; nothing answers, only what it read matters.
    await axios
      .create({ timeout, xsrfCookieName })
      .get('/api/x')
      .catch(() => undefined);
    expect(readCookie).not.toHaveBeenCalled();
  });

  it('sends the stored token as a Bearer credential', () => {
    storeSession();
    expect(addSession({ url: '/api/auth/me', headers: { Accept: 'application/json' } })).toEqual({
      url: '/api/auth/me',
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1' },
    });
  });

  it('sends no Authorization header without a session', () => {
    expect(addSession({ url: '/api/auth/login', headers: {} }).headers).toEqual({});
  });

  it('on a 401 forgets the session and goes to sign in, coming back here afterwards', async () => {
    storeSession();
    const error = httpError(401, { success: false, errorCode: 'UNAUTHENTICATED' });
    await expect(onResponseError(error)).rejects.toBe(error);
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBeNull();
    expect(window.localStorage.getItem(YALALIST_KEY)).toBeNull();
    expect(history.replace).toHaveBeenCalledWith('/login?redirect=%2Fnews%3Fpage%3D2');
  });

  it('leaves the session alone on a 401 from the sign-in call itself', async () => {
    storeSession();
    const error = Object.assign(httpError(401, { success: false, errorCode: 'INVALID_CREDENTIALS' }), {
      config: { keepSessionOnUnauthorized: true },
    });
    await expect(onResponseError(error)).rejects.toBe(error);
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBe('token-1');
    expect(history.replace).not.toHaveBeenCalled();
  });

  it('leaves the session alone on other errors', async () => {
    storeSession();
    await expect(onResponseError(httpError(403, { success: false, errorCode: 'FORBIDDEN' }))).rejects.toBeDefined();
    expect(window.localStorage.getItem(AUTHORIZATION_KEY)).toBe('token-1');
    expect(history.replace).not.toHaveBeenCalled();
  });

  it('shows the translated message for a known error code', () => {
    const show = spyOnErrorMessages();
    handleError(httpError(429, { success: false, errorCode: 'CODE_RECENTLY_SENT', retryAfterSeconds: 30 }));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'A code was sent recently. Try again in 30 seconds.' }),
    );
  });

  it("fills the translation with the envelope's params", () => {
    const show = spyOnErrorMessages();
    handleError(
      httpError(409, { success: false, errorCode: 'ROLE_IN_USE', errorMessage: 'In use', params: { count: 3 } }),
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'This role is used by 3 administrators; move them to another role first' }),
    );
  });

  it.each<[string, number, Record<string, string>, string]>([
    [
      'TARGET_EXCEEDS_OWN',
      403,
      { codes: 'deposits:confirmMint, news:create' },
      'This administrator or role holds permissions you do not: deposits:confirmMint, news:create',
    ],
    [
      'MONEY_APPROVER_SUPER_ONLY',
      403,
      {},
      'Only a super administrator may create, move into, reset or bind an account that approves money operations, or grant those permissions',
    ],
    [
      'SERVICE_SCOPE_SUPER_ONLY',
      403,
      { scopes: 'executor, indexer' },
      'Only a super administrator may create a service token with the scopes executor, indexer',
    ],
    [
      'APPROVAL_POLICY_LOWERING_SUPER_ONLY',
      403,
      {},
      'Only a super administrator may lower an approval policy (ask fewer approvals or from a higher amount)',
    ],
    [
      'PERMISSION_BUILTIN',
      409,
      { identifier: 'news:create' },
      '“news:create” ships with the product: only its names and order can change, and it cannot be deleted',
    ],
    [
      'SUPER_ADMIN_REQUIRED',
      403,
      {},
      'Only a super administrator may act on a super administrator or on the super-administrator role',
    ],
  ])('translates the authority refusal %s, with its params', (errorCode, status, params, text) => {
    const show = spyOnErrorMessages();
    handleError(httpError(status, { success: false, errorCode, errorMessage: 'the server text', params }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: text }));
  });

  it('translates the authority refusals in Chinese too', () => {
    resetUmi({ locale: 'zh-CN', location: '/' });
    const show = spyOnErrorMessages();
    handleError(
      httpError(403, {
        success: false,
        errorCode: 'TARGET_EXCEEDS_OWN',
        errorMessage: 'the server text',
        params: { codes: 'news:create' },
      }),
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ content: '该管理员或角色拥有你没有的权限：news:create' }),
    );
  });

  it("shows the server's message for an unknown code, and the generic one when there is nothing", () => {
    const show = spyOnErrorMessages();
    handleError(
      httpError(409, { success: false, errorCode: 'A_CODE_THE_PANEL_DOES_NOT_KNOW', errorMessage: 'Already minted' }),
    );
    handleError(new Error('Network Error'));
    expect(show).toHaveBeenNthCalledWith(1, expect.objectContaining({ content: 'Already minted' }));
    expect(show).toHaveBeenNthCalledWith(
      2,
      expect.objectContaining({ content: 'An error occurred, please try again!' }),
    );
  });

  it('handles a 2xx answer that carries success:false like any other API error', () => {
    const show = spyOnErrorMessages();
    expect(() =>
      errorConfig.errorConfig?.errorThrower?.({ success: false, errorCode: 'FORBIDDEN', errorMessage: 'Forbidden' }),
    ).toThrow(ApiError);
    handleError(new ApiError({ success: false, errorCode: 'FORBIDDEN', errorMessage: 'Forbidden' }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: 'You do not have permission to do this' }));
  });

  it('lets a caller that skips the handler deal with the error itself', () => {
    const show = jest.spyOn(message, 'error');
    const error = httpError(400, { success: false, errorCode: 'VALIDATION_FAILED' });
    expect(() => handleError(error, { skipErrorHandler: true })).toThrow(error);
    expect(show).not.toHaveBeenCalled();
  });

  it('says nothing of a request cancelled because a newer one superseded it, and still says a network failure', async () => {
    const show = spyOnErrorMessages();
    const controller = new AbortController();
    controller.abort();
    const cancelled = await axios.get('/api/news', { signal: controller.signal }).catch((error: Error) => error);
    handleError(cancelled as Error);
    expect(show).not.toHaveBeenCalled();
    handleError(new Error('Network Error'));
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("notes the live events named by a change's answer, for the lists that read themselves again after it", () => {
    const [onResponse] = (errorConfig.responseInterceptors ?? [])[0] as [(response: object) => object, unknown];
    const mark = acknowledgedSoFar();
    const [first, second, other] = ['A'.repeat(22), 'B-_'.repeat(7).padEnd(22, 'x'), 'C'.repeat(22)];
    const response = { status: 200, headers: { 'change-ids': `${first}, ${second}` }, data: {} };
    expect(onResponse(response)).toBe(response);
    const change = (id: string) => ({ id, action: 'news.update', entityType: 'news', entityId: '1', at: '' });
    expect(heldByReading(change(first), mark)).toBe(false);
    expect(heldByReading(change(second), acknowledgedSoFar())).toBe(true);
    expect(heldByReading(change(other), acknowledgedSoFar())).toBe(false);
    onResponse({ status: 200, headers: {}, data: {} });
    // What is not an id the server writes is not noted: a number, a short or a long token, a stray comma.
    onResponse({ status: 200, headers: { 'change-ids': `41,${'x'.repeat(21)},${'x'.repeat(23)},` }, data: {} });
    expect(acknowledgedSoFar()).toBe(mark + 2);
  });
});
