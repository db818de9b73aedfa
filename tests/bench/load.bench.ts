// Load: 50 signed-in administrators (distinct sessions) mix list reads with writes (news create and
// hide/show toggles, feedback processing) against a real listening server for 60 s
// (`npm run bench load -- --duration 10` for a quick run). Prints latency percentiles, requests and
// errors; exits non-zero on any connection error, timeout or non-2xx answer other than the 409s the
// writes expect (a toggle to the state an item already has, feedback already processed).
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../server/src/config';
import { hashPassword } from '../../server/src/auth/passwords';
import { admins } from '../../server/src/db/schema';
import { selectRows } from '../../server/src/db/client';
import { createServer } from '../../server/src/server';
import { createTestDatabase } from '../support/database';

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonInstance {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
  ): void;
}
const autocannon = createRequire(__filename)('autocannon') as (
  options: Record<string, unknown>,
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;

/** Runs autocannon and keeps every response's latency: its own report has p90 and p97.5, not p95. */
function runLoad(options: Record<string, unknown>): Promise<{ result: AutocannonResult; latencies: number[] }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, latencies })));
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  });
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];

const ADMINISTRATORS = 50;
const durationArgument = process.argv.indexOf('--duration');
const DURATION_SECONDS = durationArgument > 0 ? Number(process.argv[durationArgument + 1]) : 60;
const EXPECTED_REFUSALS = new Set(['409']);

async function main() {
  const target = await createTestDatabase();
  const config = {
    ...readConfig({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root password 123' }),
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
  };
  const server = await createServer(config, { log: () => undefined });
  const db = server.database.db;
  try {
    const [{ id: superRoleId }] = await selectRows<{ id: number }>(db, sql`SELECT id FROM roles WHERE is_super`);
    const passwordHash = await hashPassword('load password 1');
    await db.insert(admins).values(
      Array.from({ length: ADMINISTRATORS }, (_, index) => ({
        email: `load${index}@example.com`,
        passwordHash,
        name: `Load ${index}`,
        roleId: superRoleId,
      })),
    );
    await db.execute(sql`INSERT INTO news (title, description, image_url, link, published_at, status)
      SELECT 'Seeded ' || n, 'Load test item', 'https://cdn.example.com/a.png', 'https://example.com', now() - n * interval '1 minute', 'shown' FROM generate_series(1, 500) n`);
    await db.execute(
      sql`INSERT INTO feedback (email, content) SELECT 'user' || n || '@example.com', 'Feedback ' || n FROM generate_series(1, 5000) n`,
    );
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const tokens: string[] = [];
    for (let index = 0; index < ADMINISTRATORS; index += 1) {
      const response = await fetch(`${address}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `load${index}@example.com`, password: 'load password 1' }),
      });
      if (!response.ok) throw new Error(`sign-in ${index} failed: ${response.status} ${await response.text()}`);
      tokens.push(((await response.json()) as { data: { token: string } }).data.token);
    }
    let turn = 0;
    const asSomeone = (request: AutocannonRequest): AutocannonRequest => {
      turn += 1;
      return { ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[turn % tokens.length]}` } };
    };
    const randomId = (count: number) => 1 + Math.floor(Math.random() * count);
    const json = { 'content-type': 'application/json' };
    const requests: AutocannonRequest[] = [
      { method: 'GET', path: '/api/news?current=1&pageSize=20', setupRequest: asSomeone },
      { method: 'GET', path: '/api/feedback?current=1&pageSize=20&status=untreated', setupRequest: asSomeone },
      {
        method: 'POST',
        path: '/api/news',
        headers: json,
        body: JSON.stringify({
          title: 'Load news',
          description: 'Created under load',
          imageUrl: 'https://cdn.example.com/a.png',
          link: 'https://example.com',
          publishedAt: '2025-03-01T08:00:00.000Z',
        }),
        setupRequest: asSomeone,
      },
      { method: 'GET', path: '/api/auditLogs?current=1&pageSize=20', setupRequest: asSomeone },
      {
        method: 'POST',
        setupRequest: (request) =>
          asSomeone({ ...request, path: `/api/news/${randomId(500)}/${Math.random() < 0.5 ? 'hide' : 'show'}` }),
      },
      {
        method: 'POST',
        setupRequest: (request) => asSomeone({ ...request, path: `/api/feedback/${randomId(5000)}/process` }),
      },
      { method: 'GET', path: '/api/admins?current=1&pageSize=20', setupRequest: asSomeone },
    ];
    console.log(`load: ${ADMINISTRATORS} administrators, ${DURATION_SECONDS} s, ${server.database.kind}`);
    const { result, latencies } = await runLoad({
      url: address,
      connections: ADMINISTRATORS,
      duration: DURATION_SECONDS,
      requests,
    });
    latencies.sort((a, b) => a - b);
    const byStatus = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    );
    const unexpected = Object.entries(byStatus).filter(
      ([status]) => !status.startsWith('2') && !EXPECTED_REFUSALS.has(status),
    );
    console.log(
      `requests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s); by status ${JSON.stringify(byStatus)}`,
    );
    const at = (fraction: number) => percentile(latencies, fraction).toFixed(1);
    console.log(
      `latency ms: p50 ${at(0.5)}, p90 ${at(0.9)}, p95 ${at(0.95)}, p97.5 ${at(0.975)}, p99 ${at(0.99)}, max ${result.latency.max}`,
    );
    console.log(
      `errors: ${result.errors}, timeouts: ${result.timeouts}, unexpected statuses: ${JSON.stringify(Object.fromEntries(unexpected))}`,
    );
    if (result.errors > 0 || result.timeouts > 0 || unexpected.length > 0) process.exitCode = 1;
  } finally {
    await server.close();
    await target.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
