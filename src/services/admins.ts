import { request } from '@umijs/max';
import { sendAnswer, getAnswer, type AnswerOf, type BodyOf } from './api';
import type { AdminListQuery } from './types';

export async function listAdmins(query: AdminListQuery, signal?: AbortSignal) {
  return getAnswer('/api/admins', query, signal);
}

export async function createAdmin(body: BodyOf<'/api/admins', 'post'>) {
  return sendAnswer('post', '/api/admins', { body });
}

/** `walletAddress`: super administrators only; null removes it, left out it stays as it is. */
export async function updateAdmin(id: number, body: BodyOf<'/api/admins/{id}', 'put'>) {
  return sendAnswer('put', '/api/admins/{id}', { params: { id }, body });
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
  return sendAnswer('post', '/api/admins/{id}/password', { params: { id }, body });
}
