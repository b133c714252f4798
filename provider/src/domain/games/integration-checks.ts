// The integration checks (SUB-SDK-03..06, SUB-BUILD-02..04, SUB-FB-10, BE-SUB-08/09,
// API-52..54, Part G): whether the game's build reports to the analytics and attribution
// services (the events the ingest endpoint received) and whether its Facebook app is set
// up (a valid app id, access granted, the registered decryption key). Each check is
// recorded as an operation, done at once, whose id the failure messages name. They are
// not game actions: they change nothing, are never listed among the game's actions and
// answer a failure as 400 with the operation recorded, so they have their own route
// (routes/integration-checks.ts) and share the operations' history only.
import {
  fillPlaceholders,
  INTEGRATION_CHECK_ERRORS,
  isValidFacebookAppId,
  type IntegrationCheckErrorCode,
  type IntegrationCheckId,
} from '@greenlight/rules';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { games } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../errors';
import { canViewGame, editsGameOrStaff, type Principal } from '../accounts/principal';
import { registeredFacebookApp } from '../integrations/facebook';
import { sdkEventCounts } from '../integrations/sdk-ingest';
import { recordCheckOperation } from './operations';

type GameRow = typeof games.$inferSelect;

/** The Facebook network's id (SUB-CREATE-10). */
const FACEBOOK = 1;

/** What is missing for each check, in the order the user fixes it; none when it passes. */
const CHECKS: Record<IntegrationCheckId, (db: Db, game: GameRow) => Promise<IntegrationCheckErrorCode[]>> = {
  async check_ga_integration(db, game) {
    if (!game.analyticsSlotId) return ['SDK_ANALYTICS_NO_SLOT'];
    return (await sdkEventCounts(db, game.id)).analytics > 0 ? [] : ['SDK_ANALYTICS_NO_EVENTS'];
  },
  async check_adjust_integration(db, game) {
    if (!game.adjustAppToken) return ['SDK_ATTRIBUTION_NO_TOKEN'];
    return (await sdkEventCounts(db, game.id)).attribution > 0 ? [] : ['SDK_ATTRIBUTION_NO_EVENTS'];
  },
  async check_facebook_configuration(db, game) {
    if (!game.facebookAppId || !isValidFacebookAppId(game.facebookAppId)) return ['FACEBOOK_APP_ID_MISSING'];
    const registered = await registeredFacebookApp(db, game.facebookAppId);
    if (!game.facebookAccessGrantedAt || !registered) return ['FACEBOOK_ACCESS_NOT_GRANTED'];
    // An empty key is accepted (SUB-FB-05): only a key given must match.
    if (game.facebookDecryptionKey && game.facebookDecryptionKey !== registered.decryptionKey) return ['FACEBOOK_DECRYPTION_KEY_MISMATCH'];
    return [];
  },
};

/**
 * POST /game/{id}/{check}: runs the check for a caller who may edit the game or works
 * for the publisher, records it, and answers its operation; a failure is a 400 whose
 * error list has one item per missing condition, extra.operationId naming the check.
 */
export async function runIntegrationCheck(
  db: Db,
  principal: Principal,
  clock: Clock,
  gameId: number,
  check: IntegrationCheckId,
): Promise<{ ok: true; operationId: string }> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw notFound('Game not found');
  if (!canViewGame(principal, game)) throw forbidden();
  if (!editsGameOrStaff(principal, game)) throw forbidden();
  if (check === 'check_facebook_configuration' && !game.selectedAdNetworkIds.includes(FACEBOOK)) {
    throw new ApiError(409, 'GAME_WITHOUT_FACEBOOK', 'This game does not use Facebook: it has no Facebook configuration to test.');
  }
  const codes = await CHECKS[check](db, game);
  const now = clock.now();
  if (codes.length === 0) {
    const operation = await recordCheckOperation(db, { gameId, check, requestedBy: principal.userId, now });
    return { ok: true, operationId: operation.operationId };
  }
  const first = codes[0]!;
  const operation = await recordCheckOperation(db, {
    gameId,
    check,
    requestedBy: principal.userId,
    now,
    failure: { code: first, detail: INTEGRATION_CHECK_ERRORS[first] },
  });
  const { operationId } = operation;
  const items = codes.map((code) => ({
    code,
    detail: fillPlaceholders(INTEGRATION_CHECK_ERRORS[code], { operationId }),
    extra: { operationId },
  }));
  throw new ApiError(400, first, items[0]!.detail, items);
}
