// Every per-request loader (ARCHITECTURE "Loaders"): built per request by createLoaders
// in context.ts, each made on first use, never shared between users, and the only way a
// resolver reads the provider. A loader is a line: a key in, a provider call out.
// Lists prime the loaders with what they fetched; a mutation clears and primes the
// same loaders with the provider's answer. List searches and mutations themselves
// call the client (context.provider): they are asked once, with their arguments.
import type { ErrorList } from '@greenlight/rules';
import DataLoader from 'dataloader';
import type {
  PreferenceList,
  ProviderActionField,
  ProviderCampaignCreation,
  ProviderClient,
  ProviderContentEntry,
  ProviderGame,
  ProviderGameDetail,
  ProviderGameIterations,
  ProviderGameBenchmark,
  ProviderGameSubmission,
  ProviderListPreferences,
  ProviderMe,
  ProviderOperation,
  ProviderProject,
  ProviderSavedView,
  ProviderSharedGameDetail,
  ProviderStudioDetail,
  ProviderStudioHistory,
  ProviderStudioUser,
  ProviderUploadedVideo,
} from './provider/client';
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

/**
 * A request's loaders, each made on first use: a page reads two or three of them, and
 * making all thirty for every request was about 10 kB a request, all of it kept past
 * V8's young collections (issue 17, docs/architecture.md "Garbage").
 */
export class Loaders {
  constructor(
    private readonly provider: ProviderClient,
    private readonly session: SessionState,
    private readonly kept?: KeptAnswers,
  ) {}

  #viewer?: Once<ProviderMe | null>;
  #errorList?: Once<ErrorList>;
  #latestNotifications?: Once<Awaited<ReturnType<ProviderClient['latestNotifications']>>>;
  #codifications?: Once<Awaited<ReturnType<ProviderClient['codifications']>>>;
  #games?: DataLoader<number, ProviderGame | null>;
  #gameDetails?: DataLoader<number, ProviderGameDetail>;
  #nextIterationVideos?: DataLoader<number, ProviderUploadedVideo[]>;
  #gameSubmissions?: DataLoader<number, ProviderGameSubmission['steps']>;
  #gameIterations?: DataLoader<number, ProviderGameIterations>;
  #gameBenchmark?: DataLoader<number, ProviderGameBenchmark>;
  #studioPermissions?: DataLoader<string, string[] | null>;
  #campaignCreation?: DataLoader<number, ProviderCampaignCreation>;
  #ongoingOperations?: DataLoader<number, ProviderOperation[]>;
  #operations?: DataLoader<string, ProviderOperation>;
  #actionFields?: DataLoader<{ gameId: number; action: string }, ProviderActionField[], string>;
  #projects?: DataLoader<number, ProviderProject>;
  #studios?: DataLoader<number, ProviderStudioDetail>;
  #sharedGames?: DataLoader<number, ProviderSharedGameDetail>;
  #studioUsers?: DataLoader<number, ProviderStudioUser[]>;
  #studioHistory?: DataLoader<number, ProviderStudioHistory>;
  #studioProjects?: DataLoader<number, ProviderProject[]>;
  #views?: DataLoader<number, ProviderSavedView>;
  #listViews?: DataLoader<'games' | 'studios', ProviderSavedView[]>;
  #listPreferences?: DataLoader<PreferenceList, ProviderListPreferences>;
  #contentEntries?: DataLoader<string, ProviderContentEntry>;
  #quotes?: Once<Awaited<ReturnType<ProviderClient['quotes']>>>;
  #redirectLinks?: DataLoader<string, { redirectUrl: string }>;
  #health?: Once<Awaited<ReturnType<ProviderClient['health']>>>;

  /** GET /v1/me, kept per session a little while (ViewerLoader); null without a session. */
  get viewer(): Once<ProviderMe | null> {
    return (this.#viewer ??= new ViewerLoader(this.session, this.kept?.viewers, () => this.provider.me()));
  }

  /** GET /error_messages/, which the HTTP wrapper keeps ten minutes for everyone. */
  get errorList() {
    return (this.#errorList ??= new Once<ErrorList>(() => this.provider.errorList()));
  }

  /** GET /notification/latest: the viewer's latest notifications and unread count (NOTIF-01, NOTIF-02). */
  get latestNotifications() {
    return (this.#latestNotifications ??= new Once(() => this.provider.latestNotifications()));
  }

  /**
   * GET /codifications/, once per request whichever fields are read; the same for every
   * signed-in caller, so kept a minute (SharedAnswers) once the viewer is known to be one.
   */
  get codifications() {
    return (this.#codifications ??= new Once(async () => {
      const kept = this.kept;
      const read = () => this.provider.codifications();
      return kept && (await this.viewer.load()) ? kept.shared.read('codifications', read) : read();
    }));
  }

  /** GET /games/{ids}, batched; a game the viewer may not see loads as null. */
  get games() {
    return (this.#games ??= batched(
      (ids: readonly number[]) => this.provider.gamesByIds(ids),
      (found, id: number): ProviderGame | null => found.find((game) => game.id === id) ?? null,
    ));
  }

  /**
   * GET /v1/my/game/{id}: the game with its feedback, changelogs, genres, tags and
   * project; primes `games` and `projects` (the panel reads the game once, issue 17).
   */
  get gameDetails() {
    return (this.#gameDetails ??= each(async (id: number) => {
      const detail = await this.provider.gameDetail(id);
      const { feedbacks: _feedbacks, changelogs: _changelogs, genres: _genres, tags: _tags, project, ...game } = detail;
      this.games.clear(id).prime(id, game);
      if (project) this.projects.clear(project.id).prime(project.id, project);
      return detail;
    }));
  }

  /** GET /v1/game/{id}/submission: the steps of a game in its submission, with what each lacks. */
  get gameSubmissions() {
    return (this.#gameSubmissions ??= each(async (id: number) => (await this.provider.gameSubmission(id)).steps));
  }

  /** GET /games/{id}/videos: the videos waiting for the game's next iteration. */
  get nextIterationVideos() {
    return (this.#nextIterationVideos ??= each((id: number) => this.provider.nextIterationVideos(id)));
  }

  /** GET /v1/game/{id}/benchmark (issue 43). */
  get gameBenchmark() {
    return (this.#gameBenchmark ??= each((id: number) => this.provider.gameBenchmark(id)));
  }

  /**
   * POST /api/permissions/on_objects/ (STAFF-26): a user's permissions on a studio, keyed
   * `studioId:userId`; the keys asked in one tick go in one call.
   */
  get studioPermissions() {
    return (this.#studioPermissions ??= new DataLoader<string, string[] | null>(
      async (keys) => {
        const pairs = keys.map((key) => key.split(':').map(Number) as [number, number]);
        const answer = await this.provider.permissionsOnObjects({
          objectType: 'studio',
          objectIds: [...new Set(pairs.map(([studioId]) => studioId))],
          users: [...new Set(pairs.map(([, userId]) => userId))],
        });
        const held = new Map(answer.data.map((entry) => [`${entry.objectId}:${entry.userId}`, entry.permissions]));
        return keys.map((key) => held.get(key) ?? null);
      },
      // At most 100 studios and 100 users a call: one studio's staff of up to 100.
      { maxBatchSize: MAX_IDS },
    ));
  }

  /** GET /v1/game/{id}: every iteration with every KPI family. */
  get gameIterations() {
    return (this.#gameIterations ??= each((id: number) => this.provider.gameIterations(id)));
  }

  /** GET /games/{id}/campaignCreationStatus: the latest iteration's campaign per network, or `creating`. */
  get campaignCreation() {
    return (this.#campaignCreation ??= each((id: number) => this.provider.campaignCreationStatus(id)));
  }

  /** GET /operations?gameIds=, batched: a game's pending and running operations. */
  get ongoingOperations() {
    return (this.#ongoingOperations ??= new DataLoader(
      async (gameIds: readonly number[]) => {
        const operations = await this.provider.ongoingOperations(gameIds);
        return gameIds.map((id) => operations.filter((operation) => operation.gameId === id));
      },
      { maxBatchSize: MAX_IDS },
    ));
  }

  /** GET /operations/{id} */
  get operations() {
    return (this.#operations ??= each((id: string) => this.provider.operation(id)));
  }

  /** GET /game/{id}/{action}: an action's fields with their values and choices. */
  get actionFields() {
    return (this.#actionFields ??= each(({ gameId, action }: { gameId: number; action: string }) => this.provider.actionFields(gameId, action), {
      cacheKeyFn: ({ gameId, action }) => `${gameId}/${action}`,
    }));
  }

  /** GET /projects/{id} */
  get projects() {
    return (this.#projects ??= each((id: number) => this.provider.project(id)));
  }

  /** GET /v1/studio/{id}: a studio's page (staff). */
  get studios() {
    return (this.#studios ??= each((id: number) => this.provider.studio(id)));
  }

  /** GET /v1/ks/game/{id}: a shared game with its iterations (KS-16). */
  get sharedGames() {
    return (this.#sharedGames ??= each((id: number) => this.provider.sharedGame(id)));
  }

  /** GET /studios/{id}/users (staff). */
  get studioUsers() {
    return (this.#studioUsers ??= each((id: number) => this.provider.studioUsers(id)));
  }

  /** GET /studios/{id}/history (staff). */
  get studioHistory() {
    return (this.#studioHistory ??= each((id: number) => this.provider.studioHistory(id)));
  }

  /** GET /projects?studioId=: a studio's projects. */
  get studioProjects() {
    return (this.#studioProjects ??= each(async (studioId: number) => (await this.provider.studioProjects(studioId)).data));
  }

  /** GET /v1/ui-view/{id} */
  get views() {
    return (this.#views ??= each((id: number) => this.provider.view(id)));
  }

  /** GET /v1/ui-views?list= */
  get listViews() {
    return (this.#listViews ??= each((list: 'games' | 'studios') => this.provider.views(list)));
  }

  /** GET /v1/me/list-preferences/{list} */
  get listPreferences() {
    return (this.#listPreferences ??= each((list: PreferenceList) => this.provider.listPreferences(list)));
  }

  /** GET /v1/content/{id}: an entry of the content service. */
  get contentEntries() {
    return (this.#contentEntries ??= each((id: string) => this.provider.content(id)));
  }

  /** GET /v1/quotes */
  get quotes() {
    return (this.#quotes ??= new Once(() => this.provider.quotes()));
  }

  /** GET /auth/redirectLink?platform= */
  get redirectLinks() {
    return (this.#redirectLinks ??= each((platform: string) => this.provider.redirectLink(platform)));
  }

  /** GET /health (public) */
  get health() {
    return (this.#health ??= new Once(() => this.provider.health()));
  }
}

/** The one factory of a request's loaders (ARCHITECTURE "Loaders"), called by createContext. */
export function createLoaders(provider: ProviderClient, session: SessionState, kept?: KeptAnswers): Loaders {
  return new Loaders(provider, session, kept);
}


/**
 * A mutation answered the game as it is now: it replaces the loaded one, and what
 * this request read about the game (detail, iterations, operations, campaign creation)
 * is read afresh.
 */
export function gameChanged(loaders: Loaders, game: ProviderGame): void {
  loaders.games.clear(game.id).prime(game.id, game);
  loaders.gameDetails.clear(game.id);
  loaders.gameIterations.clear(game.id);
  loaders.gameBenchmark.clear(game.id);
  loaders.ongoingOperations.clear(game.id);
  loaders.nextIterationVideos.clear(game.id);
  loaders.campaignCreation.clear(game.id);
  loaders.gameSubmissions.clear(game.id);
}
