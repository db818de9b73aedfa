// `npm run dev` serves the real API from here: the server's own code over an in-memory PGlite
// with demo data. Business rules live in server/; this file only forwards requests to it.
import { readConfig } from '../server/src/config';
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
}

const DEMO_ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };

let started: Promise<StartedServer> | undefined;
function demoServer(): Promise<StartedServer> {
  started ??= (async () => {
    const config = {
      ...readConfig({ ADMIN_EMAIL: DEMO_ADMIN.email, ADMIN_PASSWORD: DEMO_ADMIN.password }),
      dataDir: 'memory://',
    };
    const server = await createServer(config);
    await seedDemoData(server.database.db);
    console.log(
      `Mock API ready. Sign in as ${DEMO_ADMIN.email}, operator@example.com or analyst@example.com with "${DEMO_PASSWORD}".`,
    );
    return server;
  })();
  return started;
}

async function forward(req: MockRequest, res: MockResponse) {
  const { app } = await demoServer();
  const hasBody =
    req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined && Object.keys(req.body ?? {}).length > 0;
  // The body was parsed by Umi and is sent again as JSON, so its original length no longer holds.
  const { 'content-length': _length, ...headers } = req.headers;
  const response = await app.inject({
    method: req.method as 'GET',
    url: req.originalUrl,
    headers,
    payload: hasBody ? JSON.stringify(req.body) : undefined,
    remoteAddress: req.ip,
  });
  res.status(response.statusCode);
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding')
      res.setHeader(name, String(value));
  }
  res.send(response.rawPayload);
}

function forwardOrFail(req: MockRequest, res: MockResponse) {
  forward(req, res).catch((error: Error) => {
    console.error(error);
    res
      .status(500)
      .send(Buffer.from(JSON.stringify({ success: false, errorCode: 'INTERNAL_ERROR', errorMessage: error.message })));
  });
}

export default Object.fromEntries(
  ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => [`${method} /api/(.*)`, forwardOrFail]),
);
