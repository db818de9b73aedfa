import { request } from '@umijs/max';
import type {
  ApiDone,
  ApiResult,
  ChangePasswordParams,
  LoginData,
  LoginParams,
  PasswordCodeData,
  SessionData,
} from './types';

/** The login page shows its own inline errors, and a 401 here means bad credentials, not an expired session. */
export async function login(body: LoginParams) {
  return request<ApiResult<LoginData>>('/api/auth/login', {
    method: 'POST',
    data: body,
    skipErrorHandler: true,
    keepSessionOnUnauthorized: true,
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
