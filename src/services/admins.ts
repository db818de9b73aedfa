import { request } from '@umijs/max';
import { getAnswer, type AnswerOf, type BodyOf } from './api';
import type { AdminListQuery } from './types';

export async function listAdmins(query: AdminListQuery, signal?: AbortSignal) {
  return getAnswer('/api/admins', query, signal);
}

export async function createAdmin(body: BodyOf<'/api/admins', 'post'>) {
  return request<AnswerOf<'/api/admins', 'post'>>('/api/admins', { method: 'POST', data: body });
}

/** `walletAddress`: super administrators only; null removes it, left out it stays as it is. */
export async function updateAdmin(id: number, body: BodyOf<'/api/admins/{id}', 'put'>) {
  return request<AnswerOf<'/api/admins/{id}', 'put'>>(`/api/admins/${id}`, { method: 'PUT', data: body });
}

/** Disabling ends the administrator's sessions at once. */
export async function setAdminEnabled(id: number, enabled: boolean) {
  return request<AnswerOf<'/api/admins/{id}/enable' | '/api/admins/{id}/disable', 'post'>>(
    `/api/admins/${id}/${enabled ? 'enable' : 'disable'}`,
    {
      method: 'POST',
    },
  );
}

/** Another administrator's password; one's own is changed from the header. */
export async function resetAdminPassword(id: number, password: string) {
  const body: BodyOf<'/api/admins/{id}/password', 'post'> = { password };
  return request<AnswerOf<'/api/admins/{id}/password', 'post'>>(`/api/admins/${id}/password`, {
    method: 'POST',
    data: body,
  });
}
