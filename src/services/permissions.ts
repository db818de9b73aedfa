import { request } from '@umijs/max';
import { getAnswer, sendAnswer, type AnswerOf, type BodyOf, type QueryOf } from './api';

/** Every permission, flat, in menu order; `src/utils/permissionTree.ts` builds the tree. */
export async function listPermissions() {
  return getAnswer('/api/permissions');
}

export async function createPermission(body: BodyOf<'/api/permissions', 'post'>) {
  return sendAnswer('post', '/api/permissions', { body });
}

export async function updatePermission(id: number, body: BodyOf<'/api/permissions/{id}', 'put'>) {
  return sendAnswer('put', '/api/permissions/{id}', { params: { id }, body });
}

/** What deleting it would take along: its sub-permissions and the roles holding any of them. */
export async function permissionImpact(id: number) {
  return getAnswer('/api/permissions/{id}/impact', { params: { id } });
}

/** The server refuses (409 PERMISSION_HAS_CHILDREN) to delete a permission with sub-permissions unless asked to take them too. */
export async function deletePermission(id: number, withDescendants: boolean) {
  const params: QueryOf<'/api/permissions/{id}', 'delete'> = { withDescendants: 'true' };
  return request<AnswerOf<'/api/permissions/{id}', 'delete'>>(`/api/permissions/${id}`, {
    method: 'DELETE',
    ...(withDescendants ? { params } : {}),
  });
}

/** Moves a permission to place `index` among its siblings: the order the sidebar shows menus in. */
export async function movePermission(id: number, index: number) {
  return sendAnswer('post', '/api/permissions/{id}/move', { params: { id }, body: { index } });
}
