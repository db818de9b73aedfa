import { downloadFile } from '@/utils/download';
import { sendAnswer, getAnswer, type BodyOf, type QueryOf, type RowOf } from './api';

// ---- Points (`/api/points`): points travel as exact decimal strings, never as numbers; addresses are taproot, in lower case.

export type PointsBalanceItem = RowOf<'/api/points'>;
/** `delta` is negative for a deduction. */
export type PointsAdjustmentItem = RowOf<'/api/points/{address}/adjustments'>;
export type PointsListQuery = QueryOf<'/api/points'>;
export type PointsSortField = NonNullable<PointsListQuery['sortField']>;
export type AdjustPointsParams = BodyOf<'/api/points/{address}/adjustments', 'post'>;

export async function listPointsBalances(query: PointsListQuery, signal?: AbortSignal) {
  return getAnswer('/api/points', { query, signal });
}

/** An address's adjustments, newest first. */
export async function listPointsAdjustments(
  address: string,
  query: QueryOf<'/api/points/{address}/adjustments'>,
  signal?: AbortSignal,
) {
  return getAnswer('/api/points/{address}/adjustments', { params: { address }, query, signal });
}

/** Refused (409) when the balance would go below zero. */
export async function adjustPoints(address: string, body: AdjustPointsParams) {
  return sendAnswer('post', '/api/points/{address}/adjustments', { params: { address }, body });
}

export async function exportPointsBalances(query: QueryOf<'/api/points/export'>) {
  return downloadFile('/api/points/export', query, 'points.csv');
}
