import { request } from '@umijs/max';
import type {
  ApiDone,
  ApiResult,
  ChangePasswordParams,
  LoginData,
  LoginParams,
  PasswordCodeData,
  SessionData,
  WalletChallenge,
  WalletSignature,
} from './types';
import type { PendingSignIn } from './twoFactor';

/** The login page shows its own inline errors, and a 401 here means bad credentials, not an expired session. */
export async function login(body: LoginParams) {
  return request<ApiResult<LoginData | PendingSignIn>>('/api/auth/login', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
    keepSessionOnUnauthorized: true,
  });
}

/** The wallet's message to sign for signing in; errors are shown by the login page. */
export async function walletChallenge(address: string) {
  return request<ApiResult<WalletChallenge>>('/api/auth/wallet/challenge', {
    method: 'POST',
    data: { address },
    skipErrorHandler: true,
    keepSessionOnUnauthorized: true,
  });
}

/** A 401 here means a refused signature or an unbound wallet, not an expired session. */
export async function walletLogin(body: WalletSignature) {
  return request<ApiResult<LoginData | PendingSignIn>>('/api/auth/wallet/login', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
    keepSessionOnUnauthorized: true,
  });
}

/** The message for binding a wallet to yourself (password sessions only); errors are shown by the bind entry. */
export async function walletBindChallenge(address: string) {
  return request<ApiResult<WalletChallenge>>('/api/auth/wallet/bind/challenge', {
    method: 'POST',
    data: { address },
    skipErrorHandler: true,
  });
}

/** Binds the signing wallet to the signed-in administrator; errors are shown by the bind entry. */
export async function bindWallet(body: WalletSignature) {
  return request<ApiResult<{ walletAddress: string }>>('/api/auth/wallet/bind', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
  });
}

export async function currentSession() {
  return request<ApiResult<SessionData>>('/api/auth/me', { method: 'GET' });
}

export async function logout() {
  return request<ApiDone>('/api/auth/logout', { method: 'POST' });
}

export async function sendPasswordCode() {
  return request<ApiResult<PasswordCodeData>>('/api/auth/password/code', { method: 'POST' });
}

export async function changePassword(body: ChangePasswordParams) {
  return request<ApiDone>('/api/auth/password', { method: 'POST', data: body });
}
