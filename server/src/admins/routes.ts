import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { errorResponses, idParams, ok, okEmpty, page } from '../http/envelope';
import { adminItem, adminListQuery, createAdminBody, resetPasswordBody, updateAdminBody } from './schema';
import { createAdmin, listAdmins, resetAdminPassword, setAdminEnabled, updateAdmin } from './service';

const tags = ['admins'];

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork }> = async (
  app,
  { db, btcNetwork },
) => {
  app.get(
    '/api/admins',
    {
      config: { requires: { permission: 'permissions.administrator' } },
      schema: {
        tags,
        summary: 'Administrators, searched, sorted and paged',
        querystring: adminListQuery,
        response: { 200: page(adminItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listAdmins(db, actorOf(request), request.query)) }),
  );

  app.post(
    '/api/admins',
    {
      config: { requires: { permission: 'admins:create' } },
      schema: {
        tags,
        summary: 'Create an administrator',
        body: createAdminBody(btcNetwork),
        response: { 200: ok(adminItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await createAdmin(db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/admins/:id',
    {
      config: { requires: { permission: 'admins:update' } },
      schema: {
        tags,
        summary: 'Edit an administrator',
        params: idParams,
        body: updateAdminBody(btcNetwork),
        response: { 200: ok(adminItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateAdmin(db, actorOf(request), request.params.id, request.body),
    }),
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post(
      `/api/admins/:id/${action}`,
      {
        config: { requires: { permission: 'admins:toggle' } },
        schema: {
          tags,
          summary: enabled ? 'Enable an administrator' : 'Disable an administrator: their sessions end at once',
          params: idParams,
          response: { 200: ok(adminItem), ...errorResponses },
        },
      },
      async (request) => ({
        success: true as const,
        data: await setAdminEnabled(db, actorOf(request), request.params.id, enabled),
      }),
    );
  }

  app.post(
    '/api/admins/:id/password',
    {
      config: { requires: { permission: 'admins:resetPassword' } },
      schema: {
        tags,
        summary: "Reset another administrator's password: their sessions end",
        params: idParams,
        body: resetPasswordBody,
        response: { 200: okEmpty, ...errorResponses },
      },
    },
    async (request) => {
      await resetAdminPassword(db, actorOf(request), request.params.id, request.body.password);
      return { success: true as const };
    },
  );
};
