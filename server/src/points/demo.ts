// Demo points for `npm run dev`: a few taproot addresses whose balances come from adjustments,
// so that each one's history adds up to its balance.
import { createHash } from 'node:crypto';
import { bech32m } from '@scure/base';
import type { Db } from '../db/client';
import { pointsAdjustments, pointsBalances } from '../db/schema';

/** A valid mainnet taproot address made from a seed word (demo data only). */
export function demoTaprootAddress(seed: string): string {
  const program = createHash('sha256').update(`demo ${seed}`).digest();
  return bech32m.encode('bc', [1, ...bech32m.toWords(program)]);
}

/** Each adjustment with the balance it leaves, written out so no float ever sums an amount. */
const DEMO_LEDGERS: { seed: string; adjustments: [delta: string, balanceAfter: string, reason: string][] }[] = [
  {
    seed: 'captain',
    adjustments: [
      ['12000', '12000', 'Season 1 team reward'],
      ['-500', '11500', 'Duplicate reward reversed'],
      ['2500.5', '14000.5', 'Lottery prize'],
    ],
  },
  { seed: 'early bird', adjustments: [['8800', '8800', 'Early supporter campaign']] },
  {
    seed: 'referrer',
    adjustments: [
      ['3200', '3200', 'Referral rewards, March'],
      ['1200', '4400', 'Referral rewards, April'],
    ],
  },
  { seed: 'minter', adjustments: [['640.25', '640.25', 'First YU mint bonus']] },
  {
    seed: 'tester',
    adjustments: [
      ['150', '150', 'Bug bounty'],
      ['-150', '0', 'Bounty moved to another address'],
    ],
  },
];

export async function seedPointsDemo(tx: Db, adminId: number | null): Promise<void> {
  for (const [index, ledger] of DEMO_LEDGERS.entries()) {
    const address = demoTaprootAddress(ledger.seed);
    const start = Date.now() - (DEMO_LEDGERS.length - index) * 86_400_000;
    const rows = ledger.adjustments.map(([delta, balanceAfter, reason], step) => ({
      address,
      delta,
      balanceAfter,
      reason,
      adminId,
      createdAt: new Date(start + step * 3_600_000),
    }));
    const last = rows[rows.length - 1];
    await tx.insert(pointsBalances).values({
      address,
      balance: last.balanceAfter,
      adjustmentCount: rows.length,
      createdAt: rows[0].createdAt,
      updatedAt: last.createdAt,
    });
    await tx.insert(pointsAdjustments).values(rows);
  }
}
