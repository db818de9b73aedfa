import { request } from '@umijs/max';
import { sendAnswer, type AnswerOf, type BodyOf } from './api';
import type { WalletSignature } from './types';

/** The login page shows its own inline errors, and a 401 here means bad credentials, not an expired session. */
export async function login(body: BodyOf<'/api/auth/login', 'post'>) {
  return request<AnswerOf<'/api/auth/login', 'post'>>('/api/auth/login', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
    keepSessionOnUnauthorized: true,
  });
}

/** The wallet's message to sign for signing in; errors are shown by the login page. */
export async function walletChallenge(address: string) {
  const body: BodyOf<'/api/auth/wallet/challenge', 'post'> = { address };
  return request<AnswerOf<'/api/auth/wallet/challenge', 'post'>>('/api/auth/wallet/challenge', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
    keepSessionOnUnauthorized: true,
  });
}

/** A 401 here means a refused signature or an unbound wallet, not an expired session. */
export async function walletLogin(body: WalletSignature) {
  return request<AnswerOf<'/api/auth/wallet/login', 'post'>>('/api/auth/wallet/login', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
    keepSessionOnUnauthorized: true,
  });
}

/** The message for binding a wallet to yourself (password sessions only); errors are shown by the bind entry. */
export async function walletBindChallenge(address: string) {
  const body: BodyOf<'/api/auth/wallet/bind/challenge', 'post'> = { address };
  return request<AnswerOf<'/api/auth/wallet/bind/challenge', 'post'>>('/api/auth/wallet/bind/challenge', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
  });
}

/** Binds the signing wallet to the signed-in administrator; errors are shown by the bind entry. */
export async function bindWallet(body: BodyOf<'/api/auth/wallet/bind', 'post'>) {
  return request<AnswerOf<'/api/auth/wallet/bind', 'post'>>('/api/auth/wallet/bind', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
  });
}

export async function currentSession() {
  return request<AnswerOf<'/api/auth/me', 'get'>>('/api/auth/me', { method: 'GET' });
}

export async function logout() {
  return sendAnswer('post', '/api/auth/logout');
}

export async function sendPasswordCode() {
  return sendAnswer('post', '/api/auth/password/code');
}

export async function changePassword(body: BodyOf<'/api/auth/password', 'post'>) {
  return sendAnswer('post', '/api/auth/password', { body });
}

/** The signed-in administrator's own preferences (whether they are emailed when an operation awaits their approval). */
export async function updatePreferences(body: BodyOf<'/api/auth/me/preferences', 'put'>) {
  return sendAnswer('put', '/api/auth/me/preferences', { body });
}
