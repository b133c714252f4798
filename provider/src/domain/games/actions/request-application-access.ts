// ACT-25, SUB-FB-07/08, OP-11, Part G: asking Facebook for access to the game's app.
// Offered on a game pending testing, and in the Facebook setup step of an in-progress
// CPI game once it has an app id. The operation is the simulated Facebook granting it:
// the app is registered with the decryption key the game has at the grant (the one the
// configuration check compares with), and the game records when access was granted.
import { validateFacebookAppId } from '@greenlight/rules';
import { eq } from 'drizzle-orm';
import { games } from '../../../db/schema';
import { grantFacebookAppAccess } from '../../integrations/facebook';
import type { LifeCycleGame } from '../life-cycle';
import { needs, usesFacebook } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule } from './module';

export interface RequestApplicationAccessBody {
  facebookAppId?: string;
}

/** The Facebook setup step is shown to in-progress CPI games that are not iterating (SUB-FB-01, CONF-29/30). */
const inFacebookSetup = (game: LifeCycleGame) => game.status === 'pending_sdk_integration' && !game.isCtr && !game.isIterating;

export const requestApplicationAccess: GameActionModule<RequestApplicationAccessBody> = {
  statuses: ['pending_sdk_integration', 'pending_testing'],
  listedWhen: (game) => usesFacebook(game) && (game.status === 'pending_testing' || (inFacebookSetup(game) && game.hasFacebookAppId)),
  refuse: needs('request_application_access'),
  async check({ game }, body) {
    const asked = body.facebookAppId?.trim();
    if (asked === undefined || asked === '') return {};
    const problem = validateFacebookAppId(asked);
    if (problem) refuseFields([fieldError('facebookAppId', problem)]);
    const current = game.adNetworks.facebook.appId;
    if (current !== null && current !== asked) {
      refuseFields([fieldError('facebookAppId', 'This is not the game\'s Facebook App ID: save the new one in the Facebook setup first.')]);
    }
    return { facebookAppId: asked };
  },
  async apply({ db, game, now }, params) {
    const appId = game.facebookAppId ?? params.facebookAppId ?? null;
    if (appId) await grantFacebookAppAccess(db, appId, game.facebookDecryptionKey, now);
    await db.update(games).set({ facebookAppId: appId, facebookAccessGrantedAt: now }).where(eq(games.id, game.id));
  },
};
