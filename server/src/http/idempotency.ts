// `Idempotency-Key` on money operations (and on what the service API receives, feedback): the first request with a key does the work and stores
// its answer in the same transaction; a retry with the same key gets that answer again, and one
// sent while the first is still being processed is refused with 409 (a transaction-scoped advisory
// lock marks the key as in progress, and a crash releases it with the transaction).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { selectRows, type Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { Actor } from '../auditLogs/service';
import { actorOf, signedIn } from './authorization';
import { AppError } from './errors';
import type { Route, RouteRequest, RouteSchema, routesOf } from './route';

/** Answers are replayed for a day; older keys are forgotten. */
const KEY_LIFETIME = sql`interval '1 day'`;

export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9._:-]+$/, 'must be 8 to 100 letters, digits or ._:-')
    .optional()
    .describe(
      'Send the same key when retrying: the operation then happens once and the first answer is returned again',
    ),
});

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url ?? ''} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');
}

/** Who a key belongs to: the signed-in administrator, or the service token that called. */
type KeyOwner = { adminId: number; serviceTokenId?: never } | { serviceTokenId: number; adminId?: never };

function ownerOf(request: FastifyRequest): KeyOwner {
  if (request.serviceCaller) return { serviceTokenId: request.serviceCaller.tokenId };
  return { adminId: signedIn(request).admin.id };
}

const ownedBy = (owner: KeyOwner, key: string) =>
  and(
    owner.adminId !== undefined
      ? eq(idempotencyKeys.adminId, owner.adminId)
      : eq(idempotencyKeys.serviceTokenId, owner.serviceTokenId),
    eq(idempotencyKeys.key, key),
  );

/** The advisory lock that marks an administrator's key (or a service token's: `svc` and its id) as in progress (two 32-bit halves). */
export function inProgressLockOf(owner: number | `svc${number}`, key: string): [number, number] {
  const digest = createHash('sha256').update(`${owner}:${key}`).digest();
  return [digest.readInt32BE(0), digest.readInt32BE(4)];
}

/**
 * Runs `action` at most once per key and its owner (a signed-in administrator, or a service token).
 * The action receives the transaction to work in; its answer must be JSON.
 */
export async function onceForKey<T>(db: Db, request: FastifyRequest, action: (tx: Db) => Promise<T>): Promise<T> {
  const owner = ownerOf(request);
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (!key) return action(db);
  const fingerprint = fingerprintOf(request);
  const [lockHigh, lockLow] = inProgressLockOf(owner.adminId ?? `svc${owner.serviceTokenId}`, key);
  return db.transaction(async (tx) => {
    const [lock] = await selectRows<{ taken: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${lockHigh}::int, ${lockLow}::int) AS taken`,
    );
    if (!lock.taken) {
      throw new AppError(
        'IDEMPOTENCY_KEY_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed; wait for its answer, then retry.',
      );
    }
    await tx
      .delete(idempotencyKeys)
      .where(and(ownedBy(owner, key), lt(idempotencyKeys.createdAt, sql`now() - ${KEY_LIFETIME}`)));
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ ...owner, key, fingerprint, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(ownedBy(owner, key));
      if (stored.fingerprint !== fingerprint) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
      }
      return stored.response as T;
    }
    const result = await action(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result as object })
      .where(ownedBy(owner, key));
    return result;
  });
}

/** A route that moves money: what it requires and answers, and the move, made in the key's transaction. */
type MoneyMove<S extends RouteSchema> = Omit<Route<S>, 'stepUp' | 'answer'> & {
  move: (tx: Db, actor: Actor, request: RouteRequest<S>) => ReturnType<Route<S>['answer']>;
};

/**
 * Declares a POST route that moves money: it wants a recent sign-in proof, takes an
 * `Idempotency-Key`, and makes its move once per key.
 */
export function moneyMove<const S extends RouteSchema>(
  route: ReturnType<typeof routesOf>,
  db: Db,
  url: string,
  { move, schema, ...declaration }: MoneyMove<S>,
) {
  route.post(url, {
    ...declaration,
    stepUp: true,
    schema: { headers: idempotencyHeaders, ...schema },
    answer: (request) => onceForKey(db, request, (tx) => move(tx, actorOf(request), request as RouteRequest<S>)),
  });
}
