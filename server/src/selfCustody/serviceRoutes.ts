// The service API: the custody executor pulls approved operations from the outbox and reports
// their outcome; the bridge indexer reports deposits it saw, withdrawal requests and vault
// figures. Callers hold scoped service tokens, never administrator sessions.
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams } from '../http/envelope';
import { reportVaultFigures } from './dataPanel';
import { reportObservedDeposit } from './deposits';
import { listOutbox, reportOperation } from './executorReports';
import { depositItem, observedDepositBody } from './schema/deposits';
import { vaultReportBody } from './schema/institutions';
import { operationItem, operationReportBody, outboxQuery } from './schema/operations';
import { withdrawalItem, withdrawalRequestBody } from './schema/withdrawals';
import { recordWithdrawalRequest } from './withdrawals';
import { domainRoutes } from '../http/route';

const executor = { serviceScope: 'executor' as const };
const indexer = { serviceScope: 'indexer' as const };

export const serviceApiRoutes = domainRoutes<{ db: Db; btcNetwork: BtcNetwork }>(
  ['service'],
  async (route, { db, btcNetwork }) => {
    route.get('/api/service/outbox', {
      requires: executor,
      summary: 'Approved operations to execute, then submitted ones to follow up, oldest first',
      schema: { querystring: outboxQuery, data: z.array(operationItem) },
      answer: (request) => listOutbox(db, request.query.limit),
    });

    route.post('/api/service/operations/:id/report', {
      requires: executor,
      summary:
        'Report an operation submitted (with its hash), confirmed or failed (with the reason); the same report again changes nothing',
      schema: { params: idParams, body: operationReportBody, data: operationItem.extend({ changed: z.boolean() }) },
      answer: async (request) => {
        const { operation, changed } = await reportOperation(db, actorOf(request), request.params.id, request.body);
        return { ...operation, changed };
      },
    });

    route.post('/api/service/deposits/observed', {
      requires: indexer,
      summary:
        'A recorded deposit seen on chain: confirmed if the amount matches, otherwise a mismatch that blocks minting',
      schema: { body: observedDepositBody, data: depositItem },
      answer: (request) => reportObservedDeposit(db, actorOf(request), request.body),
    });

    route.post('/api/service/withdrawals', {
      requires: indexer,
      summary: 'A withdrawal request seen on chain, with its nonce and cooling time',
      schema: { body: withdrawalRequestBody(btcNetwork), data: withdrawalItem },
      answer: (request) => recordWithdrawalRequest(db, actorOf(request), request.body),
    });

    route.put('/api/service/institutions/vault', {
      requires: indexer,
      summary: "An institution's latest vault figures",
      schema: {
        body: vaultReportBody(btcNetwork),
        data: z.object({ institutionId: z.number().int(), name: z.string(), btcAccount: z.string() }),
      },
      answer: (request) => reportVaultFigures(db, actorOf(request), request.body),
    });
  },
);
