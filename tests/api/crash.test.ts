// A crash in the middle of money confirmations: the real server runs as a child process (its own
// PGlite data folder, or its own PostgreSQL database when DATABASE_URL is set), receives a stream of
// mint confirmations, and is killed with SIGKILL mid-stream. After a restart every deposit's mint
// is either complete — its operation, its audit row and its outbox entry — or absent, and
// confirming every deposit again ends with exactly one mint operation each, and the data panel's
// balances are the sums of the records. On PostgreSQL, the server also outlives the database
// closing its idle connections.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, type Pool } from 'pg';
import { startTestApi } from '../support/apiServer';
import { fixedDeposit } from '../support/custodyAddresses';
import { createTestDatabase, type TestDatabaseTarget } from '../support/database';

const ROOT = path.resolve(__dirname, '../..');
const EMAIL = 'root@example.com';
const PASSWORD = 'root password 123';
const DEPOSITS = 45;

let target: TestDatabaseTarget;
let dataDir: string;
let child: ChildProcess | null = null;

beforeAll(async () => {
  target = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-data-'));
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await target.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `server/src/main.ts` on a free port and resolves with its address once it listens. */
function startServer(): Promise<{ process: ChildProcess; baseUrl: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(20_000 + Math.floor(Math.random() * 20_000)),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    STATIC_DIR: path.join(dataDir, 'no-panel'),
    LOG_LEVEL: 'warn',
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  // Node itself with tsx as a loader (not the tsx wrapper), so SIGKILL reaches the server process.
  const started = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) resolve({ process: started, baseUrl: match[1] });
    };
    started.stdout?.on('data', onData);
    started.stderr?.on('data', onData);
    started.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function call(baseUrl: string, method: string, url: string, token?: string, body?: object) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as { data: never; errorCode?: string } };
}

const signIn = async (baseUrl: string) =>
  (
    (await call(baseUrl, 'POST', '/api/auth/login', undefined, { email: EMAIL, password: PASSWORD })).json.data as {
      token: string;
    }
  ).token;

describe('SIGKILL in the middle of mint confirmations', () => {
  it('leaves every mint complete (operation, audit row, outbox entry) or absent, and one mint per deposit after retrying', async () => {
    let server = await startServer();
    child = server.process;
    let token = await signIn(server.baseUrl);
    const indexer = (
      (
        await call(server.baseUrl, 'POST', '/api/serviceTokens', token, {
          name: 'indexer',
          scopes: ['indexer', 'executor'],
        })
      ).json.data as { token: string }
    ).token;
    const depositIds: number[] = [];
    for (let index = 0; index < DEPOSITS; index += 1) {
      const depositHash = (index + 1).toString(16).padStart(64, 'e');
      const created = await call(
        server.baseUrl,
        'POST',
        '/api/selfCustody/deposits',
        token,
        fixedDeposit('Crash Fund', { amount: '0.5', depositHash, remarks: 'crash' }),
      );
      expect(created.status).toBe(200);
      depositIds.push((created.json.data as { id: number }).id);
      expect(
        (
          await call(server.baseUrl, 'POST', '/api/service/deposits/observed', indexer, {
            depositHash,
            amount: '0.5',
            confirmations: 6,
          })
        ).status,
      ).toBe(200);
    }

    // Stream confirmations four at a time and kill the server once a third have been answered.
    let answered = 0;
    let next = 0;
    const outcomes: Array<number | string> = [];
    const worker = async () => {
      while (next < depositIds.length) {
        const id = depositIds[next];
        next += 1;
        try {
          const answer = await call(server.baseUrl, 'POST', `/api/selfCustody/deposits/${id}/mint`, token);
          answered += 1;
          if (answered === Math.floor(DEPOSITS / 3)) server.process.kill('SIGKILL');
          outcomes.push(answer.status);
        } catch {
          outcomes.push('connection lost');
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(outcomes).toContain('connection lost');
    await new Promise((resolve) =>
      server.process.exitCode !== null || server.process.signalCode
        ? resolve(null)
        : server.process.once('exit', resolve),
    );

    server = await startServer();
    child = server.process;
    token = await signIn(server.baseUrl);
    const outbox = (await call(server.baseUrl, 'GET', '/api/service/outbox?limit=100', indexer)).json.data as {
      id: number;
      depositId: number | null;
    }[];
    let complete = 0;
    for (const id of depositIds) {
      const deposit = (await call(server.baseUrl, 'GET', `/api/selfCustody/deposits/${id}`, token)).json.data as {
        mintStatus: string;
        operation: { id: number } | null;
      };
      const audit = (
        await call(
          server.baseUrl,
          'GET',
          `/api/auditLogs?entityType=deposit&entityId=${id}&action=deposit.confirmMint`,
          token,
        )
      ).json as unknown as { total: number };
      const inOutbox = outbox.filter((operation) => operation.depositId === id).length;
      if (deposit.operation) {
        complete += 1;
        expect({ id, mintStatus: deposit.mintStatus, audit: audit.total, inOutbox }).toEqual({
          id,
          mintStatus: 'pending',
          audit: 1,
          inOutbox: 1,
        });
      } else {
        expect({ id, mintStatus: deposit.mintStatus, audit: audit.total, inOutbox }).toEqual({
          id,
          mintStatus: 'not_minted',
          audit: 0,
          inOutbox: 0,
        });
      }
    }
    expect(complete).toBeGreaterThanOrEqual(Math.floor(DEPOSITS / 3));
    console.log(`crash: ${complete} of ${DEPOSITS} mints committed before SIGKILL, ${DEPOSITS - complete} absent`);

    // Confirming every deposit again completes the absent ones and refuses the rest: one mint each.
    for (const id of depositIds) {
      const again = await call(server.baseUrl, 'POST', `/api/selfCustody/deposits/${id}/mint`, token);
      expect([200, 409]).toContain(again.status);
    }
    const finalOutbox = (await call(server.baseUrl, 'GET', '/api/service/outbox?limit=100', indexer)).json.data as {
      id: number;
      depositId: number | null;
    }[];
    for (const id of depositIds)
      expect({ id, mints: finalOutbox.filter((operation) => operation.depositId === id).length }).toEqual({
        id,
        mints: 1,
      });

    // The data panel's balances are the sums of the records: the executor completes 20 mints.
    const executed = finalOutbox.slice(0, 20);
    for (const [index, operation] of executed.entries()) {
      const txHash = `0x${(index + 1).toString(16).padStart(64, 'a')}`;
      expect(
        (
          await call(server.baseUrl, 'POST', `/api/service/operations/${operation.id}/report`, indexer, {
            status: 'submitted',
            txHash,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call(server.baseUrl, 'POST', `/api/service/operations/${operation.id}/report`, indexer, {
            status: 'confirmed',
          })
        ).status,
      ).toBe(200);
    }
    const panel = (await call(server.baseUrl, 'GET', '/api/selfCustody/dataPanel', token)).json.data as {
      totals: { btcAmount: string; btcPendingAmount: string };
    };
    expect(panel.totals).toMatchObject({
      btcAmount: '10.00000000',
      btcPendingAmount: (0.5 * (DEPOSITS - 20)).toFixed(8),
    });
    server.process.kill('SIGTERM');
    await new Promise((resolve) => server.process.once('exit', resolve));
  }, 300_000);
});

if (process.env.DATABASE_URL) {
  describe("PostgreSQL closing the server's connections", () => {
    it('keeps answering when the database terminates every idle connection of its pool', async () => {
      const api = await startTestApi();
      try {
        const token = await api.signIn();
        const admin = new Client({ connectionString: api.databaseUrl });
        await admin.connect();
        try {
          const { rows } = await admin.query(
            'SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          );
          expect(rows[0].ended).toBeGreaterThan(0);
        } finally {
          await admin.end();
        }
        // Once the pool has dropped the ended connections (each tells it, with an error event), the next
        // request is answered, by a new one.
        const pool = (api.db as unknown as { $client: Pool }).$client;
        const deadline = Date.now() + 10_000;
        while (pool.idleCount > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        expect(pool.idleCount).toBe(0);
        expect((await api.call('GET', '/api/auth/me', undefined, token)).statusCode).toBe(200);
      } finally {
        await api.close();
      }
    });
  });
}
