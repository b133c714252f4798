// The game actions of 001 §4 (ACT-01): ids, the labels the dashboard shows, which
// ones ask for a confirmation first, which run as asynchronous operations, and the
// extra menu items. The provider decides availability (BE-ACT); this is what both
// sides name the same way.

export const GAME_ACTION_IDS = [
  // pending_review (ACT-15..18, CONF-39)
  'accept_game_with_ga',
  'accept_game',
  'reject_game_iteration',
  'reject_game',
  // pending_sdk_integration (ACT-20..22)
  'create_ga_slot',
  'request_testing',
  'test_studio_campaign',
  // pending_testing (ACT-23..25)
  'accept_testing',
  'decline_testing',
  'request_application_access',
  'iterate_pause_campaign',
  // in_testing (ACT-26..29)
  'extend_campaign',
  'iterate_keep_campaign',
  'validate_game',
  'update_studio_campaign',
  // several statuses (ACT-30, ACT-31)
  'kill_game',
  'assign_ga_slot',
  // finished (ACT-32, ACT-33)
  'iterate_from_history',
  'archive_game',
  // whatever the status (BE-ACT-07)
  'recreate_campaign_facebook',
  'set_game_genres',
  'add_game_feedback',
  'delete_game_feedback',
  'validate_changelog',
  'reject_changelog',
  'change_game_project',
  'unlink_game_project',
] as const;

export type GameActionId = (typeof GAME_ACTION_IDS)[number];

export interface GameActionDefinition {
  id: GameActionId;
  label: string;
  /** Shown as a button; the others go in the dropdown (ACT-04). */
  primary: boolean;
  /** Runs as an operation the worker completes later (BE-OPS-01, OPS-04); the others answer at once (OPS-05). */
  async: boolean;
  /** The prompt the user confirms first (ACT-11..13). */
  confirm?: { title: string; body: string };
  /** Needs a dialog for its fields (the panel's dialogs, GD-21) rather than one click. */
  dialog?: boolean;
}

const ITERATE_CONFIRM = {
  title: 'Are you sure to want to iterate on this game?',
  body: 'The campaign will be stopped and the game will move to the Is iterating section.',
};

export const GAME_ACTIONS: Readonly<Record<GameActionId, GameActionDefinition>> = {
  accept_game_with_ga: { id: 'accept_game_with_ga', label: 'Accept game with GA', primary: true, async: true },
  accept_game: { id: 'accept_game', label: 'Accept without GA', primary: false, async: true },
  reject_game_iteration: { id: 'reject_game_iteration', label: 'Reject iteration', primary: false, async: true },
  reject_game: { id: 'reject_game', label: 'Reject game', primary: false, async: false, dialog: true },
  create_ga_slot: { id: 'create_ga_slot', label: 'Create GA slot', primary: false, async: false },
  request_testing: { id: 'request_testing', label: 'Request testing', primary: true, async: true },
  test_studio_campaign: {
    id: 'test_studio_campaign',
    label: 'Link your campaign',
    primary: false,
    async: false,
    dialog: true,
  },
  accept_testing: { id: 'accept_testing', label: 'Accept testing', primary: true, async: true },
  decline_testing: { id: 'decline_testing', label: 'Decline testing', primary: true, async: false },
  request_application_access: {
    id: 'request_application_access',
    label: 'Request app access',
    primary: false,
    async: true,
  },
  iterate_pause_campaign: {
    id: 'iterate_pause_campaign',
    label: 'Iterate (pause campaign)',
    primary: false,
    async: true,
    confirm: ITERATE_CONFIRM,
  },
  extend_campaign: { id: 'extend_campaign', label: 'Extend campaign by 4 days', primary: false, async: true },
  iterate_keep_campaign: {
    id: 'iterate_keep_campaign',
    label: 'Iterate (keep campaign)',
    primary: false,
    async: true,
  },
  validate_game: {
    id: 'validate_game',
    label: 'Launch game',
    primary: true,
    async: false,
    confirm: {
      title: 'Are you sure you want to launch this game?',
      body: 'Further marketing of the game will be handled by the UA team.',
    },
  },
  update_studio_campaign: {
    id: 'update_studio_campaign',
    label: 'Change associated campaign',
    primary: false,
    async: false,
    dialog: true,
  },
  kill_game: {
    id: 'kill_game',
    label: 'Kill game',
    primary: true,
    async: true,
    confirm: {
      title: 'Are you sure you want to terminate this game?',
      body: 'The campaign will be stopped and the game will move to Finished.',
    },
  },
  assign_ga_slot: { id: 'assign_ga_slot', label: 'Change GameAnalytics ID', primary: false, async: false, dialog: true },
  iterate_from_history: {
    id: 'iterate_from_history',
    label: 'Iterate',
    primary: true,
    async: true,
    confirm: ITERATE_CONFIRM,
  },
  archive_game: { id: 'archive_game', label: 'Archive game', primary: false, async: false },
  recreate_campaign_facebook: {
    id: 'recreate_campaign_facebook',
    label: 'Recreate Facebook campaign',
    primary: false,
    async: true,
  },
  set_game_genres: { id: 'set_game_genres', label: 'Set game genre', primary: false, async: false, dialog: true },
  add_game_feedback: {
    id: 'add_game_feedback',
    label: 'Add new game feedbacks',
    primary: false,
    async: false,
    dialog: true,
  },
  delete_game_feedback: { id: 'delete_game_feedback', label: 'Delete feedback', primary: false, async: false },
  validate_changelog: { id: 'validate_changelog', label: 'Validate changelog', primary: false, async: false },
  reject_changelog: { id: 'reject_changelog', label: 'Reject changelog', primary: false, async: false },
  change_game_project: {
    id: 'change_game_project',
    label: 'Change project',
    primary: false,
    async: false,
    dialog: true,
  },
  unlink_game_project: { id: 'unlink_game_project', label: 'Unlink from project', primary: false, async: false },
};

export function isGameActionId(value: string): value is GameActionId {
  return Object.hasOwn(GAME_ACTIONS, value);
}

/** ACT-14, BE-STAT-12 */
export const CAMPAIGN_EXTENSION_DAYS = 4;

/** The reasons a review rejects a game for (ACT-18, CONF-39). */
export const GAME_REJECTION_REASONS = [
  { id: 'already_tested', label: 'Already tested' },
  { id: 'existing_game', label: 'Existing game' },
] as const;
export type GameRejectionReason = (typeof GAME_REJECTION_REASONS)[number]['id'];

/** FBK-02: what a changelog entry or a feedback is about. */
export const CHANGELOG_CATEGORIES = [
  'video',
  'gameplay',
  'ui',
  'controls',
  'content_level_design',
  'core_mechanics',
  'bug',
] as const;
export type ChangelogCategory = (typeof CHANGELOG_CATEGORIES)[number];

/** OPS-02: what a completed action records. */
export function actionDoneMessage(content: string): string {
  return `Action done! ${content}`;
}

/** GD-10, OPS-01 */
export const ONGOING_OPERATIONS_MESSAGE = 'There are ongoing operations';

/** OPS-12: shown for 3000 ms when a game changes tab. */
export function movedMessage(gameName: string, tabLabel: string): string {
  return `${gameName} moved to ${tabLabel}`;
}
export const MOVED_MESSAGE_MS = 3000;

/** The menu items beside the actions (ACT-05..07). */
export function extraGameMenuItems(game: {
  status: string;
  isCtr: boolean;
  isManagedByProvider: boolean;
}): ('view_feedback' | 'how_to_iterate' | 'campaign_settings')[] {
  const items: ('view_feedback' | 'how_to_iterate' | 'campaign_settings')[] = ['view_feedback'];
  if (!game.isCtr && !game.isManagedByProvider && (game.status === 'in_testing' || game.status === 'finished')) {
    items.push('how_to_iterate');
  }
  if (game.status === 'in_testing' && game.isManagedByProvider) items.push('campaign_settings');
  return items;
}

/** The list tab a game sits in (BE-STAT-18, CONF-16). */
export type GameTab = 'in_progress' | 'is_iterating' | 'pending_approval' | 'in_testing' | 'finished' | 'archived';

export const GAME_TAB_LABELS: Readonly<Record<GameTab, string>> = {
  in_progress: 'In progress',
  is_iterating: 'Is iterating',
  pending_approval: 'Pending approval',
  in_testing: 'In testing',
  finished: 'Finished',
  archived: 'Archived',
};

export function gameTab(game: { status: string; isIterating: boolean }): GameTab {
  switch (game.status) {
    case 'pending_sdk_integration':
    case 'pending_review':
      return game.isIterating ? 'is_iterating' : 'in_progress';
    case 'pending_testing':
      return 'pending_approval';
    case 'in_testing':
      return 'in_testing';
    case 'finished':
      return 'finished';
    default:
      return 'archived';
  }
}
