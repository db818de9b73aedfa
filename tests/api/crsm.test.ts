// CRSM positions: the indexer's price and snapshots (upsert by troveId with history), the list's
// computed ICR and liquidation price with its filters and sorts, accounts, settings, and the
// creation of positions: each ordering violation refused on its own, exactly once per
// Idempotency-Key, through the one custody outbox to the executor.
import { eq } from 'drizzle-orm';
import { custodyOperations } from '../../server/src/db/schema';
import { signedInApiForBlock, type TestApi } from '../support/apiServer';
import { answersOfOneKeyRace, keyedRequests } from '../support/idempotency';
import { expectRefusal } from '../support/answers';

const ALICE = `0x${'a1'.repeat(20)}`;
const BOB = `0x${'b2'.repeat(20)}`;
const CAROL = `0x${'c3'.repeat(20)}`;

let api: TestApi;
let rootToken: string;
let tokens: Record<'executor' | 'indexer', string>;

/** Each block runs on a database of its own, with the price and positions it reports itself. */
const ownDatabase = () =>
  signedInApiForBlock(['executor', 'indexer'], (signedIn) => ({ api, rootToken, tokens } = signedIn));

const send = keyedRequests(
  () => api,
  () => rootToken,
);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const reportPrice = (price: string, observedAt = new Date().toISOString()) =>
  send('PUT', '/api/service/crsm/price', { token: tokens.indexer, payload: { price, observedAt } });

function snapshot(overrides: Record<string, unknown> = {}) {
  return {
    troveId: '1001',
    positionId: '1',
    address: ALICE,
    collateralLocked: '1.5',
    troveCollateral: '1.5',
    troveDebt: '49000',
    troveInterest: '1000',
    deposits: '2500',
    yieldGains: '12.5',
    debtTokenBalance: '300',
    collateralGains: '0.001',
    trgcr: '130',
    tarcr: '150',
    maxTarcr: '170',
    observedAt: minutesAgo(10),
    ...overrides,
  };
}

const reportPositions = (positions: object[]) =>
  send('POST', '/api/service/crsm/positions', { token: tokens.indexer, payload: { positions } });

/** The price the blocks read their ratios against: 60000, observed two minutes ago. */
const reportMarketPrice = () => reportPrice('60000', minutesAgo(2));

/** Lowers CRSM openings to the requester alone, as a super administrator may. */
const letRequesterAloneOpenPositions = () =>
  send('PUT', '/api/selfCustody/approvalPolicies/crsm_open', {
    payload: { approvalsBesidesRequester: 0, aboveAmount: '0' },
  });

/** The market price, and the approval policy lowered: tests of creation itself, not of its approval. */
async function readyToCreate() {
  await reportMarketPrice();
  await letRequesterAloneOpenPositions();
}

const createInput = (overrides: Record<string, unknown> = {}) => ({
  trgcr: '130',
  tarcr: '150',
  maxTarcr: '170',
  debtGasCompensation: '200',
  amount: '1',
  address: ALICE,
  ...overrides,
});

const positionsOf = async (query: string) => (await send('GET', `/api/crsm/positions?${query}`)).json();
const troveIdsOf = async (query: string) =>
  (await positionsOf(query)).data.map((row: { troveId: string }) => row.troveId) as string[];

describe('before any price', () => {
  ownDatabase();

  it('shows no price, unknown ratios, and refuses to create a position', async () => {
    const market = (await send('GET', '/api/crsm/market')).json().data;
    expect(market).toMatchObject({ price: null, settings: { mcr: '110', ccr: '150', priceMaxAgeSeconds: 3600 } });
    const created = await send('POST', '/api/crsm/positionRequests', { payload: createInput() });
    expectRefusal(created, 409, 'CRSM_PRICE_MISSING');
  });
});

describe('the BTC price', () => {
  ownDatabase();

  it('keeps every report and uses the one observed last, with its age', async () => {
    const first = await reportPrice('60000', minutesAgo(2));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ price: '60000.00000000', current: true, stale: false });
    expect(first.json().data.ageSeconds).toBeGreaterThanOrEqual(119);
    const older = await reportPrice('58000', minutesAgo(5));
    expect(older.json().data).toMatchObject({ price: '60000.00000000', current: false });
    const market = (await send('GET', '/api/crsm/market')).json().data;
    expect(market.price).toMatchObject({ price: '60000.00000000', stale: false });
    const audits = await api.auditRows('crsm.reportPrice');
    expect(audits).toHaveLength(2);
  });

  it.each([
    ['a number', { price: 60000 }],
    ['zero', { price: '0' }],
    ['nine decimals', { price: '60000.123456789' }],
    ['no time', { observedAt: undefined }],
    ['a time without zone', { observedAt: '2030-01-01 00:00' }],
  ])('refuses %s', async (_label, overrides) => {
    const response = await send('PUT', '/api/service/crsm/price', {
      token: tokens.indexer,
      payload: { price: '60000', observedAt: new Date().toISOString(), ...overrides },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a price observed in the future', async () => {
    const response = await reportPrice('61000', new Date(Date.now() + 3_600_000).toISOString());
    expectRefusal(response, 422, 'CRSM_PRICE_IN_FUTURE');
  });
});

describe('position snapshots from the indexer', () => {
  ownDatabase();

  it('upserts by troveId, keeps the history, and ignores the same snapshot twice and an older one', async () => {
    const first = await reportPositions([
      snapshot({ observedAt: minutesAgo(30), troveDebt: '40000', troveInterest: '0' }),
    ]);
    expect(first.json().data).toEqual({ received: 1, recorded: 1, updated: 1 });
    const newer = snapshot({ observedAt: minutesAgo(10) });
    expect((await reportPositions([newer])).json().data).toEqual({ received: 1, recorded: 1, updated: 1 });
    expect((await reportPositions([newer])).json().data).toEqual({ received: 1, recorded: 0, updated: 0 });
    const older = await reportPositions([snapshot({ observedAt: minutesAgo(20), troveDebt: '45000' })]);
    expect(older.json().data).toEqual({ received: 1, recorded: 1, updated: 0 });

    const [position] = (await positionsOf('troveId=1001')).data;
    expect(position).toMatchObject({
      troveDebt: '49000',
      troveInterest: '1000',
      totalDebt: '50000',
      observedAt: newer.observedAt,
    });
    const history = (await send('GET', '/api/crsm/positions/1001/snapshots')).json();
    expect(history.total).toBe(3);
    expect(history.data.map((row: { totalDebt: string }) => row.totalDebt)).toEqual(['50000', '46000', '40000']);
  });

  it('answers 404 for the history of a trove never reported', async () => {
    const response = await send('GET', '/api/crsm/positions/999999/snapshots');
    expectRefusal(response, 404, 'CRSM_POSITION_NOT_FOUND');
  });

  it.each([
    ['a troveId with letters', { troveId: '12ab' }],
    ['a BTC address', { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }],
    ['a negative debt', { troveDebt: '-1' }],
    ['nine decimals of collateral', { collateralLocked: '0.123456789' }],
    ['an amount as a number', { deposits: 10 }],
  ])('refuses a snapshot with %s, and records none of the batch', async (_label, overrides) => {
    const response = await reportPositions([
      snapshot({ troveId: '777', observedAt: minutesAgo(1) }),
      snapshot(overrides),
    ]);
    expect(response.statusCode).toBe(400);
    expect((await positionsOf('troveId=777')).total).toBe(0);
  });
});

describe('the position list', () => {
  ownDatabase();
  beforeAll(async () => {
    await reportMarketPrice();
    await reportPositions([
      snapshot(),
      // ICR 1.2 × 60000 / 60000 = 120 %: under its trigger (130 %), above MCR.
      snapshot({
        troveId: '2001',
        positionId: '2',
        address: BOB,
        collateralLocked: '1.2',
        troveCollateral: '1.2',
        troveDebt: '60000',
        troveInterest: '0',
        trgcr: '130',
      }),
      // Zero debt: ICR ∞.
      snapshot({
        troveId: '2002',
        positionId: '3',
        address: BOB,
        collateralLocked: '0.5',
        troveCollateral: '0.5',
        troveDebt: '0',
        troveInterest: '0',
      }),
      // ICR 1 × 60000 / 57000 = 105.26 %: below MCR (110 %).
      snapshot({
        troveId: '2003',
        positionId: '4',
        address: CAROL,
        collateralLocked: '1',
        troveCollateral: '1',
        troveDebt: '56999.5',
        troveInterest: '0.5',
      }),
    ]);
  });

  it('computes ICR and liquidation price with the price in use, and flags positions under their trigger', async () => {
    const rows = (await positionsOf('pageSize=50')).data as Record<string, unknown>[];
    const byTrove = Object.fromEntries(rows.map((row) => [row.troveId, row]));
    expect(byTrove).toMatchObject({
      // 1.5 × 60000 / 50000 = 180 %; 50000 × 1.1 / 1.5 = 36666.67 (up).
      '1001': {
        icr: '180.00',
        liquidationPrice: '36666.67',
        underTrigger: false,
        belowMcr: false,
        icrUnbounded: false,
        trgcr: '130',
        tarcr: '150',
        maxTarcr: '170',
        deposits: '2500',
        yieldGains: '12.5',
        debtTokenBalance: '300',
        collateralGains: '0.00100000',
      },
      // 60000 × 1.1 / 1.2 = 55000.
      '2001': { icr: '120.00', liquidationPrice: '55000.00', underTrigger: true, belowMcr: false },
      '2002': { icr: null, icrUnbounded: true, liquidationPrice: '0.00', underTrigger: false },
      // 60000 / 57000 = 1.052631…; 57000 × 1.1 = 62700.
      '2003': { icr: '105.26', liquidationPrice: '62700.00', underTrigger: true, belowMcr: true },
    });
  });

  it('sorts riskiest first by default, ∞ last, and by debt', async () => {
    expect(await troveIdsOf('')).toEqual(['2003', '2001', '1001', '2002']);
    expect(await troveIdsOf('sortField=icr&sortOrder=descend')).toEqual(['2002', '1001', '2001', '2003']);
    expect(await troveIdsOf('sortField=totalDebt&sortOrder=descend')).toEqual(['2001', '2003', '1001', '2002']);
  });

  it('filters by address, troveId, ICR range and trigger, and pages', async () => {
    expect((await troveIdsOf(`address=${BOB}`)).sort()).toEqual(['2001', '2002']);
    expect((await positionsOf('address=b2b2')).total).toBe(2);
    expect((await positionsOf('troveId=200')).total).toBe(3);
    expect(await troveIdsOf('minIcr=110&maxIcr=180')).toEqual(['2001', '1001']);
    expect(await troveIdsOf('minIcr=150')).toEqual(['1001', '2002']);
    expect(await troveIdsOf('maxIcr=120')).toEqual(['2003', '2001']);
    expect(await troveIdsOf('underTrigger=true')).toEqual(['2003', '2001']);
    const paged = await positionsOf('pageSize=1&current=2');
    expect(paged).toMatchObject({ total: 4, data: [{ troveId: '2001' }] });
    expect((await send('GET', '/api/crsm/positions?minIcr=abc')).statusCode).toBe(400);
  });

  it('sums the totals and the total collateral ratio against CCR', async () => {
    const { totals } = (await send('GET', '/api/crsm/market')).json().data;
    // Collateral 1.5 + 1.2 + 0.5 + 1 = 4.2; debt 50000 + 60000 + 0 + 57000 = 167000; 4.2 × 60000 / 167000 = 150.898… %.
    expect(totals).toEqual({
      positions: 4,
      collateralLocked: '4.20000000',
      totalDebt: '167000',
      tcr: '150.89',
      belowCcr: false,
      underTrigger: 2,
    });
  });

  it('groups positions by account with their totals', async () => {
    const accounts = (await send('GET', '/api/crsm/accounts')).json();
    expect(accounts.total).toBe(3);
    expect(accounts.data.map((row: { address: string }) => row.address)).toEqual([BOB, CAROL, ALICE]);
    // Bob: 1.7 YBTC against 60000 YU: 1.7 × 60000 / 60000 = 170 %.
    expect(accounts.data[0]).toMatchObject({
      positions: 2,
      collateralLocked: '1.70000000',
      totalDebt: '60000',
      icr: '170.00',
      underTrigger: 1,
      icrUnbounded: false,
    });
    const byIcr = (await send('GET', '/api/crsm/accounts?sortField=icr&sortOrder=ascend')).json().data;
    expect(byIcr.map((row: { address: string }) => row.address)).toEqual([CAROL, BOB, ALICE]);
    expect((await send('GET', `/api/crsm/accounts?address=${CAROL}`)).json()).toMatchObject({
      total: 1,
      data: [{ address: CAROL, icr: '105.26' }],
    });
  });
});

describe('settings', () => {
  ownDatabase();
  beforeAll(async () => {
    await reportMarketPrice();
    await reportPositions([snapshot()]);
  });

  it('changes MCR, which moves liquidation prices and the creation rule, and audits it', async () => {
    const updated = await send('PUT', '/api/crsm/settings', {
      payload: { mcr: '120', ccr: '160', priceMaxAgeSeconds: 1800 },
    });
    expect(updated.json().data).toMatchObject({
      mcr: '120',
      ccr: '160',
      priceMaxAgeSeconds: 1800,
      updatedByName: 'Super administrator',
    });
    expect((await positionsOf('troveId=1001')).data[0].liquidationPrice).toBe('40000.00');
    const refused = await send('POST', '/api/crsm/positionRequests/preview', {
      payload: createInput({ trgcr: '120' }),
    });
    expect(refused.json()).toMatchObject({ errorCode: 'CRSM_TRGCR_NOT_ABOVE_MCR', params: { mcr: '120' } });
    await send('PUT', '/api/crsm/settings', { payload: { mcr: '110', ccr: '150', priceMaxAgeSeconds: 3600 } });
    const audits = await api.auditRows('crsm.updateSettings');
    expect(audits).toHaveLength(2);
  });

  it.each([
    [{ mcr: '100', ccr: '150', priceMaxAgeSeconds: 3600 }, 422, 'CRSM_MCR_TOO_LOW'],
    [{ mcr: '150', ccr: '150', priceMaxAgeSeconds: 3600 }, 422, 'CRSM_CCR_NOT_ABOVE_MCR'],
    [{ mcr: '110.123', ccr: '150', priceMaxAgeSeconds: 3600 }, 400, 'VALIDATION_FAILED'],
    [{ mcr: '110', ccr: '150', priceMaxAgeSeconds: 10 }, 400, 'VALIDATION_FAILED'],
  ])('refuses %j', async (payload, status, code) => {
    const response = await send('PUT', '/api/crsm/settings', { payload });
    expect(response.statusCode).toBe(status);
    expect(response.json().errorCode).toBe(code);
  });
});

describe('creating a CRSM position', () => {
  ownDatabase();
  beforeAll(readyToCreate);

  it('previews the expected debt, ICR and liquidation price at TARCR', async () => {
    const preview = await send('POST', '/api/crsm/positionRequests/preview', { payload: createInput() });
    // 1 × 60000 / 150 % = 40000 YU of debt, 39800 borrowed after the 200 YU compensation; 40000 × 1.1 = 44000.
    expect(preview.json().data).toMatchObject({
      price: '60000.00000000',
      mcr: '110',
      expectedDebt: '40000',
      netDebt: '39800',
      expectedIcr: '150.00',
      expectedLiquidationPrice: '44000.00',
      priceStale: false,
    });
  });

  it.each([
    [
      'TRGCR at MCR',
      { trgcr: '110' },
      'CRSM_TRGCR_NOT_ABOVE_MCR',
      ['trgcr'],
      'TRGCR must be above the minimum collateral ratio (MCR, 110%).',
    ],
    ['TARCR at TRGCR', { tarcr: '130' }, 'CRSM_TARCR_NOT_ABOVE_TRGCR', ['tarcr'], 'TARCR must be above TRGCR.'],
    [
      'MAX_TARCR below TARCR',
      { maxTarcr: '149.99' },
      'CRSM_MAX_TARCR_BELOW_TARCR',
      ['maxTarcr'],
      'MAX_TARCR must be at least TARCR.',
    ],
    [
      'all three out of order',
      { trgcr: '100', tarcr: '90', maxTarcr: '80' },
      'CRSM_TRGCR_NOT_ABOVE_MCR',
      ['trgcr', 'tarcr', 'maxTarcr'],
      undefined,
    ],
  ])('refuses %s with its own code and message', async (_label, overrides, code, fields, message) => {
    for (const url of ['/api/crsm/positionRequests/preview', '/api/crsm/positionRequests']) {
      const response = await send('POST', url, { payload: createInput(overrides) });
      expectRefusal(response, 422, code);
      expect(response.json().fields.map((field: { field: string }) => field.field)).toEqual(fields);
      if (message) expect(response.json().errorMessage).toBe(message);
    }
  });

  it('accepts MAX_TARCR equal to TARCR', async () => {
    expect(
      (await send('POST', '/api/crsm/positionRequests/preview', { payload: createInput({ maxTarcr: '150' }) }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    ['three decimals in TRGCR', { trgcr: '130.125' }, 'trgcr'],
    ['a percentage as a number', { tarcr: 150 }, 'tarcr'],
    ['a missing MAX_TARCR', { maxTarcr: undefined }, 'maxTarcr'],
    ['a zero amount', { amount: '0' }, 'amount'],
    ['a negative amount', { amount: '-1' }, 'amount'],
    ['nine decimals of YBTC', { amount: '0.123456789' }, 'amount'],
    ['a zero gas compensation', { debtGasCompensation: '0' }, 'debtGasCompensation'],
    ['a short address', { address: '0x1234' }, 'address'],
    ['a BTC address', { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }, 'address'],
    ['a missing address', { address: undefined }, 'address'],
  ])('refuses %s with 400 naming the field', async (_label, overrides, field) => {
    const response = await send('POST', '/api/crsm/positionRequests', { payload: createInput(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((entry: { field: string }) => entry.field)).toContain(field);
  });

  it('defaults the debt gas compensation to 200 YU', async () => {
    const { debtGasCompensation: _omitted, ...input } = createInput();
    const preview = await send('POST', '/api/crsm/positionRequests/preview', { payload: input });
    expect(preview.json().data).toMatchObject({ expectedDebt: '40000', netDebt: '39800' });
  });

  it('refuses a position whose debt does not cover the gas compensation', async () => {
    // 0.004 × 60000 / 150 % = 160 YU < 200 YU.
    const response = await send('POST', '/api/crsm/positionRequests/preview', {
      payload: createInput({ amount: '0.004' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'CRSM_POSITION_TOO_SMALL', params: { expectedDebt: '160' } });
  });

  it('records the request and one approved crsm_open operation in the outbox, then follows the executor to opened', async () => {
    const created = await send('POST', '/api/crsm/positionRequests', {
      payload: createInput({ amount: '0.75', address: CAROL }),
      key: 'crsm-create-0001',
    });
    expect(created.statusCode).toBe(200);
    const request = created.json().data;
    expect(request).toMatchObject({
      address: CAROL,
      amount: '0.75000000',
      btcPrice: '60000.00000000',
      expectedDebt: '30000',
      expectedIcr: '150.00',
      expectedLiquidationPrice: '44000.00',
      status: 'pending',
      requestedByName: 'Super administrator',
      operation: {
        kind: 'crsm_open',
        status: 'approved',
        amount: '0.75000000',
        destination: CAROL,
        crsmRequestId: request.id,
      },
    });
    const outbox = (await send('GET', '/api/service/outbox?limit=100', { token: tokens.executor })).json().data;
    expect(outbox.map((entry: { id: number }) => entry.id)).toContain(request.operation.id);

    const btcHash = 'ab'.repeat(32);
    const wrongChain = await send('POST', `/api/service/operations/${request.operation.id}/report`, {
      token: tokens.executor,
      payload: { status: 'submitted', txHash: btcHash },
    });
    expect(wrongChain.json().errorCode).toBe('INVALID_TX_HASH');
    const txHash = `0x${'cd'.repeat(32)}`;
    expect(
      (
        await send('POST', `/api/service/operations/${request.operation.id}/report`, {
          token: tokens.executor,
          payload: { status: 'submitted', txHash },
        })
      ).statusCode,
    ).toBe(200);
    let listed = (await send('GET', `/api/crsm/positionRequests?address=${CAROL}`)).json().data[0];
    expect(listed).toMatchObject({ id: request.id, status: 'submitted', txHash });
    expect(
      (
        await send('POST', `/api/service/operations/${request.operation.id}/report`, {
          token: tokens.executor,
          payload: { status: 'confirmed' },
        })
      ).statusCode,
    ).toBe(200);
    listed = (await send('GET', `/api/crsm/positionRequests?address=${CAROL}`)).json().data[0];
    expect(listed).toMatchObject({ status: 'opened', txHash, operation: { status: 'confirmed' } });

    const audits = await api.auditRows('crsm.createPosition', request.id);
    expect(audits).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and acts once; refuses the key for another request', async () => {
    const key = 'crsm-create-retry-01';
    const first = await send('POST', '/api/crsm/positionRequests', { payload: createInput({ address: BOB }), key });
    const second = await send('POST', '/api/crsm/positionRequests', { payload: createInput({ address: BOB }), key });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const operations = await api.db
      .select()
      .from(custodyOperations)
      .where(eq(custodyOperations.crsmRequestId, first.json().data.id));
    expect(operations).toHaveLength(1);
    expect((await send('GET', `/api/crsm/positionRequests?address=${BOB}`)).json().total).toBe(1);
    const reused = await send('POST', '/api/crsm/positionRequests', {
      payload: createInput({ address: BOB, amount: '2' }),
      key,
    });
    expectRefusal(reused, 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('lets requests with one Idempotency-Key race and act once, answering alike or 409 while in progress', async () => {
    const address = `0x${'d4'.repeat(20)}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', '/api/crsm/positionRequests', { payload: createInput({ address }), key: 'crsm-race-000001' }),
      ),
    );
    const first = answersOfOneKeyRace(answers);
    expect(
      (
        await send('POST', '/api/crsm/positionRequests', { payload: createInput({ address }), key: 'crsm-race-000001' })
      ).json().data.id,
    ).toBe(first.id);
    expect((await send('GET', `/api/crsm/positionRequests?address=${address}`)).json().total).toBe(1);
  });

  it('waits for another administrator holding crsm:create above the approval policy amount', async () => {
    await send('PUT', '/api/selfCustody/approvalPolicies/crsm_open', {
      payload: { approvalsBesidesRequester: 2, aboveAmount: '5' },
    });
    const small = (await send('POST', '/api/crsm/positionRequests', { payload: createInput({ amount: '5' }) })).json()
      .data;
    expect(small).toMatchObject({ status: 'pending', operation: { requiredApprovals: 1 } });
    const large = (
      await send('POST', '/api/crsm/positionRequests', { payload: createInput({ amount: '5.00000001' }) })
    ).json().data;
    expect(large).toMatchObject({
      status: 'awaiting_approval',
      operation: { status: 'awaiting_approval', requiredApprovals: 2, awaitingApprovals: 2 },
    });
    expect((await send('POST', `/api/selfCustody/operations/${large.operation.id}/approve`)).json().errorCode).toBe(
      'REQUESTER_CANNOT_APPROVE',
    );
    const outsider = (await api.signedInAs('mint-approver@example.com', ['deposits:confirmMint'])).token;
    expect(
      (await send('POST', `/api/selfCustody/operations/${large.operation.id}/approve`, { token: outsider })).statusCode,
    ).toBe(403);
    const approverA = (await api.signedInAs('crsm-approver-a@example.com', ['crsm:create'])).token;
    const approverB = (await api.signedInAs('crsm-approver-b@example.com', ['crsm:create'])).token;
    expect(
      (await send('POST', `/api/selfCustody/operations/${large.operation.id}/approve`, { token: approverA })).json()
        .data.status,
    ).toBe('awaiting_approval');
    expect(
      (await send('POST', `/api/selfCustody/operations/${large.operation.id}/approve`, { token: approverB })).json()
        .data.status,
    ).toBe('approved');
    const listed = (await send('GET', '/api/crsm/positionRequests?status=pending&pageSize=100')).json().data;
    expect(listed.map((row: { id: number }) => row.id)).toContain(large.id);
    await letRequesterAloneOpenPositions();
  });
});

describe('creating on a stale price', () => {
  ownDatabase();
  beforeAll(readyToCreate);

  it('refuses to create on a stale price, while still previewing it as stale', async () => {
    await send('PUT', '/api/crsm/settings', { payload: { mcr: '110', ccr: '150', priceMaxAgeSeconds: 60 } });
    const preview = await send('POST', '/api/crsm/positionRequests/preview', { payload: createInput() });
    expect(preview.json().data.priceStale).toBe(true);
    expect((await send('GET', '/api/crsm/market')).json().data.price.stale).toBe(true);
    const created = await send('POST', '/api/crsm/positionRequests', { payload: createInput() });
    expectRefusal(created, 409, 'CRSM_PRICE_STALE');
    await reportPrice('62000');
    expect((await send('POST', '/api/crsm/positionRequests', { payload: createInput() })).statusCode).toBe(200);
    await send('PUT', '/api/crsm/settings', { payload: { mcr: '110', ccr: '150', priceMaxAgeSeconds: 3600 } });
  });
});

describe('permissions', () => {
  ownDatabase();

  it('lets each page read only what it needs, and each action need its own code', async () => {
    const accountsOnly = (await api.signedInAs('accounts-viewer@example.com', ['CRSMTrove.positionList'])).token;
    expect((await send('GET', '/api/crsm/accounts', { token: accountsOnly })).statusCode).toBe(200);
    expect((await send('GET', `/api/crsm/positions?address=${BOB}`, { token: accountsOnly })).statusCode).toBe(200);
    expect((await send('GET', '/api/crsm/positionRequests', { token: accountsOnly })).statusCode).toBe(403);

    const listViewer = (await api.signedInAs('list-viewer@example.com', ['CRSMTrove.CRSMList'])).token;
    expect((await send('GET', '/api/crsm/positions', { token: listViewer })).statusCode).toBe(200);
    expect((await send('GET', '/api/crsm/market', { token: listViewer })).statusCode).toBe(200);
    expect((await send('GET', '/api/crsm/accounts', { token: listViewer })).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/crsm/positionRequests/preview', { token: listViewer, payload: createInput() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('POST', '/api/crsm/positionRequests', { token: listViewer, payload: createInput() })).statusCode,
    ).toBe(403);
    expect(
      (
        await send('PUT', '/api/crsm/settings', {
          token: listViewer,
          payload: { mcr: '110', ccr: '150', priceMaxAgeSeconds: 3600 },
        })
      ).statusCode,
    ).toBe(403);

    expect(
      (
        await send('POST', '/api/service/crsm/positions', {
          token: tokens.executor,
          payload: { positions: [snapshot()] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send('PUT', '/api/service/crsm/price', {
          token: rootToken,
          payload: { price: '1', observedAt: new Date().toISOString() },
        })
      ).statusCode,
    ).toBe(401);
  });
});
