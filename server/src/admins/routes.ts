import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams } from '../http/envelope';
import { adminItem, adminListQuery, createAdminBody, resetPasswordBody, updateAdminBody } from './schema';
import { createAdmin, resetAdminPassword, setAdminEnabled, updateAdmin } from './adminChanges';
import { listAdmins } from './adminList';
import { domainRoutes } from '../http/route';
import { resourceRoutes } from '../http/resourceRoutes';

export const adminRoutes = domainRoutes<{ db: Db; btcNetwork: BtcNetwork }>(['admins'], (route, { db, btcNetwork }) => {
  resourceRoutes(route, '/api/admins', {
    item: adminItem,
    list: {
      requires: { permission: 'permissions.administrator' },
      summary: 'Administrators, searched, sorted and paged',
      query: adminListQuery,
      call: (actor, query) => listAdmins(db, actor, query),
    },
    create: {
      requires: { permission: 'admins:create' },
      summary: 'Create an administrator',
      body: createAdminBody(btcNetwork),
      call: (actor, body) => createAdmin(db, actor, body),
    },
    update: {
      requires: { permission: 'admins:update' },
      summary: 'Edit an administrator',
      body: updateAdminBody(btcNetwork),
      call: (actor, id, body) => updateAdmin(db, actor, id, body),
    },
  });

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    route.post(`/api/admins/:id/${action}`, {
      requires: { permission: 'admins:toggle' },
      summary: enabled ? 'Enable an administrator' : 'Disable an administrator: their sessions end at once',
      schema: { params: idParams, data: adminItem },
      answer: (request) => setAdminEnabled(db, actorOf(request), request.params.id, enabled),
    });
  }

  route.post('/api/admins/:id/password', {
    requires: { permission: 'admins:resetPassword' },
    summary: "Reset another administrator's password: their sessions end",
    schema: { params: idParams, body: resetPasswordBody },
    answer: (request) => resetAdminPassword(db, actorOf(request), request.params.id, request.body.password),
  });
});
