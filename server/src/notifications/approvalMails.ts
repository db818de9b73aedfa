// Approvers are told: when an operation awaits approvals, every administrator who may approve it (as
// the approval itself asks ../selfCustody/policy.ts) is emailed once, unless they turned these emails
// off or are disabled. Each server instance hears every change after it commits (LISTEN on the live
// events' channel, so a change that rolled back tells no one); each (operation, administrator) pair
// is claimed in the database before its email goes, so one instance sends it, once.
import { and, asc, eq, gt, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatDecimal } from '../../../contract/amounts';
import { quotedForMail } from '../../../contract/names';
import { OPERATION_AMOUNT_UNITS, type OperationKind } from '../../../contract/vocabulary';
import type { Database, Db } from '../db/client';
import { admins, custodyApprovals, custodyOperations, deposits, withdrawals } from '../db/schema';
import { EVENTS_CHANNEL } from '../events/publish';
import { events } from '../events/tables';
import type { Mailer } from '../mail/mailer';
import { type Authority, holdingsOfRoles } from '../permissions/authority';
import { canApproveOperation } from '../selfCustody/policy';
import { type OperationRow, subjectOf } from '../selfCustody/operations';
import { adminNameOf } from '../admins/names';
import { approvalMails } from './tables';

/** The records whose changes may open (or approve) an operation, and how each names its operations. */
const OPERATIONS_OF = new Map<string, (id: number) => SQL>([
  ['operation', (id) => eq(custodyOperations.id, id)],
  ['deposit', (id) => eq(custodyOperations.depositId, id)],
  ['withdrawal', (id) => eq(custodyOperations.withdrawalId, id)],
  ['crsmRequest', (id) => eq(custodyOperations.crsmRequestId, id)],
]);

/** How far a listener that lost its connection looks back, in events of those records. */
const CATCH_UP_LIMIT = 1000;

const KIND_NAMES: Record<OperationKind, { en: string; zh: string }> = {
  mint: { en: 'Mint YBTC', zh: '铸造 YBTC' },
  withdrawal: { en: 'Withdrawal', zh: '提款' },
  refund: { en: 'Refund', zh: '退款' },
  crsm_open: { en: 'Create CRSM position', zh: '创建 CRSM 仓位' },
};

interface MailSettings {
  mailer: Mailer;
  /** PANEL_URL: the panel's routes follow it after `#`. */
  panelUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Where the panel shows the operation's deposit, withdrawal or CRSM request, with its approval. */
async function panelPathOf(db: Db, operation: OperationRow): Promise<string> {
  if (operation.depositId !== null) {
    const [deposit] = await db
      .select({ depositHash: deposits.depositHash })
      .from(deposits)
      .where(eq(deposits.id, operation.depositId));
    return `/selfCustody/deposit?depositHash=${encodeURIComponent(deposit.depositHash)}`;
  }
  if (operation.withdrawalId !== null) {
    const [withdrawal] = await db
      .select({ nonce: withdrawals.nonce })
      .from(withdrawals)
      .where(eq(withdrawals.id, operation.withdrawalId));
    return `/selfCustody/withdraw?nonce=${withdrawal.nonce}`;
  }
  return '/CRSMTrove/CRSMList?tab=requests';
}

/**
 * The email, in both languages as the server's other emails: what awaits, how much, who asked, and the
 * link. The requester's name is quoted: a name is a person's text, never a line of the email.
 */
function approvalMail(operation: OperationRow, requesterName: string, link: string) {
  const requester = quotedForMail(requesterName);
  const kind = KIND_NAMES[operation.kind as OperationKind];
  const unit = OPERATION_AMOUNT_UNITS[operation.kind as OperationKind];
  const amount = `${formatDecimal(operation.amount, unit)} ${unit}`;
  return {
    subject: `Admin Panel: approval needed, ${kind.en} ${amount} / 管理后台：待您审批，${kind.zh} ${amount}`,
    text: [
      `${kind.en}, ${amount} (operation ${operation.id}), requested by ${requester}, awaits your approval:`,
      link,
      `${kind.zh}，${amount}（操作 ${operation.id}，由 ${requester} 发起）等待您的审批：`,
      link,
      'You can turn these emails off under "Approval emails" in the panel\'s header. / 可在后台页头的“审批邮件”中关闭此类邮件。',
    ].join('\n'),
  };
}

/** The enabled administrators who want these emails and whom the policy lets approve the operation now. */
async function approversToTell(db: Db, operation: OperationRow) {
  const [candidates, approvals] = await Promise.all([
    db
      .select({ id: admins.id, email: admins.email, roleId: admins.roleId })
      .from(admins)
      .where(and(eq(admins.enabled, true), eq(admins.approvalEmails, true))),
    db
      .select({ adminId: custodyApprovals.adminId })
      .from(custodyApprovals)
      .where(eq(custodyApprovals.operationId, operation.id)),
  ]);
  const holdings = await holdingsOfRoles(
    db,
    candidates.map((admin) => admin.roleId),
  );
  const subject = subjectOf(
    operation,
    approvals.map((approval) => approval.adminId),
  );
  return candidates.filter((admin) => {
    const holding = holdings.get(admin.roleId);
    if (!holding) return false;
    const authority: Authority = { adminId: admin.id, roleId: admin.roleId, ...holding };
    return canApproveOperation(authority, subject).allowed;
  });
}

/** Emails those who may approve this operation and have not been told of it yet; a failed email is logged. */
async function tellApprovers(db: Db, settings: MailSettings, operation: OperationRow): Promise<void> {
  const approvers = await approversToTell(db, operation);
  if (approvers.length === 0) return;
  const claimed = await db
    .insert(approvalMails)
    .values(approvers.map((admin) => ({ operationId: operation.id, adminId: admin.id })))
    .onConflictDoNothing()
    .returning({ adminId: approvalMails.adminId });
  if (claimed.length === 0) return;
  const [requesterName, path] = await Promise.all([adminNameOf(db, operation.requestedBy), panelPathOf(db, operation)]);
  const mail = approvalMail(operation, requesterName ?? '', `${settings.panelUrl}#${path}`);
  const claimedIds = new Set(claimed.map((row) => row.adminId));
  for (const admin of approvers.filter((candidate) => claimedIds.has(candidate.id))) {
    try {
      await settings.mailer.send({ to: admin.email, ...mail });
    } catch (error) {
      settings.log.error({ err: error, operationId: operation.id, adminId: admin.id }, 'approval email not sent');
    }
  }
}

/** One per server instance: hears each change and tells the approvers of the operations it leaves awaiting approval. */
export class ApprovalMailer {
  private stopListening?: () => Promise<void>;
  /** Changes are handled one after another, in the order they were heard. */
  private queue: Promise<void> = Promise.resolve();
  /** The id of the last change handled; tests wait for it. */
  handledThrough = 0;

  constructor(
    private readonly db: Db,
    private readonly settings: MailSettings,
  ) {}

  /**
   * Listens from the latest change on, and first looks at the operations awaiting approval that were
   * requested within the last day: one requested while no instance listened is told now (those
   * already told are not told again: their claims are kept).
   */
  async start(database: Pick<Database, 'listen'>): Promise<void> {
    const [latest] = await this.db.select({ id: max(events.id) }).from(events);
    this.handledThrough = latest?.id ?? 0;
    this.stopListening = await database.listen(
      EVENTS_CHANNEL,
      (payload) => this.enqueue(() => this.heard(Number(payload))),
      // The listening connection was lost and is back: the changes announced meanwhile are read from the table.
      () => this.enqueue(() => this.catchUp()),
    );
    this.enqueue(() => this.tellAwaiting(gt(custodyOperations.requestedAt, sql`now() - interval '1 day'`)));
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    await this.queue;
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error) => this.settings.log.error({ err: error }, 'approval emails'));
  }

  private async heard(eventId: number): Promise<void> {
    if (!Number.isSafeInteger(eventId)) return;
    const [event] = await this.db
      .select({ entityType: events.entityType, entityId: events.entityId })
      .from(events)
      .where(eq(events.id, eventId));
    if (event) await this.follow(event.entityType, event.entityId);
    this.handledThrough = Math.max(this.handledThrough, eventId);
  }

  private async catchUp(): Promise<void> {
    const missed = await this.db
      .select({ id: events.id })
      .from(events)
      .where(and(gt(events.id, this.handledThrough), inArray(events.entityType, [...OPERATIONS_OF.keys()])))
      .orderBy(asc(events.id))
      .limit(CATCH_UP_LIMIT);
    for (const event of missed) await this.heard(event.id);
  }

  /** A change of an operation or of what it moves: each of its operations still awaiting approval. */
  private async follow(entityType: string, entityId: string | null): Promise<void> {
    const operationsOf = OPERATIONS_OF.get(entityType);
    if (!operationsOf || entityId === null || !/^\d+$/.test(entityId)) return;
    await this.tellAwaiting(operationsOf(Number(entityId)));
  }

  /** Tells the approvers of the operations still awaiting approval among these. */
  private async tellAwaiting(which: SQL): Promise<void> {
    const awaiting = await this.db
      .select()
      .from(custodyOperations)
      .where(and(which, eq(custodyOperations.status, 'awaiting_approval')))
      .orderBy(asc(custodyOperations.id));
    for (const operation of awaiting) await tellApprovers(this.db, this.settings, operation);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's approval emails (src/notifications). */
    approvalMailer?: ApprovalMailer;
  }
}
