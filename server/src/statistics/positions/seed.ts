// Realistic position, team and lottery statistics at a scale (1,000 × scale of each), in SQL with
// generate_series, through the same ON CONFLICT DO NOTHING + rollup statements as ingestion, so
// seeding again at the same scale adds nothing and the rollups stay exact.
import { randomBytes } from 'node:crypto';
import { bech32m } from '@scure/base';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Valid mainnet taproot addresses for the Bitcoin-chain positions (checksums cannot be computed in SQL). */
function taprootAddresses(count: number): string[] {
  return Array.from({ length: count }, () => bech32m.encode('bc', [1, ...bech32m.toWords(randomBytes(32))]));
}

const evmAddress = (seed: SQL) =>
  sql`'0x' || substr(md5(${seed} || ':a'), 1, 32) || substr(md5(${seed} || ':b'), 1, 8)`;

export async function seedPositionStatistics(db: Db, scale: number): Promise<void> {
  const count = Math.max(1, Math.round(1000 * scale));
  const addressCount = Math.max(1, Math.round(count / 3));
  const spanDays = scale >= 100 ? 730 : 365;
  // One text[] literal parameter (a JavaScript array would be spread into a row of parameters).
  const btcAddresses = `{${taprootAddresses(64).join(',')}}`;
  await db.execute(sql`
    WITH inserted AS (
      INSERT INTO statistics_positions (source_id, vault_id, chain_id, created_address, btc_deposited, yu_minted, created_at)
      SELECT 'demo-position-' || g, 'vault-' || g, chain.id,
        CASE WHEN chain.id = 'btc' THEN (${btcAddresses}::text[])[1 + g % 64]
             ELSE '0x' || substr(md5('holder:' || (g::bigint * 7919) % ${addressCount} || ':a'), 1, 32) || substr(md5('holder:' || (g::bigint * 7919) % ${addressCount} || ':b'), 1, 8) END,
        amount.btc, round(amount.btc * (40000 + random() * 30000)::numeric * (0.2 + random() * 0.5)::numeric, 6),
        date_trunc('second', now() - random() * interval '1 day' * ${spanDays})
      FROM generate_series(1, ${count}) AS g
      CROSS JOIN LATERAL (SELECT (ARRAY['1','1','1','1','56','56','8453','8453','60808','btc'])[1 + g % 10] AS id) AS chain
      -- g * 0 correlates the subquery with the row, so random() is drawn per row rather than once.
      CROSS JOIN LATERAL (SELECT round((0.001 + g * 0 + power(random(), 3) * 5)::numeric, 8) AS btc) AS amount
      ON CONFLICT (source_id) DO NOTHING
      RETURNING chain_id, created_at, btc_deposited, yu_minted
    )
    INSERT INTO statistics_position_days AS days (day, chain_id, positions, btc_deposited, yu_minted)
    SELECT (created_at AT TIME ZONE 'UTC')::date, chain_id, count(*), sum(btc_deposited), sum(yu_minted) FROM inserted GROUP BY 1, 2
    ON CONFLICT (day, chain_id) DO UPDATE SET positions = days.positions + excluded.positions,
      btc_deposited = days.btc_deposited + excluded.btc_deposited, yu_minted = days.yu_minted + excluded.yu_minted`);

  await db.execute(sql`
    WITH upserted AS (
      INSERT INTO statistics_teams (captain_address, source_id, yu_minted, team_size, observed_at)
      SELECT ${evmAddress(sql`'captain:' || g`)}, 'demo-team-' || g,
        round((power(random(), 4) * 2000000)::numeric, 6), 1 + floor(power(random(), 2) * 60)::int,
        date_trunc('second', now() - random() * interval '30 days')
      FROM generate_series(1, ${count}) AS g
      ON CONFLICT (captain_address) DO NOTHING
      RETURNING yu_minted, team_size
    )
    UPDATE statistics_team_totals SET teams = teams + (SELECT count(*) FROM upserted),
      members = members + coalesce((SELECT sum(team_size) FROM upserted), 0),
      yu_minted = statistics_team_totals.yu_minted + coalesce((SELECT sum(yu_minted) FROM upserted), 0)`);

  await db.execute(sql`
    WITH inserted AS (
      INSERT INTO statistics_lottery_draws (source_id, drawn_at, captain_address, team_size, captain_berries, total_prize_berries)
      SELECT 'demo-draw-' || g, date_trunc('second', now() - random() * interval '1 day' * ${spanDays}),
        ${evmAddress(sql`'captain:' || (1 + (g::bigint * 104729) % ${count})`)}, floor(random() * 50)::int,
        round(prize.total * (0.1 + random() * 0.4)::numeric, 8), prize.total
      FROM generate_series(1, ${count}) AS g
      CROSS JOIN LATERAL (SELECT round((100 + g * 0 + power(random(), 2) * 9900)::numeric, 2) AS total) AS prize
      ON CONFLICT (source_id) DO NOTHING
      RETURNING drawn_at, captain_berries, total_prize_berries
    )
    INSERT INTO statistics_lottery_days AS days (day, draws, captain_berries, total_prize_berries)
    SELECT (drawn_at AT TIME ZONE 'UTC')::date, count(*), sum(captain_berries), sum(total_prize_berries) FROM inserted GROUP BY 1
    ON CONFLICT (day) DO UPDATE SET draws = days.draws + excluded.draws,
      captain_berries = days.captain_berries + excluded.captain_berries, total_prize_berries = days.total_prize_berries + excluded.total_prize_berries`);
}
