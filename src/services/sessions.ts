import { request } from '@umijs/max';
import { compactQuery } from '@/utils/listQuery';
import type { AnswerOf, QueryOf, RowOf } from './api';

/** A live session: who, since when, last used, from which address and browser. */
export type SessionItem = RowOf<'/api/sessions'>;

export async function listSessions(query: QueryOf<'/api/sessions'>, signal?: AbortSignal) {
  return request<AnswerOf<'/api/sessions', 'get'>>('/api/sessions', {
    method: 'GET',
    params: compactQuery(query),
    signal,
  });
}

export async function revokeSession(id: string) {
  return request<AnswerOf<'/api/sessions/{id}/revoke', 'post'>>(`/api/sessions/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
  });
}
