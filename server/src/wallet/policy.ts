// A bound wallet signs in as its administrator, so binding one is acting as them.
import type { SessionRow } from '../auth/sessions';
import { type Authority, refuse, ALLOWED, type Verdict } from '../permissions/authority';

/** Setting another's wallet address (or one at creation) is a super administrator's. */
export function canSetWalletAddress(actor: Authority): Verdict {
  return actor.isSuper
    ? ALLOWED
    : refuse('WALLET_BINDING_SUPER_ONLY', "Only a super administrator may set an administrator's wallet address.");
}

/** Binding one's own wallet needs a password session: a wallet session may not re-bind itself. */
export function canBindOwnWallet(session: Pick<SessionRow, 'authMethod'>): Verdict {
  return session.authMethod === 'password'
    ? ALLOWED
    : refuse('WALLET_BIND_NEEDS_PASSWORD_SESSION', 'Sign in with your password to bind a wallet.');
}
