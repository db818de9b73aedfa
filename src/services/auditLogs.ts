import { request } from '@umijs/max';
import { compactQuery } from '@/utils/listQuery';
import type { ApiList, AuditLogItem, AuditLogQuery } from './types';

/** The append-only audit log, newest first. */
export async function listAuditLogs(query: AuditLogQuery, signal?: AbortSignal) {
  return request<ApiList<AuditLogItem>>('/api/audit-logs', { method: 'GET', params: compactQuery(query), signal });
}
