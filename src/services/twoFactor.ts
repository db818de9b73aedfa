import { request } from '@umijs/max';
import { sendAnswer, type AnswerOf, type BodyOf, type DataOf } from './api';
import type { LoginData } from './types';

type SignInResult = DataOf<'/api/auth/login', 'post'>;

/** The first factor was right; a TOTP code (after enrolling, when the role requires it) completes the sign-in. */
export type PendingSignIn = Extract<SignInResult, { pendingToken: string }>;

export type TotpEnrolment = DataOf<'/api/auth/totp/enrol', 'post'>;

export type TwoFactorState = DataOf<'/api/auth/totp', 'get'>;

export const isPendingSignIn = (data: LoginData | PendingSignIn): data is PendingSignIn => 'pendingToken' in data;

/** The second sign-in step; the login page shows its errors, and a 401 means the pending sign-in expired, not a session. */
export async function loginWithTotp(body: BodyOf<'/api/auth/login/totp', 'post'>) {
  return request<AnswerOf<'/api/auth/login/totp', 'post'>>('/api/auth/login/totp', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
    keepSessionOnUnauthorized: true,
  });
}

export async function twoFactorState() {
  return request<AnswerOf<'/api/auth/totp', 'get'>>('/api/auth/totp', { method: 'GET' });
}

export async function startTotpEnrolment() {
  return sendAnswer('post', '/api/auth/totp/enrol');
}

export async function confirmTotp(code: string) {
  const body: BodyOf<'/api/auth/totp/confirm', 'post'> = { code };
  return sendAnswer('post', '/api/auth/totp/confirm', { body });
}

export async function disableTotp(code: string) {
  const body: BodyOf<'/api/auth/totp/disable', 'post'> = { code };
  return sendAnswer('post', '/api/auth/totp/disable', { body });
}
