import { request } from '@umijs/max';
import type { ApiDone, ApiResult, LoginData } from './types';

/** The first factor was right; a TOTP code (after enrolling, when the role requires it) completes the sign-in. */
export interface PendingSignIn {
  twoFactor: 'totp' | 'enrol';
  pendingToken: string;
  expiresAt: string;
  enrolment?: TotpEnrolment;
}

export interface TotpEnrolment {
  secret: string;
  /** otpauth:// URI for an authenticator app. */
  uri: string;
}

export interface TwoFactorState {
  enabled: boolean;
  required: boolean;
}

export const isPendingSignIn = (data: LoginData | PendingSignIn): data is PendingSignIn => 'pendingToken' in data;

/** The second sign-in step; the login page shows its errors, and a 401 means the pending sign-in expired, not a session. */
export async function loginWithTotp(body: { pendingToken: string; code: string }) {
  return request<ApiResult<LoginData>>('/api/auth/login/totp', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
    keepSessionOnUnauthorized: true,
  });
}

export async function twoFactorState() {
  return request<ApiResult<TwoFactorState>>('/api/auth/totp', { method: 'GET' });
}

export async function startTotpEnrolment() {
  return request<ApiResult<TotpEnrolment>>('/api/auth/totp/enrol', { method: 'POST' });
}

export async function confirmTotp(code: string) {
  return request<ApiDone>('/api/auth/totp/confirm', { method: 'POST', data: { code } });
}

export async function disableTotp(code: string) {
  return request<ApiDone>('/api/auth/totp/disable', { method: 'POST', data: { code } });
}
