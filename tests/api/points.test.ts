// Points (berries): balances by taproot address, changed only by adjustments with a reason that
// are kept as history; never negative; searched, sorted, paged and exported in SQL; each action
// behind its permission code.
import { eq, sql } from 'drizzle-orm';
import { pointsAdjustments, pointsBalances } from '../../server/src/db/schema';
import { signedInApiForBlock, type TestApi } from '../support/apiServer';
import { newTestWalletKey } from '../support/testWallet';
import { csvAttachmentLines, expectRefusal } from '../support/answers';
import { SEGWIT_V0, TAPROOT_ADDRESSES } from '../support/taprootAddresses';

const [ALICE, BOB, CAROL, DAVE] = TAPROOT_ADDRESSES;
const TESTNET_TAPROOT = 'tb1pry7esnxy8s35eevp7gs5jmcevhlnhcd87st036nwmql8h94px23q5u4ccg';

let api: TestApi;
let rootToken: string;

/** Each block runs on a database of its own: the list's totals count only the balances the block wrote. */
const ownDatabase = () => signedInApiForBlock([], (signedIn) => ({ api, rootToken } = signedIn));

const adjust = (address: string, payload: object, token = rootToken) =>
  api.call('POST', `/api/points/${address}/adjustments`, payload, token);
const list = (query: string, token = rootToken) => api.call('GET', `/api/points?${query}`, undefined, token);
const history = (address: string, token = rootToken) =>
  api.call('GET', `/api/points/${address}/adjustments`, undefined, token);

/** A taproot address no other test has used, for a test that writes its own history. */
const freshAddress = () => newTestWalletKey('mainnet').address;

/** Credited 1500, corrected by -0.1, then +0.30000001: a balance of 1500.20000001 over three adjustments. */
async function creditWithHistory(address: string) {
  for (const [delta, reason] of [
    ['1500', 'Campaign reward'],
    ['-0.1', 'Correction'],
    ['+0.30000001', 'Bonus'],
  ]) {
    const response = await adjust(address, { delta, reason });
    if (response.statusCode !== 200) throw new Error(`adjustment refused: ${response.statusCode} ${response.body}`);
  }
}

describe('adjusting points', () => {
  ownDatabase();

  it('credits an address it has never seen, keeps the adjustment as history and audits it', async () => {
    const response = await adjust(ALICE, { delta: '1500', reason: 'Campaign reward' });
    expect(response.statusCode).toBe(200);
    const { balance, adjustment } = response.json().data;
    expect(balance).toMatchObject({ address: ALICE, balance: '1500', adjustmentCount: 1 });
    expect(adjustment).toMatchObject({
      address: ALICE,
      delta: '1500',
      balanceAfter: '1500',
      reason: 'Campaign reward',
      adminEmail: 'root@example.com',
    });
    const audit = await api.auditRows('points.adjust', ALICE);
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ balance: '1500', delta: '1500', reason: 'Campaign reward' });
  });

  it('deducts with exact decimals and lists the history newest first, never overwriting it', async () => {
    const address = freshAddress();
    expect((await adjust(address, { delta: '1500', reason: 'Campaign reward' })).statusCode).toBe(200);
    expect((await adjust(address, { delta: '-0.1', reason: 'Correction' })).statusCode).toBe(200);
    expect((await adjust(address, { delta: '+0.30000001', reason: 'Bonus' })).statusCode).toBe(200);
    const response = await history(address);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(
      body.data.map((row: { delta: string; balanceAfter: string; reason: string }) => [
        row.delta,
        row.balanceAfter,
        row.reason,
      ]),
    ).toEqual([
      ['0.30000001', '1500.20000001', 'Bonus'],
      ['-0.1', '1499.9', 'Correction'],
      ['1500', '1500', 'Campaign reward'],
    ]);
  });

  it('keeps the balance equal to the sum of its adjustments', async () => {
    const address = freshAddress();
    await creditWithHistory(address);
    const [balance] = await api.db.select().from(pointsBalances).where(eq(pointsBalances.address, address));
    const rows = await api.db
      .select({ sum: sql<string>`sum(${pointsAdjustments.delta})::text` })
      .from(pointsAdjustments)
      .where(eq(pointsAdjustments.address, address));
    expect(Number(balance.balance)).toBe(Number(rows[0].sum));
    expect(balance.balance.replace(/0+$/, '')).toBe('1500.20000001');
  });

  it('refuses an adjustment that would make the balance negative with 409, and changes nothing', async () => {
    const address = freshAddress();
    await creditWithHistory(address);
    const response = await adjust(address, { delta: '-1500.20000002', reason: 'Too much' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'POINTS_BALANCE_NEGATIVE',
      params: { balance: '1500.20000001' },
    });
    expect((await history(address)).json().total).toBe(3);
  });

  it('refuses a first deduction for an unknown address, and creates no balance for it', async () => {
    const address = freshAddress();
    const response = await adjust(address, { delta: '-1', reason: 'Nothing to take' });
    expect(response.statusCode).toBe(409);
    expect(await api.db.$count(pointsBalances, eq(pointsBalances.address, address))).toBe(0);
  });

  it('allows a deduction down to exactly zero', async () => {
    await adjust(CAROL, { delta: '10', reason: 'Reward' });
    const response = await adjust(CAROL, { delta: '-10', reason: 'Revoked' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.balance.balance).toBe('0');
  });

  it.each([
    ['a missing reason', { delta: '5' }, 'reason'],
    ['a blank reason', { delta: '5', reason: '   ' }, 'reason'],
    ['a missing amount', { reason: 'Why' }, 'delta'],
    ['a zero amount', { delta: '0', reason: 'Why' }, 'delta'],
    ['nine decimals', { delta: '0.123456789', reason: 'Why' }, 'delta'],
    ['a number instead of a decimal string', { delta: 5, reason: 'Why' }, 'delta'],
    ['words', { delta: 'ten', reason: 'Why' }, 'delta'],
  ])('refuses %s with 400 naming the field', async (_why, payload, field) => {
    const address = freshAddress();
    const response = await adjust(address, payload);
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(response.json().fields.map((entry: { field: string }) => entry.field)).toContain(field);
    expect(await api.db.$count(pointsBalances, eq(pointsBalances.address, address))).toBe(0);
  });

  it.each([
    ['a segwit v0 address', SEGWIT_V0],
    ['a testnet taproot address on mainnet', TESTNET_TAPROOT],
    ['a taproot address with a bad checksum', `${ALICE.slice(0, -1)}7`],
    ['an Ethereum address', '0x52908400098527886e0f7030069857d2e4169ee7'],
  ])('refuses %s with the taproot message', async (_why, address) => {
    const response = await adjust(address, { delta: '5', reason: 'Why' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toContain(
      'Your current address is not a taproot address. Please switch to taproot address.',
    );
  });

  it('accepts an address in upper case and keeps it in lower case', async () => {
    const response = await adjust(DAVE.toUpperCase(), { delta: '7', reason: 'Upper case' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.balance.address).toBe(DAVE);
  });

  it('applies concurrent adjustments one after the other', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => adjust(BOB, { delta: '2', reason: 'Race' })));
    expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [balance] = await api.db.select().from(pointsBalances).where(eq(pointsBalances.address, BOB));
    expect(Number(balance.balance)).toBe(10);
    expect(balance.adjustmentCount).toBe(5);
  });

  it('refuses to rewrite history at the database itself', async () => {
    const address = freshAddress();
    await creditWithHistory(address);
    await expect(
      api.db.update(pointsAdjustments).set({ reason: 'rewritten' }).where(eq(pointsAdjustments.address, address)),
    ).rejects.toThrow();
    await expect(api.db.delete(pointsAdjustments).where(eq(pointsAdjustments.address, address))).rejects.toThrow();
  });
});

describe('the points list', () => {
  ownDatabase();
  beforeAll(async () => {
    await creditWithHistory(ALICE);
    for (let race = 0; race < 5; race += 1) await adjust(BOB, { delta: '2', reason: 'Race' });
    await adjust(CAROL, { delta: '10', reason: 'Reward' });
    await adjust(CAROL, { delta: '-10', reason: 'Revoked' });
    await adjust(DAVE, { delta: '7', reason: 'Upper case' });
  });

  it('sorts by points in SQL, highest first by default', async () => {
    const body = (await list('')).json();
    expect(body.total).toBe(4);
    expect(body.data.map((row: { address: string }) => row.address)).toEqual([ALICE, BOB, DAVE, CAROL]);
    const ascending = (await list('sortField=balance&sortOrder=ascend')).json();
    expect(ascending.data.map((row: { address: string }) => row.address)).toEqual([CAROL, DAVE, BOB, ALICE]);
  });

  it('searches by part of an address, in any case, and filters by a points range', async () => {
    const found = (await list(`address=${ALICE.slice(10, 30).toUpperCase()}`)).json();
    expect(found.data.map((row: { address: string }) => row.address)).toEqual([ALICE]);
    const ranged = (await list('minBalance=5&maxBalance=100')).json();
    expect(ranged.data.map((row: { address: string }) => row.address)).toEqual([BOB, DAVE]);
  });

  it('pages on the server', async () => {
    const second = (await list('current=2&pageSize=3')).json();
    expect(second.total).toBe(4);
    expect(second.data.map((row: { address: string }) => row.address)).toEqual([CAROL]);
  });

  it('refuses unknown parameters and bad sort fields', async () => {
    expect((await list('sortField=reason')).statusCode).toBe(400);
    expect((await list('minBalance=-1')).statusCode).toBe(400);
  });

  it('exports the current filter as CSV', async () => {
    const response = await api.call(
      'GET',
      '/api/points/export?minBalance=5&sortField=balance&sortOrder=ascend',
      undefined,
      rootToken,
    );
    const lines = csvAttachmentLines(response, /attachment; filename="points-\d{14}\.csv"/);
    expect(lines[0]).toBe('address,berries,adjustments,updatedAt');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      `${DAVE},7`,
      `${BOB},10`,
      `${ALICE},1500.20000001`,
    ]);
  });
});

describe('permissions', () => {
  ownDatabase();
  beforeAll(() => creditWithHistory(ALICE));

  it('lets the menu permission read but not adjust or export', async () => {
    const token = (await api.signedInAs('reader@example.com', ['points'])).token;
    expect((await list('', token)).statusCode).toBe(200);
    expect((await history(ALICE, token)).statusCode).toBe(200);
    const refused = await adjust(ALICE, { delta: '1', reason: 'Not allowed' }, token);
    expectRefusal(refused, 403, 'FORBIDDEN');
    expect((await api.call('GET', '/api/points/export', undefined, token)).statusCode).toBe(403);
  });

  it('lets points:adjust adjust and points:export export', async () => {
    const token = (await api.signedInAs('adjuster@example.com', ['points', 'points:adjust', 'points:export'])).token;
    expect((await adjust(CAROL, { delta: '1', reason: 'Allowed' }, token)).statusCode).toBe(200);
    expect((await api.call('GET', '/api/points/export', undefined, token)).statusCode).toBe(200);
  });

  it('refuses a role without the points menu', async () => {
    const token = (await api.signedInAs('stranger@example.com', ['news'])).token;
    expect((await list('', token)).statusCode).toBe(403);
    expect((await history(ALICE, token)).statusCode).toBe(403);
  });

  it('seeds the export code under the points menu', async () => {
    const rows = (await api.db.execute(
      sql`SELECT child.identifier FROM permissions child JOIN permissions parent ON parent.id = child.parent_id WHERE parent.identifier = 'points' ORDER BY child.sort_order`,
    )) as unknown as { rows: { identifier: string }[] };
    expect(rows.rows.map((row) => row.identifier)).toEqual(['points:adjust', 'points:export']);
  });
});
