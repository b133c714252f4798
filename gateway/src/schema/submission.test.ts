// The submission mutations over a fake client: how their inputs become the provider's
// bodies (networks by id, only the fields given, the step as {done, current}).
import { describe, expect, it, vi } from 'vitest';
import { data, fakeLoader, fakeOnce, gameId, gameLoaders, providerGame, providerMe, testContext } from '../testing/resolvers';

describe('the submission mutations', () => {
  it('SUB-CREATE-10 SUB-CREATE-16 createGame sends the networks as ids 1 and 2 and only the setup it was given', async () => {
    const createGame = vi.fn(async () => providerGame({ id: 12, name: 'Neon Runner' }));
    const context = testContext({
      provider: { createGame },
      loaders: { ...gameLoaders(), viewer: fakeOnce(providerMe({ permissions: ['add_game'] })) },
    });
    const { createGame: game } = await data<{ createGame: { name: string } }>(
      'mutation { createGame(input: { name: "Neon Runner", platform: IOS, adNetworks: [FACEBOOK, SNAPCHAT] }) { ... on Game { name } } }',
      {},
      context,
    );
    expect(createGame).toHaveBeenCalledWith({ name: 'Neon Runner', platform: 'ios', selectedAdNetworkIdList: [1, 2] });
    expect(game.name).toBe('Neon Runner');
  });

  it('SUB-CREATE-14 refuses createGame without add_game before asking the provider', async () => {
    const createGame = vi.fn();
    const { createGame: refused } = await data<{ createGame: { __typename: string; code: string } }>(
      'mutation { createGame(input: { name: "Neon Runner", platform: IOS }) { __typename ... on ProviderError { code } } }',
      {},
      { provider: { createGame }, loaders: { viewer: fakeOnce(providerMe({ permissions: [] })) } },
    );
    expect(refused).toEqual({ __typename: 'ProviderError', code: 'FORBIDDEN' });
    expect(createGame).not.toHaveBeenCalled();
  });

  it('SUB-CREATE-18 updateGameSetup sends only the properties given', async () => {
    const updateGameSetup = vi.fn(async () => providerGame({ isPublishedInStore: true }));
    await data('mutation ($id: ID!) { updateGameSetup(gameId: $id, input: { isPublishedInStore: true, platform: ANDROID }) { __typename } }', { id: gameId(7) }, {
      provider: { updateGameSetup },
      loaders: gameLoaders(),
    });
    expect(updateGameSetup).toHaveBeenCalledWith(7, { isPublishedInStore: true, platform: 'android' });
  });

  it('SUB-16 SUB-20 setSubmissionStep saves {done, current} as the provider\'s substatus text', async () => {
    const setGameSubstatus = vi.fn(async () => providerGame());
    const step = 'mutation ($id: ID!, $done: SubmissionStep) { setSubmissionStep(gameId: $id, done: $done, current: LINK_STORE) { __typename } }';
    await data(step, { id: gameId(7), done: 'APPSTORE_SUBMISSION' }, { provider: { setGameSubstatus }, loaders: gameLoaders() });
    await data(step, { id: gameId(7) }, { provider: { setGameSubstatus }, loaders: gameLoaders() });
    expect(setGameSubstatus.mock.calls).toEqual([
      [7, '{"done":"appstore_submission","current":"link_store"}'],
      [7, '{"current":"link_store"}'],
    ]);
  });
});

describe('Game.submissionSteps', () => {
  const STEPS = 'query ($id: ID!) { node(id: $id) { ... on Game { submissionSteps { step title number state estimate missing { field message } } } } }';
  type Step = { step: string; title: string; number: number; state: string; estimate: string; missing: { field: string; message: string }[] };
  type Answer = { node: { submissionSteps: Step[] } };

  it('SUB-01 SUB-08 SUB-12 SUB-25 issue 42: relays the provider\'s steps, their state, time and what each lacks', async () => {
    const steps = [
      { step: 'create', title: 'Create a test', number: 1, state: 'done', estimate: 'under 1 minute', missing: [] },
      {
        step: 'link_store',
        title: 'Link to store',
        number: 2,
        state: 'current',
        estimate: '1-5 minutes',
        missing: [{ field: 'bundleId', message: 'Link the game to its store: its Bundle ID is missing.' }],
      },
    ] as const;
    const gameSubmissions = fakeLoader({ 7: [...steps] as never });
    const answer = await data<Answer>(STEPS, { id: gameId(7) }, { loaders: { ...gameLoaders(providerGame({ status: 'pending_sdk_integration' })), gameSubmissions } });
    expect(answer.node.submissionSteps).toEqual([
      { step: 'CREATE', title: 'Create a test', number: 1, state: 'DONE', estimate: 'under 1 minute', missing: [] },
      { step: 'LINK_STORE', title: 'Link to store', number: 2, state: 'CURRENT', estimate: '1-5 minutes', missing: [{ field: 'bundleId', message: 'Link the game to its store: its Bundle ID is missing.' }] },
    ]);
  });

  it('SUB-08 GD-08 a game pending approval, in testing, finished or archived has no steps (no submit flow), and the provider is not asked', async () => {
    for (const status of ['pending_testing', 'in_testing', 'finished', 'archived'] as const) {
      const gameSubmissions = fakeLoader({ 7: [{ step: 'create', title: 'Create a test', number: 1, state: 'current', estimate: 'under 1 minute', missing: [] }] as never });
      const answer = await data<Answer>(STEPS, { id: gameId(7) }, { loaders: { ...gameLoaders(providerGame({ status })), gameSubmissions } });
      expect(answer.node.submissionSteps, status).toEqual([]);
    }
  });

  it('GD-08 a game in its submission (pending review or SDK integration) has its steps', async () => {
    for (const status of ['pending_review', 'pending_sdk_integration'] as const) {
      const gameSubmissions = fakeLoader({ 7: [{ step: 'create', title: 'Create a test', number: 1, state: 'current', estimate: 'under 1 minute', missing: [] }] as never });
      const answer = await data<Answer>(STEPS, { id: gameId(7) }, { loaders: { ...gameLoaders(providerGame({ status })), gameSubmissions } });
      expect(answer.node.submissionSteps.map((step) => step.step), status).toEqual(['CREATE']);
    }
  });
});
