import type { Db } from '../db/client';
import { actorOf, signedIn } from '../http/authorization';
import { sessionIdParams, sessionItem, sessionListQuery } from './schema';
import { listLiveSessions, revokeSessionById } from './service';
import { domainRoutes } from '../http/route';

export const sessionRoutes = domainRoutes<{ db: Db; sessionIdleMinutes: number }>(
  ['sessions'],
  (route, { db, sessionIdleMinutes }) => {
    route.get('/api/sessions', {
      requires: { permission: 'permissions.sessions' },
      summary: 'Live sessions: who, since when, last used, from which address and browser',
      schema: { querystring: sessionListQuery, page: sessionItem },
      answer: (request) =>
        listLiveSessions(
          db,
          { idleMinutes: sessionIdleMinutes },
          { actor: actorOf(request), currentSessionId: signedIn(request).session.id },
          request.query,
        ),
    });

    route.post('/api/sessions/:id/revoke', {
      requires: { permission: 'sessions:revoke' },
      summary: 'End a session at once',
      schema: { params: sessionIdParams },
      answer: (request) => revokeSessionById(db, actorOf(request), request.params.id),
    });
  },
);
