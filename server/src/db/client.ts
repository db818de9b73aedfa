// One database handle for the whole server: embedded PGlite in a folder, or PostgreSQL by URL.
import { sql, type SQL } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A single connection for scripts of several statements (migrations). */
  openScriptSession(): Promise<ScriptSession>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (from any server on this database), until the
   * answered function stops listening. On PostgreSQL a dedicated connection listens, and listens again
   * after losing its connection (`onReconnect` then runs, for what may have been missed).
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface ScriptSession {
  rows<Row>(sql: string): Promise<Row[]>;
  exec(sql: string): Promise<void>;
  release(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; `memory://` keeps everything in memory. */
  dataDir?: string;
  /** A PGlite data directory as `dumpDataDir` wrote it, to start from instead of an empty cluster. */
  initialDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, an administrator's termination) is
    // dropped from the pool, which opens a new one on demand; without a listener it would end the process.
    pool.on('error', (error) =>
      process.emitWarning(`An idle PostgreSQL connection closed: ${error.message}`, 'DatabaseWarning'),
    );
    // One closed while checked out (between a transaction's statements, or just before its release) has no
    // pool listener then: its error would end the process too. Its query fails by itself, and the pool
    // drops it when it comes back; the idle case is told above.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return {
      db: drizzlePostgres(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      openScriptSession: async () => {
        const connection = new Client({ connectionString: options.databaseUrl });
        connection.on('error', (error) =>
          process.emitWarning(`A PostgreSQL script connection closed: ${error.message}`, 'DatabaseWarning'),
        );
        await connection.connect();
        return {
          rows: async <Row>(sql: string) => (await connection.query(sql)).rows as Row[],
          exec: async (sql) => {
            await connection.query(sql);
          },
          release: () => connection.end(),
        };
      },
      listen: (channel, onPayload, onReconnect) =>
        listenOnPostgres(options.databaseUrl as string, channel, onPayload, onReconnect),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: dataDir.startsWith('memory://') ? undefined : path.resolve(dataDir),
    loadDataDir: options.initialDataDir,
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    openScriptSession: async () => ({
      rows: async <Row>(sql: string) => (await client.query<Row>(sql)).rows,
      exec: async (sql) => {
        await client.exec(sql);
      },
      release: async () => undefined,
    }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

const RELISTEN_DELAY_MS = 1000;

async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let connection: Client | undefined;
  const reconnect = () => {
    if (!stopped) setTimeout(() => void connect().then(onReconnect, reconnect), RELISTEN_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // A lost listening connection is replaced; what was announced meanwhile is replayed by the caller.
    next.on('error', (error) => {
      process.emitWarning(`The PostgreSQL listening connection closed: ${error.message}`, 'DatabaseWarning');
      next.end().catch(() => undefined);
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    connection = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await connection?.end().catch(() => undefined);
  };
}

/** The rows of a raw SQL query; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Bare column names, for the column lists of raw statements (`INSERT INTO t (a, b)`, `ON CONFLICT (a)`). */
export const columns = (...list: AnyPgColumn[]) =>
  sql.join(
    list.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
