import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { errorResponses, idParams, ok } from '../http/envelope';
import { createdServiceToken, createServiceTokenBody, SERVICE_SCOPES, serviceTokenItem } from './schema';
import { createServiceToken, listServiceTokens, revokeServiceToken } from './service';
import type { RouteRequirement } from '../http/authorization';

const tags = ['serviceTokens'];
const requires: RouteRequirement = { permission: 'serviceTokens:manage' };

export const serviceTokenRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/serviceTokens',
    {
      config: { requires },
      schema: {
        tags,
        summary:
          'Service tokens, newest first (never the secrets), and the scopes the signed-in administrator may give a new one',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(serviceTokenItem),
            creatableScopes: z.array(z.enum(SERVICE_SCOPES)),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await listServiceTokens(db, actorOf(request))) }),
  );

  app.post(
    '/api/serviceTokens',
    {
      config: { requires },
      schema: {
        tags,
        summary: 'Create a scoped service token; the answer holds the secret, shown this once',
        body: createServiceTokenBody,
        response: { 200: ok(createdServiceToken), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await createServiceToken(db, actorOf(request), request.body) }),
  );

  app.post(
    '/api/serviceTokens/:id/revoke',
    {
      config: { requires },
      schema: {
        tags,
        summary: 'Revoke a service token at once',
        params: idParams,
        response: { 200: ok(serviceTokenItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await revokeServiceToken(db, actorOf(request), request.params.id),
    }),
  );
};
