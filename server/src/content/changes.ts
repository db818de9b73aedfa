// Editing and deleting a content item (news, notices): under the item's row lock, audited with
// what it was and what it became.
import { recordAudit, type Actor } from '../auditLogs/service';
import type { Db } from '../db/client';
import type { Visibility, VisibilityStore } from './visibility';

/** Writes the item's new fields and audits `<entityType>.update` with both states. */
export async function editContent<Item extends { status: Visibility }, Fields>(
  db: Db,
  actor: Actor,
  store: VisibilityStore<Item, Fields>,
  id: number,
  fields: Fields,
): Promise<Item> {
  return db.transaction(async (tx) => {
    const before = await store.findForUpdate(tx, id);
    await store.write(tx, id, { ...fields, updatedBy: actor.adminId, updatedAt: new Date() });
    const after = await store.find(tx, id);
    await recordAudit(tx, actor, {
      action: `${store.entityType}.update`,
      entityType: store.entityType,
      entityId: id,
      before: store.auditView(before),
      after: store.auditView(after),
    });
    return after;
  });
}

/** Deletes the item; the audit row `<entityType>.delete` keeps what it was. */
export async function deleteContent<Item extends { status: Visibility }, Fields>(
  db: Db,
  actor: Actor,
  store: VisibilityStore<Item, Fields>,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await store.findForUpdate(tx, id);
    await store.remove(tx, id);
    await recordAudit(tx, actor, {
      action: `${store.entityType}.delete`,
      entityType: store.entityType,
      entityId: id,
      before: store.auditView(before),
    });
  });
}
