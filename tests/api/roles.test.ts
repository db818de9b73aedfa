import { eq, inArray } from 'drizzle-orm';
import { routePaths } from '../support/permittedRoute';
import { permissions, roles } from '../../server/src/db/schema';
import { startTestApi, type HttpMethod, type TestApi } from '../support/apiServer';
import { expectRefusal } from '../support/answers';

let api: TestApi;
let rootToken: string;
let ids: Record<string, number>;
beforeAll(async () => {
  api = await startTestApi();
  rootToken = await api.signIn();
  const rows = await api.db
    .select()
    .from(permissions)
    .where(inArray(permissions.identifier, ['news', 'news:create', 'feedback', 'permissions.administrator']));
  ids = Object.fromEntries(rows.map((row) => [row.identifier, row.id]));
});
afterAll(() => api.close());

const call = (method: HttpMethod, url: string, payload?: object, token = rootToken) =>
  api.call(method, url, payload, token);

/** A role with no description holding these permissions, created through the API by the super administrator. */
async function roleViaApi(identifier: string, name: string, permissionIds: number[], fields: object = {}) {
  const response = await call('POST', '/api/roles', { identifier, name, description: '', ...fields, permissionIds });
  if (response.statusCode !== 200) throw new Error(`role refused: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

describe('roles', () => {
  it('creates a role with its grants, and a member is judged by them', async () => {
    const created = await call('POST', '/api/roles', {
      identifier: 'newsroom',
      name: 'Newsroom',
      description: 'News only',
      permissionIds: [ids.news, ids['news:create']],
    });
    expect(created.statusCode).toBe(200);
    const role = created.json().data;
    expect(role).toMatchObject({ identifier: 'newsroom', isSuper: false, adminCount: 0 });
    expect(role.permissionIds.sort()).toEqual([ids.news, ids['news:create']].sort());

    await api.createAdmin({ email: 'newsroom@example.com', password: 'newsroom pass 1', roleId: role.id });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'newsroom@example.com', password: 'newsroom pass 1' },
      remoteAddress: '10.8.0.1',
    });
    expect(routePaths(login.json().data.yalalist)).toEqual([{ path: '/' }, { path: '/news' }]);
    expect(
      login
        .json()
        .data.permissions.map((entry: { code: string }) => entry.code)
        .sort(),
    ).toEqual(['news', 'news:create']);
  });

  it('a change of grants judges the member’s very next request, and their session data follows', async () => {
    const role = await roleViaApi('shifting', 'Shifting', [ids.news]);
    await api.createAdmin({ email: 'shifting@example.com', password: 'shifting pass 1', roleId: role.id });
    const token = await api.signIn('shifting@example.com', 'shifting pass 1', '10.8.0.2');
    expect((await call('GET', '/api/admins', undefined, token)).statusCode).toBe(403);

    await call('PUT', `/api/roles/${role.id}`, {
      identifier: 'shifting',
      name: 'Shifting',
      description: '',
      permissionIds: [ids['permissions.administrator']],
    });
    expect((await call('GET', '/api/admins', undefined, token)).statusCode).toBe(200);
    const me = (await call('GET', '/api/auth/me', undefined, token)).json().data;
    expect(routePaths(me.yalalist)).toEqual([
      { path: '/' },
      { path: '/permissions', routes: [{ path: '/permissions/administrator' }] },
    ]);
  });

  it('requires two-factor sign-in when asked, keeps the requirement through an edit that leaves it out, and audits it', async () => {
    const created = await roleViaApi('vault_keepers', 'Vault keepers', [ids.news], { requiresTwoFactor: true });
    expect(created.requiresTwoFactor).toBe(true);
    const renamed = await call('PUT', `/api/roles/${created.id}`, {
      identifier: 'vault_keepers',
      name: 'Keepers',
      description: '',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Keepers', requiresTwoFactor: true });
    const relaxed = await call('PUT', `/api/roles/${created.id}`, {
      identifier: 'vault_keepers',
      name: 'Keepers',
      description: '',
      requiresTwoFactor: false,
    });
    expect(relaxed.json().data.requiresTwoFactor).toBe(false);
    const audit = (await call('GET', `/api/auditLogs?entityType=role&entityId=${created.id}`)).json().data;
    expect(audit.find((row: { action: string }) => row.action === 'role.create').after.requiresTwoFactor).toBe(true);
    expect(
      audit.some(
        (row: {
          action: string;
          before: { requiresTwoFactor?: boolean } | null;
          after: { requiresTwoFactor?: boolean } | null;
        }) =>
          row.action === 'role.update' &&
          row.before?.requiresTwoFactor === true &&
          row.after?.requiresTwoFactor === false,
      ),
    ).toBe(true);
    const notABoolean = await call('POST', '/api/roles', {
      identifier: 'vague_keepers',
      name: 'Vague',
      description: '',
      requiresTwoFactor: 'yes',
      permissionIds: [ids.news],
    });
    expect(notABoolean.statusCode).toBe(400);
  });

  it('lists roles with how many administrators use each, searched by name', async () => {
    const role = await roleViaApi('listing_desk', 'Listing desk', [ids.news]);
    await api.createAdmin({ email: 'listing.desk@example.com', password: 'listing pass 1', roleId: role.id });
    const response = await call('GET', '/api/roles?name=LISTING');
    expect(response.json().data).toEqual([expect.objectContaining({ identifier: 'listing_desk', adminCount: 1 })]);
    const all = await call('GET', '/api/roles');
    expect(all.json().data[0]).toMatchObject({ identifier: 'super_admin', isSuper: true });
  });

  it.each([
    [{ identifier: 'Bad Identifier' }, 400, 'VALIDATION_FAILED'],
    [{ identifier: 'x' }, 400, 'VALIDATION_FAILED'],
    [{ name: '' }, 400, 'VALIDATION_FAILED'],
    [{ permissionIds: [999999] }, 422, 'UNKNOWN_PERMISSION'],
    // The super administrators' role, there from the first migration on: taken whatever ran before.
    [{ identifier: 'super_admin' }, 409, 'ROLE_IDENTIFIER_TAKEN'],
    [{ isSuper: true }, 400, 'VALIDATION_FAILED'],
  ])('refuses %j and creates nothing', async (override, status, errorCode) => {
    const before = await api.db.$count(roles);
    const response = await call('POST', '/api/roles', {
      identifier: 'valid_role',
      name: 'Valid',
      description: '',
      permissionIds: [],
      ...override,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
    expect(await api.db.$count(roles)).toBe(before);
  });

  it('keeps the super-administrator role’s grants fixed and refuses to delete it', async () => {
    const [superRole] = await api.db.select().from(roles).where(eq(roles.isSuper, true));
    const edit = await call('PUT', `/api/roles/${superRole.id}`, {
      identifier: 'super_admin',
      name: 'Super',
      description: '',
      permissionIds: [ids.news],
    });
    expectRefusal(edit, 409, 'SUPER_ROLE_GRANTS_FIXED');
    const rename = await call('PUT', `/api/roles/${superRole.id}`, {
      identifier: 'super_admin',
      name: 'Root role',
      description: 'Everything',
    });
    expect(rename.json().data).toMatchObject({ name: 'Root role', isSuper: true });
    const remove = await call('DELETE', `/api/roles/${superRole.id}`);
    expectRefusal(remove, 409, 'SUPER_ROLE_UNDELETABLE');
  });

  it('refuses to delete a role in use and says how many use it; deletes it once they are moved', async () => {
    const role = await roleViaApi('in_use', 'In use', [ids.feedback]);
    const first = await api.createAdmin({ email: 'in.use.1@example.com', password: 'in use pass 1', roleId: role.id });
    const second = await api.createAdmin({ email: 'in.use.2@example.com', password: 'in use pass 1', roleId: role.id });
    const refused = await call('DELETE', `/api/roles/${role.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'ROLE_IN_USE', params: { count: 2 } });

    const otherRole = await roleViaApi('landing', 'Landing', []);
    for (const adminId of [first, second]) {
      const moved = await call('PUT', `/api/admins/${adminId}`, {
        email: `in.use.${adminId === first ? 1 : 2}@example.com`,
        name: 'Moved',
        description: 'Moved',
        roleId: otherRole.id,
      });
      expect(moved.statusCode).toBe(200);
    }
    expect((await call('DELETE', `/api/roles/${role.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/roles/${role.id}`)).statusCode).toBe(404);
  });
});
