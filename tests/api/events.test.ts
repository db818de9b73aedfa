// The live stream: every audited change reaches, within a second and across server instances, the
// administrators who may see it and no one else; what was missed is replayed; a rolled-back change
// says nothing; a stream ends with its session.
import { eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../server/src/auditLogs/service';
import { selectRows } from '../../server/src/db/client';
import { tick } from '../../server/src/events/clock';
import { EventHub, STREAMS_PER_SESSION } from '../../server/src/events/hub';
import { publishChange } from '../../server/src/events/publish';
import { events } from '../../server/src/events/tables';
import { admins } from '../../server/src/db/schema';
import { OTHER_USER, USER } from '../support/custodyAddresses';
import { SUPER_EMAIL, startSignedIn, type TestApi } from '../support/apiServer';
import { buildNews, buildNotice, newsInput } from '../support/factories';
import { change, openEventStream, type OpenStream } from '../support/eventStream';
import { startSecondInstance, type SecondInstance } from '../support/secondInstance';

const ON_POSTGRES = Boolean(process.env.DATABASE_URL);

let api: TestApi;
let rootToken: string;
let indexer: string;
let baseUrl: string;
let second: SecondInstance;
let secondUrl: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  ({
    api,
    rootToken,
    tokens: { indexer },
  } = await startSignedIn(['indexer']));
  baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });

  second = await startSecondInstance(api);
  secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await second.close();
  await api.close();
});

const open = async (token: string, url = baseUrl, lastEventId?: string) => {
  const stream = await openEventStream(url, token, lastEventId);
  streams.push(stream);
  return stream;
};
/** An id as a client is told it: an opaque token (server/src/events/eventIds.ts). */
const OPAQUE = /^[A-Za-z0-9_-]{22}$/;

const createNews = async (token = rootToken) => (await buildNews(api, token)).id;
/** Gives the role exactly these permissions, as a super administrator does on the Roles page. */
async function setGrants(roleId: number, identifier: string, codes: readonly string[]) {
  const ids = (await api.call('GET', '/api/permissions', undefined, rootToken))
    .json()
    .data.filter((row: { identifier: string }) => codes.includes(row.identifier))
    .map((row: { id: number }) => row.id);
  const response = await api.call(
    'PUT',
    `/api/roles/${roleId}`,
    { identifier, name: identifier, description: '', permissionIds: ids },
    rootToken,
  );
  expect(response.statusCode).toBe(200);
}

/** From now on the stream hears a notice but no news (news made first, the notice after it). */
async function hearsNoNewsFromNow(stream: OpenStream) {
  const after = stream.events.length;
  await createNews();
  await createMaintenanceNotice();
  await stream.next(change('notice.create'));
  expect(stream.events.slice(after).filter(change('news.create'))).toEqual([]);
}

const createMaintenanceNotice = () => buildNotice(api, rootToken);

describe('the live stream', () => {
  it('answers text/event-stream to a session, and 401 without one', async () => {
    const stream = await open(rootToken);
    expect(stream.status).toBe(200);
    expect((await open('')).status).toBe(401);
    expect((await open(rootToken, baseUrl, 'yesterday')).status).toBe(400);
  });

  it('brings a change made on one instance to a client of another instance on the same database within a second', async () => {
    const stream = await open(rootToken, secondUrl);
    const started = Date.now();
    const id = await createNews();
    const event = await stream.next(change('news.create'), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event.data).toEqual({
      id: expect.stringMatching(OPAQUE),
      action: 'news.create',
      entityType: 'news',
      entityId: String(id),
      at: expect.any(String),
    });
  });

  it("names in a change's answer the events it wrote (Change-Ids), as the stream then brings them; a refusal or a read names none", async () => {
    const stream = await open(rootToken);
    const created = await api.call('POST', '/api/news', newsInput({ title: 'Named in its answer' }), rootToken);
    expect(created.statusCode).toBe(200);
    const event = await stream.next(change('news.create'));
    expect(created.headers['change-ids']).toBe(event.data.id);
    const refused = await api.call('POST', '/api/news', newsInput({ title: '' }), rootToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['change-ids']).toBeUndefined();
    const read = await api.call('GET', '/api/news', undefined, rootToken);
    expect(read.statusCode).toBe(200);
    expect(read.headers['change-ids']).toBeUndefined();
  });

  it('never tells an administrator of a change they may not see', async () => {
    const { token } = await api.signedInAs('news.only@example.com', ['news'], '10.70.0.1');
    const stream = await open(token);
    await createMaintenanceNotice();
    await createNews();
    await stream.next(change('news.create'));
    expect(stream.events.filter(change('notice.create'))).toEqual([]);
  });

  it('says nothing of a change that rolled back', async () => {
    const stream = await open(rootToken);
    await expect(
      api.db.transaction(async (tx) => {
        await recordAudit(
          tx,
          { adminId: null, ip: null, userAgent: null },
          {
            action: 'notice.delete',
            entityType: 'notice',
            entityId: 999_999,
          },
        );
        throw new Error('the change failed after its audit row');
      }),
    ).rejects.toThrow('the change failed');
    await createNews();
    await stream.next(change('news.create'));
    expect(stream.events.filter(change('notice.delete'))).toEqual([]);
  });

  it('replays after Last-Event-ID what was missed, of what the administrator may see', async () => {
    const { token } = await api.signedInAs('news.replay@example.com', ['news'], '10.70.0.2');
    const first = await open(token);
    await createNews();
    const seen = await first.next(change('news.create'));
    first.close();
    const missedNews = await createNews();
    await createMaintenanceNotice();
    const resumed = await open(token, secondUrl, seen.id);
    const replayed = await resumed.next(change('news.create'));
    expect(replayed.data.entityId).toBe(String(missedNews));
    expect(replayed.id).not.toBe(seen.id);
    expect(resumed.events.filter(change('notice.create'))).toEqual([]);
  });

  it('tells a client opaque ids, which say nothing of the changes it was not told of, and refuses a Last-Event-ID it did not send', async () => {
    const { token } = await api.signedInAs('news.counting@example.com', ['news'], '10.70.0.6');
    const stream = await open(token);
    await createNews();
    const before = await stream.next(change('news.create'));
    // Three changes it may not see, between two it may.
    for (let index = 0; index < 3; index += 1) await createMaintenanceNotice();
    const afterId = await createNews();
    const after = await stream.next((event) => change('news.create')(event) && event.data.entityId === String(afterId));
    for (const told of [before, after]) {
      expect(told.id).toMatch(OPAQUE);
      expect(told.data.id).toMatch(OPAQUE);
    }
    // Nothing countable: neither id is a number, and a position differs from the event's own id.
    expect([before.id, after.id, before.data.id].some((id) => /^\d+$/.test(String(id)))).toBe(false);
    expect(after.id).not.toBe(after.data.id);
    const position = after.id as string;
    const otherCharacter = (character: string) => (character === 'A' ? 'B' : 'A');
    for (const forged of [
      '12',
      after.data.id as string,
      `${position.slice(0, 10)}${otherCharacter(position[10])}${position.slice(11)}`,
      `${position.slice(0, 21)}${otherCharacter(position[21])}`,
      'A'.repeat(22),
    ])
      expect((await open(token, baseUrl, forged)).status).toBe(400);
    // The same place is told the same way again: resuming after it replays nothing already heard.
    const resumed = await open(token, secondUrl, after.id);
    await createNews();
    expect((await resumed.next(change('news.create'))).data.entityId).not.toBe(String(afterId));
  });

  // PGlite serves one transaction at a time: two can interleave only on PostgreSQL.
  if (ON_POSTGRES) {
    it('replays after Last-Event-ID an event whose transaction took its id first but committed last', async () => {
      const stream = await open(rootToken);
      let idTaken = () => {};
      const taken = new Promise<void>((resolve) => {
        idTaken = resolve;
      });
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      // The first transaction takes its event's id and waits; the second takes a later id and commits first.
      const slow = api.db.transaction(async (tx) => {
        await publishChange(tx, { action: 'notice.update', entityType: 'notice', entityId: '424242' });
        idTaken();
        await committing;
      });
      await taken;
      await createNews();
      const heard = await stream.next(change('news.create'));
      stream.close();
      commit();
      await slow;
      const resumed = await open(rootToken, secondUrl, heard.id);
      const replayed = await resumed.next(change('notice.update'));
      expect(replayed.data.entityId).toBe('424242');
      expect(resumed.events.filter(change('news.create'))).toEqual([]);
    });
  }

  it('hears of grants it was given from the moment they change', async () => {
    const { token, roleId } = await api.signedInAs('news.then.notices@example.com', ['news'], '10.70.0.3');
    const stream = await open(token);
    await setGrants(roleId, 'news_then_notices', ['news', 'notices']);
    // Everyone hears that grants changed (the panel reads its session again).
    await stream.next(change('role.update'));
    await createMaintenanceNotice();
    await stream.next(change('notice.create'));
  });

  it("follows its account to another role at once: a demoted administrator's open stream hears only what the new role may see", async () => {
    const email = 'content.demoted@example.com';
    const { token, adminId } = await api.signedInAs(email, ['news', 'feedback'], '10.70.0.5');
    const analyst = await api.createRole('live_analyst', ['notices']);
    const stream = await open(token, secondUrl);
    await createNews();
    await stream.next(change('news.create'));

    const moved = await api.call(
      'PUT',
      `/api/admins/${adminId}`,
      { email, name: 'Content demoted', description: 'Moved to analytics', roleId: analyst },
      rootToken,
    );
    expect(moved.statusCode).toBe(200);
    // As the API answers from now on, so does the open stream.
    expect((await api.call('GET', '/api/news', undefined, token)).statusCode).toBe(403);
    await hearsNoNewsFromNow(stream);
  });

  it('stops hearing what its role no longer grants from the moment it changes', async () => {
    const { token, roleId } = await api.signedInAs('news.taken@example.com', ['news', 'notices'], '10.70.0.6');
    const stream = await open(token);
    await setGrants(roleId, 'news_taken', ['notices']);
    await stream.next(change('role.update'));
    await hearsNoNewsFromNow(stream);
  });

  it('hears what is announced while it opens once, after the backlog it replays, and nothing twice', async () => {
    const watcher = await open(rootToken);
    const first = await createNews();
    const second = await createNews();
    // Heard by a stream: positioned, in commit order.
    await watcher.next((event) => change('news.create')(event) && event.data.entityId === String(second));
    const rows = await api.db
      .select()
      .from(events)
      .where(inArray(events.entityId, [String(first), String(second)]));
    const [one, two] = rows.filter((row) => row.action === 'news.create').sort((a, b) => a.id - b.id);
    const [root] = await api.db.select().from(admins).where(eq(admins.email, SUPER_EMAIL));
    const hub = new EventHub(api.db, { idleMinutes: 30 });
    const heard: number[] = [];
    const attaching = hub.attach(
      {
        sessionId: 'opening',
        adminId: root.id,
        send: (change) => heard.push(change.id),
        end() {},
        close() {},
      },
      (one.position as number) - 1,
    );
    // Announced while the stream reads its grants and its backlog: two it will replay, one it will not find.
    const later = { ...two, id: two.id + 1_000_000, position: (two.position as number) + 1_000_000 };
    const deliver = (row: typeof two) => (hub as unknown as { deliver(row: typeof two): Promise<void> }).deliver(row);
    await Promise.all([deliver(two), deliver(one), deliver(later)]);
    const detach = await attaching;
    expect(heard).toEqual([one.id, two.id, later.id]);
    detach();
    expect(hub.connections).toBe(0);
  });

  it("ends a revoked session's stream at once, saying why", async () => {
    const { token } = await api.signedInAs('revoked.live@example.com', ['news'], '10.70.0.4');
    const stream = await open(token, secondUrl);
    const sessions = (
      await api.call('GET', '/api/sessions?adminEmail=revoked.live@example.com', undefined, rootToken)
    ).json().data;
    const revoked = await api.call('POST', `/api/sessions/${sessions[0].id}/revoke`, undefined, rootToken);
    expect(revoked.statusCode).toBe(200);
    const ended = await stream.next((event) => event.event === 'ended', 2000);
    expect(ended.data).toEqual({ reason: 'SESSION_REVOKED' });
    await stream.closed;
    expect((await open(token)).status).toBe(401);
  });
});

describe('streams per session', () => {
  it(`keeps at most ${STREAMS_PER_SESSION} streams of one session open on an instance: a newer one closes the oldest, saying why, and the session lives on`, async () => {
    const { token } = await api.signedInAs('many.tabs@example.com', ['news'], '10.70.0.9');
    const others = await open(rootToken);
    const tabs: OpenStream[] = [];
    for (let index = 0; index < STREAMS_PER_SESSION; index += 1) tabs.push(await open(token));
    expect(tabs.every((tab) => tab.status === 200)).toBe(true);
    const connected = api.app.eventHub.connections;
    const newest = await open(token);
    expect(newest.status).toBe(200);
    const closed = await tabs[0].next((event) => event.event === 'closed');
    expect(closed.data).toEqual({ reason: 'STREAMS_PER_SESSION' });
    await tabs[0].closed;
    expect(api.app.eventHub.connections).toBe(connected);
    // The session itself is untouched: it still reads, and its other streams (and everyone else's) still hear.
    expect((await api.call('GET', '/api/news', undefined, token)).statusCode).toBe(200);
    await createNews();
    for (const stream of [...tabs.slice(1), newest, others]) await stream.next(change('news.create'));
    expect(tabs[0].events.filter((event) => event.event === 'ended')).toEqual([]);
  });
});

describe('what time alone changes', () => {
  const asIndexer = (method: 'POST' | 'PUT', url: string, payload: object) =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${indexer}` }, payload });
  /** A withdrawal the indexer saw, cooling for `coolingMs` more; answers its id. */
  const requestWithdrawal = async (nonce: string, coolingMs: number) => {
    const recorded = await asIndexer('POST', '/api/service/withdrawals', {
      userAddress: USER,
      receivingAddress: OTHER_USER,
      amount: '0.25',
      nonce,
      requestedAt: new Date(Date.now() - 3_600_000).toISOString(),
      coolingEndsAt: new Date(Date.now() + coolingMs).toISOString(),
    });
    expect(recorded.statusCode).toBe(200);
    return String(recorded.json().data.id);
  };
  const eventsOf = (action: string, entityId: string) =>
    selectRows<{ id: string }>(api.db, sql`SELECT id FROM events WHERE action = ${action} AND entity_id = ${entityId}`);

  it("tells who may see withdrawals, once, that a withdrawal's cooling time has passed", async () => {
    const { token: unrelated } = await api.signedInAs('cooling.unrelated@example.com', ['news'], '10.70.0.5');
    const others = await open(unrelated, secondUrl);
    const stream = await open(rootToken, secondUrl);
    const id = await requestWithdrawal('91001', 60_000);
    // Not before its time.
    await tick(api.db);
    expect(await eventsOf('withdrawal.cooled', id)).toHaveLength(0);

    // Its time comes: the cooling end is moved to the present rather than waited for.
    await api.db.execute(sql`UPDATE withdrawals SET cooling_ends_at = now() WHERE id = ${Number(id)}`);
    // Both instances' clocks look at once: one event is written.
    await Promise.all([tick(api.db), tick(second.db)]);
    const event = await stream.next(change('withdrawal.cooled'), 1000);
    expect(event.data).toMatchObject({ action: 'withdrawal.cooled', entityType: 'withdrawal', entityId: id });
    await tick(api.db);
    expect(await eventsOf('withdrawal.cooled', id)).toHaveLength(1);
    expect(others.events.filter(change('withdrawal.cooled'))).toEqual([]);
  });

  it('tells who may see CRSM, once, that the price in use has gone stale, and not while a fresher one is in use', async () => {
    const { token: unrelated } = await api.signedInAs('stale.unrelated@example.com', ['feedback'], '10.70.0.6');
    const others = await open(unrelated);
    const stream = await open(rootToken);
    const market = await api.call('GET', '/api/crsm/market', undefined, rootToken);
    const maxAge = market.json().data.settings.priceMaxAgeSeconds as number;
    const reported = await asIndexer('PUT', '/api/service/crsm/price', {
      price: '61000',
      observedAt: new Date(Date.now() - (maxAge + 5) * 1000).toISOString(),
    });
    expect(reported.statusCode).toBe(200);
    await tick(api.db);
    const first = await stream.next(change('crsm.priceStale'), 1000);
    expect(first.data).toMatchObject({ entityType: 'crsmPrice' });
    await tick(api.db);

    const fresh = await asIndexer('PUT', '/api/service/crsm/price', {
      price: '62000',
      observedAt: new Date().toISOString(),
    });
    expect(fresh.statusCode).toBe(200);
    await tick(api.db);
    expect(stream.events.filter(change('crsm.priceStale'))).toHaveLength(1);
    expect(others.events.filter(change('crsm.priceStale'))).toEqual([]);
  });

  it('looks by itself, every LIVE_CLOCK_SECONDS, in every instance', async () => {
    const ticking = await startSecondInstance(api, { clockEveryMs: 100 });
    try {
      const stream = await open(rootToken);
      const id = await requestWithdrawal('91002', 300);
      const event = await stream.next(change('withdrawal.cooled'), 3000);
      expect(event.data).toMatchObject({ entityId: id });
    } finally {
      await ticking.close();
    }
  });

  it('keeps the backlog to two days', async () => {
    await api.db.execute(
      sql`INSERT INTO events (action, entity_type, entity_id, created_at) VALUES ('news.create', 'news', '1', now() - interval '3 days')`,
    );
    await tick(api.db);
    const [{ old }] = await selectRows<{ old: number }>(
      api.db,
      sql`SELECT count(*)::int AS old FROM events WHERE created_at < now() - interval '2 days'`,
    );
    expect(old).toBe(0);
  });
});
