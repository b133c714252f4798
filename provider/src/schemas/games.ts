import { Type, type Static } from 'typebox';
import { Nullable, SortOrder } from './common';

export const GAME_STATUSES = [
  'pending_sdk_integration',
  'pending_review',
  'pending_testing',
  'in_testing',
  'finished',
  'archived',
] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** The board's tabs (MG-01, MG-05..08, CONF-16). */
export const MY_GAMES_TABS = ['in_progress', 'is_iterating', 'pending_approval', 'in_testing', 'finished', 'archived'] as const;
export type MyGamesTab = (typeof MY_GAMES_TABS)[number];


const PersonName = Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() });

export const GameStudio = Type.Object({
  id: Type.Integer(),
  studioName: Type.String(),
  activityState: Type.Enum(['active', 'inactive', 'churned'] as const),
  pm: Nullable(PersonName),
  secondaryPm: Nullable(PersonName),
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
    status: Type.Enum(GAME_STATUSES),
    substatus: Nullable(Type.String()),
    isIterating: Type.Boolean(),
    isCtr: Type.Boolean(),
    isPublishedInStore: Type.Boolean(),
    isManagedByProvider: Type.Boolean(),
    isInKnowledgeSharing: Type.Boolean(),
    isHit: Type.Boolean(),
    platform: Type.Enum(['ios', 'android'] as const),
    createdAt: Type.String({ format: 'date-time' }),
    creatorId: Nullable(Type.Integer()),
    iconUrl: Nullable(Type.String()),
    storeId: Nullable(Type.String()),
    bundleId: Nullable(Type.String()),
    storeName: Nullable(Type.String()),
    storeUrl: Nullable(Type.String()),
    selectedAdNetworkIdList: Type.Array(Type.Integer()),
    adnetworks: Type.String({ description: 'network names, pipe-separated (GC-14)' }),
    lastIterationDate: Nullable(Type.String({ format: 'date-time' })),
    sinceLastIterationDate: Nullable(Type.Integer({ description: 'days' })),
    nbIterations: Type.Integer(),
    dataUpdatedAt: Nullable(Type.String({ format: 'date-time' })),
    recommendation: Nullable(Type.String()),
    lastCpi: Nullable(Type.Number()),
    lastCpnu: Nullable(Type.Number({ description: 'only with view_cpnu' })),
    lastCtr: Nullable(Type.Number()),
    lastD1: Nullable(Type.Number()),
    lastD7: Nullable(Type.Number()),
    lastD14: Nullable(Type.Number()),
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
    bestPlaytime: Nullable(Type.Number()),
    bestD3Playtime: Nullable(Type.Number()),
    permissions: Type.Record(Type.String(), Type.Boolean(), {
      description: 'the game permissions the caller holds on this game (PERM-01, PERM-02)',
    }),
  },
  { $id: 'Game' },
);
export type Game = Static<typeof Game>;

/** Sort fields of the lists (GL-14..21, MG-24/25); *Cpnu needs view_cpnu. */
export const GAME_SORTS = [
  'lastIterationDate',
  'createdAt',
  'name',
  'lastCpi',
  'bestCpi',
  'lastCpnu',
  'bestCpnu',
  'lastD1',
  'bestD1',
  'lastD7',
  'bestD7',
  'lastD14',
  'bestD14',
  'lastPlaytime',
  'bestPlaytime',
  'lastD3Playtime',
  'bestD3Playtime',
  'lastCpm',
] as const;
export type GameSort = (typeof GAME_SORTS)[number];

// The filter tree (FLT-01). Its evaluation comes with the games list issue; until
// then a body that carries rules is refused with FILTER_NOT_SUPPORTED.
export const FilterQuery = Type.Object(
  {
    logicalOperator: Type.Optional(Type.Enum(['all', 'any'] as const)),
    children: Type.Optional(Type.Array(Type.Unknown())),
  },
  { description: 'filter tree: group {logicalOperator, children} of rules and groups' },
);

const ListPaging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size: 20 for the games list, 5 for the board' })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  sort: Type.Optional(Type.Enum(GAME_SORTS)),
  order: Type.Optional(SortOrder),
  term: Type.Optional(Type.String({ maxLength: 100 })),
  query: Type.Optional(Nullable(FilterQuery)),
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
    statuses: Type.Optional(Type.Array(Type.Enum(MY_GAMES_TABS), { maxItems: MY_GAMES_TABS.length })),
    type: Type.Optional(Type.Enum(['cpi', 'ctr'] as const)),
    myGamesOnly: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MyGamesCountBody = Static<typeof MyGamesCountBody>;

export const GamesPage = Type.Object({ data: Type.Array(Type.Ref('Game')), total: Type.Integer() });

export const MyGamesCounts = Type.Record(Type.String(), Type.Integer(), {
  description: 'number of games per requested tab',
});
