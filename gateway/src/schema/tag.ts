// Tags (TAG): labels a game carries per category, read with the game's detail
// (GET /v1/my/game/{id}), edited one by one or replaced; the rules are the
// provider's (rules/src/tags.ts).
import { TAG_CATEGORIES, type TagCategory } from '@greenlight/rules';
import { builder } from '../builder';
import type { GatewayContext } from '../context';
import type { ProviderGameDetail } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { Game } from './game';
import { parseGameChildId } from './game-children';
import { providerEnum } from './provider-enum';

type TagShape = ProviderGameDetail['tags'][number] & { gameId: number };

const TagCategoryEnum = providerEnum('TagCategory', TAG_CATEGORIES, { description: 'TAG-14' });

// A tag is a label on one game (TAG-14): its global id carries the game ("<game>:<label>").
export const Tag = builder.node(builder.objectRef<TagShape>('Tag'), {
  id: { resolve: (tag) => `${tag.gameId}:${tag.label}` },
  description: 'A label a game carries in one category (TAG-05..14)',
  loadOne: async (id, context) => {
    const parsed = parseGameChildId(id);
    if (!parsed) return null;
    const found = (await context.loaders.gameDetails.load(parsed.gameId)).tags.find((tag) => tag.label === parsed.own);
    return found ? { ...found, gameId: parsed.gameId } : null;
  },
  fields: (t) => ({
    label: t.exposeString('label', { description: 'the tag, in lower case' }),
    category: t.field({ type: TagCategoryEnum, description: 'its category', resolve: (tag) => tag.category }),
  }),
});

builder.objectField(Game, 'tags', (t) =>
  t.field({
    type: [Tag],
    description: 'its tags, by category then label (TAG-14)',
    resolve: async (game, _args, context) =>
      (await context.loaders.gameDetails.load(game.id)).tags.map((tag) => ({ ...tag, gameId: game.id })),
  }),
);

const TagInput = builder.inputType('TagInput', {
  description: 'A tag to put on a game (TAG-05..10)',
  fields: (t) => ({
    label: t.string({ required: true, description: 'the tag; the provider lowercases it' }),
    category: t.field({ type: TagCategoryEnum, required: true, description: 'its category' }),
  }),
});

const TagSearchResult = builder
  .objectRef<{ id: string; label: string; category: TagCategory; nb_tagged_games: number }>('TagSearchResult')
  .implement({
    description: 'A tag used on games, with how many (TAG-15)',
    fields: (t) => ({
      label: t.exposeString('label', { description: 'the tag' }),
      category: t.field({ type: TagCategoryEnum, description: 'its category', resolve: (tag) => tag.category }),
      taggedGames: t.exposeInt('nb_tagged_games', { description: 'how many games carry it' }),
    }),
  });

builder.queryField('searchTags', (t) =>
  t.field({
    type: [TagSearchResult],
    description: 'Tags used on games, most used first (TAG-18)',
    authScopes: { signedIn: true },
    args: {
      q: t.arg.string({ required: true, description: 'text the label contains, any case; empty for any' }),
      category: t.arg({ type: TagCategoryEnum, description: 'only this category\'s tags' }),
    },
    resolve: (_root, { q, category }, context) => context.provider.searchTags(q, category ?? undefined),
  }),
);

/** After a tag edit the game answers afresh, by its id through the node loader: its tags come from its detail. */
function gameAfterTagEdit(context: GatewayContext, gameId: number): number {
  context.loaders.gameDetails.clear(gameId);
  context.loaders.games.clear(gameId);
  return gameId;
}

builder.mutationFields((t) => ({
  setGameTags: t.field({
    type: Game,
    description: 'Replaces the game\'s tags: lowercased, per category and 6 at most (TAG-05..10, TAG-16)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'SetGameTagsResult', description: 'The game with its new tags, or why they were refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      tags: t.arg({ type: [TagInput], required: true, description: 'every tag the game is to carry' }),
    },
    resolve: async (_root, { gameId, tags }, context) => {
      await context.provider.setTags(Number(gameId.id), tags);
      return gameAfterTagEdit(context, Number(gameId.id));
    },
  }),
  addGameTag: t.field({
    type: Game,
    description: 'Adds one tag; a duplicate is ignored (TAG-09, TAG-17)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'AddGameTagResult', description: 'The game with the tag, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      tag: t.arg({ type: TagInput, required: true, description: 'the tag to add' }),
    },
    resolve: async (_root, { gameId, tag }, context) => {
      await context.provider.addTag(Number(gameId.id), tag);
      return gameAfterTagEdit(context, Number(gameId.id));
    },
  }),
  removeGameTag: t.field({
    type: Game,
    description: 'Removes one tag (TAG-17)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'RemoveGameTagResult', description: 'The game without the tag, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      label: t.arg.string({ required: true, description: 'the tag to remove, any case' }),
    },
    resolve: async (_root, { gameId, label }, context) => {
      await context.provider.removeTag(Number(gameId.id), label);
      return gameAfterTagEdit(context, Number(gameId.id));
    },
  }),
}));

