// Team statistics: teams upserted by captain with their totals row kept current in the same
// statement, and the panel's list, totals, top teams and export.
import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { columns, selectRows, type Db } from '../../db/client';
import { statisticsTeams, statisticsTeamTotals } from '../../db/schema';
import type { BilingualColumn } from '../../content/listing';
import { plainDecimal } from '../../http/fields';
import type { TeamItem, TeamListQuery, TeamRow, TeamTotals } from './schema';
import { decimalOrZero, type Direction, type ListExport, offsetOf, ordered } from './queryParts';

/**
 * Upserts teams by captain, the newest observation winning (an older or repeated one changes
 * nothing and counts as a duplicate), and moves the totals row by the difference. The totals row
 * is locked first, so concurrent batches apply one after the other and the totals stay exact.
 */
export async function storeTeams(db: Db, rows: TeamRow[]): Promise<number> {
  const newestByCaptain = new Map<string, TeamRow>();
  for (const row of rows) {
    const known = newestByCaptain.get(row.captainAddress);
    if (!known || new Date(row.observedAt) > new Date(known.observedAt)) newestByCaptain.set(row.captainAddress, row);
  }
  const payload = JSON.stringify(
    [...newestByCaptain.values()].map((row) => ({
      source_id: row.sourceId,
      captain_address: row.captainAddress,
      yu_minted: row.yuMinted,
      team_size: row.teamSize,
      observed_at: row.observedAt,
    })),
  );
  const teams = statisticsTeams;
  const totals = statisticsTeamTotals;
  return db.transaction(async (tx) => {
    await tx.select({ singleton: totals.singleton }).from(totals).for('update');
    // Raw: the totals move by each team's new row minus its previous one, both read from one data-modifying CTE chain.
    const [{ accepted }] = await selectRows<{ accepted: number }>(
      tx,
      sql`WITH incoming AS (
            SELECT * FROM jsonb_to_recordset(${payload}::jsonb)
              AS incoming(source_id text, captain_address text, yu_minted numeric, team_size integer, observed_at timestamptz)
          ), previous AS (
            SELECT ${teams.captainAddress} AS captain_address, ${teams.yuMinted} AS yu_minted, ${teams.teamSize} AS team_size
            FROM ${teams} JOIN incoming ON incoming.captain_address = ${teams.captainAddress}
          ), upserted AS (
            INSERT INTO ${teams} (${columns(teams.captainAddress, teams.sourceId, teams.yuMinted, teams.teamSize, teams.observedAt)})
            SELECT captain_address, source_id, yu_minted, team_size, observed_at FROM incoming
            ON CONFLICT (${columns(teams.captainAddress)}) DO UPDATE SET ${columns(teams.sourceId)} = excluded.source_id,
              ${columns(teams.yuMinted)} = excluded.yu_minted, ${columns(teams.teamSize)} = excluded.team_size,
              ${columns(teams.observedAt)} = excluded.observed_at, ${columns(teams.updatedAt)} = now()
            WHERE ${teams.observedAt} < excluded.observed_at
            RETURNING ${teams.captainAddress} AS captain_address, ${teams.yuMinted} AS yu_minted, ${teams.teamSize} AS team_size
          ), moved AS (
            UPDATE ${totals} SET
              ${columns(totals.teams)} = ${totals.teams} + (SELECT count(*) FROM upserted WHERE captain_address NOT IN (SELECT captain_address FROM previous)),
              ${columns(totals.members)} = ${totals.members} + coalesce((SELECT sum(team_size) FROM upserted), 0)
                - coalesce((SELECT sum(previous.team_size) FROM previous JOIN upserted USING (captain_address)), 0),
              ${columns(totals.yuMinted)} = ${totals.yuMinted} + coalesce((SELECT sum(yu_minted) FROM upserted), 0)
                - coalesce((SELECT sum(previous.yu_minted) FROM previous JOIN upserted USING (captain_address)), 0)
            RETURNING 1
          )
          SELECT (SELECT count(*) FROM upserted)::int AS accepted`,
    );
    return accepted;
  });
}

const teamSortColumns = {
  yuMinted: statisticsTeams.yuMinted,
  teamSize: statisticsTeams.teamSize,
  observedAt: statisticsTeams.observedAt,
};

function toTeamItem(row: typeof statisticsTeams.$inferSelect): TeamItem {
  return {
    captainAddress: row.captainAddress,
    sourceId: row.sourceId,
    yuMinted: plainDecimal(row.yuMinted),
    teamSize: row.teamSize,
    observedAt: row.observedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function selectTeams(
  db: Db,
  query: Omit<TeamListQuery, 'current' | 'pageSize'>,
  extra: SQL | undefined,
  limit: number,
  offset: number,
) {
  const teams = statisticsTeams;
  const direction = ordered(query.sortOrder ?? 'descend');
  const rows = await db
    .select()
    .from(teams)
    .where(and(query.captainAddress ? eq(teams.captainAddress, query.captainAddress) : undefined, extra))
    .orderBy(direction(teamSortColumns[query.sortField ?? 'yuMinted']), direction(teams.captainAddress))
    .limit(limit)
    .offset(offset);
  return rows.map(toTeamItem);
}

async function teamTotalsOf(db: Db, captainAddress: string | undefined): Promise<TeamTotals> {
  const teams = statisticsTeams;
  const totals = statisticsTeamTotals;
  const [row] = captainAddress
    ? await db
        .select({ teams: count(), members: sum(teams.teamSize), yu: sum(teams.yuMinted) })
        .from(teams)
        .where(eq(teams.captainAddress, captainAddress))
    : await db.select({ teams: totals.teams, members: totals.members, yu: totals.yuMinted }).from(totals);
  return { teams: Number(row.teams), members: Number(row.members ?? 0), yuMinted: decimalOrZero(row.yu) };
}

export async function listTeams(db: Db, query: TeamListQuery) {
  const offset = offsetOf(query);
  const data = await selectTeams(db, query, undefined, query.pageSize, offset);
  const totals = await teamTotalsOf(db, query.captainAddress);
  return { data, total: totals.teams, totals };
}

/** The teams that minted the most YU, for the bar chart. */
export async function topTeams(db: Db, limit: number) {
  return selectTeams(db, { sortField: 'yuMinted', sortOrder: 'descend' }, undefined, limit, 0);
}

const teamExportColumns: BilingualColumn<TeamItem>[] = [
  { header: { 'zh-CN': '队长地址', 'en-US': "Captain's address" }, value: (row) => row.captainAddress },
  { header: { 'zh-CN': '团队 YU 铸造总量', 'en-US': 'Team total YU minted' }, value: (row) => row.yuMinted },
  { header: { 'zh-CN': '团队人数', 'en-US': 'Team size' }, value: (row) => row.teamSize },
  { header: { 'zh-CN': '统计时间', 'en-US': 'Observed at' }, value: (row) => row.observedAt, time: true },
];

/** The team list's export, each chunk after the last row of the chunk before. */
export function teamExport(
  db: Db,
  query: Omit<TeamListQuery, 'current' | 'pageSize'>,
): ListExport<TeamItem, { value: string; captainAddress: string }> {
  const column = teamSortColumns[query.sortField ?? 'yuMinted'];
  const captain = statisticsTeams.captainAddress;
  const direction: Direction = query.sortOrder ?? 'descend';
  return {
    fileStem: 'teams',
    columns: teamExportColumns,
    readAfter: (after, limit) =>
      selectTeams(
        db,
        query,
        after
          ? direction === 'ascend'
            ? sql`(${column}, ${captain}) > (${after.value}, ${after.captainAddress})`
            : sql`(${column}, ${captain}) < (${after.value}, ${after.captainAddress})`
          : undefined,
        limit,
        0,
      ),
    keyOf: (row) => ({
      value:
        query.sortField === 'teamSize'
          ? String(row.teamSize)
          : query.sortField === 'observedAt'
            ? row.observedAt
            : row.yuMinted,
      captainAddress: row.captainAddress,
    }),
  };
}
