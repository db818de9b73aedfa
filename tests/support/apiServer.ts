// An API server over its own database for one test file, with helpers to sign in and to create
// administrators and roles directly (the administrators' API comes with its own issue).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readConfig } from '../../server/src/config';
import { admins, auditLogs, permissions, rolePermissions, roles } from '../../server/src/db/schema';
import { openDatabase, type Db } from '../../server/src/db/client';
import { hashPassword } from '../../server/src/auth/passwords';
import { seedDemoData } from '../../server/src/demo/seedDemoData';
import { createServer, type StartedServer } from '../../server/src/server';
import { createMigratedTestDatabase } from './database';

export const SUPER_EMAIL = 'root@example.com';
export const SUPER_PASSWORD = 'root password 123';
export const TEST_PASSWORD = 'test password 123';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  server: StartedServer;
  /** The test's own PostgreSQL database (absent on PGlite). */
  databaseUrl?: string;
  signIn(email?: string, password?: string, ip?: string): Promise<string>;
  /** A request as the administrator holding this session token. */
  call(method: HttpMethod, url: string, payload: object | undefined, token: string): Promise<LightMyRequestResponse>;
  createRole(identifier: string, permissionCodes: string[]): Promise<number>;
  createAdmin(input: { email: string; password: string; roleId: number; enabled?: boolean }): Promise<number>;
  /** A new role with these codes, an administrator in it (password TEST_PASSWORD), signed in (from `ip` if given). */
  signedInAs(
    email: string,
    permissionCodes: string[],
    ip?: string,
  ): Promise<{ token: string; adminId: number; roleId: number }>;
  /** A service token with one scope (or several), created by the administrator holding `token`; named after its scopes unless told. */
  serviceToken(oneOrMore: string | readonly string[], token: string, name?: string): Promise<string>;
  /** The audit rows of an action (about one record when `entityId` is given), oldest first. */
  auditRows(action: string, entityId?: string | number): Promise<(typeof auditLogs.$inferSelect)[]>;
  close(): Promise<void>;
}

export async function startTestApi(
  env: Record<string, string> = {},
  options: { staticDir?: string } = {},
): Promise<TestApi> {
  const target = await createMigratedTestDatabase();
  const config = {
    ...readConfig({ ADMIN_EMAIL: SUPER_EMAIL, ADMIN_PASSWORD: SUPER_PASSWORD, ...env }),
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    staticDir: options.staticDir,
  };
  const database = await openDatabase({ ...config, initialDataDir: target.initialDataDir });
  const server = await createServer(config, { log: () => undefined, database });
  const { app } = server;
  const db = server.database.db;
  const api: TestApi = {
    app,
    db,
    server,
    databaseUrl: target.databaseUrl,
    async signIn(email = SUPER_EMAIL, password = SUPER_PASSWORD, ip = '127.0.0.1') {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: ip,
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      return response.json().data.token as string;
    },
    call(method, url, payload, token) {
      return app.inject({ method, url, headers: bearer(token), payload });
    },
    async createRole(identifier, permissionCodes) {
      const [role] = await db.insert(roles).values({ identifier, name: identifier }).returning();
      if (permissionCodes.length) {
        const granted = await db.select().from(permissions).where(inArray(permissions.identifier, permissionCodes));
        if (granted.length !== permissionCodes.length)
          throw new Error(`unknown permission code in ${permissionCodes.join(', ')}`);
        await db
          .insert(rolePermissions)
          .values(granted.map((permission) => ({ roleId: role.id, permissionId: permission.id })));
      }
      return role.id;
    },
    async createAdmin({ email, password, roleId, enabled = true }) {
      const [admin] = await db
        .insert(admins)
        .values({ email, passwordHash: await hashPassword(password), name: email.split('@')[0], roleId, enabled })
        .returning();
      return admin.id;
    },
    async signedInAs(email, permissionCodes, ip) {
      const roleId = await api.createRole(email.split('@')[0].replace(/\W/g, '_').toLowerCase(), permissionCodes);
      const adminId = await api.createAdmin({ email, password: TEST_PASSWORD, roleId });
      return { token: await api.signIn(email, TEST_PASSWORD, ip), adminId, roleId };
    },
    async serviceToken(oneOrMore, token, name) {
      const scopes = typeof oneOrMore === 'string' ? [oneOrMore] : [...oneOrMore];
      const response = await api.call('POST', '/api/serviceTokens', { name: name ?? scopes.join(' '), scopes }, token);
      if (response.statusCode !== 200)
        throw new Error(`service token refused: ${response.statusCode} ${response.body}`);
      return response.json().data.token as string;
    },
    auditRows(action, entityId) {
      const about = entityId === undefined ? undefined : eq(auditLogs.entityId, String(entityId));
      return db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, action), about))
        .orderBy(asc(auditLogs.id));
    },
    async close() {
      await server.close();
      await target.drop();
    },
  };
  return api;
}

/** A test API with the super administrator signed in, and a service token (named after its scope) for each scope asked for. */
export async function startSignedIn<Scope extends string>(scopes: readonly Scope[] = []) {
  const api = await startTestApi();
  const rootToken = await api.signIn();
  const tokens = {} as Record<Scope, string>;
  for (const scope of scopes) tokens[scope] = await api.serviceToken(scope, rootToken);
  return { api, rootToken, tokens };
}

/**
 * What `start` makes, for the enclosing describe block alone (the whole file, when called at its top):
 * started before its tests, handed to `use`, and closed after them.
 */
export function forBlock<Started>(
  start: () => Promise<Started>,
  close: (started: Started) => Promise<void>,
  use: (started: Started) => void | Promise<void>,
) {
  let started: Started;
  beforeAll(async () => {
    started = await start();
    await use(started);
  });
  afterAll(() => close(started));
}

/** A test API (as `startTestApi`) for the enclosing block, handed to `use`; see `forBlock`. */
export function testApiForBlock(use: (started: { api: TestApi }) => void, env: Record<string, string> = {}) {
  forBlock(
    async () => ({ api: await startTestApi(env) }),
    ({ api }) => api.close(),
    use,
  );
}

/**
 * A signed-in test API (as `startSignedIn`) for the enclosing describe block alone, so the block sees
 * only the rows it writes, in whatever order the blocks run; see `forBlock`.
 */
export function signedInApiForBlock<Scope extends string>(
  scopes: readonly Scope[],
  use: (signedIn: Awaited<ReturnType<typeof startSignedIn<Scope>>>) => void,
) {
  forBlock(
    () => startSignedIn(scopes),
    ({ api }) => api.close(),
    use,
  );
}

/** A test API over the demo data `npm run dev` shows, with the super administrator signed in. */
export async function startWithDemoData() {
  const api = await startTestApi();
  await seedDemoData(api.db);
  return { api, rootToken: await api.signIn() };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function setAdminEnabled(db: Db, adminId: number, enabled: boolean) {
  await db.update(admins).set({ enabled }).where(eq(admins.id, adminId));
}
