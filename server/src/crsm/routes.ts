// The CRSM pages' API: positions with their computed ICR and liquidation price, accounts, the
// price and settings, and the creation of positions (an outbox operation, once per
// Idempotency-Key); and the indexer's service routes for the price and position snapshots.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { actorOf, signedIn } from '../http/authorization';
import { errorResponses, ok, page } from '../http/envelope';
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
import {
  createPositionRequest,
  crsmMarket as readMarket,
  listAccounts,
  listPositions,
  listRequests,
  positionSnapshots,
  previewPosition,
  recordSnapshots,
  reportPrice,
  updateSettings,
} from './service';
import type { RouteRequirement } from '../http/authorization';

const tags = ['crsm'];
const eitherPage: RouteRequirement = { anyPermission: ['CRSMTrove.CRSMList', 'CRSMTrove.positionList'] };
const indexer = { serviceScope: 'indexer' as const };

export const crsmRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/crsm/market',
    {
      config: { requires: eitherPage },
      schema: {
        tags,
        summary: 'The BTC price in use with its age, the MCR / CCR settings, and the totals of all positions',
        response: { 200: ok(crsmMarket), ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: await readMarket(db) }),
  );

  app.get(
    '/api/crsm/positions',
    {
      config: { requires: eitherPage },
      schema: {
        tags,
        summary:
          'Positions with their latest figures, ICR and liquidation price; filtered by address, troveId and ICR range; riskiest first by default',
        querystring: crsmPositionListQuery,
        response: { 200: page(crsmPositionItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listPositions(db, request.query)) }),
  );

  app.get(
    '/api/crsm/positions/:troveId/snapshots',
    {
      config: { requires: eitherPage },
      schema: {
        tags,
        summary: "A position's reported snapshots, newest first",
        params: troveParams,
        querystring: snapshotListQuery,
        response: { 200: page(crsmSnapshotItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await positionSnapshots(db, request.params.troveId, request.query)),
    }),
  );

  app.get(
    '/api/crsm/accounts',
    {
      config: { requires: { permission: 'CRSMTrove.positionList' } },
      schema: {
        tags,
        summary: "Positions grouped by account address, with each account's totals",
        querystring: crsmAccountListQuery,
        response: { 200: page(crsmAccountItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listAccounts(db, request.query)) }),
  );

  app.put(
    '/api/crsm/settings',
    {
      config: { requires: { permission: 'crsm:settings' } },
      schema: {
        tags,
        summary: 'Change MCR, CCR and the age after which the BTC price is stale',
        body: crsmSettingsBody,
        response: { 200: ok(crsmSettingsItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await updateSettings(db, actorOf(request), request.body) }),
  );

  app.get(
    '/api/crsm/positionRequests',
    {
      config: { requires: { permission: 'CRSMTrove.CRSMList' } },
      schema: {
        tags,
        summary: 'CRSM position creation requests with their outbox operation, newest first',
        querystring: crsmRequestListQuery,
        response: { 200: page(crsmRequestItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listRequests(db, actorOf(request), request.query)) }),
  );

  app.post(
    '/api/crsm/positionRequests/preview',
    {
      config: { requires: { permission: 'crsm:create' } },
      schema: {
        tags,
        summary:
          'The expected debt, ICR and liquidation price of a position before creating it; checks MCR < TRGCR < TARCR <= MAX_TARCR',
        body: crsmCreateBody,
        response: { 200: ok(crsmPreview), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await previewPosition(db, request.body) }),
  );

  app.post(
    '/api/crsm/positionRequests',
    {
      config: { requires: { permission: 'crsm:create' }, stepUp: true },
      schema: {
        tags,
        summary:
          'Create a CRSM position: records an operation for the chain executor (once per Idempotency-Key); refused on a stale price',
        headers: idempotencyHeaders,
        body: crsmCreateBody,
        response: { 200: ok(crsmRequestItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await onceForKey(db, request, signedIn(request).admin.id, (tx) =>
        createPositionRequest(tx, actorOf(request), request.body),
      ),
    }),
  );

  // ---- the service API (indexer)

  app.put(
    '/api/service/crsm/price',
    {
      config: { requires: indexer },
      schema: {
        tags: ['service'],
        summary: 'The BTC price with the time it was observed; the latest observed is the one in use',
        body: crsmPriceReportBody,
        response: {
          200: ok(crsmPriceItem.extend({ current: z.boolean().describe('This report is now the price in use') })),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ success: true as const, data: await reportPrice(db, actorOf(request), request.body) }),
  );

  app.post(
    '/api/service/crsm/positions',
    {
      config: { requires: indexer },
      schema: {
        tags: ['service'],
        summary:
          'Position snapshots (up to 500): upserted by troveId, the newest observed kept as the latest, every one kept in the history once',
        body: crsmSnapshotsBody,
        response: { 200: ok(crsmSnapshotsResult), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordSnapshots(db, actorOf(request), request.body.positions),
    }),
  );
};
