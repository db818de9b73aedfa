import { request } from '@umijs/max';
import { compactQuery } from '@/utils/listQuery';
import type { AnswerOf, QueryOf } from './api';

/** The append-only audit log, newest first; `from` and `to` are ISO 8601 times, inclusive. */
export async function listAuditLogs(query: QueryOf<'/api/auditLogs'>, signal?: AbortSignal) {
  return request<AnswerOf<'/api/auditLogs', 'get'>>('/api/auditLogs', {
    method: 'GET',
    params: compactQuery(query),
    signal,
  });
}
