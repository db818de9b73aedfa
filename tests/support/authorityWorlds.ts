// The random worlds of the non-escalation property: roles made of a pool of codes, administrators in
// them (the first a manager of accounts and roles), and the administrative requests they send. The
// property is checked over them twice: in memory against the policies (tests/unit/server-authorityProperty.test.ts)
// and through the API on a database (tests/support/authorityModel.ts).
import fc from 'fast-check';
import type { Holding } from '../../server/src/permissions/authority';

/** The codes of one who manages administrators and roles: every power over accounts. */
export const ADMINISTRATION_CODES = [
  'permissions.administrator',
  'admins:create',
  'admins:update',
  'admins:toggle',
  'admins:resetPassword',
  'permissions.role',
  'roles:create',
  'roles:update',
];

/** The codes worlds are made of: administrative powers, money approval, and plain pages. */
export const POOL = [
  ...ADMINISTRATION_CODES,
  'permissions.permission',
  'permissions:update',
  'permissions.sessions',
  'sessions:revoke',
  'selfCustody.withdraw',
  'withdrawals:confirm',
  'selfCustody.deposit',
  'deposits:confirmMint',
  'news',
  'feedback',
] as const;

const arbGrants = fc.subarray([...POOL], { minLength: 0, maxLength: 10 });
const index = fc.nat({ max: 20 });
/** Acting administrators: the manager half of the time. */
const actorIndex = fc.oneof(fc.constant(0), index);

export type Command =
  | { kind: 'createAdmin'; actor: number; role: number }
  | { kind: 'changeRole'; actor: number; target: number; role: number }
  | { kind: 'editAdmin'; actor: number; target: number }
  | { kind: 'resetPassword'; actor: number; target: number }
  | { kind: 'disable'; actor: number; target: number }
  | { kind: 'enable'; actor: number; target: number }
  | { kind: 'createRole'; actor: number; grants: string[] }
  | { kind: 'updateRole'; actor: number; role: number; grants: string[]; requiresTwoFactor: boolean }
  | { kind: 'renamePermission'; actor: number; code: string; to: string }
  | { kind: 'revokeSession'; actor: number; target: number }
  | { kind: 'approve'; actor: number; operation: number };

/** Commands; the grants of role requests are often parts of the manager's own, so that some are allowed. */
function arbCommand(managerGrants: string[]): fc.Arbitrary<Command> {
  const grants = fc.oneof(fc.subarray(managerGrants), arbGrants);
  return fc.oneof(
    fc.record({ kind: fc.constant('createAdmin' as const), actor: actorIndex, role: index }),
    fc.record({ kind: fc.constant('changeRole' as const), actor: actorIndex, target: index, role: index }),
    fc.record({ kind: fc.constant('editAdmin' as const), actor: actorIndex, target: index }),
    fc.record({ kind: fc.constant('resetPassword' as const), actor: actorIndex, target: index }),
    fc.record({ kind: fc.constant('disable' as const), actor: actorIndex, target: index }),
    fc.record({ kind: fc.constant('enable' as const), actor: actorIndex, target: index }),
    fc.record({ kind: fc.constant('createRole' as const), actor: actorIndex, grants }),
    fc.record({
      kind: fc.constant('updateRole' as const),
      actor: actorIndex,
      role: index,
      grants,
      requiresTwoFactor: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('renamePermission' as const),
      actor: actorIndex,
      code: fc.constantFrom(...POOL, 'custom'),
      to: fc.constantFrom(...POOL, 'custom', 'renamed'),
    }),
    fc.record({ kind: fc.constant('revokeSession' as const), actor: actorIndex, target: index }),
    fc.record({ kind: fc.constant('approve' as const), actor: actorIndex, operation: index }),
  );
}

export interface World {
  roles: string[][];
  /** Each administrator's role, as an index into `roles`, and whether it starts disabled. */
  admins: { role: number; disabled: boolean }[];
  commands: Command[];
}

const ADMINISTRATIVE = POOL.filter((code) => code.includes(':') || code.startsWith('permissions.'));

/**
 * The first role is a manager's (most administrative codes and some others); the rest are either
 * parts of it, which its holder may act on, or anything at all. Administrator 0 is the manager.
 */
export const arbWorld: fc.Arbitrary<World> = fc
  .tuple(fc.subarray([...ADMINISTRATIVE], { minLength: ADMINISTRATIVE.length - 3 }), arbGrants)
  .chain(([administrative, extra]) => {
    const manager = [...new Set([...administrative, ...extra])];
    return fc.record({
      roles: fc
        .tuple(
          fc.constant(manager),
          fc.array(fc.oneof(fc.subarray(manager), arbGrants), { minLength: 1, maxLength: 3 }),
        )
        .map(([first, rest]) => [first, ...rest]),
      admins: fc
        .tuple(
          fc.constant({ role: 0, disabled: false }),
          fc.array(fc.record({ role: index, disabled: fc.constantFrom(false, false, false, true) }), {
            minLength: 1,
            maxLength: 3,
          }),
        )
        .map(([first, rest]) => [first, ...rest]),
      commands: fc.array(arbCommand(manager), { minLength: 3, maxLength: 10 }),
    });
  });

/** What the property counted, over every run: requests accepted and refused, by kind. */
export interface Tally {
  runs: number;
  accepted: Record<string, number>;
  refused: Record<string, number>;
}

/** Whether `inner` holds nothing beyond `outer` (by permission id, which a rename cannot change). */
const subset = (inner: Holding, outer: Holding) =>
  outer.isSuper || (!inner.isSuper && [...inner.permissions.keys()].every((id) => outer.permissions.has(id)));
export const codesOf = (holding: Holding | undefined) =>
  holding ? [...holding.permissions.values()].sort().join(',') : '';

/** A broken invariant: the property's failure, with the step that broke it. */
class Violation extends Error {}
export function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Violation(message());
}

/** A money operation as the invariant reads it: who asked, who approved, and how many it needs. */
export interface OperationState {
  id: number;
  status: string;
  requestedBy: number;
  requiredApprovals: number;
  approvers: readonly number[];
}

/**
 * Money moves only on the word of enough distinct people: no two of an operation's requester and
 * approvers are accounts one person controls (`controllers`: who can sign in as each account), and
 * an operation past approval has the approvals it needed. A one-person operation is its requester's own approval.
 */
export function checkApprovals(
  step: string,
  operations: readonly OperationState[],
  controllers: ReadonlyMap<number, ReadonlySet<string>>,
): void {
  for (const operation of operations) {
    const { approvers } = operation;
    const selfApproved =
      approvers.length === 1 && approvers[0] === operation.requestedBy && operation.requiredApprovals === 1;
    if (selfApproved) continue;
    const people = [operation.requestedBy, ...approvers].map((id) => controllers.get(id) ?? new Set([`a${id}`]));
    for (let first = 0; first < people.length; first += 1) {
      for (let second = first + 1; second < people.length; second += 1) {
        const shared = [...people[first]].filter((person) => people[second].has(person));
        check(
          shared.length === 0,
          () =>
            `${step}: operation ${operation.id} was requested and approved by accounts one person controls (${shared.join(', ')})`,
        );
      }
    }
    if (operation.status !== 'awaiting_approval') {
      check(
        approvers.length >= operation.requiredApprovals,
        () =>
          `${step}: operation ${operation.id} left approval with ${approvers.length} of ${operation.requiredApprovals} approvals`,
      );
    }
  }
}

/** What a request changed: the account or role it touched, before and after (absent before: it made it). */
interface Touched {
  id: number;
  before: Holding | undefined;
  after: Holding;
}

/**
 * After an accepted request by a non-super actor: its own holding did not grow, and the account or role
 * it touched holds nothing beyond what the actor held, before as after.
 */
export function checkAccepted(
  step: string,
  actorBefore: Holding,
  change: { actorAfter: Holding; account?: Touched; role?: Touched },
): void {
  check(!actorBefore.isSuper, () => `${step}: a world administrator is super`);
  check(
    subset(change.actorAfter, actorBefore),
    () => `${step}: the actor's own permissions grew to ${codesOf(change.actorAfter)}`,
  );
  for (const [what, touched] of [
    ['account', change.account],
    ['role', change.role],
  ] as const) {
    if (!touched) continue;
    check(
      subset(touched.after, actorBefore),
      () =>
        `${step}: left ${what} ${touched.id} holding ${codesOf(touched.after)} beyond the actor's ${codesOf(actorBefore)}`,
    );
    check(
      subset(touched.before ?? touched.after, actorBefore),
      () => `${step}: acted on ${what} ${touched.id}, which held more than the actor`,
    );
  }
}

/** The kinds of request that act on one account, the command's target. */
export const ACCOUNT_COMMANDS: readonly Command['kind'][] = [
  'changeRole',
  'editAdmin',
  'resetPassword',
  'disable',
  'enable',
  'revokeSession',
];

/** Counts an answered request in the tally, as accepted or refused. */
export function count(tally: Tally, kind: string, accepted: boolean): void {
  const side = accepted ? tally.accepted : tally.refused;
  side[kind] = (side[kind] ?? 0) + 1;
}

/** Each kind of request the worlds send, once. */
export const COMMAND_KINDS: readonly Command['kind'][] = [
  'createAdmin',
  'changeRole',
  'editAdmin',
  'resetPassword',
  'disable',
  'enable',
  'createRole',
  'updateRole',
  'renamePermission',
  'revokeSession',
  'approve',
];

/**
 * The kinds of request not both accepted somewhere and refused somewhere, each with the side it lacks:
 * worlds that reach both sides of every rule, or the property proved less than it says.
 */
export function sidesNotReached(tally: Tally, kinds: readonly string[]): string[] {
  return kinds.flatMap((kind) => [
    ...((tally.accepted[kind] ?? 0) > 0 ? [] : [`${kind} never accepted`]),
    ...((tally.refused[kind] ?? 0) > 0 ? [] : [`${kind} never refused`]),
  ]);
}
