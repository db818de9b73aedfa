import { sql } from 'drizzle-orm';
import { sessions } from '../../server/src/db/schema';
import { FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS, FREE_FAILURES_PER_ADDRESS } from '../../server/src/auth/throttle';
import { routePaths } from '../support/permittedRoute';
import {
  bearer,
  setAdminEnabled,
  testApiForBlock,
  SUPER_EMAIL,
  SUPER_PASSWORD,
  type TestApi,
} from '../support/apiServer';
import { expectRefusal } from '../support/answers';

let api: TestApi;
testApiForBlock((started) => ({ api } = started));

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  api.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

describe('sign-in with email and password', () => {
  it('answers with the credential, the administrator, permission codes and the yalalist menu tree', async () => {
    const response = await login({ email: SUPER_EMAIL, password: SUPER_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3600 * 1000);
    expect(data.admin).toMatchObject({ email: SUPER_EMAIL, role: { identifier: 'super_admin', isSuper: true } });
    expect(data.permissions).toContainEqual({ code: 'news:create' });
    // Each entry carries what the sidebar draws; the spec's paths and child routes are its shape.
    expect(data.yalalist[0]).toEqual({ path: '/', identifier: 'home', nameZh: '首页', nameEn: 'Home', icon: 'home' });
    expect(routePaths(data.yalalist)).toContainEqual({
      path: '/permissions',
      routes: [
        { path: '/permissions/administrator' },
        { path: '/permissions/role' },
        { path: '/permissions/permission' },
        { path: '/permissions/auditLog' },
        { path: '/permissions/sessions' },
      ],
    });
    const statistics = data.yalalist.find((entry: { path: string }) => entry.path === '/statistics');
    expect(statistics.routes.map((entry: { path: string }) => entry.path)).toContain('/statistics/data0penBox');
  });

  it('matches the email without regard to case or surrounding spaces', async () => {
    const response = await login({ email: `  ${SUPER_EMAIL.toUpperCase()} `, password: SUPER_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const token = (await login({ email: SUPER_EMAIL, password: SUPER_PASSWORD })).json().data.token;
    const stored = await api.db.select().from(sessions);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((session) => session.tokenHash === token)).toBe(false);
  });

  it('issues a new token at every sign-in', async () => {
    const first = (await login({ email: SUPER_EMAIL, password: SUPER_PASSWORD })).json().data.token;
    const second = (await login({ email: SUPER_EMAIL, password: SUPER_PASSWORD })).json().data.token;
    expect(first).not.toBe(second);
  });

  it('records the sign-in in the audit log', async () => {
    await login({ email: SUPER_EMAIL, password: SUPER_PASSWORD }, '10.9.9.9');
    const rows = await api.auditRows('session.signIn');
    expect(rows.some((row) => row.ip === '10.9.9.9' && row.entityType === 'session')).toBe(true);
  });

  it.each([
    [{ email: '', password: 'x' }, 'email'],
    [{ email: SUPER_EMAIL, password: '' }, 'password'],
    [{ email: SUPER_EMAIL }, 'password'],
    [{ email: 42, password: 'x' }, 'email'],
  ])('refuses bad input %j with 400 naming the field', async (payload, field) => {
    const response = await login(payload, '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(response.json().fields.map((entry: { field: string }) => entry.field)).toContain(field);
  });

  it('refuses unknown fields in the body', async () => {
    const response = await login({ email: SUPER_EMAIL, password: SUPER_PASSWORD, role: 'super_admin' }, '10.0.0.2');
    expect(response.statusCode).toBe(400);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrongPassword = await login({ email: SUPER_EMAIL, password: 'not the password' }, '10.0.0.3');
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'not the password' }, '10.0.0.3');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      success: false,
      errorCode: 'INVALID_CREDENTIALS',
      errorMessage: 'Incorrect email or password.',
    });
  });

  it('refuses a disabled administrator exactly as a wrong password, whatever the password, and their sessions stop at once', async () => {
    const roleId = await api.createRole('disabled_case', ['news']);
    const adminId = await api.createAdmin({ email: 'disabled@example.com', password: 'disabled pass 1', roleId });
    const token = await api.signIn('disabled@example.com', 'disabled pass 1', '10.0.0.4');
    await setAdminEnabled(api.db, adminId, false);

    const me = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    const right = await login({ email: 'disabled@example.com', password: 'disabled pass 1' }, '10.0.0.4');
    const wrong = await login({ email: 'disabled@example.com', password: 'wrong wrong' }, '10.0.0.5');
    expect(right.statusCode).toBe(401);
    expect(right.body).toBe(wrong.body);
    expect(right.json().errorCode).toBe('INVALID_CREDENTIALS');
  });
});

describe('throttling of failed sign-ins', () => {
  it('slows an address failing on an account, saying how long to wait, while the right password from elsewhere signs in', async () => {
    const roleId = await api.createRole('throttle_case', []);
    await api.createAdmin({ email: 'throttled@example.com', password: 'throttled pass', roleId });
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      const response = await login({ email: 'throttled@example.com', password: `wrong ${attempt}` }, '10.1.0.1');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ email: 'throttled@example.com', password: 'throttled pass' }, '10.1.0.1');
    expectRefusal(blocked, 429, 'TOO_MANY_ATTEMPTS');
    expect(blocked.json().retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.headers['retry-after']).toBe(String(blocked.json().retryAfterSeconds));
    expect((await login({ email: 'throttled@example.com', password: 'throttled pass' }, '10.1.1.1')).statusCode).toBe(
      200,
    );
  });

  it('refuses an address with 429 after failures spread over many accounts', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ADDRESS; attempt += 1) {
      await login({ email: `guess${attempt}@example.com`, password: 'guess' }, '10.2.0.1');
    }
    const blocked = await login({ email: SUPER_EMAIL, password: SUPER_PASSWORD }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login({ email: SUPER_EMAIL, password: SUPER_PASSWORD }, '10.2.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('forgets an address’s failures on an account after a successful sign-in from it', async () => {
    const roleId = await api.createRole('throttle_reset_case', []);
    await api.createAdmin({ email: 'reset@example.com', password: 'reset pass 1', roleId });
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1; attempt += 1) {
      await login({ email: 'reset@example.com', password: 'wrong' }, '10.3.0.1');
    }
    expect((await login({ email: 'reset@example.com', password: 'reset pass 1' }, '10.3.0.1')).statusCode).toBe(200);
    expect((await login({ email: 'reset@example.com', password: 'wrong' }, '10.3.0.1')).statusCode).toBe(401);
    expect((await login({ email: 'reset@example.com', password: 'reset pass 1' }, '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('the session', () => {
  it('answers "me" with the same data as sign-in, without the token', async () => {
    const signIn = await login({ email: SUPER_EMAIL, password: SUPER_PASSWORD });
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(signIn.json().data.token),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toBeUndefined();
    expect(data.admin.email).toBe(SUPER_EMAIL);
    const { token: _token, expiresAt: _expiresAt, ...session } = signIn.json().data;
    expect(data).toEqual(session);
  });

  it('refuses a missing, malformed or unknown credential with 401', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer unknown-token' },
    ]) {
      const response = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'UNAUTHENTICATED' });
    }
  });

  it('sign-out revokes the session on the server', async () => {
    const token = await api.signIn();
    const out = await api.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const me = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    const twice = await api.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(twice.statusCode).toBe(401);
  });

  it('an expired session is refused', async () => {
    const token = await api.signIn();
    const me = () => api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    await api.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL`);
    expect((await me()).statusCode).toBe(401);
  });

  it('lasts SESSION_TTL_HOURS', async () => {
    const shortLived = await import('../support/apiServer').then(({ startTestApi: start }) =>
      start({ SESSION_TTL_HOURS: '2' }),
    );
    try {
      const response = await shortLived.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: SUPER_EMAIL, password: SUPER_PASSWORD },
      });
      const lifetime = new Date(response.json().data.expiresAt).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(2 * 3600 * 1000 - 60_000);
      expect(lifetime).toBeLessThanOrEqual(2 * 3600 * 1000);
    } finally {
      await shortLived.close();
    }
  });
});
