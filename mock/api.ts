// `npm run dev` serves the real API from here: the server's own code over an in-memory PGlite
// with demo data, the growing tables (statistics, Data Overview, hedging records) included. Business
// rules live in server/; this file only forwards requests to it, over HTTP, so that an answer that
// streams (the live stream, GET /api/events) arrives as it is written.
import http from 'node:http';
import { readConfig } from '../server/src/config';
import { scaleSeeders } from '../server/src/demo/scaleSeeders';
import { seedDemoData, DEMO_PASSWORD } from '../server/src/demo/seedDemoData';
import { createServer, type StartedServer } from '../server/src/server';

// The parts of Umi's mock request and response (Express's) that forwarding uses.
interface MockRequest {
  method: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Record<string, unknown>;
  ip?: string;
}
interface MockResponse {
  status(code: number): MockResponse;
  setHeader(name: string, value: string | string[]): void;
  send(body: Buffer): void;
  write(chunk: Buffer): boolean;
  end(): void;
  /** Added by the dev server's compression middleware: sends what it has compressed so far. */
  flush?: () => void;
  headersSent: boolean;
  /** After the answer has ended, or when the browser went away before. */
  on(event: 'close', listener: () => void): unknown;
}

const DEMO_ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };

/** The demo API, listening on a loopback port of its own. */
export interface DemoApi {
  server: StartedServer;
  origin: string;
}

// Kept on the process: Umi evaluates this file again when it changes, which must not start a second server.
const holder = globalThis as typeof globalThis & { adminPanelDemoApi?: Promise<DemoApi> };

/** The demo API, started (and seeded) once per dev server. */
export function demoApi(): Promise<DemoApi> {
  holder.adminPanelDemoApi ??= (async () => {
    const config = {
      ...readConfig({
        ADMIN_EMAIL: DEMO_ADMIN.email,
        ADMIN_PASSWORD: DEMO_ADMIN.password,
        // Requests arrive from the dev server on this machine, which names the browser's address.
        TRUST_PROXY: 'loopback',
      }),
      dataDir: 'memory://',
    };
    const server = await createServer(config);
    await seedDemoData(server.database.db);
    for (const seeder of scaleSeeders) await seeder.seed(server.database.db, 1);
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    console.log(
      `Mock API ready. Sign in as ${DEMO_ADMIN.email}, operator@example.com or analyst@example.com with "${DEMO_PASSWORD}".`,
    );
    return { server, origin };
  })();
  return holder.adminPanelDemoApi;
}

// Started with the dev server, so that the first sign-in does not wait for the database and its seeding.
demoApi().catch((error: Error) => console.error('The mock API did not start:', error));

const HOP_BY_HOP = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

async function forward(req: MockRequest, res: MockResponse) {
  const { origin } = await demoApi();
  const hasBody =
    req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined && Object.keys(req.body ?? {}).length > 0;
  // The body was parsed by Umi and is sent again as JSON, so its original length no longer holds.
  const body = hasBody ? JSON.stringify(req.body) : undefined;
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  await new Promise<void>((resolve, reject) => {
    const upstream = http.request(new URL(req.originalUrl, origin), { method: req.method, headers }, (answer) => {
      res.status(answer.statusCode ?? 502);
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
      // Each piece as it comes: the live stream's events must not wait in the dev server's compression.
      answer.on('data', (chunk: Buffer) => {
        res.write(chunk);
        res.flush?.();
      });
      answer.on('end', () => {
        res.end();
        resolve();
      });
      answer.on('error', reject);
    });
    // The browser went away (a closed tab, the live stream reconnecting): so does the request upstream.
    res.on('close', () => {
      upstream.destroy();
      resolve();
    });
    upstream.on('error', reject);
    upstream.end(body);
  });
}

function forwardOrFail(req: MockRequest, res: MockResponse) {
  forward(req, res).catch((error: Error) => {
    console.error(error);
    if (res.headersSent) return res.end();
    res
      .status(500)
      .send(Buffer.from(JSON.stringify({ success: false, errorCode: 'INTERNAL_ERROR', errorMessage: error.message })));
  });
}

export default Object.fromEntries(
  ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => [`${method} /api/(.*)`, forwardOrFail]),
);
