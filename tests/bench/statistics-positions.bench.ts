// `npm run bench positions -- [--scale N] [--targets postgres,pglite]`: seeds 1,000 × N positions,
// teams and lottery draws (default N = 1000: a million of each) on PostgreSQL (a fresh database on
// DATABASE_URL's server, else the local one, dropped at the end) and on in-memory
// PGlite; calls each list and chart endpoint ~50 times through the HTTP app with varied filters,
// sorts and pages; prints p50 / p95 per endpoint beside the same service call made bare, and exits
// non-zero when an endpoint's p95 exceeds 100 ms on PostgreSQL or 300 ms on PGlite.
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../server/src/db/client';
import { seedPositionStatistics } from '../../server/src/statistics/positions/seed';
import { listLotteryDraws, lotteryChart } from '../../server/src/statistics/positions/lotteryDraws';
import { listPositions, positionChart } from '../../server/src/statistics/positions/positions';
import { listTeams, topTeams } from '../../server/src/statistics/positions/teams';
import {
  lotteryListQuery,
  positionChartQuery,
  positionListQuery,
  teamListQuery,
  lotteryChartQuery,
} from '../../server/src/statistics/positions/schema';
import { benchEndpoints, seededRandom } from './support/endpointBench';

const CALLS = 50;
const { random, pick } = seededRandom(20260323);
const day = (offsetDays: number) => new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);

function dayRange(): Record<string, string> {
  const width = pick([1, 7, 30, 90, 365]);
  const end = Math.floor(random() * 300);
  return { from: day(end + width - 1), to: day(end) };
}

/** A page somewhere in the first 10,000 rows (the deepest a list allows), sorted on one of `sortFields`. */
function sortedPage(sortFields: string[]): Record<string, string> {
  const pageSize = pick([20, 50, 100]);
  const deepest = Math.floor(10_000 / pageSize);
  return {
    current: String(pick([1, 1, 2, 5, Math.max(1, Math.floor(random() * deepest))])),
    pageSize: String(pageSize),
    sortField: pick(sortFields),
    sortOrder: pick(['ascend', 'descend']),
  };
}

interface Endpoint {
  name: string;
  url: string;
  queries: (samples: Samples) => Record<string, string>[];
  bare: (db: Db, query: Record<string, string>) => Promise<unknown>;
}

interface Samples {
  addresses: string[];
  vaults: string[];
  captains: string[];
}

const times = <T>(make: () => T) => Array.from({ length: CALLS }, make);

const endpoints: Endpoint[] = [
  {
    name: 'positions list',
    url: '/api/statistics/positions',
    queries: ({ addresses, vaults }) =>
      times(() => ({
        ...sortedPage(['createdAt', 'btcDeposited', 'yuMinted']),
        ...pick<Record<string, string>>([
          {},
          { chainId: pick(['1', '56', 'btc']) },
          dayRange(),
          { ...dayRange(), chainId: '8453' },
          { createdAddress: pick(addresses) },
          { vaultId: pick(vaults) },
        ]),
      })),
    bare: (db, query) => listPositions(db, positionListQuery.parse(query)),
  },
  {
    name: 'positions chart',
    url: '/api/statistics/positions/chart',
    queries: () => times(() => ({ ...dayRange(), ...(random() < 0.3 ? { chainId: pick(['1', 'btc']) } : {}) })),
    bare: (db, query) => positionChart(db, positionChartQuery.parse(query)),
  },
  {
    name: 'teams list',
    url: '/api/statistics/teams',
    queries: ({ captains }) =>
      times(() => ({
        ...sortedPage(['yuMinted', 'teamSize', 'observedAt']),
        ...(random() < 0.3 ? { captainAddress: pick(captains) } : {}),
      })),
    bare: (db, query) => listTeams(db, teamListQuery.parse(query)),
  },
  {
    name: 'top teams',
    url: '/api/statistics/teams/top',
    queries: () => times(() => ({ limit: String(pick([5, 10, 20])) })),
    bare: (db, query) => topTeams(db, Number(query.limit)),
  },
  {
    name: 'lottery list',
    url: '/api/statistics/lotteryDraws',
    queries: ({ captains }) =>
      times(() => ({
        ...sortedPage(['drawnAt', 'totalPrizeBerries', 'captainBerries']),
        ...pick<Record<string, string>>([{}, dayRange(), { captainAddress: pick(captains) }]),
      })),
    bare: (db, query) => listLotteryDraws(db, lotteryListQuery.parse(query)),
  },
  {
    name: 'lottery chart',
    url: '/api/statistics/lotteryDraws/chart',
    queries: () => times(() => dayRange()),
    bare: (db, query) => lotteryChart(db, lotteryChartQuery.parse(query)),
  },
];

benchEndpoints({
  async seed(db, scale, target) {
    const seedStarted = Date.now();
    await seedPositionStatistics(db, scale);
    const [{ positions, teams, draws }] = await selectRows<{ positions: number; teams: number; draws: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM statistics_positions)::int AS positions, (SELECT count(*) FROM statistics_teams)::int AS teams, (SELECT count(*) FROM statistics_lottery_draws)::int AS draws`,
    );
    console.log(
      `\n${target}: seeded ${positions} positions, ${teams} teams, ${draws} draws (scale ${scale}) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
  },
  async measure(bench, table) {
    const { db } = bench;
    const samples: Samples = {
      addresses: (
        await selectRows<{ value: string }>(
          db,
          sql`SELECT created_address AS value FROM statistics_positions TABLESAMPLE SYSTEM (1) LIMIT 20`,
        )
      ).map((row) => row.value),
      vaults: (
        await selectRows<{ value: string }>(
          db,
          sql`SELECT vault_id AS value FROM statistics_positions TABLESAMPLE SYSTEM (1) LIMIT 20`,
        )
      ).map((row) => row.value),
      captains: (
        await selectRows<{ value: string }>(
          db,
          sql`SELECT captain_address AS value FROM statistics_teams TABLESAMPLE SYSTEM (1) LIMIT 20`,
        )
      ).map((row) => row.value),
    };
    for (const key of Object.keys(samples) as (keyof Samples)[])
      if (!samples[key].length) samples[key] = ['0x0000000000000000000000000000000000000000'];

    for (const endpoint of endpoints)
      await table.measure(
        endpoint.name,
        endpoint.queries(samples).map((query) => ({
          http: () => bench.get(endpoint.url, query),
          bare: () => endpoint.bare(db, query),
        })),
      );
  },
});
