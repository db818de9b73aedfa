import type { Db } from '../db/client';
import { visibilityRoutes } from '../content/visibility';
import { actorOf, signedIn } from '../http/authorization';
import { csvResponse, sendCsv } from '../http/csv';
import { idParams } from '../http/envelope';
import { createNoticeBody, noticeExportQuery, noticeItem, noticeListQuery, updateNoticeBody } from './schema';
import { createNotice, deleteNotice, exportNotices, listNotices, noticeVisibility, updateNotice } from './service';
import { domainRoutes } from '../http/route';

const tags = ['notices'];

export const noticeRoutes = domainRoutes<{ db: Db }>(tags, async (route, { db }, app) => {
  route.get('/api/notices', {
    requires: { permission: 'notices' },
    summary: 'Notices, filtered, sorted and paged',
    schema: { querystring: noticeListQuery, page: noticeItem },
    answer: (request) => listNotices(db, request.query),
  });

  route.get('/api/notices/export', {
    requires: { permission: 'notices:export' },
    summary: "CSV of the notices the list's filter matches",
    schema: { querystring: noticeExportQuery, response: csvResponse },
    answer: async (request, reply) => sendCsv(reply, 'notices', await exportNotices(db, request.query)),
  });

  route.post('/api/notices', {
    requires: { permission: 'notices:create' },
    summary: 'Create a notice, authored by the signed-in administrator',
    schema: { body: createNoticeBody, data: noticeItem },
    answer: (request) => createNotice(db, { ...actorOf(request), adminId: signedIn(request).admin.id }, request.body),
  });

  route.put('/api/notices/:id', {
    requires: { permission: 'notices:update' },
    summary: 'Edit a notice (not its author or visibility)',
    schema: { params: idParams, body: updateNoticeBody, data: noticeItem },
    answer: (request) => updateNotice(db, actorOf(request), request.params.id, request.body),
  });

  route.delete('/api/notices/:id', {
    requires: { permission: 'notices:delete' },
    summary: 'Delete a notice',
    schema: { params: idParams },
    answer: (request) => deleteNotice(db, actorOf(request), request.params.id),
  });

  await app.register(
    visibilityRoutes({
      db,
      basePath: '/api/notices',
      permission: 'notices:toggle',
      tags,
      item: noticeItem,
      store: noticeVisibility,
    }),
  );
});
