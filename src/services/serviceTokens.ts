// Service tokens (`/api/serviceTokens`): what the custody executor and the bridge indexer call the service API with.
import { request } from '@umijs/max';
import type { ApiResult } from './types';
import { SERVICE_SCOPES, type ServiceScope } from '../../contract/vocabulary';
export { SERVICE_SCOPES, type ServiceScope };


export interface ServiceTokenItem {
  id: number;
  name: string;
  scopes: ServiceScope[];
  /** The first characters of the token, to recognise it. */
  tokenPrefix: string;
  createdByName: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** What the signed-in administrator may do with it. */
  abilities: { revoke: boolean };
}

/** The tokens, and the scopes the signed-in administrator may give a new one. */
export interface ServiceTokenList {
  success: true;
  data: ServiceTokenItem[];
  creatableScopes: ServiceScope[];
}

/** A new token with its secret, which the server answers this once and stores only as a hash. */
export interface CreatedServiceToken extends ServiceTokenItem {
  token: string;
}

export interface ServiceTokenCreateParams {
  name: string;
  scopes: ServiceScope[];
}

export async function listServiceTokens() {
  return request<ServiceTokenList>('/api/serviceTokens', { method: 'GET' });
}

export async function createServiceToken(body: ServiceTokenCreateParams) {
  return request<ApiResult<CreatedServiceToken>>('/api/serviceTokens', { method: 'POST', data: body });
}

export async function revokeServiceToken(id: number) {
  return request<ApiResult<ServiceTokenItem>>(`/api/serviceTokens/${id}/revoke`, { method: 'POST' });
}
