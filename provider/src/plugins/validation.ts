// Request validation: paths and query strings arrive as text and are coerced to their
// types; a JSON body is taken as sent, so {"username": 1} is a 400, not a login attempt.
// Fastify builds its validators from every context's shared schemas when it is ready,
// through the compilers factory of its server options: a registered plugin could only
// set a compiler per context and would lose that pool, so this is a server option.
//
// Compiling is most of what starting a provider costs (about 1.5 s of its 2: Ajv's
// validators and fast-json-stringify's serializers for some three hundred routes). A
// compiled function depends only on its schema, the shared schemas and the options, so
// the process keeps each one by that text: a second provider in the same process (the
// tests start one per suite, the benchmarks several) compiles nothing again.
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/** Compiled functions by the text of their pool (shared schemas, options), then of their schema. */
class CompiledByText<F> {
  private readonly pools = new Map<string, Map<string, F>>();

  pool(...parts: unknown[]): Map<string, F> {
    const key = JSON.stringify(parts);
    let pool = this.pools.get(key);
    if (!pool) this.pools.set(key, (pool = new Map()));
    return pool;
  }
}

const once = <F>(pool: Map<string, F>, schema: unknown, compile: () => F): F => {
  const key = JSON.stringify(schema);
  let compiled = pool.get(key);
  if (compiled === undefined) pool.set(key, (compiled = compile()));
  return compiled;
};

// One Ajv per set of shared schemas and options (AjvCompiler's own pool), for the process.
const coercingAjv = AjvCompiler();
const strictAjv = AjvCompiler();
const validators = new CompiledByText<ReturnType<ReturnType<BuildCompilerFromPool>>>();

/** Fastify's validator compiler, twice: with type coercion for paths and query strings, without for bodies. */
const strictBodyValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  if (options?.mode === 'JTD') throw new Error('The provider validates with JSON schemas, not JTD');
  const strictOptions = { ...options, customOptions: { ...options?.customOptions, coerceTypes: false } };
  const coercing = coercingAjv(externalSchemas, options);
  const strict = strictAjv(externalSchemas, strictOptions);
  const coercingPool = validators.pool('coercing', externalSchemas, options?.customOptions);
  const strictPool = validators.pool('strict', externalSchemas, strictOptions.customOptions);
  // Fastify hands each route part's definition ({schema, httpPart, ...}), which the pool's types call a schema.
  return (route) =>
    typeof route === 'object' && route.httpPart === 'body'
      ? once(strictPool, route.schema, () => strict(route))
      : once(coercingPool, typeof route === 'object' ? route.schema : route, () => coercing(route));
};

const serializerSelector = SerializerSelector();
const serializers = new CompiledByText<ReturnType<ReturnType<SerializerFactory>>>();

/** fast-json-stringify's serializers, as Fastify builds them, kept by their schema's text. */
const keptSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerSelector(externalSchemas, options);
  const pool = serializers.pool(externalSchemas, options);
  return (route) => once(pool, route.schema, () => compile(route));
};

export const validationOptions = {
  ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  schemaController: { compilersFactory: { buildValidator: strictBodyValidator, buildSerializer: keptSerializer } },
} satisfies FastifyServerOptions;
