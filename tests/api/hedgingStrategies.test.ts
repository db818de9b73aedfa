// Hedging-strategy records: the hedging service pushes them in batches (each row checked on its
// own, addresses and hashes per network, the spot sale's implied price within 0.5 % of its sell
// price), a sender id counts once; the four lists filter, sort and total in SQL; exports stream CSV.
import { parseCsv } from '../../server/src/http/csv';
import { startSignedIn, type TestApi } from '../support/apiServer';
import { expectRefusal, ingestReportOf } from '../support/answers';

const EVM_A = `0x${'a1'.repeat(20)}`;
const EVM_B = `0x${'B2'.repeat(20)}`;
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const evmHash = (digit: string) => `0x${digit.repeat(64)}`;
const btcHash = (digit: string) => digit.repeat(64);

let api: TestApi;
let rootToken: string;
let tokens: Record<'hedging', string>;

beforeAll(async () => ({ api, rootToken, tokens } = await startSignedIn(['hedging'])));
afterAll(() => api.close());

const push = (path: string, records: unknown[], token = tokens.hedging) =>
  api.call('POST', `/api/service/hedgingStrategies/${path}`, { records }, token);
const list = (path: string, query = '', token = rootToken) =>
  api.call('GET', `/api/hedgingStrategies/${path}${query ? `?${query}` : ''}`, undefined, token);

const reward = (overrides: Record<string, unknown> = {}) => ({
  sourceId: 'rw-1',
  accountName: 'Main hedging account',
  accountAddress: EVM_A,
  targetAddress: EVM_B,
  receivingAccount: 'binance-sub-1',
  txHash: evmHash('1'),
  network: 'ethereum',
  token: 'usdc',
  amount: '1500.25',
  recordedAt: '2026-03-01T10:00:00Z',
  ...overrides,
});

const spot = (overrides: Record<string, unknown> = {}) => ({
  sourceId: 'spot-1',
  tradingAccount: 'okx-main',
  orderId: 'ORD-1',
  token: 'BTC',
  amount: '0.5',
  sellPrice: '60000',
  receivedUsdc: '30000',
  recordedAt: '2026-03-01T10:00:00Z',
  ...overrides,
});

describe('ingestion', () => {
  it('stores valid rows, normalises addresses and hashes, and reports each bad row with its field', async () => {
    const response = await push('rewardWithdrawals', [
      reward({ txHash: evmHash('A') }),
      reward({ sourceId: 'rw-bad-address', accountAddress: '0x1234' }),
      reward({
        sourceId: 'rw-bad-hash',
        network: 'bitcoin',
        accountAddress: BTC_ADDRESS,
        targetAddress: BTC_ADDRESS,
        txHash: evmHash('2'),
      }),
      reward({
        sourceId: 'rw-btc',
        network: 'bitcoin',
        accountAddress: BTC_ADDRESS,
        targetAddress: BTC_ADDRESS.toUpperCase(),
        txHash: btcHash('C'),
      }),
      reward({
        sourceId: 'rw-wrong-network',
        network: 'bitcoin-testnet',
        accountAddress: BTC_ADDRESS,
        targetAddress: TESTNET_ADDRESS,
        txHash: btcHash('3'),
      }),
      reward({ sourceId: 'rw-negative', amount: '-1' }),
      reward({ sourceId: 'rw-zero', amount: '0.000' }),
      reward({ sourceId: 'rw-too-precise', amount: '1.1234567890123456789' }),
      reward({ sourceId: 'rw-number', amount: 12 }),
      reward({ sourceId: 'rw-unknown-network', network: 'dogechain' }),
    ]);
    const result = ingestReportOf(response, { received: 10, accepted: 2, duplicates: 0 });
    const rejected = Object.fromEntries(
      result.rejected.map((row: { sourceId: string; errors: { field: string; message: string }[] }) => [
        row.sourceId,
        row.errors,
      ]),
    );
    expect(rejected['rw-bad-address']).toEqual([
      { field: 'accountAddress', message: expect.stringContaining('EVM address') },
    ]);
    expect(rejected['rw-bad-hash']).toEqual([{ field: 'txHash', message: expect.stringContaining('64 hexadecimal') }]);
    expect(rejected['rw-wrong-network']).toEqual([
      { field: 'accountAddress', message: expect.stringContaining('testnet') },
    ]);
    expect(rejected['rw-negative'][0].field).toBe('amount');
    expect(rejected['rw-zero'][0]).toEqual({ field: 'amount', message: 'must be greater than zero' });
    expect(rejected['rw-too-precise'][0].field).toBe('amount');
    expect(rejected['rw-number'][0].field).toBe('amount');
    expect(rejected['rw-unknown-network'][0].field).toBe('network');

    const rows = (await list('rewardWithdrawals', 'sortField=recordedAt&sortOrder=ascend')).json().data;
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sourceId: 'rw-1',
          txHash: evmHash('a'),
          accountAddress: EVM_A,
          targetAddress: EVM_B.toLowerCase(),
          token: 'USDC',
          amount: '1500.25',
        }),
        expect.objectContaining({
          sourceId: 'rw-btc',
          targetAddress: BTC_ADDRESS,
          txHash: btcHash('c'),
          network: 'bitcoin',
        }),
      ]),
    );
  });

  it('takes a sender id once: a retried batch and a repeat inside a batch change nothing', async () => {
    const row = {
      sourceId: 'cex-1',
      depositAddress: EVM_A,
      txHash: evmHash('4'),
      network: 'arbitrum',
      token: 'USDT',
      amount: '10',
      recordedAt: '2026-03-02T00:00:00Z',
    };
    expect((await push('cexDeposits', [row, row])).json().data).toMatchObject({
      received: 2,
      accepted: 1,
      duplicates: 1,
    });
    expect((await push('cexDeposits', [{ ...row, amount: '999' }])).json().data).toMatchObject({
      received: 1,
      accepted: 0,
      duplicates: 1,
    });
    const answer = (await list('cexDeposits')).json();
    expect(answer.total).toBe(1);
    expect(answer.data[0]).toMatchObject({ sourceId: 'cex-1', amount: '10' });
    expect(answer.totals).toEqual({ count: 1, amounts: [{ token: 'USDT', amount: '10' }] });
  });

  it('checks the price a spot sale implies against its sell price within 0.5 %', async () => {
    const response = await push('spotSales', [
      spot(),
      spot({ sourceId: 'spot-edge', orderId: 'ORD-2', receivedUsdc: '29850' }),
      spot({ sourceId: 'spot-off', orderId: 'ORD-3', receivedUsdc: '29849.99' }),
      spot({ sourceId: 'spot-high', orderId: 'ORD-4', receivedUsdc: '31000' }),
    ]);
    const result = ingestReportOf(response, { received: 4, accepted: 2 });
    expect(result.rejected.map((row: { sourceId: string }) => row.sourceId)).toEqual(['spot-off', 'spot-high']);
    expect(result.rejected[0].errors).toEqual([
      {
        field: 'receivedUsdc',
        message: 'receivedUsdc / amount implies a price of 59699.98, more than 0.5 % away from the sell price 60000',
      },
    ]);
    const rows = (await list('spotSales', 'sortField=recordedAt')).json().data;
    expect(rows.find((row: { orderId: string }) => row.orderId === 'ORD-2')).toMatchObject({
      impliedPrice: '59700',
      sellPrice: '60000',
      receivedUsdc: '29850',
      tradingAccount: 'okx-main',
    });
  });

  it('refuses a cross-chain transfer to its own chain and checks the address on the source chain', async () => {
    const base = {
      crossChainAddress: EVM_A,
      sourceChain: 'ethereum',
      targetChain: 'base',
      txHash: evmHash('5'),
      token: 'YU',
      amount: '100',
      recordedAt: '2026-03-03T00:00:00Z',
    };
    const result = (
      await push('crossChain', [
        { ...base, sourceId: 'cc-1' },
        { ...base, sourceId: 'cc-same', targetChain: 'ethereum' },
        { ...base, sourceId: 'cc-btc', sourceChain: 'bitcoin' },
      ])
    ).json().data;
    expect(result.accepted).toBe(1);
    expect(result.rejected[0].errors).toEqual([{ field: 'targetChain', message: 'must differ from sourceChain' }]);
    expect(result.rejected[1].errors.map((error: { field: string }) => error.field)).toEqual([
      'crossChainAddress',
      'txHash',
    ]);
  });

  it('refuses a batch over 1000 rows, an empty one, and unknown fields in a row', async () => {
    const many = Array.from({ length: 1001 }, (_, index) => spot({ sourceId: `many-${index}` }));
    const tooMany = await push('spotSales', many);
    expectRefusal(tooMany, 400, 'VALIDATION_FAILED');
    expect((await push('spotSales', [])).statusCode).toBe(400);
    const extra = (await push('spotSales', [spot({ sourceId: 'extra', surprise: 1 })])).json().data;
    expect(extra.rejected[0].errors[0].message).toMatch(/surprise/);
  });
});

describe('permissions', () => {
  it('keeps the service API to tokens with the hedging scope, and lists to the menu holders', async () => {
    const executorToken = await api.serviceToken('executor', rootToken);
    expect((await push('spotSales', [spot()], 'no-such-token')).statusCode).toBe(401);
    expect((await push('spotSales', [spot()], executorToken)).statusCode).toBe(403);
    expect((await push('spotSales', [spot()], rootToken)).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/api/hedgingStrategies/spotSales' })).statusCode).toBe(401);
    expect((await list('spotSales', '', tokens.hedging)).statusCode).toBe(401);

    const readerToken = (await api.signedInAs('hedging.reader@example.com', ['hedgingStrategies.spotSales'])).token;
    expect((await list('spotSales', '', readerToken)).statusCode).toBe(200);
    expect((await list('rewardWithdrawals', '', readerToken)).statusCode).toBe(403);
    expect((await list('spotSales/export', '', readerToken)).statusCode).toBe(403);
  });
});

describe('lists', () => {
  beforeAll(async () => {
    const rows = [
      { id: 'f-1', network: 'ethereum', token: 'USDC', amount: '100', at: '2026-04-01T08:00:00Z' },
      { id: 'f-2', network: 'ethereum', token: 'USDC', amount: '200.5', at: '2026-04-02T12:00:00Z' },
      { id: 'f-3', network: 'arbitrum', token: 'USDC', amount: '50', at: '2026-04-03T23:30:00Z' },
      { id: 'f-4', network: 'ethereum', token: 'YU', amount: '7', at: '2026-04-05T01:00:00Z' },
      { id: 'f-5', network: 'base', token: 'USDC', amount: '0.000000000000000001', at: '2026-04-05T02:00:00Z' },
    ];
    await push(
      'rewardWithdrawals',
      rows.map((row, index) =>
        reward({
          sourceId: row.id,
          network: row.network,
          token: row.token,
          amount: row.amount,
          recordedAt: row.at,
          txHash: evmHash(String(index + 5)),
          accountName: index === 0 ? '=HYPERLINK("http://evil")' : 'Main hedging account',
        }),
      ),
    );
  });

  const inApril = 'recordedFrom=2026-04-01T00:00:00Z&recordedTo=2026-04-30T23:59:59Z';

  it('filters by time range, network, token and exact hash, with the totals of the filter', async () => {
    const april = (await list('rewardWithdrawals', inApril)).json();
    expect(april.total).toBe(5);
    expect(april.data.map((row: { sourceId: string }) => row.sourceId)).toEqual(['f-5', 'f-4', 'f-3', 'f-2', 'f-1']);
    expect(april.totals).toEqual({
      count: 5,
      amounts: [
        { token: 'USDC', amount: '350.500000000000000001' },
        { token: 'YU', amount: '7' },
      ],
    });

    const ethereumUsdc = (await list('rewardWithdrawals', `${inApril}&network=ethereum&token=usdc`)).json();
    expect(ethereumUsdc.totals).toEqual({ count: 2, amounts: [{ token: 'USDC', amount: '300.5' }] });

    // Partial days at both ends: from the 2nd at noon to the 3rd at 23:00.
    const partial = (
      await list('rewardWithdrawals', 'recordedFrom=2026-04-02T12:00:00Z&recordedTo=2026-04-03T23:00:00Z')
    ).json();
    expect(partial.data.map((row: { sourceId: string }) => row.sourceId)).toEqual(['f-2']);
    expect(partial.totals).toEqual({ count: 1, amounts: [{ token: 'USDC', amount: '200.5' }] });
    const acrossDays = (
      await list('rewardWithdrawals', 'recordedFrom=2026-04-01T09:00:00Z&recordedTo=2026-04-05T01:30:00Z')
    ).json();
    expect(acrossDays.totals).toEqual({
      count: 3,
      amounts: [
        { token: 'USDC', amount: '250.5' },
        { token: 'YU', amount: '7' },
      ],
    });

    const byHash = (await list('rewardWithdrawals', `search=${evmHash('6').toUpperCase().replace('0X', '0x')}`)).json();
    expect(byHash.data.map((row: { sourceId: string }) => row.sourceId)).toEqual(['f-2']);
    expect(byHash.totals.count).toBe(1);
  });

  it('sorts by amount, pages, and refuses pages too deep or a bad filter', async () => {
    const byAmount = (
      await list('rewardWithdrawals', `${inApril}&sortField=amount&sortOrder=descend&pageSize=2&current=1`)
    ).json();
    expect(byAmount.data.map((row: { amount: string }) => row.amount)).toEqual(['200.5', '100']);
    expect(byAmount.total).toBe(5);
    const second = (
      await list('rewardWithdrawals', `${inApril}&sortField=amount&sortOrder=descend&pageSize=2&current=2`)
    ).json();
    expect(second.data.map((row: { amount: string }) => row.amount)).toEqual(['50', '7']);
    const deep = await list('rewardWithdrawals', 'pageSize=200&current=1000');
    expectRefusal(deep, 400, 'HEDGING_PAGE_TOO_DEEP');
    expect((await list('rewardWithdrawals', 'network=dogechain')).statusCode).toBe(400);
    expect((await list('spotSales', 'network=ethereum')).statusCode).toBe(400);
  });

  it('exports the filter as CSV in the asked language, defusing formulas', async () => {
    const response = await list('rewardWithdrawals/export', `${inApril}&network=ethereum&locale=zh-CN`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/reward-withdrawals-\d+\.csv/);
    const rows = parseCsv(response.body) ?? [];
    expect(rows[0]).toEqual([
      '来源编号',
      '账户名称',
      '账户地址',
      '目标地址',
      '接收账户',
      '交易哈希',
      '网络',
      '代币',
      '数量',
      '记录时间（UTC）',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['f-4', 'f-2', 'f-1']);
    expect(rows[3][1]).toBe(`'=HYPERLINK("http://evil")`);
    const english = parseCsv((await list('rewardWithdrawals/export', 'network=arbitrum')).body) ?? [];
    expect(english[0][0]).toBe('Source ID');
    expect(english.slice(1).map((row) => row[0])).toEqual(['f-3']);
  });
});
