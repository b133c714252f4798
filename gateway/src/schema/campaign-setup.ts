// The last step's own properties (SUB-CAMP-07..09, SUB-CAMP-16, SUB-CAMP-19): the app's
// name in Snapchat ads, the competition the game is entered in and the webinar that
// inspired it, saved as game properties (PUT /games/{id}) when the studio requests testing.
import { builder } from '../builder';
import { gameChanged } from '../loaders';
import { ProviderError } from '../provider/errors';
import { Game } from './game';

builder.objectFields(Game, (t) => ({
  snapchatAppName: t.exposeString('snapchatAppName', { nullable: true, description: 'at most 25 characters (SUB-CAMP-07)' }),
  competitionId: t.exposeInt('competitionId', { nullable: true, description: 'the competition the game is entered in (SUB-CAMP-09)' }),
  inspiredByWebinar: t.exposeInt('inspiredByWebinar', {
    nullable: true,
    description: 'the id of the webinar that inspired the game (Codifications.recentWebinars, SUB-CAMP-19)',
  }),
}));

const CampaignSetupInput = builder.inputType('CampaignSetupInput', {
  description: 'The last step\'s properties; a field left out stays as it is',
  fields: (t) => ({
    snapchatAppName: t.string({ description: 'at most 25 characters; empty clears it (SUB-CAMP-07)' }),
    competitionId: t.int({ description: 'the current competition\'s id, or null for none (SUB-CAMP-09, SUB-CAMP-16)' }),
    inspiredByWebinar: t.int({ description: 'a recent webinar\'s id, or null for none (SUB-CAMP-19)' }),
  }),
});

builder.mutationField('updateCampaignSetup', (t) =>
  t.field({
    type: Game,
    description:
      'Saves the Snapchat app name, the competition choice and the inspiring webinar of a game in its submission (SUB-CAMP-09, SUB-CAMP-19). A refused value is a ProviderError whose errorList path is snapchatAppName, competitionId or inspiredByWebinar.',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateCampaignSetupResult', description: 'The game with its properties saved, or why they were refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      input: t.arg({ type: CampaignSetupInput, required: true, description: 'what to save' }),
    },
    resolve: async (_root, { gameId, input }, context) => {
      const game = await context.provider.updateGameSetup(Number(gameId.id), {
        ...(input.snapchatAppName != null ? { snapchatAppName: input.snapchatAppName } : {}),
        ...(input.competitionId !== undefined ? { competitionId: input.competitionId } : {}),
        ...(input.inspiredByWebinar !== undefined ? { inspiredByWebinar: input.inspiredByWebinar } : {}),
      });
      gameChanged(context.loaders, game);
      return game;
    },
  }),
);
