// The "Link to store" step through the gateway over a real provider (000 §4, SUB-LINK):
// linkGameToStore's Validate sequence (store ids, analytics slot, project, attribution
// token, validity), projectForStore, and `npm run store:publish` publishing apps in
// the simulated stores through the provider's HTTP API.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorePublishArgs, storePublish } from '../../scripts/store-publish';
import { root } from '../../scripts/launcher';
import { signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);
const env = () => ({ PROVIDER_URL: stack.providerUrl, GREENLIGHT_EMAIL: 'lead@studio-one.test', GREENLIGHT_PASSWORD: DEMO_PASSWORD });

const CREATE = `mutation Create($input: CreateGameInput!) { createGame(input: $input) { __typename ... on Game { id projectId } } }`;
const LINK = `mutation Link($gameId: ID!, $input: LinkGameToStoreInput!) {
  linkGameToStore(gameId: $gameId, input: $input) {
    __typename
    ... on LinkGameToStorePayload {
      valid
      errors { field code message }
      game { id storeId bundleId storeName projectId project { id name } gameAnalyticsId gameAnalyticsGameKey gameAnalyticsSecretKey gameAnalyticsUrl adjustAppToken appServiceAppKey }
    }
    ... on ProviderError { code message }
  }
}`;
const PROJECT_FOR_STORE = `query Search($storeId: String, $bundleId: String, $platform: Platform!) {
  projectForStore(storeId: $storeId, bundleId: $bundleId, platform: $platform) { id name projectGameCount games { id } }
}`;

interface Payload {
  __typename: string;
  valid: boolean;
  errors: { field: string | null; code: string; message: string }[];
  game: {
    id: string;
    storeId: string | null;
    bundleId: string | null;
    storeName: string | null;
    projectId: number | null;
    project: { id: string; name: string } | null;
    gameAnalyticsId: string | null;
    gameAnalyticsGameKey: string | null;
    gameAnalyticsSecretKey: string | null;
    gameAnalyticsUrl: string | null;
    adjustAppToken: string | null;
    appServiceAppKey: string | null;
  } | null;
}

let sequence = 0;
const nextIds = () => {
  sequence += 1;
  return { storeId: String(1_800_000_000 + sequence), bundleId: `com.gatewaylink.game${sequence}` };
};

async function createGame(email: string, input: Record<string, unknown> = {}) {
  const answer = (await (await as(email)).data<{ createGame: { __typename: string; id: string } }>(CREATE, {
    input: { name: 'Linked Runner', platform: 'IOS', adNetworks: ['FACEBOOK'], ...input },
  })).createGame;
  expect(answer.__typename).toBe('Game');
  return answer.id;
}
const link = async (email: string, gameId: string, input: Record<string, unknown>) =>
  (await (await as(email)).data<{ linkGameToStore: Payload }>(LINK, { gameId, input })).linkGameToStore;
const publishIos = async (ids: { storeId: string; bundleId: string }, name = 'Linked Runner HD') =>
  expect(await storePublish(['--platform', 'ios', '--store-id', ids.storeId, '--bundle-id', ids.bundleId, '--name', name], env())).toBe(0);

describe('npm run store:publish (Part G)', () => {
  it('Part G parses its arguments: platform, ids, name; Android apps have no store id', () => {
    expect(parseStorePublishArgs(['--platform', 'ios', '--store-id', '1234567890', '--bundle-id', 'com.company.game', '--name', 'My game'])).toEqual({
      request: { platform: 'ios', storeId: '1234567890', bundleId: 'com.company.game', name: 'My game' },
    });
    expect(parseStorePublishArgs(['--platform', 'android', '--bundle-id', 'com.company.game'])).toEqual({
      request: { platform: 'android', bundleId: 'com.company.game' },
    });
    expect(parseStorePublishArgs(['--platform', 'ios', '--bundle-id', 'com.company.game'])).toHaveProperty('error');
    expect(parseStorePublishArgs(['--platform', 'android', '--store-id', '1234567890', '--bundle-id', 'a.b'])).toHaveProperty('error');
    expect(parseStorePublishArgs(['--platform', 'web', '--bundle-id', 'a.b'])).toHaveProperty('error');
    expect(parseStorePublishArgs(['--bogus'])).toHaveProperty('error');
  });

  it('Part G publishes through the provider (exit 0, the same again 0), refuses bad ids (1), bad arguments (2), no provider (3)', async () => {
    const ids = nextIds();
    await publishIos(ids);
    await publishIos(ids);
    expect(await storePublish(['--platform', 'ios', '--store-id', '0123', '--bundle-id', 'com.a.b'], env())).toBe(1);
    expect(await storePublish(['--platform', 'ios', '--store-id', nextIds().storeId, '--bundle-id', ids.bundleId], env())).toBe(1);
    expect(await storePublish(['--platform', 'ios'], env())).toBe(2);
    expect(await storePublish(['--platform', 'ios', ...['--store-id', '1234567890', '--bundle-id', 'a.b']], { ...env(), GREENLIGHT_EMAIL: 'dev@studio-one.test' })).toBe(1);
    expect(await storePublish(['--platform', 'android', '--bundle-id', 'a.b'], { ...env(), PROVIDER_URL: 'http://127.0.0.1:1' })).toBe(3);
  });

  it('Part G runs as `npm run store:publish` would, with tsx, and prints what it published', async () => {
    const ids = nextIds();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/store-publish.ts', '--platform', 'ios', '--store-id', ids.storeId, '--bundle-id', ids.bundleId, '--name', 'My game'],
      { cwd: root, env: { ...process.env, ...env() } },
    );
    expect(stdout).toContain(`Published in the simulated App Store: "My game" (AppStore ID ${ids.storeId}, bundle id ${ids.bundleId})`);
  });
});

describe('linkGameToStore (SUB-LINK-18..25)', () => {
  it('SUB-LINK-18..22 SUB-LINK-28 GD-27 the whole sequence: store ids, a new analytics slot, the project named, the token: valid', async () => {
    const gameId = await createGame('lead@studio-one.test');
    const ids = nextIds();
    await publishIos(ids, 'Linked Runner Store');
    const answer = await link('lead@studio-one.test', gameId, { ...ids, createAnalyticsSlot: true, projectName: 'Linked Saga' });
    expect(answer).toMatchObject({ __typename: 'LinkGameToStorePayload', valid: true, errors: [] });
    expect(answer.game).toMatchObject({ ...ids, storeName: 'Linked Runner Store', project: { name: 'Linked Saga' } });
    expect(answer.game!.gameAnalyticsId).toMatch(/^\d+$/);
    expect(answer.game!.gameAnalyticsGameKey).toMatch(/^[0-9a-f]{40}$/);
    expect(answer.game!.gameAnalyticsSecretKey).toMatch(/^[0-9a-f]{40}$/);
    expect(answer.game!.gameAnalyticsUrl).toContain(answer.game!.gameAnalyticsId);
    expect(answer.game!.adjustAppToken).toMatch(/^[a-z0-9]{12}$/);
    expect(answer.game!.appServiceAppKey).toMatch(/^[a-z0-9]{32}$/);
    // Validate again: nothing changes, still valid (the slot and token stay).
    const again = await link('lead@studio-one.test', gameId, { ...ids, createAnalyticsSlot: true, projectName: 'Linked Saga' });
    expect(again).toMatchObject({ valid: true, errors: [] });
    expect(again.game).toMatchObject({ gameAnalyticsId: answer.game!.gameAnalyticsId, adjustAppToken: answer.game!.adjustAppToken });
    // SUB-LINK-15/16: another test of the same app finds its project.
    const found = await (await as('lead@studio-one.test')).data<{ projectForStore: { id: string; name: string; games: { id: string }[] } | null }>(
      PROJECT_FOR_STORE,
      { ...ids, platform: 'IOS' },
    );
    expect(found.projectForStore).toMatchObject({ id: answer.game!.project!.id, name: 'Linked Saga', games: [{ id: gameId }] });
    const none = await (await as('lead@studio-one.test')).data<{ projectForStore: null }>(PROJECT_FOR_STORE, { ...nextIds(), platform: 'IOS' });
    expect(none.projectForStore).toBeNull();
  });

  it('SUB-LINK-25 an AppStore ID the store does not know: the first step stops, with the error list\'s message for "AppStore ID"', async () => {
    const gameId = await createGame('lead@studio-one.test');
    const answer = await link('lead@studio-one.test', gameId, { ...nextIds(), createAnalyticsSlot: true });
    expect(answer.valid).toBe(false);
    expect(answer.errors).toEqual([
      {
        field: 'storeId',
        code: 'LINK_TO_STORE_STORE_ID_NOT_FOUND',
        message: 'We could not find your game in the store with this AppStore ID. Check it and try again.',
      },
    ]);
    // Stopped at step 1: no slot was made.
    expect(answer.game).toMatchObject({ storeId: null, gameAnalyticsId: null });
  });

  it('SUB-LINK-03 SUB-LINK-08 SUB-LINK-10 the rules\' messages under their fields; a project name error keeps the step invalid', async () => {
    const gameId = await createGame('lead@studio-one.test');
    const refused = await link('lead@studio-one.test', gameId, { storeId: '12345678', bundleId: 'com', createAnalyticsSlot: true });
    expect(refused.errors).toEqual([
      { field: 'storeId', code: 'INVALID_REQUEST', message: 'Valid AppStore IDs are 9-10 digits long and start with a non-zero digit' },
      { field: 'bundleId', code: 'INVALID_REQUEST', message: 'Valid Bundle IDs should look like com.company.game' },
    ]);
    const ids = nextIds();
    await publishIos(ids);
    const badName = await link('lead@studio-one.test', gameId, { ...ids, createAnalyticsSlot: true, projectName: 'ab' });
    expect(badName.valid).toBe(false);
    expect(badName.errors).toEqual([{ field: 'projectName', code: 'INVALID_REQUEST', message: 'Name length must be between 3 and 25 characters.' }]);
    // The other steps ran: ids, slot and token are there.
    expect(badName.game).toMatchObject({ ...ids });
    expect(badName.game!.gameAnalyticsId).not.toBeNull();
    expect(badName.game!.adjustAppToken).not.toBeNull();
  });

  it('SUB-LINK-09 SUB-LINK-26 locks and a reused id the platform did not create stop the sequence with their codes', async () => {
    const gameId = await createGame('lead@studio-one.test');
    const ids = nextIds();
    await publishIos(ids);
    expect((await link('lead@studio-one.test', gameId, { ...ids, gameAnalyticsId: '987654321987' })).errors).toEqual([
      { field: 'gameAnalyticsId', code: 'GAME_ANALYTICS_GAME_NOT_FOUND', message: expect.stringContaining('not created through the platform') },
    ]);
    const other = nextIds();
    await publishIos(other);
    const locked = await link('lead@studio-one.test', gameId, { storeId: ids.storeId, bundleId: other.bundleId, createAnalyticsSlot: true });
    expect(locked).toMatchObject({ valid: false, errors: [{ field: 'bundleId', code: 'GAME_STORE_LOCKED' }] });
    expect(locked.errors[0]!.message).toBe('The store ids of a game cannot change once they are set.');
  });

  it('SUB-LINK-21 a CTR game gets no token and is valid with its slot; dev@ and another studio are refused', async () => {
    const gameId = await createGame('lead@studio-one.test', { isCtr: true });
    const ids = nextIds();
    await publishIos(ids);
    const ctr = await link('lead@studio-one.test', gameId, { ...ids, createAnalyticsSlot: true });
    expect(ctr).toMatchObject({ valid: true, errors: [] });
    expect(ctr.game!.adjustAppToken).toBeNull();
    for (const email of ['dev@studio-one.test', 'lead@studio-two.test']) {
      const refused = await link(email, gameId, { ...ids, createAnalyticsSlot: true });
      expect(refused).toMatchObject({ valid: false, errors: [{ code: 'FORBIDDEN' }] });
    }
  });
});
