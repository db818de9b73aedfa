import { getAnswer, sendAnswer, type BodyOf, type DataOf } from './api';
import { SIGN_IN_STEP } from './auth';
import type { LoginData } from './types';

type SignInResult = DataOf<'/api/auth/login', 'post'>;

/** The first factor was right; a TOTP code (after enrolling, when the role requires it) completes the sign-in. */
export type PendingSignIn = Extract<SignInResult, { pendingToken: string }>;

export type TotpEnrolment = DataOf<'/api/auth/totp/enrol', 'post'>;

export type TwoFactorState = DataOf<'/api/auth/totp', 'get'>;

export const isPendingSignIn = (data: LoginData | PendingSignIn): data is PendingSignIn => 'pendingToken' in data;

/** The second sign-in step; a 401 means the pending sign-in expired. */
export async function loginWithTotp(body: BodyOf<'/api/auth/login/totp', 'post'>) {
  return sendAnswer('post', '/api/auth/login/totp', { body, ...SIGN_IN_STEP });
}

export async function twoFactorState() {
  return getAnswer('/api/auth/totp');
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
