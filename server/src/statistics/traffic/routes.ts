// Page statistics and wallet connection statistics: the service routes the product's services
// push events through, and the panel's charts, rankings, tables and streamed CSV exports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/authorization';
import { csvResponse, keysetPages, streamCsv } from '../../http/csv';
import { errorResponses, ok } from '../../http/envelope';
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

const tags = ['statistics'];
const pageStatistics: RouteRequirement = { permission: 'statistics.dataView' };
const walletStatistics: RouteRequirement = { permission: 'statistics.dataWallet' };
const statisticsService = { serviceScope: 'statistics' as const };
const keyOfRow = <Row>(row: Row) => row;

export const trafficStatisticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // ---- page views

  app.get(
    '/api/statistics/pageViews/daily',
    {
      config: { requires: pageStatistics },
      schema: {
        tags,
        summary: 'Views per UTC day, days without views as zero',
        querystring: pageViewFilterQuery,
        response: { 200: ok(z.array(dailyViews)), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await pageViewsPerDay(db, request.query) }),
  );
  app.get(
    '/api/statistics/pageViews/topPages',
    {
      config: { requires: pageStatistics },
      schema: {
        tags,
        summary: 'The most viewed pages in the filter',
        querystring: topQuery,
        response: { 200: ok(z.array(pageViews)), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await topPages(db, request.query) }),
  );
  app.get(
    '/api/statistics/pageViews/topCountries',
    {
      config: { requires: pageStatistics },
      schema: {
        tags,
        summary: 'The countries with the most views in the filter',
        querystring: topQuery,
        response: { 200: ok(z.array(countryViews)), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await topCountries(db, request.query) }),
  );
  app.get(
    '/api/statistics/pageViews',
    {
      config: { requires: pageStatistics },
      schema: {
        tags,
        summary: 'Views per UTC day, page and country, sorted and paged, with the totals of the filter',
        querystring: pageViewListQuery,
        response: { 200: pageViewPage, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listPageViews(db, request.query)) }),
  );
  app.get(
    '/api/statistics/pageViews/export',
    {
      config: { requires: { permission: 'statistics:export' } },
      schema: {
        tags,
        summary: 'CSV of the page-view rows the filter matches, streamed, by day, page and country',
        querystring: pageViewExportQuery,
        response: { 200: csvResponse, ...errorResponses },
      },
    },
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
    {
      config: { requires: walletStatistics },
      schema: {
        tags,
        summary: 'Connections and distinct addresses per UTC day and chain ID, days without any as zero',
        querystring: walletFilterQuery,
        response: { 200: ok(z.array(dailyConnections)), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await walletConnectionsPerDay(db, request.query) }),
  );
  app.get(
    '/api/statistics/walletConnections',
    {
      config: { requires: walletStatistics },
      schema: {
        tags,
        summary: 'Connections per UTC day, chain ID and address, sorted and paged, with the totals of the filter',
        querystring: walletListQuery,
        response: { 200: walletPage, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listWalletConnections(db, request.query)) }),
  );
  app.get(
    '/api/statistics/walletConnections/export',
    {
      config: { requires: { permission: 'statistics:export' } },
      schema: {
        tags,
        summary: 'CSV of the connection rows the filter matches, streamed, by day, chain ID and address',
        querystring: walletExportQuery,
        response: { 200: csvResponse, ...errorResponses },
      },
    },
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
    {
      config: { requires: statisticsService },
      schema: {
        tags: ['service'],
        summary: 'Page-view events, each checked on its own, kept once per sourceId; the daily rollup follows',
        body: ingestBody(pageViewRow, 'Page views'),
        response: { 200: ok(ingestResult), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordPageViews(db, actorOf(request), request.body.records),
    }),
  );
  app.post(
    '/api/service/statistics/walletConnections',
    {
      config: { requires: statisticsService },
      schema: {
        tags: ['service'],
        summary: 'Wallet-connection events, each checked on its own, kept once per sourceId; the daily rollups follow',
        body: ingestBody(walletConnectionRow, 'Wallet connections'),
        response: { 200: ok(ingestResult), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordWalletConnections(db, actorOf(request), request.body.records),
    }),
  );
};
