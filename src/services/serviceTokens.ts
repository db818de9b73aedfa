// Service tokens (`/api/serviceTokens`): what the custody executor and the bridge indexer call the service API with.
import { getAnswer, sendAnswer, type BodyOf, type DataOf, type RowOf } from './api';
import { SERVICE_SCOPES, type ServiceScope } from '../../contract/vocabulary';
export { SERVICE_SCOPES, type ServiceScope };

export type ServiceTokenItem = RowOf<'/api/serviceTokens'>;

/** A new token with its secret, which the server answers this once and stores only as a hash. */
export type CreatedServiceToken = DataOf<'/api/serviceTokens', 'post'>;

export type ServiceTokenCreateParams = BodyOf<'/api/serviceTokens', 'post'>;

/** The tokens, and the scopes the signed-in administrator may give a new one (`creatableScopes`). */
export async function listServiceTokens() {
  return getAnswer('/api/serviceTokens');
}

export async function createServiceToken(body: ServiceTokenCreateParams) {
  return sendAnswer('post', '/api/serviceTokens', { body });
}

export async function revokeServiceToken(id: number) {
  return sendAnswer('post', '/api/serviceTokens/{id}/revoke', { params: { id } });
}
