import { sendAnswer, getAnswer, type QueryOf, type RowOf } from './api';

/** A live session: who, since when, last used, from which address and browser. */
export type SessionItem = RowOf<'/api/sessions'>;

export async function listSessions(query: QueryOf<'/api/sessions'>, signal?: AbortSignal) {
  return getAnswer('/api/sessions', { query, signal });
}

export async function revokeSession(id: string) {
  return sendAnswer('post', '/api/sessions/{id}/revoke', { params: { id } });
}
