import { request } from '@umijs/max';
import { getAnswer, type AnswerOf, type QueryOf, type RowOf } from './api';

/** A live session: who, since when, last used, from which address and browser. */
export type SessionItem = RowOf<'/api/sessions'>;

export async function listSessions(query: QueryOf<'/api/sessions'>, signal?: AbortSignal) {
  return getAnswer('/api/sessions', query, signal);
}

export async function revokeSession(id: string) {
  return request<AnswerOf<'/api/sessions/{id}/revoke', 'post'>>(`/api/sessions/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
  });
}
