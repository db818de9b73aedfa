import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams } from '../http/envelope';
import { deletePermissionQuery, movePermissionBody, permissionBody, permissionImpact, permissionItem } from './schema';
import { deletePermission, permissionImpact as impactOf } from './deletion';
import { movePermission } from './order';
import { createPermission, listPermissions, updatePermission } from './service';
import { domainRoutes } from '../http/route';
import { resourceRoutes } from '../http/resourceRoutes';

export const permissionRoutes = domainRoutes<{ db: Db }>(['permissions'], (route, { db }) => {
  resourceRoutes(route, '/api/permissions', {
    item: permissionItem,
    list: {
      // The roles page grants from this tree too.
      requires: { anyPermission: ['permissions.permission', 'permissions.role'] },
      summary: 'Every permission, flat, in menu order (the panel builds the tree from parentId)',
      call: (actor) => listPermissions(db, actor),
    },
    create: {
      requires: { permission: 'permissions:create' },
      summary: 'Add a menu or function permission',
      body: permissionBody,
      call: (actor, body) => createPermission(db, actor, body),
    },
    update: {
      requires: { permission: 'permissions:update' },
      summary: 'Edit a permission',
      body: permissionBody,
      call: (actor, id, body) => updatePermission(db, actor, id, body),
    },
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
