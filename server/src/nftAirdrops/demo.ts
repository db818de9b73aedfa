// Demo NFT airdrop rows for `npm run dev`, over two stages.
import type { Db } from '../db/client';
import { nftAirdrops } from '../db/schema';
import { demoTaprootAddress } from '../points/demo';

const DEMO_ROWS: [seed: string, berries: string, nftNumber: number | null, nftLevel: number, stage: number][] = [
  ['captain', '14000.5', 3, 5, 1],
  ['early bird', '8800', 2, 4, 1],
  ['referrer', '4400', 1, 3, 1],
  ['minter', '640.25', 1, 1, 1],
  ['captain', '2000', 1, 2, 2],
  ['referrer', '1200', null, 1, 2],
];

export async function seedNftAirdropDemo(tx: Db, adminId: number | null): Promise<void> {
  await tx.insert(nftAirdrops).values(
    DEMO_ROWS.map(([seed, berries, nftNumber, nftLevel, stage]) => ({
      address: demoTaprootAddress(seed),
      berries,
      nftNumber,
      nftLevel,
      stage,
      createdBy: adminId,
    })),
  );
}
