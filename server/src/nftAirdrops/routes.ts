// The NFT airdrop page's API: rows by address and stage, added and edited one by one, imported
// from CSV after a preview, and exported for the current filter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { csvResponse, sendCsv, wholeListCsv } from '../http/csv';
import { idParams, ok, page } from '../http/envelope';
import { importBody, importPreview, nftAirdropBody, nftAirdropItem, nftAirdropListQuery } from './schema';
import { createNftAirdrop, listNftAirdrops, NFT_AIRDROP_EXPORT_COLUMNS, updateNftAirdrop } from './airdropRows';
import { confirmNftAirdropImport, getNftAirdropImport, previewNftAirdropImport } from './csvImports';
import { answer, answerPage, declared } from '../http/declared';

const tags = ['nftAirdrops'];

export const nftAirdropRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork }> = async (
  app,
  { db, btcNetwork },
) => {
  app.get(
    '/api/nftAirdrops',
    declared({
      requires: { permission: 'NFTAirdrop' },
      tags,
      summary: 'Airdrop rows, filtered by address, stage and level, sorted and paged',
      querystring: nftAirdropListQuery,
      response: page(nftAirdropItem),
    }),
    (request) => answerPage(listNftAirdrops(db, request.query)),
  );

  app.get(
    '/api/nftAirdrops/export',
    declared({
      requires: { permission: 'nft:export' },
      tags,
      summary: 'The current filter of airdrop rows as CSV (the columns an import reads)',
      querystring: nftAirdropListQuery.omit({ current: true, pageSize: true }),
      response: csvResponse,
    }),
    async (request, reply) => {
      const csv = await wholeListCsv(
        (page) => listNftAirdrops(db, { ...request.query, ...page }),
        NFT_AIRDROP_EXPORT_COLUMNS,
      );
      return sendCsv(reply, 'nft-airdrops', csv);
    },
  );

  app.post(
    '/api/nftAirdrops',
    declared({
      requires: { permission: 'nft:create' },
      tags,
      summary: `Add an airdrop row (a taproot address of ${btcNetwork}; one row per address and stage)`,
      body: nftAirdropBody(btcNetwork),
      response: ok(nftAirdropItem),
    }),
    (request) => answer(createNftAirdrop(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/nftAirdrops/:id',
    declared({
      requires: { permission: 'nft:update' },
      tags,
      summary: 'Edit an airdrop row',
      params: idParams,
      body: nftAirdropBody(btcNetwork),
      response: ok(nftAirdropItem),
    }),
    (request) => answer(updateNftAirdrop(db, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/nftAirdrops/imports',
    declared({
      requires: { permission: 'nft:import' },
      tags,
      summary:
        "Check a CSV file (address, berries, nftNumber, nftLevel, stage) and keep it as a preview with each row's errors; imports nothing",
      body: importBody,
      response: ok(importPreview),
    }),
    (request) => answer(previewNftAirdropImport(db, actorOf(request), btcNetwork, request.body)),
  );

  app.get(
    '/api/nftAirdrops/imports/:id',
    declared({
      requires: { permission: 'nft:import' },
      tags,
      summary: 'A previewed or confirmed import',
      params: idParams,
      response: ok(importPreview),
    }),
    (request) => answer(getNftAirdropImport(db, request.params.id)),
  );

  app.post(
    '/api/nftAirdrops/imports/:id/confirm',
    declared({
      requires: { permission: 'nft:import' },
      tags,
      summary:
        'Import every row of a previewed file at once, exactly once; refused, importing nothing, if any row is bad',
      params: idParams,
      response: ok(importPreview),
    }),
    (request) => answer(confirmNftAirdropImport(db, actorOf(request), request.params.id)),
  );
};
