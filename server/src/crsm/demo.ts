// Demo CRSM data for `npm run dev`: a fresh BTC price and a handful of positions over a few
// accounts, some under their trigger ratio, one below MCR, one without debt; each with a short
// history of snapshots.
import type { Db } from '../db/client';
import { crsmBtcPrices, crsmPositionSnapshots, crsmPositions } from '../db/schema';

const DEMO_BTC_PRICE = '65000';

const ACCOUNTS = {
  harbor: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
  meridian: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
  northwind: '0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb',
} as const;

type Figures = {
  troveId: string;
  positionId: string;
  address: string;
  /** [collateral, trove debt, trove interest] from oldest to latest. */
  history: [string, string, string][];
  deposits: string;
  yieldGains: string;
  debtTokenBalance: string;
  collateralGains: string;
  trgcr: string;
  tarcr: string;
  maxTarcr: string;
};

// At 65000: ICR = collateral × 65000 / (debt + interest).
const POSITIONS: Figures[] = [
  // 2 × 65000 / 80000 = 162.5 %: comfortable.
  {
    troveId: '7351',
    positionId: '1',
    address: ACCOUNTS.harbor,
    history: [
      ['2', '70000', '0'],
      ['2', '79500', '300.5'],
      ['2', '79600', '400'],
    ],
    deposits: '12000',
    yieldGains: '85.25',
    debtTokenBalance: '1500',
    collateralGains: '0.0125',
    trgcr: '130',
    tarcr: '150',
    maxTarcr: '170',
  },
  // 1.2 × 65000 / 62000 = 125.80 %: under its trigger of 130 %.
  {
    troveId: '7352',
    positionId: '2',
    address: ACCOUNTS.harbor,
    history: [
      ['1.2', '52000', '0'],
      ['1.2', '61500', '500'],
    ],
    deposits: '4000',
    yieldGains: '21.5',
    debtTokenBalance: '0',
    collateralGains: '0',
    trgcr: '130',
    tarcr: '145',
    maxTarcr: '160',
  },
  // 0.8 × 65000 / 48000 = 108.33 %: below MCR.
  {
    troveId: '7353',
    positionId: '3',
    address: ACCOUNTS.meridian,
    history: [
      ['0.8', '40000', '0'],
      ['0.8', '47800', '200'],
    ],
    deposits: '0',
    yieldGains: '0',
    debtTokenBalance: '250',
    collateralGains: '0.002',
    trgcr: '125',
    tarcr: '140',
    maxTarcr: '150',
  },
  // 3.5 × 65000 / 120000 = 189.58 %.
  {
    troveId: '7354',
    positionId: '4',
    address: ACCOUNTS.meridian,
    history: [
      ['3', '100000', '0'],
      ['3.5', '119000', '1000'],
    ],
    deposits: '30000',
    yieldGains: '310.75',
    debtTokenBalance: '5000',
    collateralGains: '0.05',
    trgcr: '140',
    tarcr: '160',
    maxTarcr: '180',
  },
  // No debt: ICR ∞.
  {
    troveId: '7355',
    positionId: '5',
    address: ACCOUNTS.northwind,
    history: [['0.5', '0', '0']],
    deposits: '0',
    yieldGains: '0',
    debtTokenBalance: '0',
    collateralGains: '0',
    trgcr: '130',
    tarcr: '150',
    maxTarcr: '170',
  },
  // 1 × 65000 / 49500 = 131.31 %: just above its trigger of 130 %, under CCR.
  {
    troveId: '7356',
    positionId: '6',
    address: ACCOUNTS.northwind,
    history: [
      ['1', '45000', '0'],
      ['1', '49400', '100'],
    ],
    deposits: '800',
    yieldGains: '3.1',
    debtTokenBalance: '120',
    collateralGains: '0',
    trgcr: '130',
    tarcr: '150',
    maxTarcr: '165',
  },
];

export async function seedCrsmDemo(tx: Db): Promise<void> {
  const now = Date.now();
  await tx.insert(crsmBtcPrices).values([
    { price: '64210.5', observedAt: new Date(now - 3 * 3_600_000) },
    { price: DEMO_BTC_PRICE, observedAt: new Date(now - 60_000) },
  ]);
  for (const position of POSITIONS) {
    const { history, ...rest } = position;
    const snapshots = history.map(([collateral, troveDebt, troveInterest], step) => ({
      ...rest,
      collateralLocked: collateral,
      troveCollateral: collateral,
      troveDebt,
      troveInterest,
      observedAt: new Date(now - (history.length - step) * 86_400_000 + 3_600_000),
    }));
    await tx.insert(crsmPositionSnapshots).values(snapshots);
    const latest = snapshots[snapshots.length - 1];
    await tx
      .insert(crsmPositions)
      .values({ ...latest, firstSeenAt: snapshots[0].observedAt, updatedAt: latest.observedAt });
  }
}
