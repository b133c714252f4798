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

const ChangelogState = providerEnum('ChangelogState', ['pending', 'validated', 'rejected'] as const satisfies readonly ChangelogShape['state'][], {
  description: 'Where a changelog entry is: waiting for staff, validated or rejected (FBK-12)',
});

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
    changelogId: t.exposeInt('id', { description: 'the provider\'s id of the entry' }),
    category: t.exposeString('category', { description: 'what kind of change, a ChangelogCategory value in lower case (FBK-02)' }),
    details: t.exposeString('details', { description: 'what changed, as the studio wrote it (FBK-11)' }),
    state: t.field({ type: ChangelogState, description: 'pending until staff validate or reject it (FBK-12)', resolve: (c) => c.state }),
    createdAt: t.exposeString('createdAt', { description: 'when it was sent, ISO 8601' }),
  }),
});

builder.objectField(Game, 'changelogs', (t) =>
  t.field({
    type: [Changelog],
    description: 'what changed in its builds, sent with its testing requests (FBK-10)',
    resolve: async (game, _args, context) =>
      (await context.loaders.gameDetails.load(game.id)).changelogs.map((c) => ({ ...c, gameId: game.id })),
  }),
);
