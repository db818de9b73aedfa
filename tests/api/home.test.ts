// Home: what needs the signed-in administrator now. Operations awaiting THEIR approval (a kind
// they may approve, not requested nor already approved by them), untreated feedback, a stale
// CRSM price: each shown only to administrators holding the matching permission.
import { bearer, startSignedIn, type TestApi } from '../support/apiServer';
import { buildFeedback } from '../support/factories';
import { depositObservedOnChain } from '../support/observedDeposit';

let api: TestApi;
let rootToken: string;
let tokens: Record<'indexer', string>;
let hashCounter = 0;

beforeAll(async () => ({ api, rootToken, tokens } = await startSignedIn(['indexer'])));
afterAll(() => api.close());

const home = async (token: string) => {
  const response = await api.app.inject({ method: 'GET', url: '/api/home', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** A deposit confirmed on chain whose mint `token` requests: awaiting approval under a two-person policy. */
async function mintAwaitingApproval(token: string) {
  const depositHash = (++hashCounter).toString(16).padStart(64, 'b');
  const depositId = await depositObservedOnChain(
    api,
    { rootToken, indexerToken: tokens.indexer },
    { institution: 'Acme', amount: '2', depositHash, remarks: 'home' },
  );
  const requested = await api.call('POST', `/api/selfCustody/deposits/${depositId}/mint`, undefined, token);
  expect(requested.json().data.operation.status).toBe('awaiting_approval');
  return requested.json().data.operation.id as number;
}

it('refuses without a session', async () => {
  expect((await api.app.inject({ method: 'GET', url: '/api/home' })).statusCode).toBe(401);
  expect((await api.app.inject({ method: 'GET', url: '/api/home', headers: bearer('not-a-session') })).statusCode).toBe(
    401,
  );
});

it('shows an administrator without those permissions nothing to act on', async () => {
  const token = (await api.signedInAs('plain@example.com', ['news'])).token;
  expect(await home(token)).toEqual({ approvals: null, untreatedFeedback: null, btcPrice: null });
});

it('counts the operations awaiting this administrator’s approval, not those they requested or already approved', async () => {
  await api.call(
    'PUT',
    '/api/selfCustody/approvalPolicies/mint',
    { approvalsBesidesRequester: 2, aboveAmount: '0' },
    rootToken,
  );
  const approverA = (await api.signedInAs('approver.a@example.com', ['selfCustody.deposit', 'deposits:confirmMint']))
    .token;
  const approverB = (await api.signedInAs('approver.b@example.com', ['selfCustody.deposit', 'deposits:confirmMint']))
    .token;
  const withdrawer = (await api.signedInAs('withdrawer@example.com', ['selfCustody.withdraw', 'withdrawals:confirm']))
    .token;

  const first = await mintAwaitingApproval(rootToken);
  await mintAwaitingApproval(approverA);

  expect((await home(approverA)).approvals).toEqual([{ kind: 'mint', count: 1 }]);
  expect((await home(approverB)).approvals).toEqual([{ kind: 'mint', count: 2 }]);
  const rootApprovals = (await home(rootToken)).approvals;
  expect(rootApprovals).toEqual([
    { kind: 'mint', count: 1 },
    { kind: 'withdrawal', count: 0 },
    { kind: 'refund', count: 0 },
    { kind: 'crsm_open', count: 0 },
  ]);
  expect((await home(withdrawer)).approvals).toEqual([{ kind: 'withdrawal', count: 0 }]);

  expect(
    (await api.call('POST', `/api/selfCustody/operations/${first}/approve`, undefined, approverA)).statusCode,
  ).toBe(200);
  expect((await home(approverA)).approvals).toEqual([{ kind: 'mint', count: 0 }]);
  expect((await home(approverB)).approvals).toEqual([{ kind: 'mint', count: 2 }]);
  expect(
    (await api.call('POST', `/api/selfCustody/operations/${first}/approve`, undefined, approverB)).statusCode,
  ).toBe(200);
  expect((await home(approverB)).approvals).toEqual([{ kind: 'mint', count: 1 }]);
});

it('counts untreated feedback for feedback managers only', async () => {
  await buildFeedback(
    api.db,
    { email: 'a@example.com', content: 'one' },
    { email: 'b@example.com', content: 'two' },
    { email: 'c@example.com', content: 'three', status: 'processed', processedAt: new Date() },
  );
  const manager = (await api.signedInAs('feedback.manager@example.com', ['feedback'])).token;
  expect((await home(manager)).untreatedFeedback).toBe(2);
  expect((await home(manager)).btcPrice).toBeNull();
  expect((await home(rootToken)).untreatedFeedback).toBe(2);
});

it('warns CRSM administrators of a missing or stale BTC price, and not of a fresh one', async () => {
  const crsmReader = (await api.signedInAs('crsm.reader@example.com', ['CRSMTrove.CRSMList'])).token;
  expect((await home(crsmReader)).btcPrice).toMatchObject({ stale: true, observedAt: null, maxAgeSeconds: 3600 });
  expect((await home(crsmReader)).untreatedFeedback).toBeNull();
  const reportPrice = (observedAt: string) =>
    api.app.inject({
      method: 'PUT',
      url: '/api/service/crsm/price',
      headers: bearer(tokens.indexer),
      payload: { price: '60000', observedAt },
    });
  expect((await reportPrice(new Date(Date.now() - 2 * 3600_000).toISOString())).statusCode).toBe(200);
  expect((await home(crsmReader)).btcPrice).toMatchObject({ stale: true, ageSeconds: expect.any(Number) });
  expect((await reportPrice(new Date().toISOString())).statusCode).toBe(200);
  expect((await home(crsmReader)).btcPrice).toMatchObject({ stale: false });
});
