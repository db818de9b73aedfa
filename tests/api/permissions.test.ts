import { eq } from 'drizzle-orm';
import { permissions } from '../../server/src/db/schema';
import { routePaths } from '../support/permittedRoute';
import { startTestApi, type HttpMethod, type TestApi } from '../support/apiServer';
import { expectRefusal } from '../support/answers';

let api: TestApi;
let rootToken: string;
beforeAll(async () => {
  api = await startTestApi();
  rootToken = await api.signIn();
});
afterAll(() => api.close());

const call = (method: HttpMethod, url: string, payload?: object, token = rootToken) =>
  api.call(method, url, payload, token);
const idOf = async (identifier: string) =>
  (await api.db.select().from(permissions).where(eq(permissions.identifier, identifier)))[0].id;
const menuBody = (identifier: string, path: string, parentId: number | null = null) => ({
  identifier,
  nameZh: `菜单 ${identifier}`,
  nameEn: `Menu ${identifier}`,
  type: 'menu',
  path,
  parentId,
});
/** A case for the refusal table: the body is named 无/None unless it says otherwise. */
const refusedBody = (
  label: string,
  body: Record<string, unknown>,
  status = 400,
  errorCode = 'VALIDATION_FAILED',
): [string, Record<string, unknown>, number, string] => [
  label,
  { nameZh: '无', nameEn: 'None', ...body },
  status,
  errorCode,
];

describe('permissions', () => {
  it('lists the whole tree flat, in menu order, with how many roles hold each', async () => {
    const response = await call('GET', '/api/permissions');
    const { data, total } = response.json();
    expect(total).toBe(data.length);
    const topLevel = data.filter((row: { parentId: number | null }) => row.parentId === null);
    expect(topLevel.slice(0, 3).map((row: { path: string }) => row.path)).toEqual(['/', '/news', '/feedback']);
    const newsCreate = data.find((row: { identifier: string }) => row.identifier === 'news:create');
    expect(newsCreate).toMatchObject({ type: 'function', path: null, parentId: topLevel[1].id, roleCount: 0 });
    const statistics = data.find((row: { identifier: string }) => row.identifier === 'statistics');
    const beneathStatistics = data.filter((row: { parentId: number }) => row.parentId === statistics.id);
    expect(beneathStatistics.filter((row: { type: string }) => row.type === 'menu')).toHaveLength(6);
    expect(
      beneathStatistics
        .filter((row: { type: string }) => row.type === 'function')
        .map((row: { identifier: string }) => row.identifier),
    ).toEqual(['statistics:export']);
  });

  it('adds a menu with a submenu and a function beneath, and a role can be granted them', async () => {
    const parent = (await call('POST', '/api/permissions', menuBody('reports', 'https://reports.example.com'))).json()
      .data;
    const child = (
      await call('POST', '/api/permissions', menuBody('reports.daily', 'https://reports.example.com/daily', parent.id))
    ).json().data;
    const fn = await call('POST', '/api/permissions', {
      identifier: 'reports:export',
      nameZh: '导出',
      nameEn: 'Export',
      type: 'function',
      parentId: child.id,
    });
    expect(fn.statusCode).toBe(200);
    expect(fn.json().data).toMatchObject({ type: 'function', path: null, parentId: child.id, roleCount: 0 });
    const role = (
      await call('POST', '/api/roles', {
        identifier: 'reporter',
        name: 'Reporter',
        description: '',
        permissionIds: [child.id, fn.json().data.id],
      })
    ).json().data;
    await api.createAdmin({ email: 'reporter@example.com', password: 'reporter pass 1', roleId: role.id });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'reporter@example.com', password: 'reporter pass 1' },
    });
    expect(routePaths(login.json().data.yalalist)).toContainEqual({
      path: 'https://reports.example.com/',
      routes: [{ path: 'https://reports.example.com/daily' }],
    });
  });

  it.each([
    refusedBody('a menu without a path', { identifier: 'no_path', type: 'menu' }),
    refusedBody('a function with a path', { identifier: 'fn_path', type: 'function', path: '/x', parentId: 1 }),
    refusedBody('a function without a parent', { identifier: 'fn_orphan', type: 'function' }),
    refusedBody('a path not starting with /', { identifier: 'bad_path', type: 'menu', path: 'news' }),
    refusedBody('a menu without a name in either language', {
      identifier: 'no_name',
      nameZh: ' ',
      nameEn: '',
      type: 'menu',
      path: '/news',
    }),
    refusedBody('a function without its English name', {
      identifier: 'fn_no_en',
      nameEn: '',
      type: 'function',
      parentId: 1,
    }),
    refusedBody(
      'a path that is no page of the panel',
      { identifier: 'nowhere', type: 'menu', path: '/nowhere' },
      422,
      'MENU_PATH_NOT_A_PAGE',
    ),
    refusedBody('a plain http:// address', { identifier: 'plain_http', type: 'menu', path: 'http://example.com' }),
    refusedBody('a javascript: address', { identifier: 'script', type: 'menu', path: 'javascript:alert(1)' }),
    refusedBody('an address with credentials', {
      identifier: 'creds',
      type: 'menu',
      path: 'https://user:pw@example.com',
    }),
    refusedBody('an address with a text-direction override', {
      identifier: 'bidi',
      type: 'menu',
      path: 'https://admin.example.com\u202e/moc.live',
    }),
    refusedBody('an address with a port that is not one', {
      identifier: 'bad_port',
      type: 'menu',
      path: 'https://evil.example:99999/',
    }),
    refusedBody('an address with a backslash (opened as another host)', {
      identifier: 'backslash',
      type: 'menu',
      path: 'https://evil.example\\admin.example.com',
    }),
    refusedBody('an icon outside the fixed list', {
      identifier: 'odd_icon',
      type: 'menu',
      path: '/news',
      icon: 'skull',
    }),
    refusedBody(
      'an unknown parent',
      { identifier: 'lost', type: 'menu', path: '/news', parentId: 999999 },
      422,
      'UNKNOWN_PARENT',
    ),
    refusedBody(
      'a taken identifier',
      { identifier: 'news', type: 'menu', path: '/news' },
      409,
      'PERMISSION_IDENTIFIER_TAKEN',
    ),
  ])('refuses %s and adds nothing', async (_label, body, status, errorCode) => {
    const before = await api.db.$count(permissions);
    const response = await call('POST', '/api/permissions', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
    expect(await api.db.$count(permissions)).toBe(before);
  });

  it('refuses a parent that is a function, and a parent below the permission itself', async () => {
    const underFunction = await call('POST', '/api/permissions', {
      ...menuBody('under_fn', '/under-fn'),
      parentId: await idOf('news:create'),
    });
    expect(underFunction.json().errorCode).toBe('PARENT_NOT_MENU');
    const statistics = await idOf('statistics');
    const cycle = await call(
      'PUT',
      `/api/permissions/${statistics}`,
      menuBody('statistics', '/statistics', await idOf('statistics.dataView')),
    );
    expectRefusal(cycle, 409, 'PERMISSION_CYCLE');
    const self = await call('PUT', `/api/permissions/${statistics}`, menuBody('statistics', '/statistics', statistics));
    expect(self.json().errorCode).toBe('PERMISSION_CYCLE');
  });

  it('edits names and records before and after', async () => {
    const news = await idOf('news');
    const response = await call('PUT', `/api/permissions/${news}`, {
      identifier: 'news',
      nameZh: '新闻',
      nameEn: 'News',
      type: 'menu',
      path: '/news',
      parentId: null,
      sortOrder: 20,
    });
    expect(response.json().data).toMatchObject({ nameEn: 'News', nameZh: '新闻' });
    const [row] = await api.auditRows('permission.update');
    expect(row.before).toMatchObject({ nameEn: 'News Manage' });
    expect(row.after).toMatchObject({ nameEn: 'News' });
  });

  it('says what deleting a menu takes with it, asks for the subtree explicitly, then removes it and its grants', async () => {
    const parent = (await call('POST', '/api/permissions', menuBody('archive', 'https://archive.example.com'))).json()
      .data;
    const child = (await call('POST', '/api/permissions', menuBody('archive.old', '/news', parent.id))).json().data;
    await call('POST', '/api/permissions', {
      identifier: 'archive:purge',
      nameZh: '清理',
      nameEn: 'Purge',
      type: 'function',
      parentId: child.id,
    });
    const role = (
      await call('POST', '/api/roles', {
        identifier: 'archivist',
        name: 'Archivist',
        description: '',
        permissionIds: [child.id],
      })
    ).json().data;

    const impact = await call('GET', `/api/permissions/${parent.id}/impact`);
    expect(impact.json().data).toEqual({
      descendantCount: 2,
      roleCount: 1,
      roles: [{ id: role.id, name: 'Archivist' }],
    });

    const refused = await call('DELETE', `/api/permissions/${parent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'PERMISSION_HAS_CHILDREN', params: { count: 2 } });

    expect((await call('DELETE', `/api/permissions/${parent.id}?withDescendants=true`)).statusCode).toBe(200);
    const remaining = (await call('GET', '/api/permissions'))
      .json()
      .data.map((row: { identifier: string }) => row.identifier);
    expect(remaining).not.toEqual(expect.arrayContaining(['archive']));
    expect(remaining.filter((identifier: string) => identifier.startsWith('archive'))).toEqual([]);
    const roleAfter = (await call('GET', '/api/roles?name=Archivist')).json().data[0];
    expect(roleAfter.permissionIds).toEqual([]);
    expect((await call('GET', `/api/permissions/${parent.id}/impact`)).statusCode).toBe(404);
  });

  it('a role without permission management gets 403, but the roles page may read the tree', async () => {
    const token = (await api.signedInAs('role.manager@example.com', ['permissions.role'], '10.9.0.1')).token;
    expect((await call('GET', '/api/permissions', undefined, token)).statusCode).toBe(200);
    expect((await call('POST', '/api/permissions', menuBody('nope', '/news'), token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/permissions/${await idOf('news')}`, undefined, token)).statusCode).toBe(403);
  });

  describe('relabelling needs holding (issue 38: a harmless name on a money approval)', () => {
    let token: string;
    let abilities: Map<string, { update: boolean }>;
    beforeAll(async () => {
      // Content and the permission pages, nothing else: what the attacker held (Notices rather than
      // News: the first test counts the roles holding news:create, and the PostgreSQL run shuffles the order).
      ({ token } = await api.signedInAs(
        'labels.editor@example.com',
        ['notices', 'notices:create', 'permissions.permission', 'permissions:update'],
        '10.9.0.2',
      ));
      const listed = (await call('GET', '/api/permissions', undefined, token)).json().data as {
        identifier: string;
        abilities: { update: boolean };
      }[];
      abilities = new Map(listed.map((row) => [row.identifier, row.abilities]));
    });

    /** The permission's row as it is, renamed as `nameEn`. */
    const renamed = async (identifier: string, nameEn: string) => {
      const [row] = await api.db.select().from(permissions).where(eq(permissions.identifier, identifier));
      return {
        id: row.id,
        body: {
          identifier,
          nameZh: row.nameZh,
          nameEn,
          type: row.type,
          path: row.path,
          parentId: row.parentId,
          icon: row.icon,
        },
        before: row,
      };
    };

    it.each([
      ['withdrawals:confirm', 'View notices', 'MONEY_PERMISSION_SUPER_ONLY'],
      ['deposits:confirmMint', 'Preview notices', 'MONEY_PERMISSION_SUPER_ONLY'],
      ['feedback:process', 'Create notice (harmless)', 'PERMISSION_NOT_HELD'],
      ['permissions.administrator', 'News Manage', 'PERMISSION_NOT_HELD'],
    ])('refuses renaming %s, which the role does not hold, and changes nothing', async (identifier, nameEn, code) => {
      expect(abilities.get(identifier)).toMatchObject({ update: false });
      const { id, body, before } = await renamed(identifier, nameEn);
      const response = await call('PUT', `/api/permissions/${id}`, body, token);
      expectRefusal(response, 403, code);
      expect(response.json().params).toEqual({ identifier });
      const [after] = await api.db.select().from(permissions).where(eq(permissions.id, id));
      expect(after).toEqual(before);
    });

    it('refuses moving a permission the role does not hold, and the menu order stays', async () => {
      const id = await idOf('feedback');
      const before = await api.db.select().from(permissions).orderBy(permissions.id);
      const response = await call('POST', `/api/permissions/${id}/move`, { index: 0 }, token);
      expectRefusal(response, 403, 'PERMISSION_NOT_HELD');
      expect(await api.db.select().from(permissions).orderBy(permissions.id)).toEqual(before);
    });

    it('renames what the role holds', async () => {
      expect(abilities.get('notices:create')).toMatchObject({ update: true });
      const { id, body } = await renamed('notices:create', 'Write a notice');
      const response = await call('PUT', `/api/permissions/${id}`, body, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ nameEn: 'Write a notice' });
    });

    it("lets a super administrator rename a money approval, and the role's builder sees its identifier beside it", async () => {
      const { id, body } = await renamed('withdrawals:confirm', 'Confirm withdrawal (money)');
      const response = await call('PUT', `/api/permissions/${id}`, body);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        identifier: 'withdrawals:confirm',
        nameEn: 'Confirm withdrawal (money)',
      });
    });
  });
});
