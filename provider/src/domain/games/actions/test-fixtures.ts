// Games and actors for the actions' unit tests: a life-cycle game, the DEMO.md roles'
// game permissions, a game context whose database must not be touched.
import type { Db } from '../../../db';
import { GAME_PERMISSIONS } from '../../accounts/permissions';
import { simulatedAdNetworks } from '../../campaigns/adapter';
import type { LifeCycleActor, LifeCycleGame } from '../life-cycle';
import type { ActionGame, GameContext } from './module';

export const lifeCycleGame = (overrides: Partial<LifeCycleGame> = {}): LifeCycleGame => ({
  status: 'in_testing',
  isIterating: false,
  isCtr: false,
  isManagedByProvider: true,
  selectedAdNetworkIds: [1],
  recommendation: 'pending data',
  nbIterations: 1,
  analyticsSlotId: '1000001',
  hasFacebookAppId: false,
  projectGameCount: 1,
  facebookCampaignFailed: false,
  pendingChangelogs: 0,
  feedbacks: 0,
  disabled: false,
  ...overrides,
});

const everyGamePermission = Object.fromEntries(GAME_PERMISSIONS.map((p) => [p, true as const]));
/** cs@: support, every game permission. */
export const cs: LifeCycleActor = { userType: 'cs', permissions: everyGamePermission };
/** pm@ of DEMO.md: every game permission but the studio's requests. */
export const pm: LifeCycleActor = {
  userType: 'pm',
  permissions: Object.fromEntries(
    GAME_PERMISSIONS.filter((p) => p !== 'request_testing' && p !== 'request_game_testing' && p !== 'advanced_campaign_settings_level1').map((p) => [p, true as const]),
  ),
};
/** lead@studio-one: the studio editor's permissions. */
export const studioLead: LifeCycleActor = {
  userType: 'studio',
  permissions: {
    change_game_icon: true,
    change_game_video: true,
    edit_game_genre: true,
    create_ga_slot: true,
    request_application_access: true,
    request_testing: true,
    request_game_testing: true,
  },
};
/** dev@studio-one: read only. */
export const readOnly: LifeCycleActor = { userType: 'studio', permissions: {} };

/** A database that fails the test if a check reaches it. */
const noDatabase = new Proxy(
  {},
  {
    get: () => {
      throw new Error('this check should not read the database');
    },
  },
) as Db;

export const gameContext = (game: Partial<ActionGame> = {}): GameContext => ({
  db: noDatabase,
  game: {
    id: 7,
    studioId: 3,
    projectId: 11,
    gameAnalyticsId: null,
    linkedCampaignId: null,
    isCtr: false,
    selectedAdNetworkIdList: [1],
    permissions: {},
    adNetworks: { facebook: { appId: null, decryptionKey: null, adAccountId: null } },
    ...game,
  },
  adNetworks: simulatedAdNetworks(),
  userType: 'studio',
});
