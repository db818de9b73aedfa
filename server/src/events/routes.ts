import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../http/authorization';
import { declared } from '../http/declared';
import { AppError } from '../http/errors';
import type { EventIds } from './eventIds';
import type { EventHub } from './hub';

/** A comment line that keeps proxies and the browser from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

const eventHeaders = z.object({
  'last-event-id': z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/)
    .optional()
    .describe('The id of the last event received (an opaque token this server sent)'),
});

/**
 * The live stream (Server-Sent Events). Each event is a change the administrator may see (`change`,
 * id'd for Last-Event-ID); `ended` says why the session ended, and the stream closes.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ hub: EventHub; eventIds: EventIds }> = async (
  app,
  { hub, eventIds },
) => {
  app.get(
    '/api/events',
    declared({
      requires: 'signedIn',
      tags: ['events'],
      summary:
        'Live changes as Server-Sent Events (text/event-stream): `change` events ({ id, action, entityType, entityId, at }) ' +
        'filtered by the permissions of the session, ids as opaque tokens, comment heartbeats, resumption after Last-Event-ID ' +
        '(in commit order; a day, ' +
        'at most 1000 events), `ended` ({ reason }) when the session ends, and `closed` ({ reason: STREAMS_PER_SESSION }) ' +
        'when a newer stream of the session (more than 5 on this instance) takes its place',
      headers: eventHeaders,
      response: z.string().describe('text/event-stream'),
    }),
    async (request, reply) => {
      const { admin, session } = signedIn(request);
      const lastEventId = request.headers['last-event-id'];
      const resumeAfter = lastEventId === undefined ? undefined : eventIds.read('position', lastEventId);
      if (resumeAfter === null) {
        throw new AppError('VALIDATION_FAILED', 'Last-Event-ID is not an id this server sent.', {
          fields: [{ field: 'last-event-id', message: 'not an id this server sent' }],
        });
      }
      const stream = new PassThrough();
      const write = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      write('retry: 3000\n\n');
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
      let detach = () => {};
      let closed = false;
      const close = () => {
        closed = true;
        clearInterval(heartbeat);
        detach();
        if (!stream.writableEnded) stream.end();
      };
      // The response closes when the client goes away (or once the stream has ended).
      reply.raw.on('close', close);
      detach = await hub.attach(
        {
          sessionId: session.id,
          adminId: admin.id,
          // Ids as opaque tokens (eventIds.ts): the position to resume after, and the event's own id.
          send: ({ position, id, ...change }) =>
            write(
              `id: ${eventIds.token('position', position)}\nevent: change\ndata: ${JSON.stringify({ id: eventIds.token('event', id), ...change })}\n\n`,
            ),
          end: (reason) => {
            write(`event: ended\ndata: ${JSON.stringify({ reason })}\n\n`);
            close();
          },
          close: (reason) => {
            write(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
            close();
          },
        },
        resumeAfter,
      );
      // Gone (or ended) while it was being attached: nothing is left listening.
      if (closed) detach();
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store, no-transform')
          .header('x-accel-buffering', 'no')
          // A stream is sent as it is written (Fastify does not serialise streams); the schema documents its text.
          .send(stream as unknown as string)
      );
    },
  );
};
