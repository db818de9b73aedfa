import { type AuthMethod } from '../../contract/vocabulary';
export { type AuthMethod };
/** Shapes of the API (`/api/...`); every error answers `ApiErrorBody` with an HTTP error status. */

export interface Role {
  id: number;
  identifier: string;
  name: string;
  isSuper: boolean;
}

export interface Admin {
  id: number;
  email: string;
  name: string;
  description: string;
  /** The taproot address bound for wallet sign-in, if any. */
  walletAddress: string | null;
  role: Role;
}

export interface PermissionCode {
  code: string;
}

/** One entry of `yalalist`: a permitted route and its permitted child routes. */
export interface PermittedRoute {
  path: string;
  routes?: PermittedRoute[];
}

/** How a session was signed in: a wallet session ends when the wallet disconnects. */

export interface SessionData {
  admin: Admin;
  authMethod: AuthMethod;
  permissions: PermissionCode[];
  yalalist: PermittedRoute[];
}

export interface LoginData extends SessionData {
  token: string;
  expiresAt: string;
}

/** A one-time message for the wallet to sign (BIP-322), valid for five minutes. */
export interface WalletChallenge {
  challengeId: string;
  message: string;
  expiresAt: string;
}

export interface WalletSignature {
  challengeId: string;
  address: string;
  signature: string;
}

export interface LoginParams {
  email: string;
  password: string;
}

export interface ChangePasswordParams {
  currentPassword: string;
  newPassword: string;
  code: string;
}

export interface PasswordCodeData {
  sentTo: string;
  resendAfterSeconds: number;
}

export interface ApiResult<T> {
  success: true;
  data: T;
}

export interface ApiDone {
  success: true;
}

export interface ApiErrorBody {
  success: false;
  errorCode?: string;
  errorMessage?: string;
  retryAfterSeconds?: number;
  /** Values for the translation of `errorCode` (`{ count: 3 }` for ROLE_IN_USE). */
  params?: Record<string, string | number>;
}

/** `{ success: true, data, total }`: a page of a list, ProTable's own `request` contract. */
export interface ApiList<T> {
  success: true;
  data: T[];
  total: number;
}

export type SortOrder = 'ascend' | 'descend';

// ---- Administrators (`/api/admins`)

export interface AdminItem {
  id: number;
  email: string;
  name: string;
  description: string;
  roleId: number;
  roleName: string;
  roleIsSuper: boolean;
  enabled: boolean;
  walletAddress: string | null;
  createdAt: string;
  updatedAt: string;
  /** What the signed-in administrator may do to this administrator now (the server's policy). */
  abilities: AdminAbilities;
}

export interface AdminAbilities {
  update: boolean;
  changeRole: boolean;
  enable: boolean;
  disable: boolean;
  resetPassword: boolean;
  setWalletAddress: boolean;
}

export type AdminSortField = 'email' | 'name' | 'createdAt';

export interface AdminListQuery {
  current?: number;
  pageSize?: number;
  email?: string;
  name?: string;
  roleId?: number;
  enabled?: 'true' | 'false';
  sortField?: AdminSortField;
  sortOrder?: SortOrder;
}

export interface AdminUpdateParams {
  email: string;
  name: string;
  description: string;
  roleId: number;
  /** Super administrators only; null removes it, left out it stays as it is. */
  walletAddress?: string | null;
}

export interface AdminCreateParams extends AdminUpdateParams {
  password: string;
}

// ---- Roles (`/api/roles`)

export interface RoleItem {
  id: number;
  identifier: string;
  name: string;
  description: string;
  isSuper: boolean;
  /** Its administrators sign in with a TOTP code (enrolling at their next sign-in). */
  requiresTwoFactor: boolean;
  permissionIds: number[];
  adminCount: number;
  createdAt: string;
  updatedAt: string;
  /** What the signed-in administrator may do with it; `assign`: give it to an administrator. */
  abilities: RoleAbilities;
}

export interface RoleAbilities {
  update: boolean;
  delete: boolean;
  assign: boolean;
}

export interface RoleListQuery {
  current?: number;
  pageSize?: number;
  name?: string;
  identifier?: string;
}

export interface RoleParams {
  identifier: string;
  name: string;
  description: string;
  requiresTwoFactor: boolean;
  /** Left out when editing the super-administrator role, whose grants are fixed. */
  permissionIds?: number[];
}

// ---- Permissions (`/api/permissions`)

export type PermissionType = 'menu' | 'function';

export interface PermissionItem {
  id: number;
  identifier: string;
  nameZh: string;
  nameEn: string;
  type: PermissionType;
  path: string | null;
  parentId: number | null;
  sortOrder: number;
  /** Ships with the product: its identifier, type, path and parent are fixed, and it cannot be deleted. */
  builtin: boolean;
  roleCount: number;
  /** What the signed-in administrator may do with it; `grant`: put it in a role. */
  abilities: PermissionAbilities;
}

export interface PermissionAbilities {
  update: boolean;
  delete: boolean;
  grant: boolean;
}

export interface PermissionParams {
  identifier: string;
  nameZh: string;
  nameEn: string;
  type: PermissionType;
  path?: string | null;
  parentId?: number | null;
  sortOrder?: number;
}

/** What deleting a permission takes with it. */
export interface PermissionImpact {
  descendantCount: number;
  roleCount: number;
  roles: { id: number; name: string }[];
}

// ---- Audit log (`/api/audit-logs`)

export interface AuditLogItem {
  id: number;
  adminId: number | null;
  /** Null for what the system did by itself (the first administrator's creation). */
  adminEmail: string | null;
  adminName: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
}

export interface AuditLogQuery {
  current?: number;
  pageSize?: number;
  adminEmail?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  /** ISO 8601 times, inclusive. */
  from?: string;
  to?: string;
}
