// The example executor under scripts/ against a listening API: it follows the outbox, reports
// submitted then confirmed, and the panel's statuses move with it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { bearer, startTestApi, type TestApi } from '../support/apiServer';
import { depositObservedOnChain } from '../support/observedDeposit';

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../scripts/example-executor.mjs');

let api: TestApi;
let baseUrl: string;
let rootToken: string;
let executorToken: string;
let indexerToken: string;
let depositCount = 0;

beforeAll(async () => {
  api = await startTestApi();
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  rootToken = await api.signIn();
  executorToken = await api.serviceToken('executor', rootToken, 'example executor');
  indexerToken = await api.serviceToken('indexer', rootToken);
  // This file is about the executor: a super administrator lowers CRSM openings to the requester alone.
  await api.call(
    'PUT',
    '/api/selfCustody/approvalPolicies/crsm_open',
    { approvalsBesidesRequester: 0, aboveAmount: '0' },
    rootToken,
  );
});
afterAll(() => api.close());

async function executorPass(token: string | undefined, extra: string[] = []) {
  const args = [SCRIPT, '--once', '--api', baseUrl, ...(token ? ['--token', token] : []), ...extra];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { env: { PATH: process.env.PATH ?? '' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function mintedDepositAwaitingExecution() {
  const depositHash = (++depositCount).toString(16).padStart(64, 'c');
  const id = await depositObservedOnChain(
    api,
    { rootToken, indexerToken },
    { institution: 'Acme Capital', amount: '0.25', depositHash, remarks: 'Executor example' },
  );
  const mint = await api.app.inject({
    method: 'POST',
    url: `/api/selfCustody/deposits/${id}/mint`,
    headers: { ...bearer(rootToken), 'idempotency-key': `example-${id}` },
  });
  expect(mint.json().data.mintStatus).toBe('pending');
  return id;
}

const depositOf = async (id: number) =>
  (await api.call('GET', `/api/selfCustody/deposits/${id}`, undefined, rootToken)).json().data;

it('submits an approved mint with an ETH hash, then confirms it, moving the deposit to minted', async () => {
  const id = await mintedDepositAwaitingExecution();

  const first = await executorPass(executorToken);
  expect(first.code).toBe(0);
  expect(first.stdout).toMatch(/mint #\d+ \(0\.25000000 BTC → 0x5290.*\): submitted 0x[0-9a-f]{64}/);
  const submitted = await depositOf(id);
  expect(submitted).toMatchObject({ mintStatus: 'submitted', ethHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });

  const second = await executorPass(executorToken);
  expect(second.code).toBe(0);
  expect(await depositOf(id)).toMatchObject({ mintStatus: 'minted', ethHash: submitted.ethHash });

  const idle = await executorPass(executorToken);
  expect(idle.stdout).toContain('0 operation(s) in the outbox, 0 report(s) refused');
});

it('reports failures with the given reason, which the deposit then shows', async () => {
  const id = await mintedDepositAwaitingExecution();
  const pass = await executorPass(executorToken, ['--fail', 'Custody provider rejected the request']);
  expect(pass.stdout).toMatch(/mint #\d+ .*: failed/);
  expect(await depositOf(id)).toMatchObject({
    mintStatus: 'failed',
    operation: { failureReason: 'Custody provider rejected the request' },
  });
});

it("refuses to run without a token, and fails with the server's answer for a revoked or misscoped one", async () => {
  expect((await executorPass(undefined)).code).toBe(2);

  const refused = await executorPass(indexerToken);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/GET \/api\/service\/outbox\?limit=50: 403/);

  const revokedToken = await api.serviceToken('executor', rootToken, 'revoked executor');
  const list = (await api.call('GET', '/api/serviceTokens', undefined, rootToken)).json().data as {
    id: number;
    name: string;
  }[];
  const revokedRow = list.find((token) => token.name === 'revoked executor');
  expect((await api.call('POST', `/api/serviceTokens/${revokedRow?.id}/revoke`, undefined, rootToken)).statusCode).toBe(
    200,
  );
  const revoked = await executorPass(revokedToken);
  expect(revoked.code).toBe(1);
  expect(revoked.stderr).toMatch(/401/);
});

it('opens a CRSM position with an ETH-style hash, moving its request to opened', async () => {
  const price = await api.app.inject({
    method: 'PUT',
    url: '/api/service/crsm/price',
    headers: bearer(indexerToken),
    payload: { price: '60000', observedAt: new Date().toISOString() },
  });
  expect(price.statusCode).toBe(200);
  const address = `0x${'e5'.repeat(20)}`;
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/crsm/positionRequests',
    headers: { ...bearer(rootToken), 'idempotency-key': 'example-crsm-1' },
    payload: { trgcr: '130', tarcr: '150', maxTarcr: '170', amount: '0.5', address },
  });
  expect(created.json().data.status).toBe('pending');
  const first = await executorPass(executorToken);
  expect(first.stdout).toMatch(
    new RegExp(`crsm_open #\\d+ \\(0\\.50000000 YBTC → ${address}\\): submitted 0x[0-9a-f]{64}`),
  );
  await executorPass(executorToken);
  const [request] = (
    await api.call('GET', `/api/crsm/positionRequests?address=${address}`, undefined, rootToken)
  ).json().data;
  expect(request).toMatchObject({ status: 'opened', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
});
