// The demo data of points and NFT airdrops that `npm run dev` shows obeys the rules the API keeps.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/src/db/client';
import { parseBtcAddress } from '../../server/src/http/chainFields';
import { startWithDemoData, type TestApi } from '../support/apiServer';

let api: TestApi;
let rootToken: string;
beforeAll(async () => ({ api, rootToken } = await startWithDemoData()));
afterAll(() => api.close());

describe('points and NFT airdrop demo data', () => {
  it('holds taproot addresses whose balances are the sums of their histories', async () => {
    const list = (await api.call('GET', '/api/points', undefined, rootToken)).json();
    expect(list.total).toBeGreaterThanOrEqual(5);
    for (const row of list.data as { address: string }[])
      expect(parseBtcAddress(row.address, 'mainnet')?.kind).toBe('p2tr');
    const mismatched = await selectRows<{ address: string }>(
      api.db,
      sql`SELECT b.address FROM points_balances b LEFT JOIN points_adjustments a ON a.address = b.address
          GROUP BY b.address, b.balance, b.adjustment_count
          HAVING b.balance <> coalesce(sum(a.delta), 0) OR b.adjustment_count <> count(a.id)
             OR b.balance <> (SELECT balance_after FROM points_adjustments l WHERE l.address = b.address ORDER BY created_at DESC, id DESC LIMIT 1)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('holds airdrop rows over more than one stage', async () => {
    const stages = await Promise.all(
      [1, 2].map(
        async (stage) => (await api.call('GET', `/api/nftAirdrops?stage=${stage}`, undefined, rootToken)).json().total,
      ),
    );
    expect(stages[0]).toBeGreaterThan(0);
    expect(stages[1]).toBeGreaterThan(0);
  });
});
