import {
  canCreateServiceToken,
  canRevokeServiceToken,
  creatableScopes,
  serviceTokenAbilities,
} from '../../server/src/serviceTokens/policy';
import { SERVICE_SCOPES } from '../../server/src/serviceTokens/schema';
import { authority, superAuthority } from '../support/authority';

const manager = authority(10, ['selfCustody.dataPanel', 'serviceTokens:manage']);

describe('service tokens', () => {
  it('that move or observe money (executor, indexer) are created by super administrators only', () => {
    expect(canCreateServiceToken(manager, ['statistics', 'hedging']).allowed).toBe(true);
    expect(canCreateServiceToken(manager, ['statistics', 'executor'])).toMatchObject({
      code: 'SERVICE_SCOPE_SUPER_ONLY',
      params: { scopes: 'executor' },
    });
    expect(canCreateServiceToken(manager, ['indexer'])).toMatchObject({ code: 'SERVICE_SCOPE_SUPER_ONLY' });
    expect(canCreateServiceToken(superAuthority(1), ['executor', 'indexer']).allowed).toBe(true);
    expect(creatableScopes(manager, SERVICE_SCOPES)).toEqual(['statistics', 'hedging', 'feedback']);
    expect(creatableScopes(authority(11, []), SERVICE_SCOPES)).toEqual([]);
  });

  it('are revoked by any holder of the code, once', () => {
    expect(canRevokeServiceToken(manager, { revokedAt: null }).allowed).toBe(true);
    expect(canRevokeServiceToken(manager, { revokedAt: new Date() })).toMatchObject({ code: 'SERVICE_TOKEN_REVOKED' });
    expect(serviceTokenAbilities(authority(12, ['selfCustody.dataPanel']), { revokedAt: null })).toEqual({
      revoke: false,
    });
  });
});
