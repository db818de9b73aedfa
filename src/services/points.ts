import { request } from '@umijs/max';
import { downloadFile } from '@/utils/download';
import { compactQuery } from '@/utils/listQuery';
import type { ApiList, ApiResult, SortOrder } from './types';

// ---- Points (`/api/points`): points travel as exact decimal strings, never as numbers.

export interface PointsBalanceItem {
  /** A taproot address, in lower case. */
  address: string;
  balance: string;
  adjustmentCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface PointsAdjustmentItem {
  id: number;
  address: string;
  /** Negative for a deduction. */
  delta: string;
  balanceAfter: string;
  reason: string;
  adminId: number | null;
  adminName: string | null;
  adminEmail: string | null;
  createdAt: string;
}

export type PointsSortField = 'balance' | 'updatedAt' | 'address';

export interface PointsListQuery {
  current?: number;
  pageSize?: number;
  address?: string;
  minBalance?: string;
  maxBalance?: string;
  sortField?: PointsSortField;
  sortOrder?: SortOrder;
}

export interface AdjustPointsParams {
  delta: string;
  reason: string;
}

export async function listPointsBalances(query: PointsListQuery, signal?: AbortSignal) {
  return request<ApiList<PointsBalanceItem>>('/api/points', { method: 'GET', params: compactQuery(query), signal });
}

/** An address's adjustments, newest first. */
export async function listPointsAdjustments(address: string, query: { current?: number; pageSize?: number }, signal?: AbortSignal) {
  return request<ApiList<PointsAdjustmentItem>>(`/api/points/${encodeURIComponent(address)}/adjustments`, { method: 'GET', params: compactQuery(query), signal });
}

/** Refused (409) when the balance would go below zero. */
export async function adjustPoints(address: string, body: AdjustPointsParams) {
  return request<ApiResult<{ balance: PointsBalanceItem; adjustment: PointsAdjustmentItem }>>(`/api/points/${encodeURIComponent(address)}/adjustments`, {
    method: 'POST',
    data: body,
  });
}

export async function exportPointsBalances(query: Omit<PointsListQuery, 'current' | 'pageSize'>) {
  return downloadFile('/api/points/export', query, 'points.csv');
}
