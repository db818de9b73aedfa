import { request } from '@umijs/max';
import { compactQuery } from '@/utils/listQuery';
import type { ApiDone, ApiList, ApiResult, RoleItem, RoleListQuery, RoleParams } from './types';

/** The API's largest page: enough to offer every role in a select. */
export const ALL_ROLES_PAGE_SIZE = 200;

export async function listRoles(query: RoleListQuery, signal?: AbortSignal) {
  return request<ApiList<RoleItem>>('/api/roles', { method: 'GET', params: compactQuery(query), signal });
}

export async function createRole(body: RoleParams) {
  return request<ApiResult<RoleItem>>('/api/roles', { method: 'POST', data: body });
}

export async function updateRole(id: number, body: RoleParams) {
  return request<ApiResult<RoleItem>>(`/api/roles/${id}`, { method: 'PUT', data: body });
}

/** Refused (409 ROLE_IN_USE) while administrators still use the role. */
export async function deleteRole(id: number) {
  return request<ApiDone>(`/api/roles/${id}`, { method: 'DELETE' });
}
