// The Facebook setup, SDK integration and game building steps through the gateway
// over a real provider (SUB-FB, SUB-SDK, SUB-BUILD, Part G): updateFacebookSetup,
// requesting app access with gameAction, checkIntegration before and after the
// events `npm run sdk:events` sends (its function, against the listening provider),
// and the SDK package of the content service.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACEBOOK_APP_ID_INVALID } from '@greenlight/rules';
import { games } from '../../provider/src/db/schema';
import { parseSdkEventsArgs, playSdkEvents } from '../../scripts/sdk-events';
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
const LEAD = 'lead@studio-one.test';
const APP_ID = '123456789012345';
const KEY = 'c'.repeat(64);

const GAME = `id disabled facebookAppId facebookDecryptionKey facebookAccessGranted gameAnalyticsGameKey adjustAppToken actions { action available }`;
const ERROR = `... on ProviderError { code message fieldErrors { code message path } }`;
const CREATE = `mutation Create($input: CreateGameInput!) { createGame(input: $input) { ... on Game { id } ${ERROR} } }`;
const FACEBOOK = `mutation Facebook($gameId: ID!, $input: FacebookSetupInput!) {
  updateFacebookSetup(gameId: $gameId, input: $input) { __typename ... on Game { ${GAME} } ${ERROR} }
}`;
const CHECK = `mutation Check($gameId: ID!, $check: IntegrationCheck!) {
  checkIntegration(gameId: $gameId, check: $check) {
    __typename
    ... on IntegrationCheckPayload { ok operationId message problems { code message } }
    ${ERROR}
  }
}`;
const ACTION = `mutation Action($input: GameActionInput!) {
  gameAction(input: $input) { __typename ... on GameActionPayload { operation { status } game { ${GAME} } } ${ERROR} }
}`;
const READ = `query Read($gameId: ID!) { node(id: $gameId) { ... on Game { ${GAME} } } }`;

interface GameAnswer {
  __typename?: string;
  id: string;
  disabled: boolean;
  facebookAppId: string | null;
  facebookDecryptionKey: string | null;
  facebookAccessGranted: boolean;
  gameAnalyticsGameKey: string | null;
  adjustAppToken: string | null;
  actions: { action: string; available: boolean }[];
  code?: string;
  message?: string;
  fieldErrors?: { code: string; message: string; path: string | null }[];
}
interface CheckAnswer {
  __typename: string;
  ok?: boolean;
  operationId?: string | null;
  message?: string;
  problems?: { code: string; message: string }[];
  code?: string;
}

async function newGame(name: string): Promise<string> {
  const created = await (await as(LEAD)).data<{ createGame: { id: string } }>(CREATE, {
    input: { name, platform: 'ANDROID', adNetworks: ['FACEBOOK'] },
  });
  return created.createGame.id;
}
const facebook = async (email: string, gameId: string, input: Record<string, string>) =>
  (await (await as(email)).data<{ updateFacebookSetup: GameAnswer }>(FACEBOOK, { gameId, input })).updateFacebookSetup;
const check = async (email: string, gameId: string, name: string) =>
  (await (await as(email)).data<{ checkIntegration: CheckAnswer }>(CHECK, { gameId, check: name })).checkIntegration;
const read = async (gameId: string) => (await (await as(LEAD)).data<{ node: GameAnswer }>(READ, { gameId })).node;
const numericId = (gameId: string) => Number(Buffer.from(gameId, 'base64').toString('utf8').split(':')[1]);

async function settled(gameId: string): Promise<GameAnswer> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const game = await read(gameId);
    if (!game.disabled) return game;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the operation did not complete');
}

describe('updateFacebookSetup and requesting app access (SUB-FB-03..08, SUB-FB-10..12)', () => {
  let gameId: string;
  beforeAll(async () => {
    gameId = await newGame('Facebook Through GQL');
  });

  it('SUB-FB-03 SUB-FB-05 a wrong app id or key comes back under appId / decryptionKey with the rules\' message', async () => {
    const refused = await facebook(LEAD, gameId, { appId: '42', decryptionKey: 'nothex' });
    expect(refused).toMatchObject({ __typename: 'ProviderError', code: 'INVALID_REQUEST' });
    expect(refused.fieldErrors).toEqual([
      { code: 'INVALID_REQUEST', message: FACEBOOK_APP_ID_INVALID, path: 'appId' },
      { code: 'INVALID_REQUEST', message: 'Valid Decryption Keys are 64 alphanumeric characters long', path: 'decryptionKey' },
    ]);
  });

  it('SUB-FB-04 SUB-FB-06 saves both; SUB-FB-12 dev@ and another studio are refused (FORBIDDEN, "Forbidden")', async () => {
    const saved = await facebook(LEAD, gameId, { appId: APP_ID, decryptionKey: KEY });
    expect(saved).toMatchObject({ __typename: 'Game', facebookAppId: APP_ID, facebookDecryptionKey: KEY, facebookAccessGranted: false });
    for (const email of ['dev@studio-one.test', 'lead@studio-two.test']) {
      expect(await facebook(email, gameId, { appId: APP_ID }), email).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });
    }
  });

  it('SUB-FB-10 the configuration check fails before access, with the message and its operation id', async () => {
    const failed = await check(LEAD, gameId, 'FACEBOOK_CONFIGURATION');
    expect(failed).toMatchObject({ __typename: 'IntegrationCheckPayload', ok: false, problems: [{ code: 'FACEBOOK_ACCESS_NOT_GRANTED' }] });
    expect(failed.operationId).toEqual(expect.any(String));
    expect(failed.problems![0]!.message).toContain(`Facebook has not granted us access to your app yet (operation ${failed.operationId})`);
    expect(failed.message).toBe(failed.problems![0]!.message);
  });

  it('SUB-FB-07 OP-11 gameAction requestApplicationAccess grants access; the check then passes ("Test successful!")', async () => {
    const requested = (await (await as(LEAD)).data<{ gameAction: { __typename: string; operation?: { status: string } } }>(ACTION, {
      input: { requestApplicationAccess: { gameId, facebookAppId: APP_ID } },
    })).gameAction;
    expect(requested).toMatchObject({ __typename: 'GameActionPayload', operation: { status: 'PENDING' } });
    expect((await settled(gameId)).facebookAccessGranted).toBe(true);
    expect(await check(LEAD, gameId, 'FACEBOOK_CONFIGURATION')).toMatchObject({ ok: true, message: 'Test successful!', problems: [] });
  });

  it('SUB-FB-10 another decryption key fails the check with its own code', async () => {
    await facebook(LEAD, gameId, { decryptionKey: 'd'.repeat(64) });
    expect(await check(LEAD, gameId, 'FACEBOOK_CONFIGURATION')).toMatchObject({ ok: false, problems: [{ code: 'FACEBOOK_DECRYPTION_KEY_MISMATCH' }] });
  });
});

describe('checkIntegration GA and ADJUST with the events of npm run sdk:events (SUB-SDK-04..06, SUB-BUILD-02..04, Part G)', () => {
  let gameId: string;
  beforeAll(async () => {
    gameId = await newGame('SDK Through GQL');
  });

  it('SUB-SDK-06 the script says to run Link to store first while the game has no slot', async () => {
    const options = { gameId: numericId(gameId), providerUrl: stack.providerUrl, email: LEAD, password: DEMO_PASSWORD };
    await expect(playSdkEvents(options, () => undefined)).rejects.toThrow(/run the Link to store step first/);
  });

  it('SUB-BUILD-02 SUB-BUILD-03 the checks fail before the events and pass after them', async () => {
    const slot = (await (await as(LEAD)).data<{ gameAction: { __typename: string } }>(ACTION, { input: { createGaSlot: { gameId } } })).gameAction;
    expect(slot.__typename).toBe('GameActionPayload');
    await settled(gameId);
    // The attribution token comes from the Link to store step (another engineer's); set here as that step would.
    await stack.database.db.update(games).set({ adjustAppToken: 'sdktoken0001' }).where(eq(games.id, numericId(gameId)));
    const ga = await check(LEAD, gameId, 'GA');
    expect(ga).toMatchObject({ ok: false, problems: [{ code: 'SDK_ANALYTICS_NO_EVENTS' }] });
    expect(ga.problems![0]!.message).toContain(`(operation ${ga.operationId})`);
    expect(await check(LEAD, gameId, 'ADJUST')).toMatchObject({ ok: false, problems: [{ code: 'SDK_ATTRIBUTION_NO_EVENTS' }] });
    expect(await check('dev@studio-one.test', gameId, 'GA')).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });

    const lines: string[] = [];
    await playSdkEvents({ gameId: numericId(gameId), providerUrl: stack.providerUrl, email: LEAD, password: DEMO_PASSWORD }, (line) => lines.push(line));
    expect(lines.join('\n')).toContain('Analytics: sent');
    expect(await check(LEAD, gameId, 'GA')).toMatchObject({ __typename: 'IntegrationCheckPayload', ok: true, message: 'Test successful!' });
    expect(await check(LEAD, gameId, 'ADJUST')).toMatchObject({ ok: true });
    expect(await check('pm@greenlight.test', gameId, 'ADJUST')).toMatchObject({ ok: true });
  });

  /** Who may run a check on lead@'s game: its studio's editors (access 1, 2, 5) and staff. */
  const CHECKERS: readonly string[] = [
    'admin@greenlight.test',
    'pm@greenlight.test',
    'pm2@greenlight.test',
    'cs@greenlight.test',
    'lead@studio-one.test',
    'games@studio-one.test',
    'manager@studio-one.test',
  ];
  it.each(DEMO_USERS)('SUB-SDK-04 BE-SUB-09 checkIntegration as %s', async (email) => {
    const answer = await check(email, gameId, 'GA');
    if (CHECKERS.includes(email)) expect(answer).toMatchObject({ __typename: 'IntegrationCheckPayload', ok: true });
    else expect(answer).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });
  });

  it('SUB-SDK-04 the script\'s arguments: --game is a game id; the environment names the provider and the user', () => {
    expect(parseSdkEventsArgs(['--game', '12'], {})).toEqual({
      gameId: 12,
      providerUrl: 'http://localhost:4010',
      email: 'lead@studio-one.test',
      password: DEMO_PASSWORD,
    });
    expect(parseSdkEventsArgs(['--game', '3'], { PROVIDER_URL: 'http://127.0.0.1:9/', GREENLIGHT_EMAIL: 'a@b.c', GREENLIGHT_PASSWORD: 'p' })).toMatchObject({
      providerUrl: 'http://127.0.0.1:9',
      email: 'a@b.c',
      password: 'p',
    });
    for (const argv of [[], ['--game'], ['--game', 'abc'], ['--game', '0'], ['--game', '99999999999'], ['--other']]) {
      expect(() => parseSdkEventsArgs(argv, {}), argv.join(' ')).toThrow(/Usage: npm run sdk:events/);
    }
  });
});

describe('sdkPackage (SUB-SDK-02, CMS)', () => {
  it('SUB-SDK-02 reads the seeded SDK package; an administrator replaces it, a studio member may not', async () => {
    const READ_PACKAGE = '{ sdkPackage { name version installUrl } }';
    expect((await (await as(LEAD)).data<{ sdkPackage: unknown }>(READ_PACKAGE)).sdkPackage).toEqual({
      name: 'com.greenlight.sdk',
      version: '4.2.1',
      installUrl: expect.stringMatching(/^https:\/\//),
    });
    const UPDATE = `mutation Update($input: SdkPackageInput!) { updateSdkPackage(input: $input) { __typename ... on SdkPackage { version } ${ERROR} } }`;
    const input = { name: 'com.greenlight.sdk', version: '4.3.0', installUrl: 'https://sdk.greenlight.example/unity/com.greenlight.sdk-4.3.0.tgz' };
    expect((await (await as(LEAD)).data<{ updateSdkPackage: unknown }>(UPDATE, { input })).updateSdkPackage).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });
    expect((await (await as('admin@greenlight.test')).data<{ updateSdkPackage: unknown }>(UPDATE, { input: { ...input, version: 'latest' } })).updateSdkPackage).toMatchObject({
      __typename: 'ProviderError',
      code: 'INVALID_REQUEST',
    });
    expect((await (await as('admin@greenlight.test')).data<{ updateSdkPackage: unknown }>(UPDATE, { input })).updateSdkPackage).toEqual({ __typename: 'SdkPackage', version: '4.3.0' });
    expect((await (await as(LEAD)).data<{ sdkPackage: { version: string } }>(READ_PACKAGE)).sdkPackage.version).toBe('4.3.0');
  });
});

describe('submissionWarnings (CMS-05)', () => {
  it('CMS-05 a studio member reads the seeded warnings of the submission steps, each with its step', async () => {
    const { submissionWarnings } = await (await as(LEAD)).data<{ submissionWarnings: { step: string; content: string }[] }>('{ submissionWarnings { step content } }');
    expect(submissionWarnings).toEqual([{ step: 'SDK_FACEBOOK', content: expect.stringContaining('48 hours') }]);
  });
});

