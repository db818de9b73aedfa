// Position, team and lottery statistics: the service API the product pushes them through (scope
// `statistics`), and the panel's lists with totals, charts and streamed CSV exports.
import { z } from 'zod';
import type { BtcNetwork } from '../../config';
import type { Db } from '../../db/client';
import { csvResponse } from '../../http/csv';
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
import { type ListExport, streamListExport } from './queryParts';
import type { ExportReader } from '../../content/listing';
import type { RouteRequirement } from '../../http/authorization';
import { answerPage } from '../../http/declared';
import { domainRoutes } from '../../http/route';

const statisticsService = { serviceScope: 'statistics' as const };
const exportCode: RouteRequirement = { permission: 'statistics:export' };

export const statisticsPositionRoutes = domainRoutes<{ db: Db; btcNetwork: BtcNetwork }>(
  ['statistics'],
  (route, { db, btcNetwork }) => {
    /** A push route of the service API: each record checked against `rowSchema`, the valid ones stored. */
    const ingestRoute = <Row extends { sourceId: string }>(
      path: string,
      summary: string,
      rows: { schema: z.ZodType<Row>; described: string; store: (rows: Row[]) => Promise<number> },
    ) =>
      route.post(`/api/service/statistics/${path}`, {
        requires: statisticsService,
        summary,
        schema: { body: ingestBody(rows.schema, rows.described), data: ingestResult },
        answer: (request) => ingestBatch(request.body.records, { rowSchema: rows.schema, store: rows.store }),
      });

    /** A list's current filter and sort as CSV, streamed, with headers in the locale asked for. */
    const exportRoute = <Query extends ExportReader, Row, Key>(
      path: string,
      summary: string,
      querystring: z.ZodType<Query>,
      listExport: (query: Omit<Query, 'locale' | 'timeZone'>) => ListExport<Row, Key>,
    ) =>
      route.get(path, {
        requires: exportCode,
        summary,
        schema: { querystring, response: csvResponse },
        answer: async (request, reply) => {
          const { locale, timeZone, ...query } = request.query as Query;
          return streamListExport(reply, listExport(query), { locale, timeZone });
        },
      });

    // ---- service API
    ingestRoute('positions', 'Push positions (vaults) in a batch; idempotent by sourceId', {
      schema: positionRow(btcNetwork),
      described: 'Positions',
      store: (rows) => storePositions(db, rows),
    });
    ingestRoute(
      'teams',
      'Push team observations in a batch; per captain the newest observedAt wins, older or repeated ones count as duplicates',
      { schema: teamRow(btcNetwork), described: 'Team observations', store: (rows) => storeTeams(db, rows) },
    );
    ingestRoute('lotteryDraws', 'Push lottery draws in a batch; idempotent by sourceId', {
      schema: lotteryDrawRow(btcNetwork),
      described: 'Lottery draws',
      store: (rows) => storeLotteryDraws(db, rows),
    });

    // ---- positions (dataVault, dataCdp)
    route.get('/api/statistics/positions', {
      requires: { anyPermission: ['statistics.dataCdp', 'statistics.dataVault'] },
      summary:
        'Positions filtered by UTC days, chain, vault and address; sorted and paged, with the totals of the whole filter',
      schema: { querystring: positionListQuery, response: pageWithTotals(positionItem, positionTotals) },
      answer: (request) => answerPage(listPositions(db, request.query)),
    });
    route.get('/api/statistics/positions/chart', {
      requires: { anyPermission: ['statistics.dataVault', 'statistics.dataCdp'] },
      summary: 'BTC deposited and YU minted per UTC day (empty days as zero) and per chain',
      schema: { querystring: positionChartQuery, data: positionChartShape },
      answer: (request) => positionChart(db, request.query),
    });
    exportRoute(
      '/api/statistics/positions/export',
      "The position list's current filter and sort as CSV, streamed",
      positionExportQuery,
      (query) => positionExport(db, query),
    );

    // ---- teams (datacaptain)
    route.get('/api/statistics/teams', {
      requires: { permission: 'statistics.datacaptain' },
      summary: 'Teams by captain, sorted and paged, with the totals of the whole filter',
      schema: { querystring: teamListQuery, response: pageWithTotals(teamItem, teamTotals) },
      answer: (request) => answerPage(listTeams(db, request.query)),
    });
    route.get('/api/statistics/teams/top', {
      requires: { permission: 'statistics.datacaptain' },
      summary: 'The teams that minted the most YU',
      schema: { querystring: topTeamsQuery, data: z.array(teamItem) },
      answer: (request) => topTeams(db, request.query.limit),
    });
    exportRoute(
      '/api/statistics/teams/export',
      "The team list's current filter and sort as CSV, streamed",
      teamExportQuery,
      (query) => teamExport(db, query),
    );

    // ---- lottery draws (data0penBox)
    route.get('/api/statistics/lotteryDraws', {
      requires: { permission: 'statistics.data0penBox' },
      summary: 'Lottery draws filtered by UTC days and captain, sorted and paged, with the totals of the whole filter',
      schema: { querystring: lotteryListQuery, response: pageWithTotals(lotteryDrawItem, lotteryTotals) },
      answer: (request) => answerPage(listLotteryDraws(db, request.query)),
    });
    route.get('/api/statistics/lotteryDraws/chart', {
      requires: { permission: 'statistics.data0penBox' },
      summary: 'Draws and prize berries per UTC day, empty days as zero',
      schema: { querystring: lotteryChartQuery, data: lotteryChartShape },
      answer: (request) => lotteryChart(db, request.query),
    });
    exportRoute(
      '/api/statistics/lotteryDraws/export',
      "The lottery list's current filter and sort as CSV, streamed",
      lotteryExportQuery,
      (query) => lotteryExport(db, query),
    );
  },
);
