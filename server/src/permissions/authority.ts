// What an administrator holds, and the comparisons every domain's policy is built on. The
// non-escalation invariant: no action leaves any account the actor can act as or upon holding a
// permission the actor lacks, never grows the actor's own, and money approvers are made only by a
// super administrator. Policies answer with a Verdict: the service enforces it before it writes,
// and the list answers turn it into each row's `abilities`.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, permissions, rolePermissions, roles } from '../db/schema';
import type { Actor } from '../auditLogs/service';
import type { ErrorCode } from '../../../contract/errors';
import type { PermissionCode } from '../../../contract/permissions';
import { AppError } from '../http/errors';
import { MONEY_APPROVAL_CODES } from './codes';

/** What a role holds, and so each of its administrators: permissions by id, which a rename cannot change. */
export interface Holding {
  isSuper: boolean;
  /** id → identifier; a super role holds every permission, including those added later. */
  permissions: ReadonlyMap<number, string>;
}

/** The acting administrator and what their role holds, read inside the transaction that acts. */
export interface Authority extends Holding {
  adminId: number;
  roleId: number;
}

export type Verdict =
  | { allowed: true }
  | { allowed: false; code: ErrorCode; message: string; params?: Record<string, string | number> };

export const ALLOWED: Verdict = { allowed: true };

export function refuse(code: ErrorCode, message: string, params?: Record<string, string | number>): Verdict {
  return { allowed: false, code, message, ...(params ? { params } : {}) };
}

/** The first refusal, or allowed; each rule is asked only while the ones before it allow. */
export function firstRefusal(...rules: (() => Verdict)[]): Verdict {
  for (const rule of rules) {
    const verdict = rule();
    if (!verdict.allowed) return verdict;
  }
  return ALLOWED;
}

/** Throws the refusal: the service's one line before it writes. */
export function enforce(verdict: Verdict): void {
  if (!verdict.allowed)
    throw new AppError(verdict.code, verdict.message, verdict.params ? { params: verdict.params } : {});
}

/** Whether the holding includes `code`: one of the codes the product ships, so a misspelt one does not compile. */
export function holds(holding: Holding, code: PermissionCode): boolean {
  if (holding.isSuper) return true;
  for (const identifier of holding.permissions.values()) if (identifier === code) return true;
  return false;
}

/** Refuses with FORBIDDEN unless the actor holds the code (the route already checked it; abilities need it too). */
export function requiresCode(actor: Holding, code: PermissionCode): Verdict {
  return holds(actor, code) ? ALLOWED : refuse('FORBIDDEN', `This action requires the permission "${code}".`);
}

/** The identifiers `target` holds that `actor` does not, sorted; a super target is beyond every non-super actor. */
export function permissionsBeyond(actor: Holding, target: Holding): string[] {
  if (actor.isSuper) return [];
  if (target.isSuper) return ['*'];
  return [...target.permissions]
    .filter(([id]) => !actor.permissions.has(id))
    .map(([, identifier]) => identifier)
    .sort();
}

export function covers(actor: Holding, target: Holding): boolean {
  return permissionsBeyond(actor, target).length === 0;
}

const holdsMoneyApproval = (holding: Holding) => MONEY_APPROVAL_CODES.some((code) => holds(holding, code));

function onlySuperActsOnSuper(actor: Holding, target: Holding): Verdict {
  return target.isSuper && !actor.isSuper
    ? refuse(
        'SUPER_ADMIN_REQUIRED',
        'Only a super administrator may act on a super administrator or on the super-administrator role.',
      )
    : ALLOWED;
}

/**
 * May the actor act upon an account or role holding `target` (edit it, enable or disable it, end
 * its sessions)? Only when it holds nothing the actor does not.
 */
export function mayActUpon(actor: Holding, target: Holding): Verdict {
  return firstRefusal(
    () => onlySuperActsOnSuper(actor, target),
    () => {
      const beyond = permissionsBeyond(actor, target);
      return beyond.length
        ? refuse('TARGET_EXCEEDS_OWN', `This holds permissions you do not: ${beyond.join(', ')}.`, {
            codes: beyond.join(', '),
          })
        : ALLOWED;
    },
  );
}

/**
 * May the actor put someone into `target`'s shoes: create an account with it, move an account into
 * it, set the password or wallet of an account holding it? Only when the actor covers it, and,
 * for money approvers, only a super administrator: otherwise one approver could make a second
 * account and approve their own operation.
 */
export function mayActAs(actor: Holding, target: Holding): Verdict {
  return firstRefusal(
    () => mayActUpon(actor, target),
    () =>
      !actor.isSuper && holdsMoneyApproval(target)
        ? refuse(
            'MONEY_APPROVER_SUPER_ONLY',
            'Only a super administrator may create, move into, reset or bind an account that approves money operations.',
          )
        : ALLOWED,
  );
}

/** May the actor hand these permissions to a role? Only their own, and money approval only by a super administrator. */
export function mayGrant(actor: Holding, granted: Holding): Verdict {
  const beyond = permissionsBeyond(actor, granted);
  if (beyond.length) {
    return refuse(
      'GRANT_EXCEEDS_OWN',
      `You cannot grant permissions your own role does not hold: ${beyond.join(', ')}.`,
      { codes: beyond.join(', ') },
    );
  }
  return !actor.isSuper && holdsMoneyApproval(granted)
    ? refuse(
        'MONEY_APPROVER_SUPER_ONLY',
        'Only a super administrator may grant the permissions that approve money operations.',
      )
    : ALLOWED;
}

// ---- reading what is held

async function everyPermission(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: permissions.id, identifier: permissions.identifier })
    .from(permissions)
    .orderBy(asc(permissions.id));
  return new Map(rows.map((row) => [row.id, row.identifier]));
}

/** What each of these roles holds, in two queries whatever their number. */
export async function holdingsOfRoles(db: Db, roleIds: number[]): Promise<Map<number, Holding>> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return new Map();
  const roleRows = await db
    .select({ id: roles.id, isSuper: roles.isSuper })
    .from(roles)
    .where(inArray(roles.id, unique));
  const ordinary = roleRows.filter((role) => !role.isSuper).map((role) => role.id);
  // One after another: inside a transaction the queries share one connection.
  const all = roleRows.some((role) => role.isSuper) ? await everyPermission(db) : new Map<number, string>();
  const grants = ordinary.length
    ? await db
        .select({ roleId: rolePermissions.roleId, id: permissions.id, identifier: permissions.identifier })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(inArray(rolePermissions.roleId, ordinary))
        .orderBy(asc(permissions.id))
    : [];
  return new Map(
    roleRows.map((role) => [
      role.id,
      {
        isSuper: role.isSuper,
        permissions: role.isSuper
          ? all
          : new Map(grants.filter((grant) => grant.roleId === role.id).map((grant) => [grant.id, grant.identifier])),
      },
    ]),
  );
}

export async function holdingOfRole(db: Db, roleId: number): Promise<Holding> {
  const holding = (await holdingsOfRoles(db, [roleId])).get(roleId);
  if (!holding) throw new AppError('UNKNOWN_ROLE', `Role ${roleId} does not exist.`);
  return holding;
}

/** The named permissions as a holding (what a role would hold with them), unknown ids left out. */
export async function holdingOfPermissions(db: Db, permissionIds: number[]): Promise<Holding> {
  const rows = permissionIds.length
    ? await db
        .select({ id: permissions.id, identifier: permissions.identifier })
        .from(permissions)
        .where(inArray(permissions.id, permissionIds))
    : [];
  return { isSuper: false, permissions: new Map(rows.map((row) => [row.id, row.identifier])) };
}

/** What a service caller (executor, indexer) holds of an administrator's permissions: nothing, so every policy refuses it. */
export const NO_AUTHORITY: Authority = { adminId: 0, roleId: 0, isSuper: false, permissions: new Map() };

/** Whose abilities an answer shows: the signed-in administrator's, or nobody's for a service caller. */
export async function viewerOf(db: Db, actor: Actor): Promise<Authority> {
  return actor.adminId ? loadAuthority(db, actor) : NO_AUTHORITY;
}

/**
 * The signed-in administrator's authority. A service caller, or an administrator disabled while
 * their request waited (say, for the lock of the change that disabled them), has none.
 */
export async function loadAuthority(db: Db, actor: Actor | number): Promise<Authority> {
  const adminId = typeof actor === 'number' ? actor : actor.adminId;
  const [admin] = adminId
    ? await db
        .select({ id: admins.id, roleId: admins.roleId, enabled: admins.enabled })
        .from(admins)
        .where(eq(admins.id, adminId))
    : [];
  if (!admin?.enabled) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return { adminId: admin.id, roleId: admin.roleId, ...(await holdingOfRole(db, admin.roleId)) };
}
