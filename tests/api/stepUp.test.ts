import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { sessions } from '../../server/src/db/schema';
import { sha256 } from '../../server/src/auth/tokens';
import { bearer, testApiForBlock, SUPER_PASSWORD, type TestApi } from '../support/apiServer';
import { expectRefusal } from '../support/answers';

let api: TestApi;
testApiForBlock((started) => ({ api } = started));

/** The routes that move or commit money; each must ask for a recent proof of the administrator. */
const MONEY_ROUTES = [
  'POST /api/selfCustody/deposits/:id/mint',
  'POST /api/selfCustody/deposits/:id/mint/retry',
  'POST /api/selfCustody/withdrawals/:id/confirm',
  'POST /api/selfCustody/withdrawals/:id/refundRequest',
  'POST /api/selfCustody/withdrawals/:id/refundConfirm',
  'POST /api/selfCustody/operations/:id/approve',
  'POST /api/crsm/positionRequests',
];

const age = (token: string, minutes: number) =>
  api.db.execute(
    sql`UPDATE sessions SET created_at = now() - make_interval(mins => ${minutes}), step_up_at = NULL WHERE token_hash = ${sha256(token)}`,
  );
const mint = (token: string, key: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/selfCustody/deposits/999999/mint',
    headers: { ...bearer(token), 'idempotency-key': key },
  });
const stepUp = (token: string, payload: object) => api.call('POST', '/api/auth/stepUp', payload, token);

describe('step-up for money approvals', () => {
  it('every money route is flagged, and only those', () => {
    const flagged = api.app.routeRegistry
      .filter((route) => route.stepUp)
      .map((route) => `${route.method} ${route.url}`);
    expect(flagged.sort()).toEqual([...MONEY_ROUTES].sort());
  });

  it('lets a session act within 15 minutes of signing in', async () => {
    const token = await api.signIn();
    await age(token, 14);
    const response = await mint(token, 'fresh-key-1');
    expect(response.json().errorCode).toBe('DEPOSIT_NOT_FOUND');
  });

  it('asks an older session to step up with STEP_UP_REQUIRED, then lets the same Idempotency-Key through after the password', async () => {
    const token = await api.signIn();
    await age(token, 16);
    const refused = await mint(token, 'stale-key-1');
    expectRefusal(refused, 403, 'STEP_UP_REQUIRED');
    // Other routes are unaffected.
    expect((await api.call('GET', '/api/selfCustody/deposits', undefined, token)).statusCode).toBe(200);

    const wrong = await stepUp(token, { password: 'not the password' });
    expectRefusal(wrong, 400, 'WRONG_CURRENT_PASSWORD');
    const proven = await stepUp(token, { password: SUPER_PASSWORD });
    expect(proven.statusCode).toBe(200);
    expect((await mint(token, 'stale-key-1')).json().errorCode).toBe('DEPOSIT_NOT_FOUND');
    const [row] = await api.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(row.stepUpAt).not.toBeNull();
    const audits = await api.auditRows('session.stepUp');
    expect(audits.length).toBeGreaterThan(0);

    // And a step-up itself goes stale after 15 minutes.
    await api.db.execute(
      sql`UPDATE sessions SET step_up_at = now() - interval '16 minutes' WHERE token_hash = ${sha256(token)}`,
    );
    expect((await mint(token, 'stale-key-2')).json().errorCode).toBe('STEP_UP_REQUIRED');
  });

  it('steps up with a TOTP code, once per code', async () => {
    const token = (
      await api.signedInAs('stepper@example.com', ['selfCustody.deposit', 'deposits:confirmMint'], '10.90.0.1')
    ).token;
    const { secret } = (await api.call('POST', '/api/auth/totp/enrol', undefined, token)).json().data;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    expect((await api.call('POST', '/api/auth/totp/confirm', { code: totp.generate() }, token)).statusCode).toBe(200);
    await age(token, 30);
    expect((await mint(token, 'totp-key-1')).json().errorCode).toBe('STEP_UP_REQUIRED');
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await stepUp(token, { code })).statusCode).toBe(200);
    expect((await mint(token, 'totp-key-1')).json().errorCode).toBe('DEPOSIT_NOT_FOUND');
    await age(token, 30);
    const replay = await stepUp(token, { code });
    expect(replay.json().errorCode).toBe('TOTP_CODE_INVALID');
  });

  it('refuses a body with neither or both proofs, and needs a session', async () => {
    const token = await api.signIn();
    expect((await stepUp(token, {})).statusCode).toBe(400);
    expect((await stepUp(token, { password: SUPER_PASSWORD, code: '123456' })).statusCode).toBe(400);
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/auth/stepUp', payload: { password: 'x' } })).statusCode,
    ).toBe(401);
  });
});
