// `npm run dev` (mock/api.ts): the real API over the demo data, reached through Umi's dev server. Driven
// here through a small server that hands each request to the mock's handler as Umi's (Express) does:
// the body parsed, `status` and `send` on the answer, and the dev server's compression `flush`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import mock, { demoApi } from '../../mock/api';
import { DEMO_PASSWORD } from '../../server/src/demo/seedDemoData';
import { change, openEventStream } from '../support/eventStream';

type MockHandler = (req: unknown, res: unknown) => void;
const handlers = mock as Record<string, MockHandler>;
// Before any request: loading the mock starts its database and demo data (the dev server loads it at start).
const startedOnLoad = (globalThis as { adminPanelDemoApi?: unknown }).adminPanelDemoApi;

let devServer: http.Server;
let baseUrl: string;
let flushes = 0;

beforeAll(async () => {
  devServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const expressRequest = Object.assign(req, {
        originalUrl: req.url,
        body: text ? JSON.parse(text) : undefined,
        ip: '203.0.113.7',
      });
      const expressResponse = Object.assign(res, {
        status(code: number) {
          res.statusCode = code;
          return expressResponse;
        },
        send: (body: Buffer) => res.end(body),
        flush: () => {
          flushes += 1;
        },
      });
      handlers[`${req.method} /api/(.*)`](expressRequest, expressResponse);
    });
  });
  await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
  await demoApi();
}, 120_000);

afterAll(async () => {
  devServer.closeAllConnections();
  await new Promise((resolve) => devServer.close(resolve));
  await (await demoApi()).server.close();
});

async function call(method: string, path: string, token?: string, body?: object) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: await response.json() };
}

const signIn = async () =>
  (await call('POST', '/api/auth/login', undefined, { email: 'admin@example.com', password: DEMO_PASSWORD })).json.data
    .token as string;

describe('the dev mock', () => {
  it('starts its database and demo data when the dev server loads it, before the first request', () => {
    expect(startedOnLoad).toBeInstanceOf(Promise);
  });

  it('has data on every page that reads the growing tables: statistics, Data Overview, Home, hedging', async () => {
    const token = await signIn();
    const lists = [
      '/api/statistics/pageViews',
      '/api/statistics/walletConnections',
      '/api/statistics/positions',
      '/api/statistics/teams',
      '/api/statistics/lotteryDraws',
      '/api/hedgingStrategies/rewardWithdrawals',
      '/api/hedgingStrategies/cexDeposits',
      '/api/hedgingStrategies/spotSales',
      '/api/hedgingStrategies/crossChain',
    ];
    const totals = await Promise.all(
      lists.map(async (path) => {
        const { status, json } = await call('GET', `${path}?current=1&pageSize=5`, token);
        return { path, status, rows: json.data?.length ?? 0 };
      }),
    );
    for (const total of totals) expect(total).toEqual({ path: total.path, status: 200, rows: 5 });
    const latest = await call('GET', '/api/overview/latest', token);
    expect(latest.status).toBe(200);
    expect(JSON.stringify(latest.json.data)).toMatch(/\d/);
    const overview = await call('GET', '/api/overview?range=30d', token);
    expect(overview.json.data.series.length).toBeGreaterThan(1);
  });

  it('answers the live stream at once and brings each change as it happens', async () => {
    const token = await signIn();
    const stream = await openEventStream(baseUrl, token);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      const news = await call('GET', '/api/news?current=1&pageSize=1&status=shown', token);
      const [item] = news.json.data;
      const flushedBefore = flushes;
      expect((await call('POST', `/api/news/${item.id}/hide`, token)).status).toBe(200);
      const event = await stream.next(change('news.hide'), 15_000);
      expect(event.data).toMatchObject({ action: 'news.hide' });
      // Pushed through the dev server's compression as it came, not held until the answer ends.
      expect(flushes).toBeGreaterThan(flushedBefore);
    } finally {
      stream.close();
    }
  });

  it('passes a refusal through as the API gives it', async () => {
    const refused = await call('GET', '/api/statistics/pageViews');
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ success: false });
  });
});
