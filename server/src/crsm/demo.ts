// Demo CRSM data for `npm run dev`: a fresh BTC price and a handful of positions over a few
// accounts, some under their trigger ratio, one below MCR, one without debt; each with a short
// history of snapshots.
import type { Db } from '../db/client';
import { crsmBtcPrices, crsmPositionSnapshots, crsmPositions } from '../db/schema';
import type { CrsmSnapshotInput } from './schema';

const DEMO_BTC_PRICE = '65000';

const ACCOUNTS = {
  harbor: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
  meridian: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
  northwind: '0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb',
} as const;

/** A snapshot's collateral, trove debt and trove interest. */
type Step = [collateral: string, troveDebt: string, troveInterest: string];
type Terms = Pick<
  CrsmSnapshotInput,
  'deposits' | 'yieldGains' | 'debtTokenBalance' | 'collateralGains' | 'trgcr' | 'tarcr' | 'maxTarcr'
>;

/**
 * A CRSM position's figures as the indexer reports them, but for when they were observed: `collateral` locked and
 * in the trove, the troveId's last digit as position ID; trigger 130 %, target 150 % and at most 170 %, and no
 * deposits or gains unless `terms` say otherwise.
 */
export function crsmPositionFigures(
  troveId: string,
  address: string,
  [collateral, troveDebt, troveInterest]: Step,
  terms: Partial<Terms> = {},
): Omit<CrsmSnapshotInput, 'observedAt'> {
  return {
    troveId,
    positionId: troveId.slice(-1),
    address,
    collateralLocked: collateral,
    troveCollateral: collateral,
    troveDebt,
    troveInterest,
    deposits: '0',
    yieldGains: '0',
    debtTokenBalance: '0',
    collateralGains: '0',
    trgcr: '130',
    tarcr: '150',
    maxTarcr: '170',
    ...terms,
  };
}

/** A demo position's snapshots, oldest first. */
function demoPosition(
  troveId: string,
  address: string,
  [deposits, yieldGains, debtTokenBalance, collateralGains]: [string, string, string, string],
  [trgcr, tarcr, maxTarcr]: [string, string, string],
  ...history: Step[]
) {
  const terms = { deposits, yieldGains, debtTokenBalance, collateralGains, trgcr, tarcr, maxTarcr };
  return history.map((step) => crsmPositionFigures(troveId, address, step, terms));
}

// A row a position: troveId and owner; [deposits, yield gains, debt token balance, collateral gains];
// [TRGCR, TARCR, MAX_TARCR]; then [collateral, trove debt, trove interest] from oldest to latest.
// At 65000: ICR = collateral × 65000 / (debt + interest).
// biome-ignore format: a table, one position a row
const POSITIONS = [
  // 2 × 65000 / 80000 = 162.5 %: comfortable.
  demoPosition('7351', ACCOUNTS.harbor, ['12000', '85.25', '1500', '0.0125'], ['130', '150', '170'],
    ['2', '70000', '0'], ['2', '79500', '300.5'], ['2', '79600', '400']),
  // 1.2 × 65000 / 62000 = 125.80 %: under its trigger of 130 %.
  demoPosition('7352', ACCOUNTS.harbor, ['4000', '21.5', '0', '0'], ['130', '145', '160'],
    ['1.2', '52000', '0'], ['1.2', '61500', '500']),
  // 0.8 × 65000 / 48000 = 108.33 %: below MCR.
  demoPosition('7353', ACCOUNTS.meridian, ['0', '0', '250', '0.002'], ['125', '140', '150'],
    ['0.8', '40000', '0'], ['0.8', '47800', '200']),
  // 3.5 × 65000 / 120000 = 189.58 %.
  demoPosition('7354', ACCOUNTS.meridian, ['30000', '310.75', '5000', '0.05'], ['140', '160', '180'],
    ['3', '100000', '0'], ['3.5', '119000', '1000']),
  // No debt: ICR ∞.
  demoPosition('7355', ACCOUNTS.northwind, ['0', '0', '0', '0'], ['130', '150', '170'],
    ['0.5', '0', '0']),
  // 1 × 65000 / 49500 = 131.31 %: just above its trigger of 130 %, under CCR.
  demoPosition('7356', ACCOUNTS.northwind, ['800', '3.1', '120', '0'], ['130', '150', '165'],
    ['1', '45000', '0'], ['1', '49400', '100']),
];

export async function seedCrsmDemo(tx: Db): Promise<void> {
  const now = Date.now();
  await tx.insert(crsmBtcPrices).values([
    { price: '64210.5', observedAt: new Date(now - 3 * 3_600_000) },
    { price: DEMO_BTC_PRICE, observedAt: new Date(now - 60_000) },
  ]);
  for (const history of POSITIONS) {
    const snapshots = history.map((figures, step) => ({
      ...figures,
      observedAt: new Date(now - (history.length - step) * 86_400_000 + 3_600_000),
    }));
    await tx.insert(crsmPositionSnapshots).values(snapshots);
    const latest = snapshots[snapshots.length - 1];
    await tx
      .insert(crsmPositions)
      .values({ ...latest, firstSeenAt: snapshots[0].observedAt, updatedAt: latest.observedAt });
  }
}
