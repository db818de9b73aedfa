// Realistic traffic at a scale, in SQL: hourly overview snapshots, 5,000 × scale page views and
// 1,000 × scale wallet connections over the last 90 days, skewed towards popular pages, countries
// and chains; inserted through the same statements as the service API, so the rollups follow.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertPageViews } from './pageViews';
import { insertWalletConnections } from './walletConnections';

const PAGES = [
  '/',
  '/vault',
  '/mint',
  '/bridge',
  '/swap',
  '/stake',
  '/points',
  '/leaderboard',
  '/nft',
  '/docs',
  '/faq',
  '/portfolio',
  '/history',
  '/settings',
  '/team',
  '/lottery',
  '/news',
  '/notices',
  '/feedback',
  '/crsm',
];
const COUNTRIES = [
  'US',
  'CN',
  'HK',
  'SG',
  'KR',
  'JP',
  'DE',
  'GB',
  'FR',
  'CA',
  'AU',
  'IN',
  'VN',
  'TH',
  'TR',
  'BR',
  'NL',
  'RU',
  'AE',
  'ID',
  'PH',
  'MY',
  'TW',
  'ES',
  'IT',
  'UA',
  'NG',
  'AR',
  'MX',
  'CH',
];
const CHAINS = [1, 56, 42161, 8453, 137, 10];
const DAYS = 90;
const CHUNK = 500_000;

/** Runs `insert` over the ids 1..total, CHUNK ids at a time. */
async function inChunks(total: number, insert: (first: number, last: number) => Promise<unknown>): Promise<void> {
  for (let first = 1; first <= total; first += CHUNK) await insert(first, Math.min(total, first + CHUNK - 1));
}

const textArray = (values: string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value}'`).join(',')}]`);
const intArray = (values: number[]) => sql.raw(`ARRAY[${values.join(',')}]::bigint[]`);

/** A skewed index in 1..size from a row number: popular entries first (squared uniform). */
const skewed = (seed: number, size: number) =>
  sql.raw(`1 + floor(power(((g::bigint * ${seed}) % 10007) / 10007.0, 2.2) * ${size})::int`);
/** A moment in the last DAYS days from a row number, spread evenly. */
const moment = sql.raw(`now() - make_interval(secs => ((g::bigint * 7919) % ${DAYS * 86400}))`);

export async function seedOverviewSnapshots(db: Db, scale: number): Promise<void> {
  const hours = 24 * DAYS * Math.max(1, Math.round(scale / 100));
  await db.execute(sql`
    INSERT INTO overview_snapshots (source_id, observed_at, bridge_btc, mint_yu, user_count, vault_btc)
    SELECT 'demo-overview-' || h, date_trunc('hour', now()) - make_interval(hours => h),
      round((1250 - h * ${1000 / hours}::float8 + 3 * sin(h / 7.0))::numeric, 8),
      round((52000000 - h * ${40000000 / hours}::float8 + 150000 * sin(h / 11.0))::numeric, 18),
      (48000 - h * ${40000 / hours}::float8)::bigint,
      round((830 - h * ${600 / hours}::float8 + 2 * cos(h / 5.0))::numeric, 8)
    FROM generate_series(0, ${hours - 1}::int) AS h
    ON CONFLICT (source_id) DO NOTHING`);
}

export async function seedPageViews(db: Db, scale: number): Promise<void> {
  await inChunks(Math.round(5000 * scale), (first, last) =>
    insertPageViews(
      db,
      sql`SELECT 'demo-pv-' || g AS source_id, ${moment} AS occurred_at,
            (${textArray(PAGES)})[${skewed(2654435761, PAGES.length)}] AS page,
            (${textArray(COUNTRIES)})[${skewed(40503, COUNTRIES.length)}] AS country,
            CASE WHEN g % 3 = 0 THEN NULL ELSE (${intArray(CHAINS)})[${skewed(9973, CHAINS.length)}] END AS chain_id
          FROM generate_series(${first}::bigint, ${last}::bigint) AS g`,
      null,
    ),
  );
}

export async function seedWalletConnections(db: Db, scale: number): Promise<void> {
  const pool = Math.max(50, Math.round(200 * scale));
  await inChunks(Math.round(1000 * scale), (first, last) =>
    insertWalletConnections(
      db,
      sql`SELECT 'demo-wc-' || g AS source_id, ${moment} AS occurred_at,
            (${intArray(CHAINS)})[${skewed(48271, CHAINS.length)}] AS chain_id,
            '0x' || substr(md5('wallet-' || ((g::bigint * 69621) % ${pool})) || md5('pool-' || ((g::bigint * 69621) % ${pool})), 1, 40) AS address
          FROM generate_series(${first}::bigint, ${last}::bigint) AS g`,
      null,
    ),
  );
}

export async function seedTraffic(db: Db, scale: number): Promise<void> {
  await seedOverviewSnapshots(db, scale);
  await seedPageViews(db, scale);
  await seedWalletConnections(db, scale);
}
