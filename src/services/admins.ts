import { request } from '@umijs/max';
import { resourceCalls, sendAnswer, type AnswerOf, type BodyOf } from './api';

const admins = resourceCalls('/api/admins');

export const listAdmins = admins.list;

export const createAdmin = admins.create;

/** `walletAddress`: super administrators only; null removes it, left out it stays as it is. */
export const updateAdmin = admins.update;

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
