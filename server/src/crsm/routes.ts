// The CRSM pages' API: positions with their computed ICR and liquidation price, accounts, the
// price and settings, and the creation of positions (an outbox operation, once per
// Idempotency-Key); and the indexer's service routes for the price and position snapshots.
import { z } from 'zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { moneyMove } from '../http/idempotency';
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
import { domainRoutes, routesOf } from '../http/route';

const eitherPage: RouteRequirement = { anyPermission: ['CRSMTrove.CRSMList', 'CRSMTrove.positionList'] };
const indexer = { serviceScope: 'indexer' as const };

export const crsmRoutes = domainRoutes<{ db: Db }>(['crsm'], (route, { db }, app) => {
  const service = routesOf(app, ['service']);

  route.get('/api/crsm/market', {
    requires: eitherPage,
    summary: 'The BTC price in use with its age, the MCR / CCR settings, and the totals of all positions',
    schema: { data: crsmMarket },
    answer: () => readMarket(db),
  });

  route.get('/api/crsm/positions', {
    requires: eitherPage,
    summary:
      'Positions with their latest figures, ICR and liquidation price; filtered by address, troveId and ICR range; riskiest first by default',
    schema: { querystring: crsmPositionListQuery, page: crsmPositionItem },
    answer: (request) => listPositions(db, request.query),
  });

  route.get('/api/crsm/positions/:troveId/snapshots', {
    requires: eitherPage,
    summary: "A position's reported snapshots, newest first",
    schema: { params: troveParams, querystring: snapshotListQuery, page: crsmSnapshotItem },
    answer: (request) => positionSnapshots(db, request.params.troveId, request.query),
  });

  route.get('/api/crsm/accounts', {
    requires: { permission: 'CRSMTrove.positionList' },
    summary: "Positions grouped by account address, with each account's totals",
    schema: { querystring: crsmAccountListQuery, page: crsmAccountItem },
    answer: (request) => listAccounts(db, request.query),
  });

  route.put('/api/crsm/settings', {
    requires: { permission: 'crsm:settings' },
    summary: 'Change MCR, CCR and the age after which the BTC price is stale',
    schema: { body: crsmSettingsBody, data: crsmSettingsItem },
    answer: (request) => updateSettings(db, actorOf(request), request.body),
  });

  route.get('/api/crsm/positionRequests', {
    requires: { permission: 'CRSMTrove.CRSMList' },
    summary: 'CRSM position creation requests with their outbox operation, newest first',
    schema: { querystring: crsmRequestListQuery, page: crsmRequestItem },
    answer: (request) => listRequests(db, actorOf(request), request.query),
  });

  route.post('/api/crsm/positionRequests/preview', {
    requires: { permission: 'crsm:create' },
    summary:
      'The expected debt, ICR and liquidation price of a position before creating it; checks MCR < TRGCR < TARCR <= MAX_TARCR',
    schema: { body: crsmCreateBody, data: crsmPreview },
    answer: (request) => previewPosition(db, request.body),
  });

  moneyMove(route, db, '/api/crsm/positionRequests', {
    requires: { permission: 'crsm:create' },
    summary:
      'Create a CRSM position: records an operation for the chain executor (once per Idempotency-Key); refused on a stale price',
    schema: { body: crsmCreateBody, data: crsmRequestItem },
    move: (tx, actor, request) => createPositionRequest(tx, actor, request.body),
  });

  // ---- the service API (indexer)

  service.put('/api/service/crsm/price', {
    requires: indexer,
    summary: 'The BTC price with the time it was observed; the latest observed is the one in use',
    schema: {
      body: crsmPriceReportBody,
      data: crsmPriceItem.extend({ current: z.boolean().describe('This report is now the price in use') }),
    },
    answer: (request) => reportPrice(db, actorOf(request), request.body),
  });

  service.post('/api/service/crsm/positions', {
    requires: indexer,
    summary:
      'Position snapshots (up to 500): upserted by troveId, the newest observed kept as the latest, every one kept in the history once',
    schema: { body: crsmSnapshotsBody, data: crsmSnapshotsResult },
    answer: (request) => recordSnapshots(db, actorOf(request), request.body.positions),
  });
});
