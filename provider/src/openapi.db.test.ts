// provider/openapi.json as a contract for other tools (issue 19): a maintained OpenAPI
// validator accepts it; every operation is named, summarized, tagged and answers its
// errors with the shared error body; enums are plain; and real answers of the routes,
// on the demo data, are what the document says they are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import type { InjectOptions } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/app';
import { findGameIds } from './testing/fixtures';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, { content: Record<string, { schema: unknown }> }> };
}

const DOCUMENT_PATH = join(import.meta.dirname, '..', 'openapi.json');
const document = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

describe('the provider\'s OpenAPI document', () => {
  it('is valid OpenAPI, by @readme/openapi-parser', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('names every operation once, with a summary and its tags', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => typeof id !== 'string' || !/^[a-z][A-Za-z0-9]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
    }
    expect(ids).toEqual(expect.arrayContaining(['listGames', 'getGameKpis', 'killGame', 'requestTesting', 'getMe', 'signIn']));
  });

  it('answers every error, 4xx and 5xx, with the shared error body', () => {
    expect(document.components.responses.Error!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    for (const { path, method, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, `${method} ${path}`).toContain('500');
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        expect(operation.responses[status], `${method} ${path} ${status}`).toEqual({ $ref: '#/components/responses/Error' });
      }
    }
  });

  it('writes enums as plain typed lists, and the shapes routes share as components', () => {
    const problems: string[] = [];
    const visit = (value: unknown, at: string) => {
      if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${at}/${i}`));
      if (typeof value !== 'object' || value === null) return;
      const schema = value as Record<string, unknown>;
      if ('const' in schema) problems.push(`${at}: const`);
      if (Array.isArray(schema.enum) && typeof schema.type !== 'string') problems.push(`${at}: an enum without its type`);
      if (Array.isArray(schema.anyOf) && schema.anyOf.every((member) => Array.isArray((member as { enum?: unknown[] }).enum))) {
        problems.push(`${at}: an anyOf of enums`);
      }
      for (const [key, item] of Object.entries(schema)) visit(item, `${at}/${key}`);
    };
    visit(document, '');
    expect(problems).toEqual([]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorBody', 'Game', 'GamesPage', 'GameKpis', 'Iteration', 'IterationNetwork', 'IterationVideo', 'Operation']),
    );
  });
});

describe('the routes answer what the document says', () => {
  let t: TestApp;
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat('date-time', true).addFormat('date', true).addFormat('uri', true).addFormat('email', true);
  for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(schema as object, `#/components/schemas/${name}`);
  const validators = new Map<string, ValidateFunction>();

  /** The documented schema of one answer, compiled once. */
  function answerSchema(method: string, path: string, status: number): ValidateFunction {
    const key = `${method} ${path} ${status}`;
    let validator = validators.get(key);
    if (!validator) {
      const response = document.paths[path]?.[method]?.responses[String(status)];
      expect(response, `${key} is documented`).toBeDefined();
      const resolved = response!.$ref ? document.components.responses.Error! : response!;
      const schema = resolved.content?.['application/json']?.schema;
      expect(schema, `${key} has a JSON schema`).toBeDefined();
      validator = ajv.compile(schema as object);
      validators.set(key, validator);
    }
    return validator;
  }

  const expectDocumented = (method: string, path: string, answer: { statusCode: number; json: () => unknown }) => {
    const validate = answerSchema(method, path, answer.statusCode);
    const body = answer.json();
    const valid = validate(body);
    expect(valid ? [] : validate.errors, `${method} ${path} ${answer.statusCode}`).toEqual([]);
  };

  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('on a sample of real calls: the user, the lists, a game, its KPIs, the reference data, an action, and refusals', async () => {
    const pm = await t.as('pm@greenlight.test');
    const lead = await t.as('lead@studio-one.test');
    const [gameId] = await findGameIds(t.database.db, { studioSlug: 'studio-one', status: 'in_testing', minIterations: 1 }, 1);
    const [finished] = await findGameIds(t.database.db, { studioSlug: 'studio-one', status: 'finished' }, 1);
    const calls: [string, string, InjectOptions][] = [
      ['get', '/v1/me', { method: 'GET', url: '/v1/me', headers: pm }],
      ['post', '/v1/games', { method: 'POST', url: '/v1/games', headers: pm, payload: { limit: 5, order: 'desc' } }],
      ['post', '/v1/my/games', { method: 'POST', url: '/v1/my/games', headers: lead, payload: { status: 'in_testing', type: 'cpi', limit: 5 } }],
      ['get', '/game/{id}', { method: 'GET', url: `/game/${gameId}`, headers: pm }],
      ['get', '/v1/my/game/{id}', { method: 'GET', url: `/v1/my/game/${gameId}`, headers: lead }],
      [
        'get',
        '/v1/game/{id}',
        { method: 'GET', url: `/v1/game/${gameId}?kpi=cpi,d1_ret,d7_ret,iterationVideos,iterations,session_length,playtime`, headers: pm },
      ],
      ['get', '/codifications/', { method: 'GET', url: '/codifications/', headers: lead }],
      ['get', '/v1/ui-views', { method: 'GET', url: '/v1/ui-views', headers: pm }],
      ['get', '/games/{id}/campaignCreationStatus', { method: 'GET', url: `/games/${gameId}/campaignCreationStatus`, headers: pm }],
      ['post', '/game/{id}/archive_game', { method: 'POST', url: `/game/${finished}/archive_game`, headers: pm }],
      // Refusals: a body the schema refuses, no session, an action that is not available.
      ['post', '/v1/games', { method: 'POST', url: '/v1/games', headers: pm, payload: { limit: 1000 } }],
      ['get', '/v1/me', { method: 'GET', url: '/v1/me' }],
      ['post', '/game/{id}/kill_game', { method: 'POST', url: `/game/${finished}/kill_game`, headers: pm }],
      ['get', '/game/{id}', { method: 'GET', url: '/game/2147483647', headers: pm }],
    ];
    const statuses: number[] = [];
    for (const [method, path, request] of calls) {
      const answer = await t.app.inject(request);
      statuses.push(answer.statusCode);
      expectDocumented(method, path, answer);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 400, 401, 409, 404]);
  });
});
