// Every per-request loader (ARCHITECTURE "Loaders"): built once per request by
// createLoaders in context.ts, never shared between users, and the only way a
// resolver reads the provider. A loader is a line: a key in, a provider call out.
// Lists prime the loaders with what they fetched; a mutation clears and primes the
// same loaders with the provider's answer. List searches and mutations themselves
// call the client (context.provider): they are asked once, with their arguments.
import type { ErrorList } from '@greenlight/rules';
import DataLoader from 'dataloader';
import type { PreferenceList, ProviderClient, ProviderGame, ProviderMe } from './provider/client';
import type { SharedAnswers } from './shared-answers';
import type { ViewerCache } from './viewer-cache';

/** Ids per call of GET /games/{ids} and GET /operations?gameIds= (the provider's limit). */
const MAX_IDS = 100;

/** A loader without a key: asked on first use, then kept for the request until cleared. */
export class Once<T> {
  private value: Promise<T> | undefined;

  constructor(private readonly call: () => Promise<T>) {}

  load(): Promise<T> {
    this.value ??= this.call();
    return this.value;
  }

  clear(): this {
    this.value = undefined;
    return this;
  }

  prime(value: T): this {
    this.value = Promise.resolve(value);
    return this;
  }
}

/** One provider call per key, in parallel; a key whose call fails fails alone. */
export function each<K, V, C = K>(call: (key: K) => Promise<V>, options?: DataLoader.Options<K, V, C>): DataLoader<K, V, C> {
  return new DataLoader<K, V, C>(
    (keys) => Promise.all(keys.map((key) => call(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))))),
    options,
  );
}

/** One provider call for every key asked in the same tick, the answer's items matched to their keys. */
export function batched<K, V>(call: (keys: readonly K[]) => Promise<readonly V[]>, pick: (answer: readonly V[], key: K) => V | null) {
  return new DataLoader<K, V | null>(async (keys) => {
    const answer = await call(keys);
    return keys.map((key) => pick(answer, key));
  }, { maxBatchSize: MAX_IDS });
}

export interface SessionState {
  readonly signedIn: boolean;
  readonly viewerKey?: string | undefined;
}

/**
 * GET /v1/me through the gateway's ViewerCache (issue 17: a session's pages ask it once
 * in a while, not once each); null without a session. Clearing it (sign-in, sign-out)
 * forgets the session's entry, priming it (a profile change) keeps the new viewer.
 */
export class ViewerLoader extends Once<ProviderMe | null> {
  constructor(
    private readonly session: SessionState,
    private readonly cache: ViewerCache | undefined,
    me: () => Promise<ProviderMe>,
  ) {
    super(() => {
      this.kept = false;
      if (!session.signedIn) return Promise.resolve(null);
      const key = session.viewerKey;
      if (!key || !cache) return me();
      const answer = cache.load(key, me);
      this.kept = answer.kept;
      return answer.me;
    });
  }

  /** This request's viewer came from the cache, not from the provider (confirmKeptViewer). */
  kept = false;

  override clear(): this {
    this.kept = false;
    const token = this.session.viewerKey;
    if (token) this.cache?.forget(token);
    return super.clear();
  }

  override prime(value: ProviderMe | null): this {
    const token = this.session.viewerKey;
    if (token && value) this.cache?.put(token, value);
    return super.prime(value);
  }

}

/** What the gateway keeps between requests (on ProviderHttp): viewers per session, answers shared by every signed-in caller. */
export interface KeptAnswers {
  viewers: ViewerCache;
  shared: SharedAnswers;
}

export function createLoaders(provider: ProviderClient, session: SessionState, kept?: KeptAnswers) {
  const games = batched(provider.gamesByIds, (found, id: number): ProviderGame | null => found.find((game) => game.id === id) ?? null);
  const projects = each((id: number) => provider.project(id));
  const viewer: Once<ProviderMe | null> = new ViewerLoader(session, kept?.viewers, () => provider.me());
  return {
    /** GET /v1/me, kept per session a little while (ViewerLoader); null without a session. */
    viewer,
    /** GET /error_messages/, which the HTTP wrapper keeps ten minutes for everyone. */
    errorList: new Once<ErrorList>(() => provider.errorList()),
    /** GET /notification/latest: the viewer's latest notifications and unread count (NOTIF-01, NOTIF-02). */
    latestNotifications: new Once(() => provider.latestNotifications()),
    /**
     * GET /codifications/, once per request whichever fields are read; the same for every
     * signed-in caller, so kept a minute (SharedAnswers) once the viewer is known to be one.
     */
    codifications: new Once(async () =>
      kept && (await viewer.load()) ? kept.shared.read('codifications', () => provider.codifications()) : provider.codifications(),
    ),
    /** GET /games/{ids}, batched; a game the viewer may not see loads as null. */
    games,
    /**
     * GET /v1/my/game/{id}: the game with its feedback, changelogs, genres, tags and
     * project; primes `games` and `projects` (the panel reads the game once, issue 17).
     */
    gameDetails: each(async (id: number) => {
      const detail = await provider.gameDetail(id);
      const { feedbacks: _feedbacks, changelogs: _changelogs, genres: _genres, tags: _tags, project, ...game } = detail;
      games.clear(id).prime(id, game);
      if (project) projects.clear(project.id).prime(project.id, project);
      return detail;
    }),
    /** GET /games/{id}/videos: the videos waiting for the game's next iteration. */
    nextIterationVideos: each((id: number) => provider.nextIterationVideos(id)),
    /** GET /v1/game/{id}: every iteration with every KPI family. */
    gameIterations: each((id: number) => provider.gameIterations(id)),
    /** GET /games/{id}/campaignCreationStatus: the latest iteration's campaign per network, or `creating`. */
    campaignCreation: each((id: number) => provider.campaignCreationStatus(id)),
    /** GET /operations?gameIds=, batched: a game's pending and running operations. */
    ongoingOperations: new DataLoader(
      async (gameIds: readonly number[]) => {
        const operations = await provider.ongoingOperations(gameIds);
        return gameIds.map((id) => operations.filter((operation) => operation.gameId === id));
      },
      { maxBatchSize: MAX_IDS },
    ),
    /** GET /operations/{id} */
    operations: each((id: string) => provider.operation(id)),
    /** GET /game/{id}/{action}: an action's fields with their values and choices. */
    actionFields: each(({ gameId, action }: { gameId: number; action: string }) => provider.actionFields(gameId, action), {
      cacheKeyFn: ({ gameId, action }) => `${gameId}/${action}`,
    }),
    /** GET /projects/{id} */
    projects,
    /** GET /v1/studio/{id}: a studio's page (staff). */
    studios: each((id: number) => provider.studio(id)),
    /** GET /v1/ks/game/{id}: a shared game with its iterations (KS-16). */
    sharedGames: each((id: number) => provider.sharedGame(id)),
    /** GET /studios/{id}/users and /history (staff). */
    studioUsers: each((id: number) => provider.studioUsers(id)),
    studioHistory: each((id: number) => provider.studioHistory(id)),
    /** GET /projects?studioId=: a studio's projects. */
    studioProjects: each(async (studioId: number) => (await provider.studioProjects(studioId)).data),
    /** GET /v1/ui-view/{id} */
    views: each((id: number) => provider.view(id)),
    /** GET /v1/ui-views?list= */
    listViews: each((list: 'games' | 'studios') => provider.views(list)),
    /** GET /v1/me/list-preferences/{list} */
    listPreferences: each((list: PreferenceList) => provider.listPreferences(list)),
    /** GET /v1/content/{id}: an entry of the content service. */
    contentEntries: each((id: string) => provider.content(id)),
    /** GET /v1/quotes */
    quotes: new Once(() => provider.quotes()),
    /** GET /auth/redirectLink?platform= */
    redirectLinks: each((platform: string) => provider.redirectLink(platform)),
    /** GET /health (public) */
    health: new Once(() => provider.health()),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * A mutation answered the game as it is now: it replaces the loaded one, and what
 * this request read about the game (detail, iterations, operations, campaign creation)
 * is read afresh.
 */
export function gameChanged(loaders: Loaders, game: ProviderGame): void {
  loaders.games.clear(game.id).prime(game.id, game);
  loaders.gameDetails.clear(game.id);
  loaders.gameIterations.clear(game.id);
  loaders.ongoingOperations.clear(game.id);
  loaders.nextIterationVideos.clear(game.id);
  loaders.campaignCreation.clear(game.id);
}
