import type { Db } from '../db/client';
import { actorOf, signedIn } from '../http/authorization';
import { errorEnvelope } from '../http/envelope';
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
import { domainRoutes } from '../http/route';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope };
/** Setting TOTP up or turning it off is refused (409) when two-factor is already, or not yet, in that state. */
const totpErrors = { ...errors, 409: errorEnvelope };

export const authRoutes = domainRoutes<{ db: Db; mailer: Mailer; sessionTtlHours: number }>(
  ['auth'],
  (route, { db, mailer, sessionTtlHours }) => {
    route.post('/api/auth/login', {
      requires: 'public',
      summary: 'Sign in with email and password: a session, or a pending sign-in that a TOTP code completes',
      schema: { body: signInBody, data: signInResult, errors },
      answer: (request) => signInWithPassword(db, { sessionTtlHours, mailer }, actorOf(request), request.body),
    });

    route.post('/api/auth/login/totp', {
      requires: 'public',
      summary: 'Second sign-in step: the pending sign-in and a TOTP code',
      schema: { body: totpSignInBody, data: signInData, errors },
      answer: (request) => signInWithTotp(db, { sessionTtlHours, mailer }, actorOf(request), request.body),
    });

    route.get('/api/auth/totp', {
      requires: 'signedIn',
      summary: 'Whether two-factor authentication is on, and whether the role requires it',
      schema: { data: twoFactorStateData, errors },
      answer: (request) => twoFactorState(db, signedIn(request).admin),
    });

    route.post('/api/auth/totp/enrol', {
      requires: 'signedIn',
      summary: 'Start setting up TOTP: a new secret and its otpauth:// URI',
      schema: { data: totpEnrolmentData, errors: totpErrors },
      answer: (request) => startEnrolment(db, signedIn(request).admin),
    });

    for (const [path, summary, change] of [
      ['confirm', 'Turn TOTP on with a code from the app', confirmEnrolment],
      ['disable', 'Turn TOTP off with a current code', disableTwoFactor],
    ] as const) {
      route.post(`/api/auth/totp/${path}`, {
        requires: 'signedIn',
        summary,
        schema: { body: totpCodeBody, errors: totpErrors },
        answer: (request) => change(db, actorOf(request), signedIn(request).admin, request.body.code),
      });
    }

    route.post('/api/auth/stepUp', {
      requires: 'signedIn',
      summary: 'Confirm it is you (password or TOTP code) before approving money movements; fresh for 15 minutes',
      schema: { body: stepUpBody, data: stepUpData, errors },
      answer: (request) => stepUp(db, { mailer }, actorOf(request), signedIn(request), request.body),
    });

    route.get('/api/auth/me', {
      requires: 'signedIn',
      summary: 'The signed-in administrator, permission codes and menu tree',
      schema: { data: sessionData, errors },
      answer: (request) => sessionDataFor(db, signedIn(request).admin, signedIn(request).session.authMethod),
    });

    route.post('/api/auth/logout', {
      requires: 'signedIn',
      summary: 'Sign out: revokes this session',
      schema: { errors },
      answer: (request) => signOut(db, actorOf(request), signedIn(request).session),
    });

    route.post('/api/auth/password/code', {
      requires: 'signedIn',
      summary: 'Email a verification code for changing the password',
      schema: { data: passwordCodeData, errors },
      answer: (request) => sendPasswordChangeCode(db, mailer, actorOf(request), signedIn(request).admin),
    });

    route.post('/api/auth/password', {
      requires: 'signedIn',
      summary: 'Change the password; signs out every other session',
      schema: { body: changePasswordBody, errors },
      answer: (request) => changePassword(db, { mailer }, actorOf(request), signedIn(request), request.body),
    });
  },
);
