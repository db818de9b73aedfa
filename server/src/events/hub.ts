// One per server instance: listens for the events every instance announces on the database, gives
// committed events their positions (one sequencer at a time across instances, so positions follow
// commits), and writes each positioned event to the streams of the administrators who may see it. Each
// stream belongs to one session: its account's role and that role's grants are read when it opens and
// again whenever an account, a role or a permission changes, and it closes (saying why) the moment its
// session ends.
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { SessionEndedCode } from '../../../contract/errors';
import type { AuditAction } from '../../../contract/vocabulary';
import { type Db, type Database, selectRows } from '../db/client';
import { admins, roles, sessions } from '../db/schema';
import { endedReasonOf } from '../auth/sessions';
import { loadGrants } from '../permissions/grants';
import { EVENTS_CHANNEL } from './publish';
import { events } from './tables';

type EventRow = typeof events.$inferSelect;

/** Rows read by position have one. */
const positioned = (rows: EventRow[]) =>
  rows.filter((row): row is EventRow & { position: number } => row.position !== null);

/** What a stream says of a change: what happened to which record, never the record itself. */
interface StreamedChange {
  /** The event's own id (named in the answer of the change that wrote it). */
  id: number;
  /** Its place in commit order: what a stream resumes after. */
  position: number;
  action: string;
  entityType: string;
  entityId: string | null;
  at: string;
}

/** Why a stream was closed while its session lives on: a newer stream of the session took its place. */
type StreamClosedReason = 'STREAMS_PER_SESSION';

export interface StreamListener {
  sessionId: string;
  adminId: number;
  send(change: StreamedChange): void;
  /** The session has ended: say why, and close. */
  end(reason: SessionEndedCode): void;
  /** The session lives on but this stream closes (a newer one took its place): say why, and close. */
  close(reason: StreamClosedReason): void;
}

interface Attached extends StreamListener {
  /** The account's role as last read: an administrator moved to another role hears what the new one may. */
  roleId: number | null;
  isSuper: boolean;
  codes: Set<string>;
  /** What was announced while the stream was being opened (grants read, backlog replayed), sent after it. */
  held?: (EventRow & { position: number })[];
}

/**
 * Streams one session may hold open on one instance (a tab each): a newer one closes the oldest, saying
 * why, so that a stolen or looping token cannot hold the server's memory with thousands of streams.
 */
export const STREAMS_PER_SESSION = 5;

/** How far back a reconnecting stream is replayed: a day, at most this many events. */
const REPLAY_LIMIT = 1000;
const REPLAY_WINDOW = sql`now() - interval '1 day'`;

/**
 * Changes after which every open stream reads its account's role and the role's grants again: a role's
 * permissions, a permission or menu, an account moved to another role (issue 38: a demoted
 * administrator's open stream went on delivering what only the old role might see).
 */
const GRANT_CHANGES = new Set(['role', 'permission', 'admin']);
/** Changes that may end sessions: open streams check theirs at once. */
const SESSION_ENDING: ReadonlySet<AuditAction> = new Set<AuditAction>([
  'session.signOut',
  'session.revoke',
  'admin.disable',
  'admin.resetPassword',
  'admin.changePassword',
  'admin.update',
  'admin.bindWallet',
]);

/** The sequencer's lock: one instance at a time gives committed events their positions. */
const SEQUENCER_LOCK = 724103;
/** What the sequencer announces on the events channel once it has given positions. */
const POSITIONED = 'positioned';

const streamed = (row: EventRow & { position: number }): StreamedChange => ({
  id: row.id,
  position: row.position,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  at: row.createdAt.toISOString(),
});

export class EventHub {
  private readonly listeners = new Set<Attached>();
  private stopListening?: () => Promise<void>;
  private timer?: NodeJS.Timeout;
  /** The position of the last event this instance has delivered. */
  private lastPosition = 0;
  /** Announcements are handled one at a time, so that each stream hears them in the order they came. */
  private queue: Promise<void> = Promise.resolve();
  /** Tasks waiting in the queue, not yet begun: a burst of announcements asks for each once. */
  private readonly waiting = new Set<'sequence' | 'deliver'>();

  constructor(
    private readonly db: Db,
    private readonly settings: { idleMinutes: number; checkEveryMs?: number },
  ) {}

  /** Listens on the database; sessions are checked (expiry, idleness) every `checkEveryMs`. */
  async start(database: Pick<Database, 'listen'>): Promise<void> {
    const [{ last }] = await selectRows<{ last: number | string | null }>(
      this.db,
      sql`SELECT max(position) AS last FROM events`,
    );
    this.lastPosition = Number(last ?? 0);
    this.stopListening = await database.listen(
      EVENTS_CHANNEL,
      // An event committed: give it its position. Positions given (here or by another instance): deliver them.
      (payload) => this.once(payload === POSITIONED ? 'deliver' : 'sequence'),
      // The listening connection was lost and is back: what was announced meanwhile is read from the table.
      () => this.once('sequence'),
    );
    this.once('sequence');
    this.timer = setInterval(() => void this.checkSessions(), this.settings.checkEveryMs ?? 15_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.stopListening?.();
    for (const listener of this.listeners) listener.end('SESSION_SIGNED_OUT');
    this.listeners.clear();
  }

  get connections(): number {
    return this.listeners.size;
  }

  /**
   * Queues a look at the table, unless the same look already waits (begun ones do not count: what was
   * announced after a look began needs a look of its own). A sequencing look delivers too.
   */
  private once(task: 'sequence' | 'deliver'): void {
    if (this.waiting.has(task)) return;
    this.waiting.add(task);
    this.queue = this.queue
      .then(() => {
        this.waiting.delete(task);
        return task === 'sequence' ? this.sequence() : this.deliverPositioned();
      })
      .catch(() => undefined);
  }

  /**
   * Adds a stream; with `lastEventId`, first replays what it missed (within the backlog) that it may
   * see. It hears announcements from the first moment, held until then, so that nothing committed
   * while it opens is lost and nothing replayed comes twice.
   */
  async attach(listener: StreamListener, lastEventId?: number): Promise<() => void> {
    const attached: Attached = { ...listener, roleId: null, isSuper: false, codes: new Set(), held: [] };
    // The set keeps the order streams opened in: the session's oldest come first.
    const sessions = [...this.listeners].filter((open) => open.sessionId === listener.sessionId);
    for (const oldest of sessions.slice(0, Math.max(0, sessions.length + 1 - STREAMS_PER_SESSION))) {
      this.listeners.delete(oldest);
      oldest.close('STREAMS_PER_SESSION');
    }
    this.listeners.add(attached);
    const detach = () => this.listeners.delete(attached);
    try {
      await this.readGrants([attached]);
      const replayed = new Set<number>();
      if (lastEventId !== undefined) {
        const missed = await this.db
          .select()
          .from(events)
          .where(and(gt(events.position, lastEventId), sql`${events.createdAt} > ${REPLAY_WINDOW}`))
          .orderBy(asc(events.position))
          .limit(REPLAY_LIMIT);
        for (const row of positioned(missed)) {
          replayed.add(row.id);
          if (this.mayHear(attached, row)) attached.send(streamed(row));
        }
      }
      const held = attached.held ?? [];
      attached.held = undefined;
      for (const row of positioned(held))
        if (!replayed.has(row.id) && this.mayHear(attached, row)) attached.send(streamed(row));
    } catch (error) {
      detach();
      throw error;
    }
    return detach;
  }

  private mayHear(listener: Attached, row: EventRow): boolean {
    return row.permission === null || listener.isSuper || listener.codes.has(row.permission);
  }

  /**
   * Each account's current role, then each role's grants once, not per stream: every stream waits for this
   * before it hears of the change that asked for it. An account gone hears nothing more.
   */
  private async readGrants(listeners: Attached[]): Promise<void> {
    if (listeners.length === 0) return;
    const adminIds = [...new Set(listeners.map((listener) => listener.adminId))];
    const accounts = await this.db
      .select({ id: admins.id, roleId: admins.roleId })
      .from(admins)
      .where(inArray(admins.id, adminIds));
    const roleOf = new Map(accounts.map((account) => [account.id, account.roleId]));
    const roleIds = [...new Set(accounts.map((account) => account.roleId))];
    const grants = new Map(
      await Promise.all(roleIds.map(async (roleId) => [roleId, await this.grantsOf(roleId)] as const)),
    );
    for (const listener of listeners) {
      const roleId = roleOf.get(listener.adminId) ?? null;
      Object.assign(
        listener,
        { roleId },
        (roleId !== null && grants.get(roleId)) || { isSuper: false, codes: new Set() },
      );
    }
  }

  private async grantsOf(roleId: number): Promise<Pick<Attached, 'isSuper' | 'codes'>> {
    const [role] = await this.db.select({ isSuper: roles.isSuper }).from(roles).where(sql`${roles.id} = ${roleId}`);
    return { isSuper: role?.isSuper ?? false, codes: new Set((await loadGrants(this.db, roleId)).codes) };
  }

  /**
   * Gives the events committed so far their positions, one instance at a time (a transaction-scoped lock),
   * so that positions follow commits: an event positioned later never has a smaller position than one a
   * stream has already been sent. Announces that positions were given; every instance then delivers them.
   */
  private async sequence(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEQUENCER_LOCK})`);
      const rows = await selectRows<{ id: number | string }>(
        tx,
        sql`UPDATE events SET position = numbered.position
            FROM (SELECT id, nextval('event_positions') AS position
                  FROM (SELECT id FROM events WHERE position IS NULL ORDER BY id FOR UPDATE) AS pending) AS numbered
            WHERE events.id = numbered.id
            RETURNING events.id`,
      );
      if (rows.length) await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${POSITIONED})`);
    });
    // Also what another instance positioned while this one was not listening (a lost connection).
    await this.deliverPositioned();
  }

  /** Delivers, in position order, what has been positioned since the last event delivered here. */
  private async deliverPositioned(): Promise<void> {
    for (;;) {
      const rows = await this.db
        .select()
        .from(events)
        .where(gt(events.position, this.lastPosition))
        .orderBy(asc(events.position))
        .limit(REPLAY_LIMIT);
      for (const row of positioned(rows)) {
        this.lastPosition = Math.max(this.lastPosition, row.position);
        await this.deliver(row);
      }
      if (rows.length < REPLAY_LIMIT) return;
    }
  }

  private async deliver(row: EventRow & { position: number }): Promise<void> {
    if (SESSION_ENDING.has(row.action as AuditAction)) await this.checkSessions();
    if (GRANT_CHANGES.has(row.entityType)) await this.readGrants([...this.listeners]);
    for (const listener of this.listeners) {
      if (listener.held) listener.held.push(row);
      else if (this.mayHear(listener, row)) listener.send(streamed(row));
    }
  }

  /** Ends the streams whose sessions are no longer live (revoked, expired, idle, account disabled). */
  async checkSessions(now = new Date()): Promise<void> {
    if (this.listeners.size === 0) return;
    const ids = [...new Set([...this.listeners].map((listener) => listener.sessionId))];
    const rows = await this.db
      .select({
        id: sessions.id,
        revokedAt: sessions.revokedAt,
        revokedReason: sessions.revokedReason,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        enabled: admins.enabled,
      })
      .from(sessions)
      .innerJoin(admins, sql`${admins.id} = ${sessions.adminId}`)
      .where(inArray(sessions.id, ids));
    const ended = new Map<string, SessionEndedCode>();
    for (const id of ids) {
      const row = rows.find((candidate) => candidate.id === id);
      const reason = row ? endedReasonOf(row, row.enabled, this.settings, now) : 'SESSION_REVOKED';
      if (reason) ended.set(id, reason);
    }
    for (const listener of [...this.listeners]) {
      const reason = ended.get(listener.sessionId);
      if (!reason) continue;
      this.listeners.delete(listener);
      listener.end(reason);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's live stream hub (src/events). */
    eventHub: EventHub;
  }
}
