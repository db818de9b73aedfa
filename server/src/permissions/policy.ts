// Who may change the permission tree, and how. The server checks the identifiers of the permissions
// the product ships, so those keep their identity: a rename can never change what anyone holds.
import { type Authority, firstRefusal, mayGrant, refuse, requiresCode, ALLOWED, type Verdict } from './authority';
import { isMoneyApprovalCode } from './codes';

export interface PermissionSubject {
  id: number;
  identifier: string;
  type: 'menu' | 'function';
  path: string | null;
  parentId: number | null;
  builtin: boolean;
}

export type PermissionShape = Pick<PermissionSubject, 'identifier' | 'type' | 'path' | 'parentId'>;

export interface PermissionAbilities {
  update: boolean;
  delete: boolean;
  /** May put it in a role: the actor holds it (money approval: super administrators only). */
  grant: boolean;
}

function keepsShippedIdentity(permission: PermissionSubject, change: PermissionShape): Verdict {
  if (!permission.builtin) return ALLOWED;
  const same =
    change.identifier === permission.identifier &&
    change.type === permission.type &&
    change.path === permission.path &&
    change.parentId === permission.parentId;
  return same
    ? ALLOWED
    : refuse(
        'PERMISSION_BUILTIN',
        `"${permission.identifier}" ships with the product: only its names and order can change.`,
        { identifier: permission.identifier },
      );
}

/**
 * Changing how a permission reads (its names, icon or place) needs holding it: whoever builds a role
 * knows what they grant by its label, so only those who hold what it grants may change that label (the
 * non-escalation rule, applied to labels); the money approvals', only a super administrator.
 */
function holdsToRelabel(actor: Authority, permission: PermissionSubject): Verdict {
  if (actor.isSuper) return ALLOWED;
  const { identifier } = permission;
  if (isMoneyApprovalCode(identifier))
    return refuse(
      'MONEY_PERMISSION_SUPER_ONLY',
      `Only a super administrator may change how "${identifier}" reads: it approves money operations.`,
      { identifier },
    );
  return actor.permissions.has(permission.id)
    ? ALLOWED
    : refuse('PERMISSION_NOT_HELD', `You may change only the permissions your own role holds, not "${identifier}".`, {
        identifier,
      });
}

export function canCreatePermission(actor: Authority): Verdict {
  return requiresCode(actor, 'permissions:create');
}

export function canUpdatePermission(actor: Authority, permission: PermissionSubject, change: PermissionShape): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'permissions:update'),
    () => keepsShippedIdentity(permission, change),
    () => holdsToRelabel(actor, permission),
  );
}

/** Moving among siblings changes the menu order only, which is an edit of the tree: holding it, as for its names. */
export function canMovePermission(actor: Authority, permission: PermissionSubject): Verdict {
  return firstRefusal(
    () => requiresCode(actor, 'permissions:update'),
    () => holdsToRelabel(actor, permission),
  );
}

/** `subtree` is what would go with it; nothing the product ships may go. */
export function canDeletePermission(
  actor: Authority,
  permission: PermissionSubject,
  subtree: PermissionSubject[],
): Verdict {
  const shipped = [permission, ...subtree].find((entry) => entry.builtin);
  return firstRefusal(
    () => requiresCode(actor, 'permissions:delete'),
    () =>
      shipped
        ? refuse('PERMISSION_BUILTIN', `"${shipped.identifier}" ships with the product and cannot be deleted.`, {
            identifier: shipped.identifier,
          })
        : ALLOWED,
  );
}

export function canGrantPermission(actor: Authority, permission: PermissionSubject): Verdict {
  return mayGrant(actor, { isSuper: false, permissions: new Map([[permission.id, permission.identifier]]) });
}

export function permissionAbilities(
  actor: Authority,
  permission: PermissionSubject,
  subtree: PermissionSubject[],
): PermissionAbilities {
  return {
    update: canMovePermission(actor, permission).allowed,
    delete: canDeletePermission(actor, permission, subtree).allowed,
    grant: canGrantPermission(actor, permission).allowed,
  };
}
