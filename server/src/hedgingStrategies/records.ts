// Hedging records listed and totalled in SQL, exported as streamed CSV. The daily totals kept at
// ingestion let the totals of a filter over a million rows read a few hundred rollup rows.
import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { selectRows, type Db } from '../db/client';
import { hedgingDailyTotals, hedgingRecords } from '../db/schema';
import { csvColumnsIn, isAscending, type ExportReader } from '../content/listing';
import { keysetPages, streamCsv } from '../http/csv';
import { AppError } from '../http/errors';
import type { HedgingFilters, HedgingListQuery, HedgingTotals } from './schema';
import {
  type HedgingItem,
  type HedgingKind,
  KIND_SPECS,
  type KindSpec,
  plain,
  type RecordRow,
  withSpec,
} from './kinds';

/** A list may be paged this deep; further pages ask for a narrower filter (OFFSET reads every skipped row). */
const MAX_LIST_OFFSET = 100_000;

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
export function exportRecords(db: Db, reply: FastifyReply, kind: HedgingKind, query: HedgingFilters & ExportReader) {
  return withSpec(kind, (spec) => streamRecords(db, reply, kind, query, spec));
}

function streamRecords<Row, Item>(
  db: Db,
  reply: FastifyReply,
  kind: HedgingKind,
  query: HedgingFilters & ExportReader,
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
  return streamCsv(reply, spec.fileStem, csvColumnsIn(spec.exportColumns, query), items());
}
