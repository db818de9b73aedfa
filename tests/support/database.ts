// Each test file gets a database of its own: in-memory PGlite by default, or a fresh database on
// the PostgreSQL server named by DATABASE_URL, dropped when the file is done.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabaseTarget {
  databaseUrl?: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, dropped (with its connections) by `drop`. */
export async function createPostgresDatabase(serverUrl: string, prefix = 'admin_test'): Promise<TestDatabaseTarget> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    drop: async () => {
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabaseTarget> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { dataDir: 'memory://', drop: async () => undefined };
  return createPostgresDatabase(serverUrl);
}
