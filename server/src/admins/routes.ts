import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams, ok, okEmpty, page } from '../http/envelope';
import { adminItem, adminListQuery, createAdminBody, resetPasswordBody, updateAdminBody } from './schema';
import { createAdmin, resetAdminPassword, setAdminEnabled, updateAdmin } from './adminChanges';
import { listAdmins } from './adminList';
import { answer, answerPage, declared } from '../http/declared';

const tags = ['admins'];

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork }> = async (
  app,
  { db, btcNetwork },
) => {
  app.get(
    '/api/admins',
    declared({
      requires: { permission: 'permissions.administrator' },
      tags,
      summary: 'Administrators, searched, sorted and paged',
      querystring: adminListQuery,
      response: page(adminItem),
    }),
    (request) => answerPage(listAdmins(db, actorOf(request), request.query)),
  );

  app.post(
    '/api/admins',
    declared({
      requires: { permission: 'admins:create' },
      tags,
      summary: 'Create an administrator',
      body: createAdminBody(btcNetwork),
      response: ok(adminItem),
    }),
    (request) => answer(createAdmin(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/admins/:id',
    declared({
      requires: { permission: 'admins:update' },
      tags,
      summary: 'Edit an administrator',
      params: idParams,
      body: updateAdminBody(btcNetwork),
      response: ok(adminItem),
    }),
    (request) => answer(updateAdmin(db, actorOf(request), request.params.id, request.body)),
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post(
      `/api/admins/:id/${action}`,
      declared({
        requires: { permission: 'admins:toggle' },
        tags,
        summary: enabled ? 'Enable an administrator' : 'Disable an administrator: their sessions end at once',
        params: idParams,
        response: ok(adminItem),
      }),
      (request) => answer(setAdminEnabled(db, actorOf(request), request.params.id, enabled)),
    );
  }

  app.post(
    '/api/admins/:id/password',
    declared({
      requires: { permission: 'admins:resetPassword' },
      tags,
      summary: "Reset another administrator's password: their sessions end",
      params: idParams,
      body: resetPasswordBody,
      response: okEmpty,
    }),
    async (request) => {
      await resetAdminPassword(db, actorOf(request), request.params.id, request.body.password);
      return { success: true as const };
    },
  );
};
