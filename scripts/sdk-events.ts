// `npm run sdk:events -- --game <id>`: plays a game build's SDK against a running
// provider (Part G): signs in, reads the game's analytics keys and attribution token
// (GET /game/{id}), then sends what a build sends when a player opens it: signed
// analytics events (a session start, a level started) and an attribution install.
// The SDK integration and game building checks pass afterwards. It speaks HTTP only
// and never opens the database: PGlite belongs to the provider's process.
import { createHmac, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const DEFAULT_PROVIDER_URL = 'http://localhost:4010';
/** The demo studio lead of DEMO.md. */
export const DEFAULT_EMAIL = 'lead@studio-one.test';
export const DEFAULT_PASSWORD = 'Demo-pass-1';

export interface SdkEventsOptions {
  gameId: number;
  providerUrl: string;
  email: string;
  password: string;
}

const USAGE = 'Usage: npm run sdk:events -- --game <id>   (env: PROVIDER_URL, GREENLIGHT_EMAIL, GREENLIGHT_PASSWORD)';

/** The options from the command line and the environment; throws a readable message when they do not fit. */
export function parseSdkEventsArgs(argv: readonly string[], env: Record<string, string | undefined>): SdkEventsOptions {
  let values: { game?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { game: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`, { cause: error });
  }
  if (values.help) throw new Error(USAGE);
  const game = values.game ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(game) || Number(game) > 2147483647) throw new Error(`--game needs a game id (a positive whole number).\n${USAGE}`);
  return {
    gameId: Number(game),
    providerUrl: (env.PROVIDER_URL || DEFAULT_PROVIDER_URL).replace(/\/+$/, ''),
    email: env.GREENLIGHT_EMAIL || DEFAULT_EMAIL,
    password: env.GREENLIGHT_PASSWORD || DEFAULT_PASSWORD,
  };
}

interface GameKeys {
  name: string;
  gameAnalyticsGameKey: string | null;
  gameAnalyticsSecretKey: string | null;
  adjustAppToken: string | null;
}

async function send(url: string, init: RequestInit & { headers?: Record<string, string> }): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new Error(`Cannot reach the provider at ${new URL(url).origin} (${(error as Error).message}). Is it running (npm start)? Set PROVIDER_URL otherwise.`, { cause: error });
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the message.
  }
  return { status: response.status, body };
}

const detailOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'detail' in body ? String((body as { detail: unknown }).detail) : String(body).slice(0, 200);

/** Sends the events; answers what it did, line by line. Throws with a readable message. */
export async function playSdkEvents(options: SdkEventsOptions, log: (line: string) => void = console.log): Promise<void> {
  const { providerUrl, gameId } = options;
  const login = await send(`${providerUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: options.email, password: options.password }),
  });
  if (login.status !== 200) throw new Error(`Signing in as ${options.email} failed: ${detailOf(login.body)}`);
  const token = (login.body as { token: string }).token;

  const read = await send(`${providerUrl}/game/${gameId}`, { headers: { authorization: `Bearer ${token}` } });
  if (read.status === 404) throw new Error(`There is no game ${gameId}.`);
  if (read.status === 403) throw new Error(`${options.email} may not see game ${gameId}: sign in as one of its studio's editors (GREENLIGHT_EMAIL).`);
  if (read.status !== 200) throw new Error(`Reading game ${gameId} failed: ${detailOf(read.body)}`);
  const game = read.body as GameKeys;
  if (!game.gameAnalyticsGameKey || !game.gameAnalyticsSecretKey) {
    throw new Error(
      `Game ${gameId} (${game.name}) has no analytics slot yet, or ${options.email} may not read its keys: run the Link to store step first (it creates the slot), as one of the game's editors.`,
    );
  }
  if (!game.adjustAppToken) {
    throw new Error(`Game ${gameId} (${game.name}) has no attribution app token yet: run the Link to store step first (it fetches the token).`);
  }

  // What GameAnalytics' SDK sends when a player opens the build and starts a level.
  const session = randomUUID();
  const device = `sdk-events-${randomUUID().slice(0, 8)}`;
  const common = { user_id: device, session_id: session, session_num: 1, v: 2, sdk_version: 'rest api v2', platform: 'android', os_version: 'android 14' };
  const analytics = JSON.stringify([
    { category: 'user', ...common },
    { category: 'progression', event_id: 'Start:World01:Level01', ...common },
  ]);
  const signature = createHmac('sha256', game.gameAnalyticsSecretKey).update(analytics).digest('base64');
  const sentAnalytics = await send(`${providerUrl}/ingest/analytics/${game.gameAnalyticsGameKey}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: signature },
    body: analytics,
  });
  if (sentAnalytics.status !== 200) throw new Error(`The analytics events were refused: ${detailOf(sentAnalytics.body)}`);
  log(`Analytics: sent a session start and a progression event for game ${gameId} (${game.name}).`);

  // What Adjust's SDK reports server to server on the first launch.
  const sentAttribution = await send(`${providerUrl}/ingest/attribution/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      app_token: game.adjustAppToken,
      events: [{ activity_kind: 'install', created_at: new Date().toISOString(), device_id: device }],
    }),
  });
  if (sentAttribution.status !== 200) throw new Error(`The attribution event was refused: ${detailOf(sentAttribution.body)}`);
  log(`Attribution: sent an install event for game ${gameId}.`);
  log('The SDK integration and game building tests should now pass.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await playSdkEvents(parseSdkEventsArgs(process.argv.slice(2), process.env));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
