// Position, team and lottery statistics: the service API the product pushes them through (scope
// `statistics`), and the panel's lists with totals, charts and streamed CSV exports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BtcNetwork } from '../../config';
import type { Db } from '../../db/client';
import { csvResponse } from '../../http/csv';
import { ok } from '../../http/envelope';
import { ingestBatch, ingestBody, ingestResult } from '../../http/ingest';
import {
  lotteryChart as lotteryChartShape,
  lotteryChartQuery,
  lotteryDrawItem,
  lotteryDrawRow,
  lotteryExportQuery,
  lotteryListQuery,
  lotteryTotals,
  pageWithTotals,
  positionChart as positionChartShape,
  positionChartQuery,
  positionExportQuery,
  positionItem,
  positionListQuery,
  positionRow,
  positionTotals,
  teamExportQuery,
  teamItem,
  teamListQuery,
  teamRow,
  teamTotals,
  topTeamsQuery,
} from './schema';
import { listPositions, positionChart, positionExport, storePositions } from './positions';
import { listTeams, storeTeams, teamExport, topTeams } from './teams';
import { listLotteryDraws, lotteryChart, lotteryExport, storeLotteryDraws } from './lotteryDraws';
import { streamListExport } from './queryParts';
import type { RouteRequirement } from '../../http/authorization';
import { answer, answerPage, declared } from '../../http/declared';

const tags = ['statistics'];
const statisticsService = { serviceScope: 'statistics' as const };
const exportCode: RouteRequirement = { permission: 'statistics:export' };

export const statisticsPositionRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork }> = async (
  app,
  { db, btcNetwork },
) => {
  const positionSchema = positionRow(btcNetwork);
  const teamSchema = teamRow(btcNetwork);
  const drawSchema = lotteryDrawRow(btcNetwork);

  // ---- service API
  app.post(
    '/api/service/statistics/positions',
    declared({
      requires: statisticsService,
      tags,
      summary: 'Push positions (vaults) in a batch; idempotent by sourceId',
      body: ingestBody(positionSchema, 'Positions'),
      response: ok(ingestResult),
    }),
    (request) =>
      answer(
        ingestBatch(request.body.records, { rowSchema: positionSchema, store: (rows) => storePositions(db, rows) }),
      ),
  );
  app.post(
    '/api/service/statistics/teams',
    declared({
      requires: statisticsService,
      tags,
      summary:
        'Push team observations in a batch; per captain the newest observedAt wins, older or repeated ones count as duplicates',
      body: ingestBody(teamSchema, 'Team observations'),
      response: ok(ingestResult),
    }),
    (request) =>
      answer(ingestBatch(request.body.records, { rowSchema: teamSchema, store: (rows) => storeTeams(db, rows) })),
  );
  app.post(
    '/api/service/statistics/lotteryDraws',
    declared({
      requires: statisticsService,
      tags,
      summary: 'Push lottery draws in a batch; idempotent by sourceId',
      body: ingestBody(drawSchema, 'Lottery draws'),
      response: ok(ingestResult),
    }),
    (request) =>
      answer(
        ingestBatch(request.body.records, { rowSchema: drawSchema, store: (rows) => storeLotteryDraws(db, rows) }),
      ),
  );

  // ---- positions (dataVault, dataCdp)
  app.get(
    '/api/statistics/positions',
    declared({
      requires: { anyPermission: ['statistics.dataCdp', 'statistics.dataVault'] },
      tags,
      summary:
        'Positions filtered by UTC days, chain, vault and address; sorted and paged, with the totals of the whole filter',
      querystring: positionListQuery,
      response: pageWithTotals(positionItem, positionTotals),
    }),
    (request) => answerPage(listPositions(db, request.query)),
  );
  app.get(
    '/api/statistics/positions/chart',
    declared({
      requires: { anyPermission: ['statistics.dataVault', 'statistics.dataCdp'] },
      tags,
      summary: 'BTC deposited and YU minted per UTC day (empty days as zero) and per chain',
      querystring: positionChartQuery,
      response: ok(positionChartShape),
    }),
    (request) => answer(positionChart(db, request.query)),
  );
  app.get(
    '/api/statistics/positions/export',
    declared({
      requires: exportCode,
      tags,
      summary: "The position list's current filter and sort as CSV, streamed",
      querystring: positionExportQuery,
      response: csvResponse,
    }),
    async (request, reply) => {
      const { locale, ...query } = request.query;
      return streamListExport(reply, positionExport(db, query), locale);
    },
  );

  // ---- teams (datacaptain)
  app.get(
    '/api/statistics/teams',
    declared({
      requires: { permission: 'statistics.datacaptain' },
      tags,
      summary: 'Teams by captain, sorted and paged, with the totals of the whole filter',
      querystring: teamListQuery,
      response: pageWithTotals(teamItem, teamTotals),
    }),
    (request) => answerPage(listTeams(db, request.query)),
  );
  app.get(
    '/api/statistics/teams/top',
    declared({
      requires: { permission: 'statistics.datacaptain' },
      tags,
      summary: 'The teams that minted the most YU',
      querystring: topTeamsQuery,
      response: ok(z.array(teamItem)),
    }),
    (request) => answer(topTeams(db, request.query.limit)),
  );
  app.get(
    '/api/statistics/teams/export',
    declared({
      requires: exportCode,
      tags,
      summary: "The team list's current filter and sort as CSV, streamed",
      querystring: teamExportQuery,
      response: csvResponse,
    }),
    async (request, reply) => {
      const { locale, ...query } = request.query;
      return streamListExport(reply, teamExport(db, query), locale);
    },
  );

  // ---- lottery draws (data0penBox)
  app.get(
    '/api/statistics/lotteryDraws',
    declared({
      requires: { permission: 'statistics.data0penBox' },
      tags,
      summary: 'Lottery draws filtered by UTC days and captain, sorted and paged, with the totals of the whole filter',
      querystring: lotteryListQuery,
      response: pageWithTotals(lotteryDrawItem, lotteryTotals),
    }),
    (request) => answerPage(listLotteryDraws(db, request.query)),
  );
  app.get(
    '/api/statistics/lotteryDraws/chart',
    declared({
      requires: { permission: 'statistics.data0penBox' },
      tags,
      summary: 'Draws and prize berries per UTC day, empty days as zero',
      querystring: lotteryChartQuery,
      response: ok(lotteryChartShape),
    }),
    (request) => answer(lotteryChart(db, request.query)),
  );
  app.get(
    '/api/statistics/lotteryDraws/export',
    declared({
      requires: exportCode,
      tags,
      summary: "The lottery list's current filter and sort as CSV, streamed",
      querystring: lotteryExportQuery,
      response: csvResponse,
    }),
    async (request, reply) => {
      const { locale, ...query } = request.query;
      return streamListExport(reply, lotteryExport(db, query), locale);
    },
  );
};
