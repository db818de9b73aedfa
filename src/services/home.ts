import { getAnswer, type DataOf } from './api';
import type { OperationKind } from '../../contract/vocabulary';
export type { OperationKind };

/** What needs the signed-in administrator now; a part is null when they lack its permission. */
export type HomeAttention = DataOf<'/api/home', 'get'>;

export async function getHomeAttention() {
  return getAnswer('/api/home');
}
