import { request } from '@umijs/max';
import { getAnswer, type AnswerOf, type BodyOf, type QueryOf } from './api';

/** The API's largest page: enough to offer every role in a select. */
export const ALL_ROLES_PAGE_SIZE = 200;

export async function listRoles(query: QueryOf<'/api/roles'>, signal?: AbortSignal) {
  return getAnswer('/api/roles', query, signal);
}

export async function createRole(body: BodyOf<'/api/roles', 'post'>) {
  return request<AnswerOf<'/api/roles', 'post'>>('/api/roles', { method: 'POST', data: body });
}

/** `permissionIds` is left out when editing the super-administrator role, whose grants are fixed. */
export async function updateRole(id: number, body: BodyOf<'/api/roles/{id}', 'put'>) {
  return request<AnswerOf<'/api/roles/{id}', 'put'>>(`/api/roles/${id}`, { method: 'PUT', data: body });
}

/** Refused (409 ROLE_IN_USE) while administrators still use the role. */
export async function deleteRole(id: number) {
  return request<AnswerOf<'/api/roles/{id}', 'delete'>>(`/api/roles/${id}`, { method: 'DELETE' });
}
