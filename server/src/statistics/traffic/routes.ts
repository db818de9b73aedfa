// Page statistics and wallet connection statistics: the service routes the product's services
// push events through, and the panel's charts, rankings, tables and streamed CSV exports.
import { z } from 'zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/authorization';
import { type CsvColumn, csvResponse, keysetPages, streamCsv } from '../../http/csv';
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
import { answerPage } from '../../http/declared';
import { domainRoutes, routesOf } from '../../http/route';

const pageStatistics: RouteRequirement = { permission: 'statistics.dataView' };
const walletStatistics: RouteRequirement = { permission: 'statistics.dataWallet' };
const statisticsService = { serviceScope: 'statistics' as const };
const keyOfRow = <Row>(row: Row) => row;

export const trafficStatisticsRoutes = domainRoutes<{ db: Db }>(['statistics'], (route, { db }, app) => {
  const service = routesOf(app, ['service']);

  /** The rows a list's filter matches as CSV, streamed in keyset order, with headers in the locale asked for. */
  const exportRoute = <Query, Row>(
    path: string,
    summary: string,
    rows: {
      querystring: z.ZodType<Query>;
      fileStem: string;
      columns: (query: Query) => CsvColumn<Row>[];
      readAfter: (query: Query) => (after: Row | null, limit: number) => Promise<Row[]>;
    },
  ) =>
    route.get(`/api/statistics/${path}/export`, {
      requires: { permission: 'statistics:export' },
      summary,
      schema: { querystring: rows.querystring, response: csvResponse },
      answer: async (request, reply) => {
        const query = request.query as Query;
        return streamCsv(reply, rows.fileStem, rows.columns(query), keysetPages(rows.readAfter(query), keyOfRow));
      },
    });

  // ---- page views

  route.get('/api/statistics/pageViews/daily', {
    requires: pageStatistics,
    summary: 'Views per UTC day, days without views as zero',
    schema: { querystring: pageViewFilterQuery, data: z.array(dailyViews) },
    answer: (request) => pageViewsPerDay(db, request.query),
  });
  route.get('/api/statistics/pageViews/topPages', {
    requires: pageStatistics,
    summary: 'The most viewed pages in the filter',
    schema: { querystring: topQuery, data: z.array(pageViews) },
    answer: (request) => topPages(db, request.query),
  });
  route.get('/api/statistics/pageViews/topCountries', {
    requires: pageStatistics,
    summary: 'The countries with the most views in the filter',
    schema: { querystring: topQuery, data: z.array(countryViews) },
    answer: (request) => topCountries(db, request.query),
  });
  route.get('/api/statistics/pageViews', {
    requires: pageStatistics,
    summary: 'Views per UTC day, page and country, sorted and paged, with the totals of the filter',
    schema: { querystring: pageViewListQuery, response: pageViewPage },
    answer: (request) => answerPage(listPageViews(db, request.query)),
  });
  exportRoute('pageViews', 'CSV of the page-view rows the filter matches, streamed, by day, page and country', {
    querystring: pageViewExportQuery,
    fileStem: 'page-views',
    columns: pageViewCsvColumns,
    readAfter: (query) => pageViewChunk(db, query),
  });

  // ---- wallet connections

  route.get('/api/statistics/walletConnections/daily', {
    requires: walletStatistics,
    summary: 'Connections and distinct addresses per UTC day and chain ID, days without any as zero',
    schema: { querystring: walletFilterQuery, data: z.array(dailyConnections) },
    answer: (request) => walletConnectionsPerDay(db, request.query),
  });
  route.get('/api/statistics/walletConnections', {
    requires: walletStatistics,
    summary: 'Connections per UTC day, chain ID and address, sorted and paged, with the totals of the filter',
    schema: { querystring: walletListQuery, response: walletPage },
    answer: (request) => answerPage(listWalletConnections(db, request.query)),
  });
  exportRoute(
    'walletConnections',
    'CSV of the connection rows the filter matches, streamed, by day, chain ID and address',
    {
      querystring: walletExportQuery,
      fileStem: 'wallet-connections',
      columns: walletCsvColumns,
      readAfter: (query) => walletChunk(db, query),
    },
  );

  // ---- the service API (statistics)

  service.post('/api/service/statistics/pageViews', {
    requires: statisticsService,
    summary: 'Page-view events, each checked on its own, kept once per sourceId; the daily rollup follows',
    schema: { body: ingestBody(pageViewRow, 'Page views'), data: ingestResult },
    answer: (request) => recordPageViews(db, actorOf(request), request.body.records),
  });
  service.post('/api/service/statistics/walletConnections', {
    requires: statisticsService,
    summary: 'Wallet-connection events, each checked on its own, kept once per sourceId; the daily rollups follow',
    schema: { body: ingestBody(walletConnectionRow, 'Wallet connections'), data: ingestResult },
    answer: (request) => recordWalletConnections(db, actorOf(request), request.body.records),
  });
});
