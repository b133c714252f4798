// What makes provider/openapi.json a contract other tools take as it is (issue 19):
// every operation named (operationId, required of each route) with its error answers
// in the shared error body, enums written as plain `enum` lists, and the shapes the
// routes share written once as components. @fastify/swagger calls `documentRoute` for
// each route and `normalizeDocument` on the whole document; neither changes the
// schemas Fastify validates and serializes with.

/** A route as @fastify/swagger hands it to the transform. */
interface RouteForDocument {
  schema?: object | undefined;
  url: string;
  route: { method: string | string[]; config?: unknown };
}

interface RouteFlags {
  public?: boolean;
  duringMaintenance?: boolean;
}

const ERROR_BODY = { $ref: 'ErrorBody' };

/**
 * A route's schema as the document shows it: its operationId required, and beside its
 * own answers the ones every route may give in the shared error body: 401 without a
 * session (unless public), 503 while maintenance is on (unless it answers during it),
 * 500 for an unexpected error.
 */
export function documentRoute<S extends object>({ schema: routeSchema, url, route }: RouteForDocument & { schema: S }): { schema: S; url: string } {
  const schema = routeSchema as Record<string, unknown> | undefined;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!schema || schema.hide || methods.every((method) => method === 'HEAD')) return { schema: routeSchema, url };
  if (typeof schema.operationId !== 'string' || schema.operationId === '') {
    throw new Error(`${methods.join(',')} ${url} has no operationId: name it in its schema`);
  }
  const config = (route.config ?? {}) as RouteFlags;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const documented = {
    ...schema,
    response: {
      ...(config.public ? {} : { 401: ERROR_BODY }),
      ...(config.duringMaintenance ? {} : { 503: ERROR_BODY }),
      500: ERROR_BODY,
      ...response,
    },
  };
  return { schema: documented as S, url };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values of an `anyOf` whose every member allows one value only (`const`, or an enum of one). */
function singleValues(members: Json[]): Json[] | undefined {
  const values: Json[] = [];
  for (const member of members) {
    if (!isObject(member)) return undefined;
    const { type: _type, description: _description, ...rest } = member;
    const keys = Object.keys(rest);
    if (keys.length === 1 && keys[0] === 'const') values.push(rest.const!);
    else if (keys.length === 1 && keys[0] === 'enum' && Array.isArray(rest.enum) && rest.enum.length === 1) values.push(rest.enum[0]!);
    else return undefined;
  }
  return values;
}

/** The JSON type all these values share, if any. */
function typeOf(values: Json[]): string | undefined {
  const types = new Set(values.filter((value) => value !== null).map((value) => (typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value)));
  if (types.size === 1) return [...types][0];
  if (types.size === 2 && types.has('integer') && types.has('number')) return 'number';
  return undefined;
}

/** The null a nullable union adds beside its schema (`{type: 'object', nullable: true, enum: [null]}` as written). */
const isNullOnly = (member: Json): boolean =>
  isObject(member) && ((Array.isArray(member.enum) && member.enum.length === 1 && member.enum[0] === null) || member.type === 'null');

/**
 * Plain enums: an anyOf of single values becomes one enum, a nullable enum one enum with
 * null in its list (OpenAPI 3.0's reading of nullable), an enum without a type gets its type.
 */
function plainEnum(schema: JsonObject): JsonObject {
  if (Array.isArray(schema.anyOf) && schema.anyOf.length === 2 && schema.anyOf.some(isNullOnly)) {
    const other = schema.anyOf.find((member) => !isNullOnly(member));
    if (isObject(other) && Array.isArray(other.enum)) {
      const { anyOf: _anyOf, ...rest } = schema;
      const typed = plainEnum(other);
      return { ...typed, ...rest, nullable: true, enum: [...(typed.enum as Json[]), null] };
    }
  }
  if (Array.isArray(schema.anyOf)) {
    const values = singleValues(schema.anyOf);
    if (values && values.length > 0) {
      const { anyOf: _anyOf, ...rest } = schema;
      const type = typeOf(values);
      return { ...(type ? { type } : {}), ...rest, enum: values };
    }
  }
  if (Array.isArray(schema.enum) && schema.type === undefined) {
    const type = typeOf(schema.enum);
    if (type) return { type, ...schema };
  }
  return schema;
}

/** A use of a shared shape may add these beside it; the shape itself is the rest. */
const USE_SITE_KEYS = new Set(['description', 'nullable']);

function withoutUseSite(schema: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !USE_SITE_KEYS.has(key)));
}

const sameJson = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

const ERROR_RESPONSE: JsonObject = {
  description: 'An error: a human message (detail) and the list of error codes (errorList), with the field each names (path)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

/** A response whose only content is the error body. */
function isErrorBodyResponse(answer: Json): boolean {
  if (!isObject(answer) || !isObject(answer.content)) return false;
  const contents = Object.values(answer.content);
  return contents.length > 0 && contents.every((content) => isObject(content) && isObject(content.schema) && content.schema.$ref === '#/components/schemas/ErrorBody');
}

/**
 * The whole document, normalized: plain enums everywhere, and every schema titled with one
 * of `components` written once under components.schemas and referred to with $ref where
 * it is used (a use that adds a description or nullable keeps them beside an allOf).
 */
export function normalizeDocument<T>(document: T, components: readonly string[]): T {
  const shared = new Set(components);
  const hoisted = new Map<string, JsonObject>();
  const visit = (value: Json, path: string): Json => {
    if (Array.isArray(value)) return value.map((item, i) => visit(item, `${path}/${i}`));
    if (!isObject(value)) return value;
    const walked = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item, `${path}/${key}`)])) as JsonObject;
    const schema = plainEnum(walked);
    const title = schema.title;
    if (typeof title !== 'string' || !shared.has(title) || path.startsWith(`/components/schemas/${title}`)) return schema;
    const shape = withoutUseSite(schema);
    const known = hoisted.get(title);
    if (!known) hoisted.set(title, shape);
    else if (!sameJson(known, shape)) throw new Error(`Two shapes are titled ${title} (at ${path}): give one another title`);
    const ref = { $ref: `#/components/schemas/${title}` };
    const useSite = Object.fromEntries(Object.entries(schema).filter(([key]) => USE_SITE_KEYS.has(key) && schema[key] !== shape[key]));
    return Object.keys(useSite).length > 0 ? { allOf: [ref], ...useSite } : ref;
  };
  const normalized = visit(document as Json, '') as JsonObject;
  const componentsObject = (normalized.components ?? {}) as JsonObject;
  const schemas = (componentsObject.schemas ?? {}) as JsonObject;
  for (const [title, shape] of hoisted) {
    if (schemas[title] && !sameJson(schemas[title]!, shape)) throw new Error(`A component ${title} exists already with another shape`);
    schemas[title] = shape;
  }
  componentsObject.schemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  // Every error answer is the one error body: one response component, referred to by each 4xx and 5xx.
  componentsObject.responses = { Error: ERROR_RESPONSE };
  for (const methods of Object.values((normalized.paths ?? {}) as JsonObject)) {
    for (const operation of Object.values(methods as JsonObject)) {
      const responses = (operation as JsonObject).responses as JsonObject | undefined;
      for (const [status, answer] of Object.entries(responses ?? {})) {
        if (Number(status) >= 400 && isErrorBodyResponse(answer)) responses![status] = { $ref: '#/components/responses/Error' };
      }
    }
  }
  normalized.components = componentsObject;
  return normalized as T;
}
