// `npm run bench traffic -- [--scale N] [--only postgres|pglite]`: seeds the overview snapshots,
// 5,000 × N page views and 1,000 × N wallet connections (default N = 1000: 5 million page views),
// on PostgreSQL (a fresh database on DATABASE_URL's server, dropped at the end) and on in-memory
// PGlite; then calls each chart and list endpoint about 50 times through the HTTP app with varied
// filters and prints p50 / p95, the same service call run bare (its SQL without HTTP), and the
// ratio. Exits non-zero when a p95 exceeds 100 ms on PostgreSQL or 300 ms on PGlite.
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import type { z } from 'zod';
import { readConfig } from '../../server/src/config';
import type { Db } from '../../server/src/db/client';
import { overviewQuery } from '../../server/src/overview/schema';
import { latestOverviewFigures, overviewOf } from '../../server/src/overview/service';
import { createServer } from '../../server/src/server';
import { seedOverviewSnapshots, seedPageViews, seedWalletConnections } from '../../server/src/statistics/traffic/scaleSeed';
import { pageViewFilterQuery, pageViewListQuery, topQuery, walletFilterQuery, walletListQuery } from '../../server/src/statistics/traffic/schema';
import {
  listPageViews,
  listWalletConnections,
  pageViewsPerDay,
  topCountries,
  topPages,
  walletConnectionsPerDay,
} from '../../server/src/statistics/traffic/service';

const EMAIL = 'bench@example.com';
const PASSWORD = 'bench password 123';
const CALLS = 50;
const BUDGET_MS = { postgres: 100, pglite: 300 } as const;
type Backend = keyof typeof BUDGET_MS;

function argument(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const scale = Number(argument('scale') ?? 1000);
if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
const only = argument('only') as Backend | undefined;

/** A deterministic pseudo-random sequence, so every run asks the same questions. */
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];

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

function endpoint<Schema extends z.ZodType>(definition: Endpoint<Schema>) {
  return definition;
}

function endpoints(sampleAddress: string) {
  const pageFilters = () => ({ ...dayWindow(), country: pick(COUNTRIES), page: pick(PAGES) });
  const walletFilters = () => ({ ...dayWindow(), chainId: pick(CHAINS), address: random() < 0.2 ? sampleAddress : undefined });
  return [
    endpoint({ name: 'overview (range)', url: '/api/overview', schema: overviewQuery, query: () => ({ range: pick(['24h', '7d', '30d', 'all']) }), bare: (db, query) => overviewOf(db, query) }),
    endpoint({ name: 'overview latest', url: '/api/overview/latest', schema: pageViewFilterQuery, query: () => ({}), bare: (db) => latestOverviewFigures(db) }),
    endpoint({ name: 'page views per day', url: '/api/statistics/pageViews/daily', schema: pageViewFilterQuery, query: pageFilters, bare: pageViewsPerDay }),
    endpoint({ name: 'top pages', url: '/api/statistics/pageViews/topPages', schema: topQuery, query: pageFilters, bare: topPages }),
    endpoint({ name: 'top countries', url: '/api/statistics/pageViews/topCountries', schema: topQuery, query: pageFilters, bare: topCountries }),
    endpoint({
      name: 'page views table',
      url: '/api/statistics/pageViews',
      schema: pageViewListQuery,
      query: () => ({ ...pageFilters(), current: pick([1, 1, 2, 5]), pageSize: 20, sortField: pick(['day', 'views', 'page', undefined]), sortOrder: pick(['ascend', 'descend']) }),
      bare: listPageViews,
    }),
    endpoint({ name: 'connections per day', url: '/api/statistics/walletConnections/daily', schema: walletFilterQuery, query: walletFilters, bare: walletConnectionsPerDay }),
    endpoint({
      name: 'connections table',
      url: '/api/statistics/walletConnections',
      schema: walletListQuery,
      query: () => ({ ...walletFilters(), current: pick([1, 1, 2, 5]), pageSize: 20, sortField: pick(['day', 'chainId', 'address', undefined]), sortOrder: pick(['ascend', 'descend']) }),
      bare: listWalletConnections,
    }),
  ];
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
const compact = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined).map(([key, value]) => [key, String(value)]));

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

async function openTarget(backend: Backend): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  if (backend === 'pglite') return { drop: async () => undefined };
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_traffic_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function run(backend: Backend): Promise<boolean> {
  console.log(`\n--- ${backend}, scale ${scale} (${(5000 * scale).toLocaleString('en')} page views, ${(1000 * scale).toLocaleString('en')} wallet connections)`);
  const target = await openTarget(backend);
  const server = await createServer(
    { ...readConfig({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }), databaseUrl: target.databaseUrl, dataDir: 'memory://' },
    { log: () => undefined },
  );
  let withinBudget = true;
  try {
    const db = server.database.db;
    for (const [name, seedTable] of [
      ['overview snapshots', seedOverviewSnapshots],
      ['page views', seedPageViews],
      ['wallet connections', seedWalletConnections],
    ] as const) {
      const [seconds] = await timed(() => seedTable(db, scale));
      console.log(`seeded ${name} in ${(seconds / 1000).toFixed(1)} s`);
    }
    if (backend === 'postgres') await db.execute(sql`ANALYZE`);
    const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL, password: PASSWORD } });
    const token = login.json().data.token as string;
    const sample = (await listWalletConnections(db, walletListQuery.parse({}))).data[0]?.address ?? '0x0';
    const rows: string[][] = [['endpoint', 'p50 ms', 'p95 ms', 'bare p50', 'bare p95', 'p95 ratio', '']];
    for (const entry of endpoints(sample)) {
      const http: number[] = [];
      const bare: number[] = [];
      for (let call = 0; call < CALLS; call += 1) {
        const query = compact(entry.query());
        const [httpMs, response] = await timed(() =>
          server.app.inject({ method: 'GET', url: entry.url, query, headers: { authorization: `Bearer ${token}` } }),
        );
        if (response.statusCode !== 200) throw new Error(`${entry.url} ${JSON.stringify(query)} answered ${response.statusCode}: ${response.body}`);
        http.push(httpMs);
        const parsed = entry.schema.parse(query);
        const [bareMs] = await timed(() => entry.bare(db, parsed as never));
        bare.push(bareMs);
      }
      http.sort((a, b) => a - b);
      bare.sort((a, b) => a - b);
      const p95 = percentile(http, 0.95);
      const over = p95 > BUDGET_MS[backend];
      if (over) withinBudget = false;
      rows.push([
        entry.name,
        percentile(http, 0.5).toFixed(1),
        p95.toFixed(1),
        percentile(bare, 0.5).toFixed(1),
        percentile(bare, 0.95).toFixed(1),
        (p95 / Math.max(0.001, percentile(bare, 0.95))).toFixed(2),
        over ? `OVER ${BUDGET_MS[backend]} ms` : 'ok',
      ]);
    }
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows) console.log(row.map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  '));
  } finally {
    await server.close();
    await target.drop();
  }
  return withinBudget;
}

async function main() {
  const backends: Backend[] = only ? [only] : ['postgres', 'pglite'];
  let ok = true;
  for (const backend of backends) ok = (await run(backend)) && ok;
  console.log(ok ? '\nwithin budget' : '\nBUDGET EXCEEDED');
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
