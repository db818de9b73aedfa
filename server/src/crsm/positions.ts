// CRSM positions: the indexer's snapshots of each trove (the latest shown, all kept), listed with
// their ICR and liquidation price, computed in SQL numeric (see ratios.ts) with the price in use.
import { and, asc, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { crsmPositionSnapshots, crsmPositions } from '../db/schema';
import { containsPattern } from '../db/search';
import { recordAudit, type Actor } from '../auditLogs/service';
import { reportedState } from '../auditLogs/serviceReports';
import { AppError } from '../http/errors';
import { icrAtLeastSql, icrAtMostSql, icrBelowSql, icrPercentSql, icrSortKeySql, liquidationPriceSql } from './ratios';
import type { CrsmPositionItem, CrsmPositionListQuery, CrsmSnapshotInput, CrsmSnapshotItem } from './schema';
import { plainDecimal } from '../http/fields';
import { currentPrice, getSettings } from './settings';
import { pageOfRows } from '../db/pages';

/** A position's collateral and debt, as operands of the ratio expressions. */
export const positionCollateral = sql`${crsmPositions.collateralLocked}`;
export const positionDebt = sql`${crsmPositions.totalDebt}`;

function positionFilter(
  query: Omit<CrsmPositionListQuery, 'current' | 'pageSize'>,
  price: string | null,
): SQL | undefined {
  const filters: SQL[] = [];
  if (query.address) filters.push(ilike(crsmPositions.address, containsPattern(query.address)));
  if (query.troveId) filters.push(ilike(crsmPositions.troveId, containsPattern(query.troveId)));
  const wantsRatio = query.minIcr !== undefined || query.maxIcr !== undefined || query.underTrigger !== undefined;
  // Without a price no ratio is known, so no position matches a ratio filter.
  if (wantsRatio && price === null) return sql`false`;
  if (price !== null) {
    if (query.minIcr !== undefined) filters.push(icrAtLeastSql(positionCollateral, price, positionDebt, query.minIcr));
    if (query.maxIcr !== undefined) filters.push(icrAtMostSql(positionCollateral, price, positionDebt, query.maxIcr));
    const underTrigger = icrBelowSql(positionCollateral, price, positionDebt, sql`${crsmPositions.trgcr}`);
    if (query.underTrigger === 'true') filters.push(underTrigger);
    if (query.underTrigger === 'false') filters.push(sql`NOT ${underTrigger}`);
  }
  return filters.length ? and(...filters) : undefined;
}

type PositionRow = typeof crsmPositions.$inferSelect & {
  icr: string | null;
  liquidationPrice: string | null;
  underTrigger: boolean;
  belowMcr: boolean;
};

function toPositionItem(row: PositionRow): CrsmPositionItem {
  const totalDebt = row.totalDebt ?? '0';
  return {
    troveId: row.troveId,
    positionId: row.positionId,
    address: row.address,
    collateralLocked: row.collateralLocked,
    totalDebt: plainDecimal(totalDebt),
    troveCollateral: row.troveCollateral,
    troveDebt: plainDecimal(row.troveDebt),
    troveInterest: plainDecimal(row.troveInterest),
    icr: row.icr,
    icrUnbounded: /^0(\.0*)?$/.test(totalDebt),
    liquidationPrice: row.liquidationPrice,
    deposits: plainDecimal(row.deposits),
    yieldGains: plainDecimal(row.yieldGains),
    debtTokenBalance: plainDecimal(row.debtTokenBalance),
    collateralGains: row.collateralGains,
    trgcr: plainDecimal(row.trgcr),
    tarcr: plainDecimal(row.tarcr),
    maxTarcr: plainDecimal(row.maxTarcr),
    underTrigger: row.underTrigger,
    belowMcr: row.belowMcr,
    observedAt: row.observedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The latest figures of each position, filtered, sorted (by default riskiest first) and paged in SQL. */
export async function listPositions(db: Db, query: CrsmPositionListQuery) {
  const settings = await getSettings(db);
  const price = (await currentPrice(db, settings))?.price ?? null;
  const where = positionFilter(query, price);
  const computed = {
    icr:
      price === null
        ? sql<string | null>`NULL::text`
        : sql<string | null>`${icrPercentSql(positionCollateral, price, positionDebt)}::text`,
    liquidationPrice: sql<string | null>`${liquidationPriceSql(positionDebt, settings.mcr, positionCollateral)}::text`,
    underTrigger:
      price === null
        ? sql<boolean>`false`
        : sql<boolean>`${icrBelowSql(positionCollateral, price, positionDebt, sql`${crsmPositions.trgcr}`)}`,
    belowMcr:
      price === null
        ? sql<boolean>`false`
        : sql<boolean>`${icrBelowSql(positionCollateral, price, positionDebt, settings.mcr)}`,
  };
  const sortField = query.sortField ?? (price === null ? 'totalDebt' : 'icr');
  const ascending =
    (query.sortOrder ?? (query.sortField === undefined && sortField === 'totalDebt' ? 'descend' : 'ascend')) ===
    'ascend';
  const order: SQL[] = [];
  if (sortField === 'icr' && price !== null) {
    // ∞ (zero debt) is the safest: last when the riskiest come first.
    order.push(
      ascending
        ? sql`${icrSortKeySql(positionCollateral, price, positionDebt)} ASC NULLS LAST`
        : sql`${icrSortKeySql(positionCollateral, price, positionDebt)} DESC NULLS FIRST`,
    );
  } else {
    const column = {
      icr: crsmPositions.totalDebt,
      totalDebt: crsmPositions.totalDebt,
      collateralLocked: crsmPositions.collateralLocked,
      observedAt: crsmPositions.observedAt,
    }[sortField];
    order.push(ascending ? asc(column) : desc(column));
  }
  order.push(asc(crsmPositions.troveId));
  const [rows, total] = await Promise.all([
    db
      .select({ ...getTableColumns(crsmPositions), ...computed })
      .from(crsmPositions)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    db.$count(crsmPositions, where),
  ]);
  return { data: rows.map((row) => toPositionItem(row as PositionRow)), total };
}

/** A trove's snapshots, newest first: how its collateral and debt moved. */
export async function positionSnapshots(db: Db, troveId: string, query: { current: number; pageSize: number }) {
  const [exists] = await db
    .select({ troveId: crsmPositions.troveId })
    .from(crsmPositions)
    .where(eq(crsmPositions.troveId, troveId));
  if (!exists) throw new AppError('CRSM_POSITION_NOT_FOUND', `No position with troveId ${troveId} has been reported.`);
  const where = eq(crsmPositionSnapshots.troveId, troveId);
  const { rows, total } = await pageOfRows(
    db,
    crsmPositionSnapshots,
    where,
    [desc(crsmPositionSnapshots.observedAt), desc(crsmPositionSnapshots.id)],
    query,
  );
  const data: CrsmSnapshotItem[] = rows.map((row) => ({
    observedAt: row.observedAt.toISOString(),
    collateralLocked: row.collateralLocked,
    troveCollateral: row.troveCollateral,
    troveDebt: plainDecimal(row.troveDebt),
    troveInterest: plainDecimal(row.troveInterest),
    totalDebt: plainDecimal(row.totalDebt ?? '0'),
    deposits: plainDecimal(row.deposits),
    collateralGains: row.collateralGains,
    recordedAt: row.recordedAt.toISOString(),
  }));
  return { data, total };
}

/**
 * The indexer's snapshots: each is kept in the history once (the same trove and time again is
 * ignored), and becomes the position's latest figures unless a newer one is already there.
 */
export async function recordSnapshots(db: Db, actor: Actor, snapshots: CrsmSnapshotInput[]) {
  return db.transaction(async (tx) => {
    let recorded = 0;
    let updated = 0;
    for (const snapshot of snapshots) {
      const values = { ...snapshot, observedAt: new Date(snapshot.observedAt) };
      const inserted = await tx
        .insert(crsmPositionSnapshots)
        .values({ ...values, reportedBy: actor.serviceTokenId ?? null })
        .onConflictDoNothing({ target: [crsmPositionSnapshots.troveId, crsmPositionSnapshots.observedAt] })
        .returning({ id: crsmPositionSnapshots.id });
      if (inserted.length === 0) continue;
      recorded += 1;
      const { troveId: _troveId, ...figures } = values;
      const latest = await tx
        .insert(crsmPositions)
        .values(values)
        .onConflictDoUpdate({
          target: crsmPositions.troveId,
          set: { ...figures, updatedAt: sql`now()` },
          setWhere: sql`${crsmPositions.observedAt} < excluded.observed_at`,
        })
        .returning({ troveId: crsmPositions.troveId });
      updated += latest.length;
    }
    const result = { received: snapshots.length, recorded, updated };
    await recordAudit(tx, actor, {
      action: 'crsm.reportPositions',
      entityType: 'crsmPosition',
      entityId: snapshots.length === 1 ? snapshots[0].troveId : null,
      after: reportedState(actor, {
        ...result,
        troveIds: [...new Set(snapshots.map((snapshot) => snapshot.troveId))],
      }),
    });
    return result;
  });
}
