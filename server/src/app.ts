// Builds the Fastify application: error envelope, authorization, OpenAPI, the domains'
// routes and, when a built panel is given, the static files.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import authorization, { openApiSecurity, type RouteRequirement } from './http/authorization';
import { AppError, toEnvelope } from './http/errors';
import cors from './http/cors';
import changeIds from './events/changeIds';
import { loadEventIds } from './events/eventIds';
import securityHeaders, { SECURITY_HEADERS } from './http/securityHeaders';
import inputHygiene from './http/inputHygiene';
import { depthBoundedJsonParser } from './http/jsonBody';
import type { Mailer } from './mail/mailer';
import { authRoutes } from './auth/routes';
import { auditLogRoutes } from './auditLogs/routes';
import { adminRoutes } from './admins/routes';
import { permissionRoutes } from './permissions/routes';
import { roleRoutes } from './roles/routes';
import { selfCustodyRoutes } from './selfCustody/routes';
import { serviceApiRoutes } from './selfCustody/serviceRoutes';
import { serviceTokenRoutes } from './serviceTokens/routes';
import { pointsRoutes } from './points/routes';
import { nftAirdropRoutes } from './nftAirdrops/routes';
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
import type { BtcNetwork, WalletOrigins } from './config';
import type { Database } from './db/client';
import { startClock } from './events/clock';
import { EventHub } from './events/hub';
import { eventRoutes } from './events/routes';
import { ApprovalMailer } from './notifications/approvalMails';
import { notificationRoutes } from './notifications/routes';

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
  /** TRUST_PROXY: whose X-Forwarded-For to believe (off by default). */
  trustProxy?: boolean | string[];
  /** PANEL_ORIGINS: origins of a panel served elsewhere than the server (a CDN). */
  panelOrigins?: string[];
  /** Hosts the panel loads pictures from (config's pictureHosts): the Content-Security-Policy's img-src. */
  pictureHosts?: string[];
  /** Where wallet challenges may be asked from (config's walletOrigins); PANEL_ORIGINS and any loopback origin when not given. */
  walletOrigins?: WalletOrigins;
  /** A request's whole body, and its headers, must arrive within these (REQUEST_TIMEOUT_SECONDS, HEADERS_TIMEOUT_SECONDS). */
  requestTimeoutSeconds?: number;
  headersTimeoutSeconds?: number;
  /** Where the live stream hears of changes (every instance's, through LISTEN / NOTIFY); without it, /api/events stays quiet. */
  listen?: Database['listen'];
  /** How often the live events clock looks for what time has changed (with `listen`); 15 s by default. */
  clockEveryMs?: number;
  /** PANEL_URL: the panel's address, for the links in approval emails; with `listen`, approvers are emailed. */
  panelUrl?: string;
}

function validationError(error: FastifyError): AppError {
  const fields = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'invalid',
      }))
    : [];
  const described = fields
    .map((field) => (field.field ? `${field.field}: ${field.message}` : field.message))
    .join('; ');
  return new AppError('VALIDATION_FAILED', described ? `Invalid request: ${described}` : 'Invalid request.', {
    fields,
  });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const requestTimeout = Math.round((options.requestTimeoutSeconds ?? 30) * 1000);
  const headersTimeout = Math.min(requestTimeout, Math.round((options.headersTimeoutSeconds ?? 10) * 1000));
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A client trickling its headers or body is cut when these run out, checked every second
    // rather than Node's default 30.
    requestTimeout,
    http: { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1000, headersTimeout) },
    // The router's own refusals (a path parameter over 100 characters, a malformed URL) answer in
    // the envelope too, with the security headers, rather than Fastify's default body.
    frameworkErrors: (error, request, reply) => {
      const appError =
        error.statusCode === 414
          ? new AppError('URI_TOO_LONG', 'The address is too long.')
          : new AppError('VALIDATION_FAILED', 'Invalid request.');
      request.log.info({ err: error }, 'refused by the router');
      return (reply as FastifyReply).status(appError.status).headers(SECURITY_HEADERS).send(toEnvelope(appError));
    },
  }).withTypeProvider<ZodTypeProvider>();
  // JSON nesting is bounded before parsing; added before the routes, which take the parsers in place when registered.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    depthBoundedJsonParser(app.getDefaultJsonParser('error', 'error')),
  );
  await app.register(securityHeaders, { pictureHosts: options.pictureHosts ?? [] });
  // Before authorization: a preflight carries no token and is answered here.
  await app.register(cors, { panelOrigins: options.panelOrigins ?? [] });
  await app.register(inputHygiene);
  // The key that makes event ids opaque, shared by every instance (src/events/eventIds.ts).
  const eventIds = await loadEventIds(options.db);
  await app.register(changeIds, { eventIds });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (error.validation) appError = validationError(error);
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own messages (a JSON parser's position, a content type) stay in the log, not the answer.
      if (error.statusCode === 404) appError = new AppError('NOT_FOUND', 'Not found.');
      else if (error.statusCode === 413) appError = new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
      else appError = new AppError('VALIDATION_FAILED', 'Invalid request.');
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
          session: {
            type: 'http',
            scheme: 'bearer',
            description: "An administrator's session token from POST /api/auth/login",
          },
          serviceToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A service token (svc_…) created in the panel, with the scope the route names',
          },
        },
      },
    },
    // Named schemas (the recursive yalalist entry) go to components.schemas, where their $refs point.
    transformObject: jsonSchemaTransformObject,
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const config = input.route.config as { requires?: RouteRequirement; stepUp?: boolean } | undefined;
      const stepUp = config?.stepUp ? { 'x-step-up': true } : {};
      return { ...transformed, schema: { ...transformed.schema, ...openApiSecurity(config?.requires), ...stepUp } };
    },
  });
  await app.register(authorization, { db: options.db, sessionIdleMinutes: options.sessionIdleMinutes ?? 30 });

  // The network whose addresses the API accepts and shows: mainnet unless the server was started for another.
  const btcNetwork = options.btcNetwork ?? 'mainnet';
  await app.register(authRoutes, { db: options.db, mailer: options.mailer, sessionTtlHours: options.sessionTtlHours });
  await app.register(auditLogRoutes, { db: options.db });
  await app.register(adminRoutes, { db: options.db, btcNetwork });
  await app.register(roleRoutes, { db: options.db });
  await app.register(permissionRoutes, { db: options.db });
  await app.register(selfCustodyRoutes, { db: options.db, btcNetwork });
  await app.register(serviceApiRoutes, { db: options.db, btcNetwork });
  await app.register(serviceTokenRoutes, { db: options.db });
  await app.register(walletRoutes, {
    db: options.db,
    mailer: options.mailer,
    btcNetwork,
    sessionTtlHours: options.sessionTtlHours,
    walletOrigins: options.walletOrigins ?? { listed: options.panelOrigins ?? [], anyLoopback: true },
  });
  await app.register(pointsRoutes, { db: options.db, btcNetwork });
  await app.register(nftAirdropRoutes, { db: options.db, btcNetwork });
  await app.register(newsRoutes, { db: options.db });
  await app.register(feedbackRoutes, { db: options.db });
  await app.register(noticeRoutes, { db: options.db });
  await app.register(crsmRoutes, { db: options.db });
  await app.register(statisticsPositionRoutes, { db: options.db, btcNetwork });
  await app.register(hedgingStrategiesRoutes, { db: options.db });
  await app.register(homeRoutes, { db: options.db });
  await app.register(sessionRoutes, { db: options.db, sessionIdleMinutes: options.sessionIdleMinutes ?? 30 });
  await app.register(overviewRoutes, { db: options.db });
  await app.register(trafficStatisticsRoutes, { db: options.db });
  const hub = new EventHub(options.db, { idleMinutes: options.sessionIdleMinutes ?? 30 });
  if (options.listen) {
    await hub.start({ listen: options.listen });
    // What time changes (cooling passed, price stale) is announced like any change (src/events/clock.ts).
    const stopClock = startClock(options.db, options.clockEveryMs ?? 15_000, (error) =>
      app.log.error({ err: error }, 'the live events clock failed'),
    );
    app.addHook('onClose', async () => stopClock());
  }
  // Open streams end before the server stops waiting for its requests.
  app.addHook('preClose', () => hub.stop());
  app.decorate('eventHub', hub);
  await app.register(eventRoutes, { hub, eventIds });
  if (options.listen && options.panelUrl) {
    const approvalMailer = new ApprovalMailer(options.db, {
      mailer: options.mailer,
      panelUrl: options.panelUrl,
      log: app.log,
    });
    await approvalMailer.start({ listen: options.listen });
    app.addHook('onClose', () => approvalMailer.stop());
    app.decorate('approvalMailer', approvalMailer);
  }
  await app.register(notificationRoutes, { db: options.db });

  app.get('/api/openapi.json', { config: { requires: 'public' }, schema: { hide: true } }, async () => app.swagger());

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !options.staticDir) {
      return reply.status(404).send(toEnvelope(new AppError('NOT_FOUND', 'Not found.')));
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  if (options.staticDir && fs.existsSync(path.join(options.staticDir, 'index.html'))) {
    // A cache keeps the brotli, gzip and plain answers of one file apart.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/')) return payload;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      return payload;
    });
    await app.register(fastifyStatic, {
      root: path.resolve(options.staticDir),
      prefix: '/',
      wildcard: true,
      // The build's brotli and gzip copies (config/plugins/precompress.ts), the plain file otherwise.
      preCompressed: true,
    });
  }
  return app;
}
