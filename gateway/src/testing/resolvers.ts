// Resolver tests without a provider (STYLE: "Resolver tests inject fake loaders"):
// the schema executed with a context whose loaders answer from memory, made with the
// same constructors as the real ones (loaders.ts), and whose client answers only the
// calls a test gives it. A loader or a call a test did not give fails the test.
import type { ErrorList } from '@greenlight/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { execute, parse, type ExecutionResult } from 'graphql';
import type { GatewayContext } from '../context';
import { Once, type Loaders } from '../loaders';
import type { ProviderClient, ProviderGame, ProviderGameDetail, ProviderMe, ProviderOperation } from '../provider/client';
import { schema } from '../schema';
import { Session } from '../session';

/** A loader answering from memory; a key it does not hold fails like the provider's 404. */
export function fakeLoader<K extends string | number, V>(values: Record<K, V> | ((key: K) => V | Promise<V>)): DataLoader<K, V, K> {
  const answer = typeof values === 'function' ? values : (key: K) => values[key];
  return new DataLoader<K, V, K>((keys) =>
    Promise.all(
      keys.map(async (key) => {
        const value = await answer(key);
        return value === undefined ? new Error(`no fake for ${String(key)}`) : value;
      }),
    ),
  );
}

/** A keyless loader answering this value. */
export const fakeOnce = <T>(value: T): Once<T> => new Once(() => Promise.resolve(value));

/** The games loader over these games: another id loads as null, as one the viewer may not see. */
export const fakeGames = (...games: ProviderGame[]) =>
  fakeLoader<number, ProviderGame | null>((id) => games.find((game) => game.id === id) ?? null);

/** The loaders of what a request reads about games, which a mutation that changes one clears (gameChanged). */
export const gameLoaders = (
  ...games: ProviderGame[]
): Pick<
  Loaders,
  'games' | 'gameDetails' | 'gameIterations' | 'gameBenchmark' | 'ongoingOperations' | 'campaignCreation' | 'nextIterationVideos' | 'gameSubmissions'
> => ({
  games: fakeGames(...games),
  gameDetails: fakeLoader({}),
  gameIterations: fakeLoader({}),
  gameBenchmark: fakeLoader({}),
  ongoingOperations: fakeLoader({}),
  campaignCreation: fakeLoader({}),
  nextIterationVideos: fakeLoader({}),
  gameSubmissions: fakeLoader({}),
});

function refusingOthers<T extends object>(given: Partial<T>, what: string): T {
  return new Proxy(given, {
    get(target, name) {
      if (name in target) return target[name as keyof T];
      if (typeof name === 'symbol' || name === 'then') return undefined;
      throw new Error(`the test gave no ${what} ${name}`);
    },
  }) as T;
}

export interface TestContextOptions {
  loaders?: Partial<Loaders>;
  /** The client's calls a test expects: list searches and mutations. */
  provider?: Partial<ProviderClient>;
  signedIn?: boolean;
}

export function testContext({ loaders = {}, provider = {}, signedIn = true }: TestContextOptions = {}): GatewayContext {
  return {
    correlationId: 'test',
    providerCalls: { count: 0 },
    sessionConfirmed: { value: false },
    rateLimit: { key: 'test' },
    session: Session.fromHeaders(signedIn ? { authorization: 'Bearer test' } : {}),
    provider: refusingOthers<ProviderClient>(provider, 'provider call'),
    loaders: refusingOthers<Loaders>({ errorList: fakeOnce<ErrorList>(new Map()), ...loaders }, 'loader'),
  };
}

export function run(source: string, variables: Record<string, unknown> = {}, options: TestContextOptions | GatewayContext = {}) {
  const contextValue = 'correlationId' in options ? options : testContext(options);
  return execute({ schema, document: parse(source), variableValues: variables, contextValue }) as Promise<ExecutionResult>;
}

/** The data of an operation that must not fail. */
export async function data<T = Record<string, unknown>>(
  source: string,
  variables: Record<string, unknown> = {},
  options: TestContextOptions | GatewayContext = {},
): Promise<T> {
  const result = await run(source, variables, options);
  if (result.errors?.length) throw new Error(result.errors.map((error) => `${error.message} (${error.path?.join('.')})`).join('\n'));
  return result.data as T;
}

export const gameId = (id: number) => encodeGlobalID('Game', id);

/** A game as GET /games/{ids} answers it, with what a test says. */
export function providerGame(overrides: Partial<ProviderGame> = {}): ProviderGame {
  return {
    id: 7,
    name: 'Sky Jumper',
    studioId: 3,
    studio: { id: 3, studioName: 'Studio One', activityState: 'active', hubspotUrl: null, pm: null, secondaryPm: null },
    studioName: 'Studio One',
    studioActivityState: 'active',
    pmName: null,
    secondaryPmName: null,
    studioOrigin: null,
    projectId: null,
    projectGameCount: 1,
    status: 'in_testing',
    substatus: null,
    isIterating: false,
    isCtr: false,
    isPublishedInStore: false,
    isManagedByProvider: false,
    isInKnowledgeSharing: false,
    isHit: false,
    platform: 'android',
    createdAt: '2026-10-01T10:00:00.000Z',
    creatorId: null,
    iconUrl: null,
    storeId: null,
    bundleId: null,
    storeName: null,
    appServiceAppKey: null,
    storeUrl: null,
    video: null,
    gameAnalyticsUrl: null,
    facebookUrl: null,
    snapchatUrl: null,
    selectedAdNetworkIdList: [1],
    adnetworks: 'facebook',
    lastIterationDate: null,
    sinceLastIterationDate: null,
    nbIterations: 1,
    dataUpdatedAt: null,
    recommendation: null,
    prototypeRecommendation: { recommendation: null, adNetworks: [] },
    scoreDetails: null,
    lastCpi: null,
    lastCpnu: null,
    lastCtr: null,
    lastD1: null,
    lastD7: null,
    lastD14: null,
    lastD28: null,
    lastPlaytime: null,
    lastD3Playtime: null,
    lastSessionLength: null,
    lastInstalls: null,
    lastCpm: null,
    bestCpi: null,
    bestCpnu: null,
    bestCtr: null,
    bestD1: null,
    bestD7: null,
    bestD14: null,
    bestD28: null,
    bestPlaytime: null,
    bestD3Playtime: null,
    lastD3Roas: null,
    bestD3Roas: null,
    permissions: {},
    actions: [],
    disabled: false,
    adNetworkError: false,
    gameAnalyticsId: null,
    gameAnalyticsGameKey: null,
    gameAnalyticsSecretKey: null,
    adjustAppToken: null,
    snapchatAppName: null,
    competitionId: null,
    inspiredByWebinar: null,
    linkedCampaignId: null,
    rejectionReason: null,
    dailyBudgetPerAdNetwork: {},
    defaultDailyBudgetPerNbVideos: {},
    minDailyBudget: 20,
    maxDailyBudget: 500,
    isBudgetReadOnly: false,
    currentCampaignDuration: 7,
    defaultCampaignDuration: 7,
    minCampaignDuration: 3,
    maxCampaignDuration: 14,
    isDurationReadOnly: false,
    maxAllowedVideos: 4,
    facebookAccessGranted: false,
    adNetworks: { facebook: { appId: null, decryptionKey: null, adAccountId: null } },
    ...overrides,
  };
}

/** A game's detail as GET /v1/my/game/{id} answers it. */
export function providerGameDetail(game: ProviderGame, lists: Partial<Pick<ProviderGameDetail, 'feedbacks' | 'changelogs' | 'genres' | 'tags' | 'reviews'>> = {}): ProviderGameDetail {
  return { ...game, feedbacks: [], changelogs: [], genres: [], tags: [], reviews: [], project: null, ...lists };
}

/** The signed-in user as GET /v1/me answers it. */
export function providerMe(overrides: Partial<ProviderMe> = {}): ProviderMe {
  return {
    id: 2,
    firstName: 'Paula',
    lastName: 'Manager',
    email: 'pm@greenlight.test',
    profile: 'Publishing manager',
    userType: 'pm',
    lastLogin: null,
    studios: [],
    permissions: [],
    isStaff: true,
    isSuperuser: false,
    isHijack: false,
    impersonator: null,
    darkMode: false,
    confidenceLevel: 0.95,
    studiosDeactivated: false,
    ...overrides,
  };
}

/** An operation as the provider answers it: kill_game done for user 2, unless a test says otherwise. */
export function providerOperation(overrides: Partial<ProviderOperation> = {}): ProviderOperation {
  return {
    operationId: 'op-1',
    gameId: 7,
    action: 'kill_game',
    status: 'success',
    content: 'Action done! Kill game',
    operationType: 'game-operation',
    errorCode: null,
    errorExtra: null,
    requestedBy: 2,
    createdAt: '2026-11-20T09:30:00.000Z',
    finishedAt: '2026-11-20T09:31:00.000Z',
    ...overrides,
  };
}
