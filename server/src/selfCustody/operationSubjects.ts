// The records an operation moves money for (deposits, withdrawals, CRSM position requests) answer
// alike: each item shows its latest operation and the name of the administrator who acted on it,
// as the viewer sees them, and their lists page the rows before describing them.
import { and, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../auditLogs/service';
import { adminNamesOf } from '../admins/names';
import type { Db } from '../db/client';
import { pageOfRows } from '../db/pages';
import { type Authority, loadAuthority } from '../permissions/authority';
import { latestOperations } from './operations';
import type { OperationItem } from './schema/operations';

/** Describes the rows as the viewer sees them, in one pass so the look-ups are shared. */
type SubjectItems<Row, Item> = (db: Db, viewer: Authority, rows: Row[]) => Promise<Item[]>;

/**
 * What the subjects' items show beside their own fields, read for all the rows at once: each row's
 * latest operation, and the name of the administrator `actedBy` points at (null for nobody).
 */
export async function subjectLookups<Row extends { id: number }>(
  db: Db,
  subject: 'deposit' | 'withdrawal' | 'crsmRequest',
  rows: Row[],
  viewer: Authority,
  actedBy: (row: Row) => number | null,
) {
  const operations = await latestOperations(db, subject, rows, viewer);
  const names = await adminNamesOf(db, rows, actedBy);
  return {
    operationOf: (row: Row): OperationItem | null => operations.get(row.id) ?? null,
    actedByNameOf: (row: Row): string | null => {
      const adminId = actedBy(row);
      return adminId === null ? null : (names.get(adminId) ?? null);
    },
  };
}

/** One subject, as the signed-in administrator sees it. */
export async function subjectItem<Row, Item>(
  db: Db,
  actor: Actor,
  row: Row,
  toItems: SubjectItems<Row, Item>,
): Promise<Item> {
  const [item] = await toItems(db, await loadAuthority(db, actor), [row]);
  return item;
}

/** A page of the subjects all the filters match, in the list's order, as the signed-in administrator sees them. */
export async function pageOfSubjects<Table extends PgTable, Item>(
  db: Db,
  actor: Actor,
  table: Table,
  filters: SQL[],
  order: (PgColumn | SQL)[],
  page: { current: number; pageSize: number },
  toItems: SubjectItems<Table['$inferSelect'], Item>,
): Promise<{ data: Item[]; total: number }> {
  const where = filters.length ? and(...filters) : undefined;
  const [viewer, { rows, total }] = await Promise.all([
    loadAuthority(db, actor),
    pageOfRows(db, table, where, order, page),
  ]);
  return { data: await toItems(db, viewer, rows), total };
}
