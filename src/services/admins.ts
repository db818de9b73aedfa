import { request } from '@umijs/max';
import { compactQuery } from '@/utils/listQuery';
import type { AdminCreateParams, AdminItem, AdminListQuery, AdminUpdateParams, ApiDone, ApiList, ApiResult } from './types';

export async function listAdmins(query: AdminListQuery, signal?: AbortSignal) {
  return request<ApiList<AdminItem>>('/api/admins', { method: 'GET', params: compactQuery(query), signal });
}

export async function createAdmin(body: AdminCreateParams) {
  return request<ApiResult<AdminItem>>('/api/admins', { method: 'POST', data: body });
}

export async function updateAdmin(id: number, body: AdminUpdateParams) {
  return request<ApiResult<AdminItem>>(`/api/admins/${id}`, { method: 'PUT', data: body });
}

/** Disabling ends the administrator's sessions at once. */
export async function setAdminEnabled(id: number, enabled: boolean) {
  return request<ApiResult<AdminItem>>(`/api/admins/${id}/${enabled ? 'enable' : 'disable'}`, { method: 'POST' });
}

/** Another administrator's password; one's own is changed from the header. */
export async function resetAdminPassword(id: number, password: string) {
  return request<ApiDone>(`/api/admins/${id}/password`, { method: 'POST', data: { password } });
}
