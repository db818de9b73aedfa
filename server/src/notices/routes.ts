import type { Db } from '../db/client';
import { visibilityRoutes } from '../content/visibility';
import { signedIn } from '../http/authorization';
import { domainRoutes } from '../http/route';
import { resourceRoutes } from '../http/resourceRoutes';
import { createNoticeBody, noticeExportQuery, noticeItem, noticeListQuery, updateNoticeBody } from './schema';
import { createNotice, deleteNotice, exportNotices, listNotices, noticeVisibility, updateNotice } from './service';

export const noticeRoutes = domainRoutes<{ db: Db }>(['notices'], (route, { db }) => {
  resourceRoutes(route, '/api/notices', {
    item: noticeItem,
    list: {
      requires: { permission: 'notices' },
      summary: 'Notices, filtered, sorted and paged',
      query: noticeListQuery,
      call: (_actor, query) => listNotices(db, query),
    },
    export: {
      requires: { permission: 'notices:export' },
      summary: "CSV of the notices the list's filter matches",
      query: noticeExportQuery,
      fileStem: 'notices',
      csv: (query) => exportNotices(db, query),
    },
    create: {
      requires: { permission: 'notices:create' },
      summary: 'Create a notice, authored by the signed-in administrator',
      body: createNoticeBody,
      call: (actor, body, request) => createNotice(db, { ...actor, adminId: signedIn(request).admin.id }, body),
    },
    update: {
      requires: { permission: 'notices:update' },
      summary: 'Edit a notice (not its author or visibility)',
      body: updateNoticeBody,
      call: (actor, id, body) => updateNotice(db, actor, id, body),
    },
    delete: {
      requires: { permission: 'notices:delete' },
      summary: 'Delete a notice',
      call: (actor, id) => deleteNotice(db, actor, id),
    },
  });

  visibilityRoutes(route, '/api/notices', {
    db,
    requires: { permission: 'notices:toggle' },
    item: noticeItem,
    store: noticeVisibility,
  });
});
