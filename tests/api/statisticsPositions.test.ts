// Position, team and lottery statistics: pushed in batches through the service API (scope
// `statistics`), validated row by row and idempotent by sourceId; read by the panel as lists
// with totals over the whole filter, per-day charts in UTC with empty days, and CSV exports.
import { parseCsv } from '../../server/src/http/csv';
import { INGEST_BATCH_LIMIT } from '../../server/src/http/ingest';
import { signedInApiForBlock, type TestApi } from '../support/apiServer';
import { expectRefusal, firstErrorFieldOfEachRejected, ingestReportOf } from '../support/answers';
import { TAPROOT_ADDRESSES } from '../support/taprootAddresses';

const EVM_A = '0x1111111111111111111111111111111111111111';
const EVM_B = '0x2222222222222222222222222222222222222222';
const EVM_C = '0x3333333333333333333333333333333333333333';
const [BTC_A] = TAPROOT_ADDRESSES;
const BTC_B = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';

let api: TestApi;
let rootToken: string;
let tokens: Record<'statistics' | 'indexer', string>;

/** Each block runs on a database of its own: its totals count only the rows it pushed itself. */
const ownDatabase = () =>
  signedInApiForBlock(['statistics', 'indexer'], (signedIn) => ({ api, rootToken, tokens } = signedIn));

const push = (kind: 'positions' | 'teams' | 'lotteryDraws', records: unknown[], token = tokens.statistics) =>
  api.call('POST', `/api/service/statistics/${kind}`, { records }, token);
const get = (url: string, token = rootToken) => api.call('GET', url, undefined, token);

const position = (sourceId: string, fields: Partial<Record<string, string>> = {}) => ({
  sourceId,
  vaultId: `vault-${sourceId}`,
  chainId: '1',
  createdAddress: EVM_A,
  btcDeposited: '1',
  yuMinted: '100',
  createdAt: '2026-03-10T12:00:00Z',
  ...fields,
});

/** An exact decimal as an integer count of 10^-18, to add amounts without floating point. */
function scaled(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0'));
}

const P2 = position('p-2', {
  createdAt: '2026-03-10T00:00:00Z',
  chainId: 'btc',
  createdAddress: BTC_A,
  btcDeposited: '2.5',
  yuMinted: '50000',
});

/** Positions p-1 (9 March, just before midnight UTC), p-2 (10 March, sent twice) and p-3 (12 March, +08:00); six refused rows. */
const FIRST_POSITIONS = [
  position('p-1', {
    createdAt: '2026-03-09T23:59:59.999Z',
    btcDeposited: '0.12345678',
    yuMinted: '1000.000000000000000001',
  }),
  P2,
  P2,
  position('p-3', {
    createdAt: '2026-03-12T08:00:00+08:00',
    chainId: '56',
    createdAddress: EVM_B.toUpperCase().replace('0X', '0x'),
    btcDeposited: '0.5',
    yuMinted: '20000',
  }),
  position('bad-chain-address', { chainId: 'btc', createdAddress: EVM_A }),
  position('bad-evm-address', { chainId: '1', createdAddress: BTC_A }),
  position('bad-amount', { btcDeposited: '-1' }),
  position('bad-chain', { chainId: 'ethereum' }),
  { ...position('extra-field'), note: 'x' },
  'not an object',
];

/** The teams test's three batches: a first with a refused row, an older observation, then newer ones. */
const TEAM_BATCHES = [
  [
    { sourceId: 't-1', captainAddress: EVM_A, yuMinted: '1000', teamSize: 5, observedAt: '2026-03-01T00:00:00Z' },
    { sourceId: 't-2', captainAddress: BTC_B, yuMinted: '250.5', teamSize: 2, observedAt: '2026-03-01T00:00:00Z' },
    { sourceId: 't-3', captainAddress: EVM_A, yuMinted: '1200', teamSize: 6, observedAt: '2026-03-02T00:00:00Z' },
    { sourceId: 't-bad', captainAddress: 'nobody', yuMinted: '1', teamSize: 0, observedAt: 'yesterday' },
  ],
  [{ sourceId: 't-4', captainAddress: EVM_A, yuMinted: '1', teamSize: 1, observedAt: '2026-02-01T00:00:00Z' }],
  [
    { sourceId: 't-5', captainAddress: EVM_A, yuMinted: '1500', teamSize: 7, observedAt: '2026-03-03T00:00:00Z' },
    { sourceId: 't-6', captainAddress: EVM_C, yuMinted: '10', teamSize: 1, observedAt: '2026-03-03T00:00:00Z' },
  ],
];
const D1 = {
  sourceId: 'd-1',
  drawnAt: '2026-04-01T23:30:00Z',
  captainAddress: EVM_A,
  teamSize: 4,
  captainBerries: '10.5',
  totalPrizeBerries: '100',
};
/** The lottery test's draws: three kept, two refused and a repeat of d-1. */
const DRAWS = [
  D1,
  {
    sourceId: 'd-2',
    drawnAt: '2026-04-02T00:30:00+01:00',
    captainAddress: BTC_A,
    teamSize: 0,
    captainBerries: '100',
    totalPrizeBerries: '100',
  },
  {
    sourceId: 'd-3',
    drawnAt: '2026-04-03T10:00:00Z',
    captainAddress: EVM_A,
    teamSize: 2,
    captainBerries: '1.00000001',
    totalPrizeBerries: '2',
  },
  {
    sourceId: 'd-greedy',
    drawnAt: '2026-04-03T10:00:00Z',
    captainAddress: EVM_A,
    teamSize: 2,
    captainBerries: '2.00000001',
    totalPrizeBerries: '2',
  },
  {
    sourceId: 'd-negative',
    drawnAt: '2026-04-03T10:00:00Z',
    captainAddress: EVM_A,
    teamSize: -1,
    captainBerries: '0',
    totalPrizeBerries: '-2',
  },
  D1,
];
/** Exactly the batch limit of positions on chain 8453, all on 1 January 2025. */
const limitPositions = () =>
  Array.from({ length: INGEST_BATCH_LIMIT }, (_, index) =>
    position(`limit-${index}`, { createdAt: '2025-01-01T00:00:00Z', chainId: '8453', yuMinted: '1' }),
  );

describe('pushing positions', () => {
  ownDatabase();

  it('stores valid rows, reports each invalid one with its field, and counts repeats inside the batch as duplicates', async () => {
    const report = ingestReportOf(await push('positions', FIRST_POSITIONS), {
      received: 10,
      accepted: 3,
      duplicates: 1,
    });
    expect(firstErrorFieldOfEachRejected(report)).toEqual([
      [4, 'bad-chain-address', 'createdAddress'],
      [5, 'bad-evm-address', 'createdAddress'],
      [6, 'bad-amount', 'btcDeposited'],
      [7, 'bad-chain', 'chainId'],
      [8, 'extra-field', '(row)'],
      [9, null, '(row)'],
    ]);
  });

  it(`refuses a batch of more than ${INGEST_BATCH_LIMIT} rows and an empty one`, async () => {
    const rows = Array.from({ length: INGEST_BATCH_LIMIT + 1 }, (_, index) => position(`too-many-${index}`));
    expect((await push('positions', rows)).statusCode).toBe(400);
    expect((await push('positions', [])).statusCode).toBe(400);
    expect((await get('/api/statistics/positions?vaultId=vault-too-many-0')).json().total).toBe(0);
  });

  it('accepts exactly the batch limit', async () => {
    expect((await push('positions', limitPositions())).json().data).toMatchObject({
      accepted: INGEST_BATCH_LIMIT,
      duplicates: 0,
    });
  });
});

describe('reading positions', () => {
  ownDatabase();
  beforeAll(() => push('positions', FIRST_POSITIONS));

  it('changes nothing when the same batch is sent again', async () => {
    const before = (await get('/api/statistics/positions')).json().totals;
    const again = await push('positions', [
      position('p-1', {
        createdAt: '2026-03-09T23:59:59.999Z',
        btcDeposited: '0.12345678',
        yuMinted: '1000.000000000000000001',
      }),
    ]);
    expect(again.json().data).toMatchObject({ received: 1, accepted: 0, duplicates: 1, rejected: [] });
    expect((await get('/api/statistics/positions')).json().totals).toEqual(before);
  });

  it('lists positions with exact decimals, the newest first, and totals over the whole filter', async () => {
    const response = await get('/api/statistics/positions?from=2026-03-01&to=2026-03-31&pageSize=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.data.map((row: { sourceId: string }) => row.sourceId)).toEqual(['p-3', 'p-2']);
    expect(body.data[0]).toMatchObject({
      createdAddress: EVM_B,
      chainId: '56',
      btcDeposited: '0.5',
      yuMinted: '20000',
      createdAt: '2026-03-12T00:00:00.000Z',
    });
    expect(body.totals).toEqual({ positions: 3, btcDeposited: '3.12345678', yuMinted: '71000.000000000000000001' });
  });

  it('sums the listed rows to the totals under every kind of filter', async () => {
    for (const query of [
      'chainId=btc',
      `createdAddress=${EVM_A}&from=2026-01-01`,
      'vaultId=vault-p-3',
      'from=2026-03-10&to=2026-03-10',
      'chainId=1&from=2026-03-09&to=2026-03-09',
      'from=2026-03-01',
    ]) {
      const body = (await get(`/api/statistics/positions?${query}&pageSize=200`)).json();
      const sum = (field: 'btcDeposited' | 'yuMinted') =>
        body.data.reduce((total: bigint, row: Record<string, string>) => total + scaled(row[field]), 0n);
      expect({ query, count: body.data.length, btc: sum('btcDeposited'), yu: sum('yuMinted') }).toEqual({
        query,
        count: body.totals.positions,
        btc: scaled(body.totals.btcDeposited),
        yu: scaled(body.totals.yuMinted),
      });
    }
  });

  it('filters by UTC day: 23:59:59.999 belongs to the day before midnight, a +08:00 time to its UTC day', async () => {
    const ninth = (await get('/api/statistics/positions?from=2026-03-09&to=2026-03-09')).json();
    expect(ninth.data.map((row: { sourceId: string }) => row.sourceId)).toEqual(['p-1']);
    const tenth = (await get('/api/statistics/positions?from=2026-03-10&to=2026-03-10')).json();
    expect(tenth.data.map((row: { sourceId: string }) => row.sourceId)).toEqual(['p-2']);
    const eleventh = (await get('/api/statistics/positions?from=2026-03-11&to=2026-03-11')).json();
    expect(eleventh.total).toBe(0);
    expect(eleventh.totals).toEqual({ positions: 0, btcDeposited: '0', yuMinted: '0' });
  });

  it('charts each UTC day of the range, empty days as zero, and each chain', async () => {
    const response = await get('/api/statistics/positions/chart?from=2026-03-08&to=2026-03-12');
    expect(response.statusCode).toBe(200);
    const chart = response.json().data;
    expect(chart.days).toEqual([
      { day: '2026-03-08', positions: 0, btcDeposited: '0', yuMinted: '0' },
      { day: '2026-03-09', positions: 1, btcDeposited: '0.12345678', yuMinted: '1000.000000000000000001' },
      { day: '2026-03-10', positions: 1, btcDeposited: '2.5', yuMinted: '50000' },
      { day: '2026-03-11', positions: 0, btcDeposited: '0', yuMinted: '0' },
      { day: '2026-03-12', positions: 1, btcDeposited: '0.5', yuMinted: '20000' },
    ]);
    expect(chart.chains).toEqual([
      { chainId: 'btc', positions: 1, btcDeposited: '2.5', yuMinted: '50000' },
      { chainId: '56', positions: 1, btcDeposited: '0.5', yuMinted: '20000' },
      { chainId: '1', positions: 1, btcDeposited: '0.12345678', yuMinted: '1000.000000000000000001' },
    ]);
    expect(chart.totals).toEqual({ positions: 3, btcDeposited: '3.12345678', yuMinted: '71000.000000000000000001' });
    const oneChain = (await get('/api/statistics/positions/chart?from=2026-03-08&to=2026-03-12&chainId=56')).json()
      .data;
    expect(oneChain.days.map((day: { positions: number }) => day.positions)).toEqual([0, 0, 0, 0, 1]);
  });

  it('defaults the chart to the last 30 days and refuses reversed or too long ranges', async () => {
    const chart = (await get('/api/statistics/positions/chart')).json().data;
    expect(chart.days).toHaveLength(30);
    expect((await get('/api/statistics/positions/chart?from=2026-03-12&to=2026-03-08')).statusCode).toBe(400);
    expect((await get('/api/statistics/positions/chart?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await get('/api/statistics/positions?from=2026-03-12&to=2026-03-08')).statusCode).toBe(400);
  });

  it('sorts by amounts both ways and refuses pages deeper than 10,000 rows', async () => {
    const ascending = (
      await get('/api/statistics/positions?from=2026-03-01&sortField=btcDeposited&sortOrder=ascend')
    ).json();
    expect(ascending.data.map((row: { sourceId: string }) => row.sourceId)).toEqual(['p-1', 'p-3', 'p-2']);
    const descending = (
      await get('/api/statistics/positions?from=2026-03-01&sortField=yuMinted&sortOrder=descend')
    ).json();
    expect(descending.data.map((row: { sourceId: string }) => row.sourceId)).toEqual(['p-2', 'p-3', 'p-1']);
    const deep = await get('/api/statistics/positions?current=501&pageSize=20');
    expectRefusal(deep, 422, 'STATISTICS_PAGE_TOO_DEEP');
  });
});

describe('teams', () => {
  ownDatabase();

  it('keeps the newest observation per captain and moves the totals by the difference', async () => {
    const first = await push('teams', TEAM_BATCHES[0]);
    expect(first.json().data).toMatchObject({ received: 4, accepted: 2, duplicates: 1 });
    expect(
      first
        .json()
        .data.rejected[0].errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['captainAddress', 'observedAt', 'teamSize']);

    const older = await push('teams', TEAM_BATCHES[1]);
    expect(older.json().data).toMatchObject({ accepted: 0, duplicates: 1 });
    const newer = await push('teams', TEAM_BATCHES[2]);
    expect(newer.json().data).toMatchObject({ accepted: 2, duplicates: 0 });

    const list = (await get('/api/statistics/teams')).json();
    expect(
      list.data.map((team: { captainAddress: string; yuMinted: string; teamSize: number }) => [
        team.captainAddress,
        team.yuMinted,
        team.teamSize,
      ]),
    ).toEqual([
      [EVM_A, '1500', 7],
      [BTC_B, '250.5', 2],
      [EVM_C, '10', 1],
    ]);
    expect(list.totals).toEqual({ teams: 3, members: 10, yuMinted: '1760.5' });
    expect(list.total).toBe(3);
    const filtered = (await get(`/api/statistics/teams?captainAddress=${BTC_B.toUpperCase()}`)).json();
    expect(filtered.totals).toEqual({ teams: 1, members: 2, yuMinted: '250.5' });
    expect(filtered.data).toHaveLength(1);
    const bySize = (await get('/api/statistics/teams?sortField=teamSize&sortOrder=ascend')).json();
    expect(bySize.data.map((team: { teamSize: number }) => team.teamSize)).toEqual([1, 2, 7]);
    const top = (await get('/api/statistics/teams/top?limit=2')).json();
    expect(top.data.map((team: { captainAddress: string }) => team.captainAddress)).toEqual([EVM_A, BTC_B]);
  });
});

describe('lottery draws', () => {
  ownDatabase();

  it("refuses a captain's share above the prize and keeps draws per UTC day", async () => {
    const report = ingestReportOf(await push('lotteryDraws', DRAWS), { received: 6, accepted: 3, duplicates: 1 });
    expect(
      report.rejected.map((row: { sourceId: string; errors: { field: string }[] }) => [
        row.sourceId,
        row.errors.map((error) => error.field).sort(),
      ]),
    ).toEqual([
      ['d-greedy', ['captainBerries']],
      ['d-negative', ['teamSize', 'totalPrizeBerries']],
    ]);

    const chart = (await get('/api/statistics/lotteryDraws/chart?from=2026-03-31&to=2026-04-03')).json().data;
    expect(chart.days).toEqual([
      { day: '2026-03-31', draws: 0, captainBerries: '0', totalPrizeBerries: '0' },
      { day: '2026-04-01', draws: 2, captainBerries: '110.5', totalPrizeBerries: '200' },
      { day: '2026-04-02', draws: 0, captainBerries: '0', totalPrizeBerries: '0' },
      { day: '2026-04-03', draws: 1, captainBerries: '1.00000001', totalPrizeBerries: '2' },
    ]);
    expect(chart.totals).toEqual({ draws: 3, captainBerries: '111.50000001', totalPrizeBerries: '202' });

    const byCaptain = (await get(`/api/statistics/lotteryDraws?captainAddress=${EVM_A}`)).json();
    expect(byCaptain.data.map((draw: { sourceId: string }) => draw.sourceId)).toEqual(['d-3', 'd-1']);
    expect(byCaptain.totals).toEqual({ draws: 2, captainBerries: '11.50000001', totalPrizeBerries: '102' });
    const firstDay = (
      await get(
        '/api/statistics/lotteryDraws?from=2026-04-01&to=2026-04-01&sortField=totalPrizeBerries&sortOrder=ascend',
      )
    ).json();
    expect(firstDay.totals).toEqual({ draws: 2, captainBerries: '110.5', totalPrizeBerries: '200' });
    expect(firstDay.data.map((draw: { captainBerries: string }) => draw.captainBerries)).toEqual(['10.5', '100']);
  });
});

describe('permissions', () => {
  ownDatabase();

  it('refuses the panel without a session, and each page without its menu code', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/statistics/positions' })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/api/statistics/teams' })).statusCode).toBe(401);
    const cdpOnly = (await api.signedInAs('cdp@example.com', ['statistics', 'statistics.dataCdp'])).token;
    expect((await get('/api/statistics/positions', cdpOnly)).statusCode).toBe(200);
    expect((await get('/api/statistics/teams', cdpOnly)).statusCode).toBe(403);
    expect((await get('/api/statistics/lotteryDraws', cdpOnly)).statusCode).toBe(403);
    expect((await get('/api/statistics/lotteryDraws/chart', cdpOnly)).statusCode).toBe(403);
    expect((await get('/api/statistics/positions/export', cdpOnly)).statusCode).toBe(403);
    const captainOnly = (await api.signedInAs('captain@example.com', ['statistics', 'statistics.datacaptain'])).token;
    expect((await get('/api/statistics/positions', captainOnly)).statusCode).toBe(403);
    expect((await get('/api/statistics/teams/top', captainOnly)).statusCode).toBe(200);
  });

  it('refuses the service API without a token, with a session, and with a token of another scope', async () => {
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/service/statistics/positions',
          payload: { records: [position('x')] },
        })
      ).statusCode,
    ).toBe(401);
    expect((await push('positions', [position('x')], tokens.indexer)).statusCode).toBe(403);
    expect((await push('teams', [], tokens.indexer)).statusCode).toBe(403);
    expect((await push('lotteryDraws', [position('x')], rootToken)).statusCode).toBe(401);
    expect((await get('/api/statistics/positions?vaultId=vault-x')).json().total).toBe(0);
  });
});

describe('CSV exports', () => {
  ownDatabase();

  it("streams the position list's current filter and sort, headers in the chosen language", async () => {
    await push('positions', FIRST_POSITIONS);
    await push('positions', [
      position('=HYPERLINK("http://evil")', { vaultId: '-cmd', createdAt: '2026-05-01T00:00:00Z' }),
    ]);
    const response = await get(
      '/api/statistics/positions/export?from=2026-03-01&sortField=btcDeposited&sortOrder=descend&locale=zh-CN',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(response.body)!;
    expect(rows[0]).toEqual(['仓位 ID', '链 ID', '创建地址', 'BTC 存入', 'YU 铸造', '创建时间（UTC）', '来源 ID']);
    expect(rows.slice(1).map((row) => row[6])).toEqual(['p-2', '\'=HYPERLINK("http://evil")', 'p-3', 'p-1']);
    expect(rows.find((row) => row[6].includes('HYPERLINK'))![0]).toBe("'-cmd");
    expect(rows[1][4]).toBe('50000');
  });

  it('exports every row of a large filter in chunks, in order', async () => {
    await push('positions', limitPositions());
    const response = await get('/api/statistics/positions/export?chainId=8453&sortField=createdAt&sortOrder=ascend');
    const rows = parseCsv(response.body)!;
    expect(rows[0][0]).toBe('Vault ID');
    expect(rows).toHaveLength(INGEST_BATCH_LIMIT + 1);
    expect(new Set(rows.slice(1).map((row) => row[6])).size).toBe(INGEST_BATCH_LIMIT);
  });

  it('exports teams and draws in English by default', async () => {
    for (const batch of TEAM_BATCHES) await push('teams', batch);
    await push('lotteryDraws', DRAWS);
    const teams = parseCsv((await get('/api/statistics/teams/export')).body)!;
    expect(teams[0]).toEqual(["Captain's address", 'Team total YU minted', 'Team size', 'Observed at (UTC)']);
    expect(teams.slice(1).map((row) => row[1])).toEqual(['1500', '250.5', '10']);
    const draws = parseCsv(
      (await get(`/api/statistics/lotteryDraws/export?captainAddress=${EVM_A}&locale=zh-CN`)).body,
    )!;
    expect(draws[0][1]).toBe('队长地址');
    expect(draws.slice(1).map((row) => row[3])).toEqual(['1.00000001', '10.5']);
  });
});
