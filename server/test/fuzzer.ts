import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, isErrorName } from '@tribuna/common/errors';
import { createTestContext, type TestContext } from './harness';

/**
 * Sends malformed variants of every request to every operation of the OpenAPI document, as an
 * anonymous caller and as a super_admin, so a route added later is covered without a line here.
 * The product must never answer 5xx to bad input, and every error must carry a catalogue name
 * whose status is the one answered.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

interface Case {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** mulberry32: the same cases on every run, so a failure can be replayed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(20_260_101);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** `count` of `items`, chosen by the seeded generator: bounded cases that still vary per field. */
const sampleOf = <T>(count: number, items: T[]): T[] =>
  items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ item }) => item);
const seededUuid = () =>
  'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => Math.floor(random() * 16).toString(16));

/** Characters that have broken parsers, databases and encoders before. */
const nastyPieces = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '😀',
  '\\',
  '"',
  "'",
  '%',
  '_',
  '<',
  '&',
  '\r\n',
];
const junkString = (length: number) =>
  Array.from({ length }, () =>
    random() < 0.3 ? pick(nastyPieces) : String.fromCharCode(32 + random() * 95),
  ).join('');
const deeplyNested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const HUGE = 'x'.repeat(300_000);

function typeOf(schema: JsonSchema): string | undefined {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return typeOf(alternatives.find((a) => typeOf(a) !== 'null') ?? alternatives[0]!);
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A plausible valid value, so that one mutated field at a time reaches deep into the route. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sample(alternatives.find((a) => typeOf(a) !== 'null') ?? alternatives[0]);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key])]),
      );
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      switch (schema.format) {
        case 'uuid':
          return seededUuid();
        case 'email':
          return 'fuzz@example.com';
        case 'date-time':
          return '2026-01-01T10:00:00.000Z';
        case 'date':
          return '2000-01-01';
        default:
          return 'Fuzz1234x';
      }
  }
}

/** Values of the wrong kind for a field of this schema. */
function wrongTypes(schema: JsonSchema): unknown[] {
  switch (typeOf(schema)) {
    case 'object':
      return ['text', [], 12];
    case 'array':
      return [{}, 'text'];
    case 'integer':
    case 'number':
      return ['abc', 1.5, -1, 1e308, true];
    case 'boolean':
      return ['yes', 0];
    default:
      return [12345, false, {}, ['a']];
  }
}

/** The fields of a body schema, top level and one level down (locale maps), as paths. */
function fieldPaths(schema: JsonSchema, prefix: string[] = []): { path: string[]; schema: JsonSchema }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => [
    { path: [...prefix, key], schema: child },
    ...(prefix.length === 0 && typeOf(child) === 'object' ? fieldPaths(child, [key]) : []),
  ]);
}

function withField(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  if (value === undefined) delete target[path.at(-1)!];
  else target[path.at(-1)!] = value;
  return copy;
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[];
      const body = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        body: body ?? null,
      });
    }
  }
  return operations;
}

function casesFor(operation: Operation, existingUuid: string | undefined): Case[] {
  const fill = (value: string) => operation.path.replace(/\{[^}]+\}/g, () => value);
  const url = fill(existingUuid ?? seededUuid());
  const baseQuery = new URLSearchParams(
    operation.query.map((q) => [q.name, String(sample(q.schema))] as [string, string]),
  );
  const baseBody = operation.body ? sample(operation.body) : undefined;
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const base = baseBody === undefined ? {} : json(baseBody);
  const cases: Case[] = [{ label: 'plausible request', url: `${url}?${baseQuery}`, ...base }];

  if (operation.pathParams.length > 0) {
    for (const bad of [
      'not-a-uuid',
      'x'.repeat(5000),
      '%00',
      '%ED%A0%80',
      '%zz',
      '..%2F..%2Fetc',
      '%F0%9F%98%80',
      '1',
    ]) {
      cases.push({ label: `path parameter ${bad.slice(0, 20)}`, url: fill(bad), ...base });
    }
  }

  for (const { name, schema } of operation.query) {
    const variants: [string, string][] = [
      ['NUL', 'a\u0000b'],
      ['unpaired surrogate', 'a\uD800b'],
      ['huge', 'q'.repeat(5000)],
      ...sampleOf<[string, string]>(3, [
        ['junk', junkString(40)],
        ['empty', ''],
        ...wrongTypes(schema).map((v) => ['wrong type', String(v)] as [string, string]),
      ]),
    ];
    for (const [label, value] of variants) {
      const query = new URLSearchParams(baseQuery);
      query.set(name, value);
      cases.push({ label: `query ${name}: ${label}`, url: `${url}?${query}`, ...base });
    }
    const repeated = new URLSearchParams(baseQuery);
    repeated.append(name, String(sample(schema)));
    repeated.append(name, 'second');
    cases.push({ label: `query ${name}: repeated`, url: `${url}?${repeated}`, ...base });
  }
  cases.push({
    label: 'query: prototype keys',
    url: `${url}?__proto__[x]=1&constructor[prototype][x]=1&extra=1`,
  });

  if (operation.body) {
    const bodyUrl = `${url}?${baseQuery}`;
    const raw = (label: string, payload: string, contentType = 'application/json') =>
      cases.push({ label: `body: ${label}`, url: bodyUrl, payload, contentType });
    for (const value of [null, 'text', 42, [], true, {}])
      raw(`${JSON.stringify(value)}`, JSON.stringify(value));
    raw('malformed JSON', '{"a":');
    raw('deep nesting', deeplyNested(5000));
    raw('deep array', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    raw(
      'prototype keys',
      JSON.stringify(baseBody).replace(
        /^\{/,
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},',
      ),
    );
    raw('extra fields', JSON.stringify({ ...(baseBody as object), extra: 'x', roles: ['super_admin'] }));
    raw('too large', JSON.stringify({ ...(baseBody as object), padding: 'x'.repeat(1_100_000) }));
    raw('text instead of JSON', 'plain text', 'text/plain');
    raw('form encoded', 'a=1', 'application/x-www-form-urlencoded');
    for (const { path, schema } of fieldPaths(operation.body)) {
      const field = path.join('.');
      const variants: [string, unknown][] = [
        ['NUL', 'a\u0000b'],
        ['unpaired surrogate', 'a\uDC00b'],
        ['huge', HUGE],
        ['markup', '<script>alert(1)</script>'],
        ...sampleOf<[string, unknown]>(3, [
          ['missing', undefined],
          ['null', null],
          ['junk', junkString(60)],
          ['deep nesting', JSON.parse(deeplyNested(500))],
          ...wrongTypes(schema).map((v) => ['wrong type', v] as [string, unknown]),
        ]),
      ];
      for (const [label, value] of variants) {
        cases.push({
          label: `body ${field}: ${label}`,
          url: bodyUrl,
          ...json(withField(baseBody, path, value)),
        });
      }
    }
  }
  return cases;
}

/**
 * Defines the fuzz tests of one shard of the operations (every `shards`-th, from `shard`): the
 * shards are test files of their own, so the workers share the work and each test stays short.
 */
export function fuzzSuite(shard: number, shards: number) {
  let ctx: TestContext;
  let operations: Operation[];
  let allCount = 0;
  /** An existing record per collection path (`/api/v1/admin/articles`), so `{uuid}` routes reach their handler. */
  const existing = new Map<string, string>();

  beforeAll(async () => {
    // Two callers' thousands of requests use a few tokens: each is checked with the emulator
    // once (harness.ts), the rest of the time goes to the routes under test.
    ctx = await createTestContext({}, { rememberTokenChecks: true });
    await ctx.app.ready();
    const all = operationsOf(ctx.app.swagger() as never);
    allCount = all.length;
    operations = all.filter((_, index) => index % shards === shard);
    const admin = await ctx.signInAs(['super_admin']);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/articles',
      headers: { 'id-token': admin.token },
      payload: {
        title: { cs: 'Fuzz' },
        perex: { cs: 'Fuzz' },
        body: { cs: '<p>Fuzz</p>' },
        publishedAt: '2026-01-01T10:00:00.000Z',
      },
    });
    for (const { path } of operations.filter((o) => o.path.endsWith('/{uuid}'))) {
      const collection = path.slice(0, -'/{uuid}'.length);
      const list = await ctx.app.inject({ url: collection, headers: { 'id-token': admin.token } });
      const first = list.statusCode === 200 ? (list.json().data?.[0]?.uuid as string | undefined) : undefined;
      if (first) existing.set(collection, first);
    }
  });
  afterAll(() => ctx.close());

  async function fuzz(caller: 'anonymous' | 'super_admin') {
    const failures: string[] = [];
    let sent = 0;
    let shared: string | undefined;
    for (const operation of operations) {
      // Operations on accounts (logout, password change, a user's roles or deletion) get a fresh
      // super_admin of their own, so that they cannot end the session the others share.
      const ownSession = /^\/api\/v1\/(auth|admin\/users)\b/.test(operation.path);
      shared ??= caller === 'super_admin' ? (await ctx.signInAs(['super_admin'])).token : undefined;
      const token = ownSession && shared ? (await ctx.signInAs(['super_admin'])).token : shared;
      const headers: Record<string, string> = token ? { 'id-token': token } : {};
      const collection = operation.path.replace(/\/\{uuid\}$/, '');

      for (const c of casesFor(operation, existing.get(collection))) {
        const res = await ctx.app.inject({
          method: operation.method as 'GET',
          url: c.url,
          headers: { ...headers, ...(c.contentType && { 'content-type': c.contentType }) },
          ...(c.payload !== undefined && { payload: c.payload }),
        });
        sent++;
        const where = `${caller} ${operation.method} ${operation.path} [${c.label}] → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400) {
          let name: unknown;
          try {
            name = res.json().name;
          } catch {
            name = undefined;
          }
          if (!isErrorName(name))
            failures.push(`${where} without a catalogue name: ${res.body.slice(0, 200)}`);
          else if (errorCatalogue[name].status !== res.statusCode)
            failures.push(
              `${where} named ${name}, which the catalogue answers with ${errorCatalogue[name].status}`,
            );
        }
      }
    }
    return { failures, sent };
  }

  describe(`fuzzing the operations of the OpenAPI document (part ${shard + 1} of ${shards})`, () => {
    it('finds the operations to fuzz', () => {
      expect(allCount).toBeGreaterThan(15);
      expect(operations.length).toBeGreaterThanOrEqual(Math.floor(allCount / shards));
    });

    it('never answers 5xx or an error outside the catalogue to an anonymous caller', async () => {
      const { failures, sent } = await fuzz('anonymous');
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(operations.length * 5);
    }, 120_000);

    it('never answers 5xx or an error outside the catalogue to a super_admin', async () => {
      const { failures, sent } = await fuzz('super_admin');
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(operations.length * 5);
    }, 120_000);
  });
}
