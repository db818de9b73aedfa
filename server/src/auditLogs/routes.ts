import { z } from 'zod';
import type { Db } from '../db/client';
import { errorEnvelope, pageQuery } from '../http/envelope';
import { listAuditLogs } from './service';
import { domainRoutes } from '../http/route';

const auditLogItem = z.object({
  id: z.number().int(),
  adminId: z.number().int().nullable(),
  adminEmail: z.string().nullable(),
  adminName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});

const auditLogQuery = z.strictObject({
  ...pageQuery,
  adminEmail: z.string().max(254).optional(),
  action: z.string().max(64).optional(),
  entityType: z.string().max(64).optional(),
  entityId: z.string().max(128).optional(),
  // ISO 8601 times with their offset, as the panel sends; the OpenAPI document says so (a coerced date would say nothing).
  from: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),
  to: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),
});

export const auditLogRoutes = domainRoutes<{ db: Db }>(['auditLogs'], (route, { db }) => {
  route.get('/api/auditLogs', {
    requires: { permission: 'audit:read' },
    summary: 'The append-only audit log, newest first',
    schema: {
      querystring: auditLogQuery,
      page: auditLogItem,
      errors: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
    },
    answer: (request) => listAuditLogs(db, request.query),
  });
});
