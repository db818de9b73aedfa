import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { visibilityRoutes } from '../content/visibility';
import { actorOf, signedIn } from '../http/authorization';
import { csvResponse, sendCsv } from '../http/csv';
import { errorResponses, idParams, ok, okEmpty, page } from '../http/envelope';
import { createNoticeBody, noticeExportQuery, noticeItem, noticeListQuery, updateNoticeBody } from './schema';
import { createNotice, deleteNotice, exportNotices, listNotices, noticeVisibility, updateNotice } from './service';

const tags = ['notices'];

export const noticeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/notices',
    {
      config: { requires: { permission: 'notices' } },
      schema: {
        tags,
        summary: 'Notices, filtered, sorted and paged',
        querystring: noticeListQuery,
        response: { 200: page(noticeItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listNotices(db, request.query)) }),
  );

  app.get(
    '/api/notices/export',
    {
      config: { requires: { permission: 'notices:export' } },
      schema: {
        tags,
        summary: "CSV of the notices the list's filter matches",
        querystring: noticeExportQuery,
        response: { 200: csvResponse, ...errorResponses },
      },
    },
    async (request, reply) => sendCsv(reply, 'notices', await exportNotices(db, request.query)),
  );

  app.post(
    '/api/notices',
    {
      config: { requires: { permission: 'notices:create' } },
      schema: {
        tags,
        summary: 'Create a notice, authored by the signed-in administrator',
        body: createNoticeBody,
        response: { 200: ok(noticeItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createNotice(db, { ...actorOf(request), adminId: signedIn(request).admin.id }, request.body),
    }),
  );

  app.put(
    '/api/notices/:id',
    {
      config: { requires: { permission: 'notices:update' } },
      schema: {
        tags,
        summary: 'Edit a notice (not its author or visibility)',
        params: idParams,
        body: updateNoticeBody,
        response: { 200: ok(noticeItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateNotice(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/notices/:id',
    {
      config: { requires: { permission: 'notices:delete' } },
      schema: { tags, summary: 'Delete a notice', params: idParams, response: { 200: okEmpty, ...errorResponses } },
    },
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
