import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams, ok, okEmpty } from '../http/envelope';
import { deletePermissionQuery, movePermissionBody, permissionBody, permissionImpact, permissionItem } from './schema';
import {
  createPermission,
  deletePermission,
  listPermissions,
  movePermission,
  permissionImpact as impactOf,
  updatePermission,
} from './service';
import { answer, answerPage, declared } from '../http/declared';

const tags = ['permissions'];

export const permissionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/permissions',
    declared({
      // The roles page grants from this tree too.
      requires: { anyPermission: ['permissions.permission', 'permissions.role'] },
      tags,
      summary: 'Every permission, flat, in menu order (the panel builds the tree from parentId)',
      response: z.object({ success: z.literal(true), data: z.array(permissionItem), total: z.number().int() }),
    }),
    (request) => answerPage(listPermissions(db, actorOf(request))),
  );

  app.post(
    '/api/permissions',
    declared({
      requires: { permission: 'permissions:create' },
      tags,
      summary: 'Add a menu or function permission',
      body: permissionBody,
      response: ok(permissionItem),
    }),
    (request) => answer(createPermission(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/permissions/:id',
    declared({
      requires: { permission: 'permissions:update' },
      tags,
      summary: 'Edit a permission',
      params: idParams,
      body: permissionBody,
      response: ok(permissionItem),
    }),
    (request) => answer(updatePermission(db, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/permissions/:id/move',
    declared({
      requires: { permission: 'permissions:update' },
      tags,
      summary: 'Move a permission among its siblings (the order menus show in)',
      params: idParams,
      body: movePermissionBody,
      response: ok(permissionItem),
    }),
    (request) => answer(movePermission(db, actorOf(request), request.params.id, request.body.index)),
  );

  app.get(
    '/api/permissions/:id/impact',
    declared({
      requires: { permission: 'permissions:delete' },
      tags,
      summary: 'What deleting a permission would take with it',
      params: idParams,
      response: ok(permissionImpact),
    }),
    (request) => answer(impactOf(db, request.params.id)),
  );

  app.delete(
    '/api/permissions/:id',
    declared({
      requires: { permission: 'permissions:delete' },
      tags,
      summary: 'Delete a permission (with its sub-permissions when withDescendants=true)',
      params: idParams,
      querystring: deletePermissionQuery,
      response: okEmpty,
    }),
    async (request) => {
      await deletePermission(db, actorOf(request), request.params.id, request.query.withDescendants === 'true');
      return { success: true as const };
    },
  );
};
