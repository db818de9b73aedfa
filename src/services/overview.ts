import { request } from '@umijs/max';
import type { ApiResult } from './types';
import { type OverviewRange } from '../../contract/vocabulary';
export { type OverviewRange };

export type OverviewFigureName = 'bridgeBtc' | 'mintYu' | 'userCount' | 'vaultBtc';
export const OVERVIEW_FIGURE_NAMES: readonly OverviewFigureName[] = ['bridgeBtc', 'mintYu', 'userCount', 'vaultBtc'];

/** One headline figure: exact decimal strings (userCount an integer string); null before any snapshot. */
export interface OverviewFigure {
  latest: string | null;
  /** The value at the range start. */
  start: string | null;
  /** latest − start, exact; negative starts with "-". */
  change: string | null;
}

export interface OverviewFigures extends Record<OverviewFigureName, OverviewFigure> {
  /** When the latest figures were observed (ISO 8601), null before any snapshot. */
  observedAt: string | null;
}

export interface OverviewPoint extends Record<OverviewFigureName, string> {
  /** Start of the bucket (ISO 8601); the values are the last observed in it. */
  time: string;
}

export interface OverviewAnswer {
  range: { from: string | null; to: string; bucketSeconds: number };
  figures: OverviewFigures;
  series: OverviewPoint[];
}

export interface OverviewQuery {
  range: OverviewRange;
  /** ISO 8601, for a custom range only. */
  from?: string;
  to?: string;
}

export async function getOverview(query: OverviewQuery) {
  return request<ApiResult<OverviewAnswer>>('/api/overview', { method: 'GET', params: query });
}

/** The latest headline figures (change 0): what Home's cards show. Needs the `overview` code. */
export async function getLatestOverviewFigures() {
  return request<ApiResult<OverviewFigures>>('/api/overview/latest', { method: 'GET' });
}
