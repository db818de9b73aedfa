import http from 'node:http';
import { performance } from 'node:perf_hooks';

// A client of the live stream (GET /api/events) as the panel reads it: fetch with the session's
// bearer token, the Server-Sent Events parsed as they arrive.
export interface StreamEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
  /** When this client parsed it (performance.now()), for the bench's commit-to-delivery times. */
  receivedAt: number;
}

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  /** Resolves with the first event (already received or to come) matching, or rejects after `timeoutMs`. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server has closed the stream. */
  closed: Promise<void>;
  close(): void;
}

export async function openEventStream(
  baseUrl: string,
  token: string,
  lastEventId?: string,
  /** The page's origin, as a browser sends it for a panel served from another origin. */
  origin?: string,
): Promise<OpenStream> {
  const events: StreamEvent[] = [];
  const waiting = new Set<() => void>();
  // node:http without an agent: one connection per stream, gone with it (fetch's pool kept a spare
  // connection open to the server, which then waited for it to time out before it could stop).
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, {
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        ...(origin ? { origin } : {}),
      },
    });
    request.on('response', resolve);
    request.on('error', reject);
  });
  const closed = new Promise<void>((resolve) => {
    response.on('close', resolve);
    response.on('error', () => resolve());
  });
  if (response.statusCode === 200) {
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
        if (fields.data)
          events.push({
            event: fields.event ?? 'message',
            id: fields.id,
            data: JSON.parse(fields.data),
            receivedAt: performance.now(),
          });
        for (const wake of waiting) wake();
        end = buffer.indexOf('\n\n');
      }
    });
  } else {
    response.resume();
  }
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    events,
    closed,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => response.destroy(),
  };
}

export const change = (action: string) => (event: StreamEvent) =>
  event.event === 'change' && event.data.action === action;
