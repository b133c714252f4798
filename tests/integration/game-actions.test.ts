// Game actions through the gateway over a real provider (issue 5): one mutation per
// action with its typed payload or error, the operations the provider's worker
// completes, and the authorization table of the DEMO.md users.
import { addWaitingVideo, completeSubmissionSteps, findGameIds, makeManualFacebookGame, type GameQuery } from '@greenlight/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId, signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);

/** A studio-one game in this status, chosen in the database. */
async function gameIn(status: string, query: GameQuery = {}): Promise<{ id: number; globalId: string }> {
  const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status, ...query }, 1);
  if (id === undefined) throw new Error(`no studio-one game ${status}`);
  return { id, globalId: globalId('Game', id) };
}

const GAME = `
  query Game($id: ID!) {
    node(id: $id) {
      ... on Game {
        id name status isIterating isHit disabled
        actions { action label primary available unavailableReason unavailableMessage async needsDialog confirm { title body } }
        ongoingOperations { operationId status }
        feedbacks { id feedbackId subject feedback pmName createdAt }
      }
    }
  }
`;

interface GameAnswer {
  node: {
    id: string;
    name: string;
    status: string;
    isIterating: boolean;
    isHit: boolean;
    disabled: boolean;
    actions: {
      action: string;
      label: string;
      primary: boolean;
      available: boolean;
      unavailableReason: string | null;
      unavailableMessage: string | null;
      async: boolean;
      needsDialog: boolean;
      confirm: { title: string; body: string } | null;
    }[];
    ongoingOperations: { operationId: string; status: string }[];
    feedbacks: { id: string; feedbackId: number; subject: string | null; feedback: string; pmName: string | null }[];
  } | null;
}

const ACTION = `
  mutation Act($input: GameActionInput!) {
    gameAction(input: $input) {
      __typename
      ... on GameActionPayload { game { id status disabled isHit } operation { operationId status content message errorCode } }
      ... on ProviderError { message code status fieldErrors { code message path stepTitle } }
    }
  }
`;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The authorization table: for each DEMO.md user, which of these actions a game of
 * studio-one offers them as available (null: they do not see the game at all).
 */
const TABLE_ACTIONS = ['ACCEPT_TESTING', 'KILL_GAME', 'VALIDATE_GAME', 'REQUEST_TESTING', 'ADD_GAME_FEEDBACK', 'ARCHIVE_GAME'] as const;
type TableAction = (typeof TABLE_ACTIONS)[number];
const ALL: TableAction[] = [...TABLE_ACTIONS];
const STAFF: TableAction[] = ['ACCEPT_TESTING', 'KILL_GAME', 'VALIDATE_GAME', 'ADD_GAME_FEEDBACK', 'ARCHIVE_GAME'];
const EDITOR: TableAction[] = ['REQUEST_TESTING'];

const AUTHORIZATION: [email: string, allowed: TableAction[] | null][] = [
  ['admin@greenlight.test', ALL],
  ['pm@greenlight.test', STAFF],
  ['pm2@greenlight.test', STAFF],
  ['cs@greenlight.test', ALL],
  ['lead@studio-one.test', EDITOR],
  ['games@studio-one.test', EDITOR],
  // Access level 3 edits only the games they created; lead@ created these.
  ['own@studio-one.test', []],
  ['dev@studio-one.test', []],
  ['manager@studio-one.test', EDITOR],
  ['lead@studio-two.test', null],
  ['learner@studio-three.test', null],
];

describe('the authorization table of game actions (BE-PERM, BE-ACT-01)', () => {
  it.each(AUTHORIZATION)('%s', async (email, allowed) => {
    const client = await as(email);
    const byLead = { creatorEmail: 'lead@studio-one.test' };
    const targets: Record<TableAction, string> = {
      ACCEPT_TESTING: (await gameIn('pending_testing', byLead)).globalId,
      KILL_GAME: (await gameIn('pending_testing', byLead)).globalId,
      VALIDATE_GAME: (await gameIn('in_testing', byLead)).globalId,
      REQUEST_TESTING: (await gameIn('pending_sdk_integration', byLead)).globalId,
      ADD_GAME_FEEDBACK: (await gameIn('finished', byLead)).globalId,
      ARCHIVE_GAME: (await gameIn('finished', byLead)).globalId,
    };
    const available: TableAction[] = [];
    let seen = false;
    for (const action of TABLE_ACTIONS) {
      const answer = await client.request<GameAnswer>(GAME, { id: targets[action] });
      const node = answer.data?.node ?? null;
      if (!node) continue;
      seen = true;
      const listed = node.actions.find((a) => a.action === action);
      // PA-07: approving is not offered to studios at all; every other action is listed, available or not.
      const studio = email.endsWith('.test') && !email.endsWith('@greenlight.test');
      if (action === 'ACCEPT_TESTING' && studio) expect(listed, `${email} is not offered ${action}`).toBeUndefined();
      else expect(listed, `${email} ${action} is listed`).toBeDefined();
      if (listed?.available) available.push(action);
    }
    if (allowed === null) expect(seen, `${email} sees studio-one's games`).toBe(false);
    else expect(available.sort()).toEqual([...allowed].sort());
  });
});

describe('game actions through the gateway', () => {
  it('ACT-11 ACT-30 OPS-01 OPS-02 kill_game: the game waits while its operation runs, then is finished', async () => {
    const pm = await as('pm@greenlight.test');
    const game = await gameIn('in_testing');
    const before = await pm.data<GameAnswer>(GAME, { id: game.globalId });
    const kill = before.node!.actions.find((a) => a.action === 'KILL_GAME')!;
    expect(kill).toMatchObject({
      available: true,
      primary: true,
      async: true,
      confirm: {
        title: 'Are you sure you want to terminate this game?',
        body: 'The campaign will be stopped and the game will move to Finished.',
      },
    });
    const result = await pm.data<{ gameAction: Record<string, unknown> }>(ACTION, { input: { killGame: { gameId: game.globalId } } });
    expect(result.gameAction).toMatchObject({
      __typename: 'GameActionPayload',
      game: { disabled: true, status: 'IN_TESTING' },
      operation: { status: 'PENDING', content: 'Kill game' },
    });
    const done = await until(
      () => pm.data<GameAnswer>(GAME, { id: game.globalId }),
      (answer) => !answer.node!.disabled,
      'the operation',
    );
    expect(done.node!.status).toBe('FINISHED');
    const operationId = (result.gameAction.operation as { operationId: string }).operationId;
    const operation = await pm.data<{ operation: { status: string; message: string } }>(
      'query Op($id: String!) { operation(operationId: $id) { status message } }',
      { id: operationId },
    );
    expect(operation.operation).toEqual({ status: 'SUCCESS', message: 'Action done! Kill game' });
  });

  it('ACT-13 BE-STAT-11 validate_game is synchronous and answers the launched game', async () => {
    const pm = await as('pm@greenlight.test');
    const game = await gameIn('in_testing');
    const result = await pm.data<{ gameAction: Record<string, unknown> }>(ACTION, { input: { validateGame: { gameId: game.globalId } } });
    expect(result.gameAction).toMatchObject({
      game: { status: 'FINISHED', isHit: true, disabled: false },
      operation: { status: 'SUCCESS', message: 'Action done! Launch game' },
    });
  });

  it('FBK-03..07 feedback is added, listed with its author, and deleted through its node id', async () => {
    const pm = await as('pm@greenlight.test');
    const game = await gameIn('finished');
    const empty = await pm.data<{ gameAction: { __typename: string; fieldErrors?: { path: string }[] } }>(ACTION, {
      input: { addGameFeedback: { gameId: game.globalId, subject: 'Subject only', feedback: '   ' } },
    });
    expect(empty.gameAction.__typename).toBe('ProviderError');
    expect(empty.gameAction.fieldErrors?.[0]?.path).toBe('feedback');
    await pm.data(ACTION, {
      input: { addGameFeedback: { gameId: game.globalId, subject: 'Onboarding', feedback: '<p>Show the swipe earlier.</p>' } },
    });
    const listed = await pm.data<GameAnswer>(GAME, { id: game.globalId });
    const feedback = listed.node!.feedbacks[0]!;
    expect(feedback).toMatchObject({ subject: 'Onboarding', feedback: '<p>Show the swipe earlier.</p>', pmName: 'Paula Marchetti' });
    const node = await pm.data<{ node: { feedbackId: number } }>('query F($id: ID!) { node(id: $id) { ... on Feedback { feedbackId } } }', {
      id: feedback.id,
    });
    expect(node.node.feedbackId).toBe(feedback.feedbackId);
    const deleted = await pm.data<{ gameAction: { __typename: string } }>(ACTION, {
      input: { deleteGameFeedback: { gameId: game.globalId, feedbackId: feedback.id } },
    });
    expect(deleted.gameAction.__typename).toBe('GameActionPayload');
    const after = await pm.data<GameAnswer>(GAME, { id: game.globalId });
    expect(after.node!.feedbacks.map((f) => f.id)).not.toContain(feedback.id);
  });

  it('ACT-21 FBK-11 request_testing takes its changelogs as the catalogue types them; a refused one names its field in the input\'s words', async () => {
    const lead = await as('lead@studio-one.test');
    const ids = await findGameIds(
      stack.database.db,
      { studioSlug: 'studio-one', status: 'pending_sdk_integration', isCtr: false, isManagedByProvider: true, isIterating: false },
      3,
    );
    const game = globalId('Game', ids.at(-1)!);
    const blank = await lead.data<{ gameAction: { __typename: string; fieldErrors: { path: string; message: string }[] } }>(ACTION, {
      input: { requestTesting: { gameId: game, changelogs: [{ category: 'GAMEPLAY', details: '  ' }] } },
    });
    expect(blank.gameAction.__typename).toBe('ProviderError');
    expect(blank.gameAction.fieldErrors).toEqual([expect.objectContaining({ path: 'changelogs.0.details', message: 'This field is required' })]);
    // SUB-CAMP-05, SUB-CAMP-10, issue 42: every step's data and the assets first; a game without them is refused, naming them.
    const needs = await lead.data<{ gameAction: { __typename: string; fieldErrors: { path: string; message: string; stepTitle: string | null }[] } }>(ACTION, {
      input: { requestTesting: { gameId: game, changelogs: [], termsAccepted: true } },
    });
    expect(needs.gameAction.__typename).toBe('ProviderError');
    expect(needs.gameAction.fieldErrors.some((error) => error.path.startsWith('videos.') && error.stepTitle === 'Create campaign')).toBe(true);
    await completeSubmissionSteps(stack.database.db, ids.at(-1)!);
    for (const network of ['facebook', 'snapchat'] as const) await addWaitingVideo(stack.database.db, ids.at(-1)!, network);
    // SUB-CAMP-07, SUB-CAMP-08: the Snapchat app name, saved through updateCampaignSetup.
    const named = await lead.data<{ updateCampaignSetup: { __typename: string; snapchatAppName?: string } }>(
      `mutation Name($id: ID!) { updateCampaignSetup(gameId: $id, input: { snapchatAppName: "Relay Run" }) { __typename ... on Game { snapchatAppName } } }`,
      { id: game },
    );
    expect(named.updateCampaignSetup).toEqual({ __typename: 'Game', snapchatAppName: 'Relay Run' });
    const asked = await lead.data<{ gameAction: { __typename: string; operation: { status: string } } }>(ACTION, {
      input: { requestTesting: { gameId: game, changelogs: [{ category: 'CORE_MECHANICS', details: 'A second boss' }], termsAccepted: true } },
    });
    expect(asked.gameAction).toMatchObject({ __typename: 'GameActionPayload', operation: { status: 'PENDING' } });
    const CHANGELOGS = 'query C($id: ID!) { node(id: $id) { ... on Game { status disabled changelogs { category details state } } } }';
    const done = await until(
      () => lead.data<{ node: { status: string; disabled: boolean; changelogs: { category: string; details: string; state: string }[] } }>(CHANGELOGS, { id: game }),
      (answer) => !answer.node.disabled,
      'the testing request',
    );
    expect(done.node.status).toBe('PENDING_TESTING');
    expect(done.node.changelogs).toContainEqual({ category: 'core_mechanics', details: 'A second boss', state: 'PENDING' });
  });

  it('SUB-CAMP-12 SUB-CAMP-06 SUB-CAMP-19 a manual game requests testing by linking its Facebook campaign; the inspiring webinar is saved first', async () => {
    const lead = await as('lead@studio-one.test');
    const ids = await findGameIds(
      stack.database.db,
      { studioSlug: 'studio-one', status: 'pending_sdk_integration', isCtr: false, isManagedByProvider: true, isIterating: false },
      3,
    );
    const id = ids.at(-2)!;
    await makeManualFacebookGame(stack.database.db, id, { atLastStep: true });
    const game = globalId('Game', id);
    const { codifications } = await lead.data<{ codifications: { recentWebinars: { id: number; title: string }[] } }>(
      '{ codifications { recentWebinars { id title } } }',
    );
    expect(codifications.recentWebinars).toHaveLength(6);
    const webinar = codifications.recentWebinars[2]!.id;
    const SETUP = 'mutation W($id: ID!, $w: Int) { updateCampaignSetup(gameId: $id, input: { inspiredByWebinar: $w }) { __typename ... on Game { inspiredByWebinar } ... on ProviderError { fieldErrors { path message } } } }';
    const saved = await lead.data<{ updateCampaignSetup: { __typename: string; inspiredByWebinar?: number } }>(SETUP, { id: game, w: webinar });
    expect(saved.updateCampaignSetup).toEqual({ __typename: 'Game', inspiredByWebinar: webinar });
    const refused = await lead.data<{ updateCampaignSetup: { __typename: string; fieldErrors: { path: string }[] } }>(SETUP, { id: game, w: webinar + 1 });
    expect(refused.updateCampaignSetup).toMatchObject({ __typename: 'ProviderError', fieldErrors: [{ path: 'inspiredByWebinar' }] });

    const { node } = await lead.data<GameAnswer>(GAME, { id: game });
    expect(node!.actions.map((action) => action.action)).toContain('TEST_STUDIO_CAMPAIGN');
    expect(node!.actions.map((action) => action.action)).not.toContain('REQUEST_TESTING');
    const FIELDS = 'query F($id: ID!) { gameActionFields(gameId: $id, action: TEST_STUDIO_CAMPAIGN) { __typename ... on GameActionFieldsSuccess { data { param options { value label } } } } }';
    const fields = await lead.data<{ gameActionFields: { data: { param: string; options: { value: string; label: string }[] }[] } }>(FIELDS, { id: game });
    const choice = fields.gameActionFields.data[0]!.options[0]!.value;
    const linked = await lead.data<{ gameAction: { __typename: string; game: { status: string }; operation: { status: string } } }>(ACTION, {
      input: { testStudioCampaign: { gameId: game, choice: { facebook: choice }, termsAccepted: true } },
    });
    expect(linked.gameAction).toMatchObject({ __typename: 'GameActionPayload', game: { status: 'PENDING_TESTING' }, operation: { status: 'SUCCESS' } });
  });

  it('ACT-09 an input naming no action, or two, is refused before the provider is asked', async () => {
    const pm = await as('pm@greenlight.test');
    const game = await gameIn('finished');
    stack.resetProviderCalls();
    const none = await pm.request(ACTION, { input: {} });
    const two = await pm.request(ACTION, { input: { archiveGame: { gameId: game.globalId }, killGame: { gameId: game.globalId } } });
    expect(none.errors?.[0]?.message).toMatch(/Exactly one key must be specified/);
    expect(two.errors?.[0]?.message).toMatch(/Exactly one key must be specified/);
    expect(stack.providerCalls()).toBe(0);
  });

  it('ACT-38 a refused action is a typed error with the error list\'s message, and changes nothing', async () => {
    const dev = await as('dev@studio-one.test');
    const game = await gameIn('pending_testing');
    const refused = await dev.data<{ gameAction: { __typename: string; code: string; status: number } }>(ACTION, {
      input: { acceptTesting: { gameId: game.globalId } },
    });
    expect(refused.gameAction).toMatchObject({ __typename: 'ProviderError', code: 'PERMISSION_DENIED_ACCEPT_TESTING', status: 403 });
    const lead = await as('lead@studio-one.test');
    const seen = await lead.data<GameAnswer>(GAME, { id: game.globalId });
    expect(seen.node!.status).toBe('PENDING_TESTING');
    // A studio is not offered it at all (PA-07); a refused action's reason reads the error list's words.
    expect(seen.node!.actions.find((a) => a.action === 'ACCEPT_TESTING')).toBeUndefined();
    expect(seen.node!.actions.find((a) => a.action === 'DECLINE_TESTING')).toMatchObject({ available: true });
    const pmSeen = await (await as('pm@greenlight.test')).data<GameAnswer>(GAME, { id: game.globalId });
    expect(pmSeen.node!.actions.find((a) => a.action === 'ACCEPT_TESTING')).toMatchObject({ available: true, unavailableMessage: null });
  });

  it('GD-17 the panel\'s game, actions and feedback cost at most 5 provider calls', async () => {
    const pm = await as('pm@greenlight.test');
    const game = await gameIn('finished');
    stack.resetProviderCalls();
    await pm.data<GameAnswer>(GAME, { id: game.globalId });
    expect(stack.providerCalls()).toBeLessThanOrEqual(5);
  });
});

describe('projects through the gateway', () => {
  const PROJECT = `
    query Game($id: ID!) {
      node(id: $id) { ... on Game { project { id name projectGameCount canEdit games { id name } } } }
    }
  `;
  const RENAME = `
    mutation Rename($projectId: ID!, $name: String!) {
      renameProject(projectId: $projectId, name: $name) {
        __typename
        ... on Project { name }
        ... on ProviderError { message code fieldErrors { path message } }
      }
    }
  `;

  it('GD-01 PROJ-01 pages look a game and a project up by the number in their address', async () => {
    const pm = await as('pm@greenlight.test');
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished' }, 1);
    const LOOKUP = 'query L($game: Int!, $project: Int!) { game(gameId: $game) { id gameId project { id projectId } } project(projectId: $project) { id name } }';
    const first = await pm.data<{ game: { id: string; gameId: number; project: { id: string; projectId: number } } }>(LOOKUP, { game: id, project: 1 });
    expect(first.game).toMatchObject({ id: globalId('Game', id!), gameId: id });
    const again = await pm.data<{ project: { id: string; name: string } }>(LOOKUP, { game: id, project: first.game.project.projectId });
    expect(again.project.id).toBe(first.game.project.id);
    const other = await as('lead@studio-two.test');
    const hidden = await other.request<{ game: unknown }>('query G($game: Int!) { game(gameId: $game) { id } }', { game: id });
    expect(hidden.data?.game).toBeNull();
    const none = await pm.request<{ game: unknown }>('query G($game: Int!) { game(gameId: $game) { id } }', { game: 0 });
    expect(none.data?.game).toBeNull();
  });

  it('PROJ-01 PROJ-07 PROJ-13 a game\'s project lists its games; renaming checks the length', async () => {
    const pm = await as('pm@greenlight.test');
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', minIterations: 3 }, 1);
    const answer = await pm.data<{ node: { project: { id: string; name: string; projectGameCount: number; canEdit: boolean; games: { id: string }[] } } }>(
      PROJECT,
      { id: globalId('Game', id!) },
    );
    const project = answer.node.project;
    expect(project.games).toHaveLength(project.projectGameCount);
    expect(project.games.map((g) => g.id)).toContain(globalId('Game', id!));
    expect(project.canEdit).toBe(true);
    const short = await pm.data<{ renameProject: { __typename: string; message: string; fieldErrors: { path: string }[] } }>(RENAME, {
      projectId: project.id,
      name: 'ab',
    });
    // The field's message, shown under the field (PROJ-10).
    expect(short.renameProject).toMatchObject({
      __typename: 'ProviderError',
      fieldErrors: [{ path: 'name', message: 'Name length must be between 3 and 25 characters.' }],
    });
    const renamed = await pm.data<{ renameProject: { name: string } }>(RENAME, { projectId: project.id, name: 'Hexa Drop' });
    expect(renamed.renameProject.name).toBe('Hexa Drop');
  });
});

describe('tags through the gateway', () => {
  const ADD = `
    mutation Add($gameId: ID!, $tag: TagInput!) {
      addGameTag(gameId: $gameId, tag: $tag) {
        __typename
        ... on Game { tags { label category } }
        ... on ProviderError { message code }
      }
    }
  `;

  it('TAG-05 TAG-07 TAG-17 a tag is added lowercased; a wrong length answers its message', async () => {
    const pm = await as('pm@greenlight.test');
    const game = await gameIn('finished');
    const added = await pm.data<{ addGameTag: { tags: { label: string; category: string }[] } }>(ADD, {
      gameId: game.globalId,
      tag: { label: ' Tower Defense ', category: 'MECHANIC' },
    });
    expect(added.addGameTag.tags).toContainEqual({ label: 'tower defense', category: 'MECHANIC' });
    const short = await pm.data<{ addGameTag: { __typename: string; message: string } }>(ADD, {
      gameId: game.globalId,
      tag: { label: 'td', category: 'MECHANIC' },
    });
    expect(short.addGameTag).toEqual({ __typename: 'ProviderError', message: 'Your tag should have between 3 and 15 characters', code: 'INVALID_TAG' });
    const found = await pm.data<{ searchTags: { label: string; taggedGames: number }[] }>(
      'query { searchTags(q: "tower", category: MECHANIC) { label taggedGames } }',
    );
    expect(found.searchTags[0]).toMatchObject({ label: 'tower defense' });
  });
});

describe('publishing managers from the game panel', () => {
  const SET = `
    mutation Set($gameId: ID!, $secondary: Boolean!, $userId: Int) {
      setPublishingManager(gameId: $gameId, secondary: $secondary, userId: $userId) {
        __typename
        ... on Game { pm { name } secondaryPm { name } }
        ... on ProviderError { code status fieldErrors { path message } }
      }
    }
  `;

  it('GD-13 GD-16 pm@ sets the secondary PM and the game answers with it; pm2@ may not', async () => {
    const pm = await as('pm@greenlight.test');
    const game = await gameIn('finished');
    const managers = await pm.data<{ codifications: { publishingManagers: { value: number; label: string }[] } }>(
      '{ codifications { publishingManagers { value label } } }',
    );
    const junior = managers.codifications.publishingManagers.find((m) => m.label !== 'Paula Marchetti')!;
    const set = await pm.data<{ setPublishingManager: { secondaryPm: { name: string } | null } }>(SET, {
      gameId: game.globalId,
      secondary: true,
      userId: junior.value,
    });
    expect(set.setPublishingManager.secondaryPm?.name).toBe(junior.label);
    const cleared = await pm.data<{ setPublishingManager: { secondaryPm: null } }>(SET, { gameId: game.globalId, secondary: true, userId: null });
    expect(cleared.setPublishingManager.secondaryPm).toBeNull();
    const primaryless = await pm.data<{ setPublishingManager: { __typename: string; fieldErrors: { path: string }[] } }>(SET, {
      gameId: game.globalId,
      secondary: false,
      userId: null,
    });
    expect(primaryless.setPublishingManager).toMatchObject({ __typename: 'ProviderError', fieldErrors: [{ path: 'body.publishingManagerId' }] });
    const junior2 = await as('pm2@greenlight.test');
    const refused = await junior2.data<{ setPublishingManager: { __typename: string; code: string } }>(SET, {
      gameId: game.globalId,
      secondary: true,
      userId: junior.value,
    });
    expect(refused.setPublishingManager).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });
  });
});

describe('campaign settings through the gateway', () => {
  it('GD-24 SUB-BUD-07 SUB-BUD-12 pm@ changes a running game\'s budget; a refusal is typed with its field', async () => {
    const pm = await as('pm@greenlight.test');
    const game = await gameIn('in_testing', { isManagedByProvider: true });
    const read = await pm.data<{ node: { campaignSettings: { budgets: { network: string; budget: number }[]; isBudgetReadOnly: boolean } } }>(
      'query S($id: ID!) { node(id: $id) { ... on Game { campaignSettings { budgets { network budget } isBudgetReadOnly } } } }',
      { id: game.globalId },
    );
    expect(read.node.campaignSettings.isBudgetReadOnly).toBe(false);
    const network = read.node.campaignSettings.budgets[0]!.network;
    const UPDATE = `
      mutation U($gameId: ID!, $network: AdNetwork!, $budget: Int!) {
        updateDailyBudget(gameId: $gameId, network: $network, budget: $budget) {
          __typename
          ... on Game { campaignSettings { budgets { network budget isManuallySet } } }
          ... on ProviderError { fieldErrors { path message } }
        }
      }
    `;
    const odd = await pm.data<{ updateDailyBudget: { __typename: string; fieldErrors: { path: string; message: string }[] } }>(UPDATE, {
      gameId: game.globalId,
      network,
      budget: 75,
    });
    expect(odd.updateDailyBudget).toMatchObject({ __typename: 'ProviderError', fieldErrors: [{ path: 'newBudget', message: 'The daily budget moves in steps of $10' }] });
    const ok = await pm.data<{ updateDailyBudget: { campaignSettings: { budgets: { network: string; budget: number; isManuallySet: boolean }[] } } }>(UPDATE, {
      gameId: game.globalId,
      network,
      budget: 90,
    });
    expect(ok.updateDailyBudget.campaignSettings.budgets).toContainEqual({ network, budget: 90, isManuallySet: true });
  });
});
