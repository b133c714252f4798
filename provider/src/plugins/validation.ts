// Request validation: paths and query strings arrive as text and are coerced to their
// types; a JSON body is taken as sent, so {"username": 1} is a 400, not a login attempt.
// Fastify builds its validators from every context's shared schemas when it is ready,
// through the compilers factory of its server options: a registered plugin could only
// set a compiler per context and would lose that pool, so this is a server option.
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** Fastify's validator compiler, twice: with type coercion for paths and query strings, without for bodies. */
const strictBodyValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  if (options?.mode === 'JTD') throw new Error('The provider validates with JSON schemas, not JTD');
  const coercing = AjvCompiler()(externalSchemas, options);
  const strict = AjvCompiler()(externalSchemas, { ...options, customOptions: { ...options?.customOptions, coerceTypes: false } });
  // Fastify hands each route part's definition ({schema, httpPart, ...}), which the pool's types call a schema.
  return (route) => (typeof route === 'object' && route.httpPart === 'body' ? strict(route) : coercing(route));
};

export const validationOptions = {
  ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  schemaController: { compilersFactory: { buildValidator: strictBodyValidator } },
} satisfies FastifyServerOptions;
