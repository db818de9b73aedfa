import { request } from '@umijs/max';
import { compactQuery } from '@/utils/listQuery';
import type { OperationItem } from './selfCustody';
import type { ApiList, ApiResult, SortOrder } from './types';
import { type CrsmRequestStatus } from '../../contract/vocabulary';
export { type CrsmRequestStatus };

// ---- CRSM positions (`/api/crsm`): amounts and ratios travel as exact decimal strings, never as numbers.

export interface CrsmPositionItem {
  troveId: string;
  positionId: string;
  /** The owner's EVM address, in lower case. */
  address: string;
  /** YBTC, 8 decimals. */
  collateralLocked: string;
  /** YU: trove debt plus trove interest. */
  totalDebt: string;
  troveCollateral: string;
  troveDebt: string;
  troveInterest: string;
  /** Percent with 2 decimals (rounded down); null when unbounded or no price is known. */
  icr: string | null;
  /** The debt is zero: ICR ∞. */
  icrUnbounded: boolean;
  /** Rounded up to 2 decimals; null without collateral. */
  liquidationPrice: string | null;
  deposits: string;
  yieldGains: string;
  debtTokenBalance: string;
  collateralGains: string;
  trgcr: string;
  tarcr: string;
  maxTarcr: string;
  underTrigger: boolean;
  belowMcr: boolean;
  observedAt: string;
  updatedAt: string;
}

export type CrsmPositionSortField = 'icr' | 'totalDebt' | 'collateralLocked' | 'observedAt';

export interface CrsmPositionListQuery {
  current?: number;
  pageSize?: number;
  address?: string;
  troveId?: string;
  minIcr?: string;
  maxIcr?: string;
  underTrigger?: 'true' | 'false';
  sortField?: CrsmPositionSortField;
  sortOrder?: SortOrder;
}

export interface CrsmSnapshotItem {
  observedAt: string;
  collateralLocked: string;
  troveCollateral: string;
  troveDebt: string;
  troveInterest: string;
  totalDebt: string;
  deposits: string;
  collateralGains: string;
  recordedAt: string;
}

export interface CrsmAccountItem {
  address: string;
  positions: number;
  collateralLocked: string;
  totalDebt: string;
  deposits: string;
  yieldGains: string;
  debtTokenBalance: string;
  collateralGains: string;
  icr: string | null;
  icrUnbounded: boolean;
  underTrigger: number;
  lastObservedAt: string;
}

export type CrsmAccountSortField = 'totalDebt' | 'collateralLocked' | 'positions' | 'icr';

export interface CrsmAccountListQuery {
  current?: number;
  pageSize?: number;
  address?: string;
  sortField?: CrsmAccountSortField;
  sortOrder?: SortOrder;
}

export interface CrsmSettings {
  mcr: string;
  ccr: string;
  priceMaxAgeSeconds: number;
  updatedByName: string | null;
  updatedAt: string;
}

export interface CrsmPrice {
  price: string;
  observedAt: string;
  ageSeconds: number;
  stale: boolean;
}

export interface CrsmMarket {
  price: CrsmPrice | null;
  settings: CrsmSettings;
  totals: { positions: number; collateralLocked: string; totalDebt: string; tcr: string | null; belowCcr: boolean; underTrigger: number };
}

export interface CrsmCreateParams {
  trgcr: string;
  tarcr: string;
  maxTarcr: string;
  debtGasCompensation: string;
  amount: string;
  address: string;
}

export interface CrsmPreview {
  price: string;
  priceObservedAt: string;
  priceAgeSeconds: number;
  priceStale: boolean;
  mcr: string;
  expectedDebt: string;
  netDebt: string;
  expectedIcr: string;
  expectedLiquidationPrice: string;
}


export interface CrsmRequestItem extends CrsmCreateParams {
  id: number;
  btcPrice: string;
  priceObservedAt: string;
  mcr: string;
  expectedDebt: string;
  expectedIcr: string;
  expectedLiquidationPrice: string;
  status: CrsmRequestStatus;
  txHash: string | null;
  failureReason: string | null;
  requestedByName: string | null;
  createdAt: string;
  updatedAt: string;
  /** The latest 'crsm_open' operation in the outbox, with its approvals. */
  operation: OperationItem | null;
}

export interface CrsmRequestListQuery {
  current?: number;
  pageSize?: number;
  address?: string;
  status?: CrsmRequestStatus;
}

export async function getCrsmMarket() {
  return request<ApiResult<CrsmMarket>>('/api/crsm/market', { method: 'GET' });
}

export async function listCrsmPositions(query: CrsmPositionListQuery, signal?: AbortSignal) {
  return request<ApiList<CrsmPositionItem>>('/api/crsm/positions', { method: 'GET', params: compactQuery(query), signal });
}

/** A position's snapshots, newest first. */
export async function listCrsmSnapshots(troveId: string, query: { current?: number; pageSize?: number }, signal?: AbortSignal) {
  return request<ApiList<CrsmSnapshotItem>>(`/api/crsm/positions/${encodeURIComponent(troveId)}/snapshots`, { method: 'GET', params: compactQuery(query), signal });
}

export async function listCrsmAccounts(query: CrsmAccountListQuery, signal?: AbortSignal) {
  return request<ApiList<CrsmAccountItem>>('/api/crsm/accounts', { method: 'GET', params: compactQuery(query), signal });
}

export async function updateCrsmSettings(body: { mcr: string; ccr: string; priceMaxAgeSeconds: number }) {
  return request<ApiResult<CrsmSettings>>('/api/crsm/settings', { method: 'PUT', data: body });
}

/** The expected debt, ICR and liquidation price; refused (422) when the ratios are out of order. */
export async function previewCrsmPosition(body: CrsmCreateParams) {
  return request<ApiResult<CrsmPreview>>('/api/crsm/positionRequests/preview', { method: 'POST', data: body });
}

/** Records the operation for the chain executor; the same key again acts once. */
export async function createCrsmPosition(body: CrsmCreateParams, idempotencyKey: string) {
  return request<ApiResult<CrsmRequestItem>>('/api/crsm/positionRequests', { method: 'POST', data: body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export async function listCrsmRequests(query: CrsmRequestListQuery, signal?: AbortSignal) {
  return request<ApiList<CrsmRequestItem>>('/api/crsm/positionRequests', { method: 'GET', params: compactQuery(query), signal });
}
