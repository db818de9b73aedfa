// Wallet sign-in and wallet binding: one-time challenges bound to a taproot address and the
// site's origin, BIP-322 signatures made with real keys, and every refusal.
import { eq } from 'drizzle-orm';
import { readConfig } from '../../server/src/config';
import { admins, auditLogs, roles, sessions, signInFailures, walletChallenges } from '../../server/src/db/schema';
import { NOT_TAPROOT_MESSAGE } from '../../server/src/http/chainFields';
import { FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../../server/src/auth/throttle';
import { CHALLENGE_TTL_SECONDS } from '../../server/src/wallet/challenges';
import { bearer, setAdminEnabled, startTestApi, SUPER_EMAIL, type TestApi } from '../support/apiServer';
import { newTestWalletKey, type TestWalletKey } from '../support/testWallet';
import { expectRefusal } from '../support/answers';

const ORIGIN = 'http://127.0.0.1:8000';
/** The Host a browser on ORIGIN sends: the panel's page and the API share the server's origin. */
const HOST = '127.0.0.1:8000';
/** Another origin the panel is served from (PANEL_ORIGINS), such as a CDN. */
const CDN_ORIGIN = 'https://panel-cdn.example';
const superKey = newTestWalletKey('mainnet');

let api: TestApi;
let superRoleId: number;
beforeAll(async () => {
  api = await startTestApi({ ADMIN_WALLET_ADDRESS: superKey.address, PANEL_ORIGINS: CDN_ORIGIN });
  [{ id: superRoleId }] = await api.db.select({ id: roles.id }).from(roles).where(eq(roles.isSuper, true));
});
afterAll(() => api.close());
// Challenges are limited per address and per IP; each test asks for its own without the others' count.
beforeEach(() => api.db.delete(walletChallenges));

let ipCounter = 0;
/** Each test signs in from its own address, so the per-address throttle of one does not reach another. */
const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(url: string, payload: object, options: { origin?: string | null; ip?: string; token?: string } = {}) {
  const headers: Record<string, string> = { host: HOST };
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.token) Object.assign(headers, bearer(options.token));
  return api.app.inject({ method: 'POST', url, payload, headers, remoteAddress: options.ip ?? '10.7.0.1' });
}

async function challengeFor(address: string, options: { origin?: string; ip?: string } = {}) {
  const response = await post('/api/auth/wallet/challenge', { address }, options);
  expect(response.statusCode).toBe(200);
  return response.json().data as { challengeId: string; message: string; expiresAt: string };
}

/** Answers a challenge with this address and signature. */
function loginWith(
  challengeId: string,
  address: string,
  signature: string,
  options: { ip?: string; origin?: string } = {},
) {
  return post('/api/auth/wallet/login', { challengeId, address, signature }, options);
}

async function walletLogin(key: TestWalletKey, options: { ip?: string; origin?: string } = {}) {
  const challenge = await challengeFor(key.address, options);
  return loginWith(challenge.challengeId, key.address, key.signMessage(challenge.message), options);
}

async function createAdminWithWallet(email: string, key: TestWalletKey | null, token: string, roleId = superRoleId) {
  const response = await post(
    '/api/admins',
    {
      email,
      password: 'a password 123',
      name: email.split('@')[0],
      description: 'Signs in by wallet',
      roleId,
      walletAddress: key?.address ?? null,
    },
    { token },
  );
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; walletAddress: string | null };
}

describe('wallet challenges', () => {
  it('binds a single-use message with 256 bits of randomness to the address, the origin and a five-minute expiry', async () => {
    const before = Date.now();
    const first = await challengeFor(superKey.address.toUpperCase());
    const second = await challengeFor(superKey.address);
    expect(first.message).toContain(`Address: ${superKey.address}`);
    expect(first.message).toContain(`Origin: ${ORIGIN}`);
    const nonce = /Nonce: ([0-9a-f]+)/.exec(first.message)?.[1] ?? '';
    expect(nonce).toHaveLength(64);
    expect(second.message).not.toContain(nonce);
    expect(second.challengeId).not.toBe(first.challengeId);
    const expiresIn = new Date(first.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan((CHALLENGE_TTL_SECONDS - 5) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
    const [stored] = await api.db.select().from(walletChallenges).where(eq(walletChallenges.id, first.challengeId));
    expect(stored).toMatchObject({ purpose: 'signIn', address: superKey.address, origin: ORIGIN, consumedAt: null });
  });

  it.each([
    ['a segwit v0 address', superKey.segwitAddress],
    ['a legacy address', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['a testnet taproot address on mainnet', newTestWalletKey('testnet').address],
    [
      'a taproot address with a bad checksum',
      `${superKey.address.slice(0, -1)}${superKey.address.endsWith('q') ? 'p' : 'q'}`,
    ],
    ['not an address', 'hello'],
  ])('refuses %s with the taproot message', async (_kind, address) => {
    const response = await post('/api/auth/wallet/challenge', { address });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      fields: [{ field: 'address', message: NOT_TAPROOT_MESSAGE }],
    });
  });

  it('refuses a request without an Origin', async () => {
    const response = await post('/api/auth/wallet/challenge', { address: superKey.address }, { origin: null });
    expectRefusal(response, 400, 'ORIGIN_REQUIRED');
  });
});

describe('wallet sign-in', () => {
  // Each refusal below counts against the super administrator's address; each test starts afresh.
  beforeEach(() => api.db.delete(signInFailures));

  it('issues the same kind of session as a password sign-in, marked as a wallet session', async () => {
    const response = await walletLogin(superKey, { ip: freshIp() });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.authMethod).toBe('wallet');
    expect(data.admin).toMatchObject({ email: SUPER_EMAIL, walletAddress: superKey.address, role: { isSuper: true } });
    expect(data.permissions).toContainEqual({ code: 'news:create' });
    const me = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(data.token) });
    expect(me.json().data).toMatchObject({ authMethod: 'wallet', admin: { walletAddress: superKey.address } });
    const audit = await api.auditRows('session.signIn');
    expect(audit.some((row) => (row.after as { method?: string }).method === 'wallet')).toBe(true);
  });

  it('signs out on the server: the wallet session is revoked', async () => {
    const { token } = (await walletLogin(superKey, { ip: freshIp() })).json().data;
    expect((await post('/api/auth/logout', {}, { token })).statusCode).toBe(200);
    const me = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a replayed signature', async () => {
    const ip = freshIp();
    const challenge = await challengeFor(superKey.address, { ip });
    const body = {
      challengeId: challenge.challengeId,
      address: superKey.address,
      signature: superKey.signMessage(challenge.message),
    };
    expect((await post('/api/auth/wallet/login', body, { ip })).statusCode).toBe(200);
    const replay = await post('/api/auth/wallet/login', body, { ip });
    expectRefusal(replay, 401, 'WALLET_SIGNATURE_INVALID');
  });

  it('refuses an expired challenge', async () => {
    const ip = freshIp();
    const challenge = await challengeFor(superKey.address, { ip });
    await api.db
      .update(walletChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(walletChallenges.id, challenge.challengeId));
    const response = await loginWith(challenge.challengeId, superKey.address, superKey.signMessage(challenge.message), {
      ip,
    });
    expectRefusal(response, 401, 'WALLET_SIGNATURE_INVALID');
  });

  it('refuses a tampered signature, and the challenge it was tried on is used up', async () => {
    const ip = freshIp();
    const challenge = await challengeFor(superKey.address, { ip });
    const signature = Buffer.from(superKey.signMessage(challenge.message), 'base64');
    signature[20] ^= 0x40;
    const tampered = await loginWith(challenge.challengeId, superKey.address, signature.toString('base64'), { ip });
    expectRefusal(tampered, 401, 'WALLET_SIGNATURE_INVALID');
    const retry = await loginWith(challenge.challengeId, superKey.address, superKey.signMessage(challenge.message), {
      ip,
    });
    expect(retry.statusCode).toBe(401);
  });

  it('refuses a signature of a different message than the challenge', async () => {
    const ip = freshIp();
    const challenge = await challengeFor(superKey.address, { ip });
    const response = await loginWith(
      challenge.challengeId,
      superKey.address,
      superKey.signMessage(challenge.message.replace(ORIGIN, 'https://evil.example')),
      { ip },
    );
    expect(response.statusCode).toBe(401);
  });

  it("refuses a foreign address's signature of the challenge", async () => {
    const ip = freshIp();
    const intruder = newTestWalletKey('mainnet');
    const challenge = await challengeFor(superKey.address, { ip });
    const foreign = await loginWith(challenge.challengeId, superKey.address, intruder.signMessage(challenge.message), {
      ip,
    });
    expectRefusal(foreign, 401, 'WALLET_SIGNATURE_INVALID');

    // Nor may another address answer a challenge issued to the administrator's address.
    const second = await challengeFor(superKey.address, { ip });
    const swapped = await loginWith(second.challengeId, intruder.address, intruder.signMessage(second.message), { ip });
    expect(swapped.statusCode).toBe(401);
  });

  it("refuses a signature sent from another of the panel's origins than the one the challenge was issued to", async () => {
    const ip = freshIp();
    const challenge = await challengeFor(superKey.address, { ip });
    const response = await loginWith(challenge.challengeId, superKey.address, superKey.signMessage(challenge.message), {
      ip,
      origin: CDN_ORIGIN,
    });
    expectRefusal(response, 401, 'WALLET_SIGNATURE_INVALID');
  });

  it('refuses a malformed challenge id or signature as invalid input', async () => {
    const notUuid = await loginWith('abc', superKey.address, 'AA==');
    expect(notUuid.statusCode).toBe(400);
    const noSignature = await loginWith('00000000-0000-4000-8000-000000000000', superKey.address, '');
    expect(noSignature.statusCode).toBe(400);
    const segwit = await loginWith('00000000-0000-4000-8000-000000000000', superKey.segwitAddress, 'AA==');
    expect(segwit.json().fields).toEqual([{ field: 'address', message: NOT_TAPROOT_MESSAGE }]);
  });

  it('answers an address bound to no administrator exactly as a wrong password', async () => {
    const ip = freshIp();
    const stranger = newTestWalletKey('mainnet');
    const response = await walletLogin(stranger, { ip });
    const wrongPassword = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SUPER_EMAIL, password: 'wrong password' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(wrongPassword.json());
  });

  it("answers a disabled administrator's wallet exactly as a wrong password", async () => {
    const token = await api.signIn();
    const key = newTestWalletKey('mainnet');
    const admin = await createAdminWithWallet('disabled.wallet@example.com', key, token);
    await setAdminEnabled(api.db, admin.id, false);
    const response = await walletLogin(key, { ip: freshIp() });
    expectRefusal(response, 401, 'INVALID_CREDENTIALS');
  });

  it('throttles failed signatures for one wallet from one IP like password failures, even a valid signature afterwards', async () => {
    const token = await api.signIn();
    const key = newTestWalletKey('mainnet');
    await createAdminWithWallet('throttled.wallet@example.com', key, token);
    const intruder = newTestWalletKey('mainnet');
    const ip = freshIp();
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      const challenge = await challengeFor(key.address, { ip });
      const response = await loginWith(challenge.challengeId, key.address, intruder.signMessage(challenge.message), {
        ip,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await walletLogin(key, { ip });
    expectRefusal(blocked, 429, 'TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('binding a wallet', () => {
  it('ADMIN_WALLET_ADDRESS binds the first administrator, and must be a taproot address of the network', () => {
    expect(readConfig({ ADMIN_WALLET_ADDRESS: superKey.address.toUpperCase() }).adminWalletAddress).toBe(
      superKey.address,
    );
    expect(() => readConfig({ ADMIN_WALLET_ADDRESS: superKey.segwitAddress })).toThrow(NOT_TAPROOT_MESSAGE);
    expect(() => readConfig({ ADMIN_WALLET_ADDRESS: superKey.address, BTC_NETWORK: 'testnet' })).toThrow(
      NOT_TAPROOT_MESSAGE,
    );
  });

  it("a super administrator sets, changes and removes an administrator's wallet on the Administrators API", async () => {
    const token = await api.signIn();
    const first = newTestWalletKey('mainnet');
    const admin = await createAdminWithWallet('bound@example.com', first, token);
    expect(admin.walletAddress).toBe(first.address);
    const session = (await walletLogin(first, { ip: freshIp() })).json().data.token;

    const second = newTestWalletKey('mainnet');
    const body = { email: 'bound@example.com', name: 'bound', description: 'Signs in by wallet', roleId: superRoleId };
    const changed = await api.app.inject({
      method: 'PUT',
      url: `/api/admins/${admin.id}`,
      headers: bearer(token),
      payload: { ...body, walletAddress: second.address.toUpperCase() },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.walletAddress).toBe(second.address);
    // The old wallet's session ends, and the old wallet no longer signs in.
    expect((await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(
      401,
    );
    expect((await walletLogin(first, { ip: freshIp() })).json().errorCode).toBe('INVALID_CREDENTIALS');
    expect((await walletLogin(second, { ip: freshIp() })).statusCode).toBe(200);

    // Leaving the field out keeps the wallet; null removes it.
    const kept = await api.app.inject({
      method: 'PUT',
      url: `/api/admins/${admin.id}`,
      headers: bearer(token),
      payload: body,
    });
    expect(kept.json().data.walletAddress).toBe(second.address);
    const removed = await api.app.inject({
      method: 'PUT',
      url: `/api/admins/${admin.id}`,
      headers: bearer(token),
      payload: { ...body, walletAddress: null },
    });
    expect(removed.json().data.walletAddress).toBeNull();
    const audit = await api.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(admin.id)));
    expect(
      audit.some((row) => (row.before as { walletAddress?: string } | null)?.walletAddress === second.address),
    ).toBe(true);
  });

  it('refuses a non-taproot wallet and a wallet already bound to another administrator', async () => {
    const token = await api.signIn();
    const base = {
      email: 'second.wallet@example.com',
      password: 'a password 123',
      name: 'second',
      description: 'x',
      roleId: superRoleId,
    };
    const segwit = await post('/api/admins', { ...base, walletAddress: superKey.segwitAddress }, { token });
    expect(segwit.statusCode).toBe(400);
    expect(segwit.json().fields).toEqual([{ field: 'walletAddress', message: NOT_TAPROOT_MESSAGE }]);
    const taken = await post('/api/admins', { ...base, walletAddress: superKey.address }, { token });
    expectRefusal(taken, 409, 'WALLET_ADDRESS_TAKEN');
  });

  it('lets only a super administrator set a wallet; other editors keep editing the rest', async () => {
    const token = await api.signIn();
    const roleId = await api.createRole('admin_editor', [
      'permissions',
      'permissions.administrator',
      'admins:create',
      'admins:update',
    ]);
    const targetRoleId = await api.createRole('wallet_target', ['permissions']);
    await api.createAdmin({ email: 'editor@example.com', password: 'editor password 1', roleId });
    const editorToken = await api.signIn('editor@example.com', 'editor password 1');
    const target = await createAdminWithWallet('target@example.com', null, token, targetRoleId);
    const body = { email: 'target@example.com', name: 'target', description: 'Renamed', roleId: targetRoleId };
    const bind = await api.app.inject({
      method: 'PUT',
      url: `/api/admins/${target.id}`,
      headers: bearer(editorToken),
      payload: { ...body, walletAddress: newTestWalletKey().address },
    });
    expectRefusal(bind, 403, 'WALLET_BINDING_SUPER_ONLY');
    const create = await post(
      '/api/admins',
      { ...body, email: 'other@example.com', password: 'a password 123', walletAddress: newTestWalletKey().address },
      { token: editorToken },
    );
    expect(create.json().errorCode).toBe('WALLET_BINDING_SUPER_ONLY');
    const edit = await api.app.inject({
      method: 'PUT',
      url: `/api/admins/${target.id}`,
      headers: bearer(editorToken),
      payload: body,
    });
    expect(edit.statusCode).toBe(200);
    const superTarget = await createAdminWithWallet('super.target@example.com', null, token);
    const editSuper = await api.app.inject({
      method: 'PUT',
      url: `/api/admins/${superTarget.id}`,
      headers: bearer(editorToken),
      payload: { ...body, email: 'super.target@example.com', roleId: superRoleId },
    });
    expect(editSuper.json().errorCode).toBe('SUPER_ADMIN_REQUIRED');
  });

  it('an administrator signed in with their password binds their own wallet by signing, then signs in with it', async () => {
    const token = (await api.signedInAs('self@example.com', ['news'])).token;
    const key = newTestWalletKey('mainnet');

    const segwit = await post('/api/auth/wallet/bind/challenge', { address: key.segwitAddress }, { token });
    expect(segwit.json().fields).toEqual([{ field: 'address', message: NOT_TAPROOT_MESSAGE }]);

    const challenge = (await post('/api/auth/wallet/bind/challenge', { address: key.address }, { token })).json().data;
    expect(challenge.message).toContain('self@example.com');
    const intruder = newTestWalletKey('mainnet');
    const forged = await post(
      '/api/auth/wallet/bind',
      { challengeId: challenge.challengeId, address: key.address, signature: intruder.signMessage(challenge.message) },
      { token },
    );
    expectRefusal(forged, 422, 'WALLET_PROOF_INVALID');

    const again = (await post('/api/auth/wallet/bind/challenge', { address: key.address }, { token })).json().data;
    // A sign-in challenge cannot be used to bind, nor a bind challenge to sign in.
    const asSignIn = await loginWith(again.challengeId, key.address, key.signMessage(again.message), { ip: freshIp() });
    expect(asSignIn.statusCode).toBe(401);
    const third = (await post('/api/auth/wallet/bind/challenge', { address: key.address }, { token })).json().data;
    const bound = await post(
      '/api/auth/wallet/bind',
      { challengeId: third.challengeId, address: key.address, signature: key.signMessage(third.message) },
      { token },
    );
    expect(bound.statusCode).toBe(200);
    expect(bound.json().data).toEqual({ walletAddress: key.address });
    const [row] = await api.db.select().from(admins).where(eq(admins.email, 'self@example.com'));
    expect(row.walletAddress).toBe(key.address);

    const walletSession = await walletLogin(key, { ip: freshIp() });
    expect(walletSession.statusCode).toBe(200);
    // A wallet session may not bind another wallet: that takes the password.
    const fromWallet = await post(
      '/api/auth/wallet/bind/challenge',
      { address: newTestWalletKey().address },
      { token: walletSession.json().data.token },
    );
    expectRefusal(fromWallet, 403, 'WALLET_BIND_NEEDS_PASSWORD_SESSION');
  });

  it('refuses to bind a wallet already bound to someone else', async () => {
    const token = (await api.signedInAs('thief@example.com', ['news'])).token;
    // Even holding the key, an address stays with the administrator it is bound to.
    const challenge = (await post('/api/auth/wallet/bind/challenge', { address: superKey.address }, { token })).json()
      .data;
    const response = await post(
      '/api/auth/wallet/bind',
      {
        challengeId: challenge.challengeId,
        address: superKey.address,
        signature: superKey.signMessage(challenge.message),
      },
      { token },
    );
    expectRefusal(response, 409, 'WALLET_ADDRESS_TAKEN');
    const sessionsOfSuper = await api.db.select().from(sessions).where(eq(sessions.authMethod, 'wallet'));
    expect(sessionsOfSuper.length).toBeGreaterThan(0);
  });

  it('needs a session to bind', async () => {
    const response = await post('/api/auth/wallet/bind/challenge', { address: superKey.address });
    expect(response.statusCode).toBe(401);
  });
});
