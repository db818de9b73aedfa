// Who may shape a role, and who may hand it to an administrator. A role is acted upon like the
// administrators who hold it: only by someone holding everything it holds; the super role only by a
// super administrator (its grants are every permission, its two-factor switch theirs alone).
import {
  type Authority,
  firstRefusal,
  type Holding,
  mayActAs,
  mayActUpon,
  mayGrant,
  refuse,
  requiresCode,
  ALLOWED,
  type Verdict,
} from '../permissions/authority';

export interface RoleAbilities {
  update: boolean;
  delete: boolean;
  /** May give it to an administrator (create one with it, or move one into it). */
  assign: boolean;
}

const NOTHING: Holding = { isSuper: false, permissions: new Map() };

export function canCreateRole(actor: Authority, granted: Holding): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'roles:create'),
    () => mayGrant(actor, granted),
  );
}

/** `added` is what the edit grants that the role did not hold; `changesGrants` whether its grants change at all. */
export function canUpdateRole(
  actor: Authority,
  role: Holding,
  change: { added: Holding; changesGrants: boolean } = { added: NOTHING, changesGrants: false },
): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'roles:update'),
    () => mayActUpon(actor, role),
    () =>
      role.isSuper && change.changesGrants
        ? refuse(
            'SUPER_ROLE_GRANTS_FIXED',
            'The super-administrator role holds every permission; its grants are not edited.',
          )
        : ALLOWED,
    () => mayGrant(actor, change.added),
  );
}

export function canDeleteRole(actor: Authority, role: Holding): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'roles:delete'),
    () =>
      role.isSuper ? refuse('SUPER_ROLE_UNDELETABLE', 'The super-administrator role cannot be deleted.') : ALLOWED,
    () => mayActUpon(actor, role),
  );
}

/** Giving a role is acting as whoever receives it: the actor must cover it, and money approvers are a super administrator's to make. */
export function canAssignRole(actor: Authority, role: Holding): Verdict {
  return mayActAs(actor, role);
}

export function roleAbilities(actor: Authority, role: Holding): RoleAbilities {
  return {
    update: canUpdateRole(actor, role).allowed,
    delete: canDeleteRole(actor, role).allowed,
    assign: canAssignRole(actor, role).allowed,
  };
}
