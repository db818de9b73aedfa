import { request } from '@umijs/max';
import type { AnswerOf, BodyOf } from './api';

/** Re-proves the signed-in administrator (password or TOTP code, one of the two) for money approvals. */
export async function stepUp(body: BodyOf<'/api/auth/stepUp', 'post'>) {
  return request<AnswerOf<'/api/auth/stepUp', 'post'>>('/api/auth/stepUp', { method: 'POST', data: body });
}
