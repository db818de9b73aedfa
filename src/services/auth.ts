import { getAnswer, sendAnswer, type BodyOf } from './api';
import type { WalletSignature } from './types';

/** The sign-in steps: the login page shows their errors, and a 401 there means refused credentials, not an expired session. */
export const SIGN_IN_STEP = { skipErrorHandler: true, keepSessionOnUnauthorized: true } as const;

/** The wallet binding entry shows the errors of its calls itself. */
const BIND_ENTRY = { skipErrorHandler: true } as const;

/** A 401 means bad credentials. */
export async function login(body: BodyOf<'/api/auth/login', 'post'>) {
  return sendAnswer('post', '/api/auth/login', { body, ...SIGN_IN_STEP });
}

/** The wallet's message to sign for signing in. */
export async function walletChallenge(address: string) {
  const body: BodyOf<'/api/auth/wallet/challenge', 'post'> = { address };
  return sendAnswer('post', '/api/auth/wallet/challenge', { body, ...SIGN_IN_STEP });
}

/** A 401 here means a refused signature or an unbound wallet. */
export async function walletLogin(body: WalletSignature) {
  return sendAnswer('post', '/api/auth/wallet/login', { body, ...SIGN_IN_STEP });
}

/** The message for binding a wallet to yourself (password sessions only). */
export async function walletBindChallenge(address: string) {
  const body: BodyOf<'/api/auth/wallet/bind/challenge', 'post'> = { address };
  return sendAnswer('post', '/api/auth/wallet/bind/challenge', { body, ...BIND_ENTRY });
}

/** Binds the signing wallet to the signed-in administrator. */
export async function bindWallet(body: BodyOf<'/api/auth/wallet/bind', 'post'>) {
  return sendAnswer('post', '/api/auth/wallet/bind', { body, ...BIND_ENTRY });
}

export async function currentSession() {
  return getAnswer('/api/auth/me');
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
