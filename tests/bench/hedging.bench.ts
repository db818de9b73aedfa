// `npm run bench hedging -- [--scale N] [--targets postgres,pglite]`: seeds 1,000 × N of each hedging
// record kind (default N = 1000: a million each) on PostgreSQL (a fresh database on DATABASE_URL's
// server, else the local one) and on in-memory PGlite, then times each list endpoint (HTTP through
// the app) against its bare service call. Exits non-zero when an endpoint's p95 exceeds 100 ms on
// PostgreSQL or 300 ms on PGlite.
import { seedHedgingRecords } from '../../server/src/hedgingStrategies/demo';
import type { HedgingKind } from '../../server/src/hedgingStrategies/kinds';
import { listRecords } from '../../server/src/hedgingStrategies/records';
import type { HedgingListQuery } from '../../server/src/hedgingStrategies/schema';
import { benchEndpoints } from './support/endpointBench';

const ITERATIONS = 25;

const PATHS: Record<HedgingKind, string> = {
  rewardWithdrawal: 'rewardWithdrawals',
  cexDeposit: 'cexDeposits',
  spotSale: 'spotSales',
  crossChain: 'crossChain',
};
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
const weekAgo = new Date(Date.now() - 7 * 86_400_000 - 3_600_000 * 5).toISOString();

/** The views an administrator opens: the first page, a network, a token over a month (partial days), a hash, by amount, page 500. */
function scenarios(kind: HedgingKind): { name: string; query: Partial<HedgingListQuery> }[] {
  const network =
    kind === 'crossChain' ? { sourceChain: 'arbitrum' } : kind === 'spotSale' ? {} : { network: 'ethereum' };
  const hash =
    kind === 'spotSale' ? 'ORD-4242' : `0x${kind === 'crossChain' ? 'c' : 'a'}${(4241).toString(16).padStart(63, '0')}`;
  return [
    { name: 'first page', query: {} },
    { name: 'network', query: network },
    {
      name: 'token + month',
      query: { token: kind === 'spotSale' ? 'BTC' : 'USDC', recordedFrom: monthAgo, recordedTo: weekAgo },
    },
    { name: 'search', query: { search: hash } },
    { name: 'by amount', query: { sortField: 'amount', sortOrder: 'descend' } },
    { name: 'page 500', query: { current: 500 } },
  ];
}

benchEndpoints({
  async seed(db, scale, target) {
    const seedingStarted = Date.now();
    await seedHedgingRecords(db, scale);
    console.log(
      `\n${target}: seeded ${(1000 * scale).toLocaleString('en')} records of each kind in ${((Date.now() - seedingStarted) / 1000).toFixed(1)} s`,
    );
  },
  async measure(bench, table) {
    for (const kind of Object.keys(PATHS) as HedgingKind[]) {
      for (const { name, query } of scenarios(kind)) {
        const full: HedgingListQuery = { current: 1, pageSize: 20, ...query };
        const params = Object.fromEntries(Object.entries(full).map(([key, value]) => [key, String(value)]));
        const url = `/api/hedgingStrategies/${PATHS[kind]}`;
        await bench.get(url, params);
        await table.measure(
          `${kind} ${name}`,
          Array.from({ length: ITERATIONS }, () => ({
            http: () => bench.get(url, params),
            bare: () => listRecords(bench.db, kind, full),
          })),
        );
      }
    }
  },
  // The whole million-row filter as CSV, streamed: it must neither time out nor sit in memory.
  afterTable: (bench) => bench.download('/api/hedgingStrategies/rewardWithdrawals/export', { locale: 'en-US' }),
});
