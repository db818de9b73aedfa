// A real SMTP server in the test process: the server under test sends to it through SMTP_URL.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Quoted-printable (or an encoded word's Q) to text: soft line breaks joined, =XX bytes read as UTF-8. */
function fromQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's encoded words (=?UTF-8?Q?…?= or ?B?, RFC 2047) as text; the space between two of them is not text. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : fromQuotedPrintable(word.replace(/_/g, ' ')),
    );
}

/** A single-part text mail as its reader sees it: the subject and the body, decoded. */
export function readMail(mail: ReceivedMail): { to: string[]; subject: string; text: string } {
  const split = mail.raw.indexOf('\r\n\r\n');
  const headers = mail.raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = mail.raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? fromQuotedPrintable(body)
        : body;
  return { to: mail.to, subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** The newest six-digit code sent to an address. */
  latestCode(to: string): string | undefined;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    latestCode(to) {
      const mail = [...messages].reverse().find((message) => message.to.includes(to.toLowerCase()));
      return mail ? /code for changing your password is (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1] : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
