// Which live events a request wrote, told in its answer (`Change-Ids: <token>,<token>`): the panel that made a
// change reads its list again once, and on hearing the same change from the live stream knows that
// reading already holds it (one reading per change, not two racing ones).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EventIds } from './eventIds';

const CHANGE_IDS_HEADER = 'change-ids';

const written = new AsyncLocalStorage<number[]>();

/** Notes an event written for the request under way (none outside a request: the clock's own events). */
export function noteChangeId(id: number): void {
  written.getStore()?.push(id);
}

async function changeIdsPlugin(app: FastifyInstance, options: { eventIds: EventIds }) {
  app.addHook('onRequest', (_request, _reply, done) => written.run([], done));
  app.addHook('onSend', async (_request, reply, payload) => {
    const ids = written.getStore();
    // A refused change was rolled back: its events were never committed, and are never heard.
    // As the stream names them in its `data.id`: opaque tokens (eventIds.ts).
    if (ids?.length && reply.statusCode < 400)
      reply.header(CHANGE_IDS_HEADER, ids.map((id) => options.eventIds.token('event', id)).join(','));
    return payload;
  });
}

export default fp(changeIdsPlugin, { name: 'change-ids' });
