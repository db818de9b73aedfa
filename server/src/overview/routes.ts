// The Data Overview's API: the figures over a range with their series, the latest figures (for
// Home), and the service route through which the product's services push snapshots.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { ok } from '../http/envelope';
import { ingestBody, ingestResult } from '../http/ingest';
import { overviewAnswer, overviewFigures, overviewQuery, overviewSnapshotRow } from './schema';
import { latestOverviewFigures, overviewOf, recordOverviewSnapshots } from './service';
import { answer, declared } from '../http/declared';

const tags = ['overview'];

export const overviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/overview',
    declared({
      requires: { permission: 'overview' },
      tags,
      summary:
        'The headline figures over a range (latest, at the start, change) and their series, downsampled to at most about 200 points',
      querystring: overviewQuery,
      response: ok(overviewAnswer),
    }),
    (request) => answer(overviewOf(db, request.query)),
  );

  app.get(
    '/api/overview/latest',
    declared({
      requires: { permission: 'overview' },
      tags,
      summary: 'The latest headline figures',
      response: ok(overviewFigures),
    }),
    () => answer(latestOverviewFigures(db)),
  );

  app.post(
    '/api/service/overview/snapshots',
    declared({
      requires: { serviceScope: 'statistics' },
      tags: ['service'],
      summary: 'Snapshots of the headline figures, each checked on its own and kept once per sourceId',
      body: ingestBody(overviewSnapshotRow, 'Snapshots'),
      response: ok(ingestResult),
    }),
    (request) => answer(recordOverviewSnapshots(db, actorOf(request), request.body.records)),
  );
};
