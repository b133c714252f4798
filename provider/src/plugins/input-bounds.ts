// Every input bounded at the schema (issue 18, hostile input): before the routes are
// compiled, each route's params, query string and body schemas get the bounds of the
// columns they end in where they state none: a string holds no NUL character (Postgres
// text cannot), an integer fits a 32-bit column, a number is finite and of a sane size.
// A value past them is a 400 naming the field, never a 500 from the database; the
// OpenAPI document shows the bounds, since it is generated from the same schemas.
import { NO_NUL_PATTERN } from '../errors';
import { appWide } from './app-wide';
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
/** Numbers (budgets, percentages, KPIs): far beyond any real one, far below overflow. */
export const NUMBER_BOUND = 1e15;

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

const SUBSCHEMA_LISTS = ['anyOf', 'allOf', 'oneOf', 'prefixItems'] as const;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties'] as const;

/** Adds the missing bounds to a schema and everything inside it, in place (once per object). */
export function boundInputs(schema: unknown, seen = new WeakSet<object>()): void {
  if (!isSchema(schema) || seen.has(schema)) return;
  seen.add(schema);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const constrained = 'enum' in schema || 'const' in schema || '$ref' in schema;
  if (!constrained) {
    if (types.includes('string') && schema.pattern === undefined && schema.format === undefined) schema.pattern = NO_NUL_PATTERN;
    if (types.includes('integer')) {
      schema.minimum ??= INT32_MIN;
      schema.maximum ??= INT32_MAX;
    } else if (types.includes('number')) {
      schema.minimum ??= -NUMBER_BOUND;
      schema.maximum ??= NUMBER_BOUND;
    }
  }
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(schema[key])) for (const item of schema[key] as unknown[]) boundInputs(item, seen);
  for (const key of SUBSCHEMA_MAPS) if (isSchema(schema[key])) for (const item of Object.values(schema[key] as Schema)) boundInputs(item, seen);
  for (const key of ['items', 'additionalProperties', 'not'] as const) boundInputs(schema[key], seen);
}

const INPUT_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

export const inputBounds = appWide('input-bounds', async (app) => {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    for (const part of INPUT_PARTS) boundInputs(schema[part]);
  });
});
