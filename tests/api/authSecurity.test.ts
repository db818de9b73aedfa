import { eq } from 'drizzle-orm';
import { admins } from '../../server/src/db/schema';
import { isCommonPassword } from '../../server/src/auth/passwords';
import type { Mailbox } from '../support/mailbox';
import { mailedApiForBlock } from '../support/mailedApi';
import { bearer, SUPER_EMAIL, type TestApi } from '../support/apiServer';
import { expectRefusal } from '../support/answers';

let api: TestApi;
let mailbox: Mailbox;
let roleId: number;
let superToken: string;
mailedApiForBlock({ MAIL_FROM: 'panel@example.com' }, async (started) => {
  ({ api, mailbox } = started);
  roleId = await api.createRole('security_case', ['news']);
  superToken = await api.signIn();
});

const login = (email: string, password: string, remoteAddress: string) =>
  api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('password storage', () => {
  it('stores an argon2id hash with at least 19 MiB of memory and two passes', async () => {
    await api.createAdmin({ email: 'hashed@example.com', password: 'a stored password', roleId });
    const [row] = await api.db.select().from(admins).where(eq(admins.email, 'hashed@example.com'));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.passwordHash);
    expect(match).not.toBeNull();
    const [, memoryKib, passes] = match as RegExpExecArray;
    expect(Number(memoryKib)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(row.passwordHash).not.toContain('a stored password');
  });

  it('accepts a 128-character passphrase whole: one differing only in its last character is refused', async () => {
    const passphrase = `${`${'correct horse battery staple '.repeat(5)}`.slice(0, 127)}A`;
    expect(passphrase).toHaveLength(128);
    const created = await api.call(
      'POST',
      '/api/admins',
      { email: 'passphrase@example.com', password: passphrase, name: 'Passphrase', description: 'Long', roleId },
      superToken,
    );
    expect(created.statusCode).toBe(200);
    expect((await login('passphrase@example.com', `${passphrase.slice(0, 127)}B`, '10.60.0.1')).statusCode).toBe(401);
    expect((await login('passphrase@example.com', passphrase.slice(0, 72), '10.60.0.1')).statusCode).toBe(401);
    expect((await login('passphrase@example.com', passphrase, '10.60.0.1')).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 or longer than 128 characters', async () => {
    for (const password of ['seven77', 'x'.repeat(129)]) {
      const response = await api.call(
        'POST',
        '/api/admins',
        { email: 'length@example.com', password, name: 'L', description: 'L', roleId },
        superToken,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toMatch(/WEAK_PASSWORD|VALIDATION_FAILED/);
    }
  });
});

describe('common passwords', () => {
  it('ships a list of thousands of common passwords, matched without regard to case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('iloveyou2024')).toBe(true);
    expect(isCommonPassword('violet kettle under moss')).toBe(false);
  });

  it('refuses a common password when a super administrator creates an administrator', async () => {
    const response = await api.call(
      'POST',
      '/api/admins',
      { email: 'common@example.com', password: 'Password123', name: 'Common', description: 'C', roleId },
      superToken,
    );
    expectRefusal(response, 400, 'COMMON_PASSWORD');
  });

  it("refuses a common password when a super administrator resets another's password", async () => {
    const adminId = await api.createAdmin({ email: 'reset.common@example.com', password: 'a fine password 9', roleId });
    const response = await api.call('POST', `/api/admins/${adminId}/password`, { password: 'qwerty123' }, superToken);
    expectRefusal(response, 400, 'COMMON_PASSWORD');
  });

  it('refuses a common password when changing one’s own, which needs the current password', async () => {
    await api.createAdmin({ email: 'own.common@example.com', password: 'my old password 1', roleId });
    const token = await api.signIn('own.common@example.com', 'my old password 1', '10.60.1.1');
    await api.app.inject({ method: 'POST', url: '/api/auth/password/code', headers: bearer(token) });
    const code = mailbox.latestCode('own.common@example.com') as string;
    const change = (payload: object) =>
      api.app.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), payload });

    const common = await change({ currentPassword: 'my old password 1', newPassword: 'iloveyou1', code });
    expectRefusal(common, 400, 'COMMON_PASSWORD');
    const wrongCurrent = await change({
      currentPassword: 'not my password',
      newPassword: 'a much better phrase',
      code,
    });
    expect(wrongCurrent.json().errorCode).toBe('WRONG_PASSWORD_OR_CODE');
    const missingCurrent = await change({ newPassword: 'a much better phrase', code });
    expect(missingCurrent.statusCode).toBe(400);
    const fine = await change({ currentPassword: 'my old password 1', newPassword: 'a much better phrase', code });
    expect(fine.statusCode).toBe(200);
  });
});

describe('unknown email and wrong password', () => {
  it('answer with the same status and the same body, byte for byte', async () => {
    const wrongPassword = await login(SUPER_EMAIL, 'definitely not it', '10.61.0.1');
    const unknownEmail = await login('nobody.here@example.com', 'definitely not it', '10.61.0.2');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
  });
});

describe('throttling across server instances', () => {
  it('counts failures in the database, so a second instance over the same database refuses that address too', async () => {
    const { buildApp } = await import('../../server/src/app');
    const { createMailer } = await import('../../server/src/mail/mailer');
    const { FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS } = await import('../../server/src/auth/throttle');
    const other = await buildApp({
      db: api.db,
      mailer: createMailer({ mailFrom: 'panel@example.com' }, { info: () => undefined }),
      sessionTtlHours: 12,
    });
    try {
      await api.createAdmin({ email: 'two.instances@example.com', password: 'two instances 1', roleId });
      for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
        expect((await login('two.instances@example.com', `wrong ${attempt}`, '10.62.0.1')).statusCode).toBe(401);
      }
      const onTheOther = await other.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'two.instances@example.com', password: 'two instances 1' },
        remoteAddress: '10.62.0.1',
      });
      expect(onTheOther.statusCode).toBe(429);
      expect(Number(onTheOther.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
