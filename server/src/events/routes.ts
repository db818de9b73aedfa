import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../http/authorization';
import { declared } from '../http/declared';
import type { EventHub } from './hub';

/** A comment line that keeps proxies and the browser from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

const eventHeaders = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

/**
 * The live stream (Server-Sent Events). Each event is a change the administrator may see (`change`,
 * id'd for Last-Event-ID); `ended` says why the session ended, and the stream closes.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ hub: EventHub }> = async (app, { hub }) => {
  app.get(
    '/api/events',
    declared({
      requires: 'signedIn',
      tags: ['events'],
      summary:
        'Live changes as Server-Sent Events (text/event-stream): `change` events ({ id, action, entityType, entityId, at }) ' +
        'filtered by the permissions of the session, comment heartbeats, resumption after Last-Event-ID (a day, ' +
        'at most 1000 events), `ended` ({ reason }) when the session ends, and `closed` ({ reason: STREAMS_PER_SESSION }) ' +
        'when a newer stream of the session (more than 5 on this instance) takes its place',
      headers: eventHeaders,
      response: z.string().describe('text/event-stream'),
    }),
    async (request, reply) => {
      const { admin, session } = signedIn(request);
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
      const lastEventId = request.headers['last-event-id'];
      detach = await hub.attach(
        {
          sessionId: session.id,
          adminId: admin.id,
          send: (change) => write(`id: ${change.id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`),
          end: (reason) => {
            write(`event: ended\ndata: ${JSON.stringify({ reason })}\n\n`);
            close();
          },
          close: (reason) => {
            write(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
            close();
          },
        },
        lastEventId === undefined ? undefined : Number(lastEventId),
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
