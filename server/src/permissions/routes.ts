import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams } from '../http/envelope';
import { deletePermissionQuery, movePermissionBody, permissionBody, permissionImpact, permissionItem } from './schema';
import {
  createPermission,
  deletePermission,
  listPermissions,
  movePermission,
  permissionImpact as impactOf,
  updatePermission,
} from './service';
import { domainRoutes } from '../http/route';

export const permissionRoutes = domainRoutes<{ db: Db }>(['permissions'], (route, { db }) => {
  route.get('/api/permissions', {
    // The roles page grants from this tree too.
    requires: { anyPermission: ['permissions.permission', 'permissions.role'] },
    summary: 'Every permission, flat, in menu order (the panel builds the tree from parentId)',
    schema: { page: permissionItem },
    answer: (request) => listPermissions(db, actorOf(request)),
  });

  route.post('/api/permissions', {
    requires: { permission: 'permissions:create' },
    summary: 'Add a menu or function permission',
    schema: { body: permissionBody, data: permissionItem },
    answer: (request) => createPermission(db, actorOf(request), request.body),
  });

  route.put('/api/permissions/:id', {
    requires: { permission: 'permissions:update' },
    summary: 'Edit a permission',
    schema: { params: idParams, body: permissionBody, data: permissionItem },
    answer: (request) => updatePermission(db, actorOf(request), request.params.id, request.body),
  });

  route.post('/api/permissions/:id/move', {
    requires: { permission: 'permissions:update' },
    summary: 'Move a permission among its siblings (the order menus show in)',
    schema: { params: idParams, body: movePermissionBody, data: permissionItem },
    answer: (request) => movePermission(db, actorOf(request), request.params.id, request.body.index),
  });

  route.get('/api/permissions/:id/impact', {
    requires: { permission: 'permissions:delete' },
    summary: 'What deleting a permission would take with it',
    schema: { params: idParams, data: permissionImpact },
    answer: (request) => impactOf(db, request.params.id),
  });

  route.delete('/api/permissions/:id', {
    requires: { permission: 'permissions:delete' },
    summary: 'Delete a permission (with its sub-permissions when withDescendants=true)',
    schema: { params: idParams, querystring: deletePermissionQuery },
    answer: (request) =>
      deletePermission(db, actorOf(request), request.params.id, request.query.withDescendants === 'true'),
  });
});
