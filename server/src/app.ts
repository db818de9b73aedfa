// Builds the Fastify application: error envelope, authorization, OpenAPI, the domains'
// routes and, when a built panel is given, the static files.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import authorization, { openApiSecurity, type RouteRequirement } from './http/authorization';
import { AppError, toEnvelope } from './http/errors';
import securityHeaders from './http/securityHeaders';
import inputHygiene from './http/inputHygiene';
import type { Mailer } from './mail/mailer';
import { authRoutes } from './auth/routes';
import { auditRoutes } from './audit/routes';
import { adminRoutes } from './admins/routes';
import { permissionRoutes } from './permissions/routes';
import { roleRoutes } from './roles/routes';
import { selfCustodyRoutes } from './selfCustody/routes';
import { serviceApiRoutes } from './selfCustody/serviceRoutes';
import { serviceTokenRoutes } from './serviceTokens/routes';
import { pointsRoutes } from './points/routes';
import { nftAirdropRoutes } from './NFTAirdrop/routes';
import { newsRoutes } from './news/routes';
import { feedbackRoutes } from './feedback/routes';
import { noticeRoutes } from './notices/routes';
import { walletRoutes } from './wallet/routes';
import { crsmRoutes } from './crsm/routes';
import { statisticsPositionRoutes } from './statistics/positions/routes';
import { hedgingStrategiesRoutes } from './hedgingStrategies/routes';
import { homeRoutes } from './home/routes';
import { sessionRoutes } from './sessions/routes';
import { overviewRoutes } from './overview/routes';
import { trafficStatisticsRoutes } from './statistics/traffic/routes';
import type { BtcNetwork } from './config';

export interface AppOptions {
  db: Db;
  mailer: Mailer;
  sessionTtlHours: number;
  /** Minutes without a request after which a session ends (SESSION_IDLE_MINUTES). */
  sessionIdleMinutes?: number;
  /** The Bitcoin network whose addresses the custody area accepts. */
  btcNetwork?: BtcNetwork;
  /** Folder of the built panel (`dist/`), served at `/`. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
}

function validationError(error: FastifyError): AppError {
  const fields = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'invalid',
      }))
    : [];
  const described = fields.map((field) => (field.field ? `${field.field}: ${field.message}` : field.message)).join('; ');
  return new AppError('VALIDATION_FAILED', described ? `Invalid request: ${described}` : 'Invalid request.', { fields });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
  await app.register(securityHeaders);
  await app.register(inputHygiene);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (error.validation) appError = validationError(error);
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own messages (a JSON parser's position, a content type) stay in the log, not the answer.
      appError =
        error.statusCode === 404
          ? new AppError('NOT_FOUND', 'Not found.')
          : new AppError('VALIDATION_FAILED', error.statusCode === 413 ? 'The request body is too large.' : 'Invalid request.');
    } else {
      request.log.error({ err: error }, 'unexpected error');
      appError = new AppError('INTERNAL_ERROR', 'An error occurred, please try again!');
    }
    if (appError.details.retryAfterSeconds) reply.header('retry-after', String(appError.details.retryAfterSeconds));
    return reply.status(appError.status).send(toEnvelope(appError));
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Admin Panel API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', description: "An administrator's session token from POST /api/auth/login" },
          serviceToken: { type: 'http', scheme: 'bearer', description: 'A service token (svc_…) created in the panel, with the scope the route names' },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const config = input.route.config as { requires?: RouteRequirement; stepUp?: boolean } | undefined;
      const stepUp = config?.stepUp ? { 'x-step-up': true } : {};
      return { ...transformed, schema: { ...transformed.schema, ...openApiSecurity(config?.requires), ...stepUp } };
    },
  });
  await app.register(authorization, { db: options.db, sessionIdleMinutes: options.sessionIdleMinutes ?? 30 });

  await app.register(authRoutes, { db: options.db, mailer: options.mailer, sessionTtlHours: options.sessionTtlHours });
  await app.register(auditRoutes, { db: options.db });
  await app.register(adminRoutes, { db: options.db, btcNetwork: options.btcNetwork ?? 'mainnet' });
  await app.register(roleRoutes, { db: options.db });
  await app.register(permissionRoutes, { db: options.db });
  await app.register(selfCustodyRoutes, { db: options.db, btcNetwork: options.btcNetwork ?? 'mainnet' });
  await app.register(serviceApiRoutes, { db: options.db, btcNetwork: options.btcNetwork ?? 'mainnet' });
  await app.register(serviceTokenRoutes, { db: options.db });
  await app.register(walletRoutes, { db: options.db, btcNetwork: options.btcNetwork ?? 'mainnet', sessionTtlHours: options.sessionTtlHours });
  await app.register(pointsRoutes, { db: options.db, btcNetwork: options.btcNetwork ?? 'mainnet' });
  await app.register(nftAirdropRoutes, { db: options.db, btcNetwork: options.btcNetwork ?? 'mainnet' });
  await app.register(newsRoutes, { db: options.db });
  await app.register(feedbackRoutes, { db: options.db });
  await app.register(noticeRoutes, { db: options.db });
  await app.register(crsmRoutes, { db: options.db });
  await app.register(statisticsPositionRoutes, { db: options.db, btcNetwork: options.btcNetwork ?? 'mainnet' });
  await app.register(hedgingStrategiesRoutes, { db: options.db });
  await app.register(homeRoutes, { db: options.db });
  await app.register(sessionRoutes, { db: options.db, sessionIdleMinutes: options.sessionIdleMinutes ?? 30 });
  await app.register(overviewRoutes, { db: options.db });
  await app.register(trafficStatisticsRoutes, { db: options.db });

  app.get(
    '/api/openapi.json',
    { config: { requires: 'public' }, schema: { hide: true } },
    async () => app.swagger(),
  );

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !options.staticDir) {
      return reply.status(404).send(toEnvelope(new AppError('NOT_FOUND', 'Not found.')));
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  if (options.staticDir && fs.existsSync(path.join(options.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: path.resolve(options.staticDir), prefix: '/', wildcard: true });
  }
  return app;
}
