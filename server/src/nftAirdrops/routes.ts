// The NFT airdrop page's API: rows by address and stage, added and edited one by one, imported
// from CSV after a preview, and exported for the current filter.
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { wholeListCsv } from '../http/csv';
import { idParams } from '../http/envelope';
import { importBody, importPreview, nftAirdropBody, nftAirdropItem, nftAirdropListQuery } from './schema';
import { createNftAirdrop, listNftAirdrops, NFT_AIRDROP_EXPORT_COLUMNS, updateNftAirdrop } from './airdropRows';
import { confirmNftAirdropImport, getNftAirdropImport, previewNftAirdropImport } from './csvImports';
import { domainRoutes } from '../http/route';
import { resourceRoutes } from '../http/resourceRoutes';

export const nftAirdropRoutes = domainRoutes<{ db: Db; btcNetwork: BtcNetwork }>(
  ['nftAirdrops'],
  async (route, { db, btcNetwork }) => {
    resourceRoutes(route, '/api/nftAirdrops', {
      item: nftAirdropItem,
      list: {
        requires: { permission: 'NFTAirdrop' },
        summary: 'Airdrop rows, filtered by address, stage and level, sorted and paged',
        query: nftAirdropListQuery,
        call: (_actor, query) => listNftAirdrops(db, query),
      },
      export: {
        requires: { permission: 'nft:export' },
        summary: 'The current filter of airdrop rows as CSV (the columns an import reads)',
        query: nftAirdropListQuery.omit({ current: true, pageSize: true }),
        fileStem: 'nft-airdrops',
        csv: (query) => wholeListCsv((page) => listNftAirdrops(db, { ...query, ...page }), NFT_AIRDROP_EXPORT_COLUMNS),
      },
      create: {
        requires: { permission: 'nft:create' },
        summary: `Add an airdrop row (a taproot address of ${btcNetwork}; one row per address and stage)`,
        body: nftAirdropBody(btcNetwork),
        call: (actor, body) => createNftAirdrop(db, actor, body),
      },
      update: {
        requires: { permission: 'nft:update' },
        summary: 'Edit an airdrop row',
        body: nftAirdropBody(btcNetwork),
        call: (actor, id, body) => updateNftAirdrop(db, actor, id, body),
      },
    });

    route.post('/api/nftAirdrops/imports', {
      requires: { permission: 'nft:import' },
      summary:
        "Check a CSV file (address, berries, nftNumber, nftLevel, stage) and keep it as a preview with each row's errors; imports nothing",
      schema: { body: importBody, data: importPreview },
      answer: (request) => previewNftAirdropImport(db, actorOf(request), btcNetwork, request.body),
    });

    route.get('/api/nftAirdrops/imports/:id', {
      requires: { permission: 'nft:import' },
      summary: 'A previewed or confirmed import',
      schema: { params: idParams, data: importPreview },
      answer: (request) => getNftAirdropImport(db, request.params.id),
    });

    route.post('/api/nftAirdrops/imports/:id/confirm', {
      requires: { permission: 'nft:import' },
      summary:
        'Import every row of a previewed file at once, exactly once; refused, importing nothing, if any row is bad',
      schema: { params: idParams, data: importPreview },
      answer: (request) => confirmNftAirdropImport(db, actorOf(request), request.params.id),
    });
  },
);
