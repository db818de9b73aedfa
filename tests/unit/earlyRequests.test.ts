// The head script's early requests (src/utils/earlyRequests.ts): config.json at once, the stored
// session as soon as config.json names the API, and each taken once by the app.
import {
  EARLY_SESSION_REQUEST_KEY,
  type MessageFiles,
  preloadMessages,
  startEarlyRequests,
  takeEarlySession,
} from '../../src/utils/earlyRequests';
import { getRuntimeConfig, loadRuntimeConfig } from '../../src/utils/runtimeConfig';
import { AUTHORIZATION_KEY } from '../../src/utils/session';
import type { SessionData } from '../../src/services/types';

const SESSION = {
  admin: { id: 1, name: 'Root' },
  permissions: ['news'],
  yalalist: [{ path: '/news' }],
  authMethod: 'password',
} as unknown as SessionData;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Page = typeof globalThis & { window?: unknown; localStorage?: Pick<Storage, 'getItem'> };
const page = globalThis as Page;
const realFetch = page.fetch;
let answers: Record<string, () => Promise<Response>>;
let fetched: { url: string; init?: RequestInit }[];

function storing(token: string | null) {
  page.localStorage = { getItem: (key: string) => (key === AUTHORIZATION_KEY ? token : null) };
}

beforeEach(() => {
  page.window = globalThis;
  fetched = [];
  answers = {
    './config.json': () => Promise.resolve(json({ apiBaseUrl: 'https://api.example.com/' })),
    'https://api.example.com/api/auth/me': () => Promise.resolve(json({ success: true, data: SESSION })),
  };
  page.fetch = ((url: string, init?: RequestInit) => {
    fetched.push({ url, init });
    return (answers[url] ?? (() => Promise.reject(new Error(`unexpected ${url}`))))();
  }) as typeof fetch;
});

afterEach(() => {
  page.fetch = realFetch;
  delete page.window;
  delete page.localStorage;
  delete (page as Record<string, unknown>).__panelConfigRequest;
  delete (page as Record<string, unknown>)[EARLY_SESSION_REQUEST_KEY];
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the head script', () => {
  it('without a stored session asks for config.json alone', async () => {
    storing(null);
    startEarlyRequests(page as unknown as Window);
    await settle();
    expect(fetched.map(({ url }) => url)).toEqual(['./config.json']);
    expect(await takeEarlySession('any', page)).toBeUndefined();
  });

  it('with a stored session asks for it at the API config.json names, with the token, and leaves config.json readable', async () => {
    storing('token-1');
    startEarlyRequests(page as unknown as Window);
    await settle();
    expect(fetched.map(({ url }) => url)).toEqual(['./config.json', 'https://api.example.com/api/auth/me']);
    expect(fetched[1].init?.headers).toEqual({ Authorization: 'Bearer token-1' });
    await loadRuntimeConfig();
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://api.example.com');
    expect(fetched).toHaveLength(2);
  });

  it('asks the panel origin for the session when config.json cannot be read', async () => {
    answers['./config.json'] = () => Promise.reject(new Error('offline'));
    answers['/api/auth/me'] = () => Promise.resolve(json({ success: true, data: SESSION }));
    storing('token-1');
    startEarlyRequests(page as unknown as Window);
    await settle();
    expect(fetched.map(({ url }) => url)).toEqual(['./config.json', '/api/auth/me']);
    expect(await takeEarlySession('token-1', page)).toEqual(SESSION);
  });

  it('asks for no session when storage cannot be read', async () => {
    page.localStorage = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    startEarlyRequests(page as unknown as Window);
    await settle();
    expect(fetched.map(({ url }) => url)).toEqual(['./config.json']);
  });
});

describe('the app taking the early session', () => {
  const started = async (token = 'token-1') => {
    storing(token);
    startEarlyRequests(page as unknown as Window);
    await settle();
  };

  it('gets the session once: a later sign-in asks again', async () => {
    await started();
    expect(await takeEarlySession('token-1', page)).toEqual(SESSION);
    expect(await takeEarlySession('token-1', page)).toBeUndefined();
  });

  it('ignores a session asked for with another token', async () => {
    await started('token-1');
    expect(await takeEarlySession('token-2', page)).toBeUndefined();
  });

  it.each([
    ['a 401', () => Promise.resolve(json({ success: false, errorCode: 'UNAUTHORIZED' }, 401))],
    ['a failed request', () => Promise.reject(new Error('offline'))],
    ['an answer that is not a session', () => Promise.resolve(json({ success: false }))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('leaves %s to the app’s own request (undefined)', async (_, answer) => {
    answers['https://api.example.com/api/auth/me'] = answer;
    await started();
    expect(await takeEarlySession('token-1', page)).toBeUndefined();
  });
});

describe("the head script's download of the messages", () => {
  const FILES: MessageFiles = {
    'zh-CN': { file: 'messages-zh-CN.1a2b3c4d.async.js', mark: 'panel:chunk-77' },
    'en-US': { file: 'messages-en-US.5e6f7a8b.async.js', mark: 'panel:chunk-78' },
  };

  /** A page whose head records the elements appended to it, with `chosen` as the stored language. */
  function pageChoosing(chosen: string | null | Error) {
    type Appended = {
      tag: string;
      src?: string;
      async?: boolean;
      attributes: Record<string, string>;
      onerror?: () => void;
      removed: boolean;
    };
    const appended: Appended[] = [];
    const fakePage = {
      localStorage: {
        getItem: (key: string) => {
          if (chosen instanceof Error) throw chosen;
          return key === 'umi_locale' ? chosen : null;
        },
      },
      document: {
        createElement: (tag: string) => {
          const element = {
            tag,
            attributes: {} as Record<string, string>,
            removed: false,
            setAttribute: (name: string, value: string) => (element.attributes[name] = value),
            remove: () => (element.removed = true),
          };
          return element;
        },
        head: { appendChild: (element: Appended) => appended.push(element) },
      },
    };
    return { fakePage: fakePage as unknown as Window, appended };
  }

  it.each([
    ['the stored language', 'en-US', FILES['en-US']],
    ['the default language when none is stored', null, FILES['zh-CN']],
    ['the default language for one the panel does not speak', 'fr-FR', FILES['zh-CN']],
    ['the default language when storage cannot be read', new Error('denied'), FILES['zh-CN']],
  ])('starts %s, marked for webpack', (_, chosen, expected) => {
    const { fakePage, appended } = pageChoosing(chosen);
    preloadMessages(FILES, './', fakePage);
    expect(appended).toEqual([
      expect.objectContaining({
        tag: 'script',
        src: `./${expected.file}`,
        async: true,
        attributes: { 'data-webpack': expected.mark },
      }),
    ]);
  });

  it('takes a script that failed off the page, so that webpack asks again instead of waiting for it', () => {
    const { fakePage, appended } = pageChoosing('en-US');
    preloadMessages(FILES, './', fakePage);
    expect(appended[0].removed).toBe(false);
    appended[0].onerror?.();
    expect(appended[0].removed).toBe(true);
  });

  it('starts nothing when the build named no messages files', () => {
    const { fakePage, appended } = pageChoosing('en-US');
    preloadMessages({}, './', fakePage);
    expect(appended).toEqual([]);
  });
});
