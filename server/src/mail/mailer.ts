// Mail goes through SMTP_URL; without it the server logs what it would have sent, so a
// developer can still use features that email a code.
import nodemailer from 'nodemailer';

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailLogger {
  info(message: string): void;
}

export function createMailer(options: { smtpUrl?: string; mailFrom: string }, logger: MailLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        logger.info(`[mail not sent: SMTP_URL is not set] to=${mail.to} subject="${mail.subject}"\n${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.mailFrom, ...mail });
    },
  };
}
