import { sendAnswer, getAnswer, type BodyOf, type DataOf, type QueryOf, type RowOf } from './api';
import { CRSM_REQUEST_STATUSES, type CrsmRequestStatus } from '../../contract/vocabulary';
export { CRSM_REQUEST_STATUSES, type CrsmRequestStatus };

// ---- CRSM positions (`/api/crsm`): amounts and ratios travel as exact decimal strings, never as numbers.

/** `icr` is null when unbounded (`icrUnbounded`: zero debt) or without a price; `liquidationPrice` null without collateral. */
export type CrsmPositionItem = RowOf<'/api/crsm/positions'>;
export type CrsmPositionListQuery = QueryOf<'/api/crsm/positions'>;
export type CrsmPositionSortField = NonNullable<CrsmPositionListQuery['sortField']>;

export type CrsmSnapshotItem = RowOf<'/api/crsm/positions/{troveId}/snapshots'>;

export type CrsmAccountItem = RowOf<'/api/crsm/accounts'>;
export type CrsmAccountListQuery = QueryOf<'/api/crsm/accounts'>;
export type CrsmAccountSortField = NonNullable<CrsmAccountListQuery['sortField']>;

export type CrsmSettings = DataOf<'/api/crsm/settings', 'put'>;
export type CrsmSettingsParams = BodyOf<'/api/crsm/settings', 'put'>;
export type CrsmMarket = DataOf<'/api/crsm/market', 'get'>;

/** A position to open; the server takes 200 YU of gas compensation when `debtGasCompensation` is left out. */
export type CrsmCreateParams = BodyOf<'/api/crsm/positionRequests', 'post'>;
export type CrsmPreview = DataOf<'/api/crsm/positionRequests/preview', 'post'>;

/** A request to open a position, with the latest 'crsm_open' operation in the outbox and its approvals. */
export type CrsmRequestItem = RowOf<'/api/crsm/positionRequests'>;

export async function getCrsmMarket() {
  return getAnswer('/api/crsm/market');
}

export async function listCrsmPositions(query: CrsmPositionListQuery, signal?: AbortSignal) {
  return getAnswer('/api/crsm/positions', { query, signal });
}

/** A position's snapshots, newest first. */
export async function listCrsmSnapshots(
  troveId: string,
  query: QueryOf<'/api/crsm/positions/{troveId}/snapshots'>,
  signal?: AbortSignal,
) {
  return getAnswer('/api/crsm/positions/{troveId}/snapshots', { params: { troveId }, query, signal });
}

export async function listCrsmAccounts(query: CrsmAccountListQuery, signal?: AbortSignal) {
  return getAnswer('/api/crsm/accounts', { query, signal });
}

export async function updateCrsmSettings(body: CrsmSettingsParams) {
  return sendAnswer('put', '/api/crsm/settings', { body });
}

/** The expected debt, ICR and liquidation price; refused (422) when the ratios are out of order. */
export async function previewCrsmPosition(body: BodyOf<'/api/crsm/positionRequests/preview', 'post'>) {
  return sendAnswer('post', '/api/crsm/positionRequests/preview', { body });
}

/** Records the operation for the chain executor; the same key again acts once. */
export async function createCrsmPosition(body: CrsmCreateParams, idempotencyKey: string) {
  return sendAnswer('post', '/api/crsm/positionRequests', { body, idempotencyKey });
}

export async function listCrsmRequests(query: QueryOf<'/api/crsm/positionRequests'>, signal?: AbortSignal) {
  return getAnswer('/api/crsm/positionRequests', { query, signal });
}
