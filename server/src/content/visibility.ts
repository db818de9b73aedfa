// Show / hide, the one state machine that news and notices share: shown ⇄ hidden, each change
// confirmed in the panel, row-locked and audited. Asking for the state an item is already in is
// refused (409), so a double click or a second administrator changes nothing.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { Actor } from '../auditLogs/service';
import { actorOf, type RouteRequirement } from '../http/authorization';
import { idParams } from '../http/envelope';
import { AppError } from '../http/errors';
import { VISIBILITIES } from '../../../contract/vocabulary';
import type { routesOf } from '../http/route';
import { changeContent } from './changes';
import type { BilingualColumn } from './listing';

export const visibility = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibility>;

/** Who last changed an item, and when. */
interface ChangeStamp {
  updatedBy: number | null;
  updatedAt: Date;
}

/** How one kind of content reads, writes and deletes its items (`Fields`: what an edit writes). */
export interface VisibilityStore<Item extends { status: Visibility }, Fields = never> {
  /** The audit log's entity type, and the prefix of its actions (`news.show`). */
  entityType: 'news' | 'notice';
  /** The item, locked for update until the transaction ends when asked; throws its own not-found error. */
  find(tx: Db, id: number, lock?: boolean): Promise<Item>;
  write(tx: Db, id: number, change: (Fields | { status: Visibility }) & ChangeStamp): Promise<void>;
  remove(tx: Db, id: number): Promise<void>;
  /** The fields an audit row shows of an item. */
  auditView(item: Item): unknown;
}

/** The store of a content table: items read by `find`, changed and deleted by their `id`. */
export function contentStore<
  Table extends PgTable & { id: PgColumn },
  Item extends { status: Visibility },
  Fields extends PgUpdateSetSource<Table>,
>(
  table: Table,
  store: Pick<VisibilityStore<Item, Fields>, 'entityType' | 'find' | 'auditView'>,
): VisibilityStore<Item, Fields> {
  return {
    ...store,
    write: async (tx, id, change) => {
      // The status and change stamp are columns of every content table.
      await tx
        .update(table)
        .set(change as PgUpdateSetSource<Table>)
        .where(eq(table.id, id));
    },
    remove: async (tx, id) => {
      await tx.delete(table).where(eq(table.id, id));
    },
  };
}

function changeVisibility<Item extends { status: Visibility }, Fields>(
  db: Db,
  actor: Actor,
  store: VisibilityStore<Item, Fields>,
  id: number,
  status: Visibility,
): Promise<Item> {
  return changeContent(db, actor, store, id, {
    action: status === 'shown' ? 'show' : 'hide',
    fields: { status },
    view: (item) => ({ status: item.status }),
    check: (before) => {
      if (before.status === status) {
        throw status === 'shown'
          ? new AppError('CONTENT_ALREADY_SHOWN', 'This item is already shown.')
          : new AppError('CONTENT_ALREADY_HIDDEN', 'This item is already hidden.');
      }
    },
  });
}

/** `POST <path>/:id/show` and `POST <path>/:id/hide`, both gated by the content's toggle code. */
export function visibilityRoutes<Item extends { status: Visibility }, Fields>(
  route: ReturnType<typeof routesOf>,
  path: string,
  options: { db: Db; requires: RouteRequirement; item: z.ZodType<Item>; store: VisibilityStore<Item, Fields> },
): void {
  const { db, requires, item, store } = options;
  for (const [action, status] of [
    ['show', 'shown'],
    ['hide', 'hidden'],
  ] as const) {
    route.post(`${path}/:id/${action}`, {
      requires,
      summary:
        status === 'shown'
          ? 'Show the item (refused when already shown)'
          : 'Hide the item (refused when already hidden)',
      schema: { params: idParams, data: item },
      answer: (request) => changeVisibility(db, actorOf(request), store, request.params.id, status),
    });
  }
}

const VISIBILITY_LABELS: Record<Visibility, { 'zh-CN': string; 'en-US': string }> = {
  shown: { 'zh-CN': '显示', 'en-US': 'Show' },
  hidden: { 'zh-CN': '不显示', 'en-US': 'Not show' },
};

/** The visibility as a CSV column, in the export's language. */
export const visibilityColumn: BilingualColumn<{ status: Visibility }> = {
  header: { 'zh-CN': '状态', 'en-US': 'Status' },
  value: (item, locale) => VISIBILITY_LABELS[item.status][locale],
};
