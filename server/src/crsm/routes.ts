// The CRSM pages' API: positions with their computed ICR and liquidation price, accounts, the
// price and settings, and the creation of positions (an outbox operation, once per
// Idempotency-Key); and the indexer's service routes for the price and position snapshots.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { ok, page } from '../http/envelope';
import { idempotencyHeaders, onceForKey } from '../http/idempotency';
import {
  crsmAccountItem,
  crsmAccountListQuery,
  crsmCreateBody,
  crsmMarket,
  crsmPositionItem,
  crsmPositionListQuery,
  crsmPreview,
  crsmPriceItem,
  crsmPriceReportBody,
  crsmRequestItem,
  crsmRequestListQuery,
  crsmSettingsBody,
  crsmSettingsItem,
  crsmSnapshotItem,
  crsmSnapshotsBody,
  crsmSnapshotsResult,
  snapshotListQuery,
  troveParams,
} from './schema';
import { listAccounts } from './accounts';
import { crsmMarket as readMarket } from './market';
import { createPositionRequest, listRequests, previewPosition } from './positionRequests';
import { listPositions, positionSnapshots, recordSnapshots } from './positions';
import { reportPrice, updateSettings } from './settings';
import type { RouteRequirement } from '../http/authorization';
import { answer, answerPage, declared } from '../http/declared';

const tags = ['crsm'];
const eitherPage: RouteRequirement = { anyPermission: ['CRSMTrove.CRSMList', 'CRSMTrove.positionList'] };
const indexer = { serviceScope: 'indexer' as const };

export const crsmRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/crsm/market',
    declared({
      requires: eitherPage,
      tags,
      summary: 'The BTC price in use with its age, the MCR / CCR settings, and the totals of all positions',
      response: ok(crsmMarket),
    }),
    () => answer(readMarket(db)),
  );

  app.get(
    '/api/crsm/positions',
    declared({
      requires: eitherPage,
      tags,
      summary:
        'Positions with their latest figures, ICR and liquidation price; filtered by address, troveId and ICR range; riskiest first by default',
      querystring: crsmPositionListQuery,
      response: page(crsmPositionItem),
    }),
    (request) => answerPage(listPositions(db, request.query)),
  );

  app.get(
    '/api/crsm/positions/:troveId/snapshots',
    declared({
      requires: eitherPage,
      tags,
      summary: "A position's reported snapshots, newest first",
      params: troveParams,
      querystring: snapshotListQuery,
      response: page(crsmSnapshotItem),
    }),
    (request) => answerPage(positionSnapshots(db, request.params.troveId, request.query)),
  );

  app.get(
    '/api/crsm/accounts',
    declared({
      requires: { permission: 'CRSMTrove.positionList' },
      tags,
      summary: "Positions grouped by account address, with each account's totals",
      querystring: crsmAccountListQuery,
      response: page(crsmAccountItem),
    }),
    (request) => answerPage(listAccounts(db, request.query)),
  );

  app.put(
    '/api/crsm/settings',
    declared({
      requires: { permission: 'crsm:settings' },
      tags,
      summary: 'Change MCR, CCR and the age after which the BTC price is stale',
      body: crsmSettingsBody,
      response: ok(crsmSettingsItem),
    }),
    (request) => answer(updateSettings(db, actorOf(request), request.body)),
  );

  app.get(
    '/api/crsm/positionRequests',
    declared({
      requires: { permission: 'CRSMTrove.CRSMList' },
      tags,
      summary: 'CRSM position creation requests with their outbox operation, newest first',
      querystring: crsmRequestListQuery,
      response: page(crsmRequestItem),
    }),
    (request) => answerPage(listRequests(db, actorOf(request), request.query)),
  );

  app.post(
    '/api/crsm/positionRequests/preview',
    declared({
      requires: { permission: 'crsm:create' },
      tags,
      summary:
        'The expected debt, ICR and liquidation price of a position before creating it; checks MCR < TRGCR < TARCR <= MAX_TARCR',
      body: crsmCreateBody,
      response: ok(crsmPreview),
    }),
    (request) => answer(previewPosition(db, request.body)),
  );

  app.post(
    '/api/crsm/positionRequests',
    declared({
      requires: { permission: 'crsm:create' },
      stepUp: true,
      tags,
      summary:
        'Create a CRSM position: records an operation for the chain executor (once per Idempotency-Key); refused on a stale price',
      headers: idempotencyHeaders,
      body: crsmCreateBody,
      response: ok(crsmRequestItem),
    }),
    (request) => answer(onceForKey(db, request, (tx) => createPositionRequest(tx, actorOf(request), request.body))),
  );

  // ---- the service API (indexer)

  app.put(
    '/api/service/crsm/price',
    declared({
      requires: indexer,
      tags: ['service'],
      summary: 'The BTC price with the time it was observed; the latest observed is the one in use',
      body: crsmPriceReportBody,
      response: ok(crsmPriceItem.extend({ current: z.boolean().describe('This report is now the price in use') })),
    }),
    (request) => answer(reportPrice(db, actorOf(request), request.body)),
  );

  app.post(
    '/api/service/crsm/positions',
    declared({
      requires: indexer,
      tags: ['service'],
      summary:
        'Position snapshots (up to 500): upserted by troveId, the newest observed kept as the latest, every one kept in the history once',
      body: crsmSnapshotsBody,
      response: ok(crsmSnapshotsResult),
    }),
    (request) => answer(recordSnapshots(db, actorOf(request), request.body.positions)),
  );
};
