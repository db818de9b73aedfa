// `npm run bench traffic -- [--scale N] [--targets postgres,pglite]`: seeds the overview snapshots,
// 5,000 × N page views and 1,000 × N wallet connections (default N = 1000: 5 million page views),
// on PostgreSQL (a fresh database on DATABASE_URL's server, else the local one, dropped at the end) and on in-memory
// PGlite; then calls each chart and list endpoint about 50 times through the HTTP app with varied
// filters and prints p50 / p95, the same service call run bare (its SQL without HTTP), and the
// ratio. Exits non-zero when a p95 exceeds 100 ms on PostgreSQL or 300 ms on PGlite.
import type { z } from 'zod';
import type { Db } from '../../server/src/db/client';
import { overviewQuery } from '../../server/src/overview/schema';
import { latestOverviewFigures, overviewOf } from '../../server/src/overview/service';
import {
  seedOverviewSnapshots,
  seedPageViews,
  seedWalletConnections,
} from '../../server/src/statistics/traffic/scaleSeed';
import {
  pageViewFilterQuery,
  pageViewListQuery,
  topQuery,
  walletFilterQuery,
  walletListQuery,
} from '../../server/src/statistics/traffic/schema';
import { listPageViews, pageViewsPerDay, topCountries, topPages } from '../../server/src/statistics/traffic/pageViews';
import { listWalletConnections, walletConnectionsPerDay } from '../../server/src/statistics/traffic/walletConnections';
import { benchEndpoints, seededRandom, timed } from './support/endpointBench';

const CALLS = 50;
const { random, pick } = seededRandom(42);

const today = new Date();
const dayOffset = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
function dayWindow(): { from?: string; to?: string } {
  const width = pick([0, 7, 30, 90]);
  if (!width) return {};
  const end = Math.floor(random() * (90 - width));
  return { from: dayOffset(end + width - 1), to: dayOffset(end) };
}
const COUNTRIES = ['US', 'CN', 'DE', 'SG', 'BR', undefined, undefined];
const PAGES = ['vault', '/mint', 'bridge', undefined, undefined, undefined];
const CHAINS = [1, 56, 8453, undefined, undefined];

interface Endpoint<Schema extends z.ZodType> {
  name: string;
  url: string;
  schema: Schema;
  query: () => Record<string, string | number | undefined>;
  bare: (db: Db, query: z.infer<Schema>) => Promise<unknown>;
}

/** One of the first pages, sorted on one of `sortFields` (undefined: the list's default sort). */
const sortedPage = (sortFields: (string | undefined)[]) => ({
  current: pick([1, 1, 2, 5]),
  pageSize: 20,
  sortField: pick(sortFields),
  sortOrder: pick(['ascend', 'descend']),
});

function endpoint<Schema extends z.ZodType>(definition: Endpoint<Schema>) {
  return definition;
}

function endpoints(sampleAddress: string) {
  const pageFilters = () => ({ ...dayWindow(), country: pick(COUNTRIES), page: pick(PAGES) });
  const walletFilters = () => ({
    ...dayWindow(),
    chainId: pick(CHAINS),
    address: random() < 0.2 ? sampleAddress : undefined,
  });
  return [
    endpoint({
      name: 'overview (range)',
      url: '/api/overview',
      schema: overviewQuery,
      query: () => ({ range: pick(['24h', '7d', '30d', 'all']) }),
      bare: (db, query) => overviewOf(db, query),
    }),
    endpoint({
      name: 'overview latest',
      url: '/api/overview/latest',
      schema: pageViewFilterQuery,
      query: () => ({}),
      bare: (db) => latestOverviewFigures(db),
    }),
    endpoint({
      name: 'page views per day',
      url: '/api/statistics/pageViews/daily',
      schema: pageViewFilterQuery,
      query: pageFilters,
      bare: pageViewsPerDay,
    }),
    endpoint({
      name: 'top pages',
      url: '/api/statistics/pageViews/topPages',
      schema: topQuery,
      query: pageFilters,
      bare: topPages,
    }),
    endpoint({
      name: 'top countries',
      url: '/api/statistics/pageViews/topCountries',
      schema: topQuery,
      query: pageFilters,
      bare: topCountries,
    }),
    endpoint({
      name: 'page views table',
      url: '/api/statistics/pageViews',
      schema: pageViewListQuery,
      query: () => ({
        ...pageFilters(),
        ...sortedPage(['day', 'views', 'page', 'country', undefined]),
      }),
      bare: listPageViews,
    }),
    endpoint({
      name: 'connections per day',
      url: '/api/statistics/walletConnections/daily',
      schema: walletFilterQuery,
      query: walletFilters,
      bare: walletConnectionsPerDay,
    }),
    endpoint({
      name: 'connections table',
      url: '/api/statistics/walletConnections',
      schema: walletListQuery,
      query: () => ({
        ...walletFilters(),
        ...sortedPage(['day', 'chainId', 'address', 'connections', undefined]),
      }),
      bare: listWalletConnections,
    }),
  ];
}

const compact = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );

benchEndpoints({
  async seed(db, scale, target) {
    console.log(
      `\n${target}, scale ${scale} (${(5000 * scale).toLocaleString('en')} page views, ${(1000 * scale).toLocaleString('en')} wallet connections)`,
    );
    for (const [name, seedTable] of [
      ['overview snapshots', seedOverviewSnapshots],
      ['page views', seedPageViews],
      ['wallet connections', seedWalletConnections],
    ] as const) {
      const seconds = await timed(() => seedTable(db, scale));
      console.log(`seeded ${name} in ${(seconds / 1000).toFixed(1)} s`);
    }
  },
  async measure(bench, table) {
    const { db } = bench;
    const sample = (await listWalletConnections(db, walletListQuery.parse({}))).data[0]?.address ?? '0x0';
    for (const entry of endpoints(sample))
      await table.measure(
        entry.name,
        Array.from({ length: CALLS }, () => {
          const query = compact(entry.query());
          const parsed = entry.schema.parse(query);
          return { http: () => bench.get(entry.url, query), bare: () => entry.bare(db, parsed as never) };
        }),
      );
  },
});
