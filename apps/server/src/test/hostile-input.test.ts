import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_SOURCES } from '../config';
import { sliderImages } from '../db/schema';
import { createRace, createSportEvent } from './race-fixtures';
import { createTestApp, createUser } from './test-app';

/**
 * The input bounds (docs/api.md, validation), as a property: whatever a client sends to any endpoint of the OpenAPI document, as
 * any role, the answer is never a 5xx the route does not document (the data sources document their
 * upstream's 502), and a 4xx is always the JSON `{message, code}`. The document is built from
 * the app itself, so a new route is covered the day it is registered. Every case is enumerated:
 * the run is the same each time.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  minLength?: number;
  default?: unknown;
};
type Parameter = { in: string; name: string; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | undefined;
  documented5xx: Set<number>;
};
type Role = { name: string; cookie: string | undefined };
type Case = { label: string; url: string; payload?: string; headers?: Record<string, string> };

const MEGABYTE_TEXT = 'a'.repeat(1_000_000);
const DEEP = 10_000;

/** Raw JSON text put where a field's value goes: every field of a body gets these. */
const FIELD_VALUES: [string, string][] = [
  ['id 2147483648', '2147483648'],
  ['1e309', '1e309'],
  ['NUL', '"a\\u0000b"'],
  ['unpaired surrogate', '"\\ud800"'],
  ['money "1.005"', '"1.005"'],
  ['day 0000-01-01', '"0000-01-01"'],
  ['day 9999-12-31', '"9999-12-31"'],
  ['10,000 nested arrays', `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`],
];
/** A field that may hold text (a varchar without a limit in its contract would fail at the database). */
const TEXT_FIELD_VALUES: [string, string][] = [['1 MB string', JSON.stringify(MEGABYTE_TEXT)]];
/** A field that may hold a number: an id, an amount, a count. */
const NUMBER_FIELD_VALUES: [string, string][] = [
  ['id -1', '-1'],
  ['id 0', '0'],
  ['id "2147483648"', '"2147483648"'],
  ['money 1.005', '1.005'],
  ['money "99999999999"', '"99999999999"'],
  ['money "9999999999.99"', '"9999999999.99"'],
];
/** A key the contract does not know: only what is looked at before the contract matters. */
const UNKNOWN_FIELD_VALUES: [string, string][] = [
  ['NUL', '"a\\u0000b"'],
  ['unpaired surrogate', '"\\ud800"'],
  ['1 MB string', JSON.stringify(MEGABYTE_TEXT)],
  ['10,000 nested arrays', `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`],
  ['NUL in a key', '{"\\u0000":"x"}'],
];
/** Not JSON at all: the first field of each body is enough. */
const FIRST_FIELD_VALUES: [string, string][] = [
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['-Infinity', '-Infinity'],
];
/** Whole bodies. */
const HOSTILE_BODIES: [string, string][] = [
  ['10,000 nested objects', `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`],
  ['10,000 nested arrays', `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`],
  ['a 1 MB string', JSON.stringify(MEGABYTE_TEXT)],
  ['NaN', 'NaN'],
  ['1e309', '1e309'],
  ['NUL key', '{"\\u0000":1}'],
  ['unpaired surrogate key', '{"\\udc00":1}'],
];
/** Already URL-encoded: a path segment or a query value. */
const URL_VALUES: [string, string][] = [
  ['id 2147483648', '2147483648'],
  ['id 99999999999999999999', '99999999999999999999'],
  ['id -1', '-1'],
  ['id 0', '0'],
  ['1e309', '1e309'],
  ['abc', 'abc'],
  ['NaN', 'NaN'],
  ['1.005', '1.005'],
  ['day 0000-01-01', '0000-01-01'],
  ['day 9999-12-31', '9999-12-31'],
  ['NUL', 'a%00b'],
  ['encoded surrogate', '%ED%A0%80'],
  ['bad escape', '%E0%A4%A'],
  ['long text', 'a'.repeat(300)],
];
/** What an unknown query key gets. */
const UNKNOWN_QUERY_VALUES: [string, string][] = [
  ['NUL', 'a%00b'],
  ['encoded surrogate', '%ED%A0%80'],
];

let app: FastifyInstance;
let roles: Role[];
const fixtures = { userId: 0, raceId: 0, raceEntryId: 0, sportEventId: 0, sliderId: 0 };

beforeAll(async () => {
  // No data-source call may leave the machine: every service points at a closed local port.
  const dataSources = Object.fromEntries(
    Object.entries(DEFAULT_DATA_SOURCES).map(([name, source]) => [name, { ...source, baseUrl: 'http://127.0.0.1:9' }]),
  ) as typeof DEFAULT_DATA_SOURCES;
  app = await createTestApp({ dataSources });
  const { db } = app.database;
  const pending = await createUser(app, { status: 'pending' });
  const player = await createUser(app, { balance: 1000 });
  const admin = await createUser(app, { role: 'admin' });
  const superAdmin = await createUser(app, { role: 'super_admin' });
  const target = await createUser(app, { balance: 10 });
  const { race, entries } = await createRace(db);
  const event = await createSportEvent(db);
  const [slide] = await db
    .insert(sliderImages)
    .values({ imageUrl: 'https://example.com/a.png', title: 'Portada', locale: 'es' })
    .returning();
  Object.assign(fixtures, {
    userId: target.id,
    raceId: race.id,
    raceEntryId: entries[0]!.id,
    sportEventId: event.id,
    sliderId: slide!.id,
  });
  roles = [
    { name: 'anonymous', cookie: undefined },
    { name: 'pending', cookie: pending.cookie },
    { name: 'player', cookie: player.cookie },
    { name: 'admin', cookie: admin.cookie },
    { name: 'super admin', cookie: superAdmin.cookie },
  ].map((role): Role => role);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** Every operation of the app's own OpenAPI document, whether or not /api/docs is served. */
function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
      };
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
        documented5xx: new Set(
          Object.keys(operation.responses ?? {})
            .map(Number)
            .filter((status) => status >= 500),
        ),
      });
    }
  }
  // Signing in, registering or out replaces the caller's session: those go last for every role.
  const replacesSession = (operation: Operation) => /^\/api\/(login|logout|register)$/.test(operation.path);
  return [...operations.filter((o) => !replacesSession(o)), ...operations.filter(replacesSession)];
}

/** A valid path value for the parameter, so that only the hostile part of a request is wrong. */
function validPathValue(path: string, name: string): string {
  if (name === 'userId') return String(fixtures.userId);
  if (name === 'apiId') return 'sport-api';
  if (name === 'key') return 'whatsapp_number';
  if (path.includes('slider')) return String(fixtures.sliderId);
  if (path.includes('sport')) return String(fixtures.sportEventId);
  if (path.includes('race')) return String(fixtures.raceId);
  return '1';
}

/** A plausible value for a field, from its name and schema. */
function sample(name: string, schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(name, choice.find((option) => option.type !== 'null') ?? choice[0]);
  const fixtureId = (fixtures as Record<string, number>)[name];
  if (fixtureId !== undefined) return fixtureId;
  if (/id$/i.test(name)) return 1;
  if (/amount|balance|stake/i.test(name)) return '1.00';
  if (/odds/i.test(name)) return '2.50';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(key, value)]),
      );
    case 'array':
      return [sample(name, schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (/email/i.test(name)) return `hostil${name.length}@example.com`;
      if (/password/i.test(name)) return 'secret123';
      if (/url/i.test(name)) return 'https://example.com/hostil.png';
      if (/time$/i.test(name)) return '2030-01-01T12:00:00Z';
      return 'hostil';
    default:
      return null;
  }
}

const PLACEHOLDER = '__hostile_value__';

const typesOf = (schema: JsonSchema | undefined): string[] => {
  if (!schema) return [];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return choice.flatMap(typesOf);
  if (schema.enum) return ['string'];
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
};

/** Every hostile request for one operation, each changing one thing of an otherwise valid request. */
function casesOf(operation: Operation): Case[] {
  const cases: Case[] = [];
  const urlWith = (pathValues: Record<string, string>) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name]!);
  const validPath = Object.fromEntries(
    operation.pathParams.map((name) => [name, validPathValue(operation.path, name)]),
  );
  const url = urlWith(validPath);
  const base = operation.body ? sample('body', operation.body) : undefined;
  const baseFields = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  // Path and query cases carry the valid body, so that only the URL is wrong.
  const valid = operation.method === 'GET' ? undefined : JSON.stringify(base ?? {});

  for (const name of operation.pathParams) {
    for (const [label, value] of URL_VALUES) {
      cases.push({ label: `path ${name}: ${label}`, url: urlWith({ ...validPath, [name]: value }), payload: valid });
    }
  }
  operation.queryParams.forEach((name, index) => {
    const values = index === 0 ? [...URL_VALUES, ['1 MB string', MEGABYTE_TEXT] as [string, string]] : URL_VALUES;
    for (const [label, value] of values) {
      cases.push({ label: `query ${name}: ${label}`, url: `${url}?${name}=${value}`, payload: valid });
    }
  });
  for (const [label, value] of UNKNOWN_QUERY_VALUES) {
    cases.push({ label: `query hostil: ${label}`, url: `${url}?hostil=${value}`, payload: valid });
  }
  if (valid === undefined) return cases;

  for (const [label, payload] of HOSTILE_BODIES) cases.push({ label: `body: ${label}`, url, payload });
  const fieldCases = (field: string, values: [string, string][]) => {
    const template = JSON.stringify({ ...baseFields, [field]: PLACEHOLDER });
    for (const [label, raw] of values) {
      cases.push({ label: `field ${field}: ${label}`, url, payload: template.replace(`"${PLACEHOLDER}"`, () => raw) });
    }
  };
  Object.keys(baseFields).forEach((field, index) => {
    const types = typesOf(operation.body?.properties?.[field]);
    const any = types.length === 0;
    fieldCases(field, [
      ...FIELD_VALUES,
      ...(any || types.includes('string') ? TEXT_FIELD_VALUES : []),
      ...(any || types.includes('number') || types.includes('integer') ? NUMBER_FIELD_VALUES : []),
      ...(index === 0 ? FIRST_FIELD_VALUES : []),
    ]);
  });
  fieldCases('hostil', UNKNOWN_FIELD_VALUES);
  cases.push({ label: 'header user-agent: NUL', url, payload: valid, headers: { 'user-agent': 'a\u0000b' } });
  cases.push({ label: 'header Idempotency-Key: NUL', url, payload: valid, headers: { 'idempotency-key': 'a\u0000b' } });
  cases.push({
    label: 'header Idempotency-Key: 1 MB',
    url,
    payload: valid,
    headers: { 'idempotency-key': MEGABYTE_TEXT },
  });
  return cases;
}

/**
 * Whether the route turns the role away before it reads anything of the request: then only whole
 * hostile bodies are sent, as the rest cannot reach any code. Found with a request whose only fault
 * is text the app refuses right after the guards, so that it changes nothing either way.
 */
async function refusedBeforeReading(operation: Operation, role: Role): Promise<boolean> {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => validPathValue(operation.path, name));
  const response = await app.inject({
    method: operation.method as 'GET',
    url: `${url}?hostil=a%00b`,
    headers: role.cookie ? { cookie: role.cookie } : {},
  });
  return response.statusCode === 401 || response.statusCode === 403;
}

describe('hostile input to every endpoint of the OpenAPI document', () => {
  it('never answers a 5xx the route does not document, and every 4xx is {message, code}', async () => {
    await app.ready();
    const operations = operationsOf(app.swagger() as never);
    // The document really lists the API: a broken generator must not make this test pass vacuously.
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.some((o) => o.method === 'POST' && o.path === '/api/bets' && o.body)).toBe(true);
    // The cashier's money endpoints are in the document, so they get every hostile value too.
    for (const path of ['/api/cashier/deposits', '/api/cashier/withdrawals', '/api/admin/payment-methods']) {
      expect(operations.some((o) => o.method === 'POST' && o.path === path && o.body)).toBe(true);
    }
    expect(operations.some((o) => o.path === '/api/admin/cashier/requests/{id}/approve')).toBe(true);

    const failures: string[] = [];
    let sent = 0;
    // Roles run side by side (each in its own order), so password hashing overlaps with the rest.
    await Promise.all(
      roles.map(async (role) => {
        for (const operation of operations) {
          const all = casesOf(operation);
          const cases = (await refusedBeforeReading(operation, role))
            ? all.filter((hostile) => hostile.label.startsWith('body:'))
            : all;
          for (const hostile of cases) {
            const response = await app.inject({
              method: operation.method as 'GET',
              url: hostile.url,
              headers: {
                ...(role.cookie ? { cookie: role.cookie } : {}),
                ...(hostile.payload !== undefined ? { 'content-type': 'application/json' } : {}),
                ...hostile.headers,
              },
              ...(hostile.payload !== undefined ? { payload: hostile.payload } : {}),
            });
            sent += 1;
            const status = response.statusCode;
            const where = `${role.name} ${operation.method} ${operation.path} (${hostile.label})`;
            if (status >= 500 && !(status !== 500 && operation.documented5xx.has(status))) {
              failures.push(`${where} → ${status} ${response.body.slice(0, 200)}`);
            } else if (status >= 400 && status < 500) {
              const body = safeJson(response.body);
              if (typeof body?.message !== 'string' || typeof body.code !== 'string') {
                failures.push(`${where} → ${status} without {message, code}: ${response.body.slice(0, 200)}`);
              }
            }
          }
        }
      }),
    );
    expect(sent).toBeGreaterThan(2000);
    expect(failures.sort()).toEqual([]);
  }, 600_000);
});

function safeJson(text: string): { message?: unknown; code?: unknown } | undefined {
  try {
    return JSON.parse(text) as { message?: unknown; code?: unknown };
  } catch {
    return undefined;
  }
}
