import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { adminTwoFactor } from '../../server/src/db/schema';
import { FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../../server/src/auth/throttle';
import { bearer, startTestApi, type TestApi } from '../support/apiServer';
import { expectRefusal } from '../support/answers';

let api: TestApi;
let roleId: number;
beforeAll(async () => {
  api = await startTestApi();
  roleId = await api.createRole('totp_case', ['news']);
});
afterAll(() => api.close());

const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

const login = (email: string, password: string, ip = '10.80.0.1') =>
  api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const secondStep = (pendingToken: string, code: string, ip = '10.80.0.1') =>
  api.app.inject({ method: 'POST', url: '/api/auth/login/totp', payload: { pendingToken, code }, remoteAddress: ip });

let counter = 0;
/** A fresh administrator who has turned TOTP on through the API; returns their secret. */
async function enrolledAdmin(role = roleId) {
  counter += 1;
  const email = `totp${counter}@example.com`;
  const password = 'totp password 1';
  await api.createAdmin({ email, password, roleId: role });
  const token = await api.signIn(email, password, `10.81.${counter}.1`);
  const started = await api.call('POST', '/api/auth/totp/enrol', undefined, token);
  expect(started.statusCode).toBe(200);
  const { secret, uri } = started.json().data;
  expect(uri).toMatch(new RegExp(`^otpauth://totp/Admin%20Panel:totp${counter}%40example\\.com\\?.*secret=${secret}`));
  const confirmed = await api.call('POST', '/api/auth/totp/confirm', { code: codeAt(secret) }, token);
  expect(confirmed.statusCode).toBe(200);
  return { email, password, secret, token };
}

describe('enrolling TOTP', () => {
  it('shows a secret and otpauth URI, turns on with a code from the app, and is audited', async () => {
    const admin = await enrolledAdmin();
    const state = await api.call('GET', '/api/auth/totp', undefined, admin.token);
    expect(state.json().data).toEqual({ enabled: true, required: false });
    const audits = await api.auditRows('admin.enableTwoFactor');
    expect(audits.length).toBeGreaterThan(0);
    const again = await api.call('POST', '/api/auth/totp/enrol', undefined, admin.token);
    expectRefusal(again, 409, 'TOTP_ALREADY_ENABLED');
  });

  it('refuses a wrong confirmation code and a confirmation without an enrolment', async () => {
    await api.createAdmin({ email: 'unsure@example.com', password: 'unsure password 1', roleId });
    const token = await api.signIn('unsure@example.com', 'unsure password 1', '10.82.0.1');
    const early = await api.call('POST', '/api/auth/totp/confirm', { code: '123456' }, token);
    expect(early.json().errorCode).toBe('TOTP_ENROLMENT_NOT_STARTED');
    const { secret } = (await api.call('POST', '/api/auth/totp/enrol', undefined, token)).json().data;
    const wrong = await api.call('POST', '/api/auth/totp/confirm', { code: codeAt(secret, -300) }, token);
    expectRefusal(wrong, 400, 'TOTP_CODE_INVALID');
    expect((await api.call('GET', '/api/auth/totp', undefined, token)).json().data.enabled).toBe(false);
    // Not on yet: signing in still needs no code.
    expect((await login('unsure@example.com', 'unsure password 1', '10.82.0.2')).json().data.token).toEqual(
      expect.any(String),
    );
  });

  it('needs a session', async () => {
    expect((await api.app.inject({ method: 'POST', url: '/api/auth/totp/enrol' })).statusCode).toBe(401);
  });
});

describe('signing in with TOTP', () => {
  it('asks for the code after the password, with a short-lived pending token instead of a session', async () => {
    const admin = await enrolledAdmin();
    const first = await login(admin.email, admin.password);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toEqual({ twoFactor: 'totp', pendingToken: expect.any(String), expiresAt: expect.any(String) });
    expect(Date.parse(data.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const done = await secondStep(data.pendingToken, codeAt(admin.secret, 30));
    expect(done.statusCode).toBe(200);
    const token = done.json().data.token;
    expect((await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('uses a pending token once only', async () => {
    const admin = await enrolledAdmin();
    const { pendingToken } = (await login(admin.email, admin.password)).json().data;
    expect((await secondStep(pendingToken, codeAt(admin.secret, 30))).statusCode).toBe(200);
    const reused = await secondStep(pendingToken, codeAt(admin.secret, -30));
    expectRefusal(reused, 401, 'PENDING_SIGN_IN_INVALID');
  });

  it('refuses an expired pending token and an unknown one', async () => {
    const admin = await enrolledAdmin();
    const { pendingToken } = (await login(admin.email, admin.password)).json().data;
    await api.db.execute(sql`UPDATE pending_sign_ins SET expires_at = now() - interval '1 second'`);
    expect((await secondStep(pendingToken, codeAt(admin.secret, 30))).json().errorCode).toBe('PENDING_SIGN_IN_INVALID');
    expect((await secondStep('not-a-pending-token', '123456')).statusCode).toBe(401);
  });

  it('refuses a replayed code: a code is good once within its window', async () => {
    const admin = await enrolledAdmin();
    const code = codeAt(admin.secret, 30);
    const first = (await login(admin.email, admin.password)).json().data.pendingToken;
    expect((await secondStep(first, code)).statusCode).toBe(200);
    const second = (await login(admin.email, admin.password)).json().data.pendingToken;
    const replay = await secondStep(second, code);
    expectRefusal(replay, 400, 'TOTP_CODE_INVALID');
    // An older step than one already used is refused too.
    expect((await secondStep(second, codeAt(admin.secret))).json().errorCode).toBe('TOTP_CODE_INVALID');
  });

  it('throttles wrong codes from one address with 429 and the time to wait, and not the owner elsewhere', async () => {
    const admin = await enrolledAdmin();
    const { pendingToken } = (await login(admin.email, admin.password, '10.83.0.1')).json().data;
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      const wrong = await secondStep(pendingToken, '000000', '10.83.1.1');
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await secondStep(pendingToken, codeAt(admin.secret, 30), '10.83.1.1');
    expectRefusal(blocked, 429, 'TOO_MANY_ATTEMPTS');
    expect(blocked.headers['retry-after']).toBe(String(blocked.json().retryAfterSeconds));
    const owner = (await login(admin.email, admin.password, '10.83.2.1')).json().data.pendingToken;
    expect((await secondStep(owner, codeAt(admin.secret, 30), '10.83.2.1')).statusCode).toBe(200);
  });

  it('turns off only with a current code, after which sign-in needs no code', async () => {
    const admin = await enrolledAdmin();
    const wrong = await api.call('POST', '/api/auth/totp/disable', { code: '000000' }, admin.token);
    expect(wrong.json().errorCode).toBe('TOTP_CODE_INVALID');
    const off = await api.call('POST', '/api/auth/totp/disable', { code: codeAt(admin.secret, 30) }, admin.token);
    expect(off.statusCode).toBe(200);
    expect((await login(admin.email, admin.password, '10.84.0.1')).json().data.token).toEqual(expect.any(String));
    const twice = await api.call('POST', '/api/auth/totp/disable', { code: codeAt(admin.secret, 30) }, admin.token);
    expect(twice.json().errorCode).toBe('TOTP_NOT_ENABLED');
  });
});

describe('a role that requires two-factor', () => {
  it('makes an administrator without TOTP enrol at sign-in before getting a session', async () => {
    const strictRole = await api.createRole('strict_totp', ['news']);
    const required = await api.call(
      'PUT',
      `/api/roles/${strictRole}`,
      { identifier: 'strict_totp', name: 'Strict', description: '', requiresTwoFactor: true },
      await api.signIn(),
    );
    expect(required.json().data.requiresTwoFactor).toBe(true);
    await api.createAdmin({ email: 'strict@example.com', password: 'strict password 1', roleId: strictRole });

    const first = await login('strict@example.com', 'strict password 1', '10.85.0.1');
    const data = first.json().data;
    expect(data.twoFactor).toBe('enrol');
    expect(data.token).toBeUndefined();
    expect(data.enrolment.uri).toContain(`secret=${data.enrolment.secret}`);
    const done = await secondStep(data.pendingToken, codeAt(data.enrolment.secret), '10.85.0.1');
    expect(done.statusCode).toBe(200);
    const token = done.json().data.token;
    expect((await api.call('GET', '/api/auth/totp', undefined, token)).json().data).toEqual({
      enabled: true,
      required: true,
    });

    // From now on the code is asked, and TOTP cannot be turned off.
    expect((await login('strict@example.com', 'strict password 1', '10.85.0.2')).json().data.twoFactor).toBe('totp');
    const off = await api.call('POST', '/api/auth/totp/disable', { code: codeAt(data.enrolment.secret, 30) }, token);
    expectRefusal(off, 409, 'TOTP_REQUIRED_BY_ROLE');
    const [row] = await api.db
      .select()
      .from(adminTwoFactor)
      .where(eq(adminTwoFactor.adminId, done.json().data.admin.id));
    expect(row.enabledAt).not.toBeNull();
  });
});
