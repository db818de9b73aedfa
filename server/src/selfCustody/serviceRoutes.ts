// The service API: the custody executor pulls approved operations from the outbox and reports
// their outcome; the bridge indexer reports deposits it saw, withdrawal requests and vault
// figures. Callers hold scoped service tokens, never administrator sessions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { errorResponses, idParams, ok } from '../http/envelope';
import { reportVaultFigures } from './dataPanel';
import { reportObservedDeposit } from './deposits';
import { listOutbox, reportOperation } from './operations';
import {
  depositItem,
  observedDepositBody,
  operationItem,
  operationReportBody,
  outboxQuery,
  vaultReportBody,
  withdrawalItem,
  withdrawalRequestBody,
} from './schema';
import { recordWithdrawalRequest } from './withdrawals';

const tags = ['service'];
const executor = { serviceScope: 'executor' as const };
const indexer = { serviceScope: 'indexer' as const };

export const serviceApiRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork }> = async (
  app,
  { db, btcNetwork },
) => {
  app.get(
    '/api/service/outbox',
    {
      config: { requires: executor },
      schema: {
        tags,
        summary: 'Approved operations to execute, then submitted ones to follow up, oldest first',
        querystring: outboxQuery,
        response: { 200: ok(z.array(operationItem)), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await listOutbox(db, request.query.limit) }),
  );

  app.post(
    '/api/service/operations/:id/report',
    {
      config: { requires: executor },
      schema: {
        tags,
        summary:
          'Report an operation submitted (with its hash), confirmed or failed (with the reason); the same report again changes nothing',
        params: idParams,
        body: operationReportBody,
        response: { 200: ok(operationItem.extend({ changed: z.boolean() })), ...errorResponses },
      },
    },
    async (request) => {
      const { operation, changed } = await reportOperation(db, actorOf(request), request.params.id, request.body);
      return { success: true as const, data: { ...operation, changed } };
    },
  );

  app.post(
    '/api/service/deposits/observed',
    {
      config: { requires: indexer },
      schema: {
        tags,
        summary:
          'A recorded deposit seen on chain: confirmed if the amount matches, otherwise a mismatch that blocks minting',
        body: observedDepositBody,
        response: { 200: ok(depositItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reportObservedDeposit(db, actorOf(request), request.body),
    }),
  );

  app.post(
    '/api/service/withdrawals',
    {
      config: { requires: indexer },
      schema: {
        tags,
        summary: 'A withdrawal request seen on chain, with its nonce and cooling time',
        body: withdrawalRequestBody(btcNetwork),
        response: { 200: ok(withdrawalItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordWithdrawalRequest(db, actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/service/institutions/vault',
    {
      config: { requires: indexer },
      schema: {
        tags,
        summary: "An institution's latest vault figures",
        body: vaultReportBody(btcNetwork),
        response: {
          200: ok(z.object({ institutionId: z.number().int(), name: z.string(), btcAccount: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ success: true as const, data: await reportVaultFigures(db, actorOf(request), request.body) }),
  );
};
