// Deposits: recorded by an administrator, confirmed on chain by the bridge indexer, and minted
// as YBTC exactly once through an approved operation.
import { listOrder, timeRangeFilters } from '../content/listing';
import { eq, ilike, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { deposits } from '../db/schema';
import { containsPattern } from '../db/search';
import { isUniqueViolation } from '../db/errors';
import { recordAudit, type Actor } from '../auditLogs/service';
import { reportedState } from '../auditLogs/serviceReports';
import { AppError } from '../http/errors';
import { type Authority, enforce, loadAuthority, viewerOf } from '../permissions/authority';
import { depositInstitution } from './institutions';
import { openOperation } from './operations';
import { pageOfSubjects, subjectItem, subjectLookups } from './operationSubjects';
import { canConfirmMint, canRetryMint, depositAbilities, type DepositSubject } from './policy';
import type { CreateDepositInput, DepositItem, DepositListQuery, MintStatus } from './schema/deposits';
import { rowFinder } from '../db/rows';

type DepositRow = typeof deposits.$inferSelect;

async function toItems(db: Db, viewer: Authority, rows: DepositRow[]): Promise<DepositItem[]> {
  const lookups = await subjectLookups(db, 'deposit', rows, viewer, (row) => row.recordedBy);
  return rows.map((row) => ({
    id: row.id,
    institutionId: row.institutionId,
    userAddress: row.userAddress,
    userName: row.userName,
    amount: row.amount,
    coboAddress: row.coboAddress,
    depositHash: row.depositHash,
    receivingAddress: row.receivingAddress,
    type: row.type as DepositItem['type'],
    lockTime: row.lockTime.toISOString(),
    remarks: row.remarks,
    ethHash: row.ethHash,
    depositStatus: row.depositStatus as DepositItem['depositStatus'],
    observedAmount: row.observedAmount,
    observedConfirmations: row.observedConfirmations,
    observedAt: row.observedAt?.toISOString() ?? null,
    mintStatus: row.mintStatus as DepositItem['mintStatus'],
    mintFailureReason: row.mintFailureReason,
    recordedByName: lookups.actedByNameOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    operation: lookups.operationOf(row),
    abilities: depositAbilities(viewer, subjectOf(row)),
  }));
}

function subjectOf(row: DepositRow): DepositSubject {
  return {
    mintStatus: row.mintStatus as MintStatus,
    depositStatus: row.depositStatus as DepositItem['depositStatus'],
    amount: row.amount,
    observedAmount: row.observedAmount,
  };
}

const findDeposit = rowFinder(
  deposits,
  (depositId) => new AppError('DEPOSIT_NOT_FOUND', `Deposit ${depositId} does not exist.`),
);

export async function getDeposit(db: Db, actor: Actor, depositId: number): Promise<DepositItem> {
  return subjectItem(db, actor, await findDeposit(db, depositId), toItems);
}

export async function listDeposits(db: Db, actor: Actor, query: DepositListQuery) {
  const filters: SQL[] = [];
  if (query.userAddress) filters.push(ilike(deposits.userAddress, containsPattern(query.userAddress)));
  if (query.userName) filters.push(ilike(deposits.userName, containsPattern(query.userName)));
  if (query.depositHash) filters.push(eq(deposits.depositHash, query.depositHash.toLowerCase()));
  if (query.mintStatus) filters.push(eq(deposits.mintStatus, query.mintStatus));
  if (query.depositStatus) filters.push(eq(deposits.depositStatus, query.depositStatus));
  filters.push(...timeRangeFilters(deposits.createdAt, query.createdFrom, query.createdTo));
  const sortColumns = { createdAt: deposits.createdAt, amount: deposits.amount, lockTime: deposits.lockTime };
  const order = listOrder(query, sortColumns, 'createdAt', deposits.id);
  return pageOfSubjects(db, actor, deposits, filters, order, query, toItems);
}

export async function recordDeposit(db: Db, actor: Actor, input: CreateDepositInput): Promise<DepositItem> {
  try {
    return await db.transaction(async (tx) => {
      const { institution: choice, ...fields } = input;
      const institution = await depositInstitution(tx, actor, input.userAddress, choice);
      const [row] = await tx
        .insert(deposits)
        .values({
          ...fields,
          userName: institution.name,
          lockTime: new Date(input.lockTime),
          institutionId: institution.id,
          recordedBy: actor.adminId,
        })
        .returning();
      const [item] = await toItems(tx, await viewerOf(tx, actor), [row]);
      await recordAudit(tx, actor, { action: 'deposit.create', entityType: 'deposit', entityId: row.id, after: item });
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'deposits_deposit_hash_key')) {
      throw new AppError('DEPOSIT_HASH_TAKEN', 'A deposit with this hash is already recorded.');
    }
    throw error;
  }
}

/**
 * "Please double-check, minting YBTC will proceed upon confirmation!": opens the mint operation,
 * once. A deposit must have been seen on chain, with the recorded amount, first. A retry opens the
 * next attempt after a failure, deliberately, under its own permission.
 */
export async function confirmDepositMint(
  db: Db,
  actor: Actor,
  depositId: number,
  mode: 'first' | 'retry',
): Promise<DepositItem> {
  return db.transaction(async (tx) => {
    const deposit = await findDeposit(tx, depositId, true);
    const viewer = await loadAuthority(tx, actor);
    enforce((mode === 'first' ? canConfirmMint : canRetryMint)(viewer, subjectOf(deposit)));
    const [before] = await toItems(tx, viewer, [deposit]);
    await openOperation(tx, actor, {
      kind: 'mint',
      depositId,
      amount: deposit.amount,
      destination: deposit.receivingAddress,
    });
    const [after] = await toItems(tx, viewer, [await findDeposit(tx, depositId)]);
    await recordAudit(tx, actor, {
      action: mode === 'first' ? 'deposit.confirmMint' : 'deposit.retryMint',
      entityType: 'deposit',
      entityId: depositId,
      before,
      after,
    });
    return after;
  });
}

/**
 * The bridge indexer saw a deposit's transaction: with the recorded amount it is confirmed;
 * with another amount it is marked as a mismatch, which blocks minting. Seen again, nothing changes.
 */
export async function reportObservedDeposit(
  db: Db,
  actor: Actor,
  report: { depositHash: string; amount: string; confirmations: number },
): Promise<DepositItem> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx
      .select()
      .from(deposits)
      .where(eq(deposits.depositHash, report.depositHash))
      .for('update');
    if (!deposit) throw new AppError('DEPOSIT_NOT_FOUND', 'No deposit with this hash is recorded.');
    const [{ matches }] = await selectRows<{ matches: boolean }>(
      tx,
      sql`SELECT ${report.amount}::numeric = ${deposit.amount}::numeric AS matches`,
    );
    const depositStatus = matches ? 'confirmed' : 'mismatch';
    const viewer = await viewerOf(tx, actor);
    if (
      deposit.depositStatus === 'confirmed' &&
      depositStatus === 'confirmed' &&
      deposit.observedConfirmations === report.confirmations
    ) {
      const [unchanged] = await toItems(tx, viewer, [deposit]);
      return unchanged;
    }
    const [before] = await toItems(tx, viewer, [deposit]);
    const [updated] = await tx
      .update(deposits)
      .set({
        // Once confirmed, a later report can only add confirmations; the amount was already checked.
        depositStatus: deposit.depositStatus === 'confirmed' ? 'confirmed' : depositStatus,
        observedAmount: deposit.depositStatus === 'confirmed' ? deposit.observedAmount : report.amount,
        observedConfirmations: report.confirmations,
        observedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(deposits.id, deposit.id))
      .returning();
    const [after] = await toItems(tx, viewer, [updated]);
    await recordAudit(tx, actor, {
      action: 'deposit.observe',
      entityType: 'deposit',
      entityId: deposit.id,
      before,
      after: reportedState(actor, after),
    });
    return after;
  });
}
