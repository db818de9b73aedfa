// Every API route names what it requires where it is declared: `public`, `signedIn`, a
// permission code, or (for the service API) a service token scope. A route without a declaration cannot be registered, and every request is
// judged here before its body is even read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { findLiveSession, whySessionEnded, type AdminRow, type SessionRow } from '../auth/sessions';
import { roleHolds } from '../permissions/grants';
import type { ServiceScope } from '../serviceTokens/schema';
import { findServiceCaller, type ServiceCaller } from '../serviceTokens/service';
import type { Actor } from '../auditLogs/service';
import type { SessionEndedCode } from '../../../contract/errors';
import type { PermissionCode } from '../../../contract/permissions';
import { AppError } from './errors';

export type RouteRequirement =
  | 'public'
  | 'signedIn'
  | { permission: PermissionCode }
  | { anyPermission: PermissionCode[] }
  /** The service API: a service token holding this scope, never an administrator's session. */
  | { serviceScope: ServiceScope };

/** How a route's requirement reads in the OpenAPI document: its security scheme and what it needs. */
export function openApiSecurity(requires: RouteRequirement | undefined): Record<string, unknown> {
  if (!requires || requires === 'public') return { security: [] };
  if (requires === 'signedIn') return { security: [{ session: [] }] };
  if ('serviceScope' in requires) return { security: [{ serviceToken: [] }], 'x-service-scope': requires.serviceScope };
  const codes = 'permission' in requires ? [requires.permission] : requires.anyPermission;
  return { security: [{ session: [] }], 'x-permissions': codes };
}

interface RegisteredRoute {
  method: string;
  url: string;
  requirement: RouteRequirement;
  /** Moves money: the session must have proven its administrator within STEP_UP_MINUTES. */
  stepUp: boolean;
}

/** How long a sign-in or step-up stays fresh enough to approve money movements. */
const STEP_UP_MINUTES = 15;

/** Refuses with STEP_UP_REQUIRED when the session last proved its administrator too long ago. */
function assertRecentlyProven(session: SessionRow, now = new Date()): void {
  const provenAt = new Date(session.stepUpAt ?? session.createdAt).getTime();
  if (now.getTime() - provenAt > STEP_UP_MINUTES * 60 * 1000) {
    throw new AppError(
      'STEP_UP_REQUIRED',
      `Confirm it is you: your sign-in is older than ${STEP_UP_MINUTES} minutes. Enter your password or a TOTP code.`,
    );
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    requires?: RouteRequirement;
    /** A money approval: needs a sign-in or step-up within STEP_UP_MINUTES. */
    stepUp?: boolean;
  }
  interface FastifyRequest {
    auth: { admin: AdminRow; session: SessionRow } | null;
    serviceCaller: ServiceCaller | null;
  }
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[];
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export function actorOf(request: FastifyRequest): Actor {
  return {
    adminId: request.auth?.admin.id ?? null,
    serviceTokenId: request.serviceCaller?.tokenId ?? null,
    ip: request.ip ?? null,
    userAgent: (request.headers['user-agent'] as string | undefined) ?? null,
  };
}

/** The signed-in administrator and session; only call on routes that are not `public`. */
export function signedIn(request: FastifyRequest): { admin: AdminRow; session: SessionRow } {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.auth;
}

/** What the envelope says when a session that was live has ended (the panel shows its own words). */
const SESSION_ENDED_MESSAGE: Record<SessionEndedCode, string> = {
  SESSION_EXPIRED: 'Your session has expired, please sign in again.',
  SESSION_IDLE: 'Your session ended after a time without activity, please sign in again.',
  SESSION_SIGNED_OUT: 'This session was signed out, please sign in again.',
  SESSION_REVOKED: 'An administrator ended this session, please sign in again.',
  SESSION_ACCOUNT_DISABLED: 'This administrator account has been disabled.',
  SESSION_CREDENTIALS_CHANGED: 'Your sign-in details changed, please sign in again.',
};

async function authorizationPlugin(app: FastifyInstance, options: { db: Db; sessionIdleMinutes?: number }) {
  app.decorate('routeRegistry', [] as RegisteredRoute[]);
  app.decorateRequest('auth', null);
  app.decorateRequest('serviceCaller', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    const requirement = route.config?.requires;
    if (!requirement)
      throw new Error(`API route ${String(route.method)} ${route.url} does not declare what it requires`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      app.routeRegistry.push({ method, url: route.url, requirement, stepUp: route.config?.stepUp === true });
  });

  app.addHook('onRequest', async (request) => {
    const requirement = request.routeOptions.config?.requires;
    if (!requirement || requirement === 'public') return;
    const token = bearerToken(request);
    if (typeof requirement === 'object' && 'serviceScope' in requirement) {
      const caller = token ? await findServiceCaller(options.db, token) : null;
      if (!caller) throw new AppError('UNAUTHENTICATED', 'A live service token is required.');
      if (!caller.scopes.includes(requirement.serviceScope)) {
        throw new AppError('FORBIDDEN', `This service token lacks the "${requirement.serviceScope}" scope.`);
      }
      request.serviceCaller = caller;
      return;
    }
    const settings = { idleMinutes: options.sessionIdleMinutes ?? 30 };
    const found = token ? await findLiveSession(options.db, token, settings) : null;
    if (!found) {
      const ended = token ? await whySessionEnded(options.db, token, settings) : null;
      throw ended
        ? new AppError(ended, SESSION_ENDED_MESSAGE[ended])
        : new AppError('UNAUTHENTICATED', 'Please sign in.');
    }
    request.auth = found;
    if (typeof requirement === 'object') {
      const codes = 'permission' in requirement ? [requirement.permission] : requirement.anyPermission;
      if (!(await roleHolds(options.db, found.admin.roleId, codes))) {
        throw new AppError(
          'FORBIDDEN',
          `This action requires the permission ${codes.map((code) => `"${code}"`).join(' or ')}.`,
        );
      }
    }
    if (request.routeOptions.config?.stepUp) assertRecentlyProven(found.session);
  });
}

export default fp(authorizationPlugin, { name: 'authorization' });
