// The NFT airdrop page's API: rows by address and stage, added and edited one by one, imported
// from CSV after a preview, and exported for the current filter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { assertExportable, csvResponse, exportPage, sendCsv, toCsv } from '../http/csv';
import { errorResponses, idParams, ok, page } from '../http/envelope';
import { importBody, importPreview, nftAirdropBody, nftAirdropItem, nftAirdropListQuery } from './schema';
import {
  confirmNftAirdropImport,
  createNftAirdrop,
  getNftAirdropImport,
  listNftAirdrops,
  NFT_AIRDROP_EXPORT_COLUMNS,
  previewNftAirdropImport,
  updateNftAirdrop,
} from './service';

const tags = ['nftAirdrops'];

export const nftAirdropRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork }> = async (
  app,
  { db, btcNetwork },
) => {
  app.get(
    '/api/nftAirdrops',
    {
      config: { requires: { permission: 'NFTAirdrop' } },
      schema: {
        tags,
        summary: 'Airdrop rows, filtered by address, stage and level, sorted and paged',
        querystring: nftAirdropListQuery,
        response: { 200: page(nftAirdropItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listNftAirdrops(db, request.query)) }),
  );

  app.get(
    '/api/nftAirdrops/export',
    {
      config: { requires: { permission: 'nft:export' } },
      schema: {
        tags,
        summary: 'The current filter of airdrop rows as CSV (the columns an import reads)',
        querystring: nftAirdropListQuery.omit({ current: true, pageSize: true }),
        response: { 200: csvResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { data, total } = await listNftAirdrops(db, { ...request.query, ...exportPage });
      assertExportable(total);
      return sendCsv(reply, 'nft-airdrops', toCsv(NFT_AIRDROP_EXPORT_COLUMNS, data));
    },
  );

  app.post(
    '/api/nftAirdrops',
    {
      config: { requires: { permission: 'nft:create' } },
      schema: {
        tags,
        summary: `Add an airdrop row (a taproot address of ${btcNetwork}; one row per address and stage)`,
        body: nftAirdropBody(btcNetwork),
        response: { 200: ok(nftAirdropItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await createNftAirdrop(db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/nftAirdrops/:id',
    {
      config: { requires: { permission: 'nft:update' } },
      schema: {
        tags,
        summary: 'Edit an airdrop row',
        params: idParams,
        body: nftAirdropBody(btcNetwork),
        response: { 200: ok(nftAirdropItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateNftAirdrop(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/nftAirdrops/imports',
    {
      config: { requires: { permission: 'nft:import' } },
      schema: {
        tags,
        summary:
          "Check a CSV file (address, berries, nftNumber, nftLevel, stage) and keep it as a preview with each row's errors; imports nothing",
        body: importBody,
        response: { 200: ok(importPreview), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await previewNftAirdropImport(db, actorOf(request), btcNetwork, request.body),
    }),
  );

  app.get(
    '/api/nftAirdrops/imports/:id',
    {
      config: { requires: { permission: 'nft:import' } },
      schema: {
        tags,
        summary: 'A previewed or confirmed import',
        params: idParams,
        response: { 200: ok(importPreview), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await getNftAirdropImport(db, request.params.id) }),
  );

  app.post(
    '/api/nftAirdrops/imports/:id/confirm',
    {
      config: { requires: { permission: 'nft:import' } },
      schema: {
        tags,
        summary:
          'Import every row of a previewed file at once, exactly once; refused, importing nothing, if any row is bad',
        params: idParams,
        response: { 200: ok(importPreview), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await confirmNftAirdropImport(db, actorOf(request), request.params.id),
    }),
  );
};
