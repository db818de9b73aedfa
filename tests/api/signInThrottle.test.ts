// Brute force slowed, owners never locked out, tried as an attacker on the same network would: the
// failures of one address on an account slow that address down with growing delays; the owner's
// right password from elsewhere always works; every proof of identity (password, TOTP code, step-up,
// password change) shares the mechanism; behind a proxy the client's address is counted; the owner is
// told when failures pile up from many addresses.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/src/db/client';
import {
  ALERT_AFTER_FAILURES,
  ALERT_FROM_ADDRESSES,
  FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  delayAfterFailures,
} from '../../server/src/auth/throttle';
import type { Mailbox } from '../support/mailbox';
import { mailedApiForBlock } from '../support/mailedApi';
import { bearer, type TestApi } from '../support/apiServer';
import { startSecondInstance, type SecondInstance } from '../support/secondInstance';

let api: TestApi;
let mailbox: Mailbox;
let roleId: number;
let counter = 0;

// The test's requests come from 127.0.0.1, the proxy; the client is whoever X-Forwarded-For names.
mailedApiForBlock({ MAIL_FROM: 'panel@example.com', TRUST_PROXY: '127.0.0.1' }, async (started) => {
  ({ api, mailbox } = started);
  roleId = await api.createRole('throttle_owner', ['news']);
});

async function owner(): Promise<{ email: string; password: string }> {
  counter += 1;
  const account = { email: `owner${counter}@example.com`, password: `owner password ${counter}` };
  await api.createAdmin({ ...account, roleId });
  return account;
}

/** A sign-in from `client`, through the trusted proxy. */
const login = (email: string, password: string, client: string, app: FastifyInstance = api.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': client },
  });

/** Moves every recorded failure `seconds` into the past, as if that much time had passed. */
const letTimePass = (seconds: number) =>
  api.db.execute(sql`UPDATE sign_in_failures SET failed_at = failed_at - make_interval(secs => ${seconds})`);

async function failTimes(times: number, email: string, client: string) {
  for (let attempt = 0; attempt < times; attempt += 1)
    expect((await login(email, `wrong ${attempt}`, client)).statusCode).toBe(401);
}

describe('nobody can lock an account', () => {
  it('lets the owner in from another address however many times an attacker fails, and slows the attacker down', async () => {
    const account = await owner();
    await failTimes(FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS, account.email, '203.0.113.1');
    const attacker = await login(account.email, account.password, '203.0.113.1');
    expect([attacker.statusCode, attacker.json().errorCode]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect((await login(account.email, account.password, '198.51.100.1')).statusCode).toBe(200);
  });

  it('counts upper-case, padded and unknown emails against the failing address only', async () => {
    const account = await owner();
    const variants = [account.email.toUpperCase(), `  ${account.email}  `, account.email.replace('owner', 'OWNER')];
    for (const variant of [...variants, ...variants]) await login(variant, 'wrong', '203.0.113.2');
    expect((await login(account.email, account.password, '203.0.113.2')).statusCode).toBe(429);
    expect((await login(account.email, account.password, '198.51.100.2')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 8; attempt += 1)
      await login(`nobody${attempt}@example.com`, 'wrong', '203.0.113.3');
    expect((await login(account.email, account.password, '198.51.100.3')).statusCode).toBe(200);
  });

  it('makes each further failure wait twice as long, up to the window', async () => {
    const account = await owner();
    const free = FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    await failTimes(free, account.email, '203.0.113.4');
    const waits: number[] = [];
    for (let more = 0; more < 4; more += 1) {
      const refused = await login(account.email, 'wrong again', '203.0.113.4');
      expect(refused.statusCode).toBe(429);
      waits.push(refused.json().retryAfterSeconds);
      await letTimePass(refused.json().retryAfterSeconds + 1);
      expect((await login(account.email, 'wrong again', '203.0.113.4')).statusCode).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16]);
    expect(delayAfterFailures(free + 30, free)).toBe(15 * 60);
  });
});

describe('every proof of identity shares it', () => {
  async function signedIn(account: { email: string; password: string }, client: string) {
    const response = await login(account.email, account.password, client);
    expect(response.statusCode).toBe(200);
    return response.json().data.token as string;
  }

  it('step-up: a stolen session guessing the password is slowed at its address; the owner’s session steps up', async () => {
    const account = await owner();
    const stolen = await signedIn(account, '203.0.113.10');
    const ownSession = await signedIn(account, '198.51.100.10');
    const stepUp = (token: string, password: string, client: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/auth/stepUp',
        headers: { ...bearer(token), 'x-forwarded-for': client },
        payload: { password },
      });
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      expect((await stepUp(stolen, `guess ${attempt}`, '203.0.113.10')).statusCode).toBe(400);
    }
    expect((await stepUp(stolen, account.password, '203.0.113.10')).statusCode).toBe(429);
    expect((await stepUp(ownSession, account.password, '198.51.100.10')).statusCode).toBe(200);
  });

  it('password change: a wrong current password and a wrong code answer alike, and guessing is throttled', async () => {
    const account = await owner();
    const token = await signedIn(account, '203.0.113.20');
    const send = (payload: object) =>
      api.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { ...bearer(token), 'x-forwarded-for': '203.0.113.20' },
        payload,
      });
    await api.app.inject({ method: 'POST', url: '/api/auth/password/code', headers: bearer(token) });
    const code = mailbox.latestCode(account.email) as string;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const wrongPassword = await send({
      currentPassword: 'not the password',
      newPassword: 'a new long passphrase',
      code,
    });
    const wrongCodeAnswer = await send({
      currentPassword: account.password,
      newPassword: 'a new long passphrase',
      code: wrongCode,
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.body).toBe(wrongCodeAnswer.body);
    expect(wrongPassword.json().errorCode).toBe('WRONG_PASSWORD_OR_CODE');

    for (let attempt = 2; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      expect(
        (await send({ currentPassword: `guess ${attempt}`, newPassword: 'a new long passphrase', code })).statusCode,
      ).toBe(400);
    }
    const throttled = await send({ currentPassword: account.password, newPassword: 'a new long passphrase', code });
    expect([throttled.statusCode, throttled.json().errorCode]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    // Nothing changed: the old password still signs in (from elsewhere).
    expect((await login(account.email, account.password, '198.51.100.20')).statusCode).toBe(200);
  });
});

describe('behind a proxy', () => {
  let secondInstance: SecondInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    secondInstance = await startSecondInstance(api, { trustProxy: ['127.0.0.1'] });
    second = secondInstance.app;
  });
  afterAll(() => secondInstance.close());

  it('counts each client behind the load balancer on its own, across instances', async () => {
    const account = await owner();
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      expect((await login(account.email, 'wrong', '203.0.113.30', attempt % 2 ? second : api.app)).statusCode).toBe(
        401,
      );
    }
    for (const app of [api.app, second])
      expect((await login(account.email, account.password, '203.0.113.30', app)).statusCode).toBe(429);
    for (const app of [api.app, second])
      expect((await login(account.email, account.password, '203.0.113.31', app)).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the trusted proxy, so a client cannot pick its own address', async () => {
    const account = await owner();
    const direct = (client: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: 'wrong' },
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': client },
      });
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1)
      await direct(`203.0.113.${100 + attempt}`);
    const spoofing = await direct('203.0.113.200');
    expect(spoofing.statusCode).toBe(429);
    const [row] = await selectRows<{ rows: number }>(
      api.db,
      sql`SELECT count(*)::int AS rows FROM sign_in_failures WHERE throttle_key = 'address:192.0.2.50'`,
    );
    expect(Number(row.rows)).toBe(FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it('without TRUST_PROXY, ignores the header: everyone behind the proxy is its one address', async () => {
    const untrustingInstance = await startSecondInstance(api);
    const untrusting = untrustingInstance.app;
    try {
      const account = await owner();
      for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1)
        await login(account.email, 'wrong', `203.0.113.${40 + attempt}`, untrusting);
      expect((await login(account.email, account.password, '203.0.113.99', untrusting)).statusCode).toBe(429);
    } finally {
      await untrustingInstance.close();
    }
  });
});

describe('the owner is told', () => {
  it('emails the owner once when failures pile up from many addresses, and never for an unknown email', async () => {
    const account = await owner();
    const before = mailbox.messages.length;
    for (let attempt = 0; attempt < ALERT_AFTER_FAILURES + 3; attempt += 1) {
      await login(account.email, 'wrong', `203.0.113.${60 + (attempt % ALERT_FROM_ADDRESSES)}`);
    }
    const alerts = mailbox.messages.slice(before).filter((mail) => mail.to.includes(account.email));
    expect(alerts).toHaveLength(1);
    const text = alerts[0].raw.replace(/=\r?\n/g, '');
    expect(text).toMatch(new RegExp(`${ALERT_AFTER_FAILURES} attempts to prove your identity`));
    expect(text).toMatch(/Your account is not locked/);

    const nobody = mailbox.messages.length;
    for (let attempt = 0; attempt < ALERT_AFTER_FAILURES + 3; attempt += 1)
      await login('no.such.owner@example.com', 'wrong', `203.0.113.${70 + (attempt % 4)}`);
    expect(mailbox.messages.length).toBe(nobody);
  });

  it('does not tell the owner about failures from a single address', async () => {
    const account = await owner();
    const before = mailbox.messages.length;
    for (let attempt = 0; attempt < ALERT_AFTER_FAILURES + 2; attempt += 1) {
      expect((await login(account.email, 'wrong', '203.0.113.80')).statusCode).toBe(401);
      // Past the pair's delay, not its account's window: only the single address's slowing is skipped.
      await api.db.execute(sql`DELETE FROM sign_in_failures WHERE throttle_key LIKE 'pair:%'`);
    }
    expect(mailbox.messages.slice(before).filter((mail) => mail.to.includes(account.email))).toHaveLength(0);
  });
});
