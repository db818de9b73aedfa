// One source for the database's shape: the SQL migrations create it, and every Drizzle table the
// server queries through must describe it exactly (same tables, columns, types and nullability), so
// a migration that Drizzle does not follow, or a Drizzle column no migration creates, fails here
// rather than at the first query in production.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { selectRows } from '../../server/src/db/client';
import { testApiForBlock, type TestApi } from '../support/apiServer';

let api: TestApi;
testApiForBlock((started) => ({ api } = started));

const SERVER = path.resolve(__dirname, '../../server/src');

/** Every module of the server that defines tables: db/schema.ts and each domain's tables.ts. */
function tableModules(directory = SERVER): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return tableModules(full);
    return /(^tables|^schema)\.ts$/.test(entry.name) && fs.readFileSync(full, 'utf8').includes('pgTable(')
      ? [full]
      : [];
  });
}

/** Each table once (db/schema.ts re-exports the domains' tables). */
function drizzleTables(): PgTable[] {
  const exported = tableModules().flatMap((file) => Object.values(require(file) as Record<string, unknown>));
  return [...new Set(exported.filter((value): value is PgTable => value instanceof PgTable))];
}

/** How information_schema names the types Drizzle's columns declare. */
function databaseTypeOf(sqlType: string): string {
  const known: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    'timestamp with time zone': 'timestamp with time zone',
    timestamp: 'timestamp without time zone',
  };
  if (known[sqlType]) return known[sqlType];
  if (/^numeric/.test(sqlType)) return 'numeric';
  if (/^varchar/.test(sqlType)) return 'character varying';
  if (/^char/.test(sqlType)) return 'character';
  if (/\[\]$/.test(sqlType)) return 'ARRAY';
  return sqlType;
}

/** Tables the server reaches only through raw SQL, and why. */
const RAW_SQL_ONLY: Record<string, string> = {
  schema_migrations:
    'the migration runner (server/src/db/migrate.ts) records the files it applied; nothing else reads it',
};

interface DatabaseColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

it('finds the tables of every domain', () => {
  expect(tableModules().length).toBeGreaterThanOrEqual(15);
  expect(drizzleTables().length).toBeGreaterThanOrEqual(40);
});

it('every Drizzle table is a migrated table with exactly its columns, types and nullability', async () => {
  const columns = await selectRows<DatabaseColumn>(
    api.db,
    sql`SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const table of drizzleTables()) {
    const config = getTableConfig(table);
    if (seen.has(config.name)) problems.push(`${config.name}: defined twice`);
    seen.add(config.name);
    const inDatabase = new Map(
      columns.filter((column) => column.table_name === config.name).map((column) => [column.column_name, column]),
    );
    if (!inDatabase.size) {
      problems.push(`${config.name}: no such table`);
      continue;
    }
    for (const column of config.columns) {
      const actual = inDatabase.get(column.name);
      if (!actual) {
        problems.push(`${config.name}.${column.name}: no such column`);
        continue;
      }
      inDatabase.delete(column.name);
      const expectedType = databaseTypeOf(column.getSQLType());
      if (actual.data_type !== expectedType)
        problems.push(
          `${config.name}.${column.name}: ${actual.data_type} in the database, ${column.getSQLType()} in Drizzle`,
        );
      const nullable = actual.is_nullable === 'YES';
      if (nullable === column.notNull)
        problems.push(
          `${config.name}.${column.name}: ${nullable ? 'nullable' : 'NOT NULL'} in the database, ${column.notNull ? 'notNull' : 'nullable'} in Drizzle`,
        );
    }
    for (const missing of inDatabase.keys())
      problems.push(`${config.name}.${missing}: in the database, not in Drizzle`);
  }
  expect(problems).toEqual([]);
});

it('every migrated table has its Drizzle table (or is named here with the reason it has none)', async () => {
  const tables = await selectRows<{ table_name: string }>(
    api.db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const described = new Set(drizzleTables().map((table) => getTableConfig(table).name));
  const withoutDrizzle = tables
    .map((table) => table.table_name)
    .filter((name) => !described.has(name) && !RAW_SQL_ONLY[name]);
  expect(withoutDrizzle.sort()).toEqual([]);
});
