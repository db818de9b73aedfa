import type { Db } from '../db/client';
import { visibilityRoutes } from '../content/visibility';
import { domainRoutes } from '../http/route';
import { resourceRoutes } from '../http/resourceRoutes';
import { createNewsBody, newsExportQuery, newsItem, newsListQuery, updateNewsBody } from './schema';
import { createNews, deleteNews, exportNews, listNews, newsVisibility, updateNews } from './service';

export const newsRoutes = domainRoutes<{ db: Db }>(['news'], (route, { db }) => {
  resourceRoutes(route, '/api/news', {
    item: newsItem,
    list: {
      requires: { permission: 'news' },
      summary: 'News, filtered, sorted and paged',
      query: newsListQuery,
      call: (_actor, query) => listNews(db, query),
    },
    export: {
      requires: { permission: 'news:export' },
      summary: "CSV of the news the list's filter matches",
      query: newsExportQuery,
      fileStem: 'news',
      csv: (query) => exportNews(db, query),
    },
    create: {
      requires: { permission: 'news:create' },
      summary: 'Create a news item',
      body: createNewsBody,
      call: (actor, body) => createNews(db, actor, body),
    },
    update: {
      requires: { permission: 'news:update' },
      summary: 'Edit a news item (not its visibility)',
      body: updateNewsBody,
      call: (actor, id, body) => updateNews(db, actor, id, body),
    },
    delete: {
      requires: { permission: 'news:delete' },
      summary: 'Delete a news item',
      call: (actor, id) => deleteNews(db, actor, id),
    },
  });

  visibilityRoutes(route, '/api/news', {
    db,
    requires: { permission: 'news:toggle' },
    item: newsItem,
    store: newsVisibility,
  });
});
