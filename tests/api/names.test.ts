// Single-line names (issue 38): administrators', roles', menus', institutions' and service tokens' names
// refuse control characters (a line break carried a paragraph into approval emails), bidirectional
// overrides and names made only of invisible characters, with 400 naming the field, and write nothing.
// What a name may hold is contract/names.ts (tests/unit/contract-names.test.ts).
import { eq } from 'drizzle-orm';
import { admins, permissions, roles, serviceTokens } from '../../server/src/db/schema';
import { forBlock, startSignedIn, type TestApi } from '../support/apiServer';
import { fixedDeposit } from '../support/custodyAddresses';

let api: TestApi;
let rootToken: string;
forBlock(
  () => startSignedIn(),
  (started) => started.api.close(),
  (started) => {
    ({ api, rootToken } = started);
  },
);

const HOSTILE: [string, string][] = [
  ['a line break', 'Cora Custody\n\nSECURITY NOTICE: re-approve at https://evil.example/login'],
  ['a carriage return', 'Cora\rCustody'],
  ['a line separator', 'Cora\u2028Custody'],
  ['a right-to-left override', 'Cora\u202eydotsuC'],
  ['a directional isolate', 'Cora \u2067Custody\u2069'],
  ['only invisible characters', '\u200b\u200c\u2060'],
  ['only a Hangul filler', '\u3164'],
];

const call = (method: 'POST' | 'PUT', url: string, payload: object) => api.call(method, url, payload, rootToken);

function expectNameRefused(response: Awaited<ReturnType<typeof call>>, field: string) {
  expect([response.statusCode, response.json().errorCode]).toEqual([400, 'VALIDATION_FAILED']);
  expect(response.json().fields.map((entry: { field: string }) => entry.field)).toContain(field);
}

let counter = 0;
const next = () => ++counter;

describe.each(HOSTILE)('a name with %s', (_label, name) => {
  it('is refused for a new administrator, and no account is made', async () => {
    const email = `named.${next()}@example.com`;
    const [role] = await api.db.select({ id: roles.id }).from(roles).limit(1);
    const response = await call('POST', '/api/admins', {
      email,
      password: 'a long enough password 1',
      name,
      description: 'Hostile name',
      roleId: role.id,
    });
    expectNameRefused(response, 'name');
    expect(await api.db.select().from(admins).where(eq(admins.email, email))).toEqual([]);
  });

  it("is refused for an administrator's new name, and the name stays", async () => {
    const email = `renamed.${next()}@example.com`;
    const roleId = await api.createRole(`renamed_${counter}`, ['news']);
    const adminId = await api.createAdmin({ email, password: 'a long enough password 1', roleId });
    const [before] = await api.db.select({ name: admins.name }).from(admins).where(eq(admins.id, adminId));
    const response = await call('PUT', `/api/admins/${adminId}`, { email, name, description: 'Renamed', roleId });
    expectNameRefused(response, 'name');
    const [after] = await api.db.select({ name: admins.name }).from(admins).where(eq(admins.id, adminId));
    expect(after.name).toBe(before.name);
  });

  it('is refused for a role, and no role is made', async () => {
    const identifier = `hostile_role_${next()}`;
    const response = await call('POST', '/api/roles', { identifier, name, description: '', permissionIds: [] });
    expectNameRefused(response, 'name');
    expect(await api.db.select().from(roles).where(eq(roles.identifier, identifier))).toEqual([]);
  });

  it.each(['nameEn', 'nameZh'])("is refused for a menu's %s, and no menu is made", async (field) => {
    const identifier = `hostile.menu.${next()}`;
    const response = await call('POST', '/api/permissions', {
      identifier,
      nameZh: '报表',
      nameEn: 'Reports',
      [field]: name,
      type: 'menu',
      path: 'https://reports.example.com',
    });
    expectNameRefused(response, field);
    expect(await api.db.select().from(permissions).where(eq(permissions.identifier, identifier))).toEqual([]);
  });

  it('is refused for a service token, and no token is made', async () => {
    const before = await api.db.select().from(serviceTokens);
    const response = await call('POST', '/api/serviceTokens', { name, scopes: ['indexer'] });
    expectNameRefused(response, 'name');
    expect(await api.db.select().from(serviceTokens)).toHaveLength(before.length);
  });

  it("is refused for an institution's new name, and the name stays", async () => {
    const deposit = await call(
      'POST',
      '/api/selfCustody/deposits',
      fixedDeposit(`Named ${next()}`, {
        amount: '0.1',
        depositHash: counter.toString(16).padStart(64, 'd'),
        remarks: 'Names test',
      }),
    );
    expect(deposit.statusCode).toBe(200);
    const { institutionId, userName } = deposit.json().data;
    const response = await call('POST', `/api/selfCustody/institutions/${institutionId}/rename`, { name });
    expectNameRefused(response, 'name');
    const named = await api.call('GET', `/api/selfCustody/deposits/${deposit.json().data.id}`, undefined, rootToken);
    expect(named.json().data.userName).toBe(userName);
  });
});

describe('a name that holds only what a name may', () => {
  it('is taken as written, in any script, trimmed', async () => {
    const identifier = `named_role_${next()}`;
    const response = await call('POST', '/api/roles', {
      identifier,
      name: '  运营 Ops — José’s (night)  ',
      description: '',
      permissionIds: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('运营 Ops — José’s (night)');
  });
});
