// Request validation: paths and query strings arrive as text and are coerced to their
// types; a JSON body is taken as sent, so {"username": 1} is a 400, not a login attempt.
// Fastify builds its validators from every context's shared schemas when it is ready,
// through the compilers factory of its server options: a registered plugin could only
// set a compiler per context and would lose that pool, so this is a server option.
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compile = (route: { httpPart?: string }) => unknown;

/** Fastify's validator compiler, twice: with type coercion for paths and query strings, without for bodies. */
const strictBodyValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const coercing = AjvCompiler()(externalSchemas, options) as unknown as Compile;
  const strict = AjvCompiler()(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as typeof options) as unknown as Compile;
  const compile: Compile = (route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};

export const validationOptions = {
  ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  schemaController: { compilersFactory: { buildValidator: strictBodyValidator } },
} satisfies FastifyServerOptions;
