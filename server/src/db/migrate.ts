// Applies the SQL files in ./migrations in name order, each once, each in its own transaction.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

const migrationsDirectory = path.join(__dirname, 'migrations');
const MIGRATION_LOCK = 724100;

function listMigrations(): { name: string; sql: string }[] {
  return fs
    .readdirSync(migrationsDirectory)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(migrationsDirectory, name), 'utf8') }));
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

export async function migrate(database: Database): Promise<string[]> {
  const session = await database.openScriptSession();
  const applied: string[] = [];
  try {
    // Several servers starting at once on one PostgreSQL apply each file exactly once.
    await session.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    await session.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await session.rows<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    for (const migration of listMigrations()) {
      if (done.has(migration.name)) continue;
      try {
        await session.exec(
          `BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (name) VALUES (${quote(migration.name)});\nCOMMIT;`,
        );
      } catch (error) {
        await session.exec('ROLLBACK').catch(() => undefined);
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      applied.push(migration.name);
    }
  } finally {
    await session.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
    await session.release();
  }
  return applied;
}
