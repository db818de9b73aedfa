// The CRSM arithmetic against hand-computed cases, in the database's numeric (PGlite, and
// PostgreSQL when DATABASE_URL is set): ICR rounded down, liquidation price rounded up, zero debt
// unbounded, and comparisons that stay exact where floating point would not.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/src/db/client';
import { computeRatios, icrAtLeastSql, icrAtMostSql, icrBelowSql, projectPosition } from '../../server/src/crsm/ratios';
import { testApiForBlock, type TestApi } from '../support/apiServer';

let api: TestApi;
testApiForBlock((started) => ({ api } = started));

describe('ICR and liquidation price', () => {
  it.each([
    // collateral, price, debt, MCR → ICR %, liquidation price
    ['1.5', '60000', '50000', '110', '180.00', '36666.67'], // 1.5 × 60000 / 50000 = 1.8; 50000 × 1.1 / 1.5 = 36666.666…
    ['1', '30000', '7', '110', '428571.42', '7.70'], // 30000 / 7 = 4285.714285…; 7 × 1.1 = 7.7
    ['2', '65000', '100000', '110', '130.00', '55000.00'], // 130000 / 100000; 100000 × 1.1 / 2
    ['0.3', '10000', '2000.000000000000000001', '110', '149.99', '7333.34'], // a float says 150.00; 2200.0000…0011 / 0.3 = 7333.333…
    ['0.00000001', '65000.12345678', '0.000000000000000001', '110', '65000123456780000.00', '0.01'], // 1 sat against 1 wei of debt
    ['1', '60000', '54545.454545454545454545', '110', '110.00', '60000.00'], // exactly at MCR the liquidation price is the price (rounded up)
    ['1', '60000', '40000', '112.5', '150.00', '45000.00'], // an MCR with decimals
    ['100', '123456.78901234', '0.000000000000000003', '110', '411522630041133333333333333.33', '0.01'], // more digits than a division keeps
  ])(
    'collateral %s at price %s against debt %s (MCR %s%%): ICR %s%%, liquidation price %s',
    async (collateral, price, debt, mcr, icr, liquidationPrice) => {
      expect(await computeRatios(api.db, { collateral, price, debt, mcr })).toEqual({ icr, liquidationPrice });
    },
  );

  it('leaves the ICR unbounded (∞) and the liquidation price at zero when the debt is zero', async () => {
    expect(await computeRatios(api.db, { collateral: '2', price: '60000', debt: '0', mcr: '110' })).toEqual({
      icr: null,
      liquidationPrice: '0.00',
    });
  });

  it('has no liquidation price without collateral, and an ICR of zero', async () => {
    expect(await computeRatios(api.db, { collateral: '0', price: '60000', debt: '100', mcr: '110' })).toEqual({
      icr: '0.00',
      liquidationPrice: null,
    });
  });

  it('compares with a ratio exactly, where the rounded figure would mislead', async () => {
    const compare = async (collateral: string, price: string, debt: string, ratio: string) => {
      const [row] = await selectRows<{ below: boolean; atLeast: boolean; atMost: boolean }>(
        api.db,
        sql`SELECT ${icrBelowSql(collateral, price, debt, ratio)} AS below, ${icrAtLeastSql(collateral, price, debt, ratio)} AS "atLeast", ${icrAtMostSql(collateral, price, debt, ratio)} AS "atMost"`,
      );
      return row;
    };
    // 3000 / 2000.000000000000000001 is a hair under 150 %.
    expect(await compare('0.3', '10000', '2000.000000000000000001', '150')).toEqual({
      below: true,
      atLeast: false,
      atMost: true,
    });
    // Exactly 150 % is not below 150 %, and is both at least and at most 150 %.
    expect(await compare('1', '60000', '40000', '150')).toEqual({ below: false, atLeast: true, atMost: true });
    // Zero debt: never below, always at least, never at most.
    expect(await compare('1', '60000', '0', '150')).toEqual({ below: false, atLeast: true, atMost: false });
  });
});

describe('projecting a new position at its target ratio', () => {
  it.each([
    // collateral, price, TARCR, MCR → total debt, ICR, liquidation price
    ['1', '60000', '150', '110', '40000.000000000000000000', '150.00', '44000.00'],
    // 5000000 / 130 = 38461.538461538461538461|53… cut at 18 decimals; ICR a hair above 130 %; × 1.1 = 42307.69230769230769230771 → up
    ['1', '50000', '130', '110', '38461.538461538461538461', '130.00', '42307.70'],
    ['0.5', '64000.5', '200.25', '110', '15980.149812734082397003', '200.25', '35156.33'],
  ])(
    '%s YBTC at %s, TARCR %s%%, MCR %s%%: borrows %s, ICR %s%%, liquidation price %s',
    async (collateral, price, targetPercent, mcr, debt, icr, liquidationPrice) => {
      expect(await projectPosition(api.db, { collateral, price, targetPercent, mcr })).toEqual({
        debt,
        icr,
        liquidationPrice,
      });
    },
  );
});
