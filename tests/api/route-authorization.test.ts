// Walks every registered API route: none may answer without a session, and none that names a
// permission may answer a session whose role lacks it.
import Fastify from 'fastify';
import authorization from '../../server/src/http/authorization';
import { bearer, startTestApi, type TestApi } from '../support/apiServer';

let api: TestApi;
let noGrantsToken: string;
beforeAll(async () => {
  api = await startTestApi();
  noGrantsToken = (await api.signedInAs('nobody@example.com', [])).token;
});
afterAll(() => api.close());

type Route = (typeof api.app.routeRegistry)[number];

/** Calls the route, its path parameters filled in and an empty body unless it is a GET, as `token` or without a session. */
const callRoute = (route: Route, token?: string) =>
  api.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:(\w+)/g, '1'),
    headers: token === undefined ? undefined : bearer(token),
    payload: route.method === 'GET' ? undefined : {},
  });

async function expectRouteRefuses(route: Route, token: string | undefined, status: number, errorCode: string) {
  const response = await callRoute(route, token);
  expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
    route: `${route.method} ${route.url}`,
    status,
  });
  expect(response.json().errorCode).toBe(errorCode);
}

describe('route authorization', () => {
  it('has routes to walk, and only sign-in and the API document are public', () => {
    const registry = api.app.routeRegistry;
    expect(registry.length).toBeGreaterThanOrEqual(6);
    const publicRoutes = registry
      .filter((route) => route.requirement === 'public')
      .map((route) => `${route.method} ${route.url}`);
    // Signing in needs no session: by password (then a TOTP code when on), or by a wallet's signature of a one-time challenge.
    expect(publicRoutes.sort()).toEqual([
      'GET /api/openapi.json',
      'POST /api/auth/login',
      'POST /api/auth/login/totp',
      'POST /api/auth/wallet/challenge',
      'POST /api/auth/wallet/login',
    ]);
  });

  it('every non-public route refuses a request without a session with 401', async () => {
    const guarded = api.app.routeRegistry.filter((route) => route.requirement !== 'public');
    for (const route of guarded) await expectRouteRefuses(route, undefined, 401, 'UNAUTHENTICATED');
  });

  it('every route that names a permission refuses a session without it with 403', async () => {
    const gated = api.app.routeRegistry.filter(
      (route) => typeof route.requirement === 'object' && !('serviceScope' in route.requirement),
    );
    expect(gated.length).toBeGreaterThan(0);
    for (const route of gated) await expectRouteRefuses(route, noGrantsToken, 403, 'FORBIDDEN');
  });

  it("every service API route refuses an administrator session, even a super administrator's, and a token without its scope", async () => {
    const rootToken = await api.signIn();
    const serviceRoutes = api.app.routeRegistry.filter(
      (route) => typeof route.requirement === 'object' && 'serviceScope' in route.requirement,
    );
    expect(serviceRoutes.length).toBeGreaterThan(0);
    const tokens: Record<string, string> = {};
    for (const scope of ['executor', 'indexer'])
      tokens[scope] = await api.serviceToken(scope, rootToken, `only ${scope}`);
    for (const route of serviceRoutes) {
      const name = `${route.method} ${route.url}`;
      const asAdmin = await callRoute(route, rootToken);
      expect({ name, status: asAdmin.statusCode }).toEqual({ name, status: 401 });
      const scope = (route.requirement as { serviceScope: string }).serviceScope;
      const otherScope = scope === 'executor' ? 'indexer' : 'executor';
      const wrongScope = await callRoute(route, tokens[otherScope]);
      expect({ name, status: wrongScope.statusCode }).toEqual({ name, status: 403 });
    }
    // And a service token is no administrator session.
    const asService = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens.executor) });
    expect(asService.statusCode).toBe(401);
  });

  it('a role granted the permission gets through', async () => {
    const token = (await api.signedInAs('auditor@example.com', ['audit:read'])).token;
    const response = await api.app.inject({ method: 'GET', url: '/api/auditLogs', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, total: expect.any(Number) });
  });

  it('a route that declares no requirement cannot be registered', async () => {
    const app = Fastify();
    await app.register(authorization, { db: api.db });
    expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(/does not declare what it requires/);
    await app.close();
  });

  it('serves the OpenAPI document with every route in it', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of api.app.routeRegistry.filter((entry) => entry.url !== '/api/openapi.json')) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[openApiPath]?.[route.method.toLowerCase()]).toBeDefined();
    }
  });
});
