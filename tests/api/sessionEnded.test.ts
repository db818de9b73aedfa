// Why a session ended (issue 26): a token that was live answers 401 with the reason (signed out,
// ended by an administrator, account disabled, password changed, expired, idle), so the sign-in
// page can say it; a token never issued learns nothing beyond UNAUTHENTICATED.
import { eq } from 'drizzle-orm';
import { news, sessions } from '../../server/src/db/schema';
import { sha256 } from '../../server/src/auth/tokens';
import { bearer, startTestApi, TEST_PASSWORD, type TestApi } from '../support/apiServer';
import { expectPasswordReset } from '../support/passwordReset';
import { expectRefusal } from '../support/answers';

let api: TestApi;
let superToken: string;
let counter = 0;

beforeAll(async () => {
  api = await startTestApi({ SESSION_IDLE_MINUTES: '30' });
  superToken = await api.signIn();
});
afterAll(() => api?.close());

/** A new administrator, signed in: their token, id, and a second live session of theirs. */
async function someone() {
  counter += 1;
  const email = `ended.${counter}@example.com`;
  const { token, adminId } = await api.signedInAs(email, ['news']);
  return { token, adminId, email };
}

const me = (token?: string) =>
  api.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });

async function expectEnded(token: string, errorCode: string) {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ success: false, errorCode });
}

describe('a token that was never a session', () => {
  it('answers UNAUTHENTICATED without a token, with a made-up one and with a malformed header', async () => {
    expect((await me()).json().errorCode).toBe('UNAUTHENTICATED');
    await expectEnded('a'.repeat(43), 'UNAUTHENTICATED');
    const malformed = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Basic x' },
    });
    expect(malformed.json().errorCode).toBe('UNAUTHENTICATED');
  });
});

describe('a session that was live', () => {
  it('says it was signed out', async () => {
    const { token } = await someone();
    expect((await api.call('POST', '/api/auth/logout', undefined, token)).statusCode).toBe(200);
    await expectEnded(token, 'SESSION_SIGNED_OUT');
  });

  it('says an administrator ended it, and only that session', async () => {
    const { token, email } = await someone();
    const other = await api.signIn(email, TEST_PASSWORD);
    const [row] = await api.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await api.call('POST', `/api/sessions/${row.id}/revoke`, undefined, superToken)).statusCode).toBe(200);
    await expectEnded(token, 'SESSION_REVOKED');
    expect((await me(other)).statusCode).toBe(200);
  });

  it('says the account was disabled', async () => {
    const { token, adminId } = await someone();
    expect((await api.call('POST', `/api/admins/${adminId}/disable`, undefined, superToken)).statusCode).toBe(200);
    await expectEnded(token, 'SESSION_ACCOUNT_DISABLED');
  });

  it('says the sign-in details changed when the password was reset', async () => {
    const { token, adminId } = await someone();
    await expectPasswordReset(api, adminId, 'a new password 9', superToken);
    await expectEnded(token, 'SESSION_CREDENTIALS_CHANGED');
  });

  it('says it expired', async () => {
    const { token } = await someone();
    await api.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    await expectEnded(token, 'SESSION_EXPIRED');
  });

  it('says it ended for lack of activity', async () => {
    const { token } = await someone();
    await api.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    await expectEnded(token, 'SESSION_IDLE');
  });

  it('gives the reason on every route, not only /api/auth/me, and changes nothing', async () => {
    const { token } = await someone();
    await api.call('POST', '/api/auth/logout', undefined, token);
    const listed = await api.call('GET', '/api/news', undefined, token);
    expectRefusal(listed, 401, 'SESSION_SIGNED_OUT');
    const created = await api.call(
      'POST',
      '/api/news',
      {
        title: 'x',
        description: 'x',
        imageUrl: 'https://e.example/x.png',
        link: 'https://e.example',
        publishedAt: new Date().toISOString(),
      },
      token,
    );
    expect(created.json().errorCode).toBe('SESSION_SIGNED_OUT');
    expect(await api.db.select().from(news)).toEqual([]);
  });
});
