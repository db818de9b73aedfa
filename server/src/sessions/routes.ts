import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf, signedIn } from '../http/authorization';
import { okEmpty, page } from '../http/envelope';
import { sessionIdParams, sessionItem, sessionListQuery } from './schema';
import { listLiveSessions, revokeSessionById } from './service';
import { answerPage, declared } from '../http/declared';

const tags = ['sessions'];

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; sessionIdleMinutes: number }> = async (
  app,
  { db, sessionIdleMinutes },
) => {
  app.get(
    '/api/sessions',
    declared({
      requires: { permission: 'permissions.sessions' },
      tags,
      summary: 'Live sessions: who, since when, last used, from which address and browser',
      querystring: sessionListQuery,
      response: page(sessionItem),
    }),
    (request) =>
      answerPage(
        listLiveSessions(
          db,
          { idleMinutes: sessionIdleMinutes },
          { actor: actorOf(request), currentSessionId: signedIn(request).session.id },
          request.query,
        ),
      ),
  );

  app.post(
    '/api/sessions/:id/revoke',
    declared({
      requires: { permission: 'sessions:revoke' },
      tags,
      summary: 'End a session at once',
      params: sessionIdParams,
      response: okEmpty,
    }),
    async (request) => {
      await revokeSessionById(db, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
