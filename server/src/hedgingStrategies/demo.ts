// Hedging records at scale, in SQL: 1,000 × scale of each kind spread over the past year, with
// valid addresses and hashes for their networks, and their daily totals. `demo-` sender ids make
// a second run at the same scale add nothing.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

// A few valid Bitcoin mainnet addresses for the rows on Bitcoin (bech32 cannot be made in SQL).
const BTC_ADDRESSES = [
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
];
const NETWORKS = ['ethereum', 'arbitrum', 'base', 'bsc', 'bitcoin'];
const TOKENS = ['USDC', 'USDT', 'YU', 'YBTC', 'BTC'];

function seedSql(kind: string, count: number, columns: SQL): SQL {
  return sql`
    WITH inserted AS (
      INSERT INTO hedging_records (kind, source_id, network, target_network, token, amount, tx_hash, address, target_address, account_name, receiving_account, order_id, sell_price, received_usdc, recorded_at)
      SELECT ${kind}, 'demo-' || ${kind} || '-' || g, row.*
      FROM generate_series(1, ${count}::int) AS g,
           LATERAL (SELECT ${columns}) AS row
      ON CONFLICT (kind, source_id) DO NOTHING
      RETURNING kind, recorded_at, network, target_network, token, amount
    )
    INSERT INTO hedging_daily_totals (kind, day, network, target_network, token, record_count, amount_sum)
    SELECT kind, (recorded_at AT TIME ZONE 'UTC')::date, coalesce(network, ''), coalesce(target_network, ''), token, count(*), sum(amount)
    FROM inserted GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (kind, day, network, target_network, token) DO UPDATE
      SET record_count = hedging_daily_totals.record_count + excluded.record_count,
          amount_sum = hedging_daily_totals.amount_sum + excluded.amount_sum`;
}

const array = (values: string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`);

export async function seedHedgingRecords(db: Db, scale: number): Promise<void> {
  const count = Math.round(1000 * scale);
  // Newest first from today back over a year; the same row lands on the same moment on every run.
  const recordedAt = sql`date_trunc('day', now()) - make_interval(secs => g * (31536000.0 / ${count}::int))`;
  const network = sql`(${array(NETWORKS)})[1 + g % 5]`;
  const isBitcoin = sql`g % 5 = 4`;
  const address = (salt: number) =>
    sql`CASE WHEN ${isBitcoin} THEN (${array(BTC_ADDRESSES)})[1 + (g + ${salt}) % 4] ELSE '0x' || lpad(to_hex(g * 7 + ${salt}), 40, '0') END`;
  // A letter before the zero-padded number keeps every hash distinct (padding with a hex letter would not).
  const hash = sql`CASE WHEN ${isBitcoin} THEN 'b' || lpad(to_hex(g), 63, '0') ELSE '0xa' || lpad(to_hex(g), 63, '0') END`;
  const token = sql`(${array(TOKENS)})[1 + (g / 5) % 5]`;
  const amount = sql`((g::bigint * 7919) % 1000000) / 100.0 + 1`;

  await db.execute(
    seedSql(
      'rewardWithdrawal',
      count,
      sql`${network}, NULL, ${token}, ${amount}, ${hash}, ${address(1)}, ${address(2)}, 'Hedging account ' || (1 + g % 3), 'exchange-sub-' || (1 + g % 4), NULL, NULL::numeric, NULL::numeric, ${recordedAt}`,
    ),
  );
  await db.execute(
    seedSql(
      'cexDeposit',
      count,
      sql`${network}, NULL, ${token}, ${amount}, ${hash}, ${address(3)}, NULL, NULL, NULL, NULL, NULL::numeric, NULL::numeric, ${recordedAt}`,
    ),
  );
  await db.execute(
    seedSql(
      'spotSale',
      count,
      sql`NULL, NULL, 'BTC', (1 + g % 1000) / 1000.0, NULL, NULL, NULL, 'okx-main-' || (1 + g % 2), NULL, 'ORD-' || g, 60000 + g % 5000, (1 + g % 1000) / 1000.0 * (60000 + g % 5000), ${recordedAt}`,
    ),
  );
  // Cross-chain transfers leave an EVM chain (addresses and hashes of the source chain) for another.
  await db.execute(
    seedSql(
      'crossChain',
      count,
      sql`(${array(['ethereum', 'arbitrum', 'base', 'bsc'])})[1 + g % 4], (${array(['arbitrum', 'base', 'bsc', 'ethereum'])})[1 + g % 4], ${token}, ${amount}, '0xc' || lpad(to_hex(g), 63, '0'), '0x' || lpad(to_hex(g * 11), 40, '0'), NULL, NULL, NULL, NULL, NULL::numeric, NULL::numeric, ${recordedAt}`,
    ),
  );
}
