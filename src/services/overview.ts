import { getAnswer, type DataOf, type QueryOf } from './api';
import { OVERVIEW_RANGES, type OverviewRange } from '../../contract/vocabulary';
export { OVERVIEW_RANGES, type OverviewRange };

/** The headline figures: exact decimal strings (userCount an integer string), null before any snapshot. */
export type OverviewFigures = DataOf<'/api/overview/latest', 'get'>;
export type OverviewFigureName = Exclude<keyof OverviewFigures, 'observedAt'>;
/** The figures over a range, their change from its start, and one series point per bucket. */
export type OverviewAnswer = DataOf<'/api/overview', 'get'>;
/** `from` and `to` (ISO 8601) for a custom range only. */
export type OverviewQuery = QueryOf<'/api/overview'>;

// A record, so that a figure the server adds or drops fails the type-check here; its order is the cards' order.
const FIGURES: Record<OverviewFigureName, true> = { bridgeBtc: true, mintYu: true, userCount: true, vaultBtc: true };
export const OVERVIEW_FIGURE_NAMES = Object.keys(FIGURES) as readonly OverviewFigureName[];

export async function getOverview(query: OverviewQuery) {
  return getAnswer('/api/overview', { query });
}

/** The latest headline figures (change 0): what Home's cards show. Needs the `overview` code. */
export async function getLatestOverviewFigures() {
  return getAnswer('/api/overview/latest');
}
