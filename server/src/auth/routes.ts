import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf, signedIn } from '../http/authorization';
import { errorEnvelope, ok, okEmpty } from '../http/envelope';
import type { Mailer } from '../mail/mailer';
import { changePasswordBody, passwordCodeData, sessionData, signInBody, signInData } from './schema';
import { changePassword, sendPasswordChangeCode, sessionDataFor, signInWithPassword, signOut } from './service';

export interface AuthRouteOptions {
  db: Db;
  mailer: Mailer;
  sessionTtlHours: number;
}

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope };

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { db, mailer, sessionTtlHours }) => {
  app.post(
    '/api/auth/login',
    {
      config: { requires: 'public' },
      schema: { tags: ['auth'], summary: 'Sign in with email and password', body: signInBody, response: { 200: ok(signInData), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await signInWithPassword(db, { sessionTtlHours }, actorOf(request), request.body),
    }),
  );

  app.get(
    '/api/auth/me',
    {
      config: { requires: 'signedIn' },
      schema: { tags: ['auth'], summary: 'The signed-in administrator, permission codes and menu tree', response: { 200: ok(sessionData), ...errors } },
    },
    async (request) => ({ success: true as const, data: await sessionDataFor(db, signedIn(request).admin, signedIn(request).session.authMethod) }),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { requires: 'signedIn' },
      schema: { tags: ['auth'], summary: 'Sign out: revokes this session', response: { 200: okEmpty, ...errors } },
    },
    async (request) => {
      await signOut(db, actorOf(request), signedIn(request).session);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/password/code',
    {
      config: { requires: 'signedIn' },
      schema: { tags: ['auth'], summary: 'Email a verification code for changing the password', response: { 200: ok(passwordCodeData), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await sendPasswordChangeCode(db, mailer, actorOf(request), signedIn(request).admin),
    }),
  );

  app.post(
    '/api/auth/password',
    {
      config: { requires: 'signedIn' },
      schema: { tags: ['auth'], summary: 'Change the password; signs out every other session', body: changePasswordBody, response: { 200: okEmpty, ...errors } },
    },
    async (request) => {
      await changePassword(db, actorOf(request), signedIn(request), request.body);
      return { success: true as const };
    },
  );
};
