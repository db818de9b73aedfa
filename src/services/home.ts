import { request } from '@umijs/max';
import type { ApiResult } from './types';
import { type OperationKind } from '../../contract/vocabulary';
export { type OperationKind };


/** What needs the signed-in administrator now; a part is null when they lack its permission. */
export interface HomeAttention {
  approvals: { kind: OperationKind; count: number }[] | null;
  untreatedFeedback: number | null;
  btcPrice: { stale: boolean; observedAt: string | null; ageSeconds: number | null; maxAgeSeconds: number } | null;
}

export async function getHomeAttention() {
  return request<ApiResult<HomeAttention>>('/api/home', { method: 'GET' });
}
