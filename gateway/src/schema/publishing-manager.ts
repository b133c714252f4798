// The publishing managers of a game's studio, changed from the game panel (GD-13..16).
import { builder } from '../builder';
import { ProviderError } from '../provider/errors';
import { Game } from './game';

builder.mutationField('setPublishingManager', (t) =>
  t.field({
    type: Game,
    description:
      'Sets the primary or secondary publishing manager of the game\'s studio (GD-13); the game answers afresh with its studio (GD-16). Needs change_publishing_manager.',
    authScopes: { permission: 'change_publishing_manager' },
    errors: { types: [ProviderError], union: { name: 'SetPublishingManagerResult', description: 'The game with its studio\'s managers, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id; its studio\'s manager changes' }),
      secondary: t.arg.boolean({ required: true, defaultValue: false, description: 'true sets the secondary manager, false the primary one' }),
      userId: t.arg.int({ description: 'a publishing manager of codifications.publishingManagers; null clears the secondary' }),
    },
    resolve: async (_root, { gameId, secondary, userId }, context) => {
      const id = Number(gameId.id);
      const game = await context.loaders.games.load(id);
      if (!game) throw new ProviderError('This item does not exist or was removed.', 404, 'NOT_FOUND');
      await context.provider.setStudioManager(game.studioId, secondary ? 'secondary' : 'primary', userId ?? null);
      // The game answers afresh with its studio, by its id through the node loader.
      context.loaders.games.clear(id);
      return id;
    },
  }),
);
