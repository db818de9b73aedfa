// A second server instance on the test API's database, as behind a load balancer. On PostgreSQL
// (DATABASE_URL) it has its own connection pool; on PGlite, which one process owns, both
// applications share the one embedded database.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/src/app';
import { readConfig } from '../../server/src/config';
import { type Database, type Db, openDatabase, selectRows } from '../../server/src/db/client';
import { createMailer } from '../../server/src/mail/mailer';
import type { TestApi } from './apiServer';

export interface SecondInstance {
  app: FastifyInstance;
  /** The instance's own connection to the database (the test API's on PGlite). */
  db: Db;
  close(): Promise<void>;
}

export async function startSecondInstance(api: TestApi, options: Partial<AppOptions> = {}): Promise<SecondInstance> {
  let database: Database | null = null;
  if (process.env.DATABASE_URL) {
    const [{ name }] = await selectRows<{ name: string }>(api.db, sql`SELECT current_database() AS name`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  }
  const mailer = createMailer(
    { smtpUrl: undefined, mailFrom: 'Admin Panel <no-reply@localhost>' },
    { info: () => undefined },
  );
  const app = await buildApp({
    db: database?.db ?? api.db,
    mailer,
    sessionTtlHours: 12,
    panelUrl: readConfig({}).panelUrl,
    listen: (database ?? api.server.database).listen,
    ...options,
  });
  return {
    app,
    db: database?.db ?? api.db,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}
