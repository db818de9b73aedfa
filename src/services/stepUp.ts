import { request } from '@umijs/max';
import type { ApiResult } from './types';

/** Re-proves the signed-in administrator (password or TOTP code) for money approvals. */
export async function stepUp(body: { password: string } | { code: string }) {
  return request<ApiResult<{ stepUpAt: string }>>('/api/auth/stepUp', { method: 'POST', data: body });
}
