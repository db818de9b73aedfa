import type { Db } from '../db/client';
import { domainRoutes } from '../http/route';
import { resourceRoutes } from '../http/resourceRoutes';
import { createRoleBody, roleItem, roleListQuery, updateRoleBody } from './schema';
import { createRole, deleteRole, listRoles, updateRole } from './service';

export const roleRoutes = domainRoutes<{ db: Db }>(['roles'], (route, { db }) => {
  resourceRoutes(route, '/api/roles', {
    item: roleItem,
    list: {
      // The administrators page chooses roles from this list too.
      requires: { anyPermission: ['permissions.role', 'permissions.administrator'] },
      summary: 'Roles with their grants and how many administrators use each',
      query: roleListQuery,
      call: (actor, query) => listRoles(db, actor, query),
    },
    create: {
      requires: { permission: 'roles:create' },
      summary: 'Create a role with its permissions',
      body: createRoleBody,
      call: (actor, body) => createRole(db, actor, body),
    },
    update: {
      requires: { permission: 'roles:update' },
      summary: 'Edit a role; its administrators are judged by the new grants from their next request',
      body: updateRoleBody,
      call: (actor, id, body) => updateRole(db, actor, id, body),
    },
    delete: {
      requires: { permission: 'roles:delete' },
      summary: 'Delete a role that no administrator uses',
      call: (actor, id) => deleteRole(db, actor, id),
    },
  });
});
