// What the data benchmarks share: their command-line options, a seeded server per database target
// (a fresh PostgreSQL database, or in-memory PGlite), the p95 budgets, and the table they print.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../../server/src/config';
import type { Db } from '../../../server/src/db/client';
import { createServer } from '../../../server/src/server';
import { createPostgresDatabase } from '../../support/database';

export type Target = 'postgres' | 'pglite';
/** The figure: every list and chart endpoint under this p95, in milliseconds. */
const BUDGET_MS: Record<Target, number> = { postgres: 100, pglite: 300 };

const EMAIL = 'bench@example.com';
const PASSWORD = 'bench password 123';

/** `--name value` or `--name=value`. */
export function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** `--scale N` (records in thousands, default 1000: a million), and `--targets postgres,pglite` (default both). */
function benchOptions(): { scale: number; targets: Target[] } {
  const scale = Number(option('scale') ?? 1000);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
  const targets = (option('targets') ?? 'postgres,pglite').split(',') as Target[];
  const unknown = targets.filter((target) => !(target in BUDGET_MS));
  if (unknown.length) throw new Error(`--targets takes postgres and/or pglite, not ${unknown.join(', ')}`);
  return { scale, targets };
}

/** A fixed-seed generator, so that every run asks the same varied questions. */
export function seededRandom(seed: number) {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { random, pick: <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] };
}

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export interface BenchServer {
  db: Db;
  /** A GET through the whole HTTP app as a signed-in super administrator; throws unless 200. */
  get(url: string, query: Record<string, string>): Promise<unknown>;
  /** Downloads an export over a real socket, reading it as it streams, and prints what it took. */
  download(url: string, query: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/** The real server over a fresh database of the target (DATABASE_URL's server, else the local one). */
async function openBenchServer(target: Target): Promise<BenchServer> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const database = target === 'postgres' ? await createPostgresDatabase(serverUrl, 'bench') : undefined;
  const config = {
    ...readConfig({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }),
    databaseUrl: database?.databaseUrl,
    dataDir: 'memory://',
  };
  const server = await createServer(config, { log: () => undefined });
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: EMAIL, password: PASSWORD },
  });
  const token = login.json().data.token as string;
  return {
    db: server.database.db,
    async get(url, query) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        query,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200)
        throw new Error(`${url} ${JSON.stringify(query)} answered ${response.statusCode}: ${response.body}`);
      return response.json();
    },
    async download(url, query) {
      const address = server.app.server.listening ? undefined : await server.app.listen({ port: 0, host: '127.0.0.1' });
      const base = address ?? `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
      // The live heap after a collection (npm run bench exposes gc): what the export holds, not what awaits collection.
      const collect = (globalThis as { gc?: () => void }).gc;
      const liveHeap = () => {
        collect?.();
        return process.memoryUsage().heapUsed;
      };
      const heapBefore = liveHeap();
      let peakHeap = heapBefore;
      const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, liveHeap())), 250);
      const started = performance.now();
      const response = await fetch(`${base}${url}?${new URLSearchParams(query)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}`);
      let bytes = 0;
      let lines = 0;
      let firstByteMs = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (!bytes) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `export ${url}: ${(lines - 1).toLocaleString('en')} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${seconds.toFixed(1)} s ` +
          `(first byte after ${firstByteMs.toFixed(0)} ms; the ${collect ? 'live' : 'uncollected'} heap grew at most ${((peakHeap - heapBefore) / 2 ** 20).toFixed(0)} MiB)`,
      );
    },
    async close() {
      await server.close();
      await database?.drop();
    },
  };
}

/** The value at `fraction` (0.95: p95) of ascending values. */
export const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];

/** Collects each endpoint's timings and prints p50 / p95 through HTTP, the bare service call's, and their ratio. */
export class LatencyTable {
  private readonly rows: string[][];
  withinBudget = true;

  constructor(private readonly target: Target) {
    this.rows = [
      ['endpoint', 'http p50', 'http p95', 'bare p50', 'bare p95', 'p95 ratio', `budget ${BUDGET_MS[target]} ms`],
    ];
  }

  /** Times each call through the HTTP app, then as the bare service call, and adds the endpoint's row. */
  async measure(name: string, calls: { http: () => Promise<unknown>; bare: () => Promise<unknown> }[]) {
    const http: number[] = [];
    const bare: number[] = [];
    for (const call of calls) {
      http.push(await timed(call.http));
      bare.push(await timed(call.bare));
    }
    this.add(name, http, bare);
  }

  private add(name: string, http: number[], bare: number[]) {
    const [httpSorted, bareSorted] = [[...http].sort((a, b) => a - b), [...bare].sort((a, b) => a - b)];
    const httpP95 = percentile(httpSorted, 0.95);
    const over = httpP95 > BUDGET_MS[this.target];
    if (over) this.withinBudget = false;
    const figures = [
      percentile(httpSorted, 0.5),
      httpP95,
      percentile(bareSorted, 0.5),
      percentile(bareSorted, 0.95),
    ].map((value) => value.toFixed(1));
    this.rows.push([
      name,
      ...figures,
      (httpP95 / Math.max(0.01, percentile(bareSorted, 0.95))).toFixed(2),
      over ? 'OVER BUDGET' : 'ok',
    ]);
  }

  print() {
    const widths = this.rows[0].map((_, column) => Math.max(...this.rows.map((row) => row[column].length)));
    for (const row of this.rows)
      console.log(
        row.map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  '),
      );
  }
}

/**
 * A data benchmark on each target of the command line (`--scale`, `--targets`): a server over a fresh
 * database, `seed` run over it (given the scale), the database vacuumed and analysed as autovacuum would (statistics
 * for the planner and a visibility map for index-only scans), `measure` adding its endpoints to the
 * latency table, the table printed, then `afterTable` if given. Exits non-zero when any endpoint exceeded
 * its budget.
 */
export function benchEndpoints(steps: {
  seed: (db: Db, scale: number, target: Target) => Promise<void>;
  measure: (bench: BenchServer, table: LatencyTable) => Promise<void>;
  afterTable?: (bench: BenchServer) => Promise<void>;
}) {
  const { scale, targets } = benchOptions();
  (async () => {
    let ok = true;
    for (const target of targets) ok = (await benchTarget(target, scale, steps)) && ok;
    console.log(ok ? '\nwithin budget' : '\nBUDGET EXCEEDED');
    process.exit(ok ? 0 : 1);
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

async function benchTarget(
  target: Target,
  scale: number,
  { seed, measure, afterTable }: Parameters<typeof benchEndpoints>[0],
): Promise<boolean> {
  const bench = await openBenchServer(target);
  try {
    await seed(bench.db, scale, target);
    await bench.db.execute(sql`VACUUM ANALYZE`);
    const table = new LatencyTable(target);
    await measure(bench, table);
    table.print();
    await afterTable?.(bench);
    return table.withinBudget;
  } finally {
    await bench.close();
  }
}
