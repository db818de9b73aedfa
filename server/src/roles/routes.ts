import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams, ok, okEmpty, page } from '../http/envelope';
import { createRoleBody, roleItem, roleListQuery, updateRoleBody } from './schema';
import { createRole, deleteRole, listRoles, updateRole } from './service';
import { answer, answerPage, declared } from '../http/declared';

const tags = ['roles'];

export const roleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/roles',
    declared({
      // The administrators page chooses roles from this list too.
      requires: { anyPermission: ['permissions.role', 'permissions.administrator'] },
      tags,
      summary: 'Roles with their grants and how many administrators use each',
      querystring: roleListQuery,
      response: page(roleItem),
    }),
    (request) => answerPage(listRoles(db, actorOf(request), request.query)),
  );

  app.post(
    '/api/roles',
    declared({
      requires: { permission: 'roles:create' },
      tags,
      summary: 'Create a role with its permissions',
      body: createRoleBody,
      response: ok(roleItem),
    }),
    (request) => answer(createRole(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/roles/:id',
    declared({
      requires: { permission: 'roles:update' },
      tags,
      summary: 'Edit a role; its administrators are judged by the new grants from their next request',
      params: idParams,
      body: updateRoleBody,
      response: ok(roleItem),
    }),
    (request) => answer(updateRole(db, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/roles/:id',
    declared({
      requires: { permission: 'roles:delete' },
      tags,
      summary: 'Delete a role that no administrator uses',
      params: idParams,
      response: okEmpty,
    }),
    async (request) => {
      await deleteRole(db, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
