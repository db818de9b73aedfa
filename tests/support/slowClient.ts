// A client that writes its request a byte at a time over a raw socket, as a slowloris attack
// does, and reports when and how the server ended it.
import net from 'node:net';

export interface TrickleOutcome {
  /** Bytes of the request written before the connection ended. */
  sent: number;
  total: number;
  elapsedMs: number;
  /** Whatever the server answered before closing (a 408, or nothing). */
  answer: string;
  /** 'server': the server closed the connection; 'gave up': still open after `giveUpAfterMs`. */
  endedBy: 'server' | 'gave up';
}

export interface TrickleOptions {
  /** Bytes sent at once before the trickle starts (e.g. the request's headers). */
  sendFirst?: number;
  intervalMs: number;
  /** A safety net: the client closes the socket itself after this long. */
  giveUpAfterMs: number;
}

/** Sends `request` to 127.0.0.1:`port`, the first `sendFirst` bytes at once, then one byte every `intervalMs`. */
export function trickle(port: number, request: string, options: TrickleOptions): Promise<TrickleOutcome> {
  const bytes = Buffer.from(request);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let sent = 0;
    let answer = '';
    let endedBy: TrickleOutcome['endedBy'] = 'server';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      endedBy = 'gave up';
      socket.destroy();
    }, options.giveUpAfterMs);
    const writeNext = () => {
      if (socket.destroyed || sent >= bytes.length) return;
      socket.write(bytes.subarray(sent, sent + 1));
      sent += 1;
      timer = setTimeout(writeNext, options.intervalMs);
    };
    socket.on('connect', () => {
      const first = Math.min(options.sendFirst ?? 0, bytes.length);
      if (first > 0) socket.write(bytes.subarray(0, first));
      sent = first;
      timer = setTimeout(writeNext, options.intervalMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    // A write racing the server's close fails with EPIPE or ECONNRESET: that is the close itself.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      clearTimeout(timer);
      resolve({ sent, total: bytes.length, elapsedMs: Date.now() - started, answer, endedBy });
    });
  });
}

/** The status line's code of a raw HTTP answer, or null when the server answered nothing. */
export function statusOf(answer: string): number | null {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
  return match ? Number(match[1]) : null;
}
