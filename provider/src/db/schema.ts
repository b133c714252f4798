// The provider's tables. Migrations in provider/drizzle/ are generated from this file
// (`npm run generate`) and never edited by hand.
import { GAME_STATUSES, PLATFORMS, TAG_CATEGORIES } from '@greenlight/rules';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** A check that a text column holds one of the rules' values (a closed list named once). */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profile: text('profile').notNull().default(''),
    // studio | pm | cs (002 §6)
    userType: text('user_type').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    darkMode: boolean('dark_mode').notNull().default(false),
    // The level of the KPIs' intervals and verdicts (issue 43): 0.8, 0.9, 0.95 or 0.99
    confidenceLevel: doublePrecision('confidence_level').notNull().default(0.95),
    lastLogin: timestamptz('last_login'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_user_type_check', sql`${t.userType} in ('studio', 'pm', 'cs')`),
    check('users_confidence_level_check', sql`${t.confidenceLevel} in (0.8, 0.9, 0.95, 0.99)`),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

// One row per signed-in session. The refresh token is derived from (id, generation)
// and the signing secret, so rotating it is an update of `generation`, and the
// same new pair can be handed out again to a parallel refresh (Part G).
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull().default(0),
    rotatedAt: timestamptz('rotated_at'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    // Set when staff act as another user (impersonation, 002 §4): the staff member's id.
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

// Personal access tokens (issue 16): what scripts send as `Authorization: Bearer glpat_...`.
// Only the token's sha-256 is kept, with a short prefix the profile lists; read tokens
// never write (plugins/auth.ts).
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // read | read_write
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_token_hash_key').on(t.tokenHash),
    index('personal_access_tokens_user_id_idx').on(t.userId),
    check('personal_access_tokens_scope_check', sql`${t.scope} in ('read', 'read_write')`),
  ],
);

export const studios = pgTable(
  'studios',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    // active | inactive | churned (CONF-36)
    activityState: text('activity_state').notNull().default('active'),
    isActivityStateForced: boolean('is_activity_state_forced').notNull().default(false),
    lastActivityDate: timestamptz('last_activity_date'),
    teamStatusId: integer('team_status_id'),
    pmId: integer('pm_id').references(() => users.id),
    secondaryPmId: integer('secondary_pm_id').references(() => users.id),
    deactivateDate: timestamptz('deactivate_date'),
    deactivateReason: text('deactivate_reason'),
    isChurned: boolean('is_churned').notNull().default(false),
    isRegrettedChurn: boolean('is_regretted_churn'),
    churnReason: text('churn_reason'),
    knowledgeSharingStudioStatus: boolean('knowledge_sharing_studio_status').notNull().default(false),
    // When the studio last opted in to knowledge sharing (KS-02): its games are shared
    // from then on once three months old; "most recently shared" sorts by it.
    knowledgeSharingSince: timestamptz('knowledge_sharing_since'),
    // Where the studio came from: one of the lead sources of GAP-14 ('Academy' ...).
    origin: text('origin'),
    // The studio's website, edited by its members in Studio admin (SA-05).
    website: text('website'),
    // The deal of the CRM that signs the studio: the legal information form names it (FORM-19).
    dealId: text('deal_id').unique(),
    // The studio's record in the CRM (002 §3 hubspotUrl), shown with view_hubspot_url.
    hubspotUrl: text('hubspot_url'),
    // Ad networks the studio may use: 1 Facebook, 2 Snapchat.
    adNetworkIds: integer('ad_network_ids').array().notNull().default(sql`'{1}'`),
    // Whether the publisher shares the studio's games in knowledge sharing (SD-14).
    knowledgeSharingPmStatus: boolean('knowledge_sharing_pm_status').notNull().default(true),
    // The studios list's figures (SL-23, SL-24), kept on the row by refreshStudioStats
    // (domain/studios/stats.ts) so that a page sorts and filters on indexed columns:
    // the last 3 months and the 3 months before, over the studio's daily ad rows.
    gamesCpi3Months: doublePrecision('games_cpi_3_months'),
    gamesCpiPrevious: doublePrecision('games_cpi_previous'),
    gamesCtr3Months: doublePrecision('games_ctr_3_months'),
    gamesCtrPrevious: doublePrecision('games_ctr_previous'),
    gamesDay13Months: doublePrecision('games_day1_3_months'),
    gamesDay1Previous: doublePrecision('games_day1_previous'),
    gamesDay73Months: doublePrecision('games_day7_3_months'),
    gamesDay7Previous: doublePrecision('games_day7_previous'),
    gamesPlaytime3Months: doublePrecision('games_playtime_3_months'),
    gamesPlaytimePrevious: doublePrecision('games_playtime_previous'),
    nbPrototypes: integer('nb_prototypes').notNull().default(0),
    nbPrototypes6Months: integer('nb_prototypes_6_months').notNull().default(0),
    nbHits: integer('nb_hits').notNull().default(0),
    lastIterationDate: timestamptz('last_iteration_date'),
    statsUpdatedAt: timestamptz('stats_updated_at'),
  },
  (t) => [
    check('studios_activity_state_check', sql`${t.activityState} in ('active', 'inactive', 'churned')`),
    index('studios_pm_id_idx').on(t.pmId),
    index('studios_secondary_pm_id_idx').on(t.secondaryPmId),
    // The studios list's sorts (SL-02): each a range of its index, ties by id.
    index('studios_games_cpi_3_months_idx').on(t.gamesCpi3Months, t.id),
    index('studios_games_ctr_3_months_idx').on(t.gamesCtr3Months, t.id),
    index('studios_games_day1_3_months_idx').on(t.gamesDay13Months, t.id),
    index('studios_games_day7_3_months_idx').on(t.gamesDay73Months, t.id),
    index('studios_games_playtime_3_months_idx').on(t.gamesPlaytime3Months, t.id),
    index('studios_nb_prototypes_idx').on(t.nbPrototypes, t.id),
    index('studios_nb_prototypes_6_months_idx').on(t.nbPrototypes6Months, t.id),
    index('studios_nb_hits_idx').on(t.nbHits, t.id),
    index('studios_last_iteration_date_idx').on(t.lastIterationDate, t.id),
    index('studios_created_at_idx').on(t.createdAt, t.id),
    index('studios_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

// The legal information a studio's signatory gave through the public form (FORM-18..24,
// BE-STU-08), kept for its contract: the newest per studio is the one used.
export const legalForms = pgTable(
  'legal_forms',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    dealId: text('deal_id').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contractSuffix: text('contract_suffix'),
    // The visible answers, JSON text {questionId: value}
    answers: text('answers').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('legal_forms_studio_idx').on(t.studioId, t.createdAt)],
);

// The links to the legal information form handed out (FORM-19, FORM-20, issue 42): each
// names a studio and one contract (its suffix), carries a random token kept here only
// as its sha-256, expires, and is used once (legalFormId: the form it brought).
export const legalFormLinks = pgTable(
  'legal_form_links',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contractSuffix: text('contract_suffix'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    legalFormId: integer('legal_form_id').references(() => legalForms.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('legal_form_links_token_hash_key').on(t.tokenHash), index('legal_form_links_studio_id_idx').on(t.studioId)],
);

// Who starred which studio (SL-26): a star is each staff member's own.
// A user's favourites in knowledge sharing (KS-13): pinned shared games.
export const knowledgeSharingPins = pgTable(
  'knowledge_sharing_pins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    pinnedAt: timestamptz('pinned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('knowledge_sharing_pins_game_id_idx').on(t.gameId)],
);

export const studioStars = pgTable(
  'studio_stars',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.studioId] }), index('studio_stars_studio_id_idx').on(t.studioId)],
);

// A studio's history (SSET-30..36, BE-STU-05): every change of its settings, who
// made it (null: the platform itself) and when, written in the change's transaction.
export const studioHistory = pgTable(
  'studio_history',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    value: text('value'),
  },
  (t) => [index('studio_history_studio_idx').on(t.studioId, t.at)],
);

export const studioMembers = pgTable(
  'studio_members',
  {
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Access level 1-5 (002 §6, CONF-02)
    accessId: integer('access_id').notNull().default(4),
    userRole: text('user_role').notNull().default('studio_developer'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.studioId, t.userId] }),
    index('studio_members_user_id_idx').on(t.userId),
    check('studio_members_access_id_check', sql`${t.accessId} between 1 and 5`),
  ],
);

// Icons and ad videos, addressed by the sha-256 of their content. The seed's small
// media keep their bytes in the row; an upload is a file of the media folder
// (MEDIA_DIR, else the data folder's media/), named by its hash (BE-UP).
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes'),
    // The file's name in the media folder, when the bytes are not in the row
    path: text('path'),
    size: integer('size'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [check('media_content_check', sql`${t.bytes} is not null or ${t.path} is not null`)],
);

// A game project groups the tests of one game: its iOS and Android builds, its
// re-submissions (PROJ). Every game belongs to one.
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('projects_studio_id_idx').on(t.studioId)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id),
    creatorId: integer('creator_id').references(() => users.id),
    projectId: integer('project_id').references(() => projects.id),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    status: text('status').notNull(),
    // JSON text {done, current} or a legacy plain string (SUB-16/17)
    substatus: text('substatus'),
    isIterating: boolean('is_iterating').notNull().default(false),
    isCtr: boolean('is_ctr').notNull().default(false),
    isPublishedInStore: boolean('is_published_in_store').notNull().default(false),
    isManagedByProvider: boolean('is_managed_by_provider').notNull().default(true),
    isHit: boolean('is_hit').notNull().default(false),
    selectedAdNetworkIds: integer('selected_ad_network_ids').array().notNull().default(sql`'{1}'`),
    storeId: text('store_id'),
    bundleId: text('bundle_id'),
    storeName: text('store_name'),
    iconMediaId: text('icon_media_id').references(() => media.id),
    createdAt: timestamptz('created_at').notNull(),
    lastIterationDate: timestamptz('last_iteration_date'),
    nbIterations: integer('nb_iterations').notNull().default(0),
    // KPI summaries of the latest iteration and of the best one (BE-KPI-06),
    // kept on the row so that lists sort and filter on indexed columns.
    recommendation: text('recommendation'),
    lastCpi: doublePrecision('last_cpi'),
    lastCpnu: doublePrecision('last_cpnu'),
    lastCtr: doublePrecision('last_ctr'),
    lastD1: doublePrecision('last_d1'),
    lastD7: doublePrecision('last_d7'),
    lastD14: doublePrecision('last_d14'),
    lastD28: doublePrecision('last_d28'),
    lastPlaytime: doublePrecision('last_playtime'),
    lastD3Playtime: doublePrecision('last_d3_playtime'),
    lastSessionLength: doublePrecision('last_session_length'),
    lastInstalls: integer('last_installs'),
    lastNewUsers: integer('last_new_users'),
    lastSpend: doublePrecision('last_spend'),
    lastCpm: doublePrecision('last_cpm'),
    bestCpi: doublePrecision('best_cpi'),
    bestCpnu: doublePrecision('best_cpnu'),
    bestCtr: doublePrecision('best_ctr'),
    bestD1: doublePrecision('best_d1'),
    bestD7: doublePrecision('best_d7'),
    bestD14: doublePrecision('best_d14'),
    bestD28: doublePrecision('best_d28'),
    bestPlaytime: doublePrecision('best_playtime'),
    bestD3Playtime: doublePrecision('best_d3_playtime'),
    // D3 ROAS: ad revenue of the cohorts over their first three days / spend
    lastD3Roas: doublePrecision('last_d3_roas'),
    bestD3Roas: doublePrecision('best_d3_roas'),
    // The 0-5 score of each network in the latest iteration with data (GC-15, GC-22),
    // null where the network did not run or its data is restricted (iOS).
    scoreFacebook: integer('score_facebook'),
    scoreSnapchat: integer('score_snapchat'),
    dataUpdatedAt: timestamptz('data_updated_at'),
    // The ad-network simulator's stream for this game, as JSON text {stream, quality}
    // (campaigns/simulator.ts): new days of its campaigns are drawn from it.
    simulation: text('simulation'),
    // The analytics slot the game reports to (BE-SUB-05), created or assigned by id.
    analyticsSlotId: text('analytics_slot_id'),
    // The key of the game's app in the attribution service, given with its tracking
    // token (BE-SUB-06); once set, platform and ad networks stay (SUB-CREATE-12).
    appServiceAppKey: text('app_service_app_key'),
    // The game's Facebook application (SUB-FB-04, SUB-FB-06): its id, 15-17 digits, and
    // the decryption key of its install referrer data, 64 lowercase hex characters.
    facebookAppId: text('facebook_app_id'),
    facebookDecryptionKey: text('facebook_decryption_key'),
    // The attribution service's tracking token of the game's app (SUB-LINK-21,
    // BE-SUB-06): generated once with appServiceAppKey, stable after.
    adjustAppToken: text('adjust_app_token'),
    // The studio's own Facebook campaign a manual game is linked to (ACT-35).
    linkedCampaignId: text('linked_campaign_id'),
    // Why a review rejected the game: already_tested | existing_game (CONF-39).
    rejectionReason: text('rejection_reason'),
    // Days of a new iteration's campaign, unless campaign settings change it (BE-BUD-02).
    campaignDuration: integer('campaign_duration').notNull().default(7),
    // When Facebook granted the platform access to the game's app (ACT-24, Part G).
    facebookAccessGrantedAt: timestamptz('facebook_access_granted_at'),
    // Daily budgets chosen per network, JSON text {"facebook": 80}; a network left out
    // follows the recommendation for its number of videos (SUB-BUD-04, SUB-BUD-06).
    dailyBudget: text('daily_budget'),
    // SUB-CAMP-09: the competition the studio entered the game in, saved on request.
    competitionId: text('competition_id'),
    // SUB-CAMP-07/08: the app's name in Snapchat ads, at most 25 characters.
    snapchatAppName: text('snapchat_app_name'),
    // SUB-CAMP-19: the webinar (its id, the day it was held) the studio says inspired the game.
    inspiredByWebinar: integer('inspired_by_webinar'),
    // Issue 42, GAME_KPI_ALERT: the recommendation the studio was last told of, so that
    // an iteration crossing the launch or kill bar is told once.
    recommendationAlerted: text('recommendation_alerted'),
  },
  (t) => [
    check('games_status_check', oneOf(t.status, GAME_STATUSES)),
    check('games_platform_check', oneOf(t.platform, PLATFORMS)),
    index('games_studio_id_idx').on(t.studioId, t.createdAt.desc()),
    index('games_status_idx').on(t.status),
    index('games_last_iteration_date_idx').on(t.lastIterationDate.desc().nullsLast(), t.id.desc()),
    index('games_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('games_project_id_idx').on(t.projectId),
    // The media sweep asks whether an icon is still used (sweepMedia).
    index('games_icon_media_idx').on(t.iconMediaId),
    // The list's sorts (GL-14..21) in their usual direction, ties broken by id the
    // same way, nulls last: a page is a range of one index.
    ...(
      [
        ['last_cpi', t.lastCpi],
        ['best_cpi', t.bestCpi],
        ['last_cpnu', t.lastCpnu],
        ['best_cpnu', t.bestCpnu],
      ] as const
    ).map(([name, column]) => index(`games_${name}_idx`).on(column.asc().nullsLast(), t.id.asc())),
    // The board's CTR sort (MG-24).
    index('games_last_cpm_idx').on(t.lastCpm.asc().nullsLast(), t.id.asc()),
    ...(
      [
        ['last_d1', t.lastD1],
        ['best_d1', t.bestD1],
        ['last_d7', t.lastD7],
        ['best_d7', t.bestD7],
        ['last_d14', t.lastD14],
        ['best_d14', t.bestD14],
        ['last_playtime', t.lastPlaytime],
        ['best_playtime', t.bestPlaytime],
        ['last_d3_roas', t.lastD3Roas],
        ['best_d3_roas', t.bestD3Roas],
        ['last_d3_playtime', t.lastD3Playtime],
        ['best_d3_playtime', t.bestD3Playtime],
      ] as const
    ).map(([name, column]) => index(`games_${name}_idx`).on(column.desc().nullsLast(), t.id.desc())),
    // A filtered list's count (GL-31, issue 17): status and platform, then every KPI a
    // filter rule reads (filters.ts' KPI_COLUMNS), so that counting a filter of these
    // reads this index alone (an index-only scan) instead of the whole table's rows.
    index('games_filter_kpis_idx').on(
      t.status,
      t.platform,
      t.bestCpi,
      t.lastCpi,
      t.bestCpnu,
      t.lastCpnu,
      t.bestCtr,
      t.lastCtr,
      t.bestD1,
      t.lastD1,
      t.bestD7,
      t.lastD7,
      t.bestD14,
      t.lastD14,
      t.bestPlaytime,
      t.lastPlaytime,
      t.bestD3Playtime,
      t.lastD3Playtime,
      t.bestD3Roas,
      t.lastD3Roas,
      t.lastSessionLength,
    ),
    // The list's search (GL-02, issue 17): name, store id and bundle id in one trigram index.
    index('games_search_idx').using('gin', sql`(${gameSearchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * What the games list's search reads of a game (its name, store id and bundle id), one
 * text for one trigram index (pg_trgm, migration 0017): the query and the index must
 * spell the same expression for the planner to use it.
 */
export function gameSearchText(t: { name: AnyPgColumn; storeId: AnyPgColumn; bundleId: AnyPgColumn }): SQL {
  return sql`${t.name} || ' ' || coalesce(${t.storeId}, '') || ' ' || coalesce(${t.bundleId}, '')`;
}

export const iterations = pgTable(
  'iterations',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    iterationNumber: integer('iteration_number').notNull(),
    iterationStart: timestamptz('iteration_start').notNull(),
    // iterationStart + campaign duration (CONF-19)
    iterationEnd: timestamptz('iteration_end').notNull(),
    campaignDuration: integer('campaign_duration').notNull(),
    // Daily budget per network in dollars, e.g. {"facebook": 60}, with the changes made
    // while it ran: {"facebook": 60, "changes": [{"day": "2026-11-21", "network": "facebook", "budget": 80}]}
    dailyBudget: text('daily_budget').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    // Issue 42: when the studio was told the iteration ended (its results are in).
    endNotifiedAt: timestamptz('end_notified_at'),
  },
  (t) => [uniqueIndex('iterations_game_number_key').on(t.gameId, t.iterationNumber)],
);

// Issue 42: the review of each testing request, kept with the iteration it asked for:
// approved, declined by the publishing team with its reason, or withdrawn by the studio.
// The studio reads the reason; both sides read the history.
export const gameReviews = pgTable(
  'game_reviews',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    // The iteration the request was for: the game's count of iterations then, plus one.
    iterationNumber: integer('iteration_number').notNull(),
    decision: text('decision').notNull(),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at').notNull(),
  },
  (t) => [
    index('game_reviews_game_idx').on(t.gameId, t.decidedAt),
    check('game_reviews_decision_check', oneOf(t.decision, ['approved', 'declined', 'withdrawn'])),
  ],
);

// What an ad network reports for one iteration, network and day (the simulator
// writes these; KPIs are computed from them). Cohort counts stay null until the
// cohort is mature (BE-KPI-09).
export const adNetworkDailyStats = pgTable(
  'ad_network_daily_stats',
  {
    iterationId: integer('iteration_id')
      .notNull()
      .references(() => iterations.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull(),
    clicks: integer('clicks').notNull(),
    installs: integer('installs').notNull(),
    spend: doublePrecision('spend').notNull(),
    newUsers: integer('new_users').notNull(),
    retainedD1: integer('retained_d1'),
    retainedD7: integer('retained_d7'),
    retainedD14: integer('retained_d14'),
    retainedD28: integer('retained_d28'),
    // Seconds played per new user on their first day, and over their first three days
    playtime: doublePrecision('playtime').notNull(),
    d3Playtime: doublePrecision('d3_playtime'),
    // Dollars the cohort earned in ads over its first three days (null until mature)
    d3Revenue: doublePrecision('d3_revenue'),
    sessionLength: doublePrecision('session_length').notNull(),
    // Issue 43: the spread of playtime and session length over the day's players (standard
    // deviations, seconds), as analytics report them; null for days reported before.
    playtimeSd: doublePrecision('playtime_sd'),
    sessionLengthSd: doublePrecision('session_length_sd'),
    males: integer('males').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.iterationId, t.network, t.day] }),
    index('ad_network_daily_stats_game_idx').on(t.gameId),
    check('ad_network_daily_stats_network_check', sql`${t.network} in ('facebook', 'snapchat')`),
  ],
);

// Password reset requests (PWD, BE-AUTH-08/09): one row per emailed link; the
// token itself is never stored, only its sha-256.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_id_idx').on(t.userId)],
);

// Mail the provider sends. Without SMTP_URL it stays here (and in the log);
// with it, sentAt records the delivery.
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt.desc())],
);

// Failed sign-ins per account and per client address, for throttling (Part G).
export const loginFailures = pgTable(
  'login_failures',
  {
    // 'account:<lower email>' or 'address:<ip>'
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    lockedUntil: timestamptz('locked_until'),
  },
);

// Content entries by id (CMS): GENERAL_ALERT, HOMEPAGE, help texts ... as JSON text.
export const contentEntries = pgTable('content_entries', {
  id: text('id').primaryKey(),
  fields: text('fields').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  quote: text('quote').notNull(),
  author: text('author').notNull(),
});

// Settings shared by every provider instance (maintenance mode ...), as JSON text.
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

// Saved views of the lists (VIEW, BE-LIST-05): a name and a content (JSON text:
// term, filter tree, columns, best-only flag, sort). Default views have no creator.
export const uiViews = pgTable(
  'ui_views',
  {
    id: serial('id').primaryKey(),
    // games | studios
    list: text('list').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    // A default view's key ('my-games' ...), how the dashboard names it.
    slug: text('slug'),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check('ui_views_list_check', sql`${t.list} in ('games', 'studios')`),
    index('ui_views_list_idx').on(t.list, t.creatorId),
    uniqueIndex('ui_views_slug_key').on(t.list, t.slug),
  ],
);

// What a user last chose in a list (AUTH-22, GL-31, FLT-19): sort, best-only flag,
// filter and view, kept on the account rather than in one browser's cookies.
export const listPreferences = pgTable(
  'list_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    // JSON text: {sort, order, best, filter, viewId}
    content: text('content').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list] })],
);

// The ad-network campaign of one iteration on one network (BE-STAT-04): created when
// testing is accepted, stopped when the game is killed, iterated, launched or done.
export const campaigns = pgTable(
  'campaigns',
  {
    iterationId: integer('iteration_id')
      .notNull()
      .references(() => iterations.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    // creating | active | paused | stopped | campaign_creation_failed
    status: text('status').notNull(),
    // The network's id of the campaign, once created
    externalId: text('external_id'),
    // The ad account the network created it in (the card's ads-manager link, GC-10)
    adAccountId: text('ad_account_id'),
    error: text('error'),
    // Days from stoppedAt on are not run (a killed or iterated game).
    stoppedAt: timestamptz('stopped_at'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.iterationId, t.network] }),
    index('campaigns_game_idx').on(t.gameId),
    check('campaigns_network_check', sql`${t.network} in ('facebook', 'snapchat')`),
    check(
      'campaigns_status_check',
      sql`${t.status} in ('creating', 'active', 'paused', 'stopped', 'campaign_creation_failed')`,
    ),
  ],
);

// The ad videos of an iteration on a network (VID). The network reports per video;
// the simulator splits a day's numbers over the videos by their weight and appeal.
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    // Null while the video waits for the game's next iteration (uploaded in the last
    // step, SUB-VID-18): the iteration that starts takes it.
    iterationId: integer('iteration_id').references(() => iterations.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    fileName: text('file_name').notNull(),
    mediaId: text('media_id').references(() => media.id),
    // BE-UP-05: the upload as sent when it was cropped, and how (SUB-VID-17).
    originalMediaId: text('original_media_id').references(() => media.id),
    croppingPositionPercent: doublePrecision('cropping_position_percent'),
    isHorizontalCrop: boolean('is_horizontal_crop'),
    originalRatio: doublePrecision('original_ratio'),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: doublePrecision('duration_seconds'),
    // Share of the network's delivery this video gets, and how much more it is clicked
    weight: doublePrecision('weight').notNull(),
    appeal: doublePrecision('appeal').notNull(),
    // The network refused it for adult content (VID-04)
    adultContent: boolean('adult_content').notNull().default(false),
    // ACT-19, BE-STAT-15: staff's review of a video waiting for the next iteration: pending,
    // accepted or rejected (with the reason the studio reads); a rejected one never runs.
    reviewStatus: text('review_status').notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('videos_review_status_check', sql`${t.reviewStatus} in ('pending', 'accepted', 'rejected')`),
    index('videos_iteration_idx').on(t.iterationId, t.network),
    index('videos_game_idx').on(t.gameId, t.network),
    // A cropped video's original, for downloads (/media/{id}?original)
    index('videos_media_idx').on(t.mediaId),
    index('videos_original_media_idx').on(t.originalMediaId),
    check('videos_network_check', sql`${t.network} in ('facebook', 'snapchat')`),
  ],
);

// Asynchronous game actions (BE-OPS): a row per request, run by the worker, which
// survives a restart: rows left pending or running are taken up again.
export const operations = pgTable(
  'operations',
  {
    id: text('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    // The action's fields, JSON text
    params: text('params').notNull(),
    // pending | running | success | error | rejected
    status: text('status').notNull(),
    // What the user reads: the action's label, or the error's message
    content: text('content').notNull(),
    errorCode: text('error_code'),
    // JSON text of the error's extra values (placeholders)
    errorExtra: text('error_extra'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    // The worker that runs it (worker_leases.instance_id): while that worker's lease
    // is renewed nobody else takes the row; once it lapses the row is run again.
    claimedBy: text('claimed_by'),
  },
  (t) => [
    check('operations_status_check', sql`${t.status} in ('pending', 'running', 'success', 'error', 'rejected')`),
    index('operations_ongoing_idx').on(t.gameId).where(sql`${t.status} in ('pending', 'running')`),
    index('operations_queue_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('operations_game_idx').on(t.gameId, t.createdAt.desc()),
  ],
);

// The operations workers alive (BE-OPS): each renews its row every few seconds while it
// runs; a running operation whose worker's row lapsed was left by a process that is gone.
export const workerLeases = pgTable('worker_leases', {
  instanceId: text('instance_id').primaryKey(),
  renewedAt: timestamptz('renewed_at').notNull(),
});

// Notifications (NOTIF): GAME_OPERATION_SUCCESS / GAME_OPERATION_ERROR for the one
// who asked, and the types of 001 §3.
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content').notNull(),
    relatedContentId: integer('related_content_id'),
    createdAt: timestamptz('created_at').notNull(),
    readAt: timestamptz('read_at'),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc())],
);

// Feedback staff leave on a game (FBK-01): subject optional, body HTML.
export const gameFeedbacks = pgTable(
  'game_feedbacks',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject'),
    feedback: text('feedback').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('game_feedbacks_game_idx').on(t.gameId, t.createdAt.desc())],
);

// What changed in a build, sent with a testing request (FBK-10/11); staff validate
// or reject each entry (FBK-12).
export const changelogs = pgTable(
  'changelogs',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    details: text('details').notNull(),
    // pending | validated | rejected
    state: text('state').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    index('changelogs_game_idx').on(t.gameId),
    check('changelogs_state_check', sql`${t.state} in ('pending', 'validated', 'rejected')`),
  ],
);

// Analytics slots the platform created (BE-SUB-05, Part G): assigning one to a game
// accepts only these ids.
export const analyticsSlots = pgTable('analytics_slots', {
  id: text('id').primaryKey(),
  gameKey: text('game_key').notNull(),
  secretKey: text('secret_key').notNull(),
  url: text('url').notNull(),
  createdForGameId: integer('created_for_game_id').references(() => games.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull(),
});

// A game's genre, one option per genre category (TAG-01/02, codifications GENRES).
export const gameGenres = pgTable(
  'game_genres',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.genreId] })],
);

// A game's tags (TAG): lowercased labels in the four categories, shared across
// games by label (TAG-15 counts the games tagged with each).
export const gameTags = pgTable(
  'game_tags',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    category: text('category').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.label] }),
    index('game_tags_label_idx').on(t.label),
    check('game_tags_category_check', oneOf(t.category, TAG_CATEGORIES)),
  ],
);

// Staff's 0-5 rating of a prototype (GC-23, BE-KPI-07), set with rate_game and read
// with view_proto_score: one row per rated game.
export const gameRatings = pgTable(
  'game_ratings',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    execution: integer('execution').notNull(),
    balancing: integer('balancing').notNull(),
    artEfficiency: integer('art_efficiency').notNull(),
    progression: integer('progression').notNull(),
    idea: integer('idea').notNull(),
    newness: integer('newness').notNull(),
    systemOne: integer('system_one').notNull(),
    depth: integer('depth').notNull(),
    ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    ratedAt: timestamptz('rated_at').notNull(),
  },
  (t) => [
    check(
      'game_ratings_range_check',
      sql.join(
        [t.execution, t.balancing, t.artEfficiency, t.progression, t.idea, t.newness, t.systemOne, t.depth].map(
          (column) => sql`${column} between 0 and 5`,
        ),
        sql` and `,
      ),
    ),
  ],
);

// The simulated app stores' catalogue (Part G): the store lookup adapter answers from it
// whether an app is published. The seed fills it for the demo games; `npm run
// store:publish` publishes more. An iOS app has a numeric AppStore id; a Play Store app
// is known by its bundle id (its package name), so store_id is null there.
export const storeApps = pgTable(
  'store_apps',
  {
    id: serial('id').primaryKey(),
    platform: text('platform').notNull(),
    storeId: text('store_id'),
    bundleId: text('bundle_id').notNull(),
    name: text('name').notNull(),
    publishedAt: timestamptz('published_at').notNull(),
  },
  (t) => [
    check('store_apps_platform_check', oneOf(t.platform, PLATFORMS)),
    uniqueIndex('store_apps_platform_bundle_id_idx').on(t.platform, t.bundleId),
    uniqueIndex('store_apps_platform_store_id_idx').on(t.platform, t.storeId),
  ],
);

// The simulated Facebook's applications (Part G): the decryption key registered for an
// app, which the configuration check compares with the game's.
export const facebookApps = pgTable('facebook_apps', {
  appId: text('app_id').primaryKey(),
  decryptionKey: text('decryption_key'),
  registeredAt: timestamptz('registered_at').notNull(),
});

// SDK events a game's build sent to the ingest endpoint (Part G, SUB-SDK, SUB-BUILD):
// analytics events (signed with the slot's secret key) and attribution events (with the
// app token). The integration checks pass once each kind has arrived.
export const sdkEvents = pgTable(
  'sdk_events',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    event: text('event').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [
    check('sdk_events_kind_check', oneOf(t.kind, ['analytics', 'attribution'])),
    index('sdk_events_game_id_idx').on(t.gameId, t.kind),
  ],
);

// Issue 43: how the tested games' KPIs are spread, per gameplay genre (0: every game), kind
// of test and KPI: 101 quantiles (0%, 1% ... 100%) of the games' last values, so that a
// game's percentile and its genre's box plot are a lookup (benchmarks.ts). Recomputed
// when KPIs change, at most every few minutes.
export const kpiBenchmarks = pgTable(
  'kpi_benchmarks',
  {
    gameplayGenreId: integer('gameplay_genre_id').notNull(),
    isCtr: boolean('is_ctr').notNull(),
    kpi: text('kpi').notNull(),
    games: integer('games').notNull(),
    quantiles: doublePrecision('quantiles').array().notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameplayGenreId, t.isCtr, t.kpi] })],
);
