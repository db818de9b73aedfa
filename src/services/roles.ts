import { resourceCalls } from './api';

/** The API's largest page: enough to offer every role in a select. */
export const ALL_ROLES_PAGE_SIZE = 200;

const roles = resourceCalls('/api/roles');

export const listRoles = roles.list;

export const createRole = roles.create;

/** `permissionIds` is left out when editing the super-administrator role, whose grants are fixed. */
export const updateRole = roles.update;

/** Refused (409 ROLE_IN_USE) while administrators still use the role. */
export const deleteRole = roles.remove;
