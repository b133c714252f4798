// What the panel reads with a game's detail (GET /v1/my/game/{id}): feedback,
// changelogs, genres and tags, as lists and as nodes; and the tag mutations.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it, vi } from 'vitest';
import type { ProviderGameDetail } from '../provider/client';
import { data, fakeGames, fakeLoader, gameId, providerGame, providerGameDetail, testContext } from '../testing/resolvers';

const game = providerGame({ id: 7 });
const DETAIL = providerGameDetail(game, {
  feedbacks: [{ id: 12, subject: 'Art', feedback: '<p>Nice</p>', createdAt: '2026-11-01T00:00:00.000Z', authorId: 2, pmName: 'Paula Manager' }],
  changelogs: [{ id: 4, category: 'core_mechanics', details: 'A second boss', state: 'validated', createdAt: '2026-11-02T00:00:00.000Z' }],
  genres: [{ id: 3, category: 'Gameplay', label: 'Runner' }],
  tags: [{ label: 'jump', category: 'mechanic' }, { label: 'sky blue', category: 'theme' }],
});

describe('a game\'s detail', () => {
  it('FBK-06 FBK-12 TAG-01 TAG-14 reads feedback, changelogs, genres and tags with one detail load for them all', async () => {
    const details = vi.fn(async () => DETAIL);
    const { node } = await data<{ node: Record<string, unknown> }>(
      `query ($id: ID!) { node(id: $id) { ... on Game {
        feedbacks { id feedbackId subject pmName }
        changelogs { id changelogId category state }
        genres { genreId category label }
        tags { id label category }
      } } }`,
      { id: gameId(7) },
      { loaders: { games: fakeGames(game), gameDetails: fakeLoader<number, ProviderGameDetail>(details) } },
    );
    expect(details).toHaveBeenCalledTimes(1);
    expect(node).toEqual({
      feedbacks: [{ id: encodeGlobalID('Feedback', '7:12'), feedbackId: 12, subject: 'Art', pmName: 'Paula Manager' }],
      changelogs: [{ id: encodeGlobalID('Changelog', '7:4'), changelogId: 4, category: 'core_mechanics', state: 'VALIDATED' }],
      genres: [{ genreId: 3, category: 'Gameplay', label: 'Runner' }],
      tags: [
        { id: encodeGlobalID('Tag', '7:jump'), label: 'jump', category: 'MECHANIC' },
        { id: encodeGlobalID('Tag', '7:sky blue'), label: 'sky blue', category: 'THEME' },
      ],
    });
  });

  it('FBK-07 finds feedback, a changelog and a tag by their node ids in their game\'s detail; a malformed or unknown id is null', async () => {
    const answer = await data<Record<string, unknown>>(
      `query ($f: ID!, $c: ID!, $t: ID!, $unknown: ID!, $malformed: ID!) {
        f: node(id: $f) { ... on Feedback { subject } }
        c: node(id: $c) { ... on Changelog { details } }
        t: node(id: $t) { ... on Tag { category } }
        unknown: node(id: $unknown) { ... on Feedback { subject } }
        malformed: node(id: $malformed) { ... on Feedback { subject } }
      }`,
      {
        f: encodeGlobalID('Feedback', '7:12'),
        c: encodeGlobalID('Changelog', '7:4'),
        t: encodeGlobalID('Tag', '7:sky blue'),
        unknown: encodeGlobalID('Feedback', '7:13'),
        malformed: encodeGlobalID('Feedback', 'twelve'),
      },
      { loaders: { gameDetails: fakeLoader({ 7: DETAIL }) } },
    );
    expect(answer).toEqual({ f: { subject: 'Art' }, c: { details: 'A second boss' }, t: { category: 'THEME' }, unknown: null, malformed: null });
  });
});

describe('tags', () => {
  it('TAG-16 TAG-17 replaces a game\'s tags, then reads the game and its detail afresh', async () => {
    let tags: ProviderGameDetail['tags'] = [{ label: 'jump', category: 'mechanic' }];
    const setTags = vi.fn(async (_id: number, next: ProviderGameDetail['tags']) => {
      tags = next;
      return { tags };
    });
    const details = vi.fn(async () => providerGameDetail(game, { tags }));
    const context = testContext({ provider: { setTags }, loaders: { games: fakeGames(game), gameDetails: fakeLoader<number, ProviderGameDetail>(details) } });
    // The request had read the tags before: they are read again after the change.
    expect((await context.loaders.gameDetails.load(7)).tags).toEqual([{ label: 'jump', category: 'mechanic' }]);
    const answer = await data<{ setGameTags: { tags: { label: string; category: string }[] } }>(
      `mutation ($id: ID!) {
        setGameTags(gameId: $id, tags: [{ label: "runner", category: MECHANIC }, { label: "city", category: THEME }]) {
          ... on Game { tags { label category } }
        }
      }`,
      { id: gameId(7) },
      context,
    );
    expect(setTags).toHaveBeenCalledWith(7, [
      { label: 'runner', category: 'mechanic' },
      { label: 'city', category: 'theme' },
    ]);
    expect(answer.setGameTags.tags).toEqual([
      { label: 'runner', category: 'MECHANIC' },
      { label: 'city', category: 'THEME' },
    ]);
  });

  it('TAG-15 TAG-18 searches tags in a category, most used first, as the provider answers them', async () => {
    const searchTags = vi.fn(async () => [{ id: '1', label: 'jump', category: 'mechanic' as const, nb_tagged_games: 12 }]);
    const { searchTags: found } = await data<{ searchTags: unknown[] }>(
      '{ searchTags(q: "ju", category: MECHANIC) { label category taggedGames } }',
      {},
      { provider: { searchTags } },
    );
    expect(searchTags).toHaveBeenCalledWith('ju', 'mechanic');
    expect(found).toEqual([{ label: 'jump', category: 'MECHANIC', taggedGames: 12 }]);
  });
});
