// The hedging-strategy records: four lists with their totals and CSV exports for the panel, and
// the hedging service's batch ingestion (scope `hedging`) for each kind.
import type { z } from 'zod';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { csvResponse } from '../http/csv';
import { ingestBody, ingestResult } from '../http/ingest';
import {
  cexDepositItem,
  cexDepositRow,
  crossChainItem,
  crossChainRow,
  exportQueryOf,
  FILTERS,
  hedgingPage,
  listQueryOf,
  rewardWithdrawalItem,
  rewardWithdrawalRow,
  spotSaleItem,
  spotSaleRow,
} from './schema';
import { ingestRecords } from './ingestion';
import type { HedgingKind } from './kinds';
import { exportRecords, listRecords } from './records';
import type { MenuPermission } from '../../../contract/permissions';
import { answerPage } from '../http/declared';
import { domainRoutes } from '../http/route';

interface KindRoute {
  kind: HedgingKind;
  /** The URL segment of the kind, under /api/hedgingStrategies and /api/service/hedgingStrategies. */
  path: string;
  /** The menu of its page, which lets an administrator read the list. */
  menu: MenuPermission;
  title: string;
  item: z.ZodType;
  row: z.ZodType;
}

const KIND_ROUTES: KindRoute[] = [
  {
    kind: 'rewardWithdrawal',
    path: 'rewardWithdrawals',
    menu: 'hedgingStrategies.rewardWithdrawal',
    title: 'Reward withdrawal records',
    item: rewardWithdrawalItem,
    row: rewardWithdrawalRow,
  },
  {
    kind: 'cexDeposit',
    path: 'cexDeposits',
    menu: 'hedgingStrategies.CEXDeposits',
    title: 'CEX deposit records',
    item: cexDepositItem,
    row: cexDepositRow,
  },
  {
    kind: 'spotSale',
    path: 'spotSales',
    menu: 'hedgingStrategies.spotSales',
    title: 'Spot sale records',
    item: spotSaleItem,
    row: spotSaleRow,
  },
  {
    kind: 'crossChain',
    path: 'crossChain',
    menu: 'hedgingStrategies.crossChain',
    title: 'Cross-chain records',
    item: crossChainItem,
    row: crossChainRow,
  },
];

export const hedgingStrategiesRoutes = domainRoutes<{ db: Db }>(['hedgingStrategies'], (route, { db }) => {
  for (const { kind, path, menu, title, item, row } of KIND_ROUTES) {
    const filters = FILTERS[kind];
    route.get(`/api/hedgingStrategies/${path}`, {
      requires: { permission: menu },
      summary: `${title}: filtered, sorted and paged, with the filter's count and amount per token`,
      schema: { querystring: listQueryOf(filters), response: hedgingPage(item) },
      answer: (request) => answerPage(listRecords(db, kind, request.query)),
    });

    route.get(`/api/hedgingStrategies/${path}/export`, {
      requires: { permission: 'hedging:export' },
      summary: `CSV of the ${title.toLowerCase()} the list's filter matches, newest first, streamed`,
      schema: { querystring: exportQueryOf(filters), response: csvResponse },
      answer: async (request, reply) => exportRecords(db, reply, kind, request.query),
    });

    route.post(`/api/service/hedgingStrategies/${path}`, {
      requires: { serviceScope: 'hedging' },
      summary: `The hedging service pushes ${title.toLowerCase()}; each row checked on its own, a known sourceId changes nothing`,
      schema: { body: ingestBody(row, title), data: ingestResult },
      answer: (request) => ingestRecords(db, kind, actorOf(request).serviceTokenId ?? null, request.body.records),
    });
  }
});
