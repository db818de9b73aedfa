#!/usr/bin/env node
// An example custody / chain executor for the service API: it reads approved operations from the
// outbox, "submits" each one and reports the hash, then reports submitted ones confirmed.
//
// It holds no keys and moves no money: where a real executor would ask the custody provider to
// sign and broadcast (a BTC transfer for withdrawals and refunds, a YBTC mint or the opening of a
// CRSM position on the EVM chain),
// this one derives a stand-in transaction hash from the operation. Use it to watch the panel's
// statuses move, and as the shape of the real thing.
//
//   EXECUTOR_TOKEN=svc_... node scripts/example-executor.mjs [--api http://127.0.0.1:8000] [--once]
//                                                            [--interval 5000] [--fail "reason"]
//
//   --once       one pass over the outbox, then exit (exit code 1 if a report was refused)
//   --interval   milliseconds between passes when running continuously (default 5000)
//   --fail       report approved operations failed with this reason instead of submitting them
//
// The token is a service token with the `executor` scope, created under Self custody → data
// panel → Service tokens. It is sent as `Authorization: Bearer <token>`.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    api: { type: 'string', default: process.env.PANEL_API_URL ?? 'http://127.0.0.1:8000' },
    token: { type: 'string', default: process.env.EXECUTOR_TOKEN },
    once: { type: 'boolean', default: false },
    interval: { type: 'string', default: '5000' },
    fail: { type: 'string' },
  },
});

if (!options.token) {
  console.error('Set EXECUTOR_TOKEN (or pass --token) to a service token with the executor scope.');
  process.exit(2);
}

/** Calls the service API; answers the envelope's data, or throws with the server's code and message. */
async function call(method, path, body) {
  const response = await fetch(new URL(path, options.api), {
    method,
    headers: { authorization: `Bearer ${options.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await response.json().catch(() => null);
  if (!response.ok || !envelope?.success) {
    const error = new Error(
      `${method} ${path}: ${response.status} ${envelope?.errorCode ?? ''} ${envelope?.errorMessage ?? ''}`.trim(),
    );
    error.status = response.status;
    throw error;
  }
  return envelope.data;
}

/** The operations that settle on the EVM chain; the others are BTC transfers. */
const EVM_KINDS = new Set(['mint', 'crsm_open']);

/** The stand-in for a broadcast transaction: ETH-style for mints and CRSM positions, BTC-style for withdrawals and refunds. */
function standInHash(operation) {
  const hex = createHash('sha256').update(`${operation.kind}:${operation.id}:${operation.attempt}`).digest('hex');
  return EVM_KINDS.has(operation.kind) ? `0x${hex}` : hex;
}

function reportFor(operation) {
  if (operation.status === 'approved') {
    return options.fail
      ? { status: 'failed', reason: options.fail }
      : { status: 'submitted', txHash: standInHash(operation) };
  }
  return { status: 'confirmed', txHash: operation.txHash ?? undefined };
}

async function pass() {
  const outbox = await call('GET', '/api/service/outbox?limit=50');
  let refused = 0;
  for (const operation of outbox) {
    const report = reportFor(operation);
    try {
      const result = await call('POST', `/api/service/operations/${operation.id}/report`, report);
      console.log(
        `${operation.kind} #${operation.id} (${operation.amount} ${operation.kind === 'crsm_open' ? 'YBTC' : 'BTC'} → ${operation.destination}): ${result.status}${result.txHash ? ` ${result.txHash}` : ''}`,
      );
    } catch (error) {
      refused += 1;
      console.error(`${operation.kind} #${operation.id}: ${error.message}`);
    }
  }
  return { seen: outbox.length, refused };
}

if (options.once) {
  try {
    const { seen, refused } = await pass();
    console.log(`${seen} operation(s) in the outbox, ${refused} report(s) refused`);
    process.exit(refused ? 1 : 0);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
} else {
  const interval = Number(options.interval);
  let stopping = false;
  process.on('SIGINT', () => {
    stopping = true;
  });
  process.on('SIGTERM', () => {
    stopping = true;
  });
  console.log(`Following ${options.api} every ${interval} ms; Ctrl-C stops.`);
  while (!stopping) {
    await pass().catch((error) => console.error(error.message));
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
