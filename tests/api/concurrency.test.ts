// Money under concurrency: many administrators confirming the same mint, withdrawal or refund at
// once get exactly one operation (one audit row, one outbox entry) and clear 409 refusals for the
// rest; Idempotency-Key retries, racing or not, act once and answer the first answer.
//
// What the API promises for a key still in progress: a second request with the same key is refused
// with 409 IDEMPOTENCY_KEY_IN_PROGRESS while the first is being processed, and answers the first
// answer once it is done; the operation never happens twice. On PostgreSQL
// (DATABASE_URL, as CI runs) the races are 20 requests wide over a connection pool; on PGlite, a
// single connection, the same requests are interleaved but executed one at a time (reduced to 5).
import { and, eq, sql } from 'drizzle-orm';
import { auditLogs, custodyOperations } from '../../server/src/db/schema';
import { Client } from 'pg';
import { selectRows } from '../../server/src/db/client';
import { inProgressLockOf } from '../../server/src/http/idempotency';
import { startSignedIn, type TestApi } from '../support/apiServer';
import { answersOfOneKeyRace, keyedRequests } from '../support/idempotency';
import { cooledWithdrawalRequest, fixedDeposit } from '../support/custodyAddresses';

const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const WIDTH = ON_POSTGRES ? 20 : 5;

let api: TestApi;
let rootToken: string;
let tokens: Record<'indexer' | 'executor', string>;
const racers: string[] = [];
const racerIds: number[] = [];
let counter = 0;

beforeAll(async () => {
  ({ api, rootToken, tokens } = await startSignedIn(['indexer', 'executor']));
  const roleId = await api.createRole('custody_racer', [
    'selfCustody.deposit',
    'deposits:confirmMint',
    'selfCustody.withdraw',
    'withdrawals:confirm',
    'withdrawals:requestRefund',
    'withdrawals:confirmRefund',
  ]);
  for (let index = 0; index < WIDTH; index += 1) {
    racerIds.push(await api.createAdmin({ email: `racer${index}@example.com`, password: 'racer pass 123', roleId }));
    racers.push(await api.signIn(`racer${index}@example.com`, 'racer pass 123', `10.50.0.${index + 1}`));
  }
}, 300_000);
afterAll(() => api.close());

const send = keyedRequests(
  () => api,
  () => rootToken,
);

async function confirmedDeposit() {
  counter += 1;
  const depositHash = counter.toString(16).padStart(64, 'c');
  const created = await send('POST', '/api/selfCustody/deposits', {
    payload: fixedDeposit('Race Fund', { amount: '0.5', depositHash, remarks: 'race' }),
  });
  expect(created.statusCode).toBe(200);
  expect(
    (
      await send('POST', '/api/service/deposits/observed', {
        token: tokens.indexer,
        payload: { depositHash, amount: '0.5', confirmations: 6 },
      })
    ).statusCode,
  ).toBe(200);
  return created.json().data.id as number;
}

async function coolWithdrawal() {
  counter += 1;
  const response = await send('POST', '/api/service/withdrawals', {
    token: tokens.indexer,
    payload: cooledWithdrawalRequest({ amount: '0.25', nonce: String(50_000 + counter) }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as number;
}

const operationsOf = (column: 'depositId' | 'withdrawalId', id: number, kind: string) =>
  api.db
    .select()
    .from(custodyOperations)
    .where(and(eq(custodyOperations[column], id), eq(custodyOperations.kind, kind)));
const auditCount = async (entityType: string, entityId: number, action: string) =>
  (
    await api.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entityType, entityType),
          eq(auditLogs.entityId, String(entityId)),
          eq(auditLogs.action, action),
        ),
      )
  ).length;
const outboxIds = async () =>
  ((await send('GET', '/api/service/outbox', { token: tokens.executor })).json().data as { id: number }[]).map(
    (item) => item.id,
  );

/** Fires `WIDTH` requests at once, one per administrator; exactly one must act. */
async function race(url: string, payload?: object) {
  const answers = await Promise.all(racers.map((token) => send('POST', url, { token, payload })));
  const statuses = answers.map((answer) => answer.statusCode);
  const refusals = answers
    .filter((answer) => answer.statusCode !== 200)
    .map((answer) => `${answer.statusCode} ${answer.json().errorCode}`);
  return { statuses, refusals, winner: answers.find((answer) => answer.statusCode === 200) };
}

describe(`${WIDTH} administrators confirming the same money operation at once (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('one deposit mint: one operation, one audit row, one outbox entry, the rest 409 DEPOSIT_MINT_ALREADY_REQUESTED', async () => {
    const depositId = await confirmedDeposit();
    const { statuses, refusals, winner } = await race(`/api/selfCustody/deposits/${depositId}/mint`);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(new Set(refusals)).toEqual(new Set(['409 DEPOSIT_MINT_ALREADY_REQUESTED']));
    expect(refusals).toHaveLength(WIDTH - 1);
    const operations = await operationsOf('depositId', depositId, 'mint');
    expect(operations).toHaveLength(1);
    expect(winner?.json().data.operation.id).toBe(operations[0].id);
    expect(await auditCount('deposit', depositId, 'deposit.confirmMint')).toBe(1);
    expect((await outboxIds()).filter((id) => id === operations[0].id)).toHaveLength(1);
  });

  it('one withdrawal: one operation, one audit row, the rest 409 ILLEGAL_WITHDRAWAL_TRANSITION', async () => {
    const withdrawalId = await coolWithdrawal();
    const { statuses, refusals } = await race(`/api/selfCustody/withdrawals/${withdrawalId}/confirm`);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(new Set(refusals)).toEqual(new Set(['409 ILLEGAL_WITHDRAWAL_TRANSITION']));
    expect(await operationsOf('withdrawalId', withdrawalId, 'withdrawal')).toHaveLength(1);
    expect(await auditCount('withdrawal', withdrawalId, 'withdrawal.confirm')).toBe(1);
  });

  it('one refund request and one refund confirmation: each acts once, the rest 409', async () => {
    const withdrawalId = await coolWithdrawal();
    const requested = await race(`/api/selfCustody/withdrawals/${withdrawalId}/refundRequest`, {
      reason: 'wrong address',
    });
    expect(requested.statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(new Set(requested.refusals)).toEqual(new Set(['409 ILLEGAL_WITHDRAWAL_TRANSITION']));
    const confirmed = await race(`/api/selfCustody/withdrawals/${withdrawalId}/refundConfirm`);
    expect(confirmed.statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(new Set(confirmed.refusals)).toEqual(new Set(['409 ILLEGAL_WITHDRAWAL_TRANSITION']));
    expect(await operationsOf('withdrawalId', withdrawalId, 'refund')).toHaveLength(1);
    expect(await auditCount('withdrawal', withdrawalId, 'withdrawal.requestRefund')).toBe(1);
    expect(await auditCount('withdrawal', withdrawalId, 'withdrawal.confirmRefund')).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body, sent many times at once, acts once; the others answer the first answer or 409 in progress', async () => {
    const depositId = await confirmedDeposit();
    const key = `concurrent-${depositId}-key`;
    const answers = await Promise.all(
      Array.from({ length: WIDTH }, () => send('POST', `/api/selfCustody/deposits/${depositId}/mint`, { key })),
    );
    const firstAnswer = answersOfOneKeyRace(answers);
    expect(await operationsOf('depositId', depositId, 'mint')).toHaveLength(1);
    expect(await auditCount('deposit', depositId, 'deposit.confirmMint')).toBe(1);
    const retried = await send('POST', `/api/selfCustody/deposits/${depositId}/mint`, { key });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toEqual(firstAnswer);
  });

  // PGlite serves one request at a time, so a key can be seen in progress only on PostgreSQL.
  if (ON_POSTGRES) {
    it('a key whose first request is still being processed answers 409 IDEMPOTENCY_KEY_IN_PROGRESS and acts on nothing', async () => {
      const depositId = await confirmedDeposit();
      const key = `in-progress-${depositId}-key`;
      const [high, low] = inProgressLockOf(racerIds[0], key);
      const holder = new Client({ connectionString: api.databaseUrl });
      await holder.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1::int, $2::int)', [high, low]);
        const refused = await send('POST', `/api/selfCustody/deposits/${depositId}/mint`, { key, token: racers[0] });
        expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'IDEMPOTENCY_KEY_IN_PROGRESS']);
        expect(await operationsOf('depositId', depositId, 'mint')).toHaveLength(0);
      } finally {
        await holder.end();
      }
      const afterwards = await send('POST', `/api/selfCustody/deposits/${depositId}/mint`, { key, token: racers[0] });
      expect(afterwards.statusCode).toBe(200);
    });
  }

  it('the same key again later answers the first answer, even after the state moved on', async () => {
    const depositId = await confirmedDeposit();
    const key = `later-${depositId}-key`;
    const first = await send('POST', `/api/selfCustody/deposits/${depositId}/mint`, { key });
    const withoutKey = await send('POST', `/api/selfCustody/deposits/${depositId}/mint`);
    expect(withoutKey.statusCode).toBe(409);
    const again = await send('POST', `/api/selfCustody/deposits/${depositId}/mint`, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
  });

  it('the same key with a different body or target is 422 IDEMPOTENCY_KEY_REUSED and acts on nothing', async () => {
    const withdrawalId = await coolWithdrawal();
    const key = `refund-${withdrawalId}-key`;
    const first = await send('POST', `/api/selfCustody/withdrawals/${withdrawalId}/refundRequest`, {
      key,
      payload: { reason: 'first reason' },
    });
    expect(first.statusCode).toBe(200);
    const otherBody = await send('POST', `/api/selfCustody/withdrawals/${withdrawalId}/refundRequest`, {
      key,
      payload: { reason: 'another reason' },
    });
    expect([otherBody.statusCode, otherBody.json().errorCode]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const otherWithdrawal = await coolWithdrawal();
    const otherTarget = await send('POST', `/api/selfCustody/withdrawals/${otherWithdrawal}/confirm`, { key });
    expect([otherTarget.statusCode, otherTarget.json().errorCode]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await send('GET', `/api/selfCustody/withdrawals/${otherWithdrawal}`)).json().data.status).toBe('cooling');
  });

  it("keys belong to their administrator: another administrator's same key is their own", async () => {
    const depositId = await confirmedDeposit();
    const key = `shared-${depositId}-key`;
    const mine = await send('POST', `/api/selfCustody/deposits/${depositId}/mint`, { key, token: racers[0] });
    const theirs = await send('POST', `/api/selfCustody/deposits/${depositId}/mint`, { key, token: racers[1] });
    expect(mine.statusCode).toBe(200);
    expect([theirs.statusCode, theirs.json().errorCode]).toEqual([409, 'DEPOSIT_MINT_ALREADY_REQUESTED']);
    const [{ count }] = await selectRows<{ count: string }>(
      api.db,
      sql`SELECT count(*)::text AS count FROM idempotency_keys WHERE key = ${key}`,
    );
    expect(count).toBe('1');
  });
});
