// Page statistics and wallet connection statistics: the service routes the product's services
// push events through, and the panel's charts, rankings, tables and streamed CSV exports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/authorization';
import { csvResponse, keysetPages, streamCsv } from '../../http/csv';
import { ok } from '../../http/envelope';
import { ingestBody, ingestResult } from '../../http/ingest';
import {
  countryViews,
  dailyConnections,
  dailyViews,
  pageViewExportQuery,
  pageViewFilterQuery,
  pageViewListQuery,
  pageViewPage,
  pageViewRow,
  pageViews,
  topQuery,
  walletConnectionRow,
  walletExportQuery,
  walletFilterQuery,
  walletListQuery,
  walletPage,
} from './schema';
import {
  listPageViews,
  pageViewChunk,
  pageViewCsvColumns,
  pageViewsPerDay,
  recordPageViews,
  topCountries,
  topPages,
} from './pageViews';
import {
  listWalletConnections,
  recordWalletConnections,
  walletChunk,
  walletCsvColumns,
  walletConnectionsPerDay,
} from './walletConnections';
import type { RouteRequirement } from '../../http/authorization';
import { answer, answerPage, declared } from '../../http/declared';

const tags = ['statistics'];
const pageStatistics: RouteRequirement = { permission: 'statistics.dataView' };
const walletStatistics: RouteRequirement = { permission: 'statistics.dataWallet' };
const statisticsService = { serviceScope: 'statistics' as const };
const keyOfRow = <Row>(row: Row) => row;

export const trafficStatisticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // ---- page views

  app.get(
    '/api/statistics/pageViews/daily',
    declared({
      requires: pageStatistics,
      tags,
      summary: 'Views per UTC day, days without views as zero',
      querystring: pageViewFilterQuery,
      response: ok(z.array(dailyViews)),
    }),
    (request) => answer(pageViewsPerDay(db, request.query)),
  );
  app.get(
    '/api/statistics/pageViews/topPages',
    declared({
      requires: pageStatistics,
      tags,
      summary: 'The most viewed pages in the filter',
      querystring: topQuery,
      response: ok(z.array(pageViews)),
    }),
    (request) => answer(topPages(db, request.query)),
  );
  app.get(
    '/api/statistics/pageViews/topCountries',
    declared({
      requires: pageStatistics,
      tags,
      summary: 'The countries with the most views in the filter',
      querystring: topQuery,
      response: ok(z.array(countryViews)),
    }),
    (request) => answer(topCountries(db, request.query)),
  );
  app.get(
    '/api/statistics/pageViews',
    declared({
      requires: pageStatistics,
      tags,
      summary: 'Views per UTC day, page and country, sorted and paged, with the totals of the filter',
      querystring: pageViewListQuery,
      response: pageViewPage,
    }),
    (request) => answerPage(listPageViews(db, request.query)),
  );
  app.get(
    '/api/statistics/pageViews/export',
    declared({
      requires: { permission: 'statistics:export' },
      tags,
      summary: 'CSV of the page-view rows the filter matches, streamed, by day, page and country',
      querystring: pageViewExportQuery,
      response: csvResponse,
    }),
    async (request, reply) =>
      streamCsv(
        reply,
        'page-views',
        pageViewCsvColumns(request.query),
        keysetPages(pageViewChunk(db, request.query), keyOfRow),
      ),
  );

  // ---- wallet connections

  app.get(
    '/api/statistics/walletConnections/daily',
    declared({
      requires: walletStatistics,
      tags,
      summary: 'Connections and distinct addresses per UTC day and chain ID, days without any as zero',
      querystring: walletFilterQuery,
      response: ok(z.array(dailyConnections)),
    }),
    (request) => answer(walletConnectionsPerDay(db, request.query)),
  );
  app.get(
    '/api/statistics/walletConnections',
    declared({
      requires: walletStatistics,
      tags,
      summary: 'Connections per UTC day, chain ID and address, sorted and paged, with the totals of the filter',
      querystring: walletListQuery,
      response: walletPage,
    }),
    (request) => answerPage(listWalletConnections(db, request.query)),
  );
  app.get(
    '/api/statistics/walletConnections/export',
    declared({
      requires: { permission: 'statistics:export' },
      tags,
      summary: 'CSV of the connection rows the filter matches, streamed, by day, chain ID and address',
      querystring: walletExportQuery,
      response: csvResponse,
    }),
    async (request, reply) =>
      streamCsv(
        reply,
        'wallet-connections',
        walletCsvColumns(request.query),
        keysetPages(walletChunk(db, request.query), keyOfRow),
      ),
  );

  // ---- the service API (statistics)

  app.post(
    '/api/service/statistics/pageViews',
    declared({
      requires: statisticsService,
      tags: ['service'],
      summary: 'Page-view events, each checked on its own, kept once per sourceId; the daily rollup follows',
      body: ingestBody(pageViewRow, 'Page views'),
      response: ok(ingestResult),
    }),
    (request) => answer(recordPageViews(db, actorOf(request), request.body.records)),
  );
  app.post(
    '/api/service/statistics/walletConnections',
    declared({
      requires: statisticsService,
      tags: ['service'],
      summary: 'Wallet-connection events, each checked on its own, kept once per sourceId; the daily rollups follow',
      body: ingestBody(walletConnectionRow, 'Wallet connections'),
      response: ok(ingestResult),
    }),
    (request) => answer(recordWalletConnections(db, actorOf(request), request.body.records)),
  );
};
