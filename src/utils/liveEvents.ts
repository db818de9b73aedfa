// The live stream (GET /api/events) as the panel reads it: fetch with the session's bearer token
// (EventSource cannot send one), the Server-Sent Events parsed as they arrive, and a reconnection
// with back-off that resumes after the last event seen (Last-Event-ID).
import type { SessionEndedCode } from '../../contract/errors';
import { SESSION_ENDED_CODES } from '../../contract/errors';

/** What changed, as the stream says it: an audited action on a record, never the record itself. */
export interface LiveChange {
  /** The event's opaque id, as the answer of the change that wrote it names it (`Change-Ids`). */
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  at: string;
}

export interface ParsedEvent {
  event: string;
  id?: string;
  data: string;
}

/** Splits the stream's text into events as chunks arrive; comments (heartbeats) and `retry:` lines are skipped. */
export function eventParser(): (chunk: string) => ParsedEvent[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const parsed: ParsedEvent[] = [];
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: ParsedEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.event = value;
        else if (field === 'id') event.id = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) parsed.push({ ...event, data: data.join('\n') });
      end = buffer.indexOf('\n\n');
    }
    return parsed;
  };
}

/** Waits before the n-th reconnection in a row: 1 s, 2 s, 4 s… up to 30 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));

export interface LiveConnection {
  stop(): void;
}

export interface LiveHandlers {
  onChange(change: LiveChange): void;
  /** The session has ended (the stream said so, or answered 401): sign out, saying why. */
  onEnded(reason: SessionEndedCode | undefined): void;
  /** The stream is open (`true`) or lost and being retried (`false`). */
  onOnline(online: boolean): void;
  /**
   * The server closed this stream for a newer one of the same session (more tabs open than it keeps
   * streams for): not retried, or two tabs would take the stream from each other for ever.
   */
  onClosed(): void;
}

const endedCodeOf = (value: unknown): SessionEndedCode | undefined =>
  SESSION_ENDED_CODES.find((code) => code === value);

/** Opens the stream and keeps it open until stopped. */
export function connectLiveEvents(url: string, token: string, handlers: LiveHandlers): LiveConnection {
  let stopped = false;
  let controller: AbortController | undefined;
  let lastEventId: string | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped) return;
    handlers.onOnline(false);
    attempt += 1;
    timer = setTimeout(open, reconnectDelayMs(attempt));
  };

  async function open() {
    controller = new AbortController();
    try {
      const response = await fetch(url, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        const body = await response.json().catch(() => undefined);
        handlers.onEnded(endedCodeOf((body as { errorCode?: unknown } | undefined)?.errorCode));
        return;
      }
      if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
      attempt = 0;
      handlers.onOnline(true);
      const parse = eventParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const event of parse(value)) {
          if (event.event === 'ended') {
            stopped = true;
            handlers.onEnded(endedCodeOf((JSON.parse(event.data) as { reason?: unknown }).reason));
            return;
          }
          if (event.event === 'closed') {
            stopped = true;
            handlers.onClosed();
            return;
          }
          if (event.event !== 'change') continue;
          if (event.id) lastEventId = event.id;
          handlers.onChange(JSON.parse(event.data) as LiveChange);
        }
      }
      retry();
    } catch {
      retry();
    }
  }

  void open();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    },
  };
}

type Listener = (change: LiveChange) => void;
const listeners = new Set<Listener>();

/** Hears every change the stream brings, until the answered function is called. */
export function subscribeToChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceChange(change: LiveChange): void {
  for (const listener of listeners) listener(change);
}

/** Changes this panel made itself, by event id, with the order in which their answers came (`Change-Ids`). */
const acknowledged = new Map<string, number>();
let acknowledgements = 0;
/** Enough for any burst of one's own changes; the oldest are forgotten first. */
const ACKNOWLEDGED_KEPT = 500;

/** An event id as the server writes it: an opaque token. */
const EVENT_ID = /^[A-Za-z0-9_-]{22}$/;

/** Notes the live events a change of one's own wrote, as its answer names them (`Change-Ids: <id>,<id>`). */
export function acknowledgeChanges(header: string | null | undefined): void {
  for (const part of (header ?? '').split(',')) {
    const id = part.trim();
    if (!EVENT_ID.test(id)) continue;
    acknowledgements += 1;
    acknowledged.set(id, acknowledgements);
    if (acknowledged.size > ACKNOWLEDGED_KEPT) acknowledged.delete(acknowledged.keys().next().value as string);
  }
}

/** Where the acknowledgements stand now: a reading begun now holds every change acknowledged so far. */
export const acknowledgedSoFar = (): number => acknowledgements;

/**
 * Whether a reading begun at `mark` (an `acknowledgedSoFar()`) already holds this change: one's own change,
 * answered before the reading began (the server commits a change before it answers).
 */
export function heldByReading(change: LiveChange, mark: number): boolean {
  const at = acknowledged.get(change.id);
  return at !== undefined && at <= mark;
}
