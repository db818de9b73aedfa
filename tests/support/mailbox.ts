// A real SMTP server in the test process: the server under test sends to it through SMTP_URL.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
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
