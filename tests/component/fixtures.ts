import type { AdminItem, LoginData, PermissionItem, RoleItem } from '@/services/types';
import type { InitialState } from '@/utils/initialState';
import { signedInState } from '@/utils/initialState';
import { permissionItem } from './permissionItem';
import { permittedRoute } from '../support/permittedRoute';

export const loginData: LoginData = {
  token: 'session-token-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  admin: {
    id: 1,
    email: 'ada@example.com',
    name: 'Ada',
    description: 'Operations lead',
    walletAddress: null,
    approvalEmails: true,
    role: { id: 1, identifier: 'super_admin', name: 'Super administrator', isSuper: true },
  },
  authMethod: 'password',
  permissions: [{ code: 'news:create' }],
  yalalist: [
    permittedRoute('/'),
    permittedRoute('/news'),
    permittedRoute('/statistics', [permittedRoute('/statistics/dataView')]),
  ],
};

export const signedIn: InitialState = signedInState(loginData);

/** What the request plugin rejects with when the API answers an error status. */
export function httpError(status: number, body: Record<string, unknown>) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: body } });
}

/** The server's 429 answer to too many attempts: try again after `retryAfterSeconds`. */
export function tooManyAttempts(retryAfterSeconds: number, errorMessage = 'Too many') {
  return httpError(429, { success: false, errorCode: 'TOO_MANY_ATTEMPTS', errorMessage, retryAfterSeconds });
}

/** Signed in as Ada (id 1) holding exactly these permission codes. */
export function signedInWith(codes: string[]): InitialState {
  return { ...signedIn, permissions: codes.map((code) => ({ code })) };
}

export { NO_ADMIN_ABILITIES } from '../support/adminAbilities';
export { permissionItem };

/** By default the server allows everything that fits the row's state (enable a disabled one, disable an enabled one). */
export function adminItem(fields: Partial<AdminItem> & Pick<AdminItem, 'id' | 'email' | 'name'>): AdminItem {
  const enabled = fields.enabled ?? true;
  return {
    description: 'Operations',
    roleId: 2,
    roleName: 'Editors',
    roleIsSuper: false,
    enabled,
    walletAddress: null,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    abilities: {
      update: true,
      changeRole: true,
      enable: !enabled,
      disable: enabled,
      resetPassword: true,
      setWalletAddress: true,
    },
    ...fields,
  };
}

/** By default the signed-in administrator may edit, delete and assign it. */
export function roleItem(fields: Partial<RoleItem> & Pick<RoleItem, 'id' | 'identifier' | 'name'>): RoleItem {
  return {
    description: '',
    isSuper: false,
    requiresTwoFactor: false,
    permissionIds: [],
    adminCount: 0,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    abilities: { update: true, delete: true, assign: true },
    ...fields,
  };
}

/** By default not built in, and the signed-in administrator may edit, delete and grant it. */
/** News with two function permissions, and Permission Manage > Roles with two. */
export const permissionList: PermissionItem[] = [
  permissionItem({ id: 1, identifier: 'news', nameEn: 'News Manage', path: '/news', sortOrder: 20 }),
  permissionItem({
    id: 2,
    identifier: 'news:create',
    nameEn: 'Create news',
    type: 'function',
    parentId: 1,
    sortOrder: 1,
  }),
  permissionItem({
    id: 3,
    identifier: 'news:update',
    nameEn: 'Edit news',
    type: 'function',
    parentId: 1,
    sortOrder: 2,
  }),
  permissionItem({
    id: 4,
    identifier: 'permissions',
    nameEn: 'Permission Manage',
    path: '/permissions',
    sortOrder: 150,
  }),
  permissionItem({
    id: 5,
    identifier: 'permissions.role',
    nameEn: 'Roles',
    path: '/permissions/role',
    parentId: 4,
    sortOrder: 170,
  }),
  permissionItem({
    id: 6,
    identifier: 'roles:create',
    nameEn: 'Create roles',
    type: 'function',
    parentId: 5,
    sortOrder: 1,
  }),
  permissionItem({
    id: 7,
    identifier: 'roles:delete',
    nameEn: 'Delete roles',
    type: 'function',
    parentId: 5,
    sortOrder: 2,
  }),
];
