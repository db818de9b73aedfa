// `npm run bench positions -- [--scale N] [--targets postgres,pglite]`: seeds 1,000 × N positions,
// teams and lottery draws (default N = 1000: a million of each) on PostgreSQL (a fresh database on
// DATABASE_URL's server or postgres://postgres@127.0.0.1:5432, dropped at the end) and on in-memory
// PGlite; calls each list and chart endpoint ~50 times through the HTTP app with varied filters,
// sorts and pages; prints p50 / p95 per endpoint beside the same service call made bare, and exits
// non-zero when an endpoint's p95 exceeds 100 ms on PostgreSQL or 300 ms on PGlite.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../server/src/config';
import { selectRows, type Db } from '../../server/src/db/client';
import { createServer } from '../../server/src/server';
import { seedPositionStatistics } from '../../server/src/statistics/positions/seed';
import { listLotteryDraws, listPositions, listTeams, lotteryChart, positionChart, topTeams } from '../../server/src/statistics/positions/service';
import { lotteryListQuery, positionChartQuery, positionListQuery, teamListQuery, lotteryChartQuery } from '../../server/src/statistics/positions/schema';

const CALLS = 50;
const BUDGET_MS = { postgres: 100, pglite: 300 } as const;
type Target = keyof typeof BUDGET_MS;

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const scale = Number(option('scale') ?? 1000);
if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
const targets = (option('targets') ?? 'postgres,pglite').split(',') as Target[];

// A fixed-seed generator, so every run asks the same varied questions.
let state = 20260323;
const random = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
const day = (offsetDays: number) => new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);

function dayRange(): Record<string, string> {
  const width = pick([1, 7, 30, 90, 365]);
  const end = Math.floor(random() * 300);
  return { from: day(end + width - 1), to: day(end) };
}

/** A page somewhere in the first 10,000 rows (the deepest a list allows). */
function page(): Record<string, string> {
  const pageSize = pick([20, 50, 100]);
  const deepest = Math.floor(10_000 / pageSize);
  return { current: String(pick([1, 1, 2, 5, Math.max(1, Math.floor(random() * deepest))])), pageSize: String(pageSize) };
}

interface Endpoint {
  name: string;
  url: string;
  queries: (samples: Samples) => Record<string, string>[];
  bare: (db: Db, query: Record<string, string>) => Promise<unknown>;
}

interface Samples {
  addresses: string[];
  vaults: string[];
  captains: string[];
}

const times = <T>(make: () => T) => Array.from({ length: CALLS }, make);

const endpoints: Endpoint[] = [
  {
    name: 'positions list',
    url: '/api/statistics/positions',
    queries: ({ addresses, vaults }) =>
      times(() => ({
        ...page(),
        sortField: pick(['createdAt', 'btcDeposited', 'yuMinted']),
        sortOrder: pick(['ascend', 'descend']),
        ...pick<Record<string, string>>([{}, { chainId: pick(['1', '56', 'btc']) }, dayRange(), { ...dayRange(), chainId: '8453' }, { createdAddress: pick(addresses) }, { vaultId: pick(vaults) }]),
      })),
    bare: (db, query) => listPositions(db, positionListQuery.parse(query)),
  },
  {
    name: 'positions chart',
    url: '/api/statistics/positions/chart',
    queries: () => times(() => ({ ...dayRange(), ...(random() < 0.3 ? { chainId: pick(['1', 'btc']) } : {}) })),
    bare: (db, query) => positionChart(db, positionChartQuery.parse(query)),
  },
  {
    name: 'teams list',
    url: '/api/statistics/teams',
    queries: ({ captains }) =>
      times(() => ({ ...page(), sortField: pick(['yuMinted', 'teamSize', 'observedAt']), sortOrder: pick(['ascend', 'descend']), ...(random() < 0.3 ? { captainAddress: pick(captains) } : {}) })),
    bare: (db, query) => listTeams(db, teamListQuery.parse(query)),
  },
  {
    name: 'top teams',
    url: '/api/statistics/teams/top',
    queries: () => times(() => ({ limit: String(pick([5, 10, 20])) })),
    bare: (db, query) => topTeams(db, Number(query.limit)),
  },
  {
    name: 'lottery list',
    url: '/api/statistics/lotteryDraws',
    queries: ({ captains }) =>
      times(() => ({
        ...page(),
        sortField: pick(['drawnAt', 'totalPrizeBerries', 'captainBerries']),
        sortOrder: pick(['ascend', 'descend']),
        ...pick<Record<string, string>>([{}, dayRange(), { captainAddress: pick(captains) }]),
      })),
    bare: (db, query) => listLotteryDraws(db, lotteryListQuery.parse(query)),
  },
  {
    name: 'lottery chart',
    url: '/api/statistics/lotteryDraws/chart',
    queries: () => times(() => dayRange()),
    bare: (db, query) => lotteryChart(db, lotteryChartQuery.parse(query)),
  },
];

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_positions_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function benchTarget(target: Target): Promise<boolean> {
  const postgres = target === 'postgres' ? await freshPostgres() : undefined;
  const config = { ...readConfig({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root password 123' }), databaseUrl: postgres?.url, dataDir: 'memory://' };
  const server = await createServer(config, { log: () => undefined });
  const db = server.database.db;
  let withinBudget = true;
  try {
    const seedStarted = performance.now();
    await seedPositionStatistics(db, scale);
    // As autovacuum would: statistics for the planner and a visibility map for index-only scans.
    await db.execute(sql`VACUUM ANALYZE`);
    const [{ positions, teams, draws }] = await selectRows<{ positions: number; teams: number; draws: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM statistics_positions)::int AS positions, (SELECT count(*) FROM statistics_teams)::int AS teams, (SELECT count(*) FROM statistics_lottery_draws)::int AS draws`,
    );
    console.log(`\n${target}: seeded ${positions} positions, ${teams} teams, ${draws} draws (scale ${scale}) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'root@example.com', password: 'root password 123' } });
    const token = login.json().data.token as string;
    const samples: Samples = {
      addresses: (await selectRows<{ value: string }>(db, sql`SELECT created_address AS value FROM statistics_positions TABLESAMPLE SYSTEM (1) LIMIT 20`)).map((row) => row.value),
      vaults: (await selectRows<{ value: string }>(db, sql`SELECT vault_id AS value FROM statistics_positions TABLESAMPLE SYSTEM (1) LIMIT 20`)).map((row) => row.value),
      captains: (await selectRows<{ value: string }>(db, sql`SELECT captain_address AS value FROM statistics_teams TABLESAMPLE SYSTEM (1) LIMIT 20`)).map((row) => row.value),
    };
    for (const key of Object.keys(samples) as (keyof Samples)[]) if (!samples[key].length) samples[key] = ['0x0000000000000000000000000000000000000000'];

    console.log(`${'endpoint'.padEnd(16)} ${'http p50'.padStart(9)} ${'http p95'.padStart(9)} ${'bare p50'.padStart(9)} ${'bare p95'.padStart(9)} ${'ratio'.padStart(6)}  budget p95 ${BUDGET_MS[target]} ms`);
    for (const endpoint of endpoints) {
      const queries = endpoint.queries(samples);
      const http: number[] = [];
      const bare: number[] = [];
      for (const query of queries) {
        const url = `${endpoint.url}?${new URLSearchParams(query).toString()}`;
        http.push(
          await timed(async () => {
            const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
            if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
          }),
        );
        bare.push(await timed(() => endpoint.bare(db, query)));
      }
      http.sort((a, b) => a - b);
      bare.sort((a, b) => a - b);
      const httpP95 = percentile(http, 0.95);
      const over = httpP95 > BUDGET_MS[target];
      if (over) withinBudget = false;
      const cells = [percentile(http, 0.5), httpP95, percentile(bare, 0.5), percentile(bare, 0.95)].map((value) => `${value.toFixed(1)}`.padStart(9));
      console.log(`${endpoint.name.padEnd(16)} ${cells.join(' ')} ${(percentile(http, 0.5) / Math.max(percentile(bare, 0.5), 0.01)).toFixed(2).padStart(6)}  ${over ? 'OVER BUDGET' : 'ok'}`);
    }
  } finally {
    await server.close();
    await postgres?.drop();
  }
  return withinBudget;
}

async function main() {
  let ok = true;
  for (const target of targets) ok = (await benchTarget(target)) && ok;
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
