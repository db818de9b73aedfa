// No request body accepts a field its route does not name: nobody can set `status`, `approvedBy`,
// a ratio or a role through an edit by adding a key. Checked on the live OpenAPI document (every
// JSON body schema, at every depth, is additionalProperties: false), by sending an unknown field to
// every operation with a body, and directly on edit routes.
import { eq } from 'drizzle-orm';
import { admins, news, notices } from '../../server/src/db/schema';
import { SERVICE_SCOPES } from '../../server/src/serviceTokens/schema';
import { bearer, startTestApi, type TestApi } from '../support/apiServer';
import { buildNews, buildNotice, newsInput, noticeInput } from '../support/factories';
import { expectRefusal } from '../support/answers';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
}

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  'x-service-scope'?: string;
}

let api: TestApi;
let rootToken: string;
let serviceToken: string;
let operations: Array<{ method: string; path: string; operation: Operation }>;

beforeAll(async () => {
  api = await startTestApi();
  rootToken = await api.signIn();
  serviceToken = await api.serviceToken(SERVICE_SCOPES, rootToken, 'every scope');
  const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => api.close());

/** Every object schema reachable from `schema` that would accept an unnamed key, by its path. */
function looseObjects(schema: JsonSchema | undefined, at: string): string[] {
  if (!schema) return [];
  const found: string[] = [];
  const isObject =
    schema.type === 'object' ||
    (Array.isArray(schema.type) && schema.type.includes('object')) ||
    schema.properties !== undefined;
  if (isObject && schema.additionalProperties !== false) found.push(at || '(body)');
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    found.push(...looseObjects(property, `${at}.${name}`));
  if (schema.items) found.push(...looseObjects(schema.items, `${at}[]`));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const [index, branch] of (schema[key] ?? []).entries())
      found.push(...looseObjects(branch, `${at}<${key}${index}>`));
  }
  return found;
}

const TAPROOT = 'bc1p2ulx7uyz2rt3me6vznmfc65n46ptmkerqq2l3702a7gcztsvaqcq0dyk36';

/** A path that passes its parameters' validation, so the body is what is judged. */
function concretePath(path: string, operation: Operation): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters?.find((entry) => entry.in === 'path' && entry.name === name);
    const allowed = parameter?.schema?.enum;
    if (allowed?.length) return String(allowed[0]);
    if (name === 'address') return TAPROOT;
    return '1';
  });
}

describe('request bodies are strict', () => {
  it('the OpenAPI document has operations with bodies to check', () => {
    expect(operations.filter((entry) => entry.operation.requestBody).length).toBeGreaterThanOrEqual(30);
  });

  it('every body is JSON and every object in it, at every depth, is additionalProperties: false', () => {
    const loose: string[] = [];
    for (const { method, path, operation } of operations) {
      if (!operation.requestBody) continue;
      for (const [contentType, { schema }] of Object.entries(operation.requestBody.content)) {
        if (contentType !== 'application/json') loose.push(`${method} ${path}: ${contentType}`);
        for (const where of looseObjects(schema, '')) loose.push(`${method} ${path}: ${where}`);
      }
    }
    expect(loose).toEqual([]);
  });

  it('every operation with a body refuses an unknown field with 400 naming it', async () => {
    const accepted: string[] = [];
    let checked = 0;
    for (const { method, path, operation } of operations) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const token = operation['x-service-scope'] ? serviceToken : rootToken;
      const response = await api.app.inject({
        method: method as 'POST',
        url: concretePath(path, operation),
        headers: bearer(token),
        payload: { unknownFieldForTest: 'x' },
      });
      checked += 1;
      const body = response.json();
      // A union body (the executor's report) answers a plain "invalid input"; its strictness is checked structurally above.
      const namesTheField =
        JSON.stringify(body).includes('unknownFieldForTest') || (schema.anyOf ?? schema.oneOf) !== undefined;
      if (response.statusCode !== 400 || body.errorCode !== 'VALIDATION_FAILED' || !namesTheField) {
        accepted.push(`${method} ${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
    expect(accepted).toEqual([]);
  });
});

describe('edits cannot set what the edit does not name', () => {
  it('a news edit with status is refused and the item stays shown', async () => {
    const { id } = await buildNews(api, rootToken, { title: 'Kept' });
    const edit = await api.call('PUT', `/api/news/${id}`, newsInput({ title: 'Changed', status: 'hidden' }), rootToken);
    expectRefusal(edit, 400, 'VALIDATION_FAILED');
    const [row] = await api.db.select().from(news).where(eq(news.id, id));
    expect(row).toMatchObject({ title: 'Kept', status: 'shown' });
    const plainEdit = await api.call('PUT', `/api/news/${id}`, newsInput({ title: 'Changed' }), rootToken);
    expect(plainEdit.statusCode).toBe(200);
  });

  it('a notice edit with status or createdBy is refused', async () => {
    const { id } = await buildNotice(api, rootToken, { content: 'Maintenance tonight', platform: 'web' });
    for (const extra of [{ status: 'hidden' }, { createdBy: 99 }]) {
      const edit = await api.call(
        'PUT',
        `/api/notices/${id}`,
        noticeInput({ content: 'Changed', platform: 'web', ...extra }),
        rootToken,
      );
      expect(edit.statusCode).toBe(400);
    }
    const [row] = await api.db.select().from(notices).where(eq(notices.id, id));
    expect(row.content).toBe('Maintenance tonight');
    const plainEdit = await api.call(
      'PUT',
      `/api/notices/${id}`,
      noticeInput({ content: 'Changed', platform: 'web' }),
      rootToken,
    );
    expect(plainEdit.statusCode).toBe(200);
  });

  it('an administrator edit with enabled, isSuper or passwordHash is refused', async () => {
    const roleId = await api.createRole('plain', []);
    const adminId = await api.createAdmin({ email: 'plain@example.com', password: 'plain pass 123', roleId });
    for (const extra of [{ enabled: false }, { isSuper: true }, { passwordHash: 'x' }]) {
      const edit = await api.call(
        'PUT',
        `/api/admins/${adminId}`,
        { email: 'plain@example.com', name: 'Changed', description: 'x', roleId, ...extra },
        rootToken,
      );
      expect({ extra, status: edit.statusCode }).toEqual({ extra, status: 400 });
    }
    const [row] = await api.db.select().from(admins).where(eq(admins.id, adminId));
    expect(row).toMatchObject({ name: 'plain', enabled: true });
    // The same edit without the extra field goes through: the field alone was the reason.
    const plainEdit = await api.call(
      'PUT',
      `/api/admins/${adminId}`,
      { email: 'plain@example.com', name: 'Changed', description: 'x', roleId },
      rootToken,
    );
    expect(plainEdit.statusCode).toBe(200);
  });

  it('a refund request with approvedBy or status is refused', async () => {
    for (const extra of [{ approvedBy: 1 }, { status: 'refunded' }]) {
      const response = await api.call(
        'POST',
        '/api/selfCustody/withdrawals/1/refundRequest',
        { reason: 'user asked', ...extra },
        rootToken,
      );
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(Object.keys(extra)[0]);
    }
  });

  it('a CRSM settings edit with an extra ratio is refused', async () => {
    const response = await api.call(
      'PUT',
      '/api/crsm/settings',
      { mcr: '1.1', ccr: '1.5', priceMaxAgeSeconds: 600, trgcr: '9' },
      rootToken,
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('trgcr');
  });
});
