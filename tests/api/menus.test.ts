// Menus come from the server: the session's menu tree (names in both languages, order, icon, path)
// follows what Permission Manage edits, at the next request, without signing in again.
import { eq } from 'drizzle-orm';
import { permissions } from '../../server/src/db/schema';
import routes, { type RouteConfig } from '../../config/routes';
import { routePaths } from '../support/permittedRoute';
import { signedInApiForBlock, type HttpMethod, type TestApi } from '../support/apiServer';
import { expectRefusal } from '../support/answers';

let api: TestApi;
let rootToken: string;
/** Each block runs on a database of its own: the menus it moves or edits are the only changes it sees. */
const ownDatabase = () => signedInApiForBlock([], (signedIn) => ({ api, rootToken } = signedIn));

const call = (method: HttpMethod, url: string, payload?: object, token = rootToken) =>
  api.call(method, url, payload, token);
const menuTree = async (token = rootToken) =>
  (await call('GET', '/api/auth/me', undefined, token)).json().data.yalalist;
const rowOf = async (identifier: string) =>
  (await api.db.select().from(permissions).where(eq(permissions.identifier, identifier)))[0];
/** The edit body of a permission as it stands, with `change` applied. */
const edited = async (identifier: string, change: object) => {
  const { nameZh, nameEn, type, path, parentId, icon } = await rowOf(identifier);
  return { identifier, nameZh, nameEn, type, path, parentId, icon, ...change };
};
const lastAudit = async (action: 'permission.update' | 'permission.move' | 'permission.create', entityId: number) =>
  (await api.auditRows(action, entityId)).at(-1)!;
const topLevel = async (token = rootToken) =>
  (await menuTree(token)).map((entry: { identifier: string }) => entry.identifier);

describe("the session's menu tree", () => {
  ownDatabase();

  it('has a built-in menu for every page of config/routes.ts, and an icon on each top-level one', async () => {
    const pagePaths = (list: RouteConfig[]): string[] =>
      list.flatMap((route) => [
        ...(route.layout === false || route.redirect ? [] : [route.path]),
        ...pagePaths(route.routes ?? []),
      ]);
    const builtin = await api.db.select().from(permissions).where(eq(permissions.builtin, true));
    const menuPaths = builtin.filter((row) => row.type === 'menu').map((row) => row.path);
    expect(pagePaths(routes).filter((path) => !menuPaths.includes(path))).toEqual([]);
    const topLevel = builtin.filter((row) => row.type === 'menu' && row.parentId === null);
    expect(topLevel.filter((row) => !row.icon).map((row) => row.identifier)).toEqual([]);
  });

  it('carries each menu with its names in both languages, its icon and its path, in menu order', async () => {
    const tree = await menuTree();
    expect(tree.slice(0, 3)).toEqual([
      { path: '/', identifier: 'home', nameZh: '首页', nameEn: 'Home', icon: 'home' },
      expect.objectContaining({ path: '/news', identifier: 'news', nameEn: 'News Manage', icon: 'read' }),
      expect.objectContaining({ path: '/feedback', identifier: 'feedback', icon: 'message' }),
    ]);
    const statistics = tree.find((entry: { identifier: string }) => entry.identifier === 'statistics');
    expect(statistics.routes[0]).toEqual({
      path: '/statistics/dataView',
      identifier: 'statistics.dataView',
      nameZh: '页面统计',
      nameEn: 'Page Statistics',
      icon: null,
    });
  });

  it('follows a rename at the next request, in the same session, and audits before and after', async () => {
    const news = await rowOf('news');
    const renamed = await call('PUT', `/api/permissions/${news.id}`, await edited('news', { nameEn: 'Newsroom' }));
    expect(renamed.statusCode).toBe(200);
    expect((await menuTree())[1]).toMatchObject({ identifier: 'news', nameEn: 'Newsroom', nameZh: '新闻管理' });
    const audit = await lastAudit('permission.update', news.id);
    expect(audit.before).toMatchObject({ nameEn: 'News Manage' });
    expect(audit.after).toMatchObject({ nameEn: 'Newsroom' });
    await call('PUT', `/api/permissions/${news.id}`, await edited('news', { nameEn: 'News Manage' }));
  });

  it("changes a built-in menu's icon, but never its path", async () => {
    const news = await rowOf('news');
    const iconChanged = await call('PUT', `/api/permissions/${news.id}`, await edited('news', { icon: 'star' }));
    expect(iconChanged.json().data.icon).toBe('star');
    expect((await menuTree())[1].icon).toBe('star');
    const moved = await call(
      'PUT',
      `/api/permissions/${news.id}`,
      await edited('news', { path: 'https://evil.example' }),
    );
    expectRefusal(moved, 409, 'PERMISSION_BUILTIN');
    expect((await rowOf('news')).path).toBe('/news');
    await call('PUT', `/api/permissions/${news.id}`, await edited('news', { icon: 'read' }));
  });

  it('keeps a menu cleared in one language, with an empty name there, for the panel to leave out', async () => {
    const hedging = await rowOf('hedgingStrategies');
    const cleared = await call(
      'PUT',
      `/api/permissions/${hedging.id}`,
      await edited('hedgingStrategies', { nameEn: '' }),
    );
    expect(cleared.statusCode).toBe(200);
    const entry = (await menuTree()).find((menu: { identifier: string }) => menu.identifier === 'hedgingStrategies');
    expect(entry).toMatchObject({ nameZh: '对冲策略统计', nameEn: '' });
    expect(entry.routes).toHaveLength(4);
    const bothCleared = await call(
      'PUT',
      `/api/permissions/${hedging.id}`,
      await edited('hedgingStrategies', { nameZh: '', nameEn: '' }),
    );
    expect(bothCleared.statusCode).toBe(400);
    expect((await rowOf('hedgingStrategies')).nameZh).toBe('对冲策略统计');
    await call(
      'PUT',
      `/api/permissions/${hedging.id}`,
      await edited('hedgingStrategies', { nameEn: 'Hedging Strategy Statistics' }),
    );
  });
});

describe('moving a menu among its siblings', () => {
  ownDatabase();

  it('moves Notices above News, numbers the siblings again and audits both orders', async () => {
    const notices = await rowOf('notices');
    const before = await topLevel();
    const moved = await call('POST', `/api/permissions/${notices.id}/move`, { index: 1 });
    expect(moved.statusCode).toBe(200);
    const after = await topLevel();
    expect(after.slice(0, 3)).toEqual(['home', 'notices', 'news']);
    expect([...after].sort()).toEqual([...before].sort());
    const audit = await lastAudit('permission.move', notices.id);
    expect(audit.before).toMatchObject({ identifier: 'notices', siblings: expect.arrayContaining(before) });
    expect((audit.after as { siblings: string[] }).siblings.slice(0, 3)).toEqual(['home', 'notices', 'news']);
    // A place past the end is the last place.
    await call('POST', `/api/permissions/${notices.id}/move`, { index: 999 });
    expect((await topLevel()).at(-1)).toBe('notices');
    await call('POST', `/api/permissions/${notices.id}/move`, { index: before.indexOf('notices') });
    expect(await topLevel()).toEqual(before);
  });

  it('moves a submenu among its own siblings only', async () => {
    const dataCdp = await rowOf('statistics.dataCdp');
    await call('POST', `/api/permissions/${dataCdp.id}/move`, { index: 0 });
    const statistics = (await menuTree()).find((menu: { identifier: string }) => menu.identifier === 'statistics');
    expect(statistics.routes[0].identifier).toBe('statistics.dataCdp');
    expect((await rowOf('statistics.dataCdp')).parentId).toBe(dataCdp.parentId);
  });

  it('refuses without a session, without permissions:update, with a bad place, and for an unknown permission', async () => {
    const news = await rowOf('news');
    const anonymous = await api.app.inject({
      method: 'POST',
      url: `/api/permissions/${news.id}/move`,
      payload: { index: 0 },
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await api.signedInAs('menu.reader@example.com', ['permissions.permission'], '10.7.0.1');
    const before = await topLevel();
    expect((await call('POST', `/api/permissions/${news.id}/move`, { index: 0 }, token)).statusCode).toBe(403);
    expect((await call('POST', `/api/permissions/${news.id}/move`, { index: -1 })).statusCode).toBe(400);
    expect((await call('POST', `/api/permissions/${news.id}/move`, { index: 0, parentId: 3 })).statusCode).toBe(400);
    expect((await call('POST', '/api/permissions/999999/move', { index: 0 })).statusCode).toBe(404);
    expect(await topLevel()).toEqual(before);
  });
});

describe('menus an administrator adds', () => {
  ownDatabase();

  it('adds an external link, shown to whoever holds it, and deletes it', async () => {
    const link = await call('POST', '/api/permissions', {
      identifier: 'explorer',
      nameZh: '区块浏览器',
      nameEn: 'Explorer',
      type: 'menu',
      path: 'https://mempool.space',
      icon: 'link',
    });
    expect(link.statusCode).toBe(200);
    // Stored as the browser will open it (contract/menuAddress.ts).
    expect(link.json().data).toMatchObject({ builtin: false, icon: 'link', path: 'https://mempool.space/' });
    // Added without an order, it comes last among its siblings.
    expect((await menuTree()).at(-1)).toEqual({
      path: 'https://mempool.space/',
      identifier: 'explorer',
      nameZh: '区块浏览器',
      nameEn: 'Explorer',
      icon: 'link',
    });
    const { token } = await api.signedInAs('explorer.user@example.com', ['explorer'], '10.7.0.2');
    expect(routePaths(await menuTree(token))).toEqual([{ path: '/' }, { path: 'https://mempool.space/' }]);
    // A look-alike host is stored, and drawn, in punycode.
    const lookAlike = await call('POST', '/api/permissions', {
      identifier: 'look_alike',
      nameZh: '',
      nameEn: 'Admin',
      type: 'menu',
      path: 'https://аdmin.example.com/login',
    });
    expect(lookAlike.statusCode).toBe(200);
    expect(lookAlike.json().data.path).toBe('https://xn--dmin-43d.example.com/login');
    expect((await call('DELETE', `/api/permissions/${lookAlike.json().data.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/permissions/${link.json().data.id}`)).statusCode).toBe(200);
    expect(routePaths(await menuTree(token))).toEqual([{ path: '/' }]);
  });

  it('shows a shortcut to a page only to those who may open the page', async () => {
    const shortcut = (
      await call('POST', '/api/permissions', {
        identifier: 'mintQueue',
        nameZh: '待铸造',
        nameEn: 'Mint queue',
        type: 'menu',
        path: '/selfCustody/deposit',
        parentId: (await rowOf('home')).id,
      })
    ).json().data;
    const withoutPage = await api.signedInAs('shortcut.only@example.com', ['mintQueue'], '10.7.0.3');
    expect(routePaths(await menuTree(withoutPage.token))).toEqual([{ path: '/' }]);
    const withPage = await api.signedInAs(
      'shortcut.page@example.com',
      ['mintQueue', 'selfCustody.deposit'],
      '10.7.0.4',
    );
    expect(routePaths(await menuTree(withPage.token))).toEqual([
      { path: '/', routes: [{ path: '/selfCustody/deposit' }] },
      { path: '/selfCustody', routes: [{ path: '/selfCustody/deposit' }] },
    ]);
    await call('DELETE', `/api/permissions/${shortcut.id}`);
  });
});
