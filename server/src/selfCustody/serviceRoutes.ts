// The service API: the custody executor pulls approved operations from the outbox and reports
// their outcome; the bridge indexer reports deposits it saw, withdrawal requests and vault
// figures. Callers hold scoped service tokens, never administrator sessions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams, ok } from '../http/envelope';
import { reportVaultFigures } from './dataPanel';
import { reportObservedDeposit } from './deposits';
import { listOutbox, reportOperation } from './executorReports';
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
import { answer, declared } from '../http/declared';

const tags = ['service'];
const executor = { serviceScope: 'executor' as const };
const indexer = { serviceScope: 'indexer' as const };

export const serviceApiRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork }> = async (
  app,
  { db, btcNetwork },
) => {
  app.get(
    '/api/service/outbox',
    declared({
      requires: executor,
      tags,
      summary: 'Approved operations to execute, then submitted ones to follow up, oldest first',
      querystring: outboxQuery,
      response: ok(z.array(operationItem)),
    }),
    (request) => answer(listOutbox(db, request.query.limit)),
  );

  app.post(
    '/api/service/operations/:id/report',
    declared({
      requires: executor,
      tags,
      summary:
        'Report an operation submitted (with its hash), confirmed or failed (with the reason); the same report again changes nothing',
      params: idParams,
      body: operationReportBody,
      response: ok(operationItem.extend({ changed: z.boolean() })),
    }),
    async (request) => {
      const { operation, changed } = await reportOperation(db, actorOf(request), request.params.id, request.body);
      return { success: true as const, data: { ...operation, changed } };
    },
  );

  app.post(
    '/api/service/deposits/observed',
    declared({
      requires: indexer,
      tags,
      summary:
        'A recorded deposit seen on chain: confirmed if the amount matches, otherwise a mismatch that blocks minting',
      body: observedDepositBody,
      response: ok(depositItem),
    }),
    (request) => answer(reportObservedDeposit(db, actorOf(request), request.body)),
  );

  app.post(
    '/api/service/withdrawals',
    declared({
      requires: indexer,
      tags,
      summary: 'A withdrawal request seen on chain, with its nonce and cooling time',
      body: withdrawalRequestBody(btcNetwork),
      response: ok(withdrawalItem),
    }),
    (request) => answer(recordWithdrawalRequest(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/service/institutions/vault',
    declared({
      requires: indexer,
      tags,
      summary: "An institution's latest vault figures",
      body: vaultReportBody(btcNetwork),
      response: ok(z.object({ institutionId: z.number().int(), name: z.string(), btcAccount: z.string() })),
    }),
    (request) => answer(reportVaultFigures(db, actorOf(request), request.body)),
  );
};
