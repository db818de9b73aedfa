// Deny by default, walked over every registered API route: with no session, as an administrator
// of every seeded demo role (and of a role with no permissions, and the super administrator), and
// with a service token of each scope. Each answer is 401/403 unless the caller holds what the route
// names. Then the object checks: what a role holding the code still may not touch.
import { eq, sql } from 'drizzle-orm';
import type { RouteRequirement } from '../../server/src/http/authorization';
import { selectRows } from '../../server/src/db/client';
import { admins, roles } from '../../server/src/db/schema';
import { seedDemoData } from '../../server/src/demo/seedDemoData';
import { SERVICE_SCOPES } from '../../server/src/serviceTokens/schema';
import { bearer, startTestApi, SUPER_EMAIL, SUPER_PASSWORD, type TestApi } from '../support/apiServer';
import { ADMINISTRATION_CODES } from '../support/authorityWorlds';
import { expectPasswordReset } from '../support/passwordReset';

let api: TestApi;
let rootToken: string;

interface Caller {
  name: string;
  token: string;
  isSuper: boolean;
  codes: Set<string>;
}
const callers: Caller[] = [];

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.db);
  await api.createRole('no_grants', []);
  rootToken = await api.signIn();
  const allRoles = await api.db.select().from(roles);
  let index = 0;
  for (const role of allRoles) {
    index += 1;
    const codes = await selectRows<{ identifier: string }>(
      api.db,
      sql`SELECT p.identifier FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id WHERE rp.role_id = ${role.id}`,
    );
    let token: string;
    if (role.isSuper) token = rootToken;
    else {
      const email = `walk.${role.identifier}@example.com`;
      await api.createAdmin({ email, password: 'walk password 1', roleId: role.id });
      token = await api.signIn(email, 'walk password 1', `10.99.0.${index}`);
    }
    callers.push({
      name: role.identifier,
      token,
      isSuper: role.isSuper,
      codes: new Set(codes.map((row) => row.identifier)),
    });
  }
}, 120_000);
afterAll(() => api.close());

/** Record ids that exist nowhere, so a walk that gets through changes nothing. */
const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '999999');

function holds(caller: Caller, requirement: RouteRequirement): boolean {
  if (requirement === 'public' || requirement === 'signedIn') return true;
  if ('serviceScope' in requirement) return false;
  const codes = 'permission' in requirement ? [requirement.permission] : requirement.anyPermission;
  return caller.isSuper || codes.some((code) => caller.codes.has(code));
}

const isServiceRoute = (requirement: RouteRequirement) =>
  typeof requirement === 'object' && 'serviceScope' in requirement;

async function walk(
  headers: Record<string, string>,
  expected: (requirement: RouteRequirement) => 'through' | 401 | 403,
  /** The 401's code on session routes: a session that ended says why (service routes know no sessions). */
  sessionCode = 'UNAUTHENTICATED',
) {
  const wrong: string[] = [];
  for (const route of api.app.routeRegistry) {
    // Signing out is walked last, on its own: it would end the walking session. The live stream
    // answers 200 by staying open: its refusals (401 without a live session, saying why) are in events.test.ts.
    if (route.url === '/api/auth/logout' || route.url === '/api/events') continue;
    const response = await api.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers,
      payload: route.method === 'GET' ? undefined : {},
    });
    const want = expected(route.requirement);
    const errorCode = response.statusCode >= 400 ? (response.json() as { errorCode?: string }).errorCode : undefined;
    const ok =
      want === 'through'
        ? response.statusCode !== 401 && errorCode !== 'FORBIDDEN' && response.statusCode < 500
        : response.statusCode === want &&
          errorCode ===
            (want === 403 ? 'FORBIDDEN' : isServiceRoute(route.requirement) ? 'UNAUTHENTICATED' : sessionCode);
    if (!ok) wrong.push(`${route.method} ${route.url}: wanted ${want}, got ${response.statusCode} ${errorCode ?? ''}`);
  }
  return wrong;
}

describe('deny by default, route by route', () => {
  it('walks the seeded demo roles, a role with no grants and the super role', () => {
    const names = callers.map((caller) => caller.name);
    expect(names).toEqual(
      expect.arrayContaining(['super_admin', 'content_operator', 'analyst', 'custody_officer', 'no_grants']),
    );
  });

  it('no session: every route but the public ones answers 401', async () => {
    expect(await walk({}, (requirement) => (requirement === 'public' ? 'through' : 401))).toEqual([]);
  });

  it('each role gets through exactly the routes whose code it holds, 403 elsewhere, 401 on the service API', async () => {
    for (const caller of callers) {
      const wrong = await walk(bearer(caller.token), (requirement) => {
        if (typeof requirement === 'object' && 'serviceScope' in requirement) return 401;
        return holds(caller, requirement) ? 'through' : 403;
      });
      expect({ role: caller.name, wrong }).toEqual({ role: caller.name, wrong: [] });
    }
  });

  it("a service token of each scope gets through its scope only, 403 on other scopes, 401 on the administrators' API", async () => {
    for (const scope of SERVICE_SCOPES) {
      const created = await api.call(
        'POST',
        '/api/serviceTokens',
        { name: `walk ${scope}`, scopes: [scope] },
        rootToken,
      );
      expect(created.statusCode).toBe(200);
      const wrong = await walk(bearer(created.json().data.token), (requirement) => {
        if (requirement === 'public') return 'through';
        if (typeof requirement === 'object' && 'serviceScope' in requirement)
          return requirement.serviceScope === scope ? 'through' : 403;
        return 401;
      });
      expect({ scope, wrong }).toEqual({ scope, wrong: [] });
    }
  });

  it('signing out ends the session for every route', async () => {
    const email = 'walk.signout@example.com';
    const [noGrants] = await api.db.select().from(roles).where(eq(roles.identifier, 'no_grants'));
    await api.createAdmin({ email, password: 'walk password 1', roleId: noGrants.id });
    const token = await api.signIn(email, 'walk password 1', '10.99.1.1');
    expect((await api.call('POST', '/api/auth/logout', undefined, token)).statusCode).toBe(200);
    expect(
      await walk(bearer(token), (requirement) => (requirement === 'public' ? 'through' : 401), 'SESSION_SIGNED_OUT'),
    ).toEqual([]);
  });
});

describe('object checks: holding the code is not reaching every record', () => {
  let managerToken: string;
  let managerId: number;
  let rootId: number;
  let superRoleId: number;
  let newsRoleId: number;

  beforeAll(async () => {
    const manager = await api.createRole('admin_manager', [...ADMINISTRATION_CODES, 'news']);
    managerId = await api.createAdmin({ email: 'manager@example.com', password: 'manager pass 1', roleId: manager });
    managerToken = await api.signIn('manager@example.com', 'manager pass 1', '10.99.2.1');
    [{ id: rootId }] = await api.db.select({ id: admins.id }).from(admins).where(eq(admins.email, SUPER_EMAIL));
    [{ id: superRoleId }] = await api.db.select({ id: roles.id }).from(roles).where(eq(roles.isSuper, true));
    newsRoleId = await api.createRole('news_only', ['news']);
  });

  it("an administrator manager cannot set a super administrator's password (and so sign in as them)", async () => {
    const reset = await api.call(
      'POST',
      `/api/admins/${rootId}/password`,
      { password: 'taken over 123' },
      managerToken,
    );
    expect([reset.statusCode, reset.json().errorCode]).toEqual([403, 'SUPER_ADMIN_REQUIRED']);
    // The super administrator still signs in with the old password, and the taken-over one fails.
    await api.signIn(SUPER_EMAIL, SUPER_PASSWORD, '10.99.2.2');
    await expect(api.signIn(SUPER_EMAIL, 'taken over 123', '10.99.2.3')).rejects.toThrow(/401/);
  });

  it('an administrator manager cannot create a super administrator or promote anyone to super', async () => {
    const create = await api.call(
      'POST',
      '/api/admins',
      { email: 'sneaky@example.com', password: 'sneaky pass 1', name: 'Sneaky', description: 'x', roleId: superRoleId },
      managerToken,
    );
    expect([create.statusCode, create.json().errorCode]).toEqual([403, 'SUPER_ADMIN_REQUIRED']);
    const plainId = await api.createAdmin({
      email: 'plain.walk@example.com',
      password: 'plain pass 123',
      roleId: newsRoleId,
    });
    const promote = await api.call(
      'PUT',
      `/api/admins/${plainId}`,
      { email: 'plain.walk@example.com', name: 'plain', description: 'x', roleId: superRoleId },
      managerToken,
    );
    expect([promote.statusCode, promote.json().errorCode]).toEqual([403, 'SUPER_ADMIN_REQUIRED']);
    const [plain] = await api.db.select().from(admins).where(eq(admins.id, plainId));
    expect(plain.roleId).toBe(newsRoleId);
    expect(await api.db.select().from(admins).where(eq(admins.email, 'sneaky@example.com'))).toEqual([]);
    // Acting on an ordinary administrator still works.
    await expectPasswordReset(api, plainId, 'new plain pass 1', managerToken);
  });

  it('a role manager cannot grant a permission their own role does not hold, to a new role or to their own', async () => {
    const ids = Object.fromEntries(
      (
        await selectRows<{ id: number; identifier: string }>(
          api.db,
          sql`SELECT id, identifier FROM permissions WHERE identifier IN ('news', 'audit:read', 'serviceTokens:manage')`,
        )
      ).map((row) => [row.identifier, row.id]),
    );
    const create = await api.call(
      'POST',
      '/api/roles',
      {
        identifier: 'escalation',
        name: 'Escalation',
        description: '',
        permissionIds: [ids.news, ids['serviceTokens:manage']],
      },
      managerToken,
    );
    expect([create.statusCode, create.json().errorCode]).toEqual([403, 'GRANT_EXCEEDS_OWN']);
    const [managerRow] = await api.db.select({ roleId: admins.roleId }).from(admins).where(eq(admins.id, managerId));
    const own = (await api.call('GET', '/api/roles?pageSize=200', undefined, managerToken))
      .json()
      .data.find((role: { id: number }) => role.id === managerRow.roleId);
    const widen = await api.call(
      'PUT',
      `/api/roles/${managerRow.roleId}`,
      {
        identifier: own.identifier,
        name: own.name,
        description: '',
        permissionIds: [...own.permissionIds, ids['audit:read']],
      },
      managerToken,
    );
    expect([widen.statusCode, widen.json().errorCode]).toEqual([403, 'GRANT_EXCEEDS_OWN']);
    const audit = await api.call('GET', '/api/auditLogs', undefined, managerToken);
    expect(audit.statusCode).toBe(403);
    // Granting what one holds is fine, and keeping a grant another gave is not an escalation.
    const fine = await api.call(
      'POST',
      '/api/roles',
      { identifier: 'news_readers', name: 'News readers', description: '', permissionIds: [ids.news] },
      managerToken,
    );
    expect(fine.statusCode).toBe(200);
  });
});
