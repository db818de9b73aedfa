// The CRSM demo data that `npm run dev` shows: a fresh price, positions some of which are under
// their trigger, and histories whose latest snapshot is the position's figures.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/src/db/client';
import { startWithDemoData, type TestApi } from '../support/apiServer';

let api: TestApi;
let rootToken: string;
beforeAll(async () => ({ api, rootToken } = await startWithDemoData()));
afterAll(() => api.close());

it('holds a fresh price and positions under their trigger, below MCR and without debt', async () => {
  const market = (await api.call('GET', '/api/crsm/market', undefined, rootToken)).json().data;
  expect(market.price).toMatchObject({ price: '65000.00000000', stale: false });
  const positions = (await api.call('GET', '/api/crsm/positions', undefined, rootToken)).json();
  expect(positions.total).toBe(6);
  expect(positions.data.filter((row: { underTrigger: boolean }) => row.underTrigger).length).toBe(2);
  expect(positions.data[0]).toMatchObject({ troveId: '7353', icr: '108.33', belowMcr: true });
  expect(positions.data[5]).toMatchObject({ troveId: '7355', icrUnbounded: true });
  const accounts = (await api.call('GET', '/api/crsm/accounts', undefined, rootToken)).json();
  expect(accounts.total).toBe(3);
});

it('keeps each position equal to its latest snapshot', async () => {
  const mismatched = await selectRows<{ troveId: string }>(
    api.db,
    sql`SELECT p.trove_id AS "troveId" FROM crsm_positions p
        JOIN LATERAL (SELECT * FROM crsm_position_snapshots s WHERE s.trove_id = p.trove_id ORDER BY observed_at DESC LIMIT 1) l ON true
        WHERE l.observed_at <> p.observed_at OR l.total_debt <> p.total_debt OR l.collateral_locked <> p.collateral_locked`,
  );
  expect(mismatched).toEqual([]);
});
