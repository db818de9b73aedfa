// `npm run bench churn`: one session opens and closes 1,000 live streams (GET /api/events), ten at a
// time: twice what a session may hold, so that the server closes the oldest five of each ten
// (STREAMS_PER_SESSION) and the client the rest. A listening server in this process on PGlite.
// Prints the live heap and buffers after gc at the start and after every 250 streams, and exits
// non-zero when 1,000 streams leave more than GROWTH_BUDGET_KIB behind or a stream stays attached.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { STREAMS_PER_SESSION } from '../../server/src/events/hub';
import { startSignedIn } from '../support/apiServer';
import { openEventStream } from '../support/eventStream';

const STREAMS = 1000;
const AT_ONCE = STREAMS_PER_SESSION * 2;
/** What 1,000 opened and closed streams may leave behind: 2 KiB each would be a leak (one stream costs ~180 KiB open). */
const GROWTH_BUDGET_KIB = 512;

const gc = (globalThis as { gc?: () => void }).gc;
function retained(): { heap: number; external: number } {
  // Twice: what the first collection frees can hold more, freed by the second.
  gc?.();
  gc?.();
  const { heapUsed, external } = process.memoryUsage();
  return { heap: heapUsed, external };
}
const kib = (bytes: number) => (bytes / 1024).toFixed(0);

async function main() {
  if (!gc) throw new Error('run through npm run bench, which exposes gc');
  const { api, rootToken } = await startSignedIn();
  const url = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const hub = api.app.eventHub;
  const failures: string[] = [];
  const settle = async () => {
    const deadline = performance.now() + 10_000;
    while (hub.connections > 0 && performance.now() < deadline) await delay(10);
    if (hub.connections > 0) failures.push(`${hub.connections} streams still attached after their clients left`);
  };
  const churn = async (count: number) => {
    let closedByServer = 0;
    for (let opened = 0; opened < count; opened += AT_ONCE) {
      const batch = [];
      for (let index = 0; index < AT_ONCE; index += 1) batch.push(await openEventStream(url, rootToken));
      if (batch.some((stream) => stream.status !== 200)) failures.push('a stream was refused');
      if (hub.connections > STREAMS_PER_SESSION)
        failures.push(`${hub.connections} streams open for one session, more than ${STREAMS_PER_SESSION}`);
      await Promise.all(batch.slice(0, AT_ONCE - STREAMS_PER_SESSION).map((stream) => stream.closed));
      closedByServer += batch.filter((stream) => stream.events.some((event) => event.event === 'closed')).length;
      for (const stream of batch) stream.close();
      await settle();
    }
    return closedByServer;
  };
  try {
    // Warmed up first, so that what is set up once (compiled code, pools) is not counted.
    await churn(50);
    const start = retained();
    console.log(
      `events churn: ${STREAMS} streams of one session, ${AT_ONCE} at a time (at most ${STREAMS_PER_SESSION} kept open)`,
    );
    console.log(`  start: heap ${kib(start.heap)} KiB, buffers ${kib(start.external)} KiB`);
    let closedByServer = 0;
    let last = start;
    const started = performance.now();
    for (let done = 0; done < STREAMS; done += 250) {
      closedByServer += await churn(250);
      last = retained();
      console.log(
        `  after ${done + 250}: heap ${kib(last.heap)} KiB (${kib(last.heap - start.heap)} since the start), buffers ${kib(last.external)} KiB`,
      );
    }
    const growth = last.heap + last.external - (start.heap + start.external);
    console.log(
      `  ${closedByServer} closed by the server for newer ones, the rest by their client; ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(`  left behind by ${STREAMS} streams: ${kib(growth)} KiB (budget ${GROWTH_BUDGET_KIB} KiB)`);
    if (closedByServer !== (STREAMS / AT_ONCE) * (AT_ONCE - STREAMS_PER_SESSION))
      failures.push(`the server closed ${closedByServer} streams for newer ones`);
    if (growth > GROWTH_BUDGET_KIB * 1024)
      failures.push(`${kib(growth)} KiB left behind, over ${GROWTH_BUDGET_KIB} KiB`);
  } finally {
    await api.close();
  }
  if (failures.length) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
