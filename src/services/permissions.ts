import { request } from '@umijs/max';
import type { ApiDone, ApiList, ApiResult, PermissionImpact, PermissionItem, PermissionParams } from './types';

/** Every permission, flat, in menu order; `src/utils/permissionTree.ts` builds the tree. */
export async function listPermissions() {
  return request<ApiList<PermissionItem>>('/api/permissions', { method: 'GET' });
}

export async function createPermission(body: PermissionParams) {
  return request<ApiResult<PermissionItem>>('/api/permissions', { method: 'POST', data: body });
}

export async function updatePermission(id: number, body: PermissionParams) {
  return request<ApiResult<PermissionItem>>(`/api/permissions/${id}`, { method: 'PUT', data: body });
}

/** What deleting it would take along: its sub-permissions and the roles holding any of them. */
export async function permissionImpact(id: number) {
  return request<ApiResult<PermissionImpact>>(`/api/permissions/${id}/impact`, { method: 'GET' });
}

/** The server refuses (409 PERMISSION_HAS_CHILDREN) to delete a permission with sub-permissions unless asked to take them too. */
export async function deletePermission(id: number, withDescendants: boolean) {
  return request<ApiDone>(`/api/permissions/${id}`, {
    method: 'DELETE',
    ...(withDescendants ? { params: { withDescendants: 'true' } } : {}),
  });
}
