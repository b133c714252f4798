// The submission mutations over a fake client: how their inputs become the provider's
// bodies (networks by id, only the fields given, the step as {done, current}).
import { describe, expect, it, vi } from 'vitest';
import { data, fakeOnce, gameId, gameLoaders, providerGame, providerMe, testContext } from '../testing/resolvers';

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
  const STEPS = 'query ($id: ID!) { node(id: $id) { ... on Game { submissionSteps { step title number state estimate } } } }';
  type Answer = { node: { submissionSteps: { step: string; title: string; number: number; state: string; estimate: string }[] } };
  const stepsOf = async (overrides: Parameters<typeof providerGame>[0]) =>
    (await data<Answer>(STEPS, { id: gameId(7) }, { loaders: gameLoaders(providerGame(overrides)) })).node.submissionSteps;

  it('SUB-01 SUB-08 SUB-12 SUB-25 numbers an in-progress game\'s steps with their state and time', async () => {
    const steps = await stepsOf({
      status: 'pending_sdk_integration',
      platform: 'android',
      isCtr: false,
      isPublishedInStore: false,
      isIterating: false,
      isManagedByProvider: true,
      selectedAdNetworkIdList: [2],
      substatus: JSON.stringify({ done: 'link_store', current: 'tinysauce_package' }),
    });
    expect(steps.map(({ step, number, state }) => `${number} ${step} ${state}`)).toEqual([
      '1 CREATE DONE',
      '2 LINK_STORE DONE',
      '3 TINYSAUCE_PACKAGE CURRENT',
      '4 GAME_BUILDING DISABLED',
      '5 PLAYSTORE_SUBMISSION DISABLED',
      '6 CATEGORIES DISABLED',
      '7 UPLOAD_ASSET DISABLED',
    ]);
    expect(steps[2]).toMatchObject({ title: 'SDK integration', estimate: '5-10 minutes' });
  });

  it('SUB-14 SUB-15 a CTR game has four steps, an iterating one only Create campaign, a tested one none', async () => {
    const ctr = await stepsOf({ status: 'pending_sdk_integration', isCtr: true, isIterating: false, substatus: null });
    expect(ctr.map((step) => step.step)).toEqual(['CREATE', 'LINK_STORE', 'CATEGORIES', 'UPLOAD_ASSET']);
    const iterating = await stepsOf({ status: 'pending_sdk_integration', isIterating: true, isManagedByProvider: false, substatus: null });
    expect(iterating).toEqual([{ step: 'UPLOAD_ASSET', title: 'Create campaign', number: 1, state: 'CURRENT', estimate: '1 minute' }]);
    expect(await stepsOf({ status: 'in_testing' })).toEqual([]);
  });
});
