/** Shapes of the auth API (`/api/auth/*`); every error answers `ApiErrorBody` with an HTTP error status. */

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

export interface SessionData {
  admin: Admin;
  permissions: PermissionCode[];
  yalalist: PermittedRoute[];
}

export interface LoginData extends SessionData {
  token: string;
  expiresAt: string;
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
}
