// The hedging-strategy records: stored once per sender id as the hedging service pushes them,
// listed and totalled in SQL, exported as streamed CSV. The daily totals kept at ingestion let the
// totals of a filter over a million rows read a few hundred rollup rows instead of the rows.
import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { selectRows, type Db } from '../db/client';
import { hedgingDailyTotals, hedgingRecords } from '../db/schema';
import { csvColumnsIn, isAscending, type BilingualColumn, type ExportLocale } from '../content/listing';
import { keysetPages, streamCsv } from '../http/csv';
import { AppError } from '../http/errors';
import { ingestBatch, type IngestResult } from '../http/ingest';
import type { z } from 'zod';
import {
  cexDepositRow,
  crossChainRow,
  rewardWithdrawalRow,
  spotSaleRow,
  type CexDepositRow,
  type CrossChainRow,
  type HedgingFilters,
  type HedgingListQuery,
  type HedgingTotals,
  type RewardWithdrawalRow,
  type SpotSaleRow,
} from './schema';

export type HedgingKind = 'rewardWithdrawal' | 'cexDeposit' | 'spotSale' | 'crossChain';
type RecordRow = typeof hedgingRecords.$inferSelect;
type NewRecord = typeof hedgingRecords.$inferInsert;

/** A list may be paged this deep; further pages ask for a narrower filter (OFFSET reads every skipped row). */
const MAX_LIST_OFFSET = 100_000;

const plain = (value: string | null) =>
  value === null ? '' : value.includes('.') ? value.replace(/\.?0+$/, '') : value;
const iso = (value: Date | string) => new Date(value).toISOString();
const common = (row: RecordRow) => ({
  id: Number(row.id),
  sourceId: row.sourceId,
  token: row.token,
  amount: plain(row.amount),
  recordedAt: iso(row.recordedAt),
  receivedAt: iso(row.receivedAt),
});

interface KindSpec<Row, Item> {
  rowSchema: z.ZodType<Row>;
  toRecord: (row: Row) => Omit<NewRecord, 'kind' | 'reportedBy'>;
  toItem: (row: RecordRow) => Item;
  exportColumns: BilingualColumn<Item>[];
  fileStem: string;
}

const header = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const commonHead = <Item extends { sourceId: string }>(): BilingualColumn<Item>[] => [
  { header: header('来源编号', 'Source ID'), value: (item) => item.sourceId },
];
const commonTail = <Item extends { token: string; amount: string; recordedAt: string }>(
  tokenHeader = header('代币', 'Token'),
  amountHeader = header('数量', 'Amount'),
): BilingualColumn<Item>[] => [
  { header: tokenHeader, value: (item) => item.token },
  { header: amountHeader, value: (item) => item.amount },
  { header: header('记录时间', 'Record time'), value: (item) => item.recordedAt },
];

const rewardWithdrawal: KindSpec<RewardWithdrawalRow, ReturnType<typeof rewardItem>> = {
  rowSchema: rewardWithdrawalRow,
  toRecord: (row) => ({
    sourceId: row.sourceId,
    token: row.token,
    amount: row.amount,
    recordedAt: new Date(row.recordedAt),
    network: row.network,
    accountName: row.accountName,
    address: row.accountAddress,
    targetAddress: row.targetAddress,
    receivingAccount: row.receivingAccount,
    txHash: row.txHash,
  }),
  toItem: (row) => rewardItem(row),
  fileStem: 'reward-withdrawals',
  exportColumns: [
    ...commonHead(),
    { header: header('账户名称', 'Account name'), value: (item) => item.accountName },
    { header: header('账户地址', 'Account address'), value: (item) => item.accountAddress },
    { header: header('目标地址', 'Target address'), value: (item) => item.targetAddress },
    { header: header('接收账户', 'Receiving account'), value: (item) => item.receivingAccount },
    { header: header('交易哈希', 'Transaction hash'), value: (item) => item.txHash },
    { header: header('网络', 'Network'), value: (item) => item.network },
    ...commonTail(),
  ],
};
function rewardItem(row: RecordRow) {
  return {
    ...common(row),
    accountName: row.accountName ?? '',
    accountAddress: row.address ?? '',
    targetAddress: row.targetAddress ?? '',
    receivingAccount: row.receivingAccount ?? '',
    txHash: row.txHash ?? '',
    network: row.network ?? '',
  };
}

function cexItem(row: RecordRow) {
  return { ...common(row), depositAddress: row.address ?? '', txHash: row.txHash ?? '', network: row.network ?? '' };
}
const cexDeposit: KindSpec<CexDepositRow, ReturnType<typeof cexItem>> = {
  rowSchema: cexDepositRow,
  toRecord: (row) => ({
    sourceId: row.sourceId,
    token: row.token,
    amount: row.amount,
    recordedAt: new Date(row.recordedAt),
    network: row.network,
    address: row.depositAddress,
    txHash: row.txHash,
  }),
  toItem: cexItem,
  fileStem: 'cex-deposits',
  exportColumns: [
    ...commonHead(),
    { header: header('充值地址', 'Deposit address'), value: (item) => item.depositAddress },
    { header: header('哈希', 'Hash'), value: (item) => item.txHash },
    { header: header('网络', 'Network'), value: (item) => item.network },
    ...commonTail(),
  ],
};

function spotItem(row: RecordRow) {
  return {
    ...common(row),
    tradingAccount: row.accountName ?? '',
    orderId: row.orderId ?? '',
    sellPrice: plain(row.sellPrice),
    receivedUsdc: plain(row.receivedUsdc),
    impliedPrice: plain(row.impliedPrice === null ? null : roundTo8(row.impliedPrice)),
  };
}
/** The stored implied price (18 decimals) cut to 8 for display; exact string arithmetic. */
function roundTo8(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return fraction ? `${whole}.${fraction.slice(0, 8)}` : whole;
}
const spotSale: KindSpec<SpotSaleRow, ReturnType<typeof spotItem>> = {
  rowSchema: spotSaleRow,
  toRecord: (row) => ({
    sourceId: row.sourceId,
    token: row.token,
    amount: row.amount,
    recordedAt: new Date(row.recordedAt),
    accountName: row.tradingAccount,
    orderId: row.orderId,
    sellPrice: row.sellPrice,
    receivedUsdc: row.receivedUsdc,
  }),
  toItem: spotItem,
  fileStem: 'spot-sales',
  exportColumns: [
    ...commonHead(),
    { header: header('交易账户', 'Trading account'), value: (item) => item.tradingAccount },
    { header: header('订单号', 'Order ID'), value: (item) => item.orderId },
    ...commonTail(header('卖出代币', 'Sold token'), header('卖出数量', 'Sold amount')).slice(0, 2),
    { header: header('卖出价格', 'Sell price'), value: (item) => item.sellPrice },
    { header: header('收到 USDC 数量', 'Received USDC'), value: (item) => item.receivedUsdc },
    { header: header('成交均价', 'Implied price'), value: (item) => item.impliedPrice },
    { header: header('记录时间', 'Record time'), value: (item) => item.recordedAt },
  ],
};

function crossItem(row: RecordRow) {
  return {
    ...common(row),
    crossChainAddress: row.address ?? '',
    sourceChain: row.network ?? '',
    targetChain: row.targetNetwork ?? '',
    txHash: row.txHash ?? '',
  };
}
const crossChain: KindSpec<CrossChainRow, ReturnType<typeof crossItem>> = {
  rowSchema: crossChainRow,
  toRecord: (row) => ({
    sourceId: row.sourceId,
    token: row.token,
    amount: row.amount,
    recordedAt: new Date(row.recordedAt),
    address: row.crossChainAddress,
    network: row.sourceChain,
    targetNetwork: row.targetChain,
    txHash: row.txHash,
  }),
  toItem: crossItem,
  fileStem: 'cross-chain',
  exportColumns: [
    ...commonHead(),
    { header: header('跨链地址', 'Cross-chain address'), value: (item) => item.crossChainAddress },
    { header: header('源链', 'Source chain'), value: (item) => item.sourceChain },
    { header: header('目标链', 'Target chain'), value: (item) => item.targetChain },
    { header: header('交易哈希', 'Transaction hash'), value: (item) => item.txHash },
    ...commonTail(),
  ],
};

const KIND_SPECS = { rewardWithdrawal, cexDeposit, spotSale, crossChain };

/** Runs `use` with the kind's own spec, keeping its row and item types together. */
function withSpec<Result>(
  kind: HedgingKind,
  use: <Row extends { sourceId: string }, Item>(spec: KindSpec<Row, Item>) => Result,
): Result {
  switch (kind) {
    case 'rewardWithdrawal':
      return use(rewardWithdrawal);
    case 'cexDeposit':
      return use(cexDeposit);
    case 'spotSale':
      return use(spotSale);
    case 'crossChain':
      return use(crossChain);
  }
}
type HedgingItem<Kind extends HedgingKind> = ReturnType<(typeof KIND_SPECS)[Kind]['toItem']>;

// ---- ingestion

/** Bare column names, for the column lists of the raw statements below. */
const columns = (...list: AnyPgColumn[]) =>
  sql.join(
    list.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/** Adds the rows just inserted to the daily totals. */
async function addToDailyTotals(tx: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const records = hedgingRecords;
  const totals = hedgingDailyTotals;
  // Raw: Drizzle's insert … select builder adds measurably to every ingested batch.
  await tx.execute(sql`
    INSERT INTO ${totals} (${columns(totals.kind, totals.day, totals.network, totals.targetNetwork, totals.token, totals.recordCount, totals.amountSum)})
    SELECT ${records.kind}, (${records.recordedAt} AT TIME ZONE 'UTC')::date, coalesce(${records.network}, ''), coalesce(${records.targetNetwork}, ''),
      ${records.token}, count(*), sum(${records.amount})
    FROM ${records} WHERE ${inArray(records.id, ids)}
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (${columns(totals.kind, totals.day, totals.network, totals.targetNetwork, totals.token)}) DO UPDATE
      SET ${columns(totals.recordCount)} = ${totals.recordCount} + excluded.record_count,
          ${columns(totals.amountSum)} = ${totals.amountSum} + excluded.amount_sum`);
}

/** Validates a pushed batch row by row and stores the new rows once per sender id, with their daily totals, in one transaction. */
export async function ingestRecords(
  db: Db,
  kind: HedgingKind,
  serviceTokenId: number | null,
  records: unknown[],
): Promise<IngestResult> {
  return withSpec(kind, (spec) =>
    ingestBatch(records, {
      rowSchema: spec.rowSchema,
      store: (rows) =>
        db.transaction(async (tx) => {
          const inserted = await tx
            .insert(hedgingRecords)
            .values(rows.map((row) => ({ ...spec.toRecord(row), kind, reportedBy: serviceTokenId })))
            .onConflictDoNothing({ target: [hedgingRecords.kind, hedgingRecords.sourceId] })
            .returning({ id: hedgingRecords.id });
          await addToDailyTotals(
            tx,
            inserted.map((row) => Number(row.id)),
          );
          return inserted.length;
        }),
    }),
  );
}

// ---- lists

/** The filters that the daily totals can answer: the rest (search) need the rows. */
function dimensionFilters(kind: HedgingKind, query: HedgingFilters): SQL[] {
  const filters: SQL[] = [eq(hedgingRecords.kind, kind)];
  const network = query.network ?? query.sourceChain;
  if (network) filters.push(eq(hedgingRecords.network, network));
  if (query.targetChain) filters.push(eq(hedgingRecords.targetNetwork, query.targetChain));
  if (query.token) filters.push(eq(hedgingRecords.token, query.token.toUpperCase()));
  return filters;
}

function searchFilter(search: string | undefined): SQL | undefined {
  const value = search?.trim();
  if (!value) return undefined;
  // Hashes, EVM and bech32 addresses are stored in lower case; base58 addresses and order ids as sent.
  const spellings = [...new Set([value, value.toLowerCase()])];
  return or(
    inArray(hedgingRecords.txHash, spellings),
    inArray(hedgingRecords.address, spellings),
    inArray(hedgingRecords.targetAddress, spellings),
    inArray(hedgingRecords.orderId, spellings),
  );
}

function recordFilters(kind: HedgingKind, query: HedgingFilters): SQL {
  const filters = dimensionFilters(kind, query);
  if (query.recordedFrom) filters.push(gte(hedgingRecords.recordedAt, new Date(query.recordedFrom)));
  if (query.recordedTo) filters.push(lte(hedgingRecords.recordedAt, new Date(query.recordedTo)));
  const search = searchFilter(query.search);
  if (search) filters.push(search);
  return and(...filters) as SQL;
}

const DAY_MS = 86_400_000;
const floorDay = (time: Date) => new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (time: Date) => new Date(Math.ceil(time.getTime() / DAY_MS) * DAY_MS);
const dayText = (time: Date) => time.toISOString().slice(0, 10);

/**
 * Count and amount per token of the filter. Without a search, whole UTC days come from the daily
 * totals and only the partial days at the range's ends are read row by row.
 */
async function hedgingTotals(db: Db, kind: HedgingKind, query: HedgingFilters): Promise<HedgingTotals> {
  const records = hedgingRecords;
  const totals = hedgingDailyTotals;
  const from = query.recordedFrom ? new Date(query.recordedFrom) : null;
  const to = query.recordedTo ? new Date(query.recordedTo) : null;
  const wholeDaysFrom = from && ceilDay(from);
  const wholeDaysTo = to && floorDay(to);
  const useRollup = !query.search?.trim() && !(wholeDaysFrom && wholeDaysTo && wholeDaysFrom >= wholeDaysTo);
  let parts: SQL;
  if (!useRollup) {
    parts = sql`SELECT ${records.token}, count(*) AS record_count, sum(${records.amount}) AS amount_sum FROM ${records} WHERE ${recordFilters(kind, query)} GROUP BY ${records.token}`;
  } else {
    const network = query.network ?? query.sourceChain;
    const rollupFilter = and(
      eq(totals.kind, kind),
      network ? eq(totals.network, network) : undefined,
      query.targetChain ? eq(totals.targetNetwork, query.targetChain) : undefined,
      query.token ? eq(totals.token, query.token.toUpperCase()) : undefined,
      wholeDaysFrom ? gte(totals.day, dayText(wholeDaysFrom)) : undefined,
      wholeDaysTo ? lt(totals.day, dayText(wholeDaysTo)) : undefined,
    );
    const edges: SQL[] = [];
    const dimensions = dimensionFilters(kind, query);
    if (from && wholeDaysFrom && wholeDaysFrom > from) {
      edges.push(and(...dimensions, gte(records.recordedAt, from), lt(records.recordedAt, wholeDaysFrom)) as SQL);
    }
    if (to && wholeDaysTo)
      edges.push(and(...dimensions, gte(records.recordedAt, wholeDaysTo), lte(records.recordedAt, to)) as SQL);
    parts = sql.join(
      [
        sql`SELECT ${totals.token}, ${totals.recordCount}, ${totals.amountSum} FROM ${totals} WHERE ${rollupFilter}`,
        ...edges.map(
          (edge) =>
            sql`SELECT ${records.token}, count(*), sum(${records.amount}) FROM ${records} WHERE ${edge} GROUP BY ${records.token}`,
        ),
      ],
      sql` UNION ALL `,
    );
  }
  // Raw: Drizzle's builder for this union of one to three selects adds measurably to every list call.
  const rows = await selectRows<{ token: string; recordCount: string | number; amountSum: string }>(
    db,
    sql`SELECT token, sum(record_count)::bigint::text AS "recordCount", sum(amount_sum)::text AS "amountSum"
        FROM (${parts}) AS parts (token, record_count, amount_sum) GROUP BY token ORDER BY token`,
  );
  const amounts = rows
    .filter((row) => Number(row.recordCount) > 0)
    .map((row) => ({ token: row.token, amount: plain(row.amountSum) }));
  return { count: rows.reduce((sum, row) => sum + Number(row.recordCount), 0), amounts };
}

export async function listRecords<Kind extends HedgingKind>(db: Db, kind: Kind, query: HedgingListQuery) {
  const offset = (query.current - 1) * query.pageSize;
  if (offset > MAX_LIST_OFFSET) {
    throw new AppError(
      'HEDGING_PAGE_TOO_DEEP',
      `Pages start at most ${MAX_LIST_OFFSET} records deep; narrow the filter.`,
      { params: { limit: MAX_LIST_OFFSET } },
    );
  }
  const direction = isAscending(query) ? asc : desc;
  const order =
    query.sortField === 'amount'
      ? [direction(hedgingRecords.amount), direction(hedgingRecords.id)]
      : [direction(hedgingRecords.recordedAt), direction(hedgingRecords.id)];
  const [rows, totals] = await Promise.all([
    // The page's ids come from the index alone (an index-only scan skips the offset cheaply); only its rows are read.
    db
      .select()
      .from(hedgingRecords)
      .where(
        inArray(
          hedgingRecords.id,
          db
            .select({ id: hedgingRecords.id })
            .from(hedgingRecords)
            .where(recordFilters(kind, query))
            .orderBy(...order)
            .limit(query.pageSize)
            .offset(offset),
        ),
      )
      .orderBy(...order),
    hedgingTotals(db, kind, query),
  ]);
  const spec = KIND_SPECS[kind];
  return { data: rows.map((row) => spec.toItem(row) as HedgingItem<Kind>), total: totals.count, totals };
}

/** The filter's records newest first as CSV, streamed in keyset chunks: no row limit. */
export function exportRecords(
  db: Db,
  reply: FastifyReply,
  kind: HedgingKind,
  query: HedgingFilters & { locale: ExportLocale },
) {
  return withSpec(kind, (spec) => streamRecords(db, reply, kind, query, spec));
}

function streamRecords<Row, Item>(
  db: Db,
  reply: FastifyReply,
  kind: HedgingKind,
  query: HedgingFilters & { locale: ExportLocale },
  spec: KindSpec<Row, Item>,
) {
  const where = recordFilters(kind, query);
  const chunks = keysetPages<RecordRow, { recordedAt: Date; id: number }>(
    (after, limit) =>
      db
        .select()
        .from(hedgingRecords)
        .where(
          after
            ? and(
                where,
                sql`(${hedgingRecords.recordedAt}, ${hedgingRecords.id}) < (${after.recordedAt.toISOString()}::timestamptz, ${after.id})`,
              )
            : where,
        )
        .orderBy(desc(hedgingRecords.recordedAt), desc(hedgingRecords.id))
        .limit(limit),
    (row) => ({ recordedAt: new Date(row.recordedAt), id: Number(row.id) }),
  );
  async function* items() {
    for await (const rows of chunks) yield rows.map((row) => spec.toItem(row));
  }
  return streamCsv(reply, spec.fileStem, csvColumnsIn(spec.exportColumns, query.locale), items());
}
