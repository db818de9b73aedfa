import { downloadFile } from '@/utils/download';
import { resourceCalls, sendAnswer, type BodyOf, type DataOf, type QueryOf, type RowOf } from './api';

// ---- NFT airdrops (`/api/nftAirdrops`): berries are points, an exact decimal string.

export type NftAirdropItem = RowOf<'/api/nftAirdrops'>;
export type NftAirdropListQuery = QueryOf<'/api/nftAirdrops'>;
export type NftAirdropSortField = NonNullable<NftAirdropListQuery['sortField']>;
/** What the form edits; creating and updating take the same. */
export type NftAirdropParams = BodyOf<'/api/nftAirdrops/{id}', 'put'>;

/** A checked CSV file kept as a preview; each row as written, with why it cannot be imported (nothing when it can). */
export type ImportPreview = DataOf<'/api/nftAirdrops/imports', 'post'>;
export type ImportRow = ImportPreview['rows'][number];

const nftAirdrops = resourceCalls('/api/nftAirdrops');

export const listNftAirdrops = nftAirdrops.list;

export const createNftAirdrop = nftAirdrops.create;

export const updateNftAirdrop = nftAirdrops.update;

/** Checks a CSV file on the server and keeps it as a preview; imports nothing. */
export async function previewNftAirdropImport(fileName: string, content: string) {
  const body: BodyOf<'/api/nftAirdrops/imports', 'post'> = { fileName, content };
  return sendAnswer('post', '/api/nftAirdrops/imports', { body });
}

/** Imports every row of a clean preview at once; refused, importing nothing, if any row is bad. */
export async function confirmNftAirdropImport(id: number) {
  return sendAnswer('post', '/api/nftAirdrops/imports/{id}/confirm', { params: { id } });
}

export async function exportNftAirdrops(query: QueryOf<'/api/nftAirdrops/export'>) {
  return downloadFile('/api/nftAirdrops/export', query, 'nft-airdrops.csv');
}
