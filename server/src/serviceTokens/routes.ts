import { z } from 'zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams } from '../http/envelope';
import { createdServiceToken, createServiceTokenBody, SERVICE_SCOPES, serviceTokenItem } from './schema';
import { createServiceToken, listServiceTokens, revokeServiceToken } from './service';
import type { RouteRequirement } from '../http/authorization';
import { answerPage } from '../http/declared';
import { domainRoutes } from '../http/route';

const requires: RouteRequirement = { permission: 'serviceTokens:manage' };

export const serviceTokenRoutes = domainRoutes<{ db: Db }>(['serviceTokens'], (route, { db }) => {
  route.get('/api/serviceTokens', {
    requires,
    summary:
      'Service tokens, newest first (never the secrets), and the scopes the signed-in administrator may give a new one',
    schema: {
      response: z.object({
        success: z.literal(true),
        data: z.array(serviceTokenItem),
        creatableScopes: z.array(z.enum(SERVICE_SCOPES)),
      }),
    },
    answer: (request) => answerPage(listServiceTokens(db, actorOf(request))),
  });

  route.post('/api/serviceTokens', {
    requires,
    summary: 'Create a scoped service token; the answer holds the secret, shown this once',
    schema: { body: createServiceTokenBody, data: createdServiceToken },
    answer: (request) => createServiceToken(db, actorOf(request), request.body),
  });

  route.post('/api/serviceTokens/:id/revoke', {
    requires,
    summary: 'Revoke a service token at once',
    schema: { params: idParams, data: serviceTokenItem },
    answer: (request) => revokeServiceToken(db, actorOf(request), request.params.id),
  });
});
