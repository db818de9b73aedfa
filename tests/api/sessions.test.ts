import { and, eq, sql } from 'drizzle-orm';
import { auditLogs, sessions } from '../../server/src/db/schema';
import { findLiveSession } from '../../server/src/auth/sessions';
import { sha256 } from '../../server/src/auth/tokens';
import { bearer, startTestApi, SUPER_EMAIL, SUPER_PASSWORD, type TestApi } from '../support/apiServer';
import { expectPasswordReset } from '../support/passwordReset';
import { expectRefusal } from '../support/answers';

let api: TestApi;
let superToken: string;
let roleId: number;
beforeAll(async () => {
  api = await startTestApi();
  superToken = await api.signIn();
  roleId = await api.createRole('sessions_case', ['news']);
});
afterAll(() => api.close());

let counter = 0;
async function freshAdmin() {
  counter += 1;
  const email = `session${counter}@example.com`;
  const adminId = await api.createAdmin({ email, password: 'session password 1', roleId });
  return { adminId, email, password: 'session password 1' };
}

const signInFrom = (email: string, password: string, ip: string, userAgent: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });
const me = (token: string) => api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const sessionRow = async (token: string) =>
  (
    await api.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
  )[0];

describe('session tokens', () => {
  it('are 256 random bits, stored only as a SHA-256, and new at every sign-in', async () => {
    const first = await api.signIn();
    const second = await api.signIn();
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await api.db.execute(sql`SELECT token_hash FROM sessions`);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first);
    expect(stored).toContain(sha256(first));
  });
});

describe('idle timeout and absolute lifetime', () => {
  it('ends a session unused for SESSION_IDLE_MINUTES (30 by default), measured from its last use', async () => {
    const token = await api.signIn();
    const row = await sessionRow(token);
    await api.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '29 minutes' WHERE id = ${row.id}`);
    expect((await me(token)).statusCode).toBe(200);
    // That use moved the last use to now, so 29 more idle minutes are still fine.
    expect(new Date((await sessionRow(token)).lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await api.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = ${row.id}`);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('writes the last use at most once a minute', async () => {
    const token = await api.signIn();
    const row = await sessionRow(token);
    const recent = new Date(Date.now() - 20_000);
    await api.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.id, row.id));
    await me(token);
    expect(new Date((await sessionRow(token)).lastSeenAt).getTime()).toBe(recent.getTime());
    const older = new Date(Date.now() - 90_000);
    await api.db.update(sessions).set({ lastSeenAt: older }).where(eq(sessions.id, row.id));
    await me(token);
    expect(new Date((await sessionRow(token)).lastSeenAt).getTime()).toBeGreaterThan(older.getTime());
  });

  it('with a given clock: alive before the idle limit and before expiry, gone after either', async () => {
    const token = await api.signIn();
    const row = await sessionRow(token);
    const lastSeen = new Date(row.lastSeenAt).getTime();
    const at = (milliseconds: number) => new Date(milliseconds);
    // Past the limit first: a refused look-up does not count as a use, an accepted one does.
    expect(await findLiveSession(api.db, token, { idleMinutes: 30 }, at(lastSeen + 30 * 60_000 + 1))).toBeNull();
    expect(
      await findLiveSession(api.db, token, { idleMinutes: 30 }, at(lastSeen + 29 * 60_000 + 59_000)),
    ).not.toBeNull();
    // Still used regularly, but past its absolute lifetime.
    const expiry = new Date(row.expiresAt).getTime();
    await api.db
      .update(sessions)
      .set({ lastSeenAt: at(expiry - 1000) })
      .where(eq(sessions.id, row.id));
    expect(await findLiveSession(api.db, token, { idleMinutes: 30 }, at(expiry - 500))).not.toBeNull();
    expect(await findLiveSession(api.db, token, { idleMinutes: 30 }, at(expiry + 1))).toBeNull();
  });

  it('takes SESSION_IDLE_MINUTES and SESSION_TTL_HOURS from the environment', async () => {
    const configured = await startTestApi({ SESSION_IDLE_MINUTES: '5', SESSION_TTL_HOURS: '1' });
    try {
      const token = await configured.signIn();
      const [row] = await configured.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)));
      const lifetime = new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime();
      expect(Math.round(lifetime / 60_000)).toBe(60);
      await configured.db.execute(
        sql`UPDATE sessions SET last_seen_at = now() - interval '4 minutes' WHERE id = ${row.id}`,
      );
      expect(
        (await configured.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
      await configured.db.execute(
        sql`UPDATE sessions SET last_seen_at = now() - interval '6 minutes' WHERE id = ${row.id}`,
      );
      expect(
        (await configured.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
      ).toBe(401);
    } finally {
      await configured.close();
    }
  });
});

describe('revocation', () => {
  it('disabling an administrator ends all their sessions', async () => {
    const admin = await freshAdmin();
    const tokens = [
      await api.signIn(admin.email, admin.password, '10.70.0.1'),
      await api.signIn(admin.email, admin.password, '10.70.0.2'),
    ];
    expect((await api.call('POST', `/api/admins/${admin.adminId}/disable`, undefined, superToken)).statusCode).toBe(
      200,
    );
    for (const token of tokens) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await sessionRow(token)).revokedReason).toBe('adminDisabled');
    }
  });

  it("a super administrator's password reset of another ends all their sessions", async () => {
    const admin = await freshAdmin();
    const token = await api.signIn(admin.email, admin.password, '10.70.1.1');
    await expectPasswordReset(api, admin.adminId, 'a brand new phrase 7', superToken);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('the sessions view', () => {
  it('lists live sessions with who, since when, last used, address and browser recorded at sign-in', async () => {
    const admin = await freshAdmin();
    const signedIn = await signInFrom(admin.email, admin.password, '10.71.0.9', 'Mozilla/5.0 (SessionsTest)');
    const token = signedIn.json().data.token as string;
    const response = await api.call(
      'GET',
      `/api/sessions?adminEmail=${encodeURIComponent(admin.email)}`,
      undefined,
      superToken,
    );
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      adminId: admin.adminId,
      adminEmail: admin.email,
      authMethod: 'password',
      ip: '10.71.0.9',
      userAgent: 'Mozilla/5.0 (SessionsTest)',
      current: false,
    });
    expect(Date.parse(data[0].createdAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(data[0].lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(data[0].expiresAt)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(data)).not.toContain(token);
    expect(JSON.stringify(data)).not.toContain(sha256(token));

    const all = await api.call('GET', '/api/sessions?pageSize=200', undefined, superToken);
    const own = all.json().data.filter((item: { current: boolean }) => item.current);
    expect(own).toHaveLength(1);
    expect(own[0].adminEmail).toBe(SUPER_EMAIL);
  });

  it('leaves out revoked, expired and idle sessions', async () => {
    const admin = await freshAdmin();
    const tokens = await Promise.all([1, 2, 3, 4].map((n) => api.signIn(admin.email, admin.password, `10.72.0.${n}`)));
    await api.call('POST', '/api/auth/logout', undefined, tokens[0]);
    await api.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${sha256(tokens[1])}`,
    );
    await api.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '2 hours' WHERE token_hash = ${sha256(tokens[2])}`,
    );
    const response = await api.call(
      'GET',
      `/api/sessions?adminEmail=${encodeURIComponent(admin.email)}`,
      undefined,
      superToken,
    );
    expect(response.json().total).toBe(1);
    expect(response.json().data[0].ip).toBe('10.72.0.4');
  });

  it('revokes one session at once, audits it, and refuses a second revocation and an unknown session', async () => {
    const admin = await freshAdmin();
    const kept = await api.signIn(admin.email, admin.password, '10.73.0.1');
    const ended = await api.signIn(admin.email, admin.password, '10.73.0.2');
    const { id } = await sessionRow(ended);
    const revoke = await api.call('POST', `/api/sessions/${id}/revoke`, undefined, superToken);
    expect(revoke.statusCode).toBe(200);
    expect((await me(ended)).statusCode).toBe(401);
    expect((await me(kept)).statusCode).toBe(200);
    const [audit] = await api.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, 'session.revoke')));
    expect(audit).toMatchObject({ action: 'session.revoke', entityType: 'session' });

    const twice = await api.call('POST', `/api/sessions/${id}/revoke`, undefined, superToken);
    expectRefusal(twice, 409, 'SESSION_ALREADY_REVOKED');
    const unknown = await api.call(
      'POST',
      '/api/sessions/00000000-0000-4000-8000-000000000000/revoke',
      undefined,
      superToken,
    );
    expectRefusal(unknown, 404, 'SESSION_NOT_FOUND');
    const malformed = await api.call('POST', '/api/sessions/not-a-uuid/revoke', undefined, superToken);
    expect(malformed.statusCode).toBe(400);
  });

  it('is refused without the permissions: listing needs the menu, revoking its function code', async () => {
    const admin = await freshAdmin();
    const token = await api.signIn(admin.email, admin.password, '10.74.0.1');
    expect((await api.call('GET', '/api/sessions', undefined, token)).statusCode).toBe(403);
    const viewer = (await api.signedInAs('viewer.sessions@example.com', ['permissions.sessions'], '10.74.0.2')).token;
    expect((await api.call('GET', '/api/sessions', undefined, viewer)).statusCode).toBe(200);
    const { id } = await sessionRow(token);
    expect((await api.call('POST', `/api/sessions/${id}/revoke`, undefined, viewer)).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
  });

  it('refuses unknown query parameters', async () => {
    expect((await api.call('GET', '/api/sessions?token=x', undefined, superToken)).statusCode).toBe(400);
    expect(SUPER_PASSWORD).toBeTruthy();
  });
});
