// A game's tags through the routes (TAG), on PGlite and Postgres with the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { findGameIds } from '../testing/fixtures';

describe.each(await testDatabaseKinds())('tags on %s', (kind) => {
  let t: TestApp;
  let gameId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [gameId] = (await findGameIds(t.database.db, { studioSlug: 'studio-one', status: 'finished', creatorEmail: 'lead@studio-one.test' }, 1)) as [number];
  });
  afterAll(async () => t?.close());

  const send = async (method: 'PUT' | 'PATCH' | 'DELETE', payload: unknown, email = 'pm@greenlight.test') =>
    t.app.inject({ method, url: `/games/${gameId}/tags`, headers: await t.as(email), payload: payload as Record<string, unknown> });

  it('TAG-05 TAG-16 replaces the tags, lowercased and trimmed', async () => {
    const response = await send('PUT', {
      tags: [
        { label: '  Merge ', category: 'mechanic' },
        { label: 'Cute animals', category: 'theme' },
        { label: 'Cars', category: 'toy' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().tags).toEqual([
      { label: 'merge', category: 'mechanic' },
      { label: 'cute animals', category: 'theme' },
      { label: 'cars', category: 'toy' },
    ]);
    const detail = await t.app.inject({ method: 'GET', url: `/v1/my/game/${gameId}`, headers: await t.as('pm@greenlight.test') });
    expect(detail.json().tags).toHaveLength(3);
  });

  it('TAG-06 TAG-07 TAG-09 refuses a wrong length with its message, odd characters, and ignores a duplicate', async () => {
    const short = await send('PATCH', { tag: { label: 'ab', category: 'other' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ detail: 'Your tag should have between 3 and 15 characters', errorList: [{ code: 'INVALID_TAG' }] });
    const odd = await send('PATCH', { tag: { label: 'boss#fight', category: 'mechanic' } });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errorList[0].extra).toEqual({ reason: 'characters' });
    const duplicate = await send('PATCH', { tag: { label: 'MERGE', category: 'mechanic' } });
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json().tags).toHaveLength(3);
  });

  it('TAG-08 TAG-10 BE-SUB-10 holds the per-category limits and 6 in all', async () => {
    const themes = await send('PUT', {
      tags: ['space', 'pirates', 'zombies', 'candy'].map((label) => ({ label, category: 'theme' })),
    });
    expect(themes.statusCode).toBe(400);
    expect(themes.json().errorList[0]).toMatchObject({ path: 'tags.3', extra: { reason: 'category_full' } });
    const seven = await send('PUT', {
      tags: [
        ...['merge', 'runner', 'idle', 'stack', 'swipe'].map((label) => ({ label, category: 'mechanic' })),
        { label: 'space', category: 'theme' },
        { label: 'cars', category: 'toy' },
      ],
    });
    expect(seven.statusCode).toBe(400);
    expect(seven.json().errorList[0].extra).toEqual({ reason: 'too_many' });
    // The game is as it was.
    const detail = await t.app.inject({ method: 'GET', url: `/v1/my/game/${gameId}`, headers: await t.as('pm@greenlight.test') });
    expect(detail.json().tags.map((tag: { label: string }) => tag.label).sort()).toEqual(['cars', 'cute animals', 'merge']);
  });

  it('TAG-17 TAG-18 removes one, and searches with the number of games tagged', async () => {
    const removed = await send('DELETE', { tag: { label: 'Cars' } });
    expect(removed.json().tags.map((tag: { label: string }) => tag.label)).toEqual(['merge', 'cute animals']);
    const found = await t.app.inject({ method: 'GET', url: '/tags/search?q=mer&category=mechanic', headers: await t.as('pm@greenlight.test') });
    expect(found.json()).toContainEqual({ id: 'merge', label: 'merge', category: 'mechanic', nb_tagged_games: expect.any(Number) });
  });

  it('TAG-20 needs edit_game_genre: a read-only member and another studio are refused', async () => {
    expect((await send('PATCH', { tag: { label: 'puzzle', category: 'mechanic' } }, 'dev@studio-one.test')).statusCode).toBe(403);
    expect((await send('PATCH', { tag: { label: 'puzzle', category: 'mechanic' } }, 'lead@studio-two.test')).statusCode).toBe(403);
    expect((await send('PATCH', { tag: { label: 'puzzle', category: 'mechanic' } }, 'lead@studio-one.test')).statusCode).toBe(200);
  });
});
