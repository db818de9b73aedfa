// Two server instances on one database, as behind a load balancer: a session opened on one works
// on the other, signing out on one ends it on both, the sign-in throttle and Idempotency-Key hold
// across both (tests/support/secondInstance.ts says how the second connects).
import type { FastifyInstance } from 'fastify';
import { FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../../server/src/auth/throttle';
import { custodyOperations } from '../../server/src/db/schema';
import { eq } from 'drizzle-orm';
import { bearer, startTestApi, SUPER_EMAIL, SUPER_PASSWORD, type TestApi } from '../support/apiServer';
import { fixedDeposit } from '../support/custodyAddresses';
import { answersOfOneKeyRace } from '../support/idempotency';
import { startSecondInstance, type SecondInstance } from '../support/secondInstance';

let api: TestApi;
let first: FastifyInstance;
let second: FastifyInstance;
let secondInstance: SecondInstance;

beforeAll(async () => {
  api = await startTestApi();
  first = api.app;
  secondInstance = await startSecondInstance(api);
  second = secondInstance.app;
});
afterAll(async () => {
  await secondInstance.close();
  await api.close();
});

const signIn = (app: FastifyInstance, password = SUPER_PASSWORD, ip = '10.60.0.1', email = SUPER_EMAIL) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('two instances on one database', () => {
  it('a session opened on one works on the other, and signing out on one ends it on both', async () => {
    const token = (await signIn(first)).json().data.token as string;
    expect((await second.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await second.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    for (const app of [first, second]) {
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }
  });

  it('failed sign-ins spread over both instances are counted together', async () => {
    const roleId = await api.createRole('throttled', []);
    await api.createAdmin({ email: 'throttled@example.com', password: 'right password 1', roleId });
    for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      const failed = await signIn(app, 'wrong password 1', '10.60.1.1', 'throttled@example.com');
      expect(failed.statusCode).toBe(401);
    }
    for (const app of [first, second]) {
      const refused = await signIn(app, 'right password 1', '10.60.1.1', 'throttled@example.com');
      expect([refused.statusCode, refused.json().errorCode]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    }
    // The owner, elsewhere, is not kept out.
    expect((await signIn(second, 'right password 1', '10.60.2.1', 'throttled@example.com')).statusCode).toBe(200);
  });

  it('an Idempotency-Key used on one instance answers the first answer on the other (or 409 while in progress), and acts once', async () => {
    const token = (await signIn(first, SUPER_PASSWORD, '10.60.3.1')).json().data.token as string;
    const indexer = (
      await first.inject({
        method: 'POST',
        url: '/api/serviceTokens',
        headers: bearer(token),
        payload: { name: 'indexer', scopes: ['indexer'] },
      })
    ).json().data.token as string;
    const depositHash = 'd'.repeat(64);
    const created = await first.inject({
      method: 'POST',
      url: '/api/selfCustody/deposits',
      headers: bearer(token),
      payload: fixedDeposit('Two', { amount: '0.5', depositHash, remarks: 'two' }),
    });
    const depositId = created.json().data.id as number;
    await second.inject({
      method: 'POST',
      url: '/api/service/deposits/observed',
      headers: bearer(indexer),
      payload: { depositHash, amount: '0.5', confirmations: 6 },
    });
    const headers = { ...bearer(token), 'idempotency-key': `two-instances-${depositId}` };
    const answers = await Promise.all(
      [first, second, first, second].map((app) =>
        app.inject({ method: 'POST', url: `/api/selfCustody/deposits/${depositId}/mint`, headers }),
      ),
    );
    const firstAnswer = answersOfOneKeyRace(answers);
    for (const app of [first, second]) {
      const later = await app.inject({ method: 'POST', url: `/api/selfCustody/deposits/${depositId}/mint`, headers });
      expect([later.statusCode, later.json().data]).toEqual([200, firstAnswer]);
    }
    expect(
      await api.db.select().from(custodyOperations).where(eq(custodyOperations.depositId, depositId)),
    ).toHaveLength(1);
  });
});
