import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { visibilityRoutes } from '../content/visibility';
import { actorOf } from '../http/authorization';
import { csvResponse, sendCsv } from '../http/csv';
import { errorResponses, idParams, ok, okEmpty, page } from '../http/envelope';
import { createNewsBody, newsExportQuery, newsItem, newsListQuery, updateNewsBody } from './schema';
import { createNews, deleteNews, exportNews, listNews, newsVisibility, updateNews } from './service';

const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/news',
    {
      config: { requires: { permission: 'news' } },
      schema: {
        tags,
        summary: 'News, filtered, sorted and paged',
        querystring: newsListQuery,
        response: { 200: page(newsItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listNews(db, request.query)) }),
  );

  app.get(
    '/api/news/export',
    {
      config: { requires: { permission: 'news:export' } },
      schema: {
        tags,
        summary: "CSV of the news the list's filter matches",
        querystring: newsExportQuery,
        response: { 200: csvResponse, ...errorResponses },
      },
    },
    async (request, reply) => sendCsv(reply, 'news', await exportNews(db, request.query)),
  );

  app.post(
    '/api/news',
    {
      config: { requires: { permission: 'news:create' } },
      schema: {
        tags,
        summary: 'Create a news item',
        body: createNewsBody,
        response: { 200: ok(newsItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await createNews(db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/news/:id',
    {
      config: { requires: { permission: 'news:update' } },
      schema: {
        tags,
        summary: 'Edit a news item (not its visibility)',
        params: idParams,
        body: updateNewsBody,
        response: { 200: ok(newsItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateNews(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/news/:id',
    {
      config: { requires: { permission: 'news:delete' } },
      schema: { tags, summary: 'Delete a news item', params: idParams, response: { 200: okEmpty, ...errorResponses } },
    },
    async (request) => {
      await deleteNews(db, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

  await app.register(
    visibilityRoutes({
      db,
      basePath: '/api/news',
      permission: 'news:toggle',
      tags,
      item: newsItem,
      store: newsVisibility,
    }),
  );
};
