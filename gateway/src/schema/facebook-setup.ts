// The Facebook setup step (SUB-FB-02..06, SUB-FB-13, OP-02): the game's Facebook app
// id and decryption key, saved as game properties through PUT /games/{id}. Requesting
// app access is the gameAction mutation's requestApplicationAccess (SUB-FB-07); the
// configuration check is checkIntegration's FACEBOOK_CONFIGURATION (integration-check.ts).
import { builder } from '../builder';
import { gameChanged } from '../loaders';
import { ProviderError } from '../provider/errors';
import { Game } from './game';

/**
 * GD-19: the campaign of the game's Ads Manager link (GC-10), which the provider builds
 * from the newest Facebook campaign's ids and selects there by `selected_campaign_ids`.
 */
export function facebookCampaignId(facebookUrl: string | null): string | null {
  if (!facebookUrl || !URL.canParse(facebookUrl)) return null;
  return new URL(facebookUrl).searchParams.get('selected_campaign_ids') || null;
}

builder.objectFields(Game, (t) => ({
  facebookAppId: t.string({
    nullable: true,
    description: 'the game\'s Facebook app id, 15 to 17 digits (SUB-FB-04)',
    resolve: (game) => game.adNetworks.facebook.appId,
  }),
  facebookDecryptionKey: t.string({
    nullable: true,
    description: 'the decryption key of its install referrer data (SUB-FB-06); null for a caller who may not edit the game',
    resolve: (game) => game.adNetworks.facebook.decryptionKey,
  }),
  facebookAdAccountId: t.string({
    nullable: true,
    description: 'the ad account of the game\'s newest Facebook campaign (SUB-FB-13)',
    resolve: (game) => game.adNetworks.facebook.adAccountId,
  }),
  facebookCampaignId: t.string({
    nullable: true,
    description: 'the game\'s newest Facebook campaign, the one its Ads Manager link selects (GD-19, GC-10)',
    resolve: (game) => facebookCampaignId(game.facebookUrl),
  }),
}));

const FacebookSetupInput = builder.inputType('FacebookSetupInput', {
  description: 'The Facebook setup step\'s properties (SUB-FB-04, SUB-FB-06); a field left out stays as it is',
  fields: (t) => ({
    appId: t.string({ description: '15 to 17 digits; another app id withdraws the access granted to the former app' }),
    decryptionKey: t.string({ description: '64 lowercase hexadecimal characters; empty clears it (SUB-FB-05)' }),
  }),
});

builder.mutationField('updateFacebookSetup', (t) =>
  t.field({
    type: Game,
    description:
      'Saves the game\'s Facebook app id and/or decryption key (SUB-FB-04, SUB-FB-06, OP-02). A wrong value is a ProviderError whose errorList path is appId or decryptionKey, with the rules\' message; a caller who may not edit the game gets FORBIDDEN with the message "Forbidden" (SUB-FB-12).',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateFacebookSetupResult', description: 'The game with its Facebook setup saved, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      input: t.arg({ type: FacebookSetupInput, required: true, description: 'what to save' }),
    },
    resolve: async (_root, { gameId, input }, context) => {
      const facebook = {
        ...(input.appId != null ? { appId: input.appId } : {}),
        ...(input.decryptionKey != null ? { decryptionKey: input.decryptionKey } : {}),
      };
      try {
        const game = await context.provider.updateGameSetup(Number(gameId.id), { adNetworks: { facebook } });
        gameChanged(context.loaders, game);
        return game;
      } catch (error) {
        // The provider's paths are its body's; the input's are appId and decryptionKey.
        if (error instanceof ProviderError) {
          const items = error.items.map((item) => (item.path ? { ...item, path: item.path.replace(/^(body\.)?adNetworks\.facebook\.?/, '') || 'input' } : item));
          throw new ProviderError(error.message, error.status, error.code, items, error.link);
        }
        throw error;
      }
    },
  }),
);
