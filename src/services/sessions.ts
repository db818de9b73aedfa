import { request } from '@umijs/max';
import { compactQuery } from '@/utils/listQuery';
import type { ApiList } from './types';

/** A live session: who, since when, last used, from which address and browser. */
export interface SessionItem {
  id: string;
  adminId: number;
  adminEmail: string;
  adminName: string;
  authMethod: 'password' | 'wallet';
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
  /** What the signed-in administrator may do with it. */
  abilities: { revoke: boolean };
}

export interface SessionQuery {
  current?: number;
  pageSize?: number;
  adminEmail?: string;
}

export async function listSessions(query: SessionQuery, signal?: AbortSignal) {
  return request<ApiList<SessionItem>>('/api/sessions', { method: 'GET', params: compactQuery(query), signal });
}

export async function revokeSession(id: string) {
  return request<{ success: true }>(`/api/sessions/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
}
