// The Home page: what needs the signed-in administrator now; the server decides what they may see.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { signedIn } from '../http/authorization';
import { ok } from '../http/envelope';
import { homeAttention } from './schema';
import { homeAttention as readHomeAttention } from './service';
import { answer, declared } from '../http/declared';

export const homeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/home',
    declared({
      requires: 'signedIn',
      tags: ['home'],
      summary:
        'What needs the signed-in administrator now: approvals they may give, untreated feedback, a stale BTC price; each only with its permission',
      response: ok(homeAttention),
    }),
    (request) => answer(readHomeAttention(db, signedIn(request).admin)),
  );
};
