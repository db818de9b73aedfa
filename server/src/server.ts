// Everything a running server needs, in the order it needs it: database, migrations, the first
// administrator, the mailer and the HTTP application. Used by main.ts, the mock and the tests.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { ensureFirstSuperAdmin, type BootstrapResult } from './admins/bootstrap';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { createMailer, type Mailer } from './mail/mailer';

export interface StartedServer {
  app: FastifyInstance;
  database: Database;
  bootstrap: BootstrapResult;
  close(): Promise<void>;
}

export async function createServer(
  config: ServerConfig,
  extra: {
    logger?: FastifyServerOptions['logger'];
    mailer?: Mailer;
    log?: (message: string) => void;
    /** An opened database to use (and close) instead of the one `config` names. */
    database?: Database;
  } = {},
): Promise<StartedServer> {
  const log = extra.log ?? ((message: string) => console.log(message));
  const database = extra.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await migrate(database);
    const bootstrap = await ensureFirstSuperAdmin(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
      walletAddress: config.adminWalletAddress,
    });
    const mailer = extra.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }, { info: log });
    const app = await buildApp({
      db: database.db,
      mailer,
      sessionTtlHours: config.sessionTtlHours,
      sessionIdleMinutes: config.sessionIdleMinutes,
      btcNetwork: config.btcNetwork,
      staticDir: config.staticDir,
      logger: extra.logger,
      trustProxy: config.trustProxy,
      panelOrigins: config.panelOrigins,
      pictureHosts: config.pictureHosts,
      walletOrigins: config.walletOrigins,
      panelUrl: config.panelUrl,
      requestTimeoutSeconds: config.requestTimeoutSeconds,
      headersTimeoutSeconds: config.headersTimeoutSeconds,
      listen: database.listen,
      clockEveryMs: config.liveClockSeconds * 1000,
    });
    return {
      app,
      database,
      bootstrap,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
