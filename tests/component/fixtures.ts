import type { LoginData } from '@/services/types';
import type { InitialState } from '@/utils/initialState';
import { signedInState } from '@/utils/initialState';

export const loginData: LoginData = {
  token: 'session-token-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  admin: {
    id: 1,
    email: 'ada@example.com',
    name: 'Ada',
    description: 'Operations lead',
    role: { id: 1, identifier: 'super_admin', name: 'Super administrator', isSuper: true },
  },
  permissions: [{ code: 'news:create' }],
  yalalist: [{ path: '/' }, { path: '/news' }, { path: '/statistics', routes: [{ path: '/statistics/dataView' }] }],
};

export const signedIn: InitialState = signedInState(loginData);

/** What the request plugin rejects with when the API answers an error status. */
export function httpError(status: number, body: Record<string, unknown>) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: body } });
}
