// Page and wallet-connection statistics: events pushed in batches (row-by-row report, idempotent
// by sourceId, batch limit), the daily rollups equal to a recount of the events, UTC day
// boundaries, empty days filled with zero, rankings, tables with totals, streamed CSV exports
// (headers in the panel's language, formulas neutralised) and the refusals.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/src/db/client';
import { signedInApiForBlock, type TestApi } from '../support/apiServer';
import { csvLines, ingestReportOf } from '../support/answers';

let api: TestApi;
let rootToken: string;
let tokens: Record<'statistics' | 'indexer', string>;

/** Each block runs on a database of its own: it counts only the events it pushed itself. */
const ownDatabase = () =>
  signedInApiForBlock(['statistics', 'indexer'], (signedIn) => ({ api, rootToken, tokens } = signedIn));

const pushViews = (records: unknown[], token = tokens.statistics) =>
  api.call('POST', '/api/service/statistics/pageViews', { records }, token);
const pushConnections = (records: unknown[], token = tokens.statistics) =>
  api.call('POST', '/api/service/statistics/walletConnections', { records }, token);
const get = (url: string, token = rootToken) => api.call('GET', url, undefined, token);
const data = async (url: string) => (await get(url)).json().data;

const view = (sourceId: string, occurredAt: string, page: string, country: string, chainId?: number) => ({
  sourceId,
  occurredAt,
  page,
  country,
  chainId,
});
const ALICE = `0x${'a1'.repeat(20)}`;
const BOB = `0x${'b2'.repeat(20)}`;

/** What the page-view tests read: a first batch with its refused rows and a repeat, then a second repeating v2. */
const PAGE_VIEW_BATCHES = [
  [
    // 23:30 at UTC+08:00 on the 2nd is 15:30 UTC on the 2nd; 01:30 at UTC+08:00 on the 3rd is 17:30 UTC on the 2nd.
    view('v1', '2026-03-02T23:30:00+08:00', '/vault', 'us'),
    view('v2', '2026-03-03T01:30:00+08:00', '/vault', 'US', 1),
    // 23:59:59 UTC is still the 2nd; midnight UTC is the 3rd.
    view('v3', '2026-03-02T23:59:59Z', '/home', 'DE'),
    view('v4', '2026-03-03T00:00:00Z', '/home', 'DE'),
    view('v5', '2026-03-03T00:00:00-05:00', '/home', 'FR'),
    view('v1', '2026-03-02T10:00:00Z', '/elsewhere', 'CN'),
    { sourceId: 'bad-country', occurredAt: '2026-03-02T10:00:00Z', page: '/vault', country: 'USA' },
    { sourceId: 'bad-page', occurredAt: '2026-03-02T10:00:00Z', page: 'vault', country: 'US' },
    { sourceId: 'bad-time', occurredAt: 'yesterday', page: '/vault', country: 'US' },
    { occurredAt: '2026-03-02T10:00:00Z', page: '/vault', country: 'US' },
    view('v6', '2026-03-06T12:00:00Z', '/=HYPERLINK("x")', 'US'),
  ],
  [view('v2', '2026-03-03T01:30:00+08:00', '/vault', 'US'), view('v7', '2026-03-03T08:00:00Z', '/vault', 'US')],
];
/** What the wallet-connection tests read: a first batch with a repeat and refused rows, then a second repeating w1. */
const WALLET_CONNECTION_BATCHES = [
  [
    {
      sourceId: 'w1',
      occurredAt: '2026-03-02T10:00:00Z',
      chainId: 1,
      address: ALICE.toUpperCase().replace('0X', '0x'),
    },
    { sourceId: 'w2', occurredAt: '2026-03-02T23:59:59Z', chainId: 1, address: ALICE },
    { sourceId: 'w3', occurredAt: '2026-03-03T00:00:00Z', chainId: 1, address: ALICE },
    { sourceId: 'w4', occurredAt: '2026-03-02T12:00:00Z', chainId: 56, address: BOB },
    { sourceId: 'w5', occurredAt: '2026-03-02T13:00:00Z', chainId: 1, address: BOB },
    { sourceId: 'w5', occurredAt: '2026-03-02T13:00:00Z', chainId: 1, address: BOB },
    { sourceId: 'bad-chain', occurredAt: '2026-03-02T13:00:00Z', chainId: 0, address: BOB },
    { sourceId: 'bad-address', occurredAt: '2026-03-02T13:00:00Z', chainId: 1, address: 'x' },
  ],
  [
    { sourceId: 'w6', occurredAt: '2026-03-02T14:00:00Z', chainId: 1, address: ALICE },
    { sourceId: 'w1', occurredAt: '2026-03-02T10:00:00Z', chainId: 1, address: ALICE },
  ],
];
/** Pushes the batches, as a block of reading tests does first. */
async function pushAll(push: (records: unknown[]) => Promise<unknown>, batches: unknown[][]) {
  for (const batch of batches) await push(batch);
}

describe('page views', () => {
  ownDatabase();

  it('validates row by row and keeps each sourceId once, in the batch and across batches', async () => {
    const result = ingestReportOf(await pushViews(PAGE_VIEW_BATCHES[0]), { received: 11, accepted: 6, duplicates: 1 });
    expect(
      result.rejected.map((row: { index: number; sourceId: string | null; errors: { field: string }[] }) => [
        row.index,
        row.sourceId,
        row.errors.map((error) => error.field),
      ]),
    ).toEqual([
      [6, 'bad-country', ['country']],
      [7, 'bad-page', ['page']],
      [8, 'bad-time', ['occurredAt']],
      [9, null, ['sourceId']],
    ]);
    const again = (await pushViews(PAGE_VIEW_BATCHES[1])).json().data;
    expect(again).toMatchObject({ accepted: 1, duplicates: 1 });
  });

  it('refuses an empty batch and one above 1000 rows', async () => {
    expect((await pushViews([])).statusCode).toBe(400);
    expect(
      (
        await pushViews(
          Array.from({ length: 1001 }, (_, index) => view(`many-${index}`, '2026-03-01T00:00:00Z', '/', 'US')),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('keeps the rollup equal to a recount of the events', async () => {
    const recount = await selectRows<{ day: string; page: string; country: string; views: string }>(
      api.db,
      sql`SELECT to_char((occurred_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, page, country, count(*)::text AS views FROM page_view_events GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    const rollup = await selectRows<{ day: string; page: string; country: string; views: string }>(
      api.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, page, country, views::text AS views FROM page_view_daily ORDER BY 1, 2, 3`,
    );
    expect(rollup).toEqual(recount);
  });
});

describe('reading page views', () => {
  ownDatabase();
  beforeAll(() => pushAll(pushViews, PAGE_VIEW_BATCHES));

  it('counts views per UTC day, empty days as zero', async () => {
    const days = await data('/api/statistics/pageViews/daily?from=2026-03-01&to=2026-03-07');
    expect(days).toEqual([
      { day: '2026-03-01', views: 0 },
      { day: '2026-03-02', views: 3 },
      { day: '2026-03-03', views: 3 },
      { day: '2026-03-04', views: 0 },
      { day: '2026-03-05', views: 0 },
      { day: '2026-03-06', views: 1 },
      { day: '2026-03-07', views: 0 },
    ]);
    expect(await data('/api/statistics/pageViews/daily?from=2026-03-02&to=2026-03-03&country=de')).toEqual([
      { day: '2026-03-02', views: 1 },
      { day: '2026-03-03', views: 1 },
    ]);
  });

  it('ranks pages and countries in the filter', async () => {
    expect(await data('/api/statistics/pageViews/topPages?from=2026-03-01&to=2026-03-05')).toEqual([
      { page: '/home', views: 3 },
      { page: '/vault', views: 3 },
    ]);
    expect(await data('/api/statistics/pageViews/topCountries?limit=2')).toEqual([
      { country: 'US', views: 4 },
      { country: 'DE', views: 2 },
    ]);
    expect(await data('/api/statistics/pageViews/topPages?page=vau')).toEqual([{ page: '/vault', views: 3 }]);
  });

  it('lists rollup rows sorted and paged, with the totals of the filter', async () => {
    const first = (await get('/api/statistics/pageViews?pageSize=2&sortField=views&sortOrder=descend')).json();
    expect(first.total).toBe(6);
    expect(first.summary).toEqual({ rows: 6, views: 7 });
    expect(first.data[0]).toEqual({ day: '2026-03-02', page: '/vault', country: 'US', views: 2 });
    const germany = (await get('/api/statistics/pageViews?country=DE&sortField=day&sortOrder=ascend')).json();
    expect(germany.data.map((row: { day: string }) => row.day)).toEqual(['2026-03-02', '2026-03-03']);
    expect(germany.summary).toEqual({ rows: 2, views: 2 });
    expect((await get('/api/statistics/pageViews?from=2026-03-03&to=2026-03-03')).json().summary).toEqual({
      rows: 3,
      views: 3,
    });
    expect((await get('/api/statistics/pageViews?from=03/03/2026')).statusCode).toBe(400);
    expect((await get('/api/statistics/pageViews?sortField=ip')).statusCode).toBe(400);
  });

  it('exports the filter as CSV in the panel language, neutralising formulas', async () => {
    const english = await get('/api/statistics/pageViews/export?locale=en-US');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/csv');
    const lines = csvLines(english.body);
    expect(lines[0]).toBe('Day (UTC),Page,Country,Views');
    expect(lines).toHaveLength(7);
    // A quoted cell keeps its quotes doubled; a path starting with / is not a formula.
    expect(lines).toContain('2026-03-06,"/=HYPERLINK(""x"")",US,1');
    const chinese = await get('/api/statistics/pageViews/export?locale=zh-CN&country=DE');
    expect(csvLines(chinese.body)).toEqual([
      '日期（UTC）,页面,国家/地区,浏览量',
      '2026-03-02,/home,DE,1',
      '2026-03-03,/home,DE,1',
    ]);
  });
});

describe('a rollup cell that starts like a formula', () => {
  ownDatabase();

  it('neutralises a cell that starts like a formula', async () => {
    await pushViews([view('formula', '2026-03-07T00:00:00Z', '/x', 'US')]);
    await api.db.execute(sql`UPDATE page_view_daily SET page = '=SUM(A1)' WHERE page = '/x'`);
    const body = (await get('/api/statistics/pageViews/export?from=2026-03-07&to=2026-03-07')).body;
    expect(body).toContain(`'=SUM(A1)`);
  });
});

describe('wallet connections', () => {
  ownDatabase();

  it('validates, stores once per sourceId and keeps both rollups equal to a recount', async () => {
    const result = (await pushConnections(WALLET_CONNECTION_BATCHES[0])).json().data;
    expect(result).toMatchObject({ received: 8, accepted: 5, duplicates: 1 });
    expect(result.rejected.map((row: { sourceId: string }) => row.sourceId)).toEqual(['bad-chain', 'bad-address']);
    expect((await pushConnections(WALLET_CONNECTION_BATCHES[1])).json().data).toMatchObject({
      accepted: 1,
      duplicates: 1,
    });
    const recount = await selectRows<{ day: string; chain_id: string; connections: string; addresses: string }>(
      api.db,
      sql`SELECT to_char((occurred_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, chain_id::text, count(*)::text AS connections, count(DISTINCT address)::text AS addresses
          FROM wallet_connection_events GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const rollup = await selectRows<{ day: string; chain_id: string; connections: string; addresses: string }>(
      api.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, chain_id::text, connections::text, addresses::text FROM wallet_connection_daily ORDER BY 1, 2`,
    );
    expect(rollup).toEqual(recount);
    expect(recount).toEqual([
      { day: '2026-03-02', chain_id: '1', connections: '4', addresses: '2' },
      { day: '2026-03-02', chain_id: '56', connections: '1', addresses: '1' },
      { day: '2026-03-03', chain_id: '1', connections: '1', addresses: '1' },
    ]);
  });
});

describe('reading wallet connections', () => {
  ownDatabase();
  beforeAll(() => pushAll(pushConnections, WALLET_CONNECTION_BATCHES));

  it('charts connections per UTC day and chain ID, empty days as zero', async () => {
    expect(await data('/api/statistics/walletConnections/daily?from=2026-03-01&to=2026-03-03')).toEqual([
      { day: '2026-03-01', chainId: 1, connections: 0, addresses: 0 },
      { day: '2026-03-01', chainId: 56, connections: 0, addresses: 0 },
      { day: '2026-03-02', chainId: 1, connections: 4, addresses: 2 },
      { day: '2026-03-02', chainId: 56, connections: 1, addresses: 1 },
      { day: '2026-03-03', chainId: 1, connections: 1, addresses: 1 },
      { day: '2026-03-03', chainId: 56, connections: 0, addresses: 0 },
    ]);
    expect(await data(`/api/statistics/walletConnections/daily?from=2026-03-02&to=2026-03-03&address=${BOB}`)).toEqual([
      { day: '2026-03-02', chainId: 1, connections: 1, addresses: 1 },
      { day: '2026-03-02', chainId: 56, connections: 1, addresses: 1 },
      { day: '2026-03-03', chainId: 1, connections: 0, addresses: 0 },
      { day: '2026-03-03', chainId: 56, connections: 0, addresses: 0 },
    ]);
  });

  it('lists connections per day, chain and address with totals and distinct addresses', async () => {
    const all = (await get('/api/statistics/walletConnections?sortField=connections&sortOrder=descend')).json();
    expect(all.total).toBe(4);
    expect(all.summary).toEqual({ rows: 4, connections: 6, distinctAddresses: 2 });
    expect(all.data[0]).toEqual({ day: '2026-03-02', chainId: 1, address: ALICE, connections: 3 });
    const bob = (
      await get(`/api/statistics/walletConnections?address=${BOB.toUpperCase().replace('0X', '0x')}`)
    ).json();
    expect(bob.summary).toEqual({ rows: 2, connections: 2, distinctAddresses: 1 });
    const chain = (await get('/api/statistics/walletConnections?chainId=56')).json();
    expect(chain.data).toEqual([{ day: '2026-03-02', chainId: 56, address: BOB, connections: 1 }]);
    const csv = csvLines(
      (await get('/api/statistics/walletConnections/export?locale=zh-CN&chainId=1&to=2026-03-02')).body,
    );
    expect(csv).toEqual(['日期（UTC）,链 ID,地址,连接次数', `2026-03-02,1,${ALICE},3`, `2026-03-02,1,${BOB},1`]);
  });
});

describe('permissions', () => {
  ownDatabase();

  it('refuses without a session, without the page code or the export code, a token without the scope, and a session on the service route', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/statistics/pageViews' })).statusCode).toBe(401);
    const viewer = (await api.signedInAs('pagestats@example.com', ['statistics.dataView'])).token;
    expect((await get('/api/statistics/pageViews', viewer)).statusCode).toBe(200);
    expect((await get('/api/statistics/pageViews/export', viewer)).statusCode).toBe(403);
    expect((await get('/api/statistics/walletConnections', viewer)).statusCode).toBe(403);
    expect((await get('/api/statistics/walletConnections/daily', viewer)).statusCode).toBe(403);
    expect((await pushViews([view('p', '2026-03-01T00:00:00Z', '/', 'US')], tokens.indexer)).statusCode).toBe(403);
    expect(
      (
        await pushConnections(
          [{ sourceId: 'p', occurredAt: '2026-03-01T00:00:00Z', chainId: 1, address: ALICE }],
          tokens.indexer,
        )
      ).statusCode,
    ).toBe(403);
    expect((await pushViews([view('p', '2026-03-01T00:00:00Z', '/', 'US')], rootToken)).statusCode).toBe(401);
    expect((await get('/api/statistics/pageViews', tokens.statistics)).statusCode).toBe(401);
  });
});
