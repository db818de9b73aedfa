import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { errorResponses, idParams, ok, okEmpty } from '../http/envelope';
import { deletePermissionQuery, permissionBody, permissionImpact, permissionItem } from './schema';
import {
  createPermission,
  deletePermission,
  listPermissions,
  permissionImpact as impactOf,
  updatePermission,
} from './service';

const tags = ['permissions'];

export const permissionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/permissions',
    {
      // The roles page grants from this tree too.
      config: { requires: { anyPermission: ['permissions.permission', 'permissions.role'] } },
      schema: {
        tags,
        summary: 'Every permission, flat, in menu order (the panel builds the tree from parentId)',
        response: {
          200: z.object({ success: z.literal(true), data: z.array(permissionItem), total: z.number().int() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await listPermissions(db, actorOf(request))) }),
  );

  app.post(
    '/api/permissions',
    {
      config: { requires: { permission: 'permissions:create' } },
      schema: {
        tags,
        summary: 'Add a menu or function permission',
        body: permissionBody,
        response: { 200: ok(permissionItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await createPermission(db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/permissions/:id',
    {
      config: { requires: { permission: 'permissions:update' } },
      schema: {
        tags,
        summary: 'Edit a permission',
        params: idParams,
        body: permissionBody,
        response: { 200: ok(permissionItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updatePermission(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/permissions/:id/impact',
    {
      config: { requires: { permission: 'permissions:delete' } },
      schema: {
        tags,
        summary: 'What deleting a permission would take with it',
        params: idParams,
        response: { 200: ok(permissionImpact), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await impactOf(db, request.params.id) }),
  );

  app.delete(
    '/api/permissions/:id',
    {
      config: { requires: { permission: 'permissions:delete' } },
      schema: {
        tags,
        summary: 'Delete a permission (with its sub-permissions when withDescendants=true)',
        params: idParams,
        querystring: deletePermissionQuery,
        response: { 200: okEmpty, ...errorResponses },
      },
    },
    async (request) => {
      await deletePermission(db, actorOf(request), request.params.id, request.query.withDescendants === 'true');
      return { success: true as const };
    },
  );
};
