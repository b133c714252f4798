// Hostile input at the provider (issue 18): the values that reached SQL and answered 500
// (a NUL character in a string, an integer past 32 bits, 1e308) are 400s naming their
// field, on both databases, and nothing changed; every route's inputs state their bounds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT32_MAX } from '../plugins/input-bounds';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { findGameIds } from '../testing/fixtures';

const NUL = 'nul\u0000byte';

describe.each(await testDatabaseKinds())('hostile input on %s', (kind) => {
  let t: TestApp;
  let pm: { authorization: string };
  let lead: { authorization: string };
  let gameId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    pm = await t.as('pm@greenlight.test');
    lead = await t.as('lead@studio-one.test');
    [gameId] = (await findGameIds(t.database.db, { studioSlug: 'studio-one', status: 'in_testing' }, 1)) as [number];
  });
  afterAll(async () => t?.close());

  const refusedAt = (answer: { statusCode: number; json: () => unknown }, path: string, detail?: string) => {
    expect(answer.statusCode, JSON.stringify(answer.json())).toBe(400);
    const body = answer.json() as { errorList: { code: string; path?: string; detail: string }[] };
    expect(body.errorList[0]).toMatchObject({ code: 'INVALID_REQUEST', path, ...(detail ? { detail } : {}) });
  };

  it('a NUL character in any string is refused by name: sign-in, reset, feedback, views, tags, a search', async () => {
    const nulDetail = (path: string) => `${path} must not contain the NUL character`;
    refusedAt(await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: NUL, password: 'x' } }), 'body.username', nulDetail('body.username'));
    refusedAt(await t.app.inject({ method: 'POST', url: '/auth/resetpwdinit', payload: { username: NUL } }), 'body.username');
    refusedAt(
      await t.app.inject({ method: 'POST', url: `/game/${gameId}/add_game_feedback`, headers: pm, payload: { feedback: NUL } }),
      'body.feedback',
    );
    refusedAt(
      await t.app.inject({ method: 'POST', url: '/v1/ui-view', headers: pm, payload: { name: NUL, list: 'games', content: '{}' } }),
      'body.name',
    );
    refusedAt(await t.app.inject({ method: 'PATCH', url: `/games/${gameId}/tags`, headers: lead, payload: { tag: { label: NUL, category: 'theme' } } }), 'body.tag.label');
    refusedAt(await t.app.inject({ method: 'GET', url: '/tags/search?q=a%00b', headers: lead }), 'querystring.q');
  });

  it('an integer past 32 bits and a number like 1e308 are refused by name, in bodies, paths and query strings', async () => {
    refusedAt(await t.app.inject({ method: 'POST', url: '/v1/games', headers: pm, payload: { studioId: INT32_MAX + 1 } }), 'body.studioId');
    refusedAt(await t.app.inject({ method: 'POST', url: '/v1/games', headers: pm, payload: { offset: 1e308 } }), 'body.offset');
    refusedAt(await t.app.inject({ method: 'GET', url: `/game/${INT32_MAX + 1}`, headers: pm }), 'params.id');
    refusedAt(await t.app.inject({ method: 'GET', url: '/projects?studioId=1e308', headers: pm }), 'querystring.studioId');
    // The largest 32-bit id is a game that does not exist, not an error.
    expect((await t.app.inject({ method: 'GET', url: `/game/${INT32_MAX}`, headers: pm })).statusCode).toBe(404);
  });

  it('a path parameter over 1,100 characters, or a URL that cannot be decoded, answers the error body with its correlation id', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/operations/${'a'.repeat(1200)}`, headers: { ...pm, 'x-correlation-id': 'long-1' } });
    expect(long.statusCode).toBe(414);
    expect(long.headers['x-correlation-id']).toBe('long-1');
    expect(long.json()).toEqual({ detail: 'A path parameter is too long', errorList: [{ code: 'INVALID_REQUEST', detail: 'A path parameter is too long' }] });
    const garbled = await t.app.inject({ method: 'GET', url: '/game/%E0%A4%A', headers: pm });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ errorList: [{ code: 'INVALID_REQUEST' }] });
    // A batch of 100 game ids (GET /games/{ids}, 100 at most) is within the bound: an answer, not a 414.
    const batch = Array.from({ length: 100 }, (_, i) => 2_000_000_000 + i).join(',');
    expect((await t.app.inject({ method: 'GET', url: `/games/${batch}`, headers: pm })).statusCode).toBe(200);
  });
});

describe('the bounds in the OpenAPI document', () => {
  it('every input integer fits 32 bits, every number is bounded, every free string refuses NUL', () => {
    const document = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { parameters?: { name: string; schema: unknown }[]; requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    const unbounded: string[] = [];
    const visit = (schema: unknown, at: string) => {
      if (typeof schema !== 'object' || schema === null) return;
      const s = schema as Record<string, unknown>;
      const free = !('enum' in s) && !('$ref' in s) && !('format' in s);
      if (free && s.type === 'integer' && (s.minimum === undefined || s.maximum === undefined || (s.maximum as number) > INT32_MAX)) unbounded.push(at);
      if (free && s.type === 'number' && (s.minimum === undefined || s.maximum === undefined)) unbounded.push(at);
      if (free && s.type === 'string' && s.pattern === undefined) unbounded.push(at);
      for (const [key, value] of Object.entries(s)) {
        if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${at}/${key}/${i}`));
        else visit(value, `${at}/${key}`);
      }
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of operation.parameters ?? []) visit(parameter.schema, `${method} ${path} ${parameter.name}`);
        for (const content of Object.values(operation.requestBody?.content ?? {})) visit(content.schema, `${method} ${path} body`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
