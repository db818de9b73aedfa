import { sql } from 'drizzle-orm';
import type { Mailbox } from '../support/mailbox';
import { mailedApiForBlock } from '../support/mailedApi';
import { bearer, type TestApi } from '../support/apiServer';
import { expectRefusal } from '../support/answers';

let api: TestApi;
let mailbox: Mailbox;
let roleId: number;
mailedApiForBlock({ MAIL_FROM: 'panel@example.com' }, async (started) => {
  ({ api, mailbox } = started);
  roleId = await api.createRole('password_case', ['news']);
});

let counter = 0;
async function freshAdmin(password = 'first password 1') {
  counter += 1;
  const email = `changer${counter}@example.com`;
  await api.createAdmin({ email, password, roleId });
  return { email, password, token: await api.signIn(email, password, `10.5.0.${counter}`) };
}

const sendCode = (token: string) =>
  api.app.inject({ method: 'POST', url: '/api/auth/password/code', headers: bearer(token) });
const change = (token: string, payload: object) =>
  api.app.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), payload });
const me = (token: string) => api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('changing the password with an emailed verification code', () => {
  it('emails a six-digit code to the administrator through SMTP', async () => {
    const admin = await freshAdmin();
    const response = await sendCode(admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ sentTo: 'c***@example.com', resendAfterSeconds: 60 });
    expect(mailbox.latestCode(admin.email)).toMatch(/^\d{6}$/);
  });

  it('refuses a second code within a minute with 429 and the time to wait', async () => {
    const admin = await freshAdmin();
    expect((await sendCode(admin.token)).statusCode).toBe(200);
    const again = await sendCode(admin.token);
    expectRefusal(again, 429, 'CODE_RECENTLY_SENT');
    expect(again.json().retryAfterSeconds).toBeGreaterThan(50);
  });

  it('changes the password, signs out every other session and keeps this one', async () => {
    const admin = await freshAdmin();
    const otherSession = await api.signIn(admin.email, admin.password, '10.5.1.1');
    await sendCode(admin.token);
    const code = mailbox.latestCode(admin.email) as string;

    const response = await change(admin.token, {
      currentPassword: admin.password,
      newPassword: 'second password 2',
      code,
    });
    expect(response.statusCode).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    await expect(api.signIn(admin.email, admin.password, '10.5.1.2')).rejects.toThrow(/401/);
    await expect(api.signIn(admin.email, 'second password 2', '10.5.1.3')).resolves.toEqual(expect.any(String));
  });

  it('uses a code once only', async () => {
    const admin = await freshAdmin();
    await sendCode(admin.token);
    const code = mailbox.latestCode(admin.email) as string;
    expect(
      (await change(admin.token, { currentPassword: admin.password, newPassword: 'second password 2', code }))
        .statusCode,
    ).toBe(200);
    const replay = await change(admin.token, {
      currentPassword: 'second password 2',
      newPassword: 'third password 3',
      code,
    });
    expectRefusal(replay, 400, 'WRONG_PASSWORD_OR_CODE');
  });

  type Override = Partial<Record<'currentPassword' | 'newPassword' | 'code', string>>;
  it.each<[string, Override, string]>([
    ['a wrong current password', { currentPassword: 'not it at all' }, 'WRONG_PASSWORD_OR_CODE'],
    ['a too short new password', { newPassword: 'short' }, 'WEAK_PASSWORD'],
    ['a new password over 128 characters', { newPassword: 'x'.repeat(129) }, 'WEAK_PASSWORD'],
    ['the same password again', { newPassword: 'first password 1' }, 'PASSWORD_UNCHANGED'],
    ['a wrong code', { code: 'WRONG' }, 'WRONG_PASSWORD_OR_CODE'],
  ])('refuses %s and changes nothing', async (_label, override, errorCode) => {
    const admin = await freshAdmin();
    await sendCode(admin.token);
    const code = mailbox.latestCode(admin.email) as string;
    const response = await change(admin.token, {
      currentPassword: admin.password,
      newPassword: 'second password 2',
      code: override.code === 'WRONG' ? String((Number(code) + 1) % 1_000_000).padStart(6, '0') : code,
      ...(override.code ? {} : override),
    });
    expectRefusal(response, 400, errorCode);
    await expect(api.signIn(admin.email, admin.password, '10.5.2.1')).resolves.toEqual(expect.any(String));
  });

  it('refuses a code without one having been sent, an expired code, and a code after five wrong guesses', async () => {
    const admin = await freshAdmin();
    const body = (code: string) => ({ currentPassword: admin.password, newPassword: 'second password 2', code });
    expect((await change(admin.token, body('123456'))).json().errorCode).toBe('WRONG_PASSWORD_OR_CODE');

    await sendCode(admin.token);
    const code = mailbox.latestCode(admin.email) as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // The code is dead after five wrong guesses, however slowly they come (the throttle's delays skipped).
    for (let guess = 0; guess < 5; guess += 1) {
      await api.db.execute(sql`DELETE FROM sign_in_failures`);
      expect((await change(admin.token, body(wrong))).statusCode).toBe(400);
    }
    await api.db.execute(sql`DELETE FROM sign_in_failures`);
    expect((await change(admin.token, body(code))).json().errorCode).toBe('WRONG_PASSWORD_OR_CODE');

    await api.db.execute(
      sql`UPDATE verification_codes SET created_at = now() - interval '2 minutes', expires_at = now() - interval '1 second'`,
    );
    await sendCode(admin.token);
    const fresh = mailbox.latestCode(admin.email) as string;
    await api.db.execute(sql`UPDATE verification_codes SET expires_at = now() - interval '1 second'`);
    expect((await change(admin.token, body(fresh))).json().errorCode).toBe('WRONG_PASSWORD_OR_CODE');
  });

  it('refuses bad input with 400 and unknown fields', async () => {
    const admin = await freshAdmin();
    expect((await change(admin.token, { currentPassword: admin.password })).statusCode).toBe(400);
    const extra = await change(admin.token, {
      currentPassword: admin.password,
      newPassword: 'x'.repeat(10),
      code: '1',
      enabled: true,
    });
    expectRefusal(extra, 400, 'VALIDATION_FAILED');
  });

  it('writes an audit row for the change', async () => {
    const admin = await freshAdmin();
    await sendCode(admin.token);
    await change(admin.token, {
      currentPassword: admin.password,
      newPassword: 'second password 2',
      code: mailbox.latestCode(admin.email),
    });
    const rows = await api.db.execute(sql`SELECT action FROM audit_logs WHERE action = 'admin.changePassword'`);
    expect(JSON.stringify(rows)).toContain('admin.changePassword');
  });
});
