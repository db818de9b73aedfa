// `npm run bench hedging -- [--scale N] [--pglite-scale N] [--targets pg,pglite]`: seeds 1,000 × N
// of each hedging record kind (default N = 1000: a million each) on PostgreSQL (a fresh database
// on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432) and on in-memory PGlite,
// then times each list endpoint (HTTP through the app) against its bare service call. Exits
// non-zero when an endpoint's p95 exceeds 100 ms on PostgreSQL or 300 ms on PGlite.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { readConfig } from '../../server/src/config';
import { seedHedgingRecords } from '../../server/src/hedgingStrategies/demo';
import { listRecords, type HedgingKind } from '../../server/src/hedgingStrategies/service';
import type { HedgingListQuery } from '../../server/src/hedgingStrategies/schema';
import { createServer } from '../../server/src/server';

const EMAIL = 'bench@example.com';
const PASSWORD = 'bench password 123';
const ITERATIONS = 25;

function argument(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  if (index >= 0) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const scale = Number(argument('scale') ?? 1000);
const pgliteScale = Number(argument('pglite-scale') ?? scale);
const targets = (argument('targets') ?? 'pg,pglite').split(',');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PATHS: Record<HedgingKind, string> = { rewardWithdrawal: 'rewardWithdrawals', cexDeposit: 'cexDeposits', spotSale: 'spotSales', crossChain: 'crossChain' };
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
const weekAgo = new Date(Date.now() - 7 * 86_400_000 - 3_600_000 * 5).toISOString();

/** The views an administrator opens: the first page, a network, a token over a month (partial days), a hash, by amount, page 500. */
function scenarios(kind: HedgingKind): { name: string; query: Partial<HedgingListQuery> }[] {
  const network = kind === 'crossChain' ? { sourceChain: 'arbitrum' } : kind === 'spotSale' ? {} : { network: 'ethereum' };
  const hash = kind === 'spotSale' ? 'ORD-4242' : `0x${kind === 'crossChain' ? 'c' : 'a'}${(4241).toString(16).padStart(63, '0')}`;
  return [
    { name: 'first page', query: {} },
    { name: 'network', query: network },
    { name: 'token + month', query: { token: kind === 'spotSale' ? 'BTC' : 'USDC', recordedFrom: monthAgo, recordedTo: weekAgo } },
    { name: 'search', query: { search: hash } },
    { name: 'by amount', query: { sortField: 'amount', sortOrder: 'descend' } },
    { name: 'page 500', query: { current: 500 } },
  ];
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run();
  const samples: number[] = [];
  for (let index = 0; index < ITERATIONS; index += 1) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

async function benchTarget(target: 'pg' | 'pglite', budgetMs: number, targetScale: number): Promise<boolean> {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined;
  if (target === 'pg') {
    const name = `bench_hedging_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
  const config = { ...readConfig({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }), databaseUrl, dataDir: 'memory://' };
  const server = await createServer(config, { log: () => undefined });
  let ok = true;
  try {
    const db = server.database.db;
    const seedingStarted = Date.now();
    await seedHedgingRecords(db, targetScale);
    await db.execute(sql`VACUUM ANALYZE`);
    console.log(`\n[${target}] seeded ${(1000 * targetScale).toLocaleString('en')} records of each kind in ${((Date.now() - seedingStarted) / 1000).toFixed(1)} s; budget p95 ≤ ${budgetMs} ms`);
    const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL, password: PASSWORD } });
    const token = login.json().data.token as string;
    console.log('kind              view            HTTP p50   HTTP p95   service p50  service p95  total');
    for (const kind of Object.keys(PATHS) as HedgingKind[]) {
      for (const { name, query } of scenarios(kind)) {
        const full: HedgingListQuery = { current: 1, pageSize: 20, ...query };
        const search = new URLSearchParams(Object.entries(full).map(([key, value]) => [key, String(value)]));
        let total = 0;
        const http = await time(async () => {
          const response = await server.app.inject({ method: 'GET', url: `/api/hedgingStrategies/${PATHS[kind]}?${search}`, headers: { authorization: `Bearer ${token}` } });
          if (response.statusCode !== 200) throw new Error(`${kind} ${name}: ${response.statusCode} ${response.body}`);
          total = response.json().total;
        });
        const bare = await time(() => listRecords(db, kind, full));
        const over = http.p95 > budgetMs;
        if (over) ok = false;
        console.log(
          `${kind.padEnd(17)} ${name.padEnd(15)} ${http.p50.toFixed(1).padStart(8)} ${http.p95.toFixed(1).padStart(10)} ${bare.p50.toFixed(1).padStart(12)} ${bare.p95.toFixed(1).padStart(12)}  ${String(total).padStart(8)}${over ? '  OVER BUDGET' : ''}`,
        );
      }
    }
  } finally {
    await server.close();
    await dropDatabase();
  }
  return ok;
}

async function main() {
  let ok = true;
  if (targets.includes('pg')) ok = (await benchTarget('pg', 100, scale)) && ok;
  if (targets.includes('pglite')) ok = (await benchTarget('pglite', 300, pgliteScale)) && ok;
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
