// The shapes of sign-in, the session, Permission Manage and the error envelope, read from the server's
// own route schemas (api.generated.ts, through ./api); only the generic list envelope is written here.
import type { ErrorCode } from '../../contract/errors';
import type { BodyOf, DataOf, QueryOf, RowOf } from './api';
import type { paths } from './api.generated';
export type { AuthMethod } from '../../contract/vocabulary';

// ---- Sign-in and the session (`/api/auth/...`)

export type SessionData = DataOf<'/api/auth/me', 'get'>;
export type Admin = SessionData['admin'];
/** One entry of `yalalist`: a permitted menu (what the sidebar draws) and its permitted submenus. */
export type PermittedRoute = SessionData['yalalist'][number];
/** What the route guard reads of `yalalist` (and keeps in local storage): the spec's paths and child routes. */
export interface RouteTree {
  path: string;
  routes?: RouteTree[];
}
/** A completed sign-in: the session and its token. */
export type LoginData = DataOf<'/api/auth/login/totp', 'post'>;
/** A one-time message for the wallet to sign (BIP-322), valid for five minutes. */
export type WalletChallenge = DataOf<'/api/auth/wallet/challenge', 'post'>;
export type WalletSignature = BodyOf<'/api/auth/wallet/login', 'post'>;

// ---- Envelopes and sorting

/** `{ success: true, data, total }`: a page of a list, ProTable's own `request` contract. */
export interface ApiList<T> {
  success: true;
  data: T[];
  total: number;
}

export type SortOrder = NonNullable<QueryOf<'/api/admins'>['sortOrder']>;

type ErrorEnvelope = paths['/api/auth/me']['get']['responses'][401]['content']['application/json'];

/** What every error answers, with an HTTP error status; `params` fills the translation of `errorCode` (`{ count: 3 }` for ROLE_IN_USE). */
export type ApiErrorBody = Omit<ErrorEnvelope, 'errorCode'> & { errorCode: ErrorCode };

// ---- Administrators (`/api/admins`)

export type AdminItem = RowOf<'/api/admins'>;
export type AdminListQuery = QueryOf<'/api/admins'>;
export type AdminSortField = NonNullable<AdminListQuery['sortField']>;

// ---- Roles (`/api/roles`)

export type RoleItem = RowOf<'/api/roles'>;

// ---- Permissions (`/api/permissions`)

export type PermissionItem = RowOf<'/api/permissions'>;
export type PermissionType = PermissionItem['type'];
/** What deleting a permission takes with it. */
export type PermissionImpact = DataOf<'/api/permissions/{id}/impact', 'get'>;

// ---- Audit log (`/api/auditLogs`)

export type AuditLogItem = RowOf<'/api/auditLogs'>;
