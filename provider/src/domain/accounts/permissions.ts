// The permission catalogue (002 §6, 001 §6, 000 §6) and where each kind applies.

/** Permissions held by a user, deciding interfaces, menus, sorts and metrics. */
export const USER_PERMISSIONS = [
  'view_pm_interface',
  'view_studio_interface',
  'view_knowledge_sharing',
  'view_cpnu',
  'view_proto_score',
  'view_hubspot_url',
  'impersonate_studio_member',
  'change_studio_admin_info',
  'change_publishing_manager',
  'add_studio',
  'filter_team_status',
  'create_dedicated_ad_account_games',
  'use_facebook_network',
  'use_snapchat_network',
  'add_game',
  'learn_upon_admin',
  'learn_upon_instructor',
  'learn_upon_learner',
  'learn_upon_manager',
] as const;

/** Permissions reported on each game (PERM-02); the user's own grant them too (PERM-01). */
export const GAME_PERMISSIONS = [
  'accept_game_testing',
  'accept_game',
  'reject_game',
  'accept_game_video',
  'reject_game_video',
  'change_game_video',
  'change_game_icon',
  'edit_changelog',
  'iterate_game',
  'update_dedicated_campaign',
  'validate_game',
  'kill_game',
  'rate_game',
  'set_game_lead',
  'edit_game_genre',
  'send_feedback',
  'force_best_performing',
  'recreate_facebook_campaign',
  'tag_games',
  'create_ga_slot',
  'request_application_access',
  'advanced_campaign_settings_level1',
  'advanced_campaign_settings_level2',
  'request_testing',
  'request_game_testing',
] as const;

/** Permissions reported on a studio for self-service (BE-PERM-01). */
export const STUDIO_PERMISSIONS = ['change_studio', 'change_studio_invite_any_user'] as const;

export type UserPermission = (typeof USER_PERMISSIONS)[number];
export type GamePermission = (typeof GAME_PERMISSIONS)[number];
export type StudioPermission = (typeof STUDIO_PERMISSIONS)[number];
export type Permission = UserPermission | GamePermission | StudioPermission;

export const ALL_PERMISSIONS: readonly Permission[] = [...USER_PERMISSIONS, ...GAME_PERMISSIONS, ...STUDIO_PERMISSIONS];

export const LEARNING_PERMISSIONS = [
  'learn_upon_admin',
  'learn_upon_instructor',
  'learn_upon_learner',
  'learn_upon_manager',
] as const satisfies readonly UserPermission[];

/**
 * What a studio member may do on the studio's games, by access level (DEMO.md,
 * BE-PERM-05): 1, 2 and 5 edit every game, 3 only the games they created, 4 none.
 */
export const STUDIO_EDITOR_GAME_PERMISSIONS = [
  'change_game_icon',
  'change_game_video',
  'edit_game_genre',
  'create_ga_slot',
  'request_application_access',
  'request_testing',
] as const satisfies readonly GamePermission[];

export function permissionLabel(permission: string): string {
  const text = permission.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
