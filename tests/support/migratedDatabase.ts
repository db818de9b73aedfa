// One migrated database per Jest run, made by the global setup and copied by each test file
// (tests/support/database.ts): a PGlite dump in a temporary file, or a template database on the
// PostgreSQL server named by DATABASE_URL. The global teardown removes it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { MIGRATED_SNAPSHOT_ENV, MIGRATED_TEMPLATE_ENV } from './database';

async function onServer(serverUrl: string, statement: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function prepareMigratedDatabase(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `admin_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    process.env[MIGRATED_TEMPLATE_ENV] = name;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'migrated-pglite-')), 'data.tar');
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    process.env[MIGRATED_SNAPSHOT_ENV] = file;
  } finally {
    await database.close();
  }
}

export async function removeMigratedDatabase(): Promise<void> {
  const template = process.env[MIGRATED_TEMPLATE_ENV];
  if (template && process.env.DATABASE_URL) {
    await onServer(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const snapshot = process.env[MIGRATED_SNAPSHOT_ENV];
  if (snapshot) fs.rmSync(path.dirname(snapshot), { recursive: true, force: true });
  delete process.env[MIGRATED_TEMPLATE_ENV];
  delete process.env[MIGRATED_SNAPSHOT_ENV];
}
