import { forBlock, startTestApi, type TestApi } from './apiServer';
import { startMailbox, type Mailbox } from './mailbox';

/**
 * A test API that sends its mail to a mailbox of its own (SMTP_URL; the rest of `env` as given), for
 * the enclosing block: `use` receives both once they are started, and may prepare more; see `forBlock`.
 */
export function mailedApiForBlock(
  env: Record<string, string>,
  use: (started: { api: TestApi; mailbox: Mailbox }) => void | Promise<void>,
) {
  forBlock(
    async () => {
      const mailbox = await startMailbox();
      return { mailbox, api: await startTestApi({ SMTP_URL: mailbox.url, ...env }) };
    },
    async ({ api, mailbox }) => {
      await api.close();
      await mailbox.close();
    },
    use,
  );
}
