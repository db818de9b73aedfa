// Changing and deleting a content item (news, notices): under the item's row lock, audited with
// what it was and what it became.
import { recordAudit, type Actor } from '../auditLogs/service';
import type { Db } from '../db/client';
import type { Visibility, VisibilityStore } from './visibility';

/**
 * Under the item's lock: `check` it as it was, write the change with who made it and when, and
 * audit `<entityType>.<action>` with both states as `view` shows them.
 */
export async function changeContent<Item extends { status: Visibility }, Fields>(
  db: Db,
  actor: Actor,
  store: VisibilityStore<Item, Fields>,
  id: number,
  change: {
    action: 'update' | 'show' | 'hide';
    fields: Fields | { status: Visibility };
    view: (item: Item) => unknown;
    check?: (before: Item) => void;
  },
): Promise<Item> {
  return db.transaction(async (tx) => {
    const before = await store.find(tx, id, true);
    change.check?.(before);
    await store.write(tx, id, { ...change.fields, updatedBy: actor.adminId, updatedAt: new Date() });
    const after = await store.find(tx, id);
    await recordAudit(tx, actor, {
      action: `${store.entityType}.${change.action}`,
      entityType: store.entityType,
      entityId: id,
      before: change.view(before),
      after: change.view(after),
    });
    return after;
  });
}

/** Writes the item's new fields and audits `<entityType>.update` with both states. */
export function editContent<Item extends { status: Visibility }, Fields>(
  db: Db,
  actor: Actor,
  store: VisibilityStore<Item, Fields>,
  id: number,
  fields: Fields,
): Promise<Item> {
  return changeContent(db, actor, store, id, { action: 'update', fields, view: store.auditView });
}

/** Deletes the item; the audit row `<entityType>.delete` keeps what it was. */
export async function deleteContent<Item extends { status: Visibility }, Fields>(
  db: Db,
  actor: Actor,
  store: VisibilityStore<Item, Fields>,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await store.find(tx, id, true);
    await store.remove(tx, id);
    await recordAudit(tx, actor, {
      action: `${store.entityType}.delete`,
      entityType: store.entityType,
      entityId: id,
      before: store.auditView(before),
    });
  });
}
