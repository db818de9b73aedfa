// The CRSM arithmetic, in one place and in SQL numeric only (never JavaScript numbers):
//   ICR               = collateral × BTC price / debt              (unbounded when debt is zero)
//   liquidation price = debt × MCR / collateral
// Ratios are percentages. Shown figures are cut at 2 decimals towards the risky side: the ICR
// rounded down, the liquidation price rounded up. Comparisons with a ratio (under the trigger,
// an ICR range) cross-multiply, so they are exact whatever the rounding. Integer division (div)
// and multiplication are exact in numeric; `/` is not (it keeps about 16 digits), so scaling
// back down multiplies by 0.01 rather than dividing by 100.
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';

type Operand = SQL | string;
const numeric = (value: Operand): SQL => (typeof value === 'string' ? sql`${value}::numeric` : sql`(${value})`);

/** ICR in percent, rounded down to 2 decimals; NULL when the debt is zero (∞). */
export function icrPercentSql(collateral: Operand, price: Operand, debt: Operand): SQL {
  const [c, p, d] = [numeric(collateral), numeric(price), numeric(debt)];
  return sql`CASE WHEN ${d} = 0 THEN NULL ELSE round(div(${c} * ${p} * 10000, ${d}) * 0.01, 2) END`;
}

/** The ratio collateral × price / debt with 20 decimals, for ordering only; NULL when the debt is zero. */
export function icrSortKeySql(collateral: Operand, price: Operand, debt: Operand): SQL {
  const [c, p, d] = [numeric(collateral), numeric(price), numeric(debt)];
  return sql`CASE WHEN ${d} = 0 THEN NULL ELSE round(${c} * ${p} / ${d}, 20) END`;
}

/** Liquidation price (debt × MCR% / 100 / collateral), rounded up to 2 decimals; NULL without collateral. */
export function liquidationPriceSql(debt: Operand, mcrPercent: Operand, collateral: Operand): SQL {
  const [d, m, c] = [numeric(debt), numeric(mcrPercent), numeric(collateral)];
  // In cents: ceil(debt × MCR / collateral), the percent's /100 and the cents' ×100 cancelling.
  return sql`CASE WHEN ${c} = 0 THEN NULL ELSE round((div(${d} * ${m}, ${c}) + CASE WHEN div(${d} * ${m}, ${c}) * ${c} < ${d} * ${m} THEN 1 ELSE 0 END) * 0.01, 2) END`;
}

/** ICR strictly below `ratioPercent`, exactly; a zero debt is never below. */
export function icrBelowSql(collateral: Operand, price: Operand, debt: Operand, ratioPercent: Operand): SQL {
  const [c, p, d, r] = [numeric(collateral), numeric(price), numeric(debt), numeric(ratioPercent)];
  return sql`(${d} > 0 AND ${c} * ${p} * 100 < ${r} * ${d})`;
}

/** ICR at least `ratioPercent`, exactly; a zero debt (∞) always is. */
export function icrAtLeastSql(collateral: Operand, price: Operand, debt: Operand, ratioPercent: Operand): SQL {
  const [c, p, d, r] = [numeric(collateral), numeric(price), numeric(debt), numeric(ratioPercent)];
  return sql`(${c} * ${p} * 100 >= ${r} * ${d})`;
}

/** ICR at most `ratioPercent`, exactly; a zero debt (∞) never is. */
export function icrAtMostSql(collateral: Operand, price: Operand, debt: Operand, ratioPercent: Operand): SQL {
  const [c, p, d, r] = [numeric(collateral), numeric(price), numeric(debt), numeric(ratioPercent)];
  return sql`(${d} > 0 AND ${c} * ${p} * 100 <= ${r} * ${d})`;
}

/** The total debt that puts `collateral` at exactly `targetPercent` at `price`, rounded down to 18 decimals (so the ICR is at least the target). */
function debtAtRatioSql(collateral: Operand, price: Operand, targetPercent: Operand): SQL {
  const [c, p, t] = [numeric(collateral), numeric(price), numeric(targetPercent)];
  return sql`round(div(${c} * ${p} * 100 * 1000000000000000000, ${t}) * 0.000000000000000001, 18)`;
}

export interface Ratios {
  /** Percent with 2 decimals; null when the debt is zero (unbounded). */
  icr: string | null;
  /** With 2 decimals; null without collateral. */
  liquidationPrice: string | null;
}

/** The ICR and liquidation price of one collateral and debt, at a price and MCR. */
export async function computeRatios(
  db: Db,
  input: { collateral: string; debt: string; price: string; mcr: string },
): Promise<Ratios> {
  const [row] = await selectRows<Ratios>(
    db,
    sql`SELECT ${icrPercentSql(input.collateral, input.price, input.debt)}::text AS icr,
               ${liquidationPriceSql(input.debt, input.mcr, input.collateral)}::text AS "liquidationPrice"`,
  );
  return row;
}

/** The total debt at a target ratio, and the ICR and liquidation price it gives. */
export async function projectPosition(
  db: Db,
  input: { collateral: string; price: string; targetPercent: string; mcr: string },
): Promise<Ratios & { debt: string }> {
  const debt = debtAtRatioSql(input.collateral, input.price, input.targetPercent);
  const [row] = await selectRows<Ratios & { debt: string }>(
    db,
    sql`SELECT debt::text AS debt,
               ${icrPercentSql(input.collateral, input.price, sql`debt`)}::text AS icr,
               ${liquidationPriceSql(sql`debt`, input.mcr, input.collateral)}::text AS "liquidationPrice"
        FROM (SELECT ${debt} AS debt) AS projected`,
  );
  return row;
}
