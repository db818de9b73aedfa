import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { visibilityRoutes } from '../content/visibility';
import { actorOf } from '../http/authorization';
import { csvResponse, sendCsv } from '../http/csv';
import { idParams, ok, okEmpty, page } from '../http/envelope';
import { answer, answerPage, declared } from '../http/declared';
import { createNewsBody, newsExportQuery, newsItem, newsListQuery, updateNewsBody } from './schema';
import { createNews, deleteNews, exportNews, listNews, newsVisibility, updateNews } from './service';

const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/news',
    declared({
      requires: { permission: 'news' },
      tags,
      summary: 'News, filtered, sorted and paged',
      querystring: newsListQuery,
      response: page(newsItem),
    }),
    (request) => answerPage(listNews(db, request.query)),
  );

  app.get(
    '/api/news/export',
    declared({
      requires: { permission: 'news:export' },
      tags,
      summary: "CSV of the news the list's filter matches",
      querystring: newsExportQuery,
      response: csvResponse,
    }),
    async (request, reply) => sendCsv(reply, 'news', await exportNews(db, request.query)),
  );

  app.post(
    '/api/news',
    declared({
      requires: { permission: 'news:create' },
      tags,
      summary: 'Create a news item',
      body: createNewsBody,
      response: ok(newsItem),
    }),
    (request) => answer(createNews(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/news/:id',
    declared({
      requires: { permission: 'news:update' },
      tags,
      summary: 'Edit a news item (not its visibility)',
      params: idParams,
      body: updateNewsBody,
      response: ok(newsItem),
    }),
    (request) => answer(updateNews(db, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/news/:id',
    declared({
      requires: { permission: 'news:delete' },
      tags,
      summary: 'Delete a news item',
      params: idParams,
      response: okEmpty,
    }),
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
