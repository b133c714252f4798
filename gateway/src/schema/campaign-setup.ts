// The last step's own properties (SUB-CAMP-07..09, SUB-CAMP-16): the app's name in
// Snapchat ads and the competition the game is entered in, saved as game properties
// (PUT /games/{id}) when the studio requests testing.
import { builder } from '../builder';
import { gameChanged } from '../loaders';
import { ProviderError } from '../provider/errors';
import { Game } from './game';

builder.objectFields(Game, (t) => ({
  snapchatAppName: t.exposeString('snapchatAppName', { nullable: true, description: 'at most 25 characters (SUB-CAMP-07)' }),
  competitionId: t.exposeInt('competitionId', { nullable: true, description: 'the competition the game is entered in (SUB-CAMP-09)' }),
}));

const CampaignSetupInput = builder.inputType('CampaignSetupInput', {
  description: 'The last step\'s properties; a field left out stays as it is',
  fields: (t) => ({
    snapchatAppName: t.string({ description: 'at most 25 characters; empty clears it (SUB-CAMP-07)' }),
    competitionId: t.int({ description: 'the current competition\'s id, or null for none (SUB-CAMP-09, SUB-CAMP-16)' }),
  }),
});

builder.mutationField('updateCampaignSetup', (t) =>
  t.field({
    type: Game,
    description:
      'Saves the Snapchat app name and the competition choice of a game in its submission (SUB-CAMP-09). A refused value is a ProviderError whose errorList path is snapchatAppName or competitionId.',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateCampaignSetupResult' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game }),
      input: t.arg({ type: CampaignSetupInput, required: true }),
    },
    resolve: async (_root, { gameId, input }, context) => {
      const game = await context.provider.updateGameSetup(Number(gameId.id), {
        ...(input.snapchatAppName != null ? { snapchatAppName: input.snapchatAppName } : {}),
        ...(input.competitionId !== undefined ? { competitionId: input.competitionId } : {}),
      });
      gameChanged(context.loaders, game);
      return game;
    },
  }),
);
