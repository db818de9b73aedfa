import { sendAnswer, getAnswer, type BodyOf, type QueryOf } from './api';

/** The API's largest page: enough to offer every role in a select. */
export const ALL_ROLES_PAGE_SIZE = 200;

export async function listRoles(query: QueryOf<'/api/roles'>, signal?: AbortSignal) {
  return getAnswer('/api/roles', query, signal);
}

export async function createRole(body: BodyOf<'/api/roles', 'post'>) {
  return sendAnswer('post', '/api/roles', { body });
}

/** `permissionIds` is left out when editing the super-administrator role, whose grants are fixed. */
export async function updateRole(id: number, body: BodyOf<'/api/roles/{id}', 'put'>) {
  return sendAnswer('put', '/api/roles/{id}', { params: { id }, body });
}

/** Refused (409 ROLE_IN_USE) while administrators still use the role. */
export async function deleteRole(id: number) {
  return sendAnswer('delete', '/api/roles/{id}', { params: { id } });
}
