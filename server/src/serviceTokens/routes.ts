import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams, ok } from '../http/envelope';
import { createdServiceToken, createServiceTokenBody, SERVICE_SCOPES, serviceTokenItem } from './schema';
import { createServiceToken, listServiceTokens, revokeServiceToken } from './service';
import type { RouteRequirement } from '../http/authorization';
import { answer, answerPage, declared } from '../http/declared';

const tags = ['serviceTokens'];
const requires: RouteRequirement = { permission: 'serviceTokens:manage' };

export const serviceTokenRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/serviceTokens',
    declared({
      requires,
      tags,
      summary:
        'Service tokens, newest first (never the secrets), and the scopes the signed-in administrator may give a new one',
      response: z.object({
        success: z.literal(true),
        data: z.array(serviceTokenItem),
        creatableScopes: z.array(z.enum(SERVICE_SCOPES)),
      }),
    }),
    (request) => answerPage(listServiceTokens(db, actorOf(request))),
  );

  app.post(
    '/api/serviceTokens',
    declared({
      requires,
      tags,
      summary: 'Create a scoped service token; the answer holds the secret, shown this once',
      body: createServiceTokenBody,
      response: ok(createdServiceToken),
    }),
    (request) => answer(createServiceToken(db, actorOf(request), request.body)),
  );

  app.post(
    '/api/serviceTokens/:id/revoke',
    declared({
      requires,
      tags,
      summary: 'Revoke a service token at once',
      params: idParams,
      response: ok(serviceTokenItem),
    }),
    (request) => answer(revokeServiceToken(db, actorOf(request), request.params.id)),
  );
};
