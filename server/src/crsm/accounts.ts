// CRSM accounts: positions grouped by owner address, with each account's totals and aggregate ICR.
import { isAscending } from '../content/listing';
import { asc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { crsmPositions } from '../db/schema';
import { containsPattern } from '../db/search';
import { icrBelowSql, icrPercentSql, icrSortKeySql } from './ratios';
import type { CrsmAccountItem, CrsmAccountListQuery } from './schema';
import { plainDecimal } from '../http/fields';
import { positionCollateral, positionDebt } from './positions';
import { currentPrice, getSettings } from './settings';

/** Positions grouped by owner address, with each account's totals and aggregate ICR. */
export async function listAccounts(db: Db, query: CrsmAccountListQuery) {
  const settings = await getSettings(db);
  const price = (await currentPrice(db, settings))?.price ?? null;
  const where = query.address ? ilike(crsmPositions.address, containsPattern(query.address)) : undefined;
  const sumC = sql`sum(${crsmPositions.collateralLocked})`;
  const sumD = sql`sum(${crsmPositions.totalDebt})`;
  const sortField = query.sortField ?? 'totalDebt';
  const ascending = isAscending(query);
  const sortExpression =
    sortField === 'icr'
      ? price === null
        ? sumD
        : icrSortKeySql(sumC, price, sumD)
      : { totalDebt: sumD, collateralLocked: sumC, positions: sql`count(*)` }[sortField];
  const rows = await db
    .select({
      address: crsmPositions.address,
      positions: sql<number>`count(*)::int`,
      collateralLocked: sql<string>`${sumC}::text`,
      totalDebt: sql<string>`${sumD}::text`,
      deposits: sql<string>`sum(${crsmPositions.deposits})::text`,
      yieldGains: sql<string>`sum(${crsmPositions.yieldGains})::text`,
      debtTokenBalance: sql<string>`sum(${crsmPositions.debtTokenBalance})::text`,
      collateralGains: sql<string>`sum(${crsmPositions.collateralGains})::text`,
      icr:
        price === null ? sql<string | null>`NULL::text` : sql<string | null>`${icrPercentSql(sumC, price, sumD)}::text`,
      underTrigger:
        price === null
          ? sql<number>`0`
          : sql<number>`(count(*) FILTER (WHERE ${icrBelowSql(positionCollateral, price, positionDebt, sql`${crsmPositions.trgcr}`)}))::int`,
      lastObservedAt: sql<Date | string>`max(${crsmPositions.observedAt})`,
    })
    .from(crsmPositions)
    .where(where)
    .groupBy(crsmPositions.address)
    .orderBy(
      ascending ? sql`${sortExpression} ASC NULLS LAST` : sql`${sortExpression} DESC NULLS FIRST`,
      asc(crsmPositions.address),
    )
    .limit(query.pageSize)
    .offset((query.current - 1) * query.pageSize);
  const [{ total }] = await db
    .select({ total: sql<number>`count(DISTINCT ${crsmPositions.address})::int` })
    .from(crsmPositions)
    .where(where);
  const data: CrsmAccountItem[] = rows.map((row) => ({
    address: row.address,
    positions: Number(row.positions),
    collateralLocked: row.collateralLocked,
    totalDebt: plainDecimal(row.totalDebt),
    deposits: plainDecimal(row.deposits),
    yieldGains: plainDecimal(row.yieldGains),
    debtTokenBalance: plainDecimal(row.debtTokenBalance),
    collateralGains: row.collateralGains,
    icr: row.icr,
    icrUnbounded: /^0(\.0*)?$/.test(row.totalDebt),
    underTrigger: Number(row.underTrigger),
    lastObservedAt: new Date(row.lastObservedAt).toISOString(),
  }));
  return { data, total: Number(total) };
}
