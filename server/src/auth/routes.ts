import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf, signedIn } from '../http/authorization';
import { errorEnvelope, ok, okEmpty } from '../http/envelope';
import type { Mailer } from '../mail/mailer';
import {
  changePasswordBody,
  passwordCodeData,
  sessionData,
  signInBody,
  signInData,
  signInResult,
  stepUpBody,
  stepUpData,
  totpCodeBody,
  totpEnrolmentData,
  totpSignInBody,
  twoFactorStateData,
} from './schema';
import { changePassword, sendPasswordChangeCode } from './passwordChange';
import { sessionDataFor, signInWithPassword, signInWithTotp, signOut, stepUp } from './signIn';
import { confirmEnrolment, disableTwoFactor, startEnrolment, twoFactorState } from './twoFactor';
import { answer, declared } from '../http/declared';

export interface AuthRouteOptions {
  db: Db;
  mailer: Mailer;
  sessionTtlHours: number;
}

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope };

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { db, mailer, sessionTtlHours }) => {
  app.post(
    '/api/auth/login',
    declared({
      requires: 'public',
      tags: ['auth'],
      summary: 'Sign in with email and password: a session, or a pending sign-in that a TOTP code completes',
      body: signInBody,
      response: ok(signInResult),
      errors,
    }),
    (request) => answer(signInWithPassword(db, { sessionTtlHours, mailer }, actorOf(request), request.body)),
  );

  app.post(
    '/api/auth/login/totp',
    declared({
      requires: 'public',
      tags: ['auth'],
      summary: 'Second sign-in step: the pending sign-in and a TOTP code',
      body: totpSignInBody,
      response: ok(signInData),
      errors,
    }),
    (request) => answer(signInWithTotp(db, { sessionTtlHours, mailer }, actorOf(request), request.body)),
  );

  app.get(
    '/api/auth/totp',
    declared({
      requires: 'signedIn',
      tags: ['auth'],
      summary: 'Whether two-factor authentication is on, and whether the role requires it',
      response: ok(twoFactorStateData),
      errors,
    }),
    (request) => answer(twoFactorState(db, signedIn(request).admin)),
  );

  app.post(
    '/api/auth/totp/enrol',
    declared({
      requires: 'signedIn',
      tags: ['auth'],
      summary: 'Start setting up TOTP: a new secret and its otpauth:// URI',
      response: ok(totpEnrolmentData),
      errors: { ...errors, 409: errorEnvelope },
    }),
    (request) => answer(startEnrolment(db, signedIn(request).admin)),
  );

  app.post(
    '/api/auth/totp/confirm',
    declared({
      requires: 'signedIn',
      tags: ['auth'],
      summary: 'Turn TOTP on with a code from the app',
      body: totpCodeBody,
      response: okEmpty,
      errors: { ...errors, 409: errorEnvelope },
    }),
    async (request) => {
      await confirmEnrolment(db, actorOf(request), signedIn(request).admin, request.body.code);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/totp/disable',
    declared({
      requires: 'signedIn',
      tags: ['auth'],
      summary: 'Turn TOTP off with a current code',
      body: totpCodeBody,
      response: okEmpty,
      errors: { ...errors, 409: errorEnvelope },
    }),
    async (request) => {
      await disableTwoFactor(db, actorOf(request), signedIn(request).admin, request.body.code);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/stepUp',
    declared({
      requires: 'signedIn',
      tags: ['auth'],
      summary: 'Confirm it is you (password or TOTP code) before approving money movements; fresh for 15 minutes',
      body: stepUpBody,
      response: ok(stepUpData),
      errors,
    }),
    (request) => answer(stepUp(db, { mailer }, actorOf(request), signedIn(request), request.body)),
  );

  app.get(
    '/api/auth/me',
    declared({
      requires: 'signedIn',
      tags: ['auth'],
      summary: 'The signed-in administrator, permission codes and menu tree',
      response: ok(sessionData),
      errors,
    }),
    (request) => answer(sessionDataFor(db, signedIn(request).admin, signedIn(request).session.authMethod)),
  );

  app.post(
    '/api/auth/logout',
    declared({
      requires: 'signedIn',
      tags: ['auth'],
      summary: 'Sign out: revokes this session',
      response: okEmpty,
      errors,
    }),
    async (request) => {
      await signOut(db, actorOf(request), signedIn(request).session);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/password/code',
    declared({
      requires: 'signedIn',
      tags: ['auth'],
      summary: 'Email a verification code for changing the password',
      response: ok(passwordCodeData),
      errors,
    }),
    (request) => answer(sendPasswordChangeCode(db, mailer, actorOf(request), signedIn(request).admin)),
  );

  app.post(
    '/api/auth/password',
    declared({
      requires: 'signedIn',
      tags: ['auth'],
      summary: 'Change the password; signs out every other session',
      body: changePasswordBody,
      response: okEmpty,
      errors,
    }),
    async (request) => {
      await changePassword(db, { mailer }, actorOf(request), signedIn(request), request.body);
      return { success: true as const };
    },
  );
};
