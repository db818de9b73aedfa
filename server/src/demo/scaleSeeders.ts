// The seeders of the growing tables (statistics, hedging records): each fills its tables with
// realistic rows at a scale: scale 1 is a demo (about 5,000 page views and 1,000 of each other
// record), scale 1000 the benchmark (5 million page views, a million of each other record).
// Rows carry `demo-` sender ids, so seeding again at the same scale adds nothing.
import type { Db } from '../db/client';
import { seedHedgingRecords } from '../hedgingStrategies/demo';
import { seedPositionStatistics } from '../statistics/positions/seed';
import { seedTraffic } from '../statistics/traffic/scaleSeed';

export interface ScaleSeeder {
  name: string;
  /** Fills the tables (in SQL, generate_series, so millions of rows take seconds) and keeps their rollups current. */
  seed: (db: Db, scale: number) => Promise<void>;
}

export const scaleSeeders: ScaleSeeder[] = [
  // Overview snapshots (hourly), page views and wallet connections with their daily rollups.
  { name: 'traffic statistics', seed: (db, scale) => seedTraffic(db, scale) },
  // Position, team and lottery statistics (dataVault, dataCdp, datacaptain, data0penBox).
  { name: 'statistics positions, teams and lottery draws', seed: seedPositionStatistics },
  // Hedging-strategy records: 1,000 × scale of each of the four kinds, with their daily totals.
  { name: 'hedging records', seed: seedHedgingRecords },
];
