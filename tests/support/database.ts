// Each test file gets a database of its own: in-memory PGlite by default, or a fresh database on
// the PostgreSQL server named by DATABASE_URL, dropped when the file is done.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';

/** The file holding a migrated PGlite dump (Jest's workers inherit the environment of its global setup). */
export const MIGRATED_SNAPSHOT_ENV = 'TEST_MIGRATED_SNAPSHOT';
/** The name of a migrated template database on the PostgreSQL server. */
export const MIGRATED_TEMPLATE_ENV = 'TEST_MIGRATED_TEMPLATE';

export interface TestDatabaseTarget {
  databaseUrl?: string;
  dataDir: string;
  /** On PGlite, a migrated data directory to start from (absent: an empty cluster). */
  initialDataDir?: Blob;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, empty or a copy of `template`, dropped
 * (with its connections) by `drop`.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix = 'admin_test',
  template?: string,
): Promise<TestDatabaseTarget> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
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

/**
 * Like `createTestDatabase`, but with the migrations already applied when Jest's global setup
 * (tests/support/migratedDatabase.ts) made a migrated copy for the run: starting from it skips
 * PGlite's initdb and the migrations in every file. Without one, the database is empty.
 */
export async function createMigratedTestDatabase(): Promise<TestDatabaseTarget> {
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env[MIGRATED_TEMPLATE_ENV];
  if (serverUrl) return createPostgresDatabase(serverUrl, 'admin_test', template || undefined);
  const snapshot = process.env[MIGRATED_SNAPSHOT_ENV];
  if (!snapshot) return createTestDatabase();
  return { dataDir: 'memory://', initialDataDir: new Blob([fs.readFileSync(snapshot)]), drop: async () => undefined };
}
