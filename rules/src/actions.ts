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

/**
 * One field of an action's input (ACT-08, ACT-09). Its key is the provider's body key
 * (`feedback_id`, `choice`); the gateway's input field is its camelCase (`feedbackId`).
 * The provider validates the body against these, the gateway types its input from them,
 * and the dialogs read the same bounds: an action's input is written here once.
 */
export type ActionInputField =
  | { kind: 'text'; required: boolean; maxLength: number; html?: true }
  | { kind: 'boolean'; required: boolean }
  | { kind: 'choice'; required: true; of: ActionChoiceName }
  | { kind: 'integer'; required: true }
  | { kind: 'integers'; required: true; maxItems: number }
  /** A feedback or changelog of the game: an integer in the provider, its Relay id in the gateway. */
  | { kind: 'node'; required: true; of: 'Feedback' | 'Changelog' }
  | { kind: 'list'; required: boolean; maxItems: number; name: string; of: ActionInput }
  | { kind: 'object'; required: true; name: string; of: ActionInput };

export type ActionInput = Readonly<Record<string, ActionInputField>>;

export interface GameActionDefinition {
  id: GameActionId;
  label: string;
  /** Shown as a button; the others go in the dropdown (ACT-04). */
  primary: boolean;
  /** Ends something for good (a game killed, testing declined): its button reads as a warning, not as the way forward (issue 15). */
  destructive?: boolean;
  /** Runs as an operation the worker completes later (BE-OPS-01, OPS-04); the others answer at once (OPS-05). */
  async: boolean;
  /** The prompt the user confirms first (ACT-11..13; issue 42: every move on a campaign, money or a game's fate). */
  confirm?: { title: string; body: string };
  /** The label and prompt a studio member reads, where they differ (issue 42: labelled by what it does on that side). */
  studio?: { label: string; confirm?: { title: string; body: string } };
  /** Needs a dialog for its fields (the panel's dialogs, GD-21) rather than one click. */
  dialog?: boolean;
  /** What the action is for, as the API documents it. */
  description: string;
  /** Its fields besides the game (ACT-09); none when absent. */
  input?: ActionInput;
}

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

/** The closed lists an action's choice fields take their values from. */
export const ACTION_CHOICES = {
  GameRejectionReason: GAME_REJECTION_REASONS.map((reason) => reason.id),
  ChangelogCategory: CHANGELOG_CATEGORIES,
} as const;
export type ActionChoiceName = keyof typeof ACTION_CHOICES;

/** Bounds of the actions' free text (FBK-03, FBK-11, GD-22; issue 42, a decline's reason). */
export const DECLINE_REASON_MAX_LENGTH = 1000;
export const FEEDBACK_MAX_LENGTH = 10_000;
export const FEEDBACK_SUBJECT_MAX_LENGTH = 200;
export const CHANGELOG_DETAILS_MAX_LENGTH = 2000;
export const CHANGELOGS_MAX = 20;
/** Room for a mistyped Facebook app id to get its rule's message (SUB-FB-03). */
export const FACEBOOK_APP_ID_INPUT_MAX = 64;

const ITERATE_CONFIRM = {
  title: 'Are you sure to want to iterate on this game?',
  body: 'The campaign will be stopped and the game will move to the Is iterating section.',
};

const CAMPAIGN_CHOICE: ActionInput = {
  choice: { kind: 'object', required: true, name: 'CampaignChoice', of: { facebook: { kind: 'text', required: true, maxLength: 100 } } },
};

export const GAME_ACTIONS: Readonly<Record<GameActionId, GameActionDefinition>> = {
  accept_game_with_ga: {
    id: 'accept_game_with_ga',
    label: 'Accept game with GA',
    primary: true,
    async: true,
    description: 'Accepts a game under review and creates its analytics slot (ACT-15, CONF-39)',
  },
  accept_game: {
    id: 'accept_game',
    label: 'Accept without GA',
    primary: false,
    async: true,
    description: 'Accepts a game under review without an analytics slot (ACT-16, CONF-39)',
  },
  reject_game_iteration: {
    id: 'reject_game_iteration',
    label: 'Reject iteration',
    primary: false,
    async: true,
    description: 'Rejects the iteration under review: a game tested before goes back to finished, a new one is archived (ACT-17)',
  },
  reject_game: {
    id: 'reject_game',
    label: 'Reject game',
    primary: false,
    async: false,
    dialog: true,
    description: 'Rejects a game under review as already tested or an existing game: it is archived (ACT-18, CONF-39)',
    input: { reason: { kind: 'choice', required: true, of: 'GameRejectionReason' } },
  },
  create_ga_slot: {
    id: 'create_ga_slot',
    label: 'Create GA slot',
    primary: false,
    async: false,
    description: 'Creates the game\'s analytics slot (ACT-20, BE-SUB-05)',
  },
  request_testing: {
    id: 'request_testing',
    label: 'Request testing',
    primary: true,
    async: true,
    description:
      'Asks for testing: the game waits for approval (ACT-21, BE-STAT-03); every step of the submission must hold its data (issue 42: 400 SUBMISSION_STEP_INCOMPLETE naming each step and field it lacks) and a first test accepts the terms (termsAccepted, SUB-CAMP-04); changelogs say what changed (FBK-11); facebookAppId, when sent, becomes the game\'s app id (SUB-CAMP-11, SUB-CAMP-15)',
    input: {
      termsAccepted: { kind: 'boolean', required: false },
      facebookAppId: { kind: 'text', required: false, maxLength: FACEBOOK_APP_ID_INPUT_MAX },
      changelogs: {
        kind: 'list',
        required: false,
        maxItems: CHANGELOGS_MAX,
        name: 'Changelog',
        of: {
          category: { kind: 'choice', required: true, of: 'ChangelogCategory' },
          details: { kind: 'text', required: true, maxLength: CHANGELOG_DETAILS_MAX_LENGTH },
        },
      },
    },
  },
  test_studio_campaign: {
    id: 'test_studio_campaign',
    label: 'Link your campaign',
    primary: false,
    async: false,
    dialog: true,
    description:
      'A manual game\'s testing request: links it to one of the studio\'s Facebook campaigns, and the game waits for approval (ACT-22, ACT-35, SUB-CAMP-12, BE-SUB-11); like request_testing, every step must hold its data and a first test accepts the terms',
    input: { ...CAMPAIGN_CHOICE, termsAccepted: { kind: 'boolean', required: false } },
  },
  accept_testing: {
    id: 'accept_testing',
    label: 'Accept testing',
    primary: true,
    async: true,
    confirm: {
      title: 'Approve this testing request?',
      body: 'A campaign is created on each of the game\'s networks and the test starts spending its daily budget. The studio is told.',
    },
    description: 'Starts the test: a new iteration and its campaigns (ACT-23, BE-STAT-04)',
  },
  decline_testing: {
    id: 'decline_testing',
    label: 'Decline testing',
    primary: true,
    destructive: true,
    async: false,
    dialog: true,
    confirm: {
      title: 'Decline this testing request?',
      body: 'The game goes back to its last step. The studio is told, with your reason.',
    },
    studio: {
      label: 'Withdraw testing request',
      confirm: { title: 'Withdraw your testing request?', body: 'The game goes back to its last step and your publishing managers are told.' },
    },
    description:
      'Declines the testing request: the game goes back to its last step (ACT-24, CONF-39). Staff give the reason the studio reads (required, issue 42); a studio member withdraws their own request, without a reason',
    input: { reason: { kind: 'text', required: false, maxLength: DECLINE_REASON_MAX_LENGTH } },
  },
  request_application_access: {
    id: 'request_application_access',
    label: 'Request app access',
    primary: false,
    async: true,
    description:
      'Asks for access to the game\'s Facebook application (ACT-25, SUB-FB-07, OP-11): in pending testing, and in the Facebook setup step once the game has an app id; facebookAppId, when sent, must be the game\'s (or becomes it when the game has none)',
    input: { facebookAppId: { kind: 'text', required: false, maxLength: FACEBOOK_APP_ID_INPUT_MAX } },
  },
  iterate_pause_campaign: {
    id: 'iterate_pause_campaign',
    label: 'Iterate (pause campaign)',
    primary: false,
    async: true,
    confirm: ITERATE_CONFIRM,
    description: 'Pauses the campaign and moves the game to Is iterating (ACT-13, ACT-26)',
  },
  extend_campaign: {
    id: 'extend_campaign',
    label: 'Extend campaign by 4 days',
    primary: false,
    async: true,
    confirm: {
      title: 'Extend the campaign by 4 days?',
      body: 'The campaign runs 4 more days and spends its daily budget on each network meanwhile. The studio is told.',
    },
    description: 'Extends the running campaign by 4 days (ACT-14, BE-STAT-12)',
  },
  iterate_keep_campaign: {
    id: 'iterate_keep_campaign',
    label: 'Iterate (keep campaign)',
    primary: false,
    async: true,
    confirm: {
      title: 'Are you sure to want to iterate on this game?',
      body: 'The game will move to the Is iterating section; its campaign keeps running and spending meanwhile.',
    },
    description: 'Moves the game to Is iterating while its campaign runs on (ACT-27)',
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
    description: 'Launches the game: its campaign stops and it moves to finished as a hit (ACT-12, ACT-28)',
  },
  update_studio_campaign: {
    id: 'update_studio_campaign',
    label: 'Change associated campaign',
    primary: false,
    async: false,
    dialog: true,
    description: 'Changes the studio campaign a manual game in testing is linked to (ACT-29, ACT-35)',
    input: CAMPAIGN_CHOICE,
  },
  kill_game: {
    id: 'kill_game',
    label: 'Kill game',
    primary: true,
    destructive: true,
    async: true,
    confirm: {
      title: 'Are you sure you want to terminate this game?',
      body: 'The campaign will be stopped and the game will move to Finished.',
    },
    description: 'Stops the game\'s campaign and moves it to finished (ACT-11, ACT-30)',
  },
  assign_ga_slot: {
    id: 'assign_ga_slot',
    label: 'Change GameAnalytics ID',
    primary: false,
    async: false,
    dialog: true,
    description: 'Changes the game\'s GameAnalytics id to a slot the platform created (ACT-31, GD-22)',
    input: { gameAnalyticsId: { kind: 'text', required: true, maxLength: 64 } },
  },
  iterate_from_history: {
    id: 'iterate_from_history',
    label: 'Iterate',
    primary: true,
    async: true,
    confirm: ITERATE_CONFIRM,
    description: 'Iterates on a finished game: it moves to Is iterating (ACT-32)',
  },
  archive_game: {
    id: 'archive_game',
    label: 'Archive game',
    primary: false,
    async: false,
    confirm: { title: 'Archive this game?', body: 'The game moves to the archived games.' },
    description: 'Archives a finished game (ACT-33)',
  },
  recreate_campaign_facebook: {
    id: 'recreate_campaign_facebook',
    label: 'Recreate Facebook campaign',
    primary: false,
    async: true,
    confirm: {
      title: 'Recreate the Facebook campaign?',
      body: 'A new Facebook campaign is created for the current iteration and starts spending its daily budget.',
    },
    description: 'Creates again the Facebook campaign that failed to be created (BE-STAT-04)',
  },
  set_game_genres: {
    id: 'set_game_genres',
    label: 'Set game genre',
    primary: false,
    async: false,
    dialog: true,
    description: 'Sets one genre per category (TAG-02, TAG-04)',
    input: { genres: { kind: 'integers', required: true, maxItems: 20 } },
  },
  add_game_feedback: {
    id: 'add_game_feedback',
    label: 'Add new game feedbacks',
    primary: false,
    async: false,
    dialog: true,
    description: 'Adds feedback: the body is required, the subject optional (FBK-03, FBK-04)',
    input: {
      subject: { kind: 'text', required: false, maxLength: FEEDBACK_SUBJECT_MAX_LENGTH },
      feedback: { kind: 'text', required: true, maxLength: FEEDBACK_MAX_LENGTH, html: true },
    },
  },
  delete_game_feedback: {
    id: 'delete_game_feedback',
    label: 'Delete feedback',
    primary: false,
    async: false,
    description: 'Deletes feedback (FBK-05)',
    input: { feedback_id: { kind: 'node', required: true, of: 'Feedback' } },
  },
  validate_changelog: {
    id: 'validate_changelog',
    label: 'Validate changelog',
    primary: false,
    async: false,
    description: 'Validates a changelog entry (FBK-12)',
    input: { changelog_id: { kind: 'node', required: true, of: 'Changelog' } },
  },
  reject_changelog: {
    id: 'reject_changelog',
    label: 'Reject changelog',
    primary: false,
    async: false,
    description: 'Rejects a changelog entry (FBK-12)',
    input: { changelog_id: { kind: 'node', required: true, of: 'Changelog' } },
  },
  change_game_project: {
    id: 'change_game_project',
    label: 'Change project',
    primary: false,
    async: false,
    dialog: true,
    description: 'Moves the game to another project of its studio (ACT-36, PROJ-22)',
    input: { project_id: { kind: 'integer', required: true } },
  },
  unlink_game_project: {
    id: 'unlink_game_project',
    label: 'Unlink from project',
    primary: false,
    async: false,
    description: 'Moves the game out of its project into a project of its own (PROJ-22)',
  },
};

export function isGameActionId(value: string): value is GameActionId {
  return Object.hasOwn(GAME_ACTIONS, value);
}

/** ACT-14, BE-STAT-12 */
export const CAMPAIGN_EXTENSION_DAYS = 4;



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

/**
 * The gateway's name of an action or of one of its fields: its camelCase
 * (`kill_game` → `killGame`, `feedback_id` → `feedbackId`).
 */
export function camelName(id: string): string {
  return id.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Issue 42: an action as one side reads it: its label and the prompt confirmed first, if any. */
export function actionPresentation(id: GameActionId, side: 'studio' | 'publishing'): { label: string; confirm: { title: string; body: string } | null } {
  const action = GAME_ACTIONS[id];
  const studio = side === 'studio' ? action.studio : undefined;
  return { label: studio?.label ?? action.label, confirm: studio?.confirm ?? action.confirm ?? null };
}
