// Game actions over fake loaders and a fake client: the actions' reasons, and how the
// gameAction mutation turns its @oneOf input into the provider's body and a refusal's
// field paths back into the input's words.
import type { ErrorList } from '@greenlight/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it, vi } from 'vitest';
import { each } from '../loaders';
import type { ProviderActionField, ProviderActionResult, ProviderGame } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { data, fakeGames, fakeLoader, fakeOnce, gameId, gameLoaders, providerGame, providerMe, providerOperation, testContext } from '../testing/resolvers';

const ERROR_LIST: ErrorList = new Map([
  ['GAME_ALREADY_IN_TESTING', { message: 'The game is already in testing.' }],
]);

describe('Game.actions', () => {
  const game = providerGame({
    actions: [
      { id: 'kill_game', label: 'Kill game', unavailableReason: null, primary: true },
      { id: 'accept_testing', label: 'Accept testing', unavailableReason: 'GAME_ALREADY_IN_TESTING', primary: true },
      { id: 'archive_game', label: 'Archive', unavailableReason: 'A_CODE_NOBODY_KNOWS', primary: false },
      { id: 'add_game_feedback', label: 'Add new game feedbacks', unavailableReason: null, primary: false },
    ],
  });
  const ACTIONS = `query ($id: ID!) { node(id: $id) { ... on Game {
    actions { action label primary available unavailableReason unavailableMessage async needsDialog confirm { title } }
  } } }`;
  type Answer = { node: { actions: Record<string, unknown>[] } };

  it('ACT-02 ACT-03 ACT-38 answers each action available or not, its reason worded by the error list, an unknown code raw', async () => {
    const { node } = await data<Answer>(ACTIONS, { id: gameId(7) }, { loaders: { games: fakeGames(game), errorList: fakeOnce(ERROR_LIST) } });
    expect(node.actions.map(({ action, available, unavailableMessage }) => ({ action, available, unavailableMessage }))).toEqual([
      { action: 'KILL_GAME', available: true, unavailableMessage: null },
      { action: 'ACCEPT_TESTING', available: false, unavailableMessage: 'The game is already in testing.' },
      { action: 'ARCHIVE_GAME', available: false, unavailableMessage: 'A_CODE_NOBODY_KNOWS' },
      { action: 'ADD_GAME_FEEDBACK', available: true, unavailableMessage: null },
    ]);
  });

  it('ACT-11 OPS-04 GD-21 tells from the catalogue which actions are confirmed, asynchronous or need a dialog', async () => {
    const { node } = await data<Answer>(ACTIONS, { id: gameId(7) }, { loaders: { games: fakeGames(game) } });
    expect(node.actions[0]).toMatchObject({ action: 'KILL_GAME', async: true, needsDialog: false, confirm: { title: 'Are you sure you want to terminate this game?' } });
    expect(node.actions[3]).toMatchObject({ action: 'ADD_GAME_FEEDBACK', async: false, needsDialog: true, confirm: null });
  });

  it('issue 42 PA-03 the decline is confirmed in the words of the viewer\'s side: staff decline, a studio member withdraws', async () => {
    const pending = providerGame({ status: 'pending_testing', actions: [{ id: 'decline_testing', label: 'Decline testing', unavailableReason: null, primary: true }] });
    const confirmOf = async (userType: 'pm' | 'studio') =>
      (await data<Answer>(ACTIONS, { id: gameId(7) }, { loaders: { games: fakeGames(pending), viewer: fakeOnce(providerMe({ userType })) } })).node.actions[0]!.confirm;
    expect(await confirmOf('pm')).toMatchObject({ title: 'Decline this testing request?' });
    expect(await confirmOf('studio')).toMatchObject({ title: 'Withdraw your testing request?' });
  });
});

describe('Game.reviewActions', () => {
  const REVIEW = `query ($id: ID!) { node(id: $id) { ... on Game { reviewActions { action label available confirm { title } } } } }`;
  type Answer = { node: { reviewActions: Record<string, unknown>[] } };
  const listed = [
    { id: 'accept_testing', label: 'Accept testing', unavailableReason: null, primary: true },
    { id: 'decline_testing', label: 'Decline testing', unavailableReason: null, primary: true },
    { id: 'kill_game', label: 'Kill game', unavailableReason: null, primary: true },
  ] as const;

  it('issue 42 PA-02 PA-03 a game waiting for approval: the review\'s two actions as the viewer\'s actions list them, confirmed first', async () => {
    const pending = providerGame({ id: 7, status: 'pending_testing', actions: [...listed] });
    const { node } = await data<Answer>(REVIEW, { id: gameId(7) }, { loaders: { games: fakeGames(pending), viewer: fakeOnce(providerMe({ userType: 'pm' })) } });
    expect(node.reviewActions).toEqual([
      { action: 'ACCEPT_TESTING', label: 'Accept testing', available: true, confirm: { title: 'Approve this testing request?' } },
      { action: 'DECLINE_TESTING', label: 'Decline testing', available: true, confirm: { title: 'Decline this testing request?' } },
    ]);
  });

  it('issue 42 issue 17 any other game has none, and reads nothing more for them (a card of the lists stays a card)', async () => {
    const loads = vi.fn((id: number): ProviderGame | null => (id === 7 ? providerGame({ id: 7, status: 'in_testing', actions: [...listed] }) : null));
    const { node } = await data<Answer>(REVIEW, { id: gameId(7) }, { loaders: { games: fakeLoader<number, ProviderGame | null>(loads) } });
    expect(node.reviewActions).toEqual([]);
    // Once, for the node itself.
    expect(loads).toHaveBeenCalledTimes(1);
  });
});

describe('gameActionFields', () => {
  it('ACT-08 answers an action\'s fields with their current value as JSON and their choices', async () => {
    const actionFields = vi.fn(async ({ gameId: id, action }: { gameId: number; action: string }): Promise<ProviderActionField[]> => {
      expect({ id, action }).toEqual({ id: 7, action: 'change_game_project' });
      return [{ param: 'project_id', type: 'select', required: true, value: 12, options: [{ value: 12, label: 'Sky' }] }];
    });
    const answer = await data<{ gameActionFields: { value: string; options: { value: string; label: string }[] }[] }>(
      'query ($id: ID!) { gameActionFields(gameId: $id, action: CHANGE_GAME_PROJECT) { ... on GameActionFieldsSuccess { data { value options { value label } } } } }',
      { id: gameId(7) },
      { loaders: { actionFields: each(actionFields, { cacheKeyFn: ({ gameId: id, action }) => `${id}/${action}` }) } },
    );
    expect(answer.gameActionFields).toEqual({ data: [{ value: '12', options: [{ value: '12', label: 'Sky' }] }] });
  });
});

describe('gameAction', () => {
  const ACT = `mutation ($input: GameActionInput!) { gameAction(input: $input) {
    __typename
    ... on GameActionPayload { game { name status } operation { status } }
    ... on ProviderError { code message fieldErrors { code path } }
  } }`;
  const answered = (status: 'in_testing' | 'finished' = 'finished'): ProviderActionResult => ({
    game: providerGame({ name: 'After', status }),
    operation: providerOperation({ operationId: '00000000-0000-4000-8000-000000000001', finishedAt: '2026-11-20T09:30:01.000Z' }),
  });

  async function bodyFor(input: Record<string, unknown>) {
    const runAction = vi.fn(async () => answered());
    await data(ACT, { input }, { provider: { runAction }, loaders: gameLoaders() });
    return runAction.mock.calls[0];
  }

  it('ACT-09 runs the one action its input names, with its fields as the provider\'s body keys', async () => {
    expect(await bodyFor({ addGameFeedback: { gameId: gameId(7), subject: 'Art', feedback: '<p>Nice</p>' } })).toEqual([
      7,
      'add_game_feedback',
      { subject: 'Art', feedback: '<p>Nice</p>' },
    ]);
    expect(await bodyFor({ addGameFeedback: { gameId: gameId(7), feedback: 'No subject' } })).toEqual([7, 'add_game_feedback', { feedback: 'No subject' }]);
    expect(await bodyFor({ setGameGenres: { gameId: gameId(7), genres: [3, 9] } })).toEqual([7, 'set_game_genres', { genres: [3, 9] }]);
    expect(await bodyFor({ testStudioCampaign: { gameId: gameId(7), choice: { facebook: '{"id":"c-1"}' } } })).toEqual([
      7,
      'test_studio_campaign',
      { choice: { facebook: '{"id":"c-1"}' } },
    ]);
    expect(await bodyFor({ killGame: { gameId: gameId(7) } })).toEqual([7, 'kill_game', {}]);
  });

  it('FBK-07 FBK-12 names a feedback or a changelog by its node id; the provider gets its own number', async () => {
    expect(await bodyFor({ deleteGameFeedback: { gameId: gameId(7), feedbackId: encodeGlobalID('Feedback', '7:12') } })).toEqual([
      7,
      'delete_game_feedback',
      { feedback_id: 12 },
    ]);
    expect(await bodyFor({ validateChangelog: { gameId: gameId(7), changelogId: encodeGlobalID('Changelog', '7:4') } })).toEqual([
      7,
      'validate_changelog',
      { changelog_id: 4 },
    ]);
  });

  it('FBK-11 ACT-21 sends request_testing\'s changelogs as a list of the provider\'s values', async () => {
    const call = await bodyFor({
      requestTesting: { gameId: gameId(7), changelogs: [{ category: 'CORE_MECHANICS', details: 'A second boss' }, { category: 'UI', details: 'Menus' }] },
    });
    expect(call).toEqual([
      7,
      'request_testing',
      { changelogs: [{ category: 'core_mechanics', details: 'A second boss' }, { category: 'ui', details: 'Menus' }] },
    ]);
  });

  it('ACT-21 FBK-11 answers a refusal as a typed error whose field paths are the input\'s', async () => {
    const refusal = new ProviderError('Too long', 400, 'INVALID_REQUEST', [
      { code: 'INVALID_REQUEST', detail: 'too long', path: 'body.changelogs.0.details' },
      { code: 'INVALID_REQUEST', detail: 'not yours', path: 'body.feedback_id' },
      { code: 'OTHER', detail: 'no path' },
    ]);
    const { gameAction } = await data<{ gameAction: { __typename: string; code: string; fieldErrors: { path: string | null }[] } }>(
      ACT,
      { input: { requestTesting: { gameId: gameId(7), changelogs: [{ category: 'BUG', details: 'x'.repeat(3000) }] } } },
      { provider: { runAction: () => Promise.reject(refusal) } },
    );
    expect(gameAction).toEqual({
      __typename: 'ProviderError',
      code: 'INVALID_REQUEST',
      message: 'Too long',
      fieldErrors: [
        { code: 'INVALID_REQUEST', path: 'changelogs.0.details' },
        { code: 'INVALID_REQUEST', path: 'feedbackId' },
        { code: 'OTHER', path: null },
      ],
    });
  });

  it('OPS-02 answers the game as the provider now has it, and puts it in the request\'s games loader', async () => {
    const context = testContext({ provider: { runAction: async () => answered('finished') }, loaders: gameLoaders(providerGame({ name: 'Before' })) });
    expect(await context.loaders.games.load(7)).toMatchObject({ name: 'Before' });
    const { gameAction } = await data<{ gameAction: unknown }>(ACT, { input: { killGame: { gameId: gameId(7) } } }, context);
    expect(gameAction).toEqual({ __typename: 'GameActionPayload', game: { name: 'After', status: 'FINISHED' }, operation: { status: 'SUCCESS' } });
    expect(await context.loaders.games.load(7)).toMatchObject({ name: 'After' });
  });
});
