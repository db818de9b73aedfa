// A service token acts for a service: the executor reports money leaving, the indexer what the
// chain saw. Tokens with those scopes are a super administrator's to create; any holder of the
// code may revoke one, since stopping a leaked token must never wait.
import { type Authority, firstRefusal, refuse, requiresCode, ALLOWED, type Verdict } from '../permissions/authority';
import type { ServiceScope } from './schema';

const MONEY_SCOPES: readonly ServiceScope[] = ['executor', 'indexer'];

export interface ServiceTokenAbilities {
  revoke: boolean;
}

export function canCreateServiceToken(actor: Authority, scopes: readonly ServiceScope[]): Verdict {
  const moneyScopes = scopes.filter((scope) => MONEY_SCOPES.includes(scope));
  return firstRefusal(
    () => requiresCode(actor, 'serviceTokens:manage'),
    () =>
      moneyScopes.length && !actor.isSuper
        ? refuse(
            'SERVICE_SCOPE_SUPER_ONLY',
            `Only a super administrator may create a token with the scopes ${moneyScopes.join(', ')}.`,
            {
              scopes: moneyScopes.join(', '),
            },
          )
        : ALLOWED,
  );
}

export function canRevokeServiceToken(actor: Authority, token: { revokedAt: Date | null }): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'serviceTokens:manage'),
    () => (token.revokedAt ? refuse('SERVICE_TOKEN_REVOKED', 'This service token is already revoked.') : ALLOWED),
  );
}

/** The scopes this administrator may put on a new token. */
export function creatableScopes(actor: Authority, all: readonly ServiceScope[]): ServiceScope[] {
  return all.filter((scope) => canCreateServiceToken(actor, [scope]).allowed);
}

export function serviceTokenAbilities(actor: Authority, token: { revokedAt: Date | null }): ServiceTokenAbilities {
  return { revoke: canRevokeServiceToken(actor, token).allowed };
}
