// The per-request loaders over a fake client: what each asks of the provider, and how often.
import { describe, expect, it, vi } from 'vitest';
import { createLoaders, gameChanged } from './loaders';
import type { ProviderClient, ProviderGame, ProviderOperation } from './provider/client';
import { ProviderError } from './provider/errors';
import { providerGame, providerMe } from './testing/resolvers';
import { SharedAnswers } from './shared-answers';
import { ViewerCache } from './viewer-cache';

function loadersOver(calls: Partial<ProviderClient>, signedIn = true, viewers?: ViewerCache, token = 'token-1') {
  return createLoaders(calls as ProviderClient, { signedIn, viewerKey: signedIn ? token : undefined }, viewers && { viewers, shared: new SharedAnswers() });
}

describe('createLoaders', () => {
  it('GL-07 GD-17 asks GET /games/{ids} once for the games asked together; one the viewer may not see is null', async () => {
    const gamesByIds = vi.fn(async (ids: readonly number[]) => ids.filter((id) => id !== 3).map((id) => providerGame({ id })));
    const loaders = loadersOver({ gamesByIds });
    const games = await Promise.all([1, 2, 3, 2].map((id) => loaders.games.load(id)));
    expect(games.map((game) => game?.id ?? null)).toEqual([1, 2, null, 2]);
    expect(gamesByIds).toHaveBeenCalledTimes(1);
    expect(gamesByIds).toHaveBeenCalledWith([1, 2, 3]);
    await loaders.games.load(1);
    expect(gamesByIds).toHaveBeenCalledTimes(1);
  });

  it('asks at most 100 games at a time, the provider\'s limit', async () => {
    const gamesByIds = vi.fn(async (ids: readonly number[]) => ids.map((id) => providerGame({ id })));
    const loaders = loadersOver({ gamesByIds });
    await loaders.games.loadMany(Array.from({ length: 150 }, (_, index) => index + 1));
    expect(gamesByIds.mock.calls.map(([ids]) => ids.length)).toEqual([100, 50]);
  });

  it('OPS-07 asks the ongoing operations of the games asked together in one call, each game answered its own', async () => {
    const running = (gameId: number): ProviderOperation => ({
      operationId: `op-${gameId}`,
      gameId,
      action: 'kill_game',
      status: 'running',
      content: '',
      operationType: 'game-operation',
      errorCode: null,
      errorExtra: null,
      requestedBy: null,
      createdAt: '2026-11-20T09:30:00.000Z',
      finishedAt: null,
    });
    const ongoingOperations = vi.fn(async () => [running(4), running(6)]);
    const loaders = loadersOver({ ongoingOperations });
    const answers = await Promise.all([4, 5, 6].map((id) => loaders.ongoingOperations.load(id)));
    expect(answers.map((operations) => operations.map((operation) => operation.operationId))).toEqual([['op-4'], [], ['op-6']]);
    expect(ongoingOperations).toHaveBeenCalledTimes(1);
  });

  it('AUTH-21 reads the viewer once per request, and none without a session', async () => {
    const me = vi.fn(async () => providerMe());
    const signedIn = loadersOver({ me });
    await Promise.all([signedIn.viewer.load(), signedIn.viewer.load()]);
    expect(me).toHaveBeenCalledTimes(1);
    expect(await loadersOver({ me }, false).viewer.load()).toBeNull();
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('issue 17 AUTH-21 keeps a session\'s viewer between its requests; another session, a sign-out or a profile change do not share it', async () => {
    const me = vi.fn(async () => providerMe());
    const viewers = new ViewerCache();
    await loadersOver({ me }, true, viewers).viewer.load();
    await loadersOver({ me }, true, viewers).viewer.load();
    expect(me).toHaveBeenCalledTimes(1);
    await loadersOver({ me }, true, viewers, 'token-2').viewer.load();
    expect(me).toHaveBeenCalledTimes(2);
    // Signing in or out clears the request's viewer: the session's kept one goes too.
    loadersOver({ me }, true, viewers).viewer.clear();
    await loadersOver({ me }, true, viewers).viewer.load();
    expect(me).toHaveBeenCalledTimes(3);
    // A mutation that answers the viewer (a profile change) keeps the new one.
    loadersOver({ me }, true, viewers).viewer.prime(providerMe({ firstName: 'Renamed' }));
    expect((await loadersOver({ me }, true, viewers).viewer.load())?.firstName).toBe('Renamed');
    expect(me).toHaveBeenCalledTimes(3);
    // A script's bearer token (no viewer key) is asked every request: revoked, it stops at once.
    const script = () => createLoaders({ me } as Partial<ProviderClient> as ProviderClient, { signedIn: true, viewerKey: undefined }, { viewers, shared: new SharedAnswers() });
    await script().viewer.load();
    await script().viewer.load();
    expect(me).toHaveBeenCalledTimes(5);
  });

  it('issue 17 REF-01 shares the codifications between signed-in requests, never with a caller the provider does not know', async () => {
    const codifications = vi.fn(async () => ({ countries: [] }) as never);
    const me = vi.fn(async () => providerMe());
    const kept = { viewers: new ViewerCache(), shared: new SharedAnswers() };
    const request = (signedIn: boolean, token = 'token-1') =>
      createLoaders({ me, codifications } as Partial<ProviderClient> as ProviderClient, { signedIn, viewerKey: signedIn ? token : undefined }, kept);
    await request(true).codifications.load();
    await request(true, 'token-2').codifications.load();
    expect(codifications).toHaveBeenCalledTimes(1);
    // Without a viewer the provider is asked (and refuses it).
    await request(false).codifications.load();
    expect(codifications).toHaveBeenCalledTimes(2);
    const refused = vi.fn(async () => null as never);
    await createLoaders({ me: refused, codifications } as Partial<ProviderClient> as ProviderClient, { signedIn: true, viewerKey: undefined }, kept).codifications.load();
    expect(codifications).toHaveBeenCalledTimes(3);
  });

  it('a key whose call fails fails alone', async () => {
    const project = vi.fn(async (id: number) => {
      if (id === 2) throw new ProviderError('Not found', 404, 'NOT_FOUND');
      return { id } as never;
    });
    const loaders = loadersOver({ project });
    const [one, two] = await loaders.projects.loadMany([1, 2]);
    expect(one).toEqual({ id: 1 });
    expect(two).toBeInstanceOf(ProviderError);
  });

  it('OPS-02 a changed game replaces the loaded one; what the request read about it is asked again', async () => {
    const gameDetail = vi.fn(async (id: number) => ({ ...providerGame({ id }), feedbacks: [], changelogs: [], genres: [], tags: [], reviews: [], project: null }));
    const gameIterations = vi.fn(async (id: number) => ({ id, iterations: [] }));
    const gamesByIds = vi.fn(async (ids: readonly number[]): Promise<ProviderGame[]> => ids.map((id) => providerGame({ id, name: 'Before' })));
    const loaders = loadersOver({ gameDetail, gameIterations, gamesByIds });
    await Promise.all([loaders.games.load(7), loaders.gameDetails.load(7), loaders.gameIterations.load(7)]);
    gameChanged(loaders, providerGame({ id: 7, name: 'After' }));
    expect((await loaders.games.load(7))?.name).toBe('After');
    await Promise.all([loaders.gameDetails.load(7), loaders.gameIterations.load(7)]);
    expect(gamesByIds).toHaveBeenCalledTimes(1);
    expect(gameDetail).toHaveBeenCalledTimes(2);
    expect(gameIterations).toHaveBeenCalledTimes(2);
  });
});
