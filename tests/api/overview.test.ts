// The Data Overview: snapshots pushed through the statistics service route (row-by-row report,
// idempotent by sourceId), the figures over a range with exact decimal changes, the series kept
// small, and the refusals.
import { signedInApiForBlock, type TestApi } from '../support/apiServer';
import { firstErrorFieldOfEachRejected, ingestReportOf } from '../support/answers';

let api: TestApi;
let rootToken: string;
let tokens: Record<'statistics' | 'indexer', string>;

/** Each block runs on a database of its own: it reads only the snapshots it pushed itself. */
const ownDatabase = () =>
  signedInApiForBlock(['statistics', 'indexer'], (signedIn) => ({ api, rootToken, tokens } = signedIn));

const push = (records: unknown[], token = tokens.statistics) =>
  api.call('POST', '/api/service/overview/snapshots', { records }, token);
const overview = async (query: string, token = rootToken) =>
  api.call('GET', `/api/overview?${query}`, undefined, token);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const snapshot = (
  sourceId: string,
  hours: number,
  bridgeBtc: string,
  mintYu: string,
  userCount: number,
  vaultBtc: string,
) => ({
  sourceId,
  time: hoursAgo(hours),
  bridgeBtc,
  mintYu,
  userCount,
  vaultBtc,
});

/** Snapshots 100, 30 and 1 hours old, two refused rows and a repeat of the 30-hour one with other figures. */
const firstBatch = () => [
  snapshot('s-100h', 100, '10.5', '1000.000000000000000001', 100, '5'),
  snapshot('s-30h', 30, '12', '1500', 150, '6.25'),
  { ...snapshot('bad-amount', 3, '1.123456789', '1', 1, '1') },
  { sourceId: 'bad-users', time: hoursAgo(2), bridgeBtc: '1', mintYu: '1', userCount: -1, vaultBtc: '1' },
  snapshot('s-30h', 30, '99', '99', 99, '99'),
  snapshot('s-1h', 1, '11.25', '1400.5', 180, '7'),
];
/** 600 snapshots from 30 minutes to about 6.5 hours old; the newest has 1000 users. */
const denseSnapshots = () =>
  Array.from({ length: 600 }, (_, index) => snapshot(`dense-${index}`, 0.5 + index / 100, '1', '1', 1000 + index, '1'));

describe('before any snapshot', () => {
  ownDatabase();

  it('answers empty figures and an empty series', async () => {
    const response = await overview('range=7d');
    expect(response.statusCode).toBe(200);
    const { figures, series } = response.json().data;
    expect(figures.observedAt).toBeNull();
    expect(figures.bridgeBtc).toEqual({ latest: null, start: null, change: null });
    expect(series).toEqual([]);
  });
});

describe('ingestion', () => {
  ownDatabase();

  it('keeps the valid rows, reports the bad ones by index and field, and counts repeats as duplicates', async () => {
    const result = ingestReportOf(await push(firstBatch()), { received: 6, accepted: 3, duplicates: 1 });
    expect(firstErrorFieldOfEachRejected(result)).toEqual([
      [2, 'bad-amount', 'bridgeBtc'],
      [3, 'bad-users', 'userCount'],
    ]);
    const again = (await push([snapshot('s-1h', 1, '0', '0', 0, '0')])).json().data;
    expect(again).toMatchObject({ accepted: 0, duplicates: 1 });
  });

  it('refuses an empty batch and one above the batch limit', async () => {
    expect((await push([])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 1001 }, (_, index) => snapshot(`many-${index}`, 1, '1', '1', 1, '1'));
    expect((await push(tooMany)).statusCode).toBe(400);
  });
});

describe('figures over a range', () => {
  ownDatabase();
  beforeAll(() => push(firstBatch()));

  it('24h: latest, the value at the start (last before it) and the exact change', async () => {
    const { figures, range } = (await overview('range=24h')).json().data;
    expect(range.bucketSeconds).toBeGreaterThan(0);
    // Start of the last 24 h: the snapshot of 30 h ago is the last before it.
    expect(figures.bridgeBtc).toEqual({ latest: '11.25', start: '12', change: '-0.75' });
    expect(figures.mintYu).toEqual({ latest: '1400.5', start: '1500', change: '-99.5' });
    expect(figures.userCount).toEqual({ latest: '180', start: '150', change: '30' });
    expect(figures.vaultBtc).toEqual({ latest: '7', start: '6.25', change: '0.75' });
  });

  it('all: from the first snapshot, decimals exact to 18 places', async () => {
    const { figures, series, range } = (await overview('range=all')).json().data;
    expect(figures.mintYu).toEqual({
      latest: '1400.5',
      start: '1000.000000000000000001',
      change: '400.499999999999999999',
    });
    expect(new Date(range.from).getTime()).toBeLessThan(Date.now() - 99 * 3_600_000);
    expect(series.map((point: { userCount: string }) => point.userCount)).toEqual(['100', '150', '180']);
  });

  it('custom: the figures at the end of the range, the start inside it when nothing precedes it', async () => {
    const from = hoursAgo(200);
    const to = hoursAgo(20);
    const { figures, series } = (
      await overview(`range=custom&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
    ).json().data;
    expect(figures.userCount).toEqual({ latest: '150', start: '100', change: '50' });
    expect(series).toHaveLength(2);
  });

  it('refuses a custom range without both ends', async () => {
    expect((await overview('range=custom&from=2026-01-01T00:00:00Z')).statusCode).toBe(400);
    expect((await overview('range=year')).statusCode).toBe(400);
  });
});

describe('a dense series', () => {
  ownDatabase();
  let denseIngestion: { accepted: number };
  beforeAll(async () => {
    denseIngestion = (await push(denseSnapshots())).json().data;
  });

  it('keeps the series within 200 points, the last value of each bucket', async () => {
    expect(denseIngestion.accepted).toBe(600);
    const { series, range } = (await overview('range=7d')).json().data;
    expect(series.length).toBeLessThanOrEqual(200);
    expect(range.bucketSeconds).toBe(3600);
    // The newest snapshot (30 min ago, 1000 users) is the last point's value.
    expect(series[series.length - 1].userCount).toBe('1000');
  });

  it('answers the latest figures for Home', async () => {
    const latest = (await api.call('GET', '/api/overview/latest', undefined, rootToken)).json().data;
    expect(latest.userCount.latest).toBe('1000');
    expect(latest.userCount.change).toBe('0');
  });
});

describe('permissions', () => {
  ownDatabase();

  it('refuses without a session, without the overview code, a token without the statistics scope, and a session on the service route', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/overview' })).statusCode).toBe(401);
    const other = (await api.signedInAs('nooverview@example.com', ['statistics.dataView'])).token;
    expect((await overview('range=7d', other)).statusCode).toBe(403);
    expect((await push([snapshot('x', 1, '1', '1', 1, '1')], tokens.indexer)).statusCode).toBe(403);
    expect((await push([snapshot('x', 1, '1', '1', 1, '1')], rootToken)).statusCode).toBe(401);
    expect((await overview('range=7d', tokens.statistics)).statusCode).toBe(401);
  });
});
