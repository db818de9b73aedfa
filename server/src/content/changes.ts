// Editing and deleting a content item (news, notices): under the item's row lock, audited with
// what it was and what it became.
import { recordAudit, type Actor } from '../auditLogs/service';
import type { Db } from '../db/client';
import type { Visibility, VisibilityStore } from './visibility';

/** Who last changed an item, and when. */
interface ChangeStamp {
  updatedBy: number | null;
  updatedAt: Date;
}

/** Writes the item's new fields (`write`) and audits `<entityType>.update` with both states. */
export async function editContent<Item extends { status: Visibility }>(
  db: Db,
  actor: Actor,
  store: VisibilityStore<Item>,
  id: number,
  write: (tx: Db, stamp: ChangeStamp) => Promise<unknown>,
  auditView: (item: Item) => unknown,
): Promise<Item> {
  return db.transaction(async (tx) => {
    const before = await store.findForUpdate(tx, id);
    await write(tx, { updatedBy: actor.adminId, updatedAt: new Date() });
    const after = await store.find(tx, id);
    await recordAudit(tx, actor, {
      action: `${store.entityType}.update`,
      entityType: store.entityType,
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** Deletes the item (`remove`); the audit row `<entityType>.delete` keeps what it was. */
export async function deleteContent<Item extends { status: Visibility }>(
  db: Db,
  actor: Actor,
  store: VisibilityStore<Item>,
  id: number,
  remove: (tx: Db) => Promise<unknown>,
  auditView: (item: Item) => unknown,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await store.findForUpdate(tx, id);
    await remove(tx);
    await recordAudit(tx, actor, {
      action: `${store.entityType}.delete`,
      entityType: store.entityType,
      entityId: id,
      before: auditView(before),
    });
  });
}
