import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams } from '../http/envelope';
import { createRoleBody, roleItem, roleListQuery, updateRoleBody } from './schema';
import { createRole, deleteRole, listRoles, updateRole } from './service';
import { domainRoutes } from '../http/route';

export const roleRoutes = domainRoutes<{ db: Db }>(['roles'], (route, { db }) => {
  route.get('/api/roles', {
    // The administrators page chooses roles from this list too.
    requires: { anyPermission: ['permissions.role', 'permissions.administrator'] },
    summary: 'Roles with their grants and how many administrators use each',
    schema: { querystring: roleListQuery, page: roleItem },
    answer: (request) => listRoles(db, actorOf(request), request.query),
  });

  route.post('/api/roles', {
    requires: { permission: 'roles:create' },
    summary: 'Create a role with its permissions',
    schema: { body: createRoleBody, data: roleItem },
    answer: (request) => createRole(db, actorOf(request), request.body),
  });

  route.put('/api/roles/:id', {
    requires: { permission: 'roles:update' },
    summary: 'Edit a role; its administrators are judged by the new grants from their next request',
    schema: { params: idParams, body: updateRoleBody, data: roleItem },
    answer: (request) => updateRole(db, actorOf(request), request.params.id, request.body),
  });

  route.delete('/api/roles/:id', {
    requires: { permission: 'roles:delete' },
    summary: 'Delete a role that no administrator uses',
    schema: { params: idParams },
    answer: (request) => deleteRole(db, actorOf(request), request.params.id),
  });
});
