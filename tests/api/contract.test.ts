// The contract is written once (contract/ and the server's route schemas) and read by both sides.
// The panel's API types are generated from docs/openapi.json before each type-check (openapi.test.ts
// keeps the document current); here, the migrated permission records must be contract/permissions.ts.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { FUNCTION_PERMISSIONS, MENU_PERMISSIONS } from '../../contract/permissions';
import { selectRows } from '../../server/src/db/client';
import { OPENAPI_FILE } from '../../server/src/openapi';
import { testApiForBlock, type TestApi } from '../support/apiServer';

let api: TestApi;
testApiForBlock((started) => ({ api } = started));

it('the builtin permissions of a migrated database are exactly the menus and functions of contract/permissions.ts', async () => {
  const rows = await selectRows<{ identifier: string; type: string }>(
    api.db,
    sql`SELECT identifier, type FROM permissions WHERE builtin ORDER BY identifier`,
  );
  const ofType = (type: string) =>
    rows
      .filter((row) => row.type === type)
      .map((row) => row.identifier)
      .sort();
  expect(ofType('menu')).toEqual([...MENU_PERMISSIONS].sort());
  expect(ofType('function')).toEqual([...FUNCTION_PERMISSIONS].sort());
});

it('every permission a route requires is one of them', () => {
  const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as {
    paths: Record<string, Record<string, { 'x-permissions'?: string[] }>>;
  };
  const required = Object.values(document.paths).flatMap((methods) =>
    Object.values(methods).flatMap((operation) => operation['x-permissions'] ?? []),
  );
  expect(required.length).toBeGreaterThan(60);
  const known = new Set<string>([...MENU_PERMISSIONS, ...FUNCTION_PERMISSIONS]);
  expect(required.filter((code) => !known.has(code))).toEqual([]);
});
