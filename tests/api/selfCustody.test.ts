// Self custody: every legal and illegal step of deposits, mints, withdrawals and refunds; the
// approval quorum; exactly-once confirmations (double submission, racing administrators,
// Idempotency-Key); the service API and its tokens; the data panel's exact sums.
import { eq } from 'drizzle-orm';
import { custodyOperations } from '../../server/src/db/schema';
import { startSignedIn, startTestApi, type TestApi } from '../support/apiServer';
import { answersOfOneKeyRace, keyedRequests } from '../support/idempotency';
import {
  cooledWithdrawalRequest,
  freshBtcAddress,
  OTHER_USER,
  RECEIVER,
  USER,
  fixedDeposit,
} from '../support/custodyAddresses';
import { expectRefusal } from '../support/answers';

const TESTNET_ADDRESS = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';

let api: TestApi;
let rootToken: string;
let tokens: Record<'executor' | 'indexer', string>;
let hashCounter = 0;

/** A fresh BTC transaction hash (64 hex) per call. */
const nextBtcHash = () => (++hashCounter).toString(16).padStart(64, 'a');
const ethHash = (digit: string) => `0x${digit.repeat(64)}`;

beforeAll(async () => ({ api, rootToken, tokens } = await startSignedIn(['executor', 'indexer'])));
afterAll(() => api.close());

const send = keyedRequests(
  () => api,
  () => rootToken,
);

function depositInput(overrides: Record<string, unknown> = {}) {
  return {
    ...fixedDeposit('Acme Capital', { amount: '1.5', depositHash: nextBtcHash(), remarks: 'First tranche' }),
    ...overrides,
  };
}

async function recordDeposit(overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/selfCustody/deposits', { payload: depositInput(overrides) });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    id: number;
    institutionId: number;
    userName: string;
    depositHash: string;
    amount: string;
    mintStatus: string;
    depositStatus: string;
  };
}

const observe = (depositHash: string, amount: string, confirmations = 6) =>
  send('POST', '/api/service/deposits/observed', {
    token: tokens.indexer,
    payload: { depositHash, amount, confirmations },
  });

/** A recorded deposit that the indexer has confirmed on chain, ready to mint. */
async function confirmedDeposit(overrides: Record<string, unknown> = {}) {
  const deposit = await recordDeposit(overrides);
  expect((await observe(deposit.depositHash, deposit.amount)).statusCode).toBe(200);
  return deposit;
}

/** The operations recorded for minting this deposit's YBTC. */
const mintOperationsOf = (depositId: number) =>
  api.db.select().from(custodyOperations).where(eq(custodyOperations.depositId, depositId));

const report = (operationId: number, payload: object, token = tokens.executor) =>
  send('POST', `/api/service/operations/${operationId}/report`, { token, payload });

async function requestWithdrawal(overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/service/withdrawals', {
    token: tokens.indexer,
    payload: { ...cooledWithdrawalRequest({ amount: '0.4', nonce: String(1000 + ++hashCounter) }), ...overrides },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; status: string; nonce: string };
}

describe('recording deposits', () => {
  it('records a deposit, unconfirmed and not minted, and audits it', async () => {
    const deposit = await recordDeposit({ amount: '0.12345678', depositHash: 'B'.repeat(64) });
    expect(deposit).toMatchObject({
      amount: '0.12345678',
      depositHash: 'b'.repeat(64),
      depositStatus: 'unconfirmed',
      mintStatus: 'not_minted',
    });
    const audit = await api.auditRows('deposit.create', deposit.id);
    expect(audit).toHaveLength(1);
  });

  it('refuses the same deposit hash twice, in any letter case, and writes nothing', async () => {
    const hash = nextBtcHash();
    await recordDeposit({ depositHash: hash });
    const again = await send('POST', '/api/selfCustody/deposits', {
      payload: depositInput({ depositHash: hash.toUpperCase() }),
    });
    expectRefusal(again, 409, 'DEPOSIT_HASH_TAKEN');
  });

  it.each([
    ['no institution', { institution: undefined }, 'institution'],
    ['a blank new institution name', { institution: { kind: 'new', name: '  ' } }, 'institution.name'],
    [
      'a new institution name over 100 characters',
      { institution: { kind: 'new', name: 'x'.repeat(101) } },
      'institution.name',
    ],
    [
      'a new institution name with a line break',
      { institution: { kind: 'new', name: 'Acme\nSECURITY NOTICE' } },
      'institution.name',
    ],
    [
      'a new institution name made only of invisible characters',
      { institution: { kind: 'new', name: '\u200b\u2060' } },
      'institution.name',
    ],
    ['an institution neither existing nor new', { institution: { kind: 'rename', name: 'Acme' } }, 'institution.kind'],
    ['a user name instead of an institution', { institution: undefined, userName: 'Acme Capital' }, 'institution'],
    ['an empty remark', { remarks: '  ' }, 'remarks'],
    ['a testnet address on mainnet', { userAddress: TESTNET_ADDRESS }, 'userAddress'],
    ['a Cobo address with a bad checksum', { coboAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz' }, 'coboAddress'],
    ['nine decimals', { amount: '0.123456789' }, 'amount'],
    ['a zero amount', { amount: '0' }, 'amount'],
    ['a negative amount', { amount: '-1' }, 'amount'],
    ['a number instead of a decimal string', { amount: 1.5 }, 'amount'],
    ['a short deposit hash', { depositHash: 'abc' }, 'depositHash'],
    ['an ETH-style deposit hash', { depositHash: ethHash('1') }, 'depositHash'],
    ['a BTC receiving address', { receivingAddress: USER }, 'receivingAddress'],
    ['an unknown type', { type: 'forever' }, 'type'],
    ['a lock time without zone', { lockTime: '2027-01-01 00:00' }, 'lockTime'],
  ])('refuses %s with 400 naming the field', async (_label, overrides, field) => {
    const response = await send('POST', '/api/selfCustody/deposits', { payload: depositInput(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((entry: { field: string }) => entry.field)).toContain(field);
  });

  it('refuses without a session, and without the permission', async () => {
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/api/selfCustody/deposits',
      payload: depositInput(),
    });
    expect(anonymous.statusCode).toBe(401);
    const viewer = (await api.signedInAs('deposit-viewer@example.com', ['selfCustody.deposit'])).token;
    expect((await send('GET', '/api/selfCustody/deposits', { token: viewer })).statusCode).toBe(200);
    expect(
      (await send('POST', '/api/selfCustody/deposits', { token: viewer, payload: depositInput() })).statusCode,
    ).toBe(403);
  });

  it('lists with filters, sort and paging in SQL', async () => {
    const first = await recordDeposit({ institution: { kind: 'new', name: 'Filter Fund' }, amount: '3' });
    const [userAddress] = (await send('GET', `/api/selfCustody/institutions?search=Filter%20Fund`))
      .json()
      .data.map((institution: { btcAccount: string }) => institution.btcAccount);
    await recordDeposit({ userAddress, institution: { kind: 'existing', id: first.institutionId }, amount: '2' });
    const response = await send(
      'GET',
      '/api/selfCustody/deposits?userName=filter%20fund&sortField=amount&sortOrder=ascend&pageSize=1&current=2',
    );
    expect(response.json()).toMatchObject({
      success: true,
      total: 2,
      data: [{ amount: '3.00000000', userName: 'Filter Fund' }],
    });
    const byStatus = await send('GET', '/api/selfCustody/deposits?mintStatus=minted');
    expect(byStatus.statusCode).toBe(200);
    expect((await send('GET', '/api/selfCustody/deposits?mintStatus=done')).statusCode).toBe(400);
  });
});

describe('the indexer confirming deposits', () => {
  it('confirms a deposit seen with the recorded amount, and changes nothing when told again', async () => {
    const deposit = await recordDeposit({ amount: '2.5' });
    const first = await observe(deposit.depositHash, '2.50000000');
    expect(first.json().data).toMatchObject({ depositStatus: 'confirmed', observedConfirmations: 6 });
    const again = await observe(deposit.depositHash, '2.5');
    expect(again.statusCode).toBe(200);
    const audits = await api.auditRows('deposit.observe', deposit.id);
    expect(audits).toHaveLength(1);
  });

  it('marks a different amount as a mismatch, which blocks minting', async () => {
    const deposit = await recordDeposit({ amount: '1' });
    expect((await observe(deposit.depositHash, '0.9')).json().data).toMatchObject({
      depositStatus: 'mismatch',
      observedAmount: '0.90000000',
    });
    const mint = await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`);
    expectRefusal(mint, 409, 'DEPOSIT_AMOUNT_MISMATCH');
  });

  it('answers 404 for a hash nobody recorded', async () => {
    const response = await observe(nextBtcHash(), '1');
    expectRefusal(response, 404, 'DEPOSIT_NOT_FOUND');
  });
});

describe('minting YBTC for a deposit', () => {
  it('refuses to mint a deposit not yet confirmed on chain, and says so in its abilities', async () => {
    const deposit = await recordDeposit();
    expect((await send('GET', `/api/selfCustody/deposits/${deposit.id}`)).json().data.abilities).toEqual({
      confirmMint: false,
      retryMint: false,
    });
    const response = await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`);
    expectRefusal(response, 409, 'DEPOSIT_NOT_CONFIRMED');
    expect((await observe(deposit.depositHash, deposit.amount)).json().data.abilities).toEqual({
      confirmMint: false,
      retryMint: false,
    });
    expect((await send('GET', `/api/selfCustody/deposits/${deposit.id}`)).json().data.abilities).toEqual({
      confirmMint: true,
      retryMint: false,
    });
    const onlooker = (await api.signedInAs('mint-onlooker@example.com', ['selfCustody.deposit'])).token;
    expect(
      (await send('GET', `/api/selfCustody/deposits/${deposit.id}`, { token: onlooker })).json().data.abilities,
    ).toEqual({ confirmMint: false, retryMint: false });
  });

  it('opens one approved mint operation, then follows the executor to minted with the ETH hash', async () => {
    const deposit = await confirmedDeposit({ amount: '0.75' });
    const confirmed = await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`);
    expect(confirmed.statusCode).toBe(200);
    const { operation } = confirmed.json().data;
    expect(confirmed.json().data.mintStatus).toBe('pending');
    expect(operation).toMatchObject({
      kind: 'mint',
      attempt: 1,
      status: 'approved',
      amount: '0.75000000',
      destination: RECEIVER,
      requiredApprovals: 1,
      awaitingApprovals: 0,
    });
    expect(operation.approvals.map((approval: { name: string }) => approval.name)).toEqual([
      operation.requestedBy.name,
    ]);

    const outbox = (await send('GET', '/api/service/outbox?limit=100', { token: tokens.executor })).json().data;
    expect(outbox.map((entry: { id: number }) => entry.id)).toContain(operation.id);

    // A BTC hash is not how a mint settles.
    const wrongChain = await report(operation.id, { status: 'submitted', txHash: 'c'.repeat(64) });
    expectRefusal(wrongChain, 422, 'INVALID_TX_HASH');

    const submitted = await report(operation.id, { status: 'submitted', txHash: ethHash('C') });
    expect(submitted.json().data).toMatchObject({ status: 'submitted', txHash: ethHash('c'), changed: true });
    expect((await report(operation.id, { status: 'submitted', txHash: ethHash('c') })).json().data.changed).toBe(false);
    const deposit1 = (await send('GET', `/api/selfCustody/deposits/${deposit.id}`)).json().data;
    expect(deposit1).toMatchObject({ mintStatus: 'submitted', ethHash: ethHash('c') });

    const otherHash = await report(operation.id, { status: 'confirmed', txHash: ethHash('d') });
    expectRefusal(otherHash, 409, 'TX_HASH_MISMATCH');

    expect((await report(operation.id, { status: 'confirmed' })).json().data).toMatchObject({
      status: 'confirmed',
      changed: true,
    });
    expect((await report(operation.id, { status: 'confirmed' })).json().data.changed).toBe(false);
    const minted = (await send('GET', `/api/selfCustody/deposits/${deposit.id}`)).json().data;
    expect(minted).toMatchObject({ mintStatus: 'minted', ethHash: ethHash('c') });

    const late = await report(operation.id, { status: 'failed', reason: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errorCode: 'ILLEGAL_OPERATION_TRANSITION',
      params: { from: 'confirmed', to: 'failed' },
    });

    const again = await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`);
    expectRefusal(again, 409, 'DEPOSIT_ALREADY_MINTED');
    expect(await mintOperationsOf(deposit.id)).toHaveLength(1);
  });

  it('refuses a second confirmation (a double click) and keeps one operation', async () => {
    const deposit = await confirmedDeposit();
    expect((await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`)).statusCode).toBe(200);
    const second = await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`);
    expectRefusal(second, 409, 'DEPOSIT_MINT_ALREADY_REQUESTED');
    expect(await mintOperationsOf(deposit.id)).toHaveLength(1);
  });

  it('answers a retried request with the same Idempotency-Key with the first answer, and refuses the key for another request', async () => {
    const deposit = await confirmedDeposit();
    const key = `mint-${deposit.id}-retry-key`;
    const first = await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`, { key });
    const retried = await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`, { key });
    expect(first.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toEqual(first.json().data);
    expect(await mintOperationsOf(deposit.id)).toHaveLength(1);

    const other = await confirmedDeposit();
    const reused = await send('POST', `/api/selfCustody/deposits/${other.id}/mint`, { key });
    expectRefusal(reused, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await send('GET', `/api/selfCustody/deposits/${other.id}`)).json().data.mintStatus).toBe('not_minted');
    expect((await send('POST', `/api/selfCustody/deposits/${other.id}/mint`, { key: 'bad key!' })).statusCode).toBe(
      400,
    );
  });

  it('lets many confirmations race and opens exactly one operation', async () => {
    const deposit = await confirmedDeposit();
    const tokens = [
      rootToken,
      ...(await Promise.all(
        [1, 2, 3].map((n) =>
          api
            .signedInAs(`racer${n}@example.com`, ['selfCustody.deposit', 'deposits:confirmMint'])
            .then((admin) => admin.token),
        ),
      )),
    ];
    const answers = await Promise.all(
      [...tokens, ...tokens].map((token) => send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`, { token })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(answers.length - 1);
    expect(await mintOperationsOf(deposit.id)).toHaveLength(1);
  });

  it('lets requests with one Idempotency-Key race and act once, answering alike or 409 while in progress', async () => {
    const deposit = await confirmedDeposit();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`, { key: `race-key-${deposit.id}` }),
      ),
    );
    const first = answersOfOneKeyRace(answers);
    expect(
      (await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`, { key: `race-key-${deposit.id}` })).json()
        .data,
    ).toEqual(first);
    expect(await mintOperationsOf(deposit.id)).toHaveLength(1);
  });

  it('retries a failed mint only deliberately, as a new attempt, under its own permission', async () => {
    const deposit = await confirmedDeposit();
    expect((await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint/retry`)).json().errorCode).toBe(
      'MINT_NOT_FAILED',
    );
    const operation = (await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`)).json().data.operation;
    const failed = await report(operation.id, { status: 'failed', reason: 'gas price spike' });
    expect(failed.json().data).toMatchObject({ status: 'failed', failureReason: 'gas price spike' });
    expect((await send('GET', `/api/selfCustody/deposits/${deposit.id}`)).json().data).toMatchObject({
      mintStatus: 'failed',
      mintFailureReason: 'gas price spike',
    });

    const confirmAgain = await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`);
    expect(confirmAgain.json().errorCode).toBe('MINT_FAILED_USE_RETRY');
    const minterOnly = (
      await api.signedInAs('minter-only@example.com', ['selfCustody.deposit', 'deposits:confirmMint'])
    ).token;
    expect(
      (await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint/retry`, { token: minterOnly })).statusCode,
    ).toBe(403);

    const retried = await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint/retry`);
    expect(retried.json().data).toMatchObject({
      mintStatus: 'pending',
      mintFailureReason: null,
      operation: { attempt: 2, status: 'approved' },
    });
    expect((await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint/retry`)).json().errorCode).toBe(
      'MINT_NOT_FAILED',
    );
  });
});

describe('approvals under the policy', () => {
  let approverA: string;
  let approverB: string;
  let withdrawalConfirmer: string;
  beforeAll(async () => {
    approverA = (await api.signedInAs('approver-a@example.com', ['selfCustody.deposit', 'deposits:confirmMint'])).token;
    approverB = (await api.signedInAs('approver-b@example.com', ['selfCustody.deposit', 'deposits:confirmMint'])).token;
    withdrawalConfirmer = (
      await api.signedInAs('withdraw-confirmer@example.com', ['selfCustody.withdraw', 'withdrawals:confirm'])
    ).token;
    const policy = await send('PUT', '/api/selfCustody/approvalPolicies/mint', {
      payload: { approvalsBesidesRequester: 2, aboveAmount: '1' },
    });
    expect(policy.json().data).toMatchObject({ kind: 'mint', approvalsBesidesRequester: 2, aboveAmount: '1.00000000' });
  });
  afterAll(async () => {
    await send('PUT', '/api/selfCustody/approvalPolicies/mint', {
      payload: { approvalsBesidesRequester: 0, aboveAmount: '0' },
    });
  });

  it('ships two people for withdrawals, refunds and CRSM openings, and the requester alone for mints until a threshold is set', async () => {
    const fresh = await startTestApi();
    try {
      const policies = (
        await fresh.call('GET', '/api/selfCustody/approvalPolicies', undefined, await fresh.signIn())
      ).json().data;
      expect(
        Object.fromEntries(
          policies.map((policy: { kind: string; approvalsBesidesRequester: number }) => [
            policy.kind,
            policy.approvalsBesidesRequester,
          ]),
        ),
      ).toEqual({
        crsm_open: 1,
        mint: 0,
        refund: 1,
        withdrawal: 1,
      });
    } finally {
      await fresh.close();
    }
  });

  it('needs one person at or below the amount', async () => {
    const deposit = await confirmedDeposit({ amount: '1' });
    expect((await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`)).json().data.operation).toMatchObject({
      status: 'approved',
      requiredApprovals: 1,
    });
  });

  it('above it, waits for two administrators other than the requester, then releases the operation to the outbox', async () => {
    const deposit = await confirmedDeposit({ amount: '1.00000001' });
    const requested = (await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`)).json().data;
    expect(requested).toMatchObject({
      mintStatus: 'awaiting_approval',
      operation: { status: 'awaiting_approval', requiredApprovals: 2, awaitingApprovals: 2, approvals: [] },
    });
    const operationId = requested.operation.id;
    const outboxIds = async () =>
      (await send('GET', '/api/service/outbox?limit=100', { token: tokens.executor }))
        .json()
        .data.map((entry: { id: number }) => entry.id);
    expect(await outboxIds()).not.toContain(operationId);
    expect((await report(operationId, { status: 'submitted', txHash: ethHash('e') })).statusCode).toBe(409);

    const bySelf = await send('POST', `/api/selfCustody/operations/${operationId}/approve`);
    expect(bySelf.json().errorCode).toBe('REQUESTER_CANNOT_APPROVE');
    const wrongCode = await send('POST', `/api/selfCustody/operations/${operationId}/approve`, {
      token: withdrawalConfirmer,
    });
    expect(wrongCode.statusCode).toBe(403);

    const first = await send('POST', `/api/selfCustody/operations/${operationId}/approve`, { token: approverA });
    expect(first.json().data).toMatchObject({ status: 'awaiting_approval', awaitingApprovals: 1 });
    const twice = await send('POST', `/api/selfCustody/operations/${operationId}/approve`, { token: approverA });
    expect(twice.json().errorCode).toBe('ALREADY_APPROVED');
    const awaiting = (await send('GET', '/api/selfCustody/operations/awaitingApproval')).json().data;
    expect(awaiting.map((entry: { id: number }) => entry.id)).toContain(operationId);

    const second = await send('POST', `/api/selfCustody/operations/${operationId}/approve`, { token: approverB });
    expect(second.json().data).toMatchObject({ status: 'approved', awaitingApprovals: 0 });
    expect(second.json().data.approvals.map((approval: { name: string }) => approval.name)).toEqual([
      'approver-a',
      'approver-b',
    ]);
    expect((await send('GET', `/api/selfCustody/deposits/${deposit.id}`)).json().data.mintStatus).toBe('pending');
    expect(await outboxIds()).toContain(operationId);

    const late = await send('POST', `/api/selfCustody/operations/${operationId}/approve`, { token: rootToken });
    expect(late.json().errorCode).toBe('OPERATION_NOT_AWAITING_APPROVAL');
  });

  it('lets only holders of the policy permission change it, within 0 to 5 approvals besides the requester', async () => {
    expect(
      (
        await send('PUT', '/api/selfCustody/approvalPolicies/refund', {
          token: approverA,
          payload: { approvalsBesidesRequester: 2, aboveAmount: '0' },
        })
      ).statusCode,
    ).toBe(403);
    for (const payload of [
      { approvalsBesidesRequester: -1, aboveAmount: '0' },
      { approvalsBesidesRequester: 6, aboveAmount: '0' },
      { approvalsBesidesRequester: 2, aboveAmount: '-1' },
      { approvalsBesidesRequester: 2, aboveAmount: '0.123456789' },
      { requiredApprovals: 2, aboveAmount: '0' },
    ]) {
      expect((await send('PUT', '/api/selfCustody/approvalPolicies/refund', { payload })).statusCode).toBe(400);
    }
    expect(
      (
        await send('PUT', '/api/selfCustody/approvalPolicies/burn', {
          payload: { approvalsBesidesRequester: 2, aboveAmount: '0' },
        })
      ).statusCode,
    ).toBe(400);
    const policies = (await send('GET', '/api/selfCustody/approvalPolicies')).json().data;
    expect(policies.find((policy: { kind: string }) => policy.kind === 'refund')).toMatchObject({
      approvalsBesidesRequester: 1,
      aboveAmount: '0.00000000',
    });
  });
});

describe('withdrawals and refunds', () => {
  /** The second person the shipped policy asks for: another administrator who may approve withdrawals and refunds. */
  let secondApprover: string;
  beforeAll(async () => {
    secondApprover = (
      await api.signedInAs('second-approver@example.com', [
        'selfCustody.withdraw',
        'withdrawals:confirm',
        'withdrawals:confirmRefund',
      ])
    ).token;
  });
  const approveAsSecond = (operationId: number) =>
    send('POST', `/api/selfCustody/operations/${operationId}/approve`, { token: secondApprover });

  it('records a withdrawal request once per nonce; the same report again changes nothing, a different one is refused', async () => {
    const withdrawal = await requestWithdrawal({ nonce: '77' });
    expect(withdrawal).toMatchObject({ status: 'cooling', nonce: '77' });
    const same = await requestWithdrawal({ nonce: '77' });
    expect(same.id).toBe(withdrawal.id);
    const different = await send('POST', '/api/service/withdrawals', {
      token: tokens.indexer,
      payload: {
        userAddress: USER,
        receivingAddress: OTHER_USER,
        amount: '9',
        nonce: '77',
        requestedAt: new Date().toISOString(),
        coolingEndsAt: new Date().toISOString(),
      },
    });
    expectRefusal(different, 409, 'WITHDRAWAL_NONCE_TAKEN');
  });

  it('refuses to confirm before the cooling time has passed, saying how long is left', async () => {
    const withdrawal = await requestWithdrawal({ coolingEndsAt: new Date(Date.now() + 3_600_000).toISOString() });
    const response = await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/confirm`);
    expectRefusal(response, 409, 'WITHDRAWAL_COOLING');
    expect(response.json().params.secondsLeft).toBeGreaterThan(3500);
    expect((await send('GET', `/api/selfCustody/withdrawals/${withdrawal.id}`)).json().data.status).toBe('cooling');
  });

  it('confirms after cooling, once, waits for a second person, and completes when the executor confirms the BTC transaction', async () => {
    const withdrawal = await requestWithdrawal();
    expect((await send('GET', `/api/selfCustody/withdrawals/${withdrawal.id}`)).json().data.abilities).toEqual({
      confirm: true,
      requestRefund: true,
      confirmRefund: false,
    });
    expect(
      (await send('GET', `/api/selfCustody/withdrawals/${withdrawal.id}`, { token: secondApprover })).json().data
        .abilities,
    ).toEqual({ confirm: true, requestRefund: false, confirmRefund: false });
    const confirmed = await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/confirm`);
    expect(confirmed.json().data).toMatchObject({
      status: 'awaiting_approval',
      operation: {
        kind: 'withdrawal',
        status: 'awaiting_approval',
        destination: OTHER_USER,
        requiredApprovals: 1,
        awaitingApprovals: 1,
        abilities: { approve: false },
      },
    });
    const again = await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'ILLEGAL_WITHDRAWAL_TRANSITION',
      params: { status: 'awaiting_approval', action: 'confirm' },
    });
    const refund = await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/refundRequest`, {
      payload: { reason: 'changed my mind' },
    });
    expect(refund.json().errorCode).toBe('ILLEGAL_WITHDRAWAL_TRANSITION');

    const operationId = confirmed.json().data.operation.id;
    expect((await report(operationId, { status: 'submitted', txHash: 'f'.repeat(64) })).statusCode).toBe(409);
    expect((await send('POST', `/api/selfCustody/operations/${operationId}/approve`)).json().errorCode).toBe(
      'REQUESTER_CANNOT_APPROVE',
    );
    const seenBySecond = (
      await send('GET', `/api/selfCustody/withdrawals/${withdrawal.id}`, { token: secondApprover })
    ).json().data;
    expect(seenBySecond.operation.abilities).toEqual({ approve: true });
    expect(seenBySecond.abilities).toEqual({ confirm: false, requestRefund: false, confirmRefund: false });
    expect((await approveAsSecond(operationId)).json().data).toMatchObject({
      status: 'approved',
      abilities: { approve: false },
    });
    expect((await send('GET', `/api/selfCustody/withdrawals/${withdrawal.id}`)).json().data.status).toBe('pending');
    expect((await report(operationId, { status: 'submitted', txHash: ethHash('f') })).json().errorCode).toBe(
      'INVALID_TX_HASH',
    );
    expect((await report(operationId, { status: 'submitted', txHash: 'f'.repeat(64) })).statusCode).toBe(200);
    expect((await report(operationId, { status: 'confirmed', txHash: 'f'.repeat(64) })).statusCode).toBe(200);
    expect((await send('GET', `/api/selfCustody/withdrawals/${withdrawal.id}`)).json().data).toMatchObject({
      status: 'completed',
      btcHash: 'f'.repeat(64),
    });
    expect((await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/refundConfirm`)).json().errorCode).toBe(
      'ILLEGAL_WITHDRAWAL_TRANSITION',
    );
  });

  it('requests a refund with a reason, confirms it, and follows the refund operation to refunded', async () => {
    const withdrawal = await requestWithdrawal({ coolingEndsAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/refundConfirm`)).json().errorCode).toBe(
      'ILLEGAL_WITHDRAWAL_TRANSITION',
    );
    expect(
      (await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/refundRequest`, { payload: { reason: ' ' } }))
        .statusCode,
    ).toBe(400);
    const requested = await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/refundRequest`, {
      payload: { reason: 'Wrong receiving address' },
    });
    expect(requested.json().data).toMatchObject({
      status: 'refund_requested',
      refundReason: 'Wrong receiving address',
      refundRequestedByName: 'Super administrator',
    });
    expect((await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/confirm`)).json().errorCode).toBe(
      'ILLEGAL_WITHDRAWAL_TRANSITION',
    );
    expect(
      (
        await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/refundRequest`, {
          payload: { reason: 'again' },
        })
      ).statusCode,
    ).toBe(409);

    const confirmed = await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/refundConfirm`);
    expect(confirmed.json().data).toMatchObject({
      status: 'refund_awaiting_approval',
      operation: { kind: 'refund', status: 'awaiting_approval', destination: USER },
    });
    const operationId = confirmed.json().data.operation.id;
    expect((await approveAsSecond(operationId)).statusCode).toBe(200);
    expect((await send('GET', `/api/selfCustody/withdrawals/${withdrawal.id}`)).json().data.status).toBe(
      'refund_pending',
    );
    expect((await report(operationId, { status: 'confirmed', txHash: ethHash('a') })).statusCode).toBe(200);
    expect((await send('GET', `/api/selfCustody/withdrawals/${withdrawal.id}`)).json().data).toMatchObject({
      status: 'refunded',
      refundHash: ethHash('a'),
    });
  });

  it('lets a failed withdrawal be confirmed again or refunded, and a failed refund be confirmed again', async () => {
    const withdrawal = await requestWithdrawal();
    const first = (await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/confirm`)).json().data.operation;
    await approveAsSecond(first.id);
    await report(first.id, { status: 'failed', reason: 'fee too low' });
    expect((await send('GET', `/api/selfCustody/withdrawals/${withdrawal.id}`)).json().data).toMatchObject({
      status: 'failed',
      failureReason: 'fee too low',
    });
    await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/refundRequest`, {
      payload: { reason: 'give up' },
    });
    const refund = (await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/refundConfirm`)).json().data
      .operation;
    await approveAsSecond(refund.id);
    await report(refund.id, { status: 'failed', reason: 'node down' });
    expect((await send('GET', `/api/selfCustody/withdrawals/${withdrawal.id}`)).json().data.status).toBe(
      'refund_failed',
    );
    const retried = await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/refundConfirm`);
    expect(retried.json().data).toMatchObject({ status: 'refund_awaiting_approval', operation: { attempt: 2 } });
  });

  it('refuses each action without its own permission', async () => {
    const withdrawal = await requestWithdrawal();
    const viewer = (await api.signedInAs('withdraw-viewer@example.com', ['selfCustody.withdraw'])).token;
    expect((await send('GET', '/api/selfCustody/withdrawals', { token: viewer })).statusCode).toBe(200);
    for (const [path, payload] of [
      ['confirm', undefined],
      ['refundRequest', { reason: 'x' }],
      ['refundConfirm', undefined],
    ] as const) {
      expect(
        (await send('POST', `/api/selfCustody/withdrawals/${withdrawal.id}/${path}`, { token: viewer, payload }))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('service tokens', () => {
  it('shows the secret once, lists only its prefix, and stops working once revoked', async () => {
    const created = (
      await send('POST', '/api/serviceTokens', { payload: { name: 'short-lived', scopes: ['executor', 'executor'] } })
    ).json().data;
    expect(created.token).toMatch(/^svc_/);
    expect(created.scopes).toEqual(['executor']);
    expect(created.token.startsWith(created.tokenPrefix)).toBe(true);
    const listed = (await send('GET', '/api/serviceTokens')).json().data;
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect((await send('GET', '/api/service/outbox', { token: created.token })).statusCode).toBe(200);

    expect((await send('POST', `/api/serviceTokens/${created.id}/revoke`)).json().data.revokedAt).not.toBeNull();
    expect((await send('GET', '/api/service/outbox', { token: created.token })).statusCode).toBe(401);
    expect((await send('POST', `/api/serviceTokens/${created.id}/revoke`)).json().errorCode).toBe(
      'SERVICE_TOKEN_REVOKED',
    );
  });

  it('refuses unknown scopes, and managing tokens without the permission', async () => {
    expect((await send('POST', '/api/serviceTokens', { payload: { name: 'x', scopes: ['admin'] } })).statusCode).toBe(
      400,
    );
    expect((await send('POST', '/api/serviceTokens', { payload: { name: 'x', scopes: [] } })).statusCode).toBe(400);
    const other = (await api.signedInAs('token-less@example.com', ['selfCustody.dataPanel'])).token;
    expect((await send('GET', '/api/serviceTokens', { token: other })).statusCode).toBe(403);
  });
});

describe('the institution data panel', () => {
  it('sums minted deposits less completed withdrawals, pending deposits and reported vault figures exactly', async () => {
    const account = '3Ai1JZ8pdJb2ksieUV8FsxSNVJCpoPi8W6';
    const name = 'Exact Sums Ltd';
    const { institutionId } = await recordDeposit({
      userAddress: account,
      institution: { kind: 'new', name },
      amount: '0.00000001',
    });
    for (const amount of ['0.1', '0.2']) {
      const deposit = await confirmedDeposit({
        userAddress: account,
        institution: { kind: 'existing', id: institutionId },
        amount,
      });
      const operation = (await send('POST', `/api/selfCustody/deposits/${deposit.id}/mint`)).json().data.operation;
      await report(operation.id, { status: 'confirmed', txHash: ethHash(amount === '0.1' ? '1' : '2') });
    }
    const vault = await send('PUT', '/api/service/institutions/vault', {
      token: tokens.indexer,
      payload: {
        btcAccount: account,
        multisigContract: RECEIVER,
        vaultCollateral: '0.3',
        vaultDebt: '10000.000000000000000001',
        yuInSp: '0.1',
        yuInWallet: '0.2',
        claimableYbtc: '0',
        claimableYu: '0.000000000000000001',
        triggerCr: '150',
        targetCr: '180.5',
        maxTargetCr: '200',
      },
    });
    expect(vault.statusCode).toBe(200);

    const panel = (await send('GET', '/api/selfCustody/dataPanel')).json().data;
    const row = panel.rows.find((entry: { btcAccount: string }) => entry.btcAccount === account);
    expect(row).toMatchObject({
      name,
      btcAmount: '0.30000000',
      btcPendingAmount: '0.00000001',
      multisigContract: RECEIVER,
      vaultDebt: '10000.000000000000000001',
      claimableYu: '0.000000000000000001',
      targetCr: '180.5000',
    });
    const rowsOnly = panel.rows.reduce(
      (sum: bigint, entry: { vaultDebt: string | null }) => sum + BigInt((entry.vaultDebt ?? '0').replace('.', '')),
      0n,
    );
    expect(BigInt(panel.totals.vaultDebt.replace('.', ''))).toBe(rowsOnly);
    expect(panel.totals.btcPendingAmount).toMatch(/^\d+\.\d{8}$/);
  });

  it('refuses without the data panel permission, and vault reports with bad figures', async () => {
    const other = (await api.signedInAs('no-panel@example.com', ['selfCustody.deposit'])).token;
    expect((await send('GET', '/api/selfCustody/dataPanel', { token: other })).statusCode).toBe(403);
    const bad = await send('PUT', '/api/service/institutions/vault', {
      token: tokens.indexer,
      payload: { btcAccount: USER, vaultCollateral: '-1' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('institutions are records of their own', () => {
  const institutionsAt = async (query: string, token = rootToken) =>
    (await send('GET', `/api/selfCustody/institutions?${query}`, { token })).json().data as {
      id: number;
      name: string;
      btcAccount: string;
    }[];
  const rename = (id: number, payload: object, token = rootToken) =>
    send('POST', `/api/selfCustody/institutions/${id}/rename`, { token, payload });
  const panelRowOf = async (institutionId: number) =>
    (await send('GET', '/api/selfCustody/dataPanel'))
      .json()
      .data.rows.find((row: { institutionId: number }) => row.institutionId === institutionId) as { name: string };
  const withdrawalName = async (id: number) =>
    (await send('GET', `/api/selfCustody/withdrawals/${id}`)).json().data.institutionName as string;
  const depositName = async (id: number) =>
    (await send('GET', `/api/selfCustody/deposits/${id}`)).json().data.userName as string;
  const auditsOf = (action: 'institution.create' | 'institution.rename', institutionId: number) =>
    api.auditRows(action, institutionId);

  /** An institution created by recording its first deposit, with a withdrawal reported for its address. */
  async function institutionWithRecords(name: string) {
    const userAddress = freshBtcAddress();
    const deposit = await recordDeposit({ userAddress, institution: { kind: 'new', name } });
    const withdrawal = await requestWithdrawal({ userAddress });
    return { id: deposit.institutionId, userAddress, deposit, withdrawal };
  }

  it('creates an institution only when a deposit asks for a new one, audited, and records later deposits under its own name', async () => {
    const acme = await institutionWithRecords('Acme Capital');
    expect(acme.deposit.userName).toBe('Acme Capital');
    const created = await auditsOf('institution.create', acme.id);
    expect(created).toHaveLength(1);
    expect(created[0].after).toMatchObject({ name: 'Acme Capital', btcAccount: acme.userAddress });
    const later = await recordDeposit({
      userAddress: acme.userAddress,
      institution: { kind: 'existing', id: acme.id },
    });
    expect(later).toMatchObject({ institutionId: acme.id, userName: 'Acme Capital' });
    expect(await withdrawalName(acme.withdrawal.id)).toBe('Acme Capital');
  });

  it('refuses a deposit for Acme Capital\'s address that asks for a new institution "Trial Institution": nothing is renamed or written', async () => {
    const acme = await institutionWithRecords('Acme Capital');
    const depositHash = nextBtcHash();
    const trial = await send('POST', '/api/selfCustody/deposits', {
      payload: depositInput({
        userAddress: acme.userAddress,
        institution: { kind: 'new', name: 'Trial Institution' },
        depositHash,
      }),
    });
    expect(trial.statusCode).toBe(409);
    expect(trial.json()).toMatchObject({
      errorCode: 'INSTITUTION_ADDRESS_KNOWN',
      params: { institutionId: acme.id, name: 'Acme Capital' },
    });
    expect((await send('GET', `/api/selfCustody/deposits?depositHash=${depositHash}`)).json().total).toBe(0);
    expect((await panelRowOf(acme.id)).name).toBe('Acme Capital');
    expect(await depositName(acme.deposit.id)).toBe('Acme Capital');
    expect(await withdrawalName(acme.withdrawal.id)).toBe('Acme Capital');
    expect(await institutionsAt(`btcAccount=${acme.userAddress}`)).toEqual([
      expect.objectContaining({ id: acme.id, name: 'Acme Capital' }),
    ]);
  });

  it('refuses an institution that does not hold the address, and one that does not exist', async () => {
    const acme = await institutionWithRecords('Acme Capital');
    const mismatch = await send('POST', '/api/selfCustody/deposits', {
      payload: depositInput({ userAddress: freshBtcAddress(), institution: { kind: 'existing', id: acme.id } }),
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      errorCode: 'INSTITUTION_ADDRESS_MISMATCH',
      params: { name: 'Acme Capital' },
    });
    const missing = await send('POST', '/api/selfCustody/deposits', {
      payload: depositInput({ institution: { kind: 'existing', id: 2_000_000_000 } }),
    });
    expectRefusal(missing, 404, 'INSTITUTION_NOT_FOUND');
  });

  it('creates one institution when two deposits race to create it for the same address; the other is refused', async () => {
    const userAddress = freshBtcAddress();
    const answers = await Promise.all(
      ['Race One', 'Race Two'].map((name) =>
        send('POST', '/api/selfCustody/deposits', {
          payload: depositInput({ userAddress, institution: { kind: 'new', name } }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await institutionsAt(`btcAccount=${userAddress}`)).toHaveLength(1);
  });

  it('lets withdrawal requests and vault reports name only a new institution, never rename a known one', async () => {
    const acme = await institutionWithRecords('Acme Capital');
    const report = (btcAccount: string, name: string) =>
      send('PUT', '/api/service/institutions/vault', {
        token: tokens.indexer,
        payload: {
          btcAccount,
          name,
          ...Object.fromEntries(
            [
              'vaultCollateral',
              'vaultDebt',
              'yuInSp',
              'claimableYbtc',
              'claimableYu',
              'triggerCr',
              'targetCr',
              'maxTargetCr',
            ].map((figure) => [figure, null]),
          ),
          yuInWallet: '1',
        },
      });
    expect((await report(acme.userAddress, 'Reported Name')).json().data.name).toBe('Acme Capital');
    expect((await panelRowOf(acme.id)).name).toBe('Acme Capital');
    const unknown = freshBtcAddress();
    expect((await report(unknown, 'Reported Fund')).json().data.name).toBe('Reported Fund');
    const unnamed = freshBtcAddress();
    const withdrawal = await requestWithdrawal({ userAddress: unnamed });
    expect(await withdrawalName(withdrawal.id)).toBe(unnamed);
  });

  it('finds institutions by their exact address in any letter case, or by part of their name or address', async () => {
    const acme = await institutionWithRecords('Lookup Acme Capital');
    expect(await institutionsAt(`btcAccount=${acme.userAddress.toUpperCase()}`)).toEqual([
      { id: acme.id, name: 'Lookup Acme Capital', btcAccount: acme.userAddress, createdAt: expect.any(String) },
    ]);
    expect(await institutionsAt(`btcAccount=${freshBtcAddress()}`)).toEqual([]);
    expect(await institutionsAt('btcAccount=not-an-address')).toEqual([]);
    expect((await institutionsAt('search=lookup%20acme')).map((row) => row.id)).toEqual([acme.id]);
    expect((await institutionsAt(`search=${acme.userAddress.slice(-12)}`)).map((row) => row.id)).toEqual([acme.id]);
    expect((await send('GET', '/api/selfCustody/institutions?pageSize=0')).statusCode).toBe(400);
    expect((await send('GET', '/api/selfCustody/institutions?name=x')).statusCode).toBe(400);
  });

  it('lets administrators of deposits or of the data panel look institutions up, and nobody else', async () => {
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/selfCustody/institutions' });
    expect(anonymous.statusCode).toBe(401);
    for (const [email, codes, status] of [
      ['lookup-deposits@example.com', ['selfCustody.deposit'], 200],
      ['lookup-panel@example.com', ['selfCustody.dataPanel'], 200],
      ['lookup-withdrawals@example.com', ['selfCustody.withdraw'], 403],
    ] as const) {
      const { token } = await api.signedInAs(email, [...codes]);
      expect((await send('GET', '/api/selfCustody/institutions', { token })).statusCode).toBe(status);
    }
  });

  it('renames from now on, audited with before and after: records already made keep the name they had', async () => {
    const acme = await institutionWithRecords('Acme Capital');
    const renamed = await rename(acme.id, { name: '  Acme Capital Partners ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: acme.id, name: 'Acme Capital Partners' });
    const [audit] = await auditsOf('institution.rename', acme.id);
    expect(audit.before).toMatchObject({ name: 'Acme Capital' });
    expect(audit.after).toMatchObject({ name: 'Acme Capital Partners' });

    expect((await panelRowOf(acme.id)).name).toBe('Acme Capital Partners');
    expect(await depositName(acme.deposit.id)).toBe('Acme Capital');
    expect(await withdrawalName(acme.withdrawal.id)).toBe('Acme Capital');
    const later = await recordDeposit({
      userAddress: acme.userAddress,
      institution: { kind: 'existing', id: acme.id },
    });
    expect(later.userName).toBe('Acme Capital Partners');
    const laterWithdrawal = await requestWithdrawal({ userAddress: acme.userAddress });
    expect(await withdrawalName(laterWithdrawal.id)).toBe('Acme Capital Partners');
  });

  it('takes the same rename sent twice once: the second changes nothing and writes no audit row', async () => {
    const fund = await institutionWithRecords('Twice Fund');
    const answers = [
      await rename(fund.id, { name: 'Twice Fund II' }),
      await rename(fund.id, { name: 'Twice Fund II' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1].json().data).toEqual(answers[0].json().data);
    expect(await auditsOf('institution.rename', fund.id)).toHaveLength(1);
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['no name', {}],
    ['an unknown field', { name: 'Fine', btcAccount: USER }],
  ])('refuses a rename with %s with 400, and renames nothing', async (_label, payload) => {
    const fund = await institutionWithRecords('Kept Name Fund');
    const response = await rename(fund.id, payload);
    expect(response.statusCode).toBe(400);
    expect((await panelRowOf(fund.id)).name).toBe('Kept Name Fund');
  });

  it('refuses a rename without a session, without the rename permission, and of a missing institution', async () => {
    const fund = await institutionWithRecords('Guarded Fund');
    const anonymous = await api.app.inject({
      method: 'POST',
      url: `/api/selfCustody/institutions/${fund.id}/rename`,
      payload: { name: 'Anonymous' },
    });
    expect(anonymous.statusCode).toBe(401);
    const viewer = (await api.signedInAs('panel-viewer@example.com', ['selfCustody.dataPanel'])).token;
    expect((await rename(fund.id, { name: 'Viewer' }, viewer)).statusCode).toBe(403);
    const renamer = (await api.signedInAs('renamer@example.com', ['selfCustody.dataPanel', 'institutions:rename']))
      .token;
    expect((await rename(fund.id, { name: 'Renamed by a holder' }, renamer)).statusCode).toBe(200);
    const missing = await rename(2_000_000_000, { name: 'Nobody' });
    expectRefusal(missing, 404, 'INSTITUTION_NOT_FOUND');
    expect((await panelRowOf(fund.id)).name).toBe('Renamed by a holder');
  });
});
