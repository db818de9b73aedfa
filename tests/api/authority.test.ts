// Authority, tried as an attacker with a low-privilege account would: each path by which an
// administrative permission used to lead to more, refused with nothing changed; and the abilities
// the lists answer, which are the same verdicts.
import { eq } from 'drizzle-orm';
import { admins, custodyApprovals, permissions, roles, serviceTokens } from '../../server/src/db/schema';
import { startSignedIn, SUPER_EMAIL, TEST_PASSWORD, type HttpMethod, type TestApi } from '../support/apiServer';
import { depositObservedOnChain } from '../support/observedDeposit';
import { MANAGED_ADMIN_ABILITIES, NO_ADMIN_ABILITIES } from '../support/adminAbilities';
import { expectRefusal } from '../support/answers';

let api: TestApi;
let rootToken: string;
let superRoleId: number;
let tokens: Record<'indexer', string>;
let hashCounter = 0;

beforeAll(async () => {
  ({ api, rootToken, tokens } = await startSignedIn(['indexer']));
  [{ id: superRoleId }] = await api.db.select({ id: roles.id }).from(roles).where(eq(roles.isSuper, true));
});
afterAll(() => api.close());

const call = (method: HttpMethod, url: string, payload: object | undefined, token: string) =>
  api.call(method, url, payload, token);
const permissionIdOf = async (identifier: string) =>
  (await api.db.select().from(permissions).where(eq(permissions.identifier, identifier)))[0].id;
const adminCount = () => api.db.$count(admins);
/** A function permission of the administrator's own making (not shipped), named Reports. */
const addReportsFunction = async (identifier: string, parentId: number, token: string) =>
  (
    await call(
      'POST',
      '/api/permissions',
      { identifier, nameZh: '报表', nameEn: 'Reports', type: 'function', parentId },
      token,
    )
  ).json().data;

const CUSTODY_CODES = [
  'selfCustody',
  'selfCustody.deposit',
  'deposits:create',
  'deposits:confirmMint',
  'selfCustody.withdraw',
  'withdrawals:confirm',
  'withdrawals:confirmRefund',
];

function newAdminBody(email: string, roleId: number) {
  return { email, password: 'a new password 42', name: email.split('@')[0], description: 'Made in a test', roleId };
}

async function confirmedMintAwaitingApproval(amount: string): Promise<number> {
  const depositHash = (++hashCounter).toString(16).padStart(64, 'b');
  const depositId = await depositObservedOnChain(
    api,
    { rootToken, indexerToken: tokens.indexer },
    { institution: 'Acme Capital', amount, depositHash, remarks: 'Authority test' },
  );
  const requested = await call('POST', `/api/selfCustody/deposits/${depositId}/mint`, undefined, rootToken);
  expect(requested.json().data.operation.status).toBe('awaiting_approval');
  return requested.json().data.operation.id;
}

describe('renaming a permission grants nothing', () => {
  it('refuses renaming a shipped permission, or taking the name of one, so a role holding News never reaches service tokens', async () => {
    const { token } = await api.signedInAs('renamer@example.com', [
      'permissions.permission',
      'permissions:update',
      'permissions:create',
      'permissions:delete',
      'news',
    ]);
    const serviceTokensId = await permissionIdOf('serviceTokens:manage');
    const newsId = await permissionIdOf('news');
    const shape = (identifier: string) => ({
      identifier,
      nameZh: '改名',
      nameEn: 'Renamed',
      type: 'function',
      parentId: newsId,
    });

    const moveAway = await call(
      'PUT',
      `/api/permissions/${serviceTokensId}`,
      { ...shape('parked'), parentId: await permissionIdOf('selfCustody.dataPanel') },
      token,
    );
    expect(moveAway.statusCode).toBe(409);
    expect(moveAway.json()).toMatchObject({
      errorCode: 'PERMISSION_BUILTIN',
      params: { identifier: 'serviceTokens:manage' },
    });
    const takeOver = await call(
      'PUT',
      `/api/permissions/${newsId}`,
      {
        identifier: 'serviceTokens:manage',
        nameZh: '新闻',
        nameEn: 'News',
        type: 'menu',
        path: '/news',
        parentId: null,
      },
      token,
    );
    expect(takeOver.json().errorCode).toBe('PERMISSION_BUILTIN');
    expect((await call('DELETE', `/api/permissions/${serviceTokensId}`, undefined, token)).json().errorCode).toBe(
      'PERMISSION_BUILTIN',
    );

    // A permission added later is renamed by those who hold it (here, only super administrators: the one who
    // added it holds it not), and never into a shipped identifier, which cannot be freed.
    const own = await addReportsFunction('reports:read', newsId, token);
    expect((await call('PUT', `/api/permissions/${own.id}`, { ...shape('reports:view') }, token)).json()).toMatchObject(
      { errorCode: 'PERMISSION_NOT_HELD', params: { identifier: 'reports:read' } },
    );
    expect(
      (await call('PUT', `/api/permissions/${own.id}`, { ...shape('serviceTokens:manage') }, rootToken)).json()
        .errorCode,
    ).toBe('PERMISSION_IDENTIFIER_TAKEN');
    expect((await call('PUT', `/api/permissions/${own.id}`, { ...shape('reports:view') }, rootToken)).statusCode).toBe(
      200,
    );

    expect((await call('GET', '/api/serviceTokens', undefined, token)).statusCode).toBe(403);
    const [row] = await api.db.select().from(permissions).where(eq(permissions.id, serviceTokensId));
    expect(row).toMatchObject({ identifier: 'serviceTokens:manage', builtin: true });
    await call('DELETE', `/api/permissions/${own.id}`, undefined, rootToken);
  });

  it('keeps a shipped permission’s names and order editable, and says which permissions are shipped', async () => {
    // Holding Feedback: a permission's names and order are changed by those who hold it.
    const { token } = await api.signedInAs('namer@example.com', [
      'permissions.permission',
      'permissions:update',
      'permissions:delete',
      'feedback',
    ]);
    const feedbackId = await permissionIdOf('feedback');
    const renamed = await call(
      'PUT',
      `/api/permissions/${feedbackId}`,
      {
        identifier: 'feedback',
        nameZh: '用户反馈',
        nameEn: 'Feedback',
        type: 'menu',
        path: '/feedback',
        parentId: null,
        sortOrder: 25,
      },
      token,
    );
    expect(renamed.json().data).toMatchObject({
      nameEn: 'Feedback',
      sortOrder: 25,
      builtin: true,
      abilities: { update: true, delete: false },
    });
    const added = await addReportsFunction('reports:view', feedbackId, rootToken);
    const listed = (await call('GET', '/api/permissions', undefined, token)).json().data as {
      identifier: string;
      builtin: boolean;
      abilities: { grant: boolean };
    }[];
    expect(listed.find((entry) => entry.identifier === 'news')?.abilities.grant).toBe(false);
    expect(listed.find((entry) => entry.identifier === 'permissions:update')?.abilities.grant).toBe(true);
    expect(listed.filter((entry) => !entry.builtin).map((entry) => entry.identifier)).toEqual(['reports:view']);
    await call('DELETE', `/api/permissions/${added.id}`, undefined, rootToken);
  });

  it('is refused by the database itself, whatever path a write takes', async () => {
    const refusedByTheDatabase = {
      cause: expect.objectContaining({ message: expect.stringMatching(/ships with the product/) }),
    };
    await expect(
      api.db.update(permissions).set({ identifier: 'sneaky' }).where(eq(permissions.identifier, 'withdrawals:confirm')),
    ).rejects.toMatchObject(refusedByTheDatabase);
    await expect(
      api.db.delete(permissions).where(eq(permissions.identifier, 'withdrawals:confirm')),
    ).rejects.toMatchObject(refusedByTheDatabase);
    await expect(
      api.db.update(permissions).set({ builtin: false }).where(eq(permissions.identifier, 'withdrawals:confirm')),
    ).rejects.toMatchObject(refusedByTheDatabase);
    expect(await api.db.$count(permissions, eq(permissions.identifier, 'withdrawals:confirm'))).toBe(1);
    await api.db
      .update(permissions)
      .set({ nameEn: 'Confirm a withdrawal' })
      .where(eq(permissions.identifier, 'withdrawals:confirm'));
  });
});

describe('an administrators manager never makes or takes over a bigger account', () => {
  it('cannot create an administrator in a custody role, nor in the super role, and sees only the roles it may assign', async () => {
    const { token } = await api.signedInAs('creator@example.com', ['permissions.administrator', 'admins:create']);
    const custodyRole = await api.createRole('custody_desk', CUSTODY_CODES);
    const smallRole = await api.createRole('admin_reader', ['permissions.administrator']);
    const before = await adminCount();
    const custody = await call('POST', '/api/admins', newAdminBody('puppet@example.com', custodyRole), token);
    expect(custody.statusCode).toBe(403);
    expect(custody.json()).toMatchObject({ errorCode: 'TARGET_EXCEEDS_OWN' });
    expect(custody.json().params.codes).toContain('withdrawals:confirm');
    expect(
      (await call('POST', '/api/admins', newAdminBody('puppet2@example.com', superRoleId), token)).json().errorCode,
    ).toBe('SUPER_ADMIN_REQUIRED');
    expect(await adminCount()).toBe(before);

    const assignable = (await call('GET', '/api/roles?pageSize=100', undefined, token)).json().data as {
      id: number;
      abilities: { assign: boolean };
    }[];
    expect(assignable.filter((role) => role.abilities.assign).map((role) => role.id)).toEqual(
      expect.arrayContaining([smallRole]),
    );
    expect(assignable.find((role) => role.id === custodyRole)?.abilities.assign).toBe(false);
    expect(assignable.find((role) => role.id === superRoleId)?.abilities).toEqual({
      update: false,
      delete: false,
      assign: false,
    });
    expect((await call('POST', '/api/admins', newAdminBody('reader@example.com', smallRole), token)).statusCode).toBe(
      200,
    );
  });

  it('cannot approve a 10 BTC mint through accounts it made: two-person approval holds', async () => {
    await call(
      'PUT',
      '/api/selfCustody/approvalPolicies/mint',
      { approvalsBesidesRequester: 2, aboveAmount: '5' },
      rootToken,
    );
    const operationId = await confirmedMintAwaitingApproval('10');
    const { token } = await api.signedInAs('quorum.maker@example.com', [
      'permissions.administrator',
      'admins:create',
      'selfCustody.deposit',
      'deposits:confirmMint',
    ]);
    const ownRole = (
      await api.db.select({ roleId: admins.roleId }).from(admins).where(eq(admins.email, 'quorum.maker@example.com'))
    )[0].roleId;
    // Even in a role it holds entirely, an account that approves money is a super administrator's to make.
    const puppet = await call('POST', '/api/admins', newAdminBody('second.pair.of.hands@example.com', ownRole), token);
    expect(puppet.json().errorCode).toBe('MONEY_APPROVER_SUPER_ONLY');
    expect(
      (await call('POST', `/api/selfCustody/operations/${operationId}/approve`, undefined, token)).json().data,
    ).toMatchObject({ status: 'awaiting_approval', awaitingApprovals: 1 });
    const approvals = await api.db.$count(custodyApprovals, eq(custodyApprovals.operationId, operationId));
    expect(approvals).toBe(1);
    await call(
      'PUT',
      '/api/selfCustody/approvalPolicies/mint',
      { approvalsBesidesRequester: 0, aboveAmount: '0' },
      rootToken,
    );
  });

  it('cannot reset the password of an administrator holding more, nor of a fellow approver, and the old password still works', async () => {
    const big = await api.signedInAs('big@example.com', [
      ...CUSTODY_CODES,
      'news',
      'feedback',
      'notices',
      'points',
      'overview',
    ]);
    const { token } = await api.signedInAs('resetter@example.com', [
      'permissions.administrator',
      'admins:resetPassword',
      'news',
    ]);
    const refused = await call('POST', `/api/admins/${big.adminId}/password`, { password: 'taken over 1234' }, token);
    expectRefusal(refused, 403, 'TARGET_EXCEEDS_OWN');
    await expect(api.signIn('big@example.com', 'taken over 1234', '10.20.0.1')).rejects.toThrow(/401/);
    await expect(api.signIn('big@example.com', TEST_PASSWORD, '10.20.0.2')).resolves.toEqual(expect.any(String));
    expect((await call('GET', '/api/auth/me', undefined, big.token)).statusCode).toBe(200);

    const peer = await api.signedInAs('peer.approver@example.com', [
      'permissions.administrator',
      'admins:resetPassword',
      ...CUSTODY_CODES,
    ]);
    const fellow = await api.signedInAs('fellow.approver@example.com', ['selfCustody.withdraw', 'withdrawals:confirm']);
    expect(
      (await call('POST', `/api/admins/${fellow.adminId}/password`, { password: 'taken over 1234' }, peer.token)).json()
        .errorCode,
    ).toBe('MONEY_APPROVER_SUPER_ONLY');
  });

  it('cannot move an administrator into a role holding more, nor out of one it does not cover, nor itself', async () => {
    const mover = await api.signedInAs('mover@example.com', ['permissions.administrator', 'admins:update', 'news']);
    const newsOnly = await api.createRole('news_only', ['news']);
    const custodyRole = await api.createRole('custody_two', CUSTODY_CODES);
    const target = await api.createAdmin({ email: 'moved@example.com', password: TEST_PASSWORD, roleId: newsOnly });
    const edit = (adminId: number, email: string, roleId: number) =>
      call('PUT', `/api/admins/${adminId}`, { email, name: 'n', description: 'd', roleId }, mover.token);

    expect((await edit(target, 'moved@example.com', custodyRole)).json().errorCode).toBe('TARGET_EXCEEDS_OWN');
    expect((await edit(target, 'moved@example.com', superRoleId)).json().errorCode).toBe('SUPER_ADMIN_REQUIRED');
    expect((await edit(mover.adminId, 'mover@example.com', custodyRole)).json().errorCode).toBe(
      'CANNOT_CHANGE_OWN_ROLE',
    );
    const custodian = await api.createAdmin({
      email: 'custodian@example.com',
      password: TEST_PASSWORD,
      roleId: custodyRole,
    });
    expect((await edit(custodian, 'custodian@example.com', newsOnly)).json().errorCode).toBe('TARGET_EXCEEDS_OWN');
    const [row] = await api.db.select({ roleId: admins.roleId }).from(admins).where(eq(admins.id, target));
    expect(row.roleId).toBe(newsOnly);
    expect((await edit(target, 'moved@example.com', newsOnly)).statusCode).toBe(200);
  });

  it('answers each row with what the signed-in administrator may do to it', async () => {
    const manager = await api.signedInAs('row.reader@example.com', [
      'permissions.administrator',
      'admins:update',
      'admins:toggle',
      'admins:resetPassword',
      'news',
    ]);
    const newsOnly = await api.createRole('news_managed', ['news']);
    const custodyRole = await api.createRole('custody_row', CUSTODY_CODES);
    await api.createAdmin({ email: 'managed@example.com', password: TEST_PASSWORD, roleId: newsOnly });
    await api.createAdmin({ email: 'custodian.row@example.com', password: TEST_PASSWORD, roleId: custodyRole });
    const rows = (await call('GET', '/api/admins?pageSize=100', undefined, manager.token)).json().data as {
      email: string;
      abilities: Record<string, boolean>;
    }[];
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row.abilities]));
    expect(byEmail[SUPER_EMAIL]).toEqual(NO_ADMIN_ABILITIES);
    expect(byEmail['row.reader@example.com']).toEqual({ ...NO_ADMIN_ABILITIES, update: true });
    expect(byEmail['managed@example.com']).toEqual(MANAGED_ADMIN_ABILITIES);
    expect(byEmail['custodian.row@example.com']).toMatchObject({ update: false, disable: false, resetPassword: false });
  });
});

describe('roles', () => {
  it('a role manager cannot switch the super role’s two-factor requirement, rename it, or edit a role holding more', async () => {
    const { token } = await api.signedInAs('role.manager@example.com', [
      'permissions.role',
      'roles:update',
      'roles:create',
      'roles:delete',
      'news',
      'news:create',
    ]);
    for (const requiresTwoFactor of [false, true]) {
      const response = await call(
        'PUT',
        `/api/roles/${superRoleId}`,
        { identifier: 'super_admin', name: 'Super administrator', description: '', requiresTwoFactor },
        token,
      );
      expectRefusal(response, 403, 'SUPER_ADMIN_REQUIRED');
    }
    const custodyRole = await api.createRole('custody_three', CUSTODY_CODES);
    await api.db.update(roles).set({ requiresTwoFactor: true }).where(eq(roles.id, custodyRole));
    const weaken = await call(
      'PUT',
      `/api/roles/${custodyRole}`,
      { identifier: 'custody_three', name: 'Custody', description: '', requiresTwoFactor: false },
      token,
    );
    expect(weaken.json().errorCode).toBe('TARGET_EXCEEDS_OWN');
    expect((await call('DELETE', `/api/roles/${custodyRole}`, undefined, token)).json().errorCode).toBe(
      'TARGET_EXCEEDS_OWN',
    );
    const [row] = await api.db.select().from(roles).where(eq(roles.id, custodyRole));
    expect(row.requiresTwoFactor).toBe(true);
  });

  it('grants only what the manager holds, and money approval only from a super administrator', async () => {
    const { token } = await api.signedInAs('granter@example.com', [
      'permissions.role',
      'roles:create',
      'roles:update',
      'news',
      'selfCustody.withdraw',
      'withdrawals:confirm',
    ]);
    const newsId = await permissionIdOf('news');
    const beyond = await call(
      'POST',
      '/api/roles',
      {
        identifier: 'beyond',
        name: 'Beyond',
        description: '',
        permissionIds: [newsId, await permissionIdOf('feedback')],
      },
      token,
    );
    expect(beyond.json()).toMatchObject({ errorCode: 'GRANT_EXCEEDS_OWN', params: { codes: 'feedback' } });
    const approvers = await call(
      'POST',
      '/api/roles',
      {
        identifier: 'approvers',
        name: 'Approvers',
        description: '',
        permissionIds: [await permissionIdOf('withdrawals:confirm')],
      },
      token,
    );
    expect(approvers.json().errorCode).toBe('MONEY_APPROVER_SUPER_ONLY');
    // A role it made for a second account cannot be turned into an approver's afterwards either.
    const made = (
      await call(
        'POST',
        '/api/roles',
        { identifier: 'harmless', name: 'Harmless', description: '', permissionIds: [newsId] },
        token,
      )
    ).json().data;
    expect(made.abilities).toEqual({ update: true, delete: false, assign: true });
    const grow = await call(
      'PUT',
      `/api/roles/${made.id}`,
      {
        identifier: 'harmless',
        name: 'Harmless',
        description: '',
        permissionIds: [newsId, await permissionIdOf('withdrawals:confirm')],
      },
      token,
    );
    expect(grow.json().errorCode).toBe('MONEY_APPROVER_SUPER_ONLY');
    expect(
      (
        await call(
          'POST',
          '/api/roles',
          { identifier: 'crafted', name: 'Crafted', description: '', isSuper: true, permissionIds: [] },
          token,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('sessions', () => {
  it('ends only the sessions of administrators the revoker covers', async () => {
    const big = await api.signedInAs('session.big@example.com', CUSTODY_CODES);
    const small = await api.signedInAs('session.small@example.com', ['news']);
    const revoker = await api.signedInAs('revoker@example.com', ['permissions.sessions', 'sessions:revoke', 'news']);
    const listed = (await call('GET', '/api/sessions?pageSize=100', undefined, revoker.token)).json().data as {
      id: string;
      adminEmail: string;
      abilities: { revoke: boolean };
    }[];
    const sessionOf = (email: string) =>
      listed.find((session) => session.adminEmail === email) as (typeof listed)[number];
    expect(sessionOf('session.big@example.com').abilities.revoke).toBe(false);
    expect(sessionOf(SUPER_EMAIL).abilities.revoke).toBe(false);
    expect(sessionOf('session.small@example.com').abilities.revoke).toBe(true);

    const refused = await call(
      'POST',
      `/api/sessions/${sessionOf('session.big@example.com').id}/revoke`,
      undefined,
      revoker.token,
    );
    expect(refused.json().errorCode).toBe('TARGET_EXCEEDS_OWN');
    expect((await call('GET', '/api/auth/me', undefined, big.token)).statusCode).toBe(200);
    expect(
      (
        await call(
          'POST',
          `/api/sessions/${sessionOf('session.small@example.com').id}/revoke`,
          undefined,
          revoker.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, small.token)).statusCode).toBe(401);
  });
});

describe('service tokens', () => {
  it('a token manager who is not a super administrator creates statistics tokens, never executor or indexer ones', async () => {
    const { token } = await api.signedInAs('token.manager@example.com', [
      'selfCustody.dataPanel',
      'serviceTokens:manage',
    ]);
    const before = await api.db.$count(serviceTokens);
    for (const scopes of [['executor'], ['indexer'], ['statistics', 'executor']]) {
      const response = await call('POST', '/api/serviceTokens', { name: 'outbox reader', scopes }, token);
      expectRefusal(response, 403, 'SERVICE_SCOPE_SUPER_ONLY');
    }
    expect(await api.db.$count(serviceTokens)).toBe(before);
    const listed = (await call('GET', '/api/serviceTokens', undefined, token)).json();
    expect(listed.creatableScopes).toEqual(['statistics', 'hedging', 'feedback']);
    const statistics = await call('POST', '/api/serviceTokens', { name: 'stats', scopes: ['statistics'] }, token);
    expect(statistics.json().data).toMatchObject({ scopes: ['statistics'], abilities: { revoke: true } });
    // Stopping a token never waits for a super administrator.
    const indexer = listed.data.find((entry: { name: string }) => entry.name === 'indexer');
    expect(indexer.abilities.revoke).toBe(true);
  });
});

describe('approval policies', () => {
  it('are raised by their keepers and lowered only by a super administrator', async () => {
    const { token } = await api.signedInAs('policy.keeper@example.com', [
      'selfCustody.dataPanel',
      'custody:approvalPolicy',
    ]);
    const put = (payload: object, as = token) =>
      call('PUT', '/api/selfCustody/approvalPolicies/withdrawal', payload, as);
    for (const lowering of [
      { approvalsBesidesRequester: 0, aboveAmount: '0' },
      { approvalsBesidesRequester: 1, aboveAmount: '100' },
    ]) {
      const response = await put(lowering);
      expectRefusal(response, 403, 'APPROVAL_POLICY_LOWERING_SUPER_ONLY');
    }
    expect((await put({ approvalsBesidesRequester: 2, aboveAmount: '0' })).json().data).toMatchObject({
      approvalsBesidesRequester: 2,
      abilities: { update: true, lower: false },
    });
    expect((await put({ approvalsBesidesRequester: 1, aboveAmount: '0' })).json().errorCode).toBe(
      'APPROVAL_POLICY_LOWERING_SUPER_ONLY',
    );
    expect((await put({ approvalsBesidesRequester: 1, aboveAmount: '0' }, rootToken)).json().data).toMatchObject({
      approvalsBesidesRequester: 1,
      abilities: { lower: true },
    });
  });
});

describe('the permissions the product ships', () => {
  it('are exactly the codes the server checks and the menus of the route table, each marked builtin', async () => {
    const { default: routeTable } = await import('../../config/routes');
    const { APPROVE_CODE } = await import('../../server/src/permissions/codes');
    const { CRSM_PRICE_PERMISSION, FEEDBACK_PERMISSION } = await import('../../server/src/home/service');
    const checked = new Set<string>([...Object.values(APPROVE_CODE), CRSM_PRICE_PERMISSION, FEEDBACK_PERMISSION]);
    for (const { requirement } of api.app.routeRegistry) {
      if (typeof requirement !== 'object' || 'serviceScope' in requirement) continue;
      for (const code of 'permission' in requirement ? [requirement.permission] : requirement.anyPermission)
        checked.add(code);
    }
    const pagePaths = new Set<string>();
    const walk = (entries: typeof routeTable) => {
      for (const entry of entries) {
        if (entry.access === 'canRoute') pagePaths.add(entry.path);
        if (entry.routes) walk(entry.routes);
      }
    };
    walk(routeTable);

    const shipped = await api.db.select().from(permissions).where(eq(permissions.builtin, true));
    const shippedCodes = new Set(shipped.map((row) => row.identifier));
    expect([...checked].filter((code) => !shippedCodes.has(code))).toEqual([]);
    const shippedMenuPaths = shipped.filter((row) => row.type === 'menu').map((row) => row.path as string);
    expect(
      shippedMenuPaths.filter((path) => !pagePaths.has(path) && !routeTable.some((entry) => entry.path === path)),
    ).toEqual([]);
    expect([...pagePaths].filter((path) => !shippedMenuPaths.includes(path))).toEqual([]);
    // A shipped function permission that nothing checks would be a switch that does nothing.
    expect(
      shipped.filter((row) => row.type === 'function' && !checked.has(row.identifier)).map((row) => row.identifier),
    ).toEqual([]);
  });
});
