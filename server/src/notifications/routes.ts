import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { answer, declared } from '../http/declared';
import { errorEnvelope, ok } from '../http/envelope';
import { preferencesBody, preferencesData } from './schema';
import { updateOwnPreferences } from './service';

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/api/auth/me/preferences',
    declared({
      requires: 'signedIn',
      tags: ['auth'],
      summary:
        "The signed-in administrator's own preferences: approvalEmails, whether they are emailed when an operation awaits their approval",
      body: preferencesBody,
      response: ok(preferencesData),
      errors: { 400: errorEnvelope, 401: errorEnvelope },
    }),
    (request) => answer(updateOwnPreferences(db, actorOf(request), request.body)),
  );
};
