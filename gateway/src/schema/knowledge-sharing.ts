// Knowledge sharing (issue 15; KS): the games other studios share, a page at a time
// (POST /v1/ks/games), one shared game with its iterations (GET /v1/ks/game/{id}) and
// the viewer's favourites (PUT /v1/ks/game/{id}/pin). The provider decides what is
// shared and hides who made a game and what it cost; the gateway turns the page's
// ranges into the query tree (rules' ksQuery: values divided by 100, KS-09).
import { KS_PAGE_SIZE, KS_RANGE_IDS, KS_SORT_FIELDS, KS_SORTS, KS_TYPES, ksQuery, type KsRanges } from '@greenlight/rules';
import { builder } from '../builder';
import { offsetConnection } from './offset-connection';
import type { GatewayContext } from '../context';
import type { ProviderSharedGame, ProviderSharedGameDetail } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { AD_NETWORKS, AdNetworkEnum } from './ad-network';
import { Platform } from './game';
import { providerEnum, SortOrder } from './provider-enum';

type SharedGameShape = ProviderSharedGame | ProviderSharedGameDetail;
type SharedIterationShape = ProviderSharedGameDetail['iterations'][number];
type SharedNetworkShape = NonNullable<SharedIterationShape['adNetworks']['facebook']>;
type SharedKpiShape = Omit<SharedNetworkShape, 'adNetwork' | 'restricted' | 'videos'>;
type SharedVideoShape = SharedIterationShape['videos'][number];

const sharing = { permission: 'view_knowledge_sharing' } as const;

export const SharedGameType = providerEnum('SharedGameType', KS_TYPES, { description: 'The test type a knowledge-sharing list shows: CPI or CTR tests (KS-04)' });
const SharedGameSort = providerEnum('SharedGameSort', KS_SORT_FIELDS, {
  description: 'What a knowledge-sharing list is sorted on (KS-10, KS-11); joinedDate is when the game was shared',
});
const SharedGameRange = providerEnum('SharedGameRange', KS_RANGE_IDS, { description: 'A range filter of knowledge sharing (KS-05..08)' });

const SharedGameRangeInput = builder.inputType('SharedGameRangeInput', {
  description: 'A range of a knowledge-sharing filter in the slider\'s units: cents for CPI (0-300), percent for CTR (0-15), D1 (0-70), D7 (0-30)',
  fields: (t) => ({
    range: t.field({ type: SharedGameRange, required: true, description: 'the KPI' }),
    min: t.int({ required: true, description: 'the lowest value kept' }),
    max: t.int({ required: true, description: 'the highest value kept' }),
  }),
});

const SharedKpis = builder.objectRef<SharedKpiShape>('SharedKpis').implement({
  description: 'What an iteration of a shared game measured, globally or on one network: no spend, CPNU nor score (KS-19)',
  fields: (t) => ({
    cpi: t.exposeFloat('cpi', { nullable: true, description: 'cost per install, dollars' }),
    ctr: t.exposeFloat('ctr', { nullable: true, description: 'clicks / impressions' }),
    d1: t.exposeFloat('d1Ret', { nullable: true, description: 'day-1 retention, a fraction' }),
    d7: t.exposeFloat('d7Ret', { nullable: true, description: 'day-7 retention, a fraction' }),
    d14: t.exposeFloat('d14Ret', { nullable: true, description: 'day-14 retention, a fraction' }),
    d28: t.exposeFloat('d28Ret', { nullable: true, description: 'day-28 retention, a fraction' }),
    playtime: t.exposeFloat('playtime', { nullable: true, description: 'seconds per new user on the first day' }),
    playtimeHumanReadable: t.exposeString('playtimeHumanReadable', { nullable: true, description: 'playtime as the page writes it, like 10m50s' }),
    d3PlaytimeHumanReadable: t.exposeString('d3PlaytimeHumanReadable', { nullable: true, description: 'the first three days\' playtime, like 10m50s' }),
    sessionLengthHumanReadable: t.exposeString('sessionLengthHumanReadable', { nullable: true, description: 'a session\'s length, like 10m50s' }),
    shareOfMales: t.exposeFloat('shareOfMales', { nullable: true, description: 'the gender split' }),
    installs: t.exposeInt('fbInstalls', { nullable: true, description: 'installs the networks report' }),
    clicks: t.exposeInt('linkClicks', { nullable: true, description: 'clicks on the ads; Snapchat swipe-ups' }),
    impressions: t.exposeInt('impressions', { nullable: true, description: 'times the ads were shown' }),
    newUsers: t.exposeInt('newUsers', { nullable: true, description: 'new users the analytics SDK saw' }),
  }),
});

const SharedVideo = builder.objectRef<SharedVideoShape>('SharedVideo').implement({
  description: 'A video of a shared iteration and what it delivered, not what it cost',
  fields: (t) => ({
    id: t.id({ description: 'unique per video', resolve: (v) => `SharedVideo:${v.id}` }),
    url: t.exposeString('video', { nullable: true, description: 'the clip to play (/media/...)' }),
    fileName: t.exposeString('fileName', { description: 'the uploaded file\'s name' }),
    network: t.field({ type: AdNetworkEnum, description: 'the network it ran on', resolve: (v) => v.adNetwork }),
    adultContent: t.exposeBoolean('adultContent', { description: 'refused by the network (VID-04)' }),
    rank: t.int({ description: 'its place by delivery, 1 = the most', resolve: (v) => v.perf.rank }),
    best: t.boolean({ description: 'the best performer of its list', resolve: (v) => v.data.bestVideo }),
    impressions: t.int({ description: 'times it was shown', resolve: (v) => v.data.impressions }),
    clicks: t.int({ description: 'clicks on it', resolve: (v) => v.data.linkClicks }),
    installs: t.int({ description: 'installs attributed to it', resolve: (v) => v.data.fbInstalls }),
    cpi: t.float({ nullable: true, description: 'its cost per install, dollars', resolve: (v) => v.data.cpi }),
    ctr: t.float({ nullable: true, description: 'its click-through rate', resolve: (v) => v.data.ctr }),
  }),
});

const SharedIterationNetwork = builder.objectRef<SharedNetworkShape>('SharedIterationNetwork').implement({
  description: 'One ad network of a shared iteration (KS-18)',
  fields: (t) => ({
    network: t.field({ type: AdNetworkEnum, description: 'the network', resolve: (n) => n.adNetwork }),
    restricted: t.exposeBoolean('restricted', { description: 'iOS: no per-network retention nor playtime (IT-21)' }),
    kpis: t.field({ type: SharedKpis, description: 'the KPIs on this network', resolve: (n) => n }),
    videos: t.field({ type: [SharedVideo], description: 'its videos, the most delivered first', resolve: (n) => n.videos }),
  }),
});

const SharedIteration = builder.objectRef<SharedIterationShape & { gameId: number }>('SharedIteration').implement({
  description: 'An iteration of a shared game (KS-19)',
  fields: (t) => ({
    id: t.id({ description: 'unique per iteration', resolve: (i) => `SharedIteration:${i.gameId}:${i.iterationId}` }),
    number: t.exposeInt('iterationNumber', { description: 'its number within the game, from 1' }),
    start: t.exposeString('iterationStart', { description: 'when its campaigns started' }),
    end: t.exposeString('iterationEnd', { description: 'when they ended' }),
    kpis: t.field({ type: SharedKpis, description: 'all networks together', resolve: (i) => i }),
    networks: t.field({
      type: [SharedIterationNetwork],
      description: 'the networks it ran on, Facebook first',
      resolve: (i) => AD_NETWORKS.flatMap((name) => (i.adNetworks[name] ? [i.adNetworks[name]] : [])),
    }),
    videos: t.field({ type: [SharedVideo], description: 'every network\'s videos, the most delivered first', resolve: (i) => i.videos }),
  }),
});

async function sharedGameDetail(id: number, context: GatewayContext): Promise<ProviderSharedGameDetail | null> {
  try {
    return await context.loaders.sharedGames.load(id);
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  }
}

export const SharedGame = builder.loadableNode('SharedGame', {
  description: 'A game another studio shares in knowledge sharing (KS-21): what it is and measured, never who made it nor what it cost',
  id: { resolve: (game: SharedGameShape) => game.id, parse: (id) => Number(id) },
  loaderOptions: { cache: false },
  load: async (ids: number[], context: GatewayContext) => Promise.all(ids.map((id) => sharedGameDetail(id, context))),
  authScopes: sharing,
  fields: (t) => ({
    gameId: t.exposeInt('id', { description: 'the provider\'s id, as ?gameKsId= carries it (KS-16)' }),
    name: t.exposeString('name', { description: 'its name' }),
    platform: t.field({ type: Platform, description: 'the store it is built for', resolve: (g) => g.platform }),
    isCtr: t.exposeBoolean('isCtr', { description: 'a CTR test (KS-04)' }),
    iconUrl: t.exposeString('iconUrl', { nullable: true, description: 'its icon (/media/...)' }),
    iterationCount: t.exposeInt('nbIterations', { description: 'how many iterations it ran (KS-17)' }),
    isPinned: t.exposeBoolean('isPinned', { description: 'a favourite of the viewer (KS-13)' }),
    tags: t.stringList({ description: 'its tags\' labels (KS-17)', resolve: (g) => (g.tags ? g.tags.split('|') : []) }),
    videoUrl: t.exposeString('lastVideo', { nullable: true, description: 'the newest iteration\'s most delivered video' }),
    lastIterationDate: t.exposeString('lastIterationDate', { nullable: true, description: 'when its newest iteration started' }),
    sharedAt: t.exposeString('joinedDate', { description: 'when it was shared: three months after its creation, or when its studio opted in if later (KS-02)' }),
    networks: t.field({
      type: [AdNetworkEnum],
      description: 'the networks it ran on',
      resolve: (g) => g.adnetworks.split('|').map((name) => name.toLowerCase()).filter((name): name is (typeof AD_NETWORKS)[number] => (AD_NETWORKS as readonly string[]).includes(name)),
    }),
    cpi: t.exposeFloat('lastCpi', { nullable: true, description: 'the newest iteration\'s cost per install, dollars' }),
    ctr: t.exposeFloat('lastCtr', { nullable: true, description: 'the newest iteration\'s click-through rate' }),
    d1: t.exposeFloat('lastD1', { nullable: true, description: 'the newest iteration\'s day-1 retention' }),
    d7: t.exposeFloat('lastD7', { nullable: true, description: 'the newest iteration\'s day-7 retention' }),
    installs: t.exposeInt('lastInstalls', { nullable: true, description: 'the newest iteration\'s installs' }),
    playtime: t.exposeFloat('lastPlaytime', { nullable: true, description: 'the newest iteration\'s first-day playtime, seconds' }),
    playtimeHumanReadable: t.exposeString('lastPlaytimeHumanReadable', { nullable: true, description: 'playtime as the page writes it, like 10m50s' }),
    iterations: t.field({
      type: [SharedIteration],
      description: 'newest first (KS-19)',
      resolve: async (game, _args, context) => {
        const detail = 'iterations' in game ? game : await sharedGameDetail(game.id, context);
        return (detail?.iterations ?? []).map((iteration) => ({ ...iteration, gameId: game.id }));
      },
    }),
  }),
});

const SharedGameConnection = builder.connectionObject(
  { type: SharedGame, name: 'SharedGameConnection', description: 'A page of shared games' },
  { description: 'A shared game of a page, with its cursor' },
);

builder.queryFields((t) => ({
  sharedGames: t.connection(
    {
      type: SharedGame,
      description: `Knowledge sharing (KS-14): the games other studios share, ${KS_PAGE_SIZE} a page; for staff and members of a studio that opted in`,
      // The page asks it with the viewer, before it knows who looks (orEmpty): for anyone
      // else it is then empty, and the page says it is not theirs (KS-03).
      authScopes: (_root, args) => (args.orEmpty ? { signedIn: true } : sharing),
      args: {
        type: t.arg({ type: SharedGameType, required: true, defaultValue: 'cpi', description: 'CPI or CTR tests (KS-04)' }),
        sort: t.arg({ type: SharedGameSort, description: 'the sort; the type\'s first option when absent (KS-10, KS-11)' }),
        order: t.arg({ type: SortOrder, description: 'ascending or descending; the option\'s when absent' }),
        term: t.arg.string({ description: 'text the game\'s name contains, any case (at most 100 characters)' }),
        ranges: t.arg({ type: [SharedGameRangeInput], description: 'the range filters in the slider\'s units (KS-05..09)' }),
        pinnedOnly: t.arg.boolean({ description: 'the viewer\'s favourites only (KS-13)' }),
        orEmpty: t.arg.boolean({
          description:
            'an empty list rather than a refusal for a viewer without view_knowledge_sharing: the page\'s own query asks the list with the viewer, in one request (issue 17)',
        }),
      },
      resolve: async (_root, args, context) => {
        if (args.orEmpty && !(await context.loaders.viewer.load())?.permissions.includes(sharing.permission)) {
          return offsetConnection(args, { defaultSize: KS_PAGE_SIZE, maxSize: 50 }, () => Promise.resolve({ data: [], total: 0 }));
        }
        const option = KS_SORTS[args.type].find((o) => o.sort === args.sort) ?? KS_SORTS[args.type][0]!;
        const ranges: KsRanges = Object.fromEntries((args.ranges ?? []).map((r) => [r.range, [r.min, r.max] as const]));
        const query = ksQuery(args.type, ranges, args.pinnedOnly ?? false);
        return offsetConnection(args, { defaultSize: KS_PAGE_SIZE, maxSize: 50 }, ({ limit, offset }) =>
          context.provider.sharedGames({
            limit,
            offset,
            type: args.type,
            sort: args.sort ?? option.sort,
            order: args.order ?? option.order,
            ...(args.term ? { term: args.term } : {}),
            ...(query ? { query } : {}),
          }),
        );
      },
    },
    SharedGameConnection,
  ),
  sharedGame: t.field({
    type: SharedGame,
    nullable: true,
    description: 'One shared game for its page (KS-16, ?gameKsId=); null when it is not shared with the viewer',
    authScopes: sharing,
    args: { gameId: t.arg.int({ required: true, description: 'the provider\'s id' }) },
    resolve: (_root, { gameId }, context) => sharedGameDetail(gameId, context),
  }),
}));

builder.mutationFields((t) => ({
  pinSharedGame: t.field({
    type: SharedGame,
    description: 'Adds a shared game to the viewer\'s favourites or takes it out (KS-13)',
    authScopes: sharing,
    errors: { types: [ProviderError], union: { name: 'PinSharedGameResult', description: 'The game afresh, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: SharedGame, description: 'the shared game\'s global id' }),
      pinned: t.arg.boolean({ required: true, description: 'true pins, false unpins' }),
    },
    resolve: async (_root, { gameId, pinned }, context) => {
      const id = Number(gameId.id);
      await context.provider.pinSharedGame(id, pinned);
      context.loaders.sharedGames.clear(id);
      return id;
    },
  }),
}));
