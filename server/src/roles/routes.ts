import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { errorResponses, idParams, ok, okEmpty, page } from '../http/envelope';
import { createRoleBody, roleItem, roleListQuery, updateRoleBody } from './schema';
import { createRole, deleteRole, listRoles, updateRole } from './service';

const tags = ['roles'];

export const roleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/roles',
    {
      // The administrators page chooses roles from this list too.
      config: { requires: { anyPermission: ['permissions.role', 'permissions.administrator'] } },
      schema: {
        tags,
        summary: 'Roles with their grants and how many administrators use each',
        querystring: roleListQuery,
        response: { 200: page(roleItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listRoles(db, actorOf(request), request.query)) }),
  );

  app.post(
    '/api/roles',
    {
      config: { requires: { permission: 'roles:create' } },
      schema: {
        tags,
        summary: 'Create a role with its permissions',
        body: createRoleBody,
        response: { 200: ok(roleItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await createRole(db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/roles/:id',
    {
      config: { requires: { permission: 'roles:update' } },
      schema: {
        tags,
        summary: 'Edit a role; its administrators are judged by the new grants from their next request',
        params: idParams,
        body: updateRoleBody,
        response: { 200: ok(roleItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateRole(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/roles/:id',
    {
      config: { requires: { permission: 'roles:delete' } },
      schema: {
        tags,
        summary: 'Delete a role that no administrator uses',
        params: idParams,
        response: { 200: okEmpty, ...errorResponses },
      },
    },
    async (request) => {
      await deleteRole(db, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
