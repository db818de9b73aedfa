import { getAnswer, type QueryOf } from './api';

/** The append-only audit log, newest first; `from` and `to` are ISO 8601 times, inclusive. */
export async function listAuditLogs(query: QueryOf<'/api/auditLogs'>, signal?: AbortSignal) {
  return getAnswer('/api/auditLogs', { query, signal });
}
