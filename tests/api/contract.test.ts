// The contract is written once (contract/ and the server's route schemas) and read by both sides:
// these checks fail when the copies that remain derived (the panel's generated types, the migrated
// permission records) fall behind their source.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { FUNCTION_PERMISSIONS, MENU_PERMISSIONS } from '../../contract/permissions';
import { selectRows } from '../../server/src/db/client';
import { API_TYPES_FILE, OPENAPI_FILE } from '../../server/src/openapi';
import { startTestApi, type TestApi } from '../support/apiServer';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it("the panel's API types are those generated from docs/openapi.json (run `npm run openapi` after changing a route)", () => {
  // openapi-typescript is an ES module Jest's CommonJS runtime cannot load: the script checks in its own process.
  // openapi-typescript is an ES module that Jest's CommonJS runtime cannot load: the script checks in its own process.
  const root = path.resolve(__dirname, '../..');
  const check = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'server', 'src', 'openapi.ts'), '--check-types'], { cwd: root, encoding: 'utf8' });
  expect(`${check.stdout}${check.stderr}`).toContain(`${path.relative(root, API_TYPES_FILE)} is current`);
  expect(check.status).toBe(0);
});

it('the builtin permissions of a migrated database are exactly the menus and functions of contract/permissions.ts', async () => {
  const rows = await selectRows<{ identifier: string; type: string }>(api.db, sql`SELECT identifier, type FROM permissions WHERE builtin ORDER BY identifier`);
  const ofType = (type: string) => rows.filter((row) => row.type === type).map((row) => row.identifier).sort();
  expect(ofType('menu')).toEqual([...MENU_PERMISSIONS].sort());
  expect(ofType('function')).toEqual([...FUNCTION_PERMISSIONS].sort());
});

it('every permission a route requires is one of them', () => {
  const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, { 'x-permissions'?: string[] }>> };
  const required = Object.values(document.paths).flatMap((methods) => Object.values(methods).flatMap((operation) => operation['x-permissions'] ?? []));
  expect(required.length).toBeGreaterThan(60);
  const known = new Set<string>([...MENU_PERMISSIONS, ...FUNCTION_PERMISSIONS]);
  expect(required.filter((code) => !known.has(code))).toEqual([]);
});
