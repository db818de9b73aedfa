// The Data Overview's API: the figures over a range with their series, the latest figures (for
// Home), and the service route through which the product's services push snapshots.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { errorResponses, ok } from '../http/envelope';
import { ingestBody, ingestResult } from '../http/ingest';
import { overviewAnswer, overviewFigures, overviewQuery, overviewSnapshotRow } from './schema';
import { latestOverviewFigures, overviewOf, recordOverviewSnapshots } from './service';

const tags = ['overview'];

export const overviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/overview',
    {
      config: { requires: { permission: 'overview' } },
      schema: {
        tags,
        summary:
          'The headline figures over a range (latest, at the start, change) and their series, downsampled to at most about 200 points',
        querystring: overviewQuery,
        response: { 200: ok(overviewAnswer), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await overviewOf(db, request.query) }),
  );

  app.get(
    '/api/overview/latest',
    {
      config: { requires: { permission: 'overview' } },
      schema: {
        tags,
        summary: 'The latest headline figures',
        response: { 200: ok(overviewFigures), ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: await latestOverviewFigures(db) }),
  );

  app.post(
    '/api/service/overview/snapshots',
    {
      config: { requires: { serviceScope: 'statistics' } },
      schema: {
        tags: ['service'],
        summary: 'Snapshots of the headline figures, each checked on its own and kept once per sourceId',
        body: ingestBody(overviewSnapshotRow, 'Snapshots'),
        response: { 200: ok(ingestResult), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordOverviewSnapshots(db, actorOf(request), request.body.records),
    }),
  );
};
