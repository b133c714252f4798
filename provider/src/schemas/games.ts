import {
  GAME_ACTION_IDS,
  GAME_REJECTION_REASONS,
  GAME_SORT_FIELDS,
  GAME_STATUSES,
  GAME_TAB_LABELS,
  PLATFORMS,
  SCORE_MAX,
  SCORE_MIN,
  TAG_CATEGORIES,
  type GameTab,
} from '@greenlight/rules';
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable, SortOrder } from './common';


/** The board's tabs (MG-01, MG-05..08, CONF-16): the rules' list tabs, in their order. */
export const MY_GAMES_TABS = Object.keys(GAME_TAB_LABELS) as GameTab[];
export type MyGamesTab = GameTab;


const PersonName = Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() });

export const GameStudio = Type.Object({
  id: Type.Integer(),
  studioName: Type.String(),
  activityState: Type.Enum(['active', 'inactive', 'churned'] as const),
  hubspotUrl: Nullable(Type.String({ description: 'the studio in the CRM; only with view_hubspot_url (PERM-12)' })),
  pm: Nullable(PersonName),
  secondaryPm: Nullable(PersonName),
});

const NetworkBudgets = <T extends TSchema>(value: T) =>
  Type.Object({ facebook: Type.Optional(value), snapchat: Type.Optional(value) });

/** GD-28, BE-BUD-01/02: the budget and duration of the next or running campaign. */
const CampaignSettingsFields = {
  dailyBudgetPerAdNetwork: NetworkBudgets(Type.Object({ budget: Type.Integer(), isManuallySet: Type.Boolean() })),
  defaultDailyBudgetPerNbVideos: NetworkBudgets(Type.Record(Type.String(), Type.Integer(), { description: 'video count to dollars' })),
  minDailyBudget: Type.Integer(),
  maxDailyBudget: Type.Integer(),
  isBudgetReadOnly: Type.Boolean(),
  currentCampaignDuration: Type.Integer({ description: 'days' }),
  defaultCampaignDuration: Type.Integer(),
  minCampaignDuration: Type.Integer(),
  maxCampaignDuration: Type.Integer(),
  isDurationReadOnly: Type.Boolean(),
  maxAllowedVideos: Type.Integer(),
};

/** ACT-02, BE-ACT-01 */
export const GameAction = Type.Object({
  id: Type.Enum(GAME_ACTION_IDS),
  label: Type.String(),
  unavailableReason: Nullable(Type.String({ description: 'an error-list code when the action may not run' })),
  primary: Type.Boolean(),
});

const Score = Type.Integer({ minimum: SCORE_MIN, maximum: SCORE_MAX });

/** GC-23: the eight dimensions of a prototype's rating, each 0-5 (rules/src/scores.ts). */
const ScoreDimensions = {
  execution: Score,
  balancing: Score,
  artEfficiency: Score,
  progression: Score,
  idea: Score,
  newness: Score,
  systemOne: Score,
  depth: Score,
};

/** PUT /games/{id}/rating: every dimension, a whole number from 0 to 5. */
export const GameRatingBody = Type.Object(ScoreDimensions, { additionalProperties: false });
export type GameRatingBody = Static<typeof GameRatingBody>;

/** GC-15, GC-22: one network's 0-5 score in the latest iteration with data. */
const AdNetworkScore = Type.Object({
  adNetwork: Type.Enum(['facebook', 'snapchat'] as const),
  adNetworkId: Type.Integer({ description: '1 Facebook, 2 Snapchat' }),
  score: Score,
});

/** A game as lists and the detail answer it (GC-20, GC-21, GC-24; 000 §3). */
export const Game = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    studioId: Type.Integer(),
    studio: GameStudio,
    studioName: Type.String(),
    studioActivityState: Type.String(),
    pmName: Nullable(Type.String()),
    secondaryPmName: Nullable(Type.String()),
    studioOrigin: Nullable(Type.String({ description: 'the studio\'s lead source (GAP-14)' })),
    projectId: Nullable(Type.Integer()),
    projectGameCount: Type.Integer({ description: 'games in the game\'s project, itself included (GC-11)' }),
    status: Type.Enum(GAME_STATUSES),
    substatus: Nullable(Type.String()),
    isIterating: Type.Boolean(),
    isCtr: Type.Boolean(),
    isPublishedInStore: Type.Boolean(),
    isManagedByProvider: Type.Boolean(),
    isInKnowledgeSharing: Type.Boolean(),
    isHit: Type.Boolean(),
    platform: Type.Enum(PLATFORMS),
    createdAt: Type.String({ format: 'date-time' }),
    creatorId: Nullable(Type.Integer()),
    iconUrl: Nullable(Type.String()),
    storeId: Nullable(Type.String()),
    bundleId: Nullable(Type.String()),
    storeName: Nullable(Type.String()),
    appServiceAppKey: Nullable(Type.String({ description: 'set with the attribution token; platform and networks are locked from then (SUB-CREATE-12)' })),
    storeUrl: Nullable(Type.String()),
    video: Nullable(Type.String({ description: 'the latest iteration\'s most delivered ad video (/media/{sha256}), for the card\'s popover (GC-01)' })),
    gameAnalyticsUrl: Nullable(Type.String({ description: 'the game in the analytics service, once it has a slot (GC-08)' })),
    facebookUrl: Nullable(
      Type.String({ description: 'the game\'s newest Facebook campaign in Facebook Ads Manager, when it has one (GC-10)' }),
    ),
    snapchatUrl: Nullable(
      Type.String({ description: 'the game\'s newest Snapchat campaign in Snapchat Ads Manager, when it has one (GC-10)' }),
    ),
    selectedAdNetworkIdList: Type.Array(Type.Integer()),
    adnetworks: Type.String({ description: 'network names, pipe-separated (GC-14)' }),
    lastIterationDate: Nullable(Type.String({ format: 'date-time' })),
    sinceLastIterationDate: Nullable(Type.Integer({ description: 'days' })),
    nbIterations: Type.Integer(),
    dataUpdatedAt: Nullable(Type.String({ format: 'date-time' })),
    recommendation: Nullable(Type.String()),
    prototypeRecommendation: Type.Object(
      {
        recommendation: Nullable(Type.String()),
        adNetworks: Type.Array(AdNetworkScore, {
          description: 'the networks of the latest iteration with data that have a score (none on iOS: restricted data)',
        }),
      },
      { description: 'GC-22: the recommendation and the score per ad network' },
    ),
    scoreDetails: Nullable(
      Type.Object(
        { ...ScoreDimensions, ratedAt: Type.String({ format: 'date-time' }) },
        { description: 'the staff\'s rating of the prototype (GC-23); null when not rated, and without view_proto_score (GC-17)' },
      ),
    ),
    lastCpi: Nullable(Type.Number()),
    lastCpnu: Nullable(Type.Number({ description: 'only with view_cpnu' })),
    lastCtr: Nullable(Type.Number()),
    lastD1: Nullable(Type.Number()),
    lastD7: Nullable(Type.Number()),
    lastD14: Nullable(Type.Number()),
    lastD28: Nullable(Type.Number()),
    lastPlaytime: Nullable(Type.Number({ description: 'seconds' })),
    lastD3Playtime: Nullable(Type.Number({ description: 'seconds' })),
    lastSessionLength: Nullable(Type.Number({ description: 'seconds' })),
    lastInstalls: Nullable(Type.Integer()),
    lastCpm: Nullable(Type.Number()),
    bestCpi: Nullable(Type.Number()),
    bestCpnu: Nullable(Type.Number({ description: 'only with view_cpnu' })),
    bestCtr: Nullable(Type.Number()),
    bestD1: Nullable(Type.Number()),
    bestD7: Nullable(Type.Number()),
    bestD14: Nullable(Type.Number()),
    bestD28: Nullable(Type.Number()),
    bestPlaytime: Nullable(Type.Number()),
    bestD3Playtime: Nullable(Type.Number()),
    lastD3Roas: Nullable(Type.Number({ description: 'ad revenue over 3 days / spend; only with view_proto_score' })),
    bestD3Roas: Nullable(Type.Number({ description: 'only with view_proto_score' })),
    permissions: Type.Record(Type.String(), Type.Boolean(), {
      description: 'the game permissions the caller holds on this game (PERM-01, PERM-02)',
    }),
    actions: Type.Array(GameAction, { description: 'what the caller may do on the game now (BE-ACT-01)' }),
    disabled: Type.Boolean({ description: 'operations are pending or running on the game (BE-OPS-03)' }),
    adNetworkError: Type.Boolean({ description: 'a network refused to create a campaign of the latest iteration (MG-17, PA-09)' }),
    gameAnalyticsId: Nullable(Type.String({ description: 'the analytics slot (GD-27)' })),
    linkedCampaignId: Nullable(Type.String({ description: 'the studio campaign a manual game is linked to (ACT-35)' })),
    rejectionReason: Nullable(Type.Enum(GAME_REJECTION_REASONS.map((reason) => reason.id))),
    ...CampaignSettingsFields,
    facebookAccessGranted: Type.Boolean({ description: 'Facebook granted access to the game\'s app (ACT-24)' }),
    adNetworks: Type.Object(
      {
        facebook: Type.Object({
          appId: Nullable(Type.String({ description: 'the game\'s Facebook app (SUB-FB-04)' })),
          decryptionKey: Nullable(
            Type.String({ description: 'SUB-FB-06; read by the game\'s editors and staff only, null for others' }),
          ),
          adAccountId: Nullable(Type.String({ description: 'the ad account of the game\'s newest Facebook campaign' })),
        }),
      },
      { description: 'SUB-FB-13: the game\'s ad-network setup' },
    ),
    gameAnalyticsGameKey: Nullable(
      Type.String({ description: 'the analytics slot\'s game key (SDK); editors and staff only, null for others' }),
    ),
    gameAnalyticsSecretKey: Nullable(
      Type.String({ description: 'the analytics slot\'s secret key, which signs SDK events; editors and staff only' }),
    ),
    adjustAppToken: Nullable(
      Type.String({ description: 'the attribution service\'s app token (SUB-LINK-21); editors and staff only' }),
    ),
    snapchatAppName: Nullable(Type.String({ description: 'the app\'s name in Snapchat ads, at most 25 characters (SUB-CAMP-07)' })),
    competitionId: Nullable(Type.Integer({ description: 'the competition the game was entered in (SUB-CAMP-09, SUB-CAMP-16)' })),
    inspiredByWebinar: Nullable(Type.Integer({ description: 'the webinar that inspired the game, by id (SUB-CAMP-19)' })),
  },
  { $id: 'Game' },
);
export type Game = Static<typeof Game>;

/**
 * What a card of the lists shows (GC-01..GC-24: header, badges, step gauge, KPIs,
 * scores, links), as the game answers it: the lists' narrow answer (issue 17), read
 * by the gateway when a page asks for nothing more.
 */
export const GameCard = Type.Object(
  {
    id: Game.properties.id,
    name: Game.properties.name,
    studioId: Game.properties.studioId,
    studio: Game.properties.studio,
    projectId: Game.properties.projectId,
    projectGameCount: Game.properties.projectGameCount,
    status: Game.properties.status,
    substatus: Game.properties.substatus,
    isIterating: Game.properties.isIterating,
    isCtr: Game.properties.isCtr,
    isPublishedInStore: Game.properties.isPublishedInStore,
    isManagedByProvider: Game.properties.isManagedByProvider,
    platform: Game.properties.platform,
    iconUrl: Game.properties.iconUrl,
    storeUrl: Game.properties.storeUrl,
    video: Game.properties.video,
    gameAnalyticsUrl: Game.properties.gameAnalyticsUrl,
    facebookUrl: Game.properties.facebookUrl,
    snapchatUrl: Game.properties.snapchatUrl,
    adnetworks: Game.properties.adnetworks,
    lastIterationDate: Game.properties.lastIterationDate,
    nbIterations: Game.properties.nbIterations,
    recommendation: Game.properties.recommendation,
    prototypeRecommendation: Game.properties.prototypeRecommendation,
    scoreDetails: Game.properties.scoreDetails,
    lastCpi: Game.properties.lastCpi,
    lastCpnu: Game.properties.lastCpnu,
    lastCtr: Game.properties.lastCtr,
    lastD1: Game.properties.lastD1,
    lastD3Roas: Game.properties.lastD3Roas,
    bestCpi: Game.properties.bestCpi,
    bestCpnu: Game.properties.bestCpnu,
    bestCtr: Game.properties.bestCtr,
    bestD1: Game.properties.bestD1,
    bestD3Roas: Game.properties.bestD3Roas,
    disabled: Game.properties.disabled,
    adNetworkError: Game.properties.adNetworkError,
  },
  {
    $id: 'GameCard',
    description: 'A game as a card of the lists shows it: the fields of Game the card reads, nothing more (issue 17)',
  },
);
export type GameCard = Static<typeof GameCard>;
export const GAME_CARD_FIELDS = Object.keys(GameCard.properties) as (keyof GameCard)[];

/** Sort fields of the lists (GL-14..21, MG-24/25); *Cpnu needs view_cpnu, *D3Roas view_proto_score. */
export const GAME_SORTS = GAME_SORT_FIELDS;
export type GameSort = (typeof GAME_SORTS)[number];

// The filter tree (FLT-01): its nodes are checked against the rule catalogue of
// rules/ (depth, rule, operator, value) and refused with INVALID_FILTER naming the rule.
export const FilterQuery = Type.Object(
  {
    logicalOperator: Type.Optional(Type.Enum(['all', 'any'] as const)),
    children: Type.Array(Type.Unknown(), {
      maxItems: 100,
      description: 'rules {rule, operator, operand?, value} and groups {logicalOperator, children}, at most 3 levels',
    }),
  },
  { description: 'filter tree: group {logicalOperator all|any, children}' },
);

const ListPaging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size: 20 for the games list, 5 for the board' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  after: Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'keyset paging: the `next` of the page before, with the same sort and order; offset is then ignored (issue 17)',
    }),
  ),
  withTotal: Type.Optional(Type.Boolean({ description: 'false leaves `total` out: the following pages of a list whose total the caller knows' })),
  sort: Type.Optional(Type.Enum(GAME_SORTS)),
  order: Type.Optional(SortOrder),
  term: Type.Optional(Type.String({ maxLength: 100 })),
  query: Type.Optional(Nullable(FilterQuery)),
  best: Type.Optional(Type.Boolean({ description: 'KPI rules read the best values (default) or the last ones (GL-31)' })),
  studioId: Type.Optional(Type.Integer({ minimum: 1, description: 'one studio\'s games (GL-11)' })),
  projectId: Type.Optional(Type.Integer({ minimum: 1, description: 'one project\'s games (GL-12)' })),
};

export const GamesListBody = Type.Object(ListPaging, { additionalProperties: false });
export type GamesListBody = Static<typeof GamesListBody>;

export const MyGamesListBody = Type.Object(
  {
    ...ListPaging,
    status: Type.Optional(Type.Enum(MY_GAMES_TABS)),
    type: Type.Optional(Type.Enum(['cpi', 'ctr'] as const)),
    myGamesOnly: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MyGamesListBody = Static<typeof MyGamesListBody>;

export const MyGamesCountBody = Type.Object(
  {
    term: Type.Optional(Type.String({ maxLength: 100 })),
    query: Type.Optional(Nullable(FilterQuery)),
    best: Type.Optional(Type.Boolean()),
    statuses: Type.Optional(Type.Array(Type.Enum(MY_GAMES_TABS), { maxItems: MY_GAMES_TABS.length })),
    type: Type.Optional(Type.Enum(['cpi', 'ctr'] as const)),
    myGamesOnly: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MyGamesCountBody = Static<typeof MyGamesCountBody>;

export const GamesPage = Type.Object(
  {
    data: Type.Array(Type.Ref('Game')),
    total: Type.Optional(Type.Integer({ description: 'how many games the list holds; absent when asked withTotal false' })),
    next: Nullable(Type.String({ description: 'the keyset after the last game: `after` of the next page; null on an empty page' })),
  },
  { title: 'GamesPage' },
);

export const GameCardsPage = Type.Object(
  {
    data: Type.Array(Type.Ref('GameCard')),
    total: GamesPage.properties.total,
    next: GamesPage.properties.next,
  },
  { title: 'GameCardsPage' },
);

export const MyGamesCounts = Type.Record(Type.String(), Type.Integer(), {
  description: 'number of games per requested tab',
});

export const GamesExportBody = Type.Object(
  {
    sort: ListPaging.sort,
    order: ListPaging.order,
    term: ListPaging.term,
    query: ListPaging.query,
    best: ListPaging.best,
    studioId: ListPaging.studioId,
    projectId: ListPaging.projectId,
    columns: Type.Array(Type.String({ maxLength: 40 }), {
      minItems: 1,
      maxItems: 50,
      description: 'the visible columns of the view, by id (codifications columns.games); staff-only ones are left out for others',
    }),
  },
  { additionalProperties: false },
);

/** GD-17: one game with its feedback, changelogs, genres and tags (FBK-01, FBK-10, TAG-01, TAG-15). */
export const GameDetail = Type.Intersect([
  Type.Ref('Game'),
  Type.Object({
    feedbacks: Type.Array(
      Type.Object({
        id: Type.Integer(),
        subject: Nullable(Type.String()),
        feedback: Type.String({ description: 'HTML' }),
        createdAt: Type.String({ format: 'date-time' }),
        authorId: Nullable(Type.Integer()),
        pmName: Nullable(Type.String()),
      }),
    ),
    changelogs: Type.Array(
      Type.Object({
        id: Type.Integer(),
        category: Type.String(),
        details: Type.String(),
        state: Type.Enum(['pending', 'validated', 'rejected'] as const),
        createdAt: Type.String({ format: 'date-time' }),
      }),
    ),
    genres: Type.Array(Type.Object({ id: Type.Integer(), category: Type.String(), label: Type.String() })),
    tags: Type.Array(Type.Object({ label: Type.String(), category: Type.Enum(TAG_CATEGORIES) })),
    reviews: Type.Array(
      Type.Object({
        iterationNumber: Type.Integer({ description: 'the iteration the testing request was for' }),
        decision: Type.Enum(['approved', 'declined', 'withdrawn'] as const, { description: 'approved or declined by the publishing team, withdrawn by the studio' }),
        reason: Nullable(Type.String({ description: 'why it was declined' })),
        decidedBy: Nullable(Type.String({ description: 'who decided, by name' })),
        decidedAt: Type.String({ format: 'date-time' }),
      }),
      { description: 'issue 42: how each testing request was reviewed, newest first' },
    ),
    project: Nullable(Type.Ref('Project', { description: 'the game\'s project, as GET /projects/{id} answers it; null without one' })),
  }),
]);
