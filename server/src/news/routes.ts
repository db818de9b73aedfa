import type { Db } from '../db/client';
import { visibilityRoutes } from '../content/visibility';
import { actorOf } from '../http/authorization';
import { csvResponse, sendCsv } from '../http/csv';
import { idParams } from '../http/envelope';
import { domainRoutes } from '../http/route';
import { createNewsBody, newsExportQuery, newsItem, newsListQuery, updateNewsBody } from './schema';
import { createNews, deleteNews, exportNews, listNews, newsVisibility, updateNews } from './service';

const tags = ['news'];

export const newsRoutes = domainRoutes<{ db: Db }>(tags, async (route, { db }, app) => {
  route.get('/api/news', {
    requires: { permission: 'news' },
    summary: 'News, filtered, sorted and paged',
    schema: { querystring: newsListQuery, page: newsItem },
    answer: (request) => listNews(db, request.query),
  });

  route.get('/api/news/export', {
    requires: { permission: 'news:export' },
    summary: "CSV of the news the list's filter matches",
    schema: { querystring: newsExportQuery, response: csvResponse },
    answer: async (request, reply) => sendCsv(reply, 'news', await exportNews(db, request.query)),
  });

  route.post('/api/news', {
    requires: { permission: 'news:create' },
    summary: 'Create a news item',
    schema: { body: createNewsBody, data: newsItem },
    answer: (request) => createNews(db, actorOf(request), request.body),
  });

  route.put('/api/news/:id', {
    requires: { permission: 'news:update' },
    summary: 'Edit a news item (not its visibility)',
    schema: { params: idParams, body: updateNewsBody, data: newsItem },
    answer: (request) => updateNews(db, actorOf(request), request.params.id, request.body),
  });

  route.delete('/api/news/:id', {
    requires: { permission: 'news:delete' },
    summary: 'Delete a news item',
    schema: { params: idParams },
    answer: (request) => deleteNews(db, actorOf(request), request.params.id),
  });

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
});
