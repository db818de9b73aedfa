import { request } from '@umijs/max';
import { downloadFile } from '@/utils/download';
import { compactQuery } from '@/utils/listQuery';
import type { ApiList, ApiResult, SortOrder } from './types';

// ---- NFT airdrops (`/api/nftAirdrops`)

export interface NftAirdropItem {
  id: number;
  address: string;
  /** Points, an exact decimal string. */
  berries: string;
  nftNumber: number | null;
  nftLevel: number;
  stage: number;
  importId: number | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NftAirdropSortField = 'createdAt' | 'berries' | 'nftLevel' | 'stage' | 'nftNumber';

export interface NftAirdropListQuery {
  current?: number;
  pageSize?: number;
  address?: string;
  stage?: number;
  nftLevel?: number;
  sortField?: NftAirdropSortField;
  sortOrder?: SortOrder;
}

export interface NftAirdropParams {
  address: string;
  berries: string;
  nftNumber?: number | null;
  nftLevel: number;
  stage: number;
}

export type ImportRowError =
  | 'ADDRESS_INVALID'
  | 'BERRIES_MISSING'
  | 'BERRIES_INVALID'
  | 'LEVEL_MISSING'
  | 'LEVEL_INVALID'
  | 'STAGE_MISSING'
  | 'STAGE_INVALID'
  | 'NFT_NUMBER_INVALID'
  | 'DUPLICATE_IN_FILE'
  | 'ALREADY_EXISTS';

/** One row of an imported file as written, with why it cannot be imported (nothing when it can). */
export interface ImportRow {
  line: number;
  address: string;
  berries: string;
  nftNumber: string;
  nftLevel: string;
  stage: string;
  errors: ImportRowError[];
  duplicateOfLine: number | null;
}

export interface ImportPreview {
  id: number;
  fileName: string;
  status: 'previewed' | 'imported';
  rowCount: number;
  errorCount: number;
  rows: ImportRow[];
  createdAt: string;
  confirmedAt: string | null;
}

export async function listNftAirdrops(query: NftAirdropListQuery, signal?: AbortSignal) {
  return request<ApiList<NftAirdropItem>>('/api/nftAirdrops', { method: 'GET', params: compactQuery(query), signal });
}

export async function createNftAirdrop(body: NftAirdropParams) {
  return request<ApiResult<NftAirdropItem>>('/api/nftAirdrops', { method: 'POST', data: body });
}

export async function updateNftAirdrop(id: number, body: NftAirdropParams) {
  return request<ApiResult<NftAirdropItem>>(`/api/nftAirdrops/${id}`, { method: 'PUT', data: body });
}

/** Checks a CSV file on the server and keeps it as a preview; imports nothing. */
export async function previewNftAirdropImport(fileName: string, content: string) {
  return request<ApiResult<ImportPreview>>('/api/nftAirdrops/imports', { method: 'POST', data: { fileName, content } });
}

/** Imports every row of a clean preview at once; refused, importing nothing, if any row is bad. */
export async function confirmNftAirdropImport(id: number) {
  return request<ApiResult<ImportPreview>>(`/api/nftAirdrops/imports/${id}/confirm`, { method: 'POST' });
}

export async function exportNftAirdrops(query: Omit<NftAirdropListQuery, 'current' | 'pageSize'>) {
  return downloadFile('/api/nftAirdrops/export', query, 'nft-airdrops.csv');
}
