import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { visibilityRoutes } from '../content/visibility';
import { actorOf, signedIn } from '../http/authorization';
import { csvResponse, sendCsv } from '../http/csv';
import { idParams, ok, okEmpty, page } from '../http/envelope';
import { createNoticeBody, noticeExportQuery, noticeItem, noticeListQuery, updateNoticeBody } from './schema';
import { createNotice, deleteNotice, exportNotices, listNotices, noticeVisibility, updateNotice } from './service';
import { answer, answerPage, declared } from '../http/declared';

const tags = ['notices'];

export const noticeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/notices',
    declared({
      requires: { permission: 'notices' },
      tags,
      summary: 'Notices, filtered, sorted and paged',
      querystring: noticeListQuery,
      response: page(noticeItem),
    }),
    (request) => answerPage(listNotices(db, request.query)),
  );

  app.get(
    '/api/notices/export',
    declared({
      requires: { permission: 'notices:export' },
      tags,
      summary: "CSV of the notices the list's filter matches",
      querystring: noticeExportQuery,
      response: csvResponse,
    }),
    async (request, reply) => sendCsv(reply, 'notices', await exportNotices(db, request.query)),
  );

  app.post(
    '/api/notices',
    declared({
      requires: { permission: 'notices:create' },
      tags,
      summary: 'Create a notice, authored by the signed-in administrator',
      body: createNoticeBody,
      response: ok(noticeItem),
    }),
    (request) => answer(createNotice(db, { ...actorOf(request), adminId: signedIn(request).admin.id }, request.body)),
  );

  app.put(
    '/api/notices/:id',
    declared({
      requires: { permission: 'notices:update' },
      tags,
      summary: 'Edit a notice (not its author or visibility)',
      params: idParams,
      body: updateNoticeBody,
      response: ok(noticeItem),
    }),
    (request) => answer(updateNotice(db, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/notices/:id',
    declared({
      requires: { permission: 'notices:delete' },
      tags,
      summary: 'Delete a notice',
      params: idParams,
      response: okEmpty,
    }),
    async (request) => {
      await deleteNotice(db, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

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
};
