// What an administrator may do to another (or to themselves). Acting upon an account (edit,
// enable, disable) needs holding everything it holds; acting as it (creating it, moving it into a
// role, resetting its password, binding its wallet) needs that too, and a super administrator when
// it approves money. Nobody changes their own role or disables themselves, and an enabled super
// administrator always remains.
import {
  type Authority,
  firstRefusal,
  type Holding,
  mayActAs,
  mayActUpon,
  refuse,
  requiresCode,
  ALLOWED,
  type Verdict,
} from '../permissions/authority';
import { canAssignRole } from '../roles/policy';
import { canSetWalletAddress } from '../wallet/policy';

export interface AdminSubject {
  id: number;
  enabled: boolean;
  /** What its role holds. */
  holding: Holding;
}

/** The enabled super administrators, read (and locked) in the same transaction. */
export interface SuperAdminCensus {
  enabledSuperAdminIds: readonly number[];
}

export interface AdminAbilities {
  update: boolean;
  changeRole: boolean;
  enable: boolean;
  disable: boolean;
  resetPassword: boolean;
  setWalletAddress: boolean;
}

const isSelf = (actor: Authority, target: AdminSubject) => actor.adminId === target.id;

/** Refuses a change that would leave no enabled super administrator. */
export function keepsAnEnabledSuperAdmin(census: SuperAdminCensus, leaving: AdminSubject): Verdict {
  const leavesOne =
    !census.enabledSuperAdminIds.includes(leaving.id) || census.enabledSuperAdminIds.some((id) => id !== leaving.id);
  return leavesOne
    ? ALLOWED
    : refuse('LAST_SUPER_ADMIN', 'The last enabled super administrator must stay enabled and keep the role.');
}

export function canCreateAdmin(actor: Authority, role: Holding, options: { withWalletAddress: boolean }): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'admins:create'),
    () => canAssignRole(actor, role),
    () => (options.withWalletAddress ? canSetWalletAddress(actor) : ALLOWED),
  );
}

/** Email, name and description. */
export function canUpdateAdmin(actor: Authority, target: AdminSubject): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'admins:update'),
    () => mayActUpon(actor, target.holding),
  );
}

function mayChangeRoleOf(actor: Authority, target: AdminSubject): Verdict {
  return firstRefusal(
    () => canUpdateAdmin(actor, target),
    () => (isSelf(actor, target) ? refuse('CANNOT_CHANGE_OWN_ROLE', 'You cannot change your own role.') : ALLOWED),
  );
}

export function canChangeRole(
  actor: Authority,
  target: AdminSubject,
  newRole: Holding,
  census: SuperAdminCensus,
): Verdict {
  return firstRefusal(
    () => mayChangeRoleOf(actor, target),
    () => canAssignRole(actor, newRole),
    () =>
      target.holding.isSuper && !newRole.isSuper && target.enabled ? keepsAnEnabledSuperAdmin(census, target) : ALLOWED,
  );
}

export function canChangeWalletAddress(actor: Authority, target: AdminSubject): Verdict {
  return firstRefusal(
    () => canUpdateAdmin(actor, target),
    () => canSetWalletAddress(actor),
  );
}

export function canDisableAdmin(actor: Authority, target: AdminSubject, census: SuperAdminCensus): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'admins:toggle'),
    () => (isSelf(actor, target) ? refuse('CANNOT_DISABLE_SELF', 'You cannot disable yourself.') : ALLOWED),
    () => mayActUpon(actor, target.holding),
    () => (target.holding.isSuper ? keepsAnEnabledSuperAdmin(census, target) : ALLOWED),
  );
}

export function canEnableAdmin(actor: Authority, target: AdminSubject): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'admins:toggle'),
    () => mayActUpon(actor, target.holding),
  );
}

/** Setting someone's password is signing in as them. */
export function canResetPassword(actor: Authority, target: AdminSubject): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'admins:resetPassword'),
    () =>
      isSelf(actor, target)
        ? refuse('USE_CHANGE_PASSWORD', 'Change your own password from the header, with your current password.')
        : ALLOWED,
    () => mayActAs(actor, target.holding),
  );
}

export function adminAbilities(actor: Authority, target: AdminSubject, census: SuperAdminCensus): AdminAbilities {
  return {
    update: canUpdateAdmin(actor, target).allowed,
    changeRole: mayChangeRoleOf(actor, target).allowed,
    enable: !target.enabled && canEnableAdmin(actor, target).allowed,
    disable: target.enabled && canDisableAdmin(actor, target, census).allowed,
    resetPassword: canResetPassword(actor, target).allowed,
    setWalletAddress: canChangeWalletAddress(actor, target).allowed,
  };
}
