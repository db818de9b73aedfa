// What an audited change tells the live stream: the change itself (action, record), and the
// permission a receiver needs to hear of it, decided here once so that no event says more than its
// receiver may see. Written in the change's own transaction, with a NOTIFY that PostgreSQL delivers
// only when that transaction commits.
import { eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntityType, OperationKind, TimedEventAction } from '../../../contract/vocabulary';
import type { PermissionCode } from '../../../contract/permissions';
import type { Db } from '../db/client';
import { custodyOperations } from '../selfCustody/tables';
import { noteChangeId } from './changeIds';
import { events } from './tables';

/** The channel every server instance listens on: an event's id when it commits, `positioned` once positions are given (hub.ts). */
export const EVENTS_CHANNEL = 'panel_events';

/** `everyone`: every signed-in administrator (grants and menus, which redraw everyone's panel). */
type Audience = PermissionCode | 'everyone';

/** Who may hear of a change to each kind of record: whoever may open its page. */
const AUDIENCE: Record<Exclude<AuditEntityType, 'operation'>, Audience> = {
  session: 'permissions.sessions',
  admin: 'permissions.administrator',
  role: 'everyone',
  permission: 'everyone',
  news: 'news',
  notice: 'notices',
  feedback: 'feedback',
  points: 'points',
  nftAirdrop: 'NFTAirdrop',
  nftAirdropImport: 'NFTAirdrop',
  serviceToken: 'selfCustody.dataPanel',
  approvalPolicy: 'selfCustody.dataPanel',
  institution: 'selfCustody.dataPanel',
  deposit: 'selfCustody.deposit',
  withdrawal: 'selfCustody.withdraw',
  crsmRequest: 'CRSMTrove.CRSMList',
  crsmPosition: 'CRSMTrove.CRSMList',
  crsmPrice: 'CRSMTrove.CRSMList',
  crsmSettings: 'CRSMTrove.CRSMList',
};

/** An operation is heard of where its subject is seen: a mint on Deposits, a withdrawal or refund on Withdrawals. */
const OPERATION_AUDIENCE: Record<OperationKind, PermissionCode> = {
  mint: 'selfCustody.deposit',
  withdrawal: 'selfCustody.withdraw',
  refund: 'selfCustody.withdraw',
  crsm_open: 'CRSMTrove.CRSMList',
};

async function audienceOf(tx: Db, entityType: AuditEntityType, entityId: string | null): Promise<Audience> {
  if (entityType !== 'operation') return AUDIENCE[entityType];
  const [operation] = entityId
    ? await tx
        .select({ kind: custodyOperations.kind })
        .from(custodyOperations)
        .where(eq(custodyOperations.id, Number(entityId)))
    : [];
  // An operation that cannot be found is told to no one below a super administrator.
  return operation ? OPERATION_AUDIENCE[operation.kind as OperationKind] : 'permissions.auditLog';
}

/** The permission column of an event for this audience (NULL: every signed-in administrator). */
export const permissionOf = (audience: Audience): string | null => (audience === 'everyone' ? null : audience);

/** Who may hear of a change to a record of this kind (not an operation, whose kind decides). */
export const audienceOfRecord = (entityType: Exclude<AuditEntityType, 'operation'>): Audience => AUDIENCE[entityType];

/** Announces written events to every instance; PostgreSQL delivers it when the transaction commits. */
export async function notifyEvents(tx: Db, ids: readonly number[]): Promise<void> {
  for (const id of ids) await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${String(id)})`);
}

/** Records the change as an event and announces it; part of the caller's transaction. */
export async function publishChange(
  tx: Db,
  change: { action: AuditAction | TimedEventAction; entityType: AuditEntityType; entityId: string | null },
): Promise<void> {
  const audience = await audienceOf(tx, change.entityType, change.entityId);
  const [event] = await tx
    .insert(events)
    .values({ ...change, permission: permissionOf(audience) })
    .returning({ id: events.id });
  await notifyEvents(tx, [event.id]);
  noteChangeId(event.id);
}
