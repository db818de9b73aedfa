// The non-escalation invariant over thousands of random worlds, in memory: each request of a world is
// decided by the policies the services call (server/src/*/policy.ts) and, when allowed, applied to the
// world; after every step nobody's permissions grew beyond the actor's, the actor gained nothing, a
// super administrator remains, and no money operation was approved by fewer distinct people than it
// needs. tests/api/authorityProperty.test.ts plays a sample of the same worlds through the API.
import fc from 'fast-check';
import {
  canChangeRole,
  canCreateAdmin,
  canDisableAdmin,
  canEnableAdmin,
  canResetPassword,
  canUpdateAdmin,
  type AdminSubject,
} from '../../server/src/admins/policy';
import type { Authority, Holding, Verdict } from '../../server/src/permissions/authority';
import { canUpdatePermission } from '../../server/src/permissions/policy';
import { canCreateRole, canUpdateRole } from '../../server/src/roles/policy';
import { canApproveOperation } from '../../server/src/selfCustody/policy';
import type { OperationKind, OperationStatus } from '../../server/src/selfCustody/schema/operations';
import { canRevokeSession } from '../../server/src/sessions/policy';
import {
  ACCOUNT_COMMANDS,
  arbWorld,
  check,
  checkAccepted,
  checkApprovals,
  COMMAND_KINDS,
  count,
  type Command,
  type OperationState,
  POOL,
  sidesNotReached,
  type Tally,
  type World,
} from '../support/authorityWorlds';

/** Every permission of the worlds by id, as the database numbers them; a world's custom permission comes last. */
const IDS = new Map<string, number>([...POOL, 'custom'].map((code, at) => [code, at + 1]));
const EVERY_PERMISSION = new Map([...IDS].map(([code, id]) => [id, code]));
const SUPER_ROLE = 0;
const ROOT = 0;

interface Account {
  roleId: number;
  enabled: boolean;
}

/** One world in memory: its roles by id (0 the super role), its accounts by id (0 the super administrator). */
class WorldState {
  readonly roles = new Map<number, Holding>([[SUPER_ROLE, { isSuper: true, permissions: EVERY_PERMISSION }]]);
  readonly accounts = new Map<number, Account>([[ROOT, { roleId: SUPER_ROLE, enabled: true }]]);
  /** Who can sign in as each account: the person it was made for, and whoever created it or set its password. */
  readonly controllers = new Map<number, Set<string>>([[ROOT, new Set(['root'])]]);
  /** The accounts sending requests, each with the person behind it. */
  readonly actors: { adminId: number; person: string }[] = [];
  readonly operations: (OperationState & { kind: OperationKind; status: OperationStatus; approvers: number[] })[] = [];

  addRole(codes: readonly string[]): number {
    const id = this.roles.size;
    this.roles.set(id, holdingOf(codes));
    return id;
  }

  addAccount(roleId: number, enabled: boolean, person: string): number {
    const id = this.accounts.size;
    this.accounts.set(id, { roleId, enabled });
    this.controllers.set(id, new Set([...(this.controllers.get(id) ?? []), person]));
    this.actors.push({ adminId: id, person });
    return id;
  }

  holdingOf(adminId: number): Holding {
    return this.roles.get((this.accounts.get(adminId) as Account).roleId) as Holding;
  }

  subject(adminId: number): AdminSubject {
    return { id: adminId, enabled: (this.accounts.get(adminId) as Account).enabled, holding: this.holdingOf(adminId) };
  }

  authority(adminId: number): Authority {
    return { adminId, roleId: (this.accounts.get(adminId) as Account).roleId, ...this.holdingOf(adminId) };
  }

  census() {
    return {
      enabledSuperAdminIds: [...this.accounts]
        .filter(([, account]) => account.enabled && (this.roles.get(account.roleId) as Holding).isSuper)
        .map(([id]) => id),
    };
  }
}

const holdingOf = (codes: readonly string[]): Holding => ({
  isSuper: false,
  permissions: new Map(codes.map((code) => [IDS.get(code) as number, code])),
});

/** The world as tests/support/authorityModel.ts builds it on the database. */
function build(world: World): WorldState {
  const state = new WorldState();
  const roleIds = world.roles.map((codes) => state.addRole(codes));
  world.admins.forEach(({ role, disabled }, position) => {
    state.addAccount(roleIds[role % roleIds.length], !disabled, `p${position}`);
  });
  // A withdrawal requested by the manager when it may confirm withdrawals (one approver besides it), and a mint
  // requested by the super administrator under a policy of two approvers besides the requester.
  const manager = state.actors[0].adminId;
  const managerConfirms = world.roles[0].includes('withdrawals:confirm');
  const awaiting = 'awaiting_approval' as const;
  state.operations.push(
    {
      id: 1,
      kind: 'withdrawal',
      status: awaiting,
      requestedBy: managerConfirms ? manager : ROOT,
      requiredApprovals: 1,
      approvers: [],
    },
    { id: 2, kind: 'mint', status: awaiting, requestedBy: ROOT, requiredApprovals: 2, approvers: [] },
  );
  return state;
}

/**
 * Decides one request as the service would (a disabled account's session is refused before any policy),
 * and applies it when allowed. Answers the verdict and what it touched.
 */
function play(state: WorldState, command: Command, acting: { adminId: number; person: string }) {
  const actorId = acting.adminId;
  // The world's accounts in the order they were made, then the super administrator.
  const targets = [...state.accounts.keys()].filter((id) => id !== ROOT).concat(ROOT);
  const target = 'target' in command ? targets[command.target % targets.length] : ROOT;
  const assignable = [...state.roles.keys()].filter((id) => id !== SUPER_ROLE).concat(SUPER_ROLE);
  const roleId = 'role' in command ? assignable[command.role % assignable.length] : SUPER_ROLE;
  const actor = state.authority(actorId);
  const refusedSession: Verdict = { allowed: false, code: 'UNAUTHENTICATED', message: 'disabled' };
  const enabled = (state.accounts.get(actorId) as Account).enabled;
  let verdict: Verdict;
  let apply = () => {};
  let touchedRole: number | undefined;
  let createdAccount: number | undefined;
  switch (command.kind) {
    case 'createAdmin':
      verdict = canCreateAdmin(actor, state.roles.get(roleId) as Holding, { withWalletAddress: false });
      apply = () => {
        createdAccount = state.addAccount(roleId, true, acting.person);
      };
      break;
    case 'changeRole':
      verdict = canChangeRole(actor, state.subject(target), state.roles.get(roleId) as Holding, state.census());
      apply = () => {
        (state.accounts.get(target) as Account).roleId = roleId;
      };
      break;
    case 'editAdmin':
      verdict = canUpdateAdmin(actor, state.subject(target));
      break;
    case 'resetPassword':
      verdict = canResetPassword(actor, state.subject(target));
      apply = () => {
        state.actors.push({ adminId: target, person: acting.person });
        (state.controllers.get(target) as Set<string>).add(acting.person);
      };
      break;
    case 'disable':
      verdict = canDisableAdmin(actor, state.subject(target), state.census());
      apply = () => {
        (state.accounts.get(target) as Account).enabled = false;
      };
      break;
    case 'enable':
      verdict = canEnableAdmin(actor, state.subject(target));
      apply = () => {
        (state.accounts.get(target) as Account).enabled = true;
      };
      break;
    case 'createRole':
      verdict = canCreateRole(actor, holdingOf(command.grants));
      apply = () => {
        touchedRole = state.addRole(command.grants);
      };
      break;
    case 'updateRole': {
      const role = state.roles.get(roleId) as Holding;
      const granted = holdingOf(command.grants);
      const added = holdingOf(command.grants.filter((code) => !role.permissions.has(IDS.get(code) as number)));
      const changesGrants =
        role.isSuper ||
        granted.permissions.size !== role.permissions.size ||
        [...granted.permissions.keys()].some((id) => !role.permissions.has(id));
      verdict = canUpdateRole(actor, role, { added, changesGrants });
      touchedRole = roleId;
      apply = () => {
        if (!role.isSuper) state.roles.set(roleId, granted);
      };
      break;
    }
    case 'renamePermission': {
      const code = command.code;
      const builtin = code !== 'custom';
      const subject = { id: IDS.get(code) as number, identifier: code, type: 'function' as const, path: null };
      const identifier = command.to === 'renamed' ? `${code}:renamed` : command.to;
      verdict = canUpdatePermission(
        actor,
        { ...subject, parentId: null, builtin },
        { identifier, type: 'function', path: null, parentId: null },
      );
      // A rename changes labels only: what anyone holds is by id.
      break;
    }
    case 'revokeSession':
      verdict = canRevokeSession(actor, state.holdingOf(target));
      break;
    case 'approve': {
      const operation = state.operations[command.operation % state.operations.length];
      verdict = canApproveOperation(actor, { ...operation, approverIds: operation.approvers });
      apply = () => {
        operation.approvers.push(actorId);
        if (operation.approvers.length >= operation.requiredApprovals) operation.status = 'approved';
      };
      break;
    }
  }
  if (!enabled) verdict = refusedSession;
  if (verdict.allowed) apply();
  const account = createdAccount ?? (ACCOUNT_COMMANDS.includes(command.kind) ? target : undefined);
  return { verdict, account, touchedRole };
}

/** Plays a world's commands, checking the invariant after each; throws a Violation when it breaks. */
function playWorld(world: World, run: number, tally: Tally): void {
  const state = build(world);
  for (const [stepNumber, command] of world.commands.entries()) {
    const acting = state.actors[command.actor % state.actors.length];
    const actorId = acting.adminId;
    const step = `run ${run} step ${stepNumber} ${JSON.stringify(command)}`;
    const actorBefore = state.holdingOf(actorId);
    const accountsBefore = new Map([...state.accounts.keys()].map((id) => [id, state.holdingOf(id)]));
    const rolesBefore = new Map(state.roles);
    const { verdict, account, touchedRole } = play(state, command, acting);
    count(tally, command.kind, verdict.allowed);
    if (!verdict.allowed) continue;
    checkAccepted(step, actorBefore, {
      actorAfter: state.holdingOf(actorId),
      account:
        account === undefined
          ? undefined
          : { id: account, before: accountsBefore.get(account), after: state.holdingOf(account) },
      role:
        touchedRole === undefined
          ? undefined
          : { id: touchedRole, before: rolesBefore.get(touchedRole), after: state.roles.get(touchedRole) as Holding },
    });
    check(state.census().enabledSuperAdminIds.length >= 1, () => `${step}: no enabled super administrator remains`);
    checkApprovals(step, state.operations, state.controllers);
  }
}

it('no sequence of administrative requests by non-super administrators escalates anyone, over 10,000 worlds', () => {
  const tally: Tally = { runs: 0, accepted: {}, refused: {} };
  fc.assert(
    fc.property(arbWorld, (world) => {
      tally.runs += 1;
      playWorld(world, tally.runs, tally);
    }),
    { numRuns: 10_000, seed: Number(process.env.AUTHORITY_SEED ?? 2424) },
  );
  expect(tally.runs).toBe(10_000);
  expect(sidesNotReached(tally, COMMAND_KINDS)).toEqual([]);
});
