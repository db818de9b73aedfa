// The points page's API: balances by address, an address's adjustment history, adjustments with
// a reason, and the CSV export of the current filter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { csvResponse, sendCsv, wholeListCsv } from '../http/csv';
import { ok, page } from '../http/envelope';
import {
  addressParams,
  adjustmentListQuery,
  adjustPointsBody,
  adjustPointsResult,
  pointsAdjustmentItem,
  pointsBalanceItem,
  pointsListQuery,
} from './schema';
import { adjustPoints, listPointsAdjustments, listPointsBalances, POINTS_EXPORT_COLUMNS } from './service';
import { answer, answerPage, declared } from '../http/declared';

const tags = ['points'];

export const pointsRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork }> = async (
  app,
  { db, btcNetwork },
) => {
  app.get(
    '/api/points',
    declared({
      requires: { permission: 'points' },
      tags,
      summary: 'Points balances by address, searched, filtered, sorted and paged',
      querystring: pointsListQuery,
      response: page(pointsBalanceItem),
    }),
    (request) => answerPage(listPointsBalances(db, request.query)),
  );

  app.get(
    '/api/points/export',
    declared({
      requires: { permission: 'points:export' },
      tags,
      summary: 'The current filter of points balances as CSV',
      querystring: pointsListQuery.omit({ current: true, pageSize: true }),
      response: csvResponse,
    }),
    async (request, reply) => {
      const csv = await wholeListCsv(
        (page) => listPointsBalances(db, { ...request.query, ...page }),
        POINTS_EXPORT_COLUMNS,
      );
      return sendCsv(reply, 'points', csv);
    },
  );

  app.get(
    '/api/points/:address/adjustments',
    declared({
      requires: { permission: 'points' },
      tags,
      summary: "An address's adjustment history, newest first",
      params: addressParams(btcNetwork),
      querystring: adjustmentListQuery,
      response: page(pointsAdjustmentItem),
    }),
    (request) => answerPage(listPointsAdjustments(db, request.params.address, request.query)),
  );

  app.post(
    '/api/points/:address/adjustments',
    declared({
      requires: { permission: 'points:adjust' },
      tags,
      summary: `Add (or, negative, deduct) points with a reason; a balance never goes below zero (taproot addresses of ${btcNetwork})`,
      params: addressParams(btcNetwork),
      body: adjustPointsBody,
      response: ok(adjustPointsResult),
    }),
    (request) => answer(adjustPoints(db, actorOf(request), request.params.address, request.body)),
  );
};
