// A schema-driven fuzzer over every route of provider/openapi.json (issue 18): with a
// fixed seed and a bounded count, requests made from each operation's own parameters
// and body schema, valid ones and hostile ones (wrong types, NUL characters, numbers
// past their columns, unknown fields, huge strings), sent as a publishing manager, a
// studio lead and nobody. No answer may be a 500, and the provider must stay up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from './db';
import { startTestApp, type TestApp } from './testing/app';
import { testDatabaseKinds } from './testing/databases';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const document = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'openapi.json'), 'utf8')) as Document;

/** Requests per operation and caller; the seed makes every run the same. */
const RUNS = 4;
const SEED = 20_261_125;
/** Routes that are not request/answer: the live feed's upgrade. */
const SKIPPED = new Set(['openLiveFeed']);

const resolve = (schema: Schema): Schema => {
  const ref = schema.$ref;
  if (typeof ref === 'string') return resolve(document.components.schemas[ref.replace('#/components/schemas/', '')] ?? {});
  return schema;
};

/** What breaks a value of this schema: the hostile cases every field gets some of. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant('nul\u0000byte'),
  fc.constant(2_147_483_648),
  fc.constant(-2_147_483_649),
  fc.constant(1e308),
  fc.constant(-0.5),
  fc.constant(''),
  fc.constant('x'.repeat(5000)),
  fc.constant(null),
  fc.constant(true),
  fc.constant([]),
  fc.constant({}),
  fc.constant('<script>alert(1)</script>'),
  fc.constant("' or 1=1 --"),
  fc.constant('../../etc/passwd'),
  fc.string({ maxLength: 20 }),
  fc.integer(),
);

/** Values of a JSON schema (as openapi.json writes them), hostile ones among them unless `calm`. */
function arbitrary(raw: Schema, depth = 0, calm = false): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const valid = validArbitrary(schema, depth, calm);
  return calm ? valid : fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

function validArbitrary(schema: Schema, depth: number, calm: boolean): fc.Arbitrary<unknown> {
  const inner = (member: Schema, at: number) => arbitrary(member, at, calm);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return fc.oneof(...(schema[key] as Schema[]).map((member) => inner(member, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) return inner((schema.allOf as Schema[])[0] ?? {}, depth + 1);
  const nullable = schema.nullable === true ? (arb: fc.Arbitrary<unknown>) => fc.option(arb, { nil: null }) : (arb: fc.Arbitrary<unknown>) => arb;
  switch (schema.type) {
    case 'integer':
      return nullable(fc.integer({ min: Math.max(Number(schema.minimum ?? -1000), -2_147_483_648), max: Math.min(Number(schema.maximum ?? 1000), 2_147_483_647) }));
    case 'number':
      return nullable(fc.double({ min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 1000), noNaN: true }));
    case 'boolean':
      return nullable(fc.boolean());
    case 'string':
      return nullable(fc.string({ minLength: Number(schema.minLength ?? 0), maxLength: Math.min(Number(schema.maxLength ?? 40), 40) }));
    case 'array':
      return depth > 3 ? fc.constant([]) : nullable(fc.array(inner((schema.items as Schema) ?? {}, depth + 1), { maxLength: 3 }));
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, inner(property, depth + 1)])),
        { requiredKeys: [...required].filter((name) => name in properties) },
      );
      // Sometimes a field the schema does not know.
      return nullable(fc.tuple(record, fc.option(fc.string({ maxLength: 10 }), { nil: undefined })).map(([value, extra]) => (extra ? { ...value, [`x${extra}`]: 1 } : value)));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const pathValue = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/** The values every field is tried with, one field at a time, the rest valid. */
const SWEEP: unknown[] = ['nul\u0000byte', 2_147_483_648, 1e308, -1, 'x'.repeat(5000)];

/** One request of an operation: its path filled, its query string, its JSON body. */
function requests(method: string, path: string, operation: Operation, calm = false): fc.Arbitrary<InjectOptions> {
  return parts(operation, calm).map(([filled, payload]) => toRequest(method, path, operation, filled, payload));
}

function parts(operation: Operation, calm: boolean): fc.Arbitrary<[Record<string, unknown>, unknown]> {
  const parameters = operation.parameters ?? [];
  const values = fc.record(Object.fromEntries(parameters.map((parameter) => [`${parameter.in}:${parameter.name}`, arbitrary(parameter.schema, 0, calm)])));
  const json = operation.requestBody?.content['application/json']?.schema;
  const body = json ? (calm ? arbitrary(json, 0, true) : fc.option(arbitrary(json), { nil: undefined, freq: 8 })) : fc.constant(undefined);
  return fc.tuple(values, body);
}

/**
 * A valid request of the operation, then each of its fields (parameters, the body's
 * top-level properties) replaced in turn by each SWEEP value: the values that reached
 * SQL and answered 500 before the inputs were bounded.
 */
function sweep(method: string, path: string, operation: Operation, seed: number, real: RealIds): InjectOptions[] {
  const [[sampled, payload]] = fc.sample(parts(operation, true), { seed, numRuns: 1 }) as [[Record<string, unknown>, unknown]];
  // Real rows in the path, so that the swept values reach past "not found" to the queries.
  const filled = { ...sampled };
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'path') continue;
    const value = realPathValue(path, parameter.name, real, seed);
    if (value !== undefined) filled[`path:${parameter.name}`] = value;
  }
  const swept: InjectOptions[] = [];
  for (const value of SWEEP) {
    for (const key of Object.keys(filled)) swept.push(toRequest(method, path, operation, { ...filled, [key]: value }, payload));
    if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
      for (const key of Object.keys(payload)) swept.push(toRequest(method, path, operation, filled, { ...payload, [key]: value }));
    }
  }
  return swept;
}

/** Rows of the demo data a path may name, by kind. */
interface RealIds {
  games: number[];
  projects: number[];
  views: number[];
  studio: number;
  users: number[];
  media: string[];
  operations: string[];
}

function realPathValue(path: string, name: string, real: RealIds, seed: number): unknown {
  const pick = <T>(list: readonly T[]) => list[seed % Math.max(1, list.length)];
  if (name === 'id' && /^\/(game|games|v1\/game|v1\/my\/game|api\/games)\//.test(path)) return pick(real.games);
  if (name === 'ids') return real.games.slice(0, 3).join(',');
  if (name === 'id' && path.startsWith('/projects/')) return pick(real.projects);
  if (name === 'id' && path.startsWith('/v1/ui-view/')) return pick(real.views);
  if (name === 'id' && path.startsWith('/ss/studio/')) return real.studio;
  if (name === 'userId') return pick(real.users);
  if (name === 'id' && path.startsWith('/media/')) return pick(real.media);
  if (name === 'operationId') return pick(real.operations);
  return undefined;
}

function toRequest(method: string, path: string, operation: Operation, filled: Record<string, unknown>, payload: unknown): InjectOptions {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    const value = filled[`${parameter.in}:${parameter.name}`];
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, pathValue(value));
    else if (parameter.in === 'query' && value !== undefined && value !== null) query.set(parameter.name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const search = query.toString();
  return {
    method: method.toUpperCase() as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
  };
}

describe.each(await testDatabaseKinds())('every route under fuzzing on %s (a fixed seed, a bounded count)', (kind) => {
  let t: TestApp;
  const callers: Record<string, Record<string, string>> = {};
  let real: RealIds;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const rows = async <T>(query: SQL) => queryRows<T>(t.database.db, query);
    // A game of studio-one in each status, its projects, views, users, media and operations.
    real = {
      games: (await rows<{ id: number }>(sql`select distinct on (g.status) g.id from games g join studios s on s.id = g.studio_id where s.slug = 'studio-one' order by g.status, g.id`)).map((row) => row.id),
      projects: (await rows<{ id: number }>(sql`select p.id from projects p join studios s on s.id = p.studio_id where s.slug = 'studio-one' order by p.id limit 3`)).map((row) => row.id),
      views: (await rows<{ id: number }>(sql`select id from ui_views order by id limit 3`)).map((row) => row.id),
      studio: (await rows<{ id: number }>(sql`select id from studios where slug = 'studio-one'`))[0]!.id,
      users: (await rows<{ id: number }>(sql`select id from users order by id limit 11`)).map((row) => row.id),
      media: (await rows<{ id: string }>(sql`select id from media order by created_at limit 3`)).map((row) => row.id),
      operations: (await rows<{ id: string }>(sql`select id from operations order by created_at limit 3`)).map((row) => row.id),
    };
    callers.pm = await t.as('pm@greenlight.test');
    callers.lead = await t.as('lead@studio-one.test');
    callers.nobody = {};
  });
  afterAll(async () => t?.close());

  // About 4,000 requests: 6 s on Postgres, 16 s on PGlite on an idle machine, and more
  // than the project's 30 s when CI runs the other suites beside it. The count is fixed;
  // the time is not what this test asserts.
  it('answers no 500 to any of them, and stays up', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    let seed = SEED;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (SKIPPED.has(operation.operationId)) continue;
        for (const [caller, headers] of Object.entries(callers)) {
          const samples = [
            ...fc.sample(requests(method, path, operation), { seed: seed++, numRuns: RUNS }),
            ...(caller === 'nobody' ? [] : sweep(method, path, operation, seed++, real)),
          ];
          for (const request of samples) {
            const answer = await t.app.inject({ ...request, headers: { ...(request.headers as Record<string, string>), ...headers } });
            sent++;
            if (answer.statusCode >= 500 && answer.statusCode !== 503) {
              failures.push(`${caller} ${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 200)} -> ${answer.statusCode} ${answer.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
