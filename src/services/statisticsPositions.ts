import { downloadFile, exportReader } from '@/utils/download';
import { getAnswer, type AnswerOf, type DataOf, type QueryOf, type RowOf } from './api';

// ---- Position, team and lottery statistics (`/api/statistics/...`): amounts are exact decimal strings; days are UTC `YYYY-MM-DD`.
// A list's answer carries the totals of its whole filter (not just the page).

/** UTC days, inclusive; left out, the last 30 days. */
export type DayRange = QueryOf<'/api/statistics/lotteryDraws/chart'>;

/** `chainId` is `btc` or a numeric EVM chain ID. */
export type PositionItem = RowOf<'/api/statistics/positions'>;
export type PositionTotals = AnswerOf<'/api/statistics/positions', 'get'>['totals'];
export type PositionListQuery = QueryOf<'/api/statistics/positions'>;
export type PositionSortField = NonNullable<PositionListQuery['sortField']>;
export type PositionChartQuery = QueryOf<'/api/statistics/positions/chart'>;
export type PositionChart = DataOf<'/api/statistics/positions/chart', 'get'>;
export type PositionDay = PositionChart['days'][number];

/** `teamSize` counts the members including the captain. */
export type TeamItem = RowOf<'/api/statistics/teams'>;
export type TeamTotals = AnswerOf<'/api/statistics/teams', 'get'>['totals'];
export type TeamListQuery = QueryOf<'/api/statistics/teams'>;
export type TeamSortField = NonNullable<TeamListQuery['sortField']>;

/** `teamSize` counts the members excluding the captain. */
export type LotteryDrawItem = RowOf<'/api/statistics/lotteryDraws'>;
export type LotteryTotals = AnswerOf<'/api/statistics/lotteryDraws', 'get'>['totals'];
export type LotteryListQuery = QueryOf<'/api/statistics/lotteryDraws'>;
export type LotterySortField = NonNullable<LotteryListQuery['sortField']>;

/** An export's query: the list's filters and sort, without the reader's language and time zone (exportReader adds both). */
type ExportQuery<
  Path extends
    | '/api/statistics/positions/export'
    | '/api/statistics/teams/export'
    | '/api/statistics/lotteryDraws/export',
> = Omit<QueryOf<Path>, 'locale' | 'timeZone'>;

export async function listPositions(query: PositionListQuery, signal?: AbortSignal) {
  return getAnswer('/api/statistics/positions', { query, signal });
}

/** Per UTC day (empty days as zero) and per chain, over the range (the last 30 days by default). */
export async function getPositionChart(query: PositionChartQuery, signal?: AbortSignal) {
  return getAnswer('/api/statistics/positions/chart', { query, signal });
}

export async function exportPositions(query: ExportQuery<'/api/statistics/positions/export'>, locale: string) {
  return downloadFile('/api/statistics/positions/export', { ...query, ...exportReader(locale) }, 'positions.csv');
}

export async function listTeams(query: TeamListQuery, signal?: AbortSignal) {
  return getAnswer('/api/statistics/teams', { query, signal });
}

export async function getTopTeams(limit: number) {
  const query: QueryOf<'/api/statistics/teams/top'> = { limit };
  return getAnswer('/api/statistics/teams/top', { query });
}

export async function exportTeams(query: ExportQuery<'/api/statistics/teams/export'>, locale: string) {
  return downloadFile('/api/statistics/teams/export', { ...query, ...exportReader(locale) }, 'teams.csv');
}

export async function listLotteryDraws(query: LotteryListQuery, signal?: AbortSignal) {
  return getAnswer('/api/statistics/lotteryDraws', { query, signal });
}

export async function getLotteryChart(query: DayRange) {
  return getAnswer('/api/statistics/lotteryDraws/chart', { query });
}

export async function exportLotteryDraws(query: ExportQuery<'/api/statistics/lotteryDraws/export'>, locale: string) {
  return downloadFile(
    '/api/statistics/lotteryDraws/export',
    { ...query, ...exportReader(locale) },
    'lottery-draws.csv',
  );
}
