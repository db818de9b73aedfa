// Abuse resistance of wallet challenges (issue 25): only the panel's own origins may ask for one,
// each address and each client IP get a bounded number per window, counted in the database that
// every instance shares, and expired challenges are purged once they no longer count.
import type { FastifyInstance } from 'fastify';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { admins, signInFailures, walletChallenges } from '../../server/src/db/schema';
import {
  CHALLENGE_LIMIT_WINDOW_SECONDS,
  CHALLENGE_TTL_SECONDS,
  MAX_CHALLENGES_PER_ADDRESS_AND_IP,
  MAX_CHALLENGES_PER_IP,
} from '../../server/src/wallet/challenges';
import { bearer, startTestApi, type TestApi } from '../support/apiServer';
import { startSecondInstance, type SecondInstance } from '../support/secondInstance';
import { newTestWalletKey } from '../support/testWallet';
import { expectRefusal } from '../support/answers';

const HOST = 'panel.example:8000';
const OWN_ORIGIN = 'http://panel.example:8000';
const FOREIGN_ORIGIN = 'http://evil.example';
const CDN_ORIGIN = 'https://cdn.example';
const superKey = newTestWalletKey('mainnet');

/** With PANEL_URL on OWN_ORIGIN and no PANEL_ORIGINS: only the panel's own origin may ask. */
let api: TestApi;
/** With PANEL_ORIGINS=https://cdn.example and no PANEL_URL, behind a proxy on the loopback. */
let cdnApi: TestApi;

beforeAll(async () => {
  api = await startTestApi({ ADMIN_WALLET_ADDRESS: superKey.address, PANEL_URL: `${OWN_ORIGIN}/` });
  cdnApi = await startTestApi({ PANEL_ORIGINS: CDN_ORIGIN, TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await cdnApi.close();
  await api.close();
});

interface PostOptions {
  origin?: string | null;
  host?: string;
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
  app?: FastifyInstance;
}

function post(url: string, payload: object, options: PostOptions = {}) {
  const headers: Record<string, string> = { host: options.host ?? HOST, ...options.headers };
  if (options.origin !== null) headers.origin = options.origin ?? OWN_ORIGIN;
  if (options.token) Object.assign(headers, bearer(options.token));
  return (options.app ?? api.app).inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: options.ip ?? '10.30.0.1',
  });
}

const askChallenge = (address: string, options: PostOptions = {}) =>
  post('/api/auth/wallet/challenge', { address }, options);

async function challengesOf(address: string): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(walletChallenges).where(eq(walletChallenges.address, address));
  return Number(row.n);
}

let ipCounter = 0;
const freshIp = () => `10.31.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe("wallet challenges only for the panel's own origins", () => {
  it("issues a challenge to the panel's own origin (PANEL_URL's) and names it in the message", async () => {
    const response = await askChallenge(superKey.address);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toContain(`Origin: ${OWN_ORIGIN}`);
  });

  it('refuses a sign-in challenge to a foreign origin and writes nothing', async () => {
    const address = newTestWalletKey().address;
    const response = await askChallenge(address, { origin: FOREIGN_ORIGIN });
    expectRefusal(response, 403, 'ORIGIN_NOT_ALLOWED');
    expect(await challengesOf(address)).toBe(0);
  });

  it("takes the panel's own origin from PANEL_URL, never from the Host header, and names the origin it refuses", async () => {
    const address = newTestWalletKey().address;
    for (const [host, origin] of [
      // A relaying phishing proxy: it chooses the Host, and the browser's Origin is its own.
      ['evil.example', 'http://evil.example'],
      ['panel.example:8000', 'http://panel.example:9000'],
      ['panel.example:8000', 'https://panel.example:8000'],
      ['evil.example:8000', 'http://evil.example:8000'],
    ]) {
      const response = await askChallenge(address, { host, origin });
      expect([host, response.statusCode, response.json()]).toEqual([
        host,
        403,
        expect.objectContaining({
          errorCode: 'ORIGIN_NOT_ALLOWED',
          errorMessage: expect.stringContaining(`not to ${origin}`),
          params: { origin },
        }),
      ]);
    }
    expect(await challengesOf(address)).toBe(0);
    // The Host changes nothing either way: the panel's own page is answered whatever Host it came with.
    const own = await askChallenge(address, { host: 'evil.example', origin: OWN_ORIGIN });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.message).toContain(`Origin: ${OWN_ORIGIN}\n`);
  });

  it('without PANEL_URL, answers the loopback origins `npm start` serves on, and no other whatever the Host', async () => {
    const address = newTestWalletKey().address;
    for (const origin of ['http://127.0.0.1:8000', 'http://localhost:5173', 'http://[::1]:8000']) {
      const response = await askChallenge(address, { app: cdnApi.app, host: 'evil.example', origin, ip: freshIp() });
      expect([origin, response.statusCode]).toEqual([origin, 200]);
    }
    for (const [host, origin] of [
      ['evil.example', 'http://evil.example'],
      ['127.0.0.1:8000', 'https://127.0.0.1.evil.example'],
      ['localhost:8000', 'http://localhost.evil.example:8000'],
    ]) {
      const response = await askChallenge(address, { app: cdnApi.app, host, origin, ip: freshIp() });
      expect([origin, response.statusCode, response.json().params]).toEqual([origin, 403, { origin }]);
    }
  });

  it('keeps answering ORIGIN_REQUIRED for a missing or malformed Origin', async () => {
    for (const origin of [null, 'null', `${OWN_ORIGIN}/`, 'ftp://panel.example:8000']) {
      const response = await askChallenge(superKey.address, { origin });
      expect([origin, response.statusCode, response.json().errorCode]).toEqual([origin, 400, 'ORIGIN_REQUIRED']);
    }
  });

  it('refuses a wallet sign-in from a foreign origin without using up the challenge or counting a failure', async () => {
    const ip = freshIp();
    const challenge = (await askChallenge(superKey.address, { ip })).json().data;
    const body = {
      challengeId: challenge.challengeId,
      address: superKey.address,
      signature: superKey.signMessage(challenge.message),
    };
    const failuresBefore = await api.db.select({ n: count() }).from(signInFailures);
    const refused = await post('/api/auth/wallet/login', body, { ip, origin: FOREIGN_ORIGIN });
    expectRefusal(refused, 403, 'ORIGIN_NOT_ALLOWED');
    const [stored] = await api.db.select().from(walletChallenges).where(eq(walletChallenges.id, challenge.challengeId));
    expect(stored.consumedAt).toBeNull();
    expect(await api.db.select({ n: count() }).from(signInFailures)).toEqual(failuresBefore);
    const signedIn = await post('/api/auth/wallet/login', body, { ip });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses a bind challenge and a binding from a foreign origin, binding nothing', async () => {
    const { token, adminId } = await api.signedInAs('binder@example.com', []);
    const key = newTestWalletKey();
    const refusedChallenge = await post(
      '/api/auth/wallet/bind/challenge',
      { address: key.address },
      { token, origin: FOREIGN_ORIGIN },
    );
    expectRefusal(refusedChallenge, 403, 'ORIGIN_NOT_ALLOWED');
    expect(await challengesOf(key.address)).toBe(0);

    const challenge = (await post('/api/auth/wallet/bind/challenge', { address: key.address }, { token })).json().data;
    const body = {
      challengeId: challenge.challengeId,
      address: key.address,
      signature: key.signMessage(challenge.message),
    };
    const refusedBind = await post('/api/auth/wallet/bind', body, { token, origin: FOREIGN_ORIGIN });
    expectRefusal(refusedBind, 403, 'ORIGIN_NOT_ALLOWED');
    const [admin] = await api.db.select().from(admins).where(eq(admins.id, adminId));
    expect(admin.walletAddress).toBeNull();
    const [stored] = await api.db.select().from(walletChallenges).where(eq(walletChallenges.id, challenge.challengeId));
    expect(stored.consumedAt).toBeNull();

    const bound = await post('/api/auth/wallet/bind', body, { token });
    expect(bound.statusCode).toBe(200);
  });

  it('issues a challenge to an origin of PANEL_ORIGINS when configured, and refuses it when not', async () => {
    const address = newTestWalletKey().address;
    const configured = await askChallenge(address, { app: cdnApi.app, host: 'api.example', origin: CDN_ORIGIN });
    expect(configured.statusCode).toBe(200);
    expect(configured.json().data.message).toContain(`Origin: ${CDN_ORIGIN}`);
    const notConfigured = await askChallenge(address, { host: 'api.example', origin: CDN_ORIGIN });
    expectRefusal(notConfigured, 403, 'ORIGIN_NOT_ALLOWED');
  });

  it('makes no origin its own from X-Forwarded-Proto and -Host, even from a trusted proxy', async () => {
    const address = newTestWalletKey().address;
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'admin.example' };
    const options = { app: cdnApi.app, host: 'internal:8000', origin: 'https://admin.example', headers: forwarded };
    expectRefusal(await askChallenge(address, { ...options, ip: '127.0.0.1' }), 403, 'ORIGIN_NOT_ALLOWED');
    expectRefusal(await askChallenge(address, { ...options, ip: '203.0.113.7' }), 403, 'ORIGIN_NOT_ALLOWED');
  });
});

describe('wallet challenges limited per address from one IP and per IP', () => {
  it(`refuses more than ${MAX_CHALLENGES_PER_ADDRESS_AND_IP} challenges for one address from one IP in the window, while its owner elsewhere and another address still get one`, async () => {
    const address = newTestWalletKey().address;
    const ip = freshIp();
    for (let issued = 0; issued < MAX_CHALLENGES_PER_ADDRESS_AND_IP; issued += 1) {
      expect((await askChallenge(address, { ip })).statusCode).toBe(200);
    }
    const refused = await askChallenge(address, { ip });
    expect(refused.statusCode).toBe(429);
    const envelope = refused.json();
    expect(envelope.errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect(envelope.retryAfterSeconds).toBeGreaterThan(CHALLENGE_LIMIT_WINDOW_SECONDS - 60);
    expect(envelope.retryAfterSeconds).toBeLessThanOrEqual(CHALLENGE_LIMIT_WINDOW_SECONDS);
    expect(refused.headers['retry-after']).toBe(String(envelope.retryAfterSeconds));
    expect(await challengesOf(address)).toBe(MAX_CHALLENGES_PER_ADDRESS_AND_IP);

    // Nobody can keep the owner from signing in by asking for their address's challenges.
    expect((await askChallenge(address, { ip: freshIp() })).statusCode).toBe(200);
    expect((await askChallenge(newTestWalletKey().address, { ip })).statusCode).toBe(200);
  });

  it('counts bind challenges and sign-in challenges of an address together', async () => {
    const { token } = await api.signedInAs('counted.binder@example.com', []);
    const address = newTestWalletKey().address;
    const ip = freshIp();
    for (let issued = 0; issued < MAX_CHALLENGES_PER_ADDRESS_AND_IP; issued += 1) {
      expect((await askChallenge(address, { ip })).statusCode).toBe(200);
    }
    const refused = await post('/api/auth/wallet/bind/challenge', { address }, { token, ip });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
  });

  it(`refuses more than ${MAX_CHALLENGES_PER_IP} challenges from one IP in the window across addresses, while another IP still gets one`, async () => {
    const ip = freshIp();
    for (let issued = 0; issued < MAX_CHALLENGES_PER_IP; issued += 1) {
      expect((await askChallenge(newTestWalletKey().address, { ip })).statusCode).toBe(200);
    }
    const address = newTestWalletKey().address;
    const refused = await askChallenge(address, { ip });
    expectRefusal(refused, 429, 'TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await challengesOf(address)).toBe(0);
    expect((await askChallenge(address, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('tells how long until the oldest challenge of the limit leaves the window, and issues again once it has', async () => {
    const address = newTestWalletKey().address;
    const ip = freshIp();
    for (let issued = 0; issued < MAX_CHALLENGES_PER_ADDRESS_AND_IP; issued += 1) {
      expect((await askChallenge(address, { ip })).statusCode).toBe(200);
    }
    const ageBy = (seconds: number) =>
      api.db
        .update(walletChallenges)
        .set({ createdAt: sql`${walletChallenges.createdAt} - make_interval(secs => ${seconds})` })
        .where(eq(walletChallenges.address, address));
    await ageBy(CHALLENGE_LIMIT_WINDOW_SECONDS - 120);
    const waiting = await askChallenge(address, { ip });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().retryAfterSeconds).toBeGreaterThan(100);
    expect(waiting.json().retryAfterSeconds).toBeLessThanOrEqual(120);

    await ageBy(121);
    expect((await askChallenge(address, { ip })).statusCode).toBe(200);
  });
});

describe('expired wallet challenges', () => {
  it('are purged when a challenge is issued once they expired more than the limit window ago; those that still count are kept', async () => {
    const now = Date.now();
    const rowExpiredAt = (expiredSecondsAgo: number) => ({
      purpose: 'signIn' as const,
      address: newTestWalletKey().address,
      origin: OWN_ORIGIN,
      message: 'an old challenge',
      ip: '10.32.0.1',
      createdAt: new Date(now - (expiredSecondsAgo + CHALLENGE_TTL_SECONDS) * 1000),
      expiresAt: new Date(now - expiredSecondsAgo * 1000),
    });
    const [old] = await api.db
      .insert(walletChallenges)
      .values(rowExpiredAt(CHALLENGE_LIMIT_WINDOW_SECONDS + 60))
      .returning();
    const [recent] = await api.db.insert(walletChallenges).values(rowExpiredAt(60)).returning();

    expect((await askChallenge(newTestWalletKey().address, { ip: freshIp() })).statusCode).toBe(200);
    const left = await api.db
      .select({ id: walletChallenges.id })
      .from(walletChallenges)
      .where(inArray(walletChallenges.id, [old.id, recent.id]));
    expect(left).toEqual([{ id: recent.id }]);
  });

  it('are not purged by a refused request', async () => {
    const [old] = await api.db
      .insert(walletChallenges)
      .values({
        purpose: 'signIn',
        address: newTestWalletKey().address,
        origin: OWN_ORIGIN,
        message: 'an old challenge',
        createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000),
        expiresAt: new Date(Date.now() - 2 * 24 * 3600 * 1000 + CHALLENGE_TTL_SECONDS * 1000),
      })
      .returning();
    expect((await askChallenge(newTestWalletKey().address, { origin: FOREIGN_ORIGIN })).statusCode).toBe(403);
    expect(
      await api.db.select({ id: walletChallenges.id }).from(walletChallenges).where(eq(walletChallenges.id, old.id)),
    ).toEqual([{ id: old.id }]);
  });
});

describe('two server instances on one database', () => {
  let secondInstance: SecondInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    // Configured as the first instance is (PANEL_URL on OWN_ORIGIN).
    secondInstance = await startSecondInstance(api, { walletOrigins: { listed: [OWN_ORIGIN], anyLoopback: false } });
    second = secondInstance.app;
  });
  afterAll(() => secondInstance.close());

  it('count the challenges of an address from one IP together', async () => {
    const address = newTestWalletKey().address;
    const ip = freshIp();
    for (let issued = 0; issued < MAX_CHALLENGES_PER_ADDRESS_AND_IP; issued += 1) {
      const app = issued % 2 === 0 ? api.app : second;
      expect((await askChallenge(address, { app, ip })).statusCode).toBe(200);
    }
    for (const app of [api.app, second]) {
      const refused = await askChallenge(address, { app, ip });
      expect([refused.statusCode, refused.json().errorCode]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    }
  });

  it('never issue more than the limit to requests arriving at once on both', async () => {
    const address = newTestWalletKey().address;
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: MAX_CHALLENGES_PER_ADDRESS_AND_IP + 6 }, (_, index) =>
        askChallenge(address, { app: index % 2 === 0 ? api.app : second, ip }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_CHALLENGES_PER_ADDRESS_AND_IP);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    expect(await challengesOf(address)).toBe(MAX_CHALLENGES_PER_ADDRESS_AND_IP);
  });
});
