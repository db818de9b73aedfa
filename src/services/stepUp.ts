import { sendAnswer, type BodyOf } from './api';

/** Re-proves the signed-in administrator (password or TOTP code, one of the two) for money approvals. */
export async function stepUp(body: BodyOf<'/api/auth/stepUp', 'post'>) {
  return sendAnswer('post', '/api/auth/stepUp', { body });
}
