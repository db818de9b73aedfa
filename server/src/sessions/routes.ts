import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf, signedIn } from '../http/authorization';
import { errorResponses, okEmpty, page } from '../http/envelope';
import { sessionIdParams, sessionItem, sessionListQuery } from './schema';
import { listLiveSessions, revokeSessionById } from './service';

const tags = ['sessions'];

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; sessionIdleMinutes: number }> = async (
  app,
  { db, sessionIdleMinutes },
) => {
  app.get(
    '/api/sessions',
    {
      config: { requires: { permission: 'permissions.sessions' } },
      schema: {
        tags,
        summary: 'Live sessions: who, since when, last used, from which address and browser',
        querystring: sessionListQuery,
        response: { 200: page(sessionItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listLiveSessions(
        db,
        { idleMinutes: sessionIdleMinutes },
        { actor: actorOf(request), currentSessionId: signedIn(request).session.id },
        request.query,
      )),
    }),
  );

  app.post(
    '/api/sessions/:id/revoke',
    {
      config: { requires: { permission: 'sessions:revoke' } },
      schema: {
        tags,
        summary: 'End a session at once',
        params: sessionIdParams,
        response: { 200: okEmpty, ...errorResponses },
      },
    },
    async (request) => {
      await revokeSessionById(db, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
