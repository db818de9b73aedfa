// The Data Overview's API: the figures over a range with their series, the latest figures (for
// Home), and the service route through which the product's services push snapshots.
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { ingestBody, ingestResult } from '../http/ingest';
import { overviewAnswer, overviewFigures, overviewQuery, overviewSnapshotRow } from './schema';
import { latestOverviewFigures, overviewOf, recordOverviewSnapshots } from './service';
import { domainRoutes, routesOf } from '../http/route';

export const overviewRoutes = domainRoutes<{ db: Db }>(['overview'], (route, { db }, app) => {
  const service = routesOf(app, ['service']);

  route.get('/api/overview', {
    requires: { permission: 'overview' },
    summary:
      'The headline figures over a range (latest, at the start, change) and their series, downsampled to at most about 200 points',
    schema: { querystring: overviewQuery, data: overviewAnswer },
    answer: (request) => overviewOf(db, request.query),
  });

  route.get('/api/overview/latest', {
    requires: { permission: 'overview' },
    summary: 'The latest headline figures',
    schema: { data: overviewFigures },
    answer: () => latestOverviewFigures(db),
  });

  service.post('/api/service/overview/snapshots', {
    requires: { serviceScope: 'statistics' },
    summary: 'Snapshots of the headline figures, each checked on its own and kept once per sourceId',
    schema: { body: ingestBody(overviewSnapshotRow, 'Snapshots'), data: ingestResult },
    answer: (request) => recordOverviewSnapshots(db, actorOf(request), request.body.records),
  });
});
