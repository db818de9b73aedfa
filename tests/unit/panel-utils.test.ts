import { ApiError, apiErrorBodyOf, describeApiError, httpStatusOf, type Translator } from '../../src/utils/apiError';
import { isChunkLoadError } from '../../src/utils/chunkError';
import { formatDateTime } from '../../src/utils/dateTime';
import { compactQuery, sortQuery } from '../../src/utils/listQuery';
import { apiUrl, getRuntimeConfig, loadRuntimeConfig } from '../../src/utils/runtimeConfig';
import { flattenRoutes, readYalalist, YALALIST_KEY } from '../../src/utils/session';

function response(body: unknown, ok = true): Response {
  return { ok, json: () => Promise.resolve(body) } as Response;
}

describe('runtime configuration', () => {
  it('reads the API base URL from config.json', async () => {
    await loadRuntimeConfig(() => Promise.resolve(response({ apiBaseUrl: 'https://api.example.com/' })));
    expect(getRuntimeConfig()).toEqual({ apiBaseUrl: 'https://api.example.com' });
    expect(apiUrl('/api/auth/me')).toBe('https://api.example.com/api/auth/me');
  });

  it.each([
    ['a failed fetch', () => Promise.reject(new Error('offline'))],
    ['a missing file', () => Promise.resolve(response({}, false))],
    ['a file without apiBaseUrl', () => Promise.resolve(response({ other: 1 }))],
    [
      'broken JSON',
      () => Promise.resolve({ ok: true, json: () => Promise.reject(new SyntaxError('bad')) } as Response),
    ],
  ])('falls back to the same origin on %s', async (_, fetchConfig) => {
    await loadRuntimeConfig(() => Promise.resolve(response({ apiBaseUrl: 'https://api.example.com' })));
    await loadRuntimeConfig(fetchConfig);
    expect(apiUrl('/api/auth/me')).toBe('/api/auth/me');
  });

  describe('the request started by the head script', () => {
    const page = globalThis as unknown as {
      window?: unknown;
      __panelConfigRequest?: Promise<Response | null>;
      fetch: typeof fetch;
    };
    const realFetch = page.fetch;
    beforeEach(() => {
      page.window = globalThis;
    });
    afterEach(() => {
      delete page.window;
      delete page.__panelConfigRequest;
      page.fetch = realFetch;
    });

    it('is taken once: a later load fetches config.json again', async () => {
      page.__panelConfigRequest = Promise.resolve(response({ apiBaseUrl: 'https://early.example.com' }));
      const fetched = jest.fn(() => Promise.resolve(response({ apiBaseUrl: 'https://later.example.com' })));
      page.fetch = fetched as unknown as typeof fetch;
      await loadRuntimeConfig();
      expect(getRuntimeConfig().apiBaseUrl).toBe('https://early.example.com');
      expect(fetched).not.toHaveBeenCalled();
      await loadRuntimeConfig();
      expect(getRuntimeConfig().apiBaseUrl).toBe('https://later.example.com');
      expect(fetched).toHaveBeenCalledWith('./config.json', { cache: 'no-store' });
    });

    it('that failed (null) leaves the API on the same origin', async () => {
      await loadRuntimeConfig(() => Promise.resolve(response({ apiBaseUrl: 'https://api.example.com' })));
      page.__panelConfigRequest = Promise.resolve(null);
      await loadRuntimeConfig();
      expect(getRuntimeConfig().apiBaseUrl).toBe('');
    });
  });

  it('leaves absolute and protocol-relative URLs alone', () => {
    const config = { apiBaseUrl: 'https://api.example.com' };
    expect(apiUrl('https://other.example.com/x', config)).toBe('https://other.example.com/x');
    expect(apiUrl('//cdn.example.com/x', config)).toBe('//cdn.example.com/x');
  });
});

describe('chunk load errors', () => {
  it('recognises webpack script and stylesheet chunk failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Loading chunk p__news__index failed.\n(timeout: /p__news.js)'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('stylesheet'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 3 failed.')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('API errors', () => {
  const messages: Record<string, string> = {
    'errors.TOO_MANY_ATTEMPTS': 'Wait {seconds} s',
    'errors.ROLE_IN_USE': 'Used by {count} administrators',
    'common.error.generic': 'Generic',
  };
  const intl: Translator = {
    messages,
    formatMessage: ({ id }, values) => messages[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name])),
  };

  it('translates a known code with its wait', () => {
    expect(
      describeApiError(intl, {
        success: false,
        errorCode: 'TOO_MANY_ATTEMPTS',
        errorMessage: 'Too many attempts',
        retryAfterSeconds: 9,
      }),
    ).toBe('Wait 9 s');
  });

  it("fills the translation with the envelope's params", () => {
    expect(
      describeApiError(intl, {
        success: false,
        errorCode: 'ROLE_IN_USE',
        errorMessage: 'In use',
        params: { count: 3 },
      }),
    ).toBe('Used by 3 administrators');
  });

  it("falls back to the server's message, then to the generic one", () => {
    // Read off the wire, as the panel reads it: a code newer than this build, an envelope without one.
    const received = (data: unknown) => apiErrorBodyOf({ response: { status: 409, data } });
    expect(
      describeApiError(intl, received({ success: false, errorCode: 'NEW_CODE', errorMessage: 'Server text' })),
    ).toBe('Server text');
    expect(describeApiError(intl, received({ success: false }))).toBe('Generic');
    expect(describeApiError(intl, undefined)).toBe('Generic');
  });

  it('finds the envelope and status of an HTTP error and of a success:false answer', () => {
    const body = { success: false as const, errorCode: 'FORBIDDEN' as const, errorMessage: 'Forbidden' };
    const httpError = { response: { status: 403, data: body } };
    expect(apiErrorBodyOf(httpError)).toBe(body);
    expect(httpStatusOf(httpError)).toBe(403);
    expect(apiErrorBodyOf(new ApiError(body))).toBe(body);
    expect(apiErrorBodyOf({ response: { status: 502, data: '<html>' } })).toBeUndefined();
    expect(httpStatusOf(new Error('Network Error'))).toBeUndefined();
  });
});

describe('stored route list', () => {
  const store = (raw: string | null) => ({
    getItem: (key: string) => (key === YALALIST_KEY ? raw : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  });

  it('flattens nested routes', () => {
    expect(
      flattenRoutes([{ path: '/a', routes: [{ path: '/a/b', routes: [{ path: '/a/b/c/' }] }] }, { path: '/' }]),
    ).toEqual(['/a', '/a/b', '/a/b/c', '/']);
  });

  it('reads only a well-formed list', () => {
    expect(readYalalist(store('[{"path":"/"}]'))).toEqual([{ path: '/' }]);
    expect(readYalalist(store(null))).toBeNull();
    expect(readYalalist(store('{"path":"/"}'))).toBeNull();
    expect(readYalalist(store('[{"route":"/"}]'))).toBeNull();
    expect(readYalalist(store('[{"path":"/","routes":[{"path":3}]}]'))).toBeNull();
  });
});

describe('list queries', () => {
  it('drops blank filters and trims the rest, keeping zero and false', () => {
    expect(
      compactQuery({
        current: 1,
        pageSize: 20,
        email: '  ada@ ',
        name: '',
        roleId: undefined,
        enabled: 'false',
        offset: 0,
      }),
    ).toEqual({
      current: 1,
      pageSize: 20,
      email: 'ada@',
      enabled: 'false',
      offset: 0,
    });
    expect(compactQuery({ name: '   ', from: null })).toEqual({});
  });

  it("turns ProTable's sort into the API's sortField and sortOrder, for sortable fields only", () => {
    const fields = ['email', 'name', 'createdAt'] as const;
    expect(sortQuery({ email: 'ascend' }, fields)).toEqual({ sortField: 'email', sortOrder: 'ascend' });
    expect(sortQuery({ createdAt: 'descend' }, fields)).toEqual({ sortField: 'createdAt', sortOrder: 'descend' });
    expect(sortQuery({ email: null }, fields)).toEqual({});
    expect(sortQuery({ password: 'ascend' }, fields)).toEqual({});
    expect(sortQuery({}, fields)).toEqual({});
    expect(sortQuery(undefined, fields)).toEqual({});
  });
});

describe('date and time display', () => {
  const iso = '2026-03-05T14:07:09.000Z';
  const previousZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    process.env.TZ = previousZone;
  });

  it('formats an API time in the interface language', () => {
    expect(formatDateTime(iso, 'zh-CN')).toBe('2026/03/05 14:07:09');
    expect(formatDateTime(iso, 'en-US')).toBe('03/05/2026 2:07:09 PM');
  });

  it('shows nothing for no time and an unreadable one as it came', () => {
    expect(formatDateTime(null, 'en-US')).toBe('');
    expect(formatDateTime('not a time', 'en-US')).toBe('not a time');
  });
});
