// The non-escalation invariant as a property: random worlds of roles and non-super administrators,
// whose administrators send random administrative requests through the API; after every step the
// invariant must hold. Who controls which account is modelled (an account one creates, or whose
// password one resets, is one's own to sign in as), so "distinct people" means people, not accounts.
import fc from 'fast-check';
import {
  ACCOUNT_COMMANDS,
  arbWorld,
  check,
  checkAccepted,
  checkApprovals,
  codesOf,
  count,
  POOL,
  type Tally,
  type World,
} from './authorityWorlds';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createSession } from '../../server/src/auth/sessions';
import { hashPassword } from '../../server/src/auth/passwords';
import type { Actor } from '../../server/src/auditLogs/service';
import {
  admins,
  custodyApprovals,
  custodyOperations,
  permissions,
  rolePermissions,
  roles,
  sessions,
} from '../../server/src/db/schema';
import type { Holding } from '../../server/src/permissions/authority';
import { updateApprovalPolicy } from '../../server/src/selfCustody/approvalPolicy';
import { confirmDepositMint, recordDeposit, reportObservedDeposit } from '../../server/src/selfCustody/deposits';
import { confirmWithdrawal, recordWithdrawalRequest } from '../../server/src/selfCustody/withdrawals';
import type { HttpMethod, TestApi } from './apiServer';

const WORLD_PASSWORD = 'world password 1';

interface ActingAccount {
  adminId: number;
  token: string;
  /** The person who signs in as it. */
  person: string;
}

/** Prepares what every run shares: the super administrator, service-side actors, code ids, and policies. */
async function prepareModel(api: TestApi) {
  const rootToken = await api.signIn();
  const [root] = await api.db
    .select()
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(roles.isSuper, true));
  const rootActor: Actor = { adminId: root.admins.id, ip: null, userAgent: 'property' };
  const service: Actor = { adminId: null, serviceTokenId: null, ip: null, userAgent: 'property' };
  // Mints above nothing need two approvers besides the requester; withdrawals ship with one.
  await updateApprovalPolicy(api.db, rootActor, 'mint', { approvalsBesidesRequester: 2, aboveAmount: '0' });
  const idOfCode = new Map((await api.db.select().from(permissions)).map((row) => [row.identifier, row.id]));
  const passwordHash = await hashPassword(WORLD_PASSWORD);
  const [superRole] = await api.db.select().from(roles).where(eq(roles.isSuper, true));
  return { rootToken, rootId: root.admins.id, rootActor, service, idOfCode, passwordHash, superRoleId: superRole.id };
}

type Model = Awaited<ReturnType<typeof prepareModel>>;

/** Builds one world and plays its commands, checking the invariant after each; throws a Violation when it breaks. */
async function playWorld(api: TestApi, model: Model, world: World, run: number, tally: Tally): Promise<void> {
  const db = api.db;
  const prefix = `w${run}`;
  const call = (method: HttpMethod, url: string, payload: object | undefined, token: string) =>
    api.call(method, url, payload, token);

  // ---- the world
  const roleIds: number[] = [];
  for (const [position, grants] of world.roles.entries()) {
    const [role] = await db
      .insert(roles)
      .values({ identifier: `${prefix}_role${position}`, name: `${prefix} role ${position}` })
      .returning();
    if (grants.length)
      await db
        .insert(rolePermissions)
        .values(grants.map((code) => ({ roleId: role.id, permissionId: model.idOfCode.get(code) as number })));
    roleIds.push(role.id);
  }
  const [custom] = await db
    .insert(permissions)
    .values({
      identifier: `${prefix}:custom`,
      nameZh: '自定义',
      nameEn: 'Custom',
      type: 'function',
      parentId: model.idOfCode.get('news') as number,
    })
    .returning();
  const actors: ActingAccount[] = [];
  const controllers = new Map<number, Set<string>>([[model.rootId, new Set(['root'])]]);
  const worldAdmins: number[] = [];
  for (const [position, { role: roleIndex, disabled }] of world.admins.entries()) {
    const [admin] = await db
      .insert(admins)
      .values({
        email: `${prefix}.admin${position}@example.com`,
        passwordHash: model.passwordHash,
        name: `${prefix} admin ${position}`,
        roleId: roleIds[roleIndex % roleIds.length],
        enabled: !disabled,
      })
      .returning();
    const { token } = await createSession(db, {
      adminId: admin.id,
      ttlHours: 1,
      authMethod: 'password',
      ip: '10.99.0.1',
      userAgent: 'property',
    });
    actors.push({ adminId: admin.id, token, person: `p${position}` });
    controllers.set(admin.id, new Set([`p${position}`]));
    worldAdmins.push(admin.id);
  }
  const targets = () => [...worldAdmins, model.rootId];

  // Money awaiting approval: a withdrawal (one approver besides the requester) and a mint by the super administrator (two besides).
  const operationIds: number[] = [];
  const withdrawal = await recordWithdrawalRequest(db, model.service, {
    userAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    receivingAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    amount: '0.5',
    nonce: String(run),
    requestedAt: new Date(Date.now() - 7_200_000).toISOString(),
    coolingEndsAt: new Date(Date.now() - 3_600_000).toISOString(),
  });
  // The manager requests it when it may confirm withdrawals; otherwise the super administrator does.
  const managerConfirms = world.roles[0].includes('withdrawals:confirm');
  const withdrawalRequester = managerConfirms ? { ...model.rootActor, adminId: worldAdmins[0] } : model.rootActor;
  operationIds.push((await confirmWithdrawal(db, withdrawalRequester, withdrawal.id)).operation?.id as number);
  const depositHash = run.toString(16).padStart(64, '0');
  const deposit = await recordDeposit(db, model.rootActor, {
    userAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    // The withdrawal above made this address's institution known.
    institution: { kind: 'existing', id: withdrawal.institutionId },
    amount: '2',
    coboAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    depositHash,
    receivingAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
    type: 'fixed',
    lockTime: '2027-01-01T00:00:00.000Z',
    remarks: 'property',
  });
  await reportObservedDeposit(db, model.service, { depositHash, amount: '2', confirmations: 6 });
  operationIds.push((await confirmDepositMint(db, model.rootActor, deposit.id, 'first')).operation?.id as number);

  // ---- what the invariant reads: one snapshot per step of the world's accounts, roles, grants and approvals
  interface Snapshot {
    /** Everything a refused request must leave as it was. */
    key: string;
    accounts: Map<number, Holding>;
    roles: Map<number, Holding>;
  }
  async function snapshot(): Promise<Snapshot> {
    const ids = [...new Set([...targets(), ...actors.map((actor) => actor.adminId)])];
    const [accounts, grants, permissionRows, approvals, roleRows] = await Promise.all([
      db
        .select({
          id: admins.id,
          roleId: admins.roleId,
          enabled: admins.enabled,
          email: admins.email,
          passwordHash: admins.passwordHash,
        })
        .from(admins)
        .where(inArray(admins.id, ids))
        .orderBy(admins.id),
      db
        .select()
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, roleIds))
        .orderBy(rolePermissions.roleId, rolePermissions.permissionId),
      db
        .select({
          id: permissions.id,
          identifier: permissions.identifier,
          type: permissions.type,
          path: permissions.path,
          parentId: permissions.parentId,
        })
        .from(permissions)
        .orderBy(permissions.id),
      db.select().from(custodyApprovals).where(inArray(custodyApprovals.operationId, operationIds)),
      db
        .select({ id: roles.id, requiresTwoFactor: roles.requiresTwoFactor, isSuper: roles.isSuper })
        .from(roles)
        .where(inArray(roles.id, [...roleIds, model.superRoleId]))
        .orderBy(roles.id),
    ]);
    const identifierOf = new Map(permissionRows.map((row) => [row.id, row.identifier]));
    const roleHoldings = new Map(
      roleRows.map((role) => [
        role.id,
        {
          isSuper: role.isSuper,
          permissions: role.isSuper
            ? identifierOf
            : new Map(
                grants
                  .filter((grant) => grant.roleId === role.id)
                  .map((grant) => [grant.permissionId, identifierOf.get(grant.permissionId) as string]),
              ),
        },
      ]),
    );
    return {
      key: JSON.stringify([accounts, grants, permissionRows, approvals.length, roleRows]),
      accounts: new Map(accounts.map((account) => [account.id, roleHoldings.get(account.roleId) as Holding])),
      roles: roleHoldings,
    };
  }
  async function liveSessionOf(adminId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)))
      .limit(1);
    return row?.id;
  }

  async function checkGlobalInvariant(step: string) {
    const supers = await db
      .select({ id: admins.id })
      .from(admins)
      .innerJoin(roles, eq(roles.id, admins.roleId))
      .where(and(eq(roles.isSuper, true), eq(admins.enabled, true)));
    check(supers.length >= 1, () => `${step}: no enabled super administrator remains`);
    const operations = await db.select().from(custodyOperations).where(inArray(custodyOperations.id, operationIds));
    const approvals = await db
      .select()
      .from(custodyApprovals)
      .where(inArray(custodyApprovals.operationId, operationIds));
    checkApprovals(
      step,
      operations.map((operation) => ({
        ...operation,
        approvers: approvals
          .filter((approval) => approval.operationId === operation.id)
          .map((approval) => approval.adminId),
      })),
      controllers,
    );
  }

  // ---- the commands
  let state = await snapshot();
  for (const [stepNumber, command] of world.commands.entries()) {
    const actor = actors[command.actor % actors.length];
    const step = `run ${run} step ${stepNumber} ${JSON.stringify(command)}`;
    const allTargets = targets();
    const target = 'target' in command ? allTargets[command.target % allTargets.length] : undefined;
    const assignable = [...roleIds, model.superRoleId];
    const roleId = 'role' in command ? assignable[command.role % assignable.length] : undefined;
    const before = state;
    const actorBefore = before.accounts.get(actor.adminId) as Holding;
    const currentOf = async (adminId: number) => (await db.select().from(admins).where(eq(admins.id, adminId)))[0];

    let response: Awaited<ReturnType<typeof call>> | undefined;
    let createdAdmin: number | undefined;
    let touchedRole: number | undefined;
    switch (command.kind) {
      case 'createAdmin':
        response = await call(
          'POST',
          '/api/admins',
          {
            email: `${prefix}.made${stepNumber}@example.com`,
            password: WORLD_PASSWORD,
            name: 'Made',
            description: 'Made',
            roleId,
          },
          actor.token,
        );
        if (response.statusCode === 200) createdAdmin = response.json().data.id;
        break;
      case 'changeRole':
      case 'editAdmin': {
        const current = await currentOf(target as number);
        const payload = {
          email: current.email,
          name: current.name,
          description: `${current.description} edited`,
          roleId: command.kind === 'changeRole' ? roleId : current.roleId,
        };
        response = await call('PUT', `/api/admins/${target}`, payload, actor.token);
        break;
      }
      case 'resetPassword':
        response = await call('POST', `/api/admins/${target}/password`, { password: 'world password 2' }, actor.token);
        break;
      case 'disable':
      case 'enable':
        response = await call('POST', `/api/admins/${target}/${command.kind}`, undefined, actor.token);
        break;
      case 'createRole':
        response = await call(
          'POST',
          '/api/roles',
          {
            identifier: `${prefix}_made${stepNumber}`,
            name: 'Made',
            description: '',
            permissionIds: command.grants.map((code) => model.idOfCode.get(code)),
          },
          actor.token,
        );
        if (response.statusCode === 200) {
          touchedRole = response.json().data.id as number;
          roleIds.push(touchedRole);
        }
        break;
      case 'updateRole': {
        touchedRole = roleId;
        const [current] = await db
          .select()
          .from(roles)
          .where(eq(roles.id, roleId as number));
        const payload = {
          identifier: current.identifier,
          name: current.name,
          description: '',
          requiresTwoFactor: command.requiresTwoFactor,
          permissionIds: command.grants.map((code) => model.idOfCode.get(code)),
        };
        response = await call('PUT', `/api/roles/${roleId}`, payload, actor.token);
        break;
      }
      case 'renamePermission': {
        const id = command.code === 'custom' ? custom.id : (model.idOfCode.get(command.code) as number);
        const [current] = await db.select().from(permissions).where(eq(permissions.id, id));
        const identifier =
          command.to === 'custom'
            ? `${prefix}:custom`
            : command.to === 'renamed'
              ? `${prefix}:renamed${stepNumber}`
              : command.to;
        response = await call(
          'PUT',
          `/api/permissions/${id}`,
          {
            identifier,
            nameZh: current.nameZh,
            nameEn: current.nameEn,
            type: current.type,
            path: current.path,
            parentId: current.parentId,
          },
          actor.token,
        );
        break;
      }
      case 'revokeSession': {
        const sessionId = await liveSessionOf(target as number);
        response = sessionId
          ? await call('POST', `/api/sessions/${sessionId}/revoke`, undefined, actor.token)
          : undefined;
        break;
      }
      case 'approve':
        response = await call(
          'POST',
          `/api/selfCustody/operations/${operationIds[command.operation % operationIds.length]}/approve`,
          undefined,
          actor.token,
        );
        break;
    }
    if (!response) continue;
    check(response.statusCode < 500, () => `${step}: answered ${response.statusCode} ${response.body}`);
    const accepted = response.statusCode < 300;
    count(tally, command.kind, accepted);

    if (createdAdmin !== undefined) worldAdmins.push(createdAdmin);
    state = await snapshot();
    if (!accepted) {
      check(state.key === before.key, () => `${step}: refused with ${response.statusCode} but changed something`);
      continue;
    }

    const after = state.accounts;
    const touchedAccount = createdAdmin ?? (ACCOUNT_COMMANDS.includes(command.kind) ? target : undefined);
    checkAccepted(step, actorBefore, {
      actorAfter: after.get(actor.adminId) as Holding,
      account:
        touchedAccount === undefined
          ? undefined
          : {
              id: touchedAccount,
              before: before.accounts.get(touchedAccount),
              after: after.get(touchedAccount) as Holding,
            },
      role:
        touchedRole === undefined
          ? undefined
          : { id: touchedRole, before: before.roles.get(touchedRole), after: state.roles.get(touchedRole) as Holding },
    });
    if (command.kind === 'renamePermission') {
      // A rename never changes what anyone holds, by id or by the identifiers the server checks.
      const renamedAfter = state.accounts;
      for (const id of allTargets) {
        const shipped = (holding: Holding | undefined) =>
          codesOf(
            holding && {
              ...holding,
              permissions: new Map(
                [...holding.permissions].filter(([, code]) => POOL.includes(code as (typeof POOL)[number])),
              ),
            },
          );
        check(
          shipped(renamedAfter.get(id)) === shipped(before.accounts.get(id)),
          () => `${step}: a rename changed what account ${id} holds`,
        );
      }
    }
    // Whoever made an account, or set its password, can sign in as it from now on.
    if (createdAdmin !== undefined || command.kind === 'resetPassword') {
      const account = (createdAdmin ?? target) as number;
      const { token } = await createSession(db, {
        adminId: account,
        ttlHours: 1,
        authMethod: 'password',
        ip: '10.99.0.2',
        userAgent: 'property',
      });
      actors.push({ adminId: account, token, person: actor.person });
      controllers.set(account, new Set([...(controllers.get(account) ?? []), actor.person]));
    }
    await checkGlobalInvariant(step);
  }
  await checkGlobalInvariant(`run ${run} end`);
}

/** Runs the property `numRuns` times from `seed`; resolves with the tally, rejects with fast-check's report (and the shrunk counterexample). */
export async function checkAuthorityProperty(api: TestApi, options: { numRuns: number; seed: number }): Promise<Tally> {
  const model = await prepareModel(api);
  const tally: Tally = { runs: 0, accepted: {}, refused: {} };
  await fc.assert(
    fc.asyncProperty(arbWorld, async (world) => {
      tally.runs += 1;
      await playWorld(api, model, world, tally.runs, tally);
    }),
    { numRuns: options.numRuns, seed: options.seed, endOnFailure: false },
  );
  return tally;
}
