// Changelogs (FBK-10..12): what changed in a build, sent with a testing request and
// read with the game's detail (GET /v1/my/game/{id}); staff validate or reject them
// with the game actions validate_changelog and reject_changelog (game-action.ts).
import { CHANGELOG_CATEGORIES } from '@greenlight/rules';
import { builder } from '../builder';
import type { ProviderGameDetail } from '../provider/client';
import { Game } from './game';
import { parseNumberedGameChildId } from './game-children';
import { providerEnum } from './provider-enum';

type ChangelogShape = ProviderGameDetail['changelogs'][number] & { gameId: number };

const ChangelogState = providerEnum('ChangelogState', ['pending', 'validated', 'rejected'] as const satisfies readonly ChangelogShape['state'][]);

/** A choice of the game actions' inputs (rules' ACTION_CHOICES). */
export const ChangelogCategory = providerEnum('ChangelogCategory', CHANGELOG_CATEGORIES, { description: 'FBK-02' });

export const Changelog = builder.node(builder.objectRef<ChangelogShape>('Changelog'), {
  id: { resolve: (c) => `${c.gameId}:${c.id}` },
  description: 'What changed in a build, sent with a testing request (FBK-10); staff validate or reject it (FBK-12)',
  loadOne: async (id, context) => {
    const parsed = parseNumberedGameChildId(id);
    if (!parsed) return null;
    const found = (await context.loaders.gameDetails.load(parsed.gameId)).changelogs.find((c) => c.id === parsed.own);
    return found ? { ...found, gameId: parsed.gameId } : null;
  },
  fields: (t) => ({
    changelogId: t.exposeInt('id'),
    category: t.exposeString('category'),
    details: t.exposeString('details'),
    state: t.field({ type: ChangelogState, resolve: (c) => c.state }),
    createdAt: t.exposeString('createdAt'),
  }),
});

builder.objectField(Game, 'changelogs', (t) =>
  t.field({
    type: [Changelog],
    resolve: async (game, _args, context) =>
      (await context.loaders.gameDetails.load(game.id)).changelogs.map((c) => ({ ...c, gameId: game.id })),
  }),
);
