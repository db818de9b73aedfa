// Points (berries) by address. A balance changes only by an adjustment with a reason, written to
// the append-only ledger in the same transaction as the balance, and never below zero.
import { listOrder } from '../content/listing';
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { admins, pointsAdjustments, pointsBalances } from '../db/schema';
import { containsPattern } from '../db/search';
import { recordAudit, type Actor } from '../auditLogs/service';
import { AppError } from '../http/errors';
import type {
  AdjustmentListQuery,
  AdjustPointsInput,
  PointsAdjustmentItem,
  PointsBalanceItem,
  PointsListQuery,
} from './schema';
import { plainDecimal } from '../http/fields';
import { pageOfRows, pageOfSelect } from '../db/pages';

type BalanceRow = typeof pointsBalances.$inferSelect;

function toBalanceItem(row: BalanceRow): PointsBalanceItem {
  return {
    address: row.address,
    balance: plainDecimal(row.balance),
    adjustmentCount: row.adjustmentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function pointsFilter(query: Omit<PointsListQuery, 'current' | 'pageSize'>): SQL | undefined {
  return and(
    query.address ? ilike(pointsBalances.address, containsPattern(query.address)) : undefined,
    query.minBalance ? gte(pointsBalances.balance, query.minBalance) : undefined,
    query.maxBalance ? lte(pointsBalances.balance, query.maxBalance) : undefined,
  );
}

export async function listPointsBalances(db: Db, query: PointsListQuery) {
  const where = pointsFilter(query);
  const sortColumns = {
    balance: pointsBalances.balance,
    updatedAt: pointsBalances.updatedAt,
    address: pointsBalances.address,
  };
  const order = listOrder(query, sortColumns, 'balance', pointsBalances.address);
  const { rows, total } = await pageOfRows(db, pointsBalances, where, order, query);
  return { data: rows.map(toBalanceItem), total };
}

const adjustmentColumns = {
  id: pointsAdjustments.id,
  address: pointsAdjustments.address,
  delta: pointsAdjustments.delta,
  balanceAfter: pointsAdjustments.balanceAfter,
  reason: pointsAdjustments.reason,
  adminId: pointsAdjustments.adminId,
  adminName: admins.name,
  adminEmail: admins.email,
  createdAt: pointsAdjustments.createdAt,
};

type AdjustmentRow = Omit<PointsAdjustmentItem, 'createdAt'> & { createdAt: Date };

function toAdjustmentItem(row: AdjustmentRow): PointsAdjustmentItem {
  return {
    ...row,
    delta: plainDecimal(row.delta),
    balanceAfter: plainDecimal(row.balanceAfter),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An address's adjustments, newest first; an address never adjusted has none. */
export async function listPointsAdjustments(db: Db, address: string, query: AdjustmentListQuery) {
  const where = eq(pointsAdjustments.address, address);
  const { rows, total } = await pageOfSelect(
    db
      .select(adjustmentColumns)
      .from(pointsAdjustments)
      .leftJoin(admins, eq(admins.id, pointsAdjustments.adminId))
      .where(where)
      .$dynamic(),
    [desc(pointsAdjustments.createdAt), desc(pointsAdjustments.id)],
    query,
    db.$count(pointsAdjustments, where),
  );
  return { data: rows.map(toAdjustmentItem), total };
}

/**
 * Adds `delta` (negative to deduct) to the address's balance and records the adjustment with its
 * reason. The balance row is locked first, so concurrent adjustments apply one after the other.
 */
export async function adjustPoints(db: Db, actor: Actor, address: string, input: AdjustPointsInput) {
  return db.transaction(async (tx) => {
    await tx.insert(pointsBalances).values({ address }).onConflictDoNothing();
    const [before] = await tx.select().from(pointsBalances).where(eq(pointsBalances.address, address)).for('update');
    // The sum is exact in SQL's numeric; no JavaScript number ever holds it.
    const [{ after, negative }] = await selectRows<{ after: string; negative: boolean }>(
      tx,
      sql`SELECT (${before.balance}::numeric + ${input.delta}::numeric)::text AS after, (${before.balance}::numeric + ${input.delta}::numeric) < 0 AS negative`,
    );
    if (negative) {
      throw new AppError('POINTS_BALANCE_NEGATIVE', `This adjustment would leave ${address} with a negative balance.`, {
        params: { balance: plainDecimal(before.balance), delta: input.delta },
      });
    }
    const [updated] = await tx
      .update(pointsBalances)
      .set({ balance: after, adjustmentCount: sql`${pointsBalances.adjustmentCount} + 1`, updatedAt: new Date() })
      .where(eq(pointsBalances.address, address))
      .returning();
    const [inserted] = await tx
      .insert(pointsAdjustments)
      .values({ address, delta: input.delta, balanceAfter: after, reason: input.reason, adminId: actor.adminId })
      .returning({ id: pointsAdjustments.id });
    const [adjustment] = await tx
      .select(adjustmentColumns)
      .from(pointsAdjustments)
      .leftJoin(admins, eq(admins.id, pointsAdjustments.adminId))
      .where(eq(pointsAdjustments.id, inserted.id));
    const balance = toBalanceItem(updated);
    await recordAudit(tx, actor, {
      action: 'points.adjust',
      entityType: 'points',
      entityId: address,
      before: { balance: plainDecimal(before.balance) },
      after: { balance: balance.balance, delta: input.delta, reason: input.reason },
    });
    return { balance, adjustment: toAdjustmentItem(adjustment) };
  });
}

export const POINTS_EXPORT_COLUMNS = [
  { header: 'address', value: (row: PointsBalanceItem) => row.address },
  { header: 'berries', value: (row: PointsBalanceItem) => row.balance },
  { header: 'adjustments', value: (row: PointsBalanceItem) => row.adjustmentCount },
  { header: 'updatedAt', value: (row: PointsBalanceItem) => row.updatedAt },
];
