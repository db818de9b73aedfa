// The CRSM market: the price in use with its age, the settings, and the totals of all positions.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { crsmPositions } from '../db/schema';
import { icrBelowSql, icrPercentSql } from './ratios';
import type { CrsmMarket } from './schema';
import { plainDecimal } from '../http/fields';
import { positionCollateral, positionDebt } from './positions';
import { currentPrice, getSettings } from './settings';

/** The price in use with its age, the settings, and the totals of all positions. */
export async function crsmMarket(db: Db): Promise<CrsmMarket> {
  const settings = await getSettings(db);
  const price = await currentPrice(db, settings);
  const sumC = sql`coalesce(sum(${crsmPositions.collateralLocked}), 0)`;
  const sumD = sql`coalesce(sum(${crsmPositions.totalDebt}), 0)`;
  const [totals] = await db
    .select({
      positions: sql<number>`count(*)::int`,
      collateralLocked: sql<string>`${sumC}::numeric(20, 8)::text`,
      totalDebt: sql<string>`${sumD}::text`,
      tcr:
        price === null
          ? sql<string | null>`NULL::text`
          : sql<string | null>`${icrPercentSql(sumC, price.price, sumD)}::text`,
      belowCcr:
        price === null ? sql<boolean>`false` : sql<boolean>`${icrBelowSql(sumC, price.price, sumD, settings.ccr)}`,
      underTrigger:
        price === null
          ? sql<number>`0`
          : sql<number>`(count(*) FILTER (WHERE ${icrBelowSql(positionCollateral, price.price, positionDebt, sql`${crsmPositions.trgcr}`)}))::int`,
    })
    .from(crsmPositions);
  return {
    price,
    settings,
    totals: {
      positions: Number(totals.positions),
      collateralLocked: totals.collateralLocked,
      totalDebt: plainDecimal(totals.totalDebt),
      tcr: totals.tcr,
      belowCcr: Boolean(totals.belowCcr),
      underTrigger: Number(totals.underTrigger),
    },
  };
}
