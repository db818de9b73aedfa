// Ending someone's session is acting upon them: only over administrators holding nothing the actor does not.
import {
  type Authority,
  firstRefusal,
  type Holding,
  mayActUpon,
  requiresCode,
  type Verdict,
} from '../permissions/authority';

export interface SessionAbilities {
  revoke: boolean;
}

/** `owner` is what the session's administrator holds. */
export function canRevokeSession(actor: Authority, owner: Holding): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'sessions:revoke'),
    () => mayActUpon(actor, owner),
  );
}

export function sessionAbilities(actor: Authority, owner: Holding): SessionAbilities {
  return { revoke: canRevokeSession(actor, owner).allowed };
}
