// Walks every registered API route: none may answer without a session, and none that names a
// permission may answer a session whose role lacks it.
import Fastify from 'fastify';
import authorization from '../../server/src/http/authorization';
import { bearer, startTestApi, type TestApi } from '../support/apiServer';

let api: TestApi;
let noGrantsToken: string;
beforeAll(async () => {
  api = await startTestApi();
  const roleId = await api.createRole('no_grants', []);
  await api.createAdmin({ email: 'nobody@example.com', password: 'nobody pass 1', roleId });
  noGrantsToken = await api.signIn('nobody@example.com', 'nobody pass 1');
});
afterAll(() => api.close());

const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '1');

describe('route authorization', () => {
  it('has routes to walk, and only sign-in and the API document are public', () => {
    const registry = api.app.routeRegistry;
    expect(registry.length).toBeGreaterThanOrEqual(6);
    const publicRoutes = registry.filter((route) => route.requirement === 'public').map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual(['GET /api/openapi.json', 'POST /api/auth/login']);
  });

  it('every non-public route refuses a request without a session with 401', async () => {
    const guarded = api.app.routeRegistry.filter((route) => route.requirement !== 'public');
    for (const route of guarded) {
      const response = await api.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url), payload: route.method === 'GET' ? undefined : {} });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
      expect(response.json().errorCode).toBe('UNAUTHENTICATED');
    }
  });

  it('every route that names a permission refuses a session without it with 403', async () => {
    const gated = api.app.routeRegistry.filter((route) => typeof route.requirement === 'object');
    expect(gated.length).toBeGreaterThan(0);
    for (const route of gated) {
      const response = await api.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: bearer(noGrantsToken),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 403 });
      expect(response.json().errorCode).toBe('FORBIDDEN');
    }
  });

  it('a role granted the permission gets through', async () => {
    const roleId = await api.createRole('auditor', ['audit:read']);
    await api.createAdmin({ email: 'auditor@example.com', password: 'auditor pass 1', roleId });
    const token = await api.signIn('auditor@example.com', 'auditor pass 1');
    const response = await api.app.inject({ method: 'GET', url: '/api/audit-logs', headers: bearer(token) });
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
