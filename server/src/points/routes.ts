// The points page's API: balances by address, an address's adjustment history, adjustments with
// a reason, and the CSV export of the current filter.
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { csvResponse, sendCsv, wholeListCsv } from '../http/csv';
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
import { domainRoutes } from '../http/route';

export const pointsRoutes = domainRoutes<{ db: Db; btcNetwork: BtcNetwork }>(
  ['points'],
  async (route, { db, btcNetwork }) => {
    route.get('/api/points', {
      requires: { permission: 'points' },
      summary: 'Points balances by address, searched, filtered, sorted and paged',
      schema: { querystring: pointsListQuery, page: pointsBalanceItem },
      answer: (request) => listPointsBalances(db, request.query),
    });

    route.get('/api/points/export', {
      requires: { permission: 'points:export' },
      summary: 'The current filter of points balances as CSV',
      schema: { querystring: pointsListQuery.omit({ current: true, pageSize: true }), response: csvResponse },
      answer: async (request, reply) => {
        const csv = await wholeListCsv(
          (page) => listPointsBalances(db, { ...request.query, ...page }),
          POINTS_EXPORT_COLUMNS,
        );
        return sendCsv(reply, 'points', csv);
      },
    });

    route.get('/api/points/:address/adjustments', {
      requires: { permission: 'points' },
      summary: "An address's adjustment history, newest first",
      schema: { params: addressParams(btcNetwork), querystring: adjustmentListQuery, page: pointsAdjustmentItem },
      answer: (request) => listPointsAdjustments(db, request.params.address, request.query),
    });

    route.post('/api/points/:address/adjustments', {
      requires: { permission: 'points:adjust' },
      summary: `Add (or, negative, deduct) points with a reason; a balance never goes below zero (taproot addresses of ${btcNetwork})`,
      schema: { params: addressParams(btcNetwork), body: adjustPointsBody, data: adjustPointsResult },
      answer: (request) => adjustPoints(db, actorOf(request), request.params.address, request.body),
    });
  },
);
