import { boardSort, startingGamesList, type StartingGamesList, GAME_REJECTION_REASONS, GAME_SORT_FIELDS, GAME_STATUSES, GAME_TAB_LABELS, PLATFORMS, type BoardSort, type GameTab } from '@greenlight/rules';
import { builder } from '../builder';
import { keysetConnection, type ConnectionArgs } from './offset-connection';
import { selectsAny, selectsWithin, type FieldTree } from './selection';
import type { GraphQLResolveInfo } from 'graphql';
import { ProviderError } from '../provider/errors';
import type { GatewayContext } from '../context';
import type { GamesListBody, GamesPage, MyGamesListBody, ProviderGame, ProviderGameCard } from '../provider/client';
import { fromGameFilterInput, GameFilterInput } from './filters';
import { keysOf, providerEnum, SortOrder } from './provider-enum';
import { Studio } from './studio';
import { User } from './user';
import { parseContent } from './view-content';

export const GameStatus = providerEnum('GameStatus', GAME_STATUSES, { description: 'Where a game is in its life: submission, review, testing, then finished or archived (001 §4)' });

export const Platform = providerEnum('Platform', PLATFORMS, { description: 'The store a game is built for' });

export { SortOrder };

type ProviderSort = NonNullable<GamesListBody['sort']>;
/** The provider's list orders, each as the best value over the iterations or the last one (GL-31). */
const GAME_SORTS = GAME_SORT_FIELDS satisfies readonly ProviderSort[];

export const GameSort = providerEnum('GameSort', GAME_SORTS, {
  description: 'List orders (GL-14..21, MG-24/25); the CPNU ones need view_cpnu, the D3 ROAS ones view_proto_score',
});

export const MyGamesTab = providerEnum('MyGamesTab', keysOf(GAME_TAB_LABELS), { description: 'The studio board tabs (MG-01, CONF-16)' });

/** A choice of the game actions' inputs (rules' ACTION_CHOICES), and why a game was rejected. */
export const RejectionReason = providerEnum(
  'GameRejectionReason',
  GAME_REJECTION_REASONS.map((reason) => reason.id),
  { description: 'Why a game under review was rejected (ACT-18)', describe: (id) => GAME_REJECTION_REASONS.find((reason) => reason.id === id)?.label ?? id },
);

export const TestType = providerEnum('TestType', ['cpi', 'ctr'] as const satisfies readonly MyGamesListBody['type'][], {
  description: 'The kind of test a game runs: CPI (installs) or CTR (clicks on its ads)',
});

interface MetricsShape {
  cpi: number | null;
  cpnu: number | null;
  ctr: number | null;
  d1: number | null;
  d7: number | null;
  d14: number | null;
  d28: number | null;
  playtime: number | null;
  d3Playtime: number | null;
  d3Roas: number | null;
}

const GameMetrics = builder.objectRef<MetricsShape>('GameMetrics').implement({
  description:
    'KPIs of one iteration: costs in dollars, retention and CTR as fractions, playtime in seconds; null when not measured yet',
  fields: (t) => ({
    cpi: t.exposeFloat('cpi', { nullable: true, description: 'cost per install, dollars' }),
    cpnu: t.exposeFloat('cpnu', { nullable: true, description: 'only with view_cpnu' }),
    ctr: t.exposeFloat('ctr', { nullable: true, description: 'click-through rate, a fraction' }),
    d1: t.exposeFloat('d1', { nullable: true, description: 'day-1 retention, a fraction' }),
    d7: t.exposeFloat('d7', { nullable: true, description: 'day-7 retention, a fraction' }),
    d14: t.exposeFloat('d14', { nullable: true, description: 'day-14 retention, a fraction' }),
    d28: t.exposeFloat('d28', { nullable: true, description: 'day-28 retention, a fraction' }),
    playtime: t.exposeFloat('playtime', { nullable: true, description: 'average daily playtime, seconds' }),
    d3Playtime: t.exposeFloat('d3Playtime', { nullable: true, description: 'cumulative playtime over the first three days, seconds' }),
    d3Roas: t.exposeFloat('d3Roas', {
      nullable: true,
      description: 'ad revenue of the cohorts over three days / spend; only with view_proto_score',
    }),
  }),
});

export const Game = builder.loadableNode('Game', {
  description: 'A game a studio submitted for testing, with its iterations, KPIs and campaigns (GL, GD)',
  id: { resolve: (game: ProviderGame) => game.id, parse: (id) => Number(id) },
  // The request's games loader batches and caches (loaders.ts): this one only hands
  // the ids over, so that lists and mutations prime and clear one loader.
  loaderOptions: { cache: false },
  // GET /games/{ids} leaves out games the caller may not see: `sort` answers them null.
  load: async (ids: number[], context: GatewayContext) =>
    (await context.loaders.games.loadMany(ids)).filter((game) => game !== null),
  sort: (game) => game.id,
  fields: (t) => ({
    gameId: t.exposeInt('id', { description: 'the provider\'s id, as ?game= carries it (GD-01)' }),
    name: t.exposeString('name', { description: 'the game\'s name' }),
    status: t.field({ type: GameStatus, description: 'where the game is in its life', resolve: (game) => game.status }),
    substatus: t.exposeString('substatus', { nullable: true, description: 'JSON text {done, current} or a legacy step name' }),
    platform: t.field({ type: Platform, description: 'the store it is built for', resolve: (game) => game.platform }),
    iconUrl: t.exposeString('iconUrl', { nullable: true, description: 'its icon (/media/...); null before one is uploaded (SUB-ICON)' }),
    studio: t.field({ type: Studio, description: 'the studio that makes it', resolve: (game) => game.studio }),
    pm: t.field({ type: User, nullable: true, description: 'its studio\'s primary publishing manager (studio.pm)', resolve: (game) => game.studio.pm }),
    secondaryPm: t.field({ type: User, nullable: true, description: 'its studio\'s secondary publishing manager (studio.secondaryPm)', resolve: (game) => game.studio.secondaryPm }),
    projectId: t.exposeInt('projectId', { nullable: true, description: 'the game\'s project (GL-12 lists it with customId)' }),
    projectGameCount: t.exposeInt('projectGameCount', { description: 'games in its project, itself included (GC-11)' }),
    isIterating: t.exposeBoolean('isIterating', { description: 'the studio is preparing a new iteration (the Is iterating tab, MG-08)' }),
    isCtr: t.exposeBoolean('isCtr', { description: 'a test-only game, tested on its click-through rate rather than installs (SUB-02)' }),
    isPublishedInStore: t.exposeBoolean('isPublishedInStore', { description: 'the app is already in its store (SUB-CREATE-07)' }),
    isManagedByProvider: t.exposeBoolean('isManagedByProvider', {
      description: 'automatic setup: the publisher runs its campaigns; false for a manual game linked to the studio\'s own campaign (SUB-03)',
    }),
    isInKnowledgeSharing: t.exposeBoolean('isInKnowledgeSharing', { description: 'shared with other studios in knowledge sharing (KS-23)' }),
    isHit: t.exposeBoolean('isHit', { description: 'launched as a hit (validate_game, ACT-28)' }),
    adNetworkError: t.exposeBoolean('adNetworkError', { description: 'a network refused to create a campaign of its latest iteration: the card says "Ad network error" (MG-17)' }),
    createdAt: t.exposeString('createdAt', { description: 'when the test was created, ISO 8601' }),
    lastIterationDate: t.exposeString('lastIterationDate', { nullable: true, description: 'when its latest iteration started, ISO 8601; null before the first' }),
    sinceLastIterationDate: t.exposeInt('sinceLastIterationDate', { nullable: true, description: 'days' }),
    nbIterations: t.exposeInt('nbIterations', { description: 'how many iterations it had (GC-05)' }),
    storeId: t.exposeString('storeId', { nullable: true, description: 'iOS: the AppStore ID (SUB-LINK-03); null on Android and before the Link to store step' }),
    bundleId: t.exposeString('bundleId', { nullable: true, description: 'the bundle id, e.g. com.company.game (SUB-LINK-06)' }),
    storeUrl: t.exposeString('storeUrl', {
      nullable: true,
      description: 'its page in the App Store (from storeId) or Google Play (from bundleId); null without them',
    }),
    video: t.exposeString('video', { nullable: true, description: 'the latest iteration\'s most delivered ad video (GC-01)' }),
    gameAnalyticsUrl: t.exposeString('gameAnalyticsUrl', { nullable: true, description: 'the game in the analytics service (GC-08)' }),
    facebookUrl: t.exposeString('facebookUrl', {
      nullable: true,
      description: 'the game\'s newest Facebook campaign in Facebook Ads Manager, when it has one (GC-10)',
    }),
    snapchatUrl: t.exposeString('snapchatUrl', {
      nullable: true,
      description: 'the game\'s newest Snapchat campaign in Snapchat Ads Manager, when it has one (GC-10)',
    }),
    adNetworks: t.stringList({
      description: 'network names (GC-14 shows them pipe-separated)',
      resolve: (game) => (game.adnetworks ? game.adnetworks.split('|') : []),
    }),
    recommendation: t.exposeString('recommendation', {
      nullable: true,
      description: 'what its latest KPIs suggest: high potential, pending data ... (BE-REC); null before its first iteration',
    }),
    last: t.field({
      type: GameMetrics,
      description: 'KPIs of the latest iteration with data',
      resolve: (game) => ({
        cpi: game.lastCpi,
        cpnu: game.lastCpnu,
        ctr: game.lastCtr,
        d1: game.lastD1,
        d7: game.lastD7,
        d14: game.lastD14,
        d28: game.lastD28,
        playtime: game.lastPlaytime,
        d3Playtime: game.lastD3Playtime,
        d3Roas: game.lastD3Roas,
      }),
    }),
    best: t.field({
      type: GameMetrics,
      description: 'the best value of each KPI over the iterations',
      resolve: (game) => ({
        cpi: game.bestCpi,
        cpnu: game.bestCpnu,
        ctr: game.bestCtr,
        d1: game.bestD1,
        d7: game.bestD7,
        d14: game.bestD14,
        d28: game.bestD28,
        playtime: game.bestPlaytime,
        d3Playtime: game.bestD3Playtime,
        d3Roas: game.bestD3Roas,
      }),
    }),
    permissions: t.stringList({
      description: 'the game permissions the viewer holds on this game (PERM-01)',
      resolve: (game) => Object.keys(game.permissions).filter((name) => game.permissions[name]),
    }),
    gameAnalyticsId: t.exposeString('gameAnalyticsId', { nullable: true, description: 'its analytics slot; null before one is created or assigned (GD-27)' }),
    storeName: t.exposeString('storeName', { nullable: true, description: 'the app\'s name in its store' }),
    appServiceAppKey: t.exposeString('appServiceAppKey', {
      nullable: true,
      description: 'the app\'s key in the attribution service; once set, platform and ad networks are locked (SUB-CREATE-12)',
    }),
    linkedCampaignId: t.exposeString('linkedCampaignId', { nullable: true, description: 'the studio campaign a manual game is linked to (ACT-35)' }),
    rejectionReason: t.field({
      type: RejectionReason,
      nullable: true,
      description: 'why it was rejected under review; null unless it was (ACT-18)',
      resolve: (game) => game.rejectionReason,
    }),
    currentCampaignDuration: t.exposeInt('currentCampaignDuration', { description: 'days' }),
    facebookAccessGranted: t.exposeBoolean('facebookAccessGranted', { description: 'Facebook granted access to the game\'s app (SUB-FB-07)' }),
  }),
});

/** What decides which games a list holds, as the provider's list bodies take it. */
export function gameSelection(args: {
  term?: string | null | undefined;
  filter?: Parameters<typeof fromGameFilterInput>[0] | null | undefined;
  best?: boolean | null | undefined;
  studioId?: number | null | undefined;
  projectId?: number | null | undefined;
}) {
  return {
    term: args.term ?? undefined,
    ...(args.filter ? { query: fromGameFilterInput(args.filter) } : {}),
    ...(args.best !== null && args.best !== undefined ? { best: args.best } : {}),
    ...(args.studioId ? { studioId: args.studioId } : {}),
    ...(args.projectId ? { projectId: args.projectId } : {}),
  };
}

/**
 * The Game fields a card's answer (ProviderGameCard) resolves as the whole game does:
 * a page whose games ask nothing else is read as cards, a third of the bytes (issue 17).
 * A field listed here must read only the card's properties, or load what it needs for the
 * few games that have it (ongoingOperations, reviewActions); the gateway test asks every
 * one of them both ways and compares.
 */
export const GAME_CARD_FIELDS: FieldTree = {
  id: true,
  gameId: true,
  name: true,
  status: true,
  substatus: true,
  platform: true,
  iconUrl: true,
  // The studio's shape is the same in both answers; its other fields load the studio.
  studio: true,
  pm: true,
  secondaryPm: true,
  projectId: true,
  projectGameCount: true,
  isIterating: true,
  isCtr: true,
  isPublishedInStore: true,
  isManagedByProvider: true,
  adNetworkError: true,
  disabled: true,
  ongoingOperations: true,
  // Read whole for a game pending approval only (game-action.ts), like ongoingOperations for a disabled one.
  reviewActions: true,
  lastIterationDate: true,
  nbIterations: true,
  storeUrl: true,
  video: true,
  gameAnalyticsUrl: true,
  facebookUrl: true,
  snapchatUrl: true,
  adNetworks: true,
  recommendation: true,
  prototypeRecommendation: true,
  scoreDetails: true,
  last: { cpi: true, cpnu: true, ctr: true, d1: true, d3Roas: true },
  best: { cpi: true, cpnu: true, ctr: true, d1: true, d3Roas: true },
};

/** What a games connection may ask besides its games for the page to be read as cards. */
const CARD_PAGE: FieldTree = { totalCount: true, pageInfo: true, edges: { cursor: true, node: GAME_CARD_FIELDS } };

/** A list's page, as whole games or as cards, from the provider. */
interface GamesPageReader {
  games: (page: PageRequest) => Promise<GamesPage>;
  cards: (page: PageRequest) => Promise<GamesPage<ProviderGameCard>>;
}
type PageRequest = { limit: number; offset: number; after?: string; withTotal: boolean };

/**
 * A page of games as a connection, by keyset (keysetConnection). When the page asks
 * only what a card shows it is read as cards; else whole games are read, and prime the
 * node loader so that nothing goes back to the provider for them.
 */
async function gamesConnection(
  context: GatewayContext,
  args: ConnectionArgs,
  info: GraphQLResolveInfo,
  read: GamesPageReader,
  defaultSize: number,
) {
  const asCards = selectsWithin(info, CARD_PAGE);
  return keysetConnection(args, { defaultSize, maxSize: 100 }, async (page) => {
    if (asCards) return cardsAsGames(await read.cards(page));
    const games = await read.games(page);
    for (const game of games.data) context.loaders.games.prime(game.id, game);
    return games;
  });
}

/**
 * Cards where the connection's type says games: the page asked only GAME_CARD_FIELDS
 * (selectsWithin), which resolve from a card's properties alone. Cards never prime the
 * node loader, which holds whole games.
 */
const cardsAsGames = (page: GamesPage<ProviderGameCard>) => page as unknown as GamesPage;

builder.globalConnectionField('totalCount', (t) =>
  t.int({ description: 'how many items the whole list holds', resolve: (connection) => connection.totalCount }),
);

const GameConnection = builder.connectionObject(
  { type: Game, name: 'GameConnection', description: 'A page of games' },
  { description: 'A game of a page, with its cursor' },
);

builder.queryFields((t) => ({
  games: t.connection({
    type: Game,
    description: 'The publishing games list (GL): every game for staff, their studios\' games for studio members',
    authScopes: { signedIn: true },
    args: {
      sort: t.arg({ type: GameSort, required: true, defaultValue: 'lastIterationDate', description: 'the list\'s order (GL-14..21)' }),
      order: t.arg({ type: SortOrder, required: true, defaultValue: 'desc', description: 'ascending or descending' }),
      term: t.arg.string({ description: 'text the game\'s or its studio\'s name contains, any case (GL-02, GL-08)' }),
      filter: t.arg({ type: GameFilterInput, description: 'the filter builder\'s tree (FLT)' }),
      best: t.arg.boolean({ description: 'filters read the best KPIs (default) or the last ones (GL-31)' }),
      studioId: t.arg.int({ description: 'one studio\'s games (GL-11)' }),
      projectId: t.arg.int({ description: 'one project\'s games (GL-12)' }),
      kept: t.arg.boolean({
        description:
          'the list the viewer arrives on (GL-09, AUTH-22): their kept choices, else a PM\'s "My games" view, else the defaults; sort, order, term, filter and best are then ignored. The page\'s own query asks it, so the first visit is one request (issue 17)',
      }),
    },
    resolve: async (_root, args, context, info) => {
      const start = args.kept ? await startingList(context) : null;
      const selection = start
        ? {
            ...gameSelection({ term: start.term, best: start.best, studioId: args.studioId, projectId: args.projectId }),
            ...(start.filter ? { query: start.filter as GamesListBody['query'] } : {}),
          }
        : gameSelection(args);
      const sort = start ? { sort: start.sort, order: start.order } : { sort: args.sort, order: args.order };
      const body = { ...sort, ...selection };
      return gamesConnection(
        context,
        args,
        info,
        { games: (page) => context.provider.games({ ...page, ...body }), cards: (page) => context.provider.gameCards({ ...page, ...body }) },
        20,
      );
    },
  }, GameConnection),
  myGames: t.connection({
    type: Game,
    description: 'The studio board\'s games for one tab and test type (MG)',
    authScopes: { signedIn: true },
    args: {
      tab: t.arg({ type: MyGamesTab, required: true, description: 'the board tab' }),
      type: t.arg({ type: TestType, required: true, defaultValue: 'cpi', description: 'CPI or CTR games' }),
      sort: t.arg({ type: GameSort, description: 'the list\'s order; the viewer\'s kept sort for the tab when absent (MG-25), else newest first (MG-23)' }),
      order: t.arg({ type: SortOrder, description: 'ascending or descending; with sort' }),
      term: t.arg.string({ description: 'text the game\'s or its studio\'s name contains, any case (MG-03)' }),
      myGamesOnly: t.arg.boolean({ description: 'only the studios the viewer is a PM of; needs filter_team_status (MG-09)' }),
    },
    resolve: async (_root, args, context, info) => {
      const kept = args.sort ? null : await keptBoardSort(context, args.tab, args.type);
      const body = {
        status: args.tab,
        type: args.type,
        sort: args.sort ?? kept!.sort,
        order: args.sort ? (args.order ?? 'desc') : kept!.order,
        term: args.term ?? undefined,
        ...(args.myGamesOnly ? { myGamesOnly: true } : {}),
      };
      return gamesConnection(
        context,
        args,
        info,
        { games: (page) => context.provider.myGames({ ...page, ...body }), cards: (page) => context.provider.myGameCards({ ...page, ...body }) },
        5,
      );
    },
  }, GameConnection),
}));

/** GL-09, AUTH-22: the games list the viewer arrives on (rules' startingGamesList), from their kept choices and views. */
async function startingList(context: GatewayContext): Promise<StartingGamesList> {
  const viewer = await context.loaders.viewer.load();
  const [kept, views] = await Promise.all([
    context.loaders.listPreferences.load('games'),
    viewer?.userType === 'pm' ? context.loaders.listViews.load('games') : Promise.resolve([]),
  ]);
  const myGames = views.find((view) => view.slug === MY_GAMES_VIEW);
  return startingGamesList(kept.preferences, myGames ? parseContent(myGames.content) : null, viewer?.permissions ?? []);
}

/** GL-09: the publishing managers' default view. */
const MY_GAMES_VIEW = 'my-games';

/** MG-25: the sort the viewer keeps for a board tab, among its test type's (rules' BOARD_SORTS). */
export async function keptBoardSort(context: GatewayContext, tab: GameTab, type: 'cpi' | 'ctr'): Promise<BoardSort> {
  const { preferences } = await context.loaders.listPreferences.load('mygames');
  return boardSort(type, preferences?.sorts?.[tab]);
}

const MyGamesCounts = builder.objectRef<Record<string, number>>('MyGamesCounts').implement({
  description: 'How many games each board tab holds (MG-04)',
  fields: (t) => ({
    inProgress: t.int({ description: 'games in the IN_PROGRESS tab', resolve: (counts) => counts.in_progress ?? 0 }),
    isIterating: t.int({ description: 'games in the IS_ITERATING tab', resolve: (counts) => counts.is_iterating ?? 0 }),
    pendingApproval: t.int({ description: 'games in the PENDING_APPROVAL tab', resolve: (counts) => counts.pending_approval ?? 0 }),
    inTesting: t.int({ description: 'games in the IN_TESTING tab', resolve: (counts) => counts.in_testing ?? 0 }),
    finished: t.int({ description: 'games in the FINISHED tab', resolve: (counts) => counts.finished ?? 0 }),
    archived: t.int({ description: 'games in the ARCHIVED tab', resolve: (counts) => counts.archived ?? 0 }),
  }),
});

builder.queryField('myGamesCounts', (t) =>
  t.field({
    type: MyGamesCounts,
    description: 'The board tabs\' counts for a test type and search term (MG-04)',
    authScopes: { signedIn: true },
    args: {
      type: t.arg({ type: TestType, required: true, defaultValue: 'cpi', description: 'CPI or CTR games' }),
      term: t.arg.string({ description: 'text the game\'s or its studio\'s name contains, any case (MG-03)' }),
      myGamesOnly: t.arg.boolean({ description: 'only the studios the viewer is a PM of; needs filter_team_status (MG-09)' }),
    },
    resolve: (_root, args, context) =>
      context.provider.myGamesCounts({ type: args.type, term: args.term ?? undefined, ...(args.myGamesOnly ? { myGamesOnly: true } : {}) }),
  }),
);

/** The Game fields GET /v1/my/game/{id} answers besides the game (tag.ts, genre.ts, feedback.ts, changelog.ts). */
const DETAIL_FIELDS = new Set(['tags', 'genres', 'feedbacks', 'changelogs']);

builder.queryField('game', (t) =>
  t.field({
    type: Game,
    nullable: true,
    description: 'A game by its number, as page addresses name it (`?game=`): pages never build node ids; null when the viewer may not see it',
    authScopes: { signedIn: true },
    args: { gameId: t.arg.int({ required: true, description: 'the provider\'s id (Game.gameId)' }) },
    // The node loader batches it with the page's other games. A page that reads the game's
    // detail too (the panel: tags, genres, feedback, changelogs) reads it once: the detail
    // holds the game, and primes the node loader (issue 17).
    resolve: async (_root, { gameId }, context, info) => {
      if (gameId < 1) return null;
      if (!selectsAny(info, DETAIL_FIELDS)) return gameId;
      try {
        await context.loaders.gameDetails.load(gameId);
      } catch (error) {
        // Not there, or not the viewer's: null, as the node loader answers it.
        if (error instanceof ProviderError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
      return gameId;
    },
  }),
);
