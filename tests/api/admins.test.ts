import { eq } from 'drizzle-orm';
import { auditLogs, roles } from '../../server/src/db/schema';
import { signedInApiForBlock, type HttpMethod, SUPER_EMAIL, SUPER_PASSWORD, type TestApi } from '../support/apiServer';
import { expectOneOfTwoAtOnce, expectRefusal } from '../support/answers';

let api: TestApi;
let rootToken: string;
let superRoleId: number;
let newsRoleId: number;
/** Each block runs on a database of its own: the administrators it lists are the ones it made. */
function ownDatabase() {
  signedInApiForBlock([], (signedIn) => ({ api, rootToken } = signedIn));
  beforeAll(async () => {
    [{ id: superRoleId }] = await api.db.select({ id: roles.id }).from(roles).where(eq(roles.isSuper, true));
    newsRoleId = await api.createRole('news_desk', ['news', 'news:create']);
  });
}

const call = (method: HttpMethod, url: string, payload?: object, token = rootToken) =>
  api.call(method, url, payload, token);

let counter = 0;
async function createViaApi(overrides: Partial<{ email: string; roleId: number; password: string }> = {}) {
  counter += 1;
  const response = await call('POST', '/api/admins', {
    email: `person${counter}@example.com`,
    password: 'person password 1',
    name: `Person ${counter}`,
    description: 'Test administrator',
    roleId: newsRoleId,
    ...overrides,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; email: string; roleId: number; enabled: boolean };
}

describe('administrators: create and list', () => {
  ownDatabase();

  it('creates an administrator who can then sign in, and audits it without the password', async () => {
    const created = await createViaApi({ email: 'Creator.Case@Example.com' });
    expect(created).toMatchObject({ email: 'Creator.Case@Example.com', roleId: newsRoleId, enabled: true });
    await expect(api.signIn('creator.case@example.com', 'person password 1', '10.7.0.1')).resolves.toEqual(
      expect.any(String),
    );
    const [row] = await api.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(created.id)));
    expect(row).toMatchObject({ action: 'admin.create', entityType: 'admin' });
    expect(JSON.stringify(row.after)).not.toMatch(/password|argon/i);
  });

  it('refuses a taken email whatever its case, with 409', async () => {
    await createViaApi({ email: 'taken@example.com' });
    const again = await call('POST', '/api/admins', {
      email: 'TAKEN@example.com',
      password: 'person password 1',
      name: 'X',
      description: 'Y',
      roleId: newsRoleId,
    });
    expectRefusal(again, 409, 'EMAIL_TAKEN');
  });

  it.each([
    [{ email: 'not-an-email' }, 400, 'VALIDATION_FAILED'],
    [{ name: '' }, 400, 'VALIDATION_FAILED'],
    [{ description: '   ' }, 400, 'VALIDATION_FAILED'],
    [{ password: 'short' }, 400, 'WEAK_PASSWORD'],
    [{ roleId: 99999 }, 422, 'UNKNOWN_ROLE'],
    [{ enabled: false }, 400, 'VALIDATION_FAILED'],
  ])('refuses %j and creates nothing', async (override, status, errorCode) => {
    const before = await api.db.$count((await import('../../server/src/db/schema')).admins);
    const response = await call('POST', '/api/admins', {
      email: 'bad-input@example.com',
      password: 'person password 1',
      name: 'N',
      description: 'D',
      roleId: newsRoleId,
      ...override,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
    expect(await api.db.$count((await import('../../server/src/db/schema')).admins)).toBe(before);
  });

  it('searches, filters, sorts and pages in the database', async () => {
    await createViaApi({ email: 'zulu.search@example.com' });
    await createViaApi({ email: 'alpha.search@example.com' });
    const found = await call('GET', '/api/admins?email=.SEARCH@&sortField=email&sortOrder=ascend');
    expect(found.json().data.map((admin: { email: string }) => admin.email)).toEqual([
      'alpha.search@example.com',
      'zulu.search@example.com',
    ]);
    expect(found.json().total).toBe(2);
    const descending = await call(
      'GET',
      '/api/admins?email=search&sortField=email&sortOrder=descend&pageSize=1&current=2',
    );
    expect(descending.json().data.map((admin: { email: string }) => admin.email)).toEqual(['alpha.search@example.com']);
    const supers = await call('GET', `/api/admins?roleId=${superRoleId}`);
    expect(supers.json().data.map((admin: { email: string }) => admin.email)).toEqual([SUPER_EMAIL]);
    const wildcard = await call('GET', '/api/admins?email=%25');
    expect(wildcard.json().total).toBe(0);
    expect((await call('GET', '/api/admins?sortField=password')).statusCode).toBe(400);
  });
});

describe('administrators: edit, enable and disable', () => {
  ownDatabase();

  it('edits the fields and records before and after', async () => {
    const created = await createViaApi();
    const response = await call('PUT', `/api/admins/${created.id}`, {
      email: 'edited@example.com',
      name: 'Edited',
      description: 'Changed',
      roleId: newsRoleId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: 'edited@example.com', name: 'Edited' });
    const [row] = await api.auditRows('admin.update');
    expect(row.before).toMatchObject({ email: created.email });
    expect(row.after).toMatchObject({ email: 'edited@example.com' });
  });

  it('answers 404 for an administrator that does not exist', async () => {
    const response = await call('PUT', '/api/admins/99999', {
      email: 'ghost@example.com',
      name: 'G',
      description: 'G',
      roleId: newsRoleId,
    });
    expectRefusal(response, 404, 'ADMIN_NOT_FOUND');
  });

  it('disabling signs the administrator out at once; enabling lets them in again; each state change only once', async () => {
    const created = await createViaApi();
    const token = await api.signIn(created.email, 'person password 1', '10.7.1.1');
    expect((await call('GET', '/api/auth/me', undefined, token)).statusCode).toBe(200);

    expect((await call('POST', `/api/admins/${created.id}/disable`)).json().data.enabled).toBe(false);
    expect((await call('GET', '/api/auth/me', undefined, token)).statusCode).toBe(401);
    const twice = await call('POST', `/api/admins/${created.id}/disable`);
    expectRefusal(twice, 409, 'ADMIN_ALREADY_DISABLED');

    expect((await call('POST', `/api/admins/${created.id}/enable`)).json().data.enabled).toBe(true);
    expect((await call('GET', '/api/auth/me', undefined, token)).statusCode).toBe(401);
    await expect(api.signIn(created.email, 'person password 1', '10.7.1.2')).resolves.toEqual(expect.any(String));
    expect((await call('POST', `/api/admins/${created.id}/enable`)).json().errorCode).toBe('ADMIN_ALREADY_ENABLED');
  });

  it('two disables sent at once take effect exactly once', async () => {
    const created = await createViaApi();
    await expectOneOfTwoAtOnce(() => call('POST', `/api/admins/${created.id}/disable`));
    const rows = await api.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(created.id)));
    expect(rows.filter((row) => row.action === 'admin.disable')).toHaveLength(1);
  });
});

describe('administrators: the rules that keep the panel governable', () => {
  ownDatabase();

  let secondSuper: { id: number; email: string };
  let secondSuperToken: string;
  beforeAll(async () => {
    secondSuper = await createViaApi({ email: 'second.super@example.com', roleId: superRoleId });
    secondSuperToken = await api.signIn('second.super@example.com', 'person password 1', '10.7.2.1');
  });

  it('no one disables themselves', async () => {
    const response = await call('POST', `/api/admins/${secondSuper.id}/disable`, undefined, secondSuperToken);
    expectRefusal(response, 409, 'CANNOT_DISABLE_SELF');
  });

  it('no one changes their own role', async () => {
    const response = await call(
      'PUT',
      `/api/admins/${secondSuper.id}`,
      { email: secondSuper.email, name: 'Me', description: 'Me', roleId: newsRoleId },
      secondSuperToken,
    );
    expectRefusal(response, 409, 'CANNOT_CHANGE_OWN_ROLE');
  });

  it('only a super administrator acts on a super administrator: an administrators operator can neither disable nor demote one', async () => {
    const rootId = (await call('GET', `/api/admins?email=${SUPER_EMAIL}`)).json().data[0].id;
    const operatorToken = (
      await api.signedInAs(
        'admin.operator@example.com',
        ['permissions.administrator', 'admins:update', 'admins:toggle', 'admins:resetPassword'],
        '10.7.2.2',
      )
    ).token;
    for (const targetId of [rootId, secondSuper.id]) {
      const disable = await call('POST', `/api/admins/${targetId}/disable`, undefined, operatorToken);
      expectRefusal(disable, 403, 'SUPER_ADMIN_REQUIRED');
      const demote = await call(
        'PUT',
        `/api/admins/${targetId}`,
        { email: `x${targetId}@example.com`, name: 'Demoted', description: 'Demoted', roleId: newsRoleId },
        operatorToken,
      );
      expect(demote.json().errorCode).toBe('SUPER_ADMIN_REQUIRED');
      expect(
        (await call('POST', `/api/admins/${targetId}/password`, { password: 'taken over 123' }, operatorToken)).json()
          .errorCode,
      ).toBe('SUPER_ADMIN_REQUIRED');
    }
    const supers = (await call('GET', `/api/admins?roleId=${superRoleId}&enabled=true`)).json().data;
    expect(supers.map((admin: { email: string }) => admin.email).sort()).toEqual(
      [SUPER_EMAIL, secondSuper.email].sort(),
    );
    await expect(api.signIn(SUPER_EMAIL, SUPER_PASSWORD, '10.7.2.3')).resolves.toEqual(expect.any(String));
  });

  it('two super administrators disabling each other at once leave one of them enabled', async () => {
    const third = await createViaApi({ email: 'third.super@example.com', roleId: superRoleId });
    const thirdToken = await api.signIn('third.super@example.com', 'person password 1', '10.7.4.1');
    const results = await Promise.all([
      call('POST', `/api/admins/${third.id}/disable`, undefined, secondSuperToken),
      call('POST', `/api/admins/${secondSuper.id}/disable`, undefined, thirdToken),
    ]);
    expect(results.filter((result) => result.statusCode === 200)).toHaveLength(1);
    // The loser was disabled while its request waited: it is signed out, not obeyed.
    expect(results.filter((result) => result.statusCode !== 200).map((result) => result.statusCode)).toEqual([401]);
    const enabledSupers = (await call('GET', `/api/admins?roleId=${superRoleId}&enabled=true`))
      .json()
      .data.map((admin: { id: number }) => admin.id);
    expect(enabledSupers.filter((id: number) => id === third.id || id === secondSuper.id)).toHaveLength(1);
    for (const id of [third.id, secondSuper.id]) await call('POST', `/api/admins/${id}/enable`);
    // The third was only for this race: the block's other tests count the supers without it.
    await call('POST', `/api/admins/${third.id}/disable`);
    secondSuperToken = await api.signIn('second.super@example.com', 'person password 1', '10.7.4.2');
  });

  it('resets another administrator’s password and signs them out, but not one’s own', async () => {
    const created = await createViaApi();
    const token = await api.signIn(created.email, 'person password 1', '10.7.3.1');
    expect((await call('POST', `/api/admins/${created.id}/password`, { password: 'short' })).json().errorCode).toBe(
      'WEAK_PASSWORD',
    );
    expect(
      (await call('POST', `/api/admins/${created.id}/password`, { password: 'reset password 9' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, token)).statusCode).toBe(401);
    await expect(api.signIn(created.email, 'reset password 9', '10.7.3.2')).resolves.toEqual(expect.any(String));
    const rootId = (await call('GET', `/api/admins?email=${SUPER_EMAIL}`)).json().data[0].id;
    const own = await call('POST', `/api/admins/${rootId}/password`, { password: 'another password 1' });
    expectRefusal(own, 409, 'USE_CHANGE_PASSWORD');
  });
});
