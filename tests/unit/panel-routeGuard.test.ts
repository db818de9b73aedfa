import { decideRoute, loginPathFor, safeRedirect } from '../../src/utils/routeGuard';
import { AUTHORIZATION_KEY, YALALIST_KEY, type StorageLike } from '../../src/utils/session';

function storage(entries: Record<string, string> = {}): StorageLike {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

const yalalist = JSON.stringify([
  { path: '/' },
  { path: '/news' },
  { path: '/statistics', routes: [{ path: '/statistics/dataView' }, { path: '/statistics/data0penBox' }] },
  { path: '/permissions', routes: [{ path: '/permissions/role', routes: [{ path: '/permissions/role/deep' }] }] },
]);
const signedIn = () => storage({ [AUTHORIZATION_KEY]: 'token', [YALALIST_KEY]: yalalist });

describe('route guard without a session', () => {
  it.each(['/', '/news', '/statistics/dataView', '/unknown'])('sends %s to /login', (path) => {
    expect(decideRoute(path, storage())).toBe('/login');
  });

  it('lets /login through', () => {
    expect(decideRoute('/login', storage())).toBeNull();
  });

  it('keeps /404 reachable', () => {
    expect(decideRoute('/404', storage())).toBeNull();
  });

  it('treats an empty token as no session', () => {
    expect(decideRoute('/news', storage({ [AUTHORIZATION_KEY]: '', [YALALIST_KEY]: yalalist }))).toBe('/login');
  });
});

describe('route guard with a session and a stored yalalist', () => {
  it.each(['/', '/news', '/statistics', '/statistics/dataView', '/statistics/data0penBox', '/news/'])(
    'permits %s',
    (path) => {
      expect(decideRoute(path, signedIn())).toBeNull();
    },
  );

  it('permits paths nested at any depth', () => {
    expect(decideRoute('/permissions/role/deep', signedIn())).toBeNull();
  });

  it.each(['/feedback', '/statistics/dataVault', '/permissions/administrator', '/statistics/dataOpenBox', '/NEWS'])(
    'sends %s, which is not in the list, to /404',
    (path) => {
      expect(decideRoute(path, signedIn())).toBe('/404');
    },
  );

  it.each(['/login', '/404'])('always lets %s through', (path) => {
    expect(decideRoute(path, signedIn())).toBeNull();
    expect(decideRoute(path, storage({ [AUTHORIZATION_KEY]: 'token', [YALALIST_KEY]: '[]' }))).toBeNull();
  });

  it('sends everything to /404 when the list is empty', () => {
    expect(decideRoute('/', storage({ [AUTHORIZATION_KEY]: 'token', [YALALIST_KEY]: '[]' }))).toBe('/404');
  });
});

describe('route guard with a session but no stored yalalist', () => {
  it('does not restrict paths, as the spec only checks a stored list', () => {
    expect(decideRoute('/feedback', storage({ [AUTHORIZATION_KEY]: 'token' }))).toBeNull();
  });

  it('treats an unreadable list as no list', () => {
    expect(decideRoute('/feedback', storage({ [AUTHORIZATION_KEY]: 'token', [YALALIST_KEY]: '{not json' }))).toBeNull();
  });
});

describe('sign-in redirects', () => {
  it('remembers where the administrator was, query included', () => {
    expect(loginPathFor('/news?page=2')).toBe('/login?redirect=%2Fnews%3Fpage%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });

  it.each([
    ['/news?page=2', '/news?page=2'],
    ['/statistics/dataView', '/statistics/dataView'],
    ['//evil.example.com', '/'],
    ['/\\evil.example.com', '/'],
    ['https://evil.example.com', '/'],
    ['javascript:alert(1)', '/'],
    ['/login', '/'],
    ['', '/'],
    [null, '/'],
  ])('sends a sign-in with redirect %p to %p', (redirect, target) => {
    expect(safeRedirect(redirect)).toBe(target);
  });
});

describe('the redirect after signing in, for the session just given', () => {
  const granted = JSON.parse(yalalist);
  it.each([
    ['/news', '/news'],
    ['/news?current=2', '/news?current=2'],
    ['/statistics/data0penBox', '/statistics/data0penBox'],
    ['/CRSMTrove/positionList', '/'],
    ['/permissions/administrator', '/'],
    ['/404', '/'],
    ['/unknown', '/'],
  ])('sends %p to %p', (redirect, target) => {
    expect(safeRedirect(redirect, granted)).toBe(target);
  });
});
