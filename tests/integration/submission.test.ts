// The submission flow's first step through the gateway over a real provider:
// createGame, updateGameSetup and setSubmissionStep with their typed answers, and
// the authorization table of the DEMO.md users (SUB-CREATE-14, BE-PERM-05).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, DEMO_USERS, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);

const ANSWER = `
  __typename
  ... on Game { id name status substatus platform isCtr isManagedByProvider isPublishedInStore adNetworks }
  ... on ProviderError { code message fieldErrors { code message path } }
`;
const CREATE = `mutation Create($input: CreateGameInput!) { createGame(input: $input) { ${ANSWER} } }`;
const SETUP = `mutation Setup($gameId: ID!, $input: GameSetupInput!) { updateGameSetup(gameId: $gameId, input: $input) { ${ANSWER} } }`;
const STEP = `mutation Step($gameId: ID!, $done: SubmissionStep, $current: SubmissionStep!) {
  setSubmissionStep(gameId: $gameId, done: $done, current: $current) { ${ANSWER} }
}`;

interface Answer {
  __typename: 'Game' | 'ProviderError';
  id?: string;
  name?: string;
  status?: string;
  substatus?: string | null;
  platform?: string;
  isPublishedInStore?: boolean;
  adNetworks?: string[];
  code?: string;
  message?: string;
  fieldErrors?: { code: string; message: string; path: string | null }[];
}

async function createAs(email: string, input: Record<string, unknown>): Promise<Answer> {
  return (await (await as(email)).data<{ createGame: Answer }>(CREATE, { input })).createGame;
}

const NEW_TEST = { name: 'Gateway Runner', platform: 'IOS', adNetworks: ['FACEBOOK'] };

describe('createGame (SUB-CREATE)', () => {
  it('SUB-CREATE-16 BE-STAT-02 answers the new in-progress game, its first step done', async () => {
    const game = await createAs('lead@studio-one.test', { ...NEW_TEST, adNetworks: ['FACEBOOK', 'SNAPCHAT'] });
    expect(game).toMatchObject({ __typename: 'Game', name: 'Gateway Runner', status: 'PENDING_SDK_INTEGRATION', platform: 'IOS', adNetworks: ['Facebook', 'Snapchat'] });
    expect(JSON.parse(game.substatus!)).toEqual({ done: 'create', current: 'appstore_submission' });
  });

  it('SUB-CREATE-03 SUB-CREATE-17 a name out of range comes back under `name` with the message', async () => {
    const refused = await createAs('lead@studio-one.test', { ...NEW_TEST, name: 'ab' });
    expect(refused).toMatchObject({ __typename: 'ProviderError', code: 'INVALID_REQUEST' });
    expect(refused.fieldErrors).toEqual([{ code: 'INVALID_REQUEST', message: 'Name length must be between 3 and 25 characters', path: 'name' }]);
  });

  /** Who may create a test: add_game and a studio where one edits (accessId 1, 2, 3 or 5). */
  const CREATORS: readonly string[] = ['lead@studio-one.test', 'games@studio-one.test', 'own@studio-one.test', 'manager@studio-one.test', 'lead@studio-two.test'];
  it.each(DEMO_USERS)('SUB-CREATE-14 BE-PERM-05 %s', async (email) => {
    const answer = await createAs(email, NEW_TEST);
    if (CREATORS.includes(email)) expect(answer.__typename).toBe('Game');
    else expect(answer).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });
  });
});

describe('updateGameSetup and setSubmissionStep (SUB-CREATE-18, SUB-20)', () => {
  it('SUB-CREATE-18 SUB-24 the creator changes the setup; dev@ and another studio are refused', async () => {
    const game = await createAs('lead@studio-one.test', { ...NEW_TEST, name: 'Setup Through GQL' });
    const lead = await as('lead@studio-one.test');
    const changed = (await lead.data<{ updateGameSetup: Answer }>(SETUP, { gameId: game.id, input: { isPublishedInStore: true } })).updateGameSetup;
    expect(changed).toMatchObject({ __typename: 'Game', isPublishedInStore: true });
    for (const email of ['dev@studio-one.test', 'lead@studio-two.test', 'pm@greenlight.test']) {
      const refused = (await (await as(email)).data<{ updateGameSetup: Answer }>(SETUP, { gameId: game.id, input: { isCtr: true } })).updateGameSetup;
      expect(refused).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });
    }
  });

  it('SUB-19 SUB-20 saves done and current; a step the game does not have is refused under substatus', async () => {
    const game = await createAs('lead@studio-one.test', { ...NEW_TEST, name: 'Steps Through GQL' });
    const lead = await as('lead@studio-one.test');
    const moved = (await lead.data<{ setSubmissionStep: Answer }>(STEP, { gameId: game.id, done: 'APPSTORE_SUBMISSION', current: 'LINK_STORE' })).setSubmissionStep;
    expect(JSON.parse(moved.substatus!)).toEqual({ done: 'appstore_submission', current: 'link_store' });
    const refused = (await lead.data<{ setSubmissionStep: Answer }>(STEP, { gameId: game.id, current: 'PLAYSTORE_SUBMISSION' })).setSubmissionStep;
    expect(refused).toMatchObject({ __typename: 'ProviderError', code: 'INVALID_REQUEST' });
    expect(refused.fieldErrors?.[0]?.path).toBe('substatus');
  });
});
