// npm run store:publish -- --platform ios --store-id 1234567890 --bundle-id com.company.game [--name "My game"]
//
// Publishes an app in the simulated App Store or Play Store (Part G "store lookup"), so
// that the "Link to store" step finds it. It goes through the provider's HTTP API (the
// database is the provider's alone: PGlite is single-process): it signs in at
// PROVIDER_URL (http://localhost:4010) as GREENLIGHT_EMAIL / GREENLIGHT_PASSWORD (the
// demo studio lead by default) and posts the app to /simulator/store/apps.
// Exit codes: 0 published (or published already), 1 refused by the provider,
// 2 wrong arguments, 3 the provider could not be reached or failed.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const USAGE =
  'Usage: npm run store:publish -- --platform ios|android [--store-id <AppStore id, iOS only>] --bundle-id <bundle id> [--name "<app name>"]';

export interface StorePublishRequest {
  platform: 'ios' | 'android';
  storeId?: string;
  bundleId: string;
  name?: string;
}

/** The app to publish, or what is wrong with the arguments. */
export function parseStorePublishArgs(argv: readonly string[]): { request: StorePublishRequest } | { error: string } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        platform: { type: 'string' },
        'store-id': { type: 'string' },
        'bundle-id': { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { error: USAGE };
  const platform = values.platform;
  if (platform !== 'ios' && platform !== 'android') return { error: '--platform must be ios or android' };
  const bundleId = values['bundle-id'];
  if (typeof bundleId !== 'string' || !bundleId) return { error: '--bundle-id is required' };
  const storeId = values['store-id'];
  if (platform === 'ios' && (typeof storeId !== 'string' || !storeId)) return { error: '--store-id is required for an iOS app' };
  if (platform === 'android' && storeId) return { error: 'Android apps have no store id: leave --store-id out' };
  return {
    request: {
      platform,
      bundleId,
      ...(typeof storeId === 'string' && storeId ? { storeId } : {}),
      ...(typeof values.name === 'string' && values.name.trim() ? { name: values.name.trim() } : {}),
    },
  };
}

interface ErrorBody {
  detail?: string;
  errorList?: { code: string; detail: string; path?: string }[];
}

const describe = (body: ErrorBody | undefined, status: number) =>
  body?.errorList?.length ? body.errorList.map((e) => `${e.code}${e.path ? ` (${e.path})` : ''}: ${e.detail}`).join('\n') : (body?.detail ?? `HTTP ${status}`);

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers }, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = { detail: text };
  }
  return { status: response.status, body };
}

export async function storePublish(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const parsed = parseStorePublishArgs(argv);
  if ('error' in parsed) {
    console.error(parsed.error === USAGE ? USAGE : `${parsed.error}\n${USAGE}`);
    return 2;
  }
  const providerUrl = (env.PROVIDER_URL ?? 'http://localhost:4010').replace(/\/+$/, '');
  const username = env.GREENLIGHT_EMAIL ?? 'lead@studio-one.test';
  const password = env.GREENLIGHT_PASSWORD ?? 'Demo-pass-1';
  try {
    const login = await call(`${providerUrl}/auth/login`, { method: 'POST', body: JSON.stringify({ username, password }) });
    if (login.status !== 200) {
      console.error(`Could not sign in at ${providerUrl} as ${username}:\n${describe(login.body as ErrorBody, login.status)}`);
      return login.status >= 500 ? 3 : 1;
    }
    const { token } = login.body as { token: string };
    const published = await call(`${providerUrl}/simulator/store/apps`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify(parsed.request),
    });
    if (published.status === 200 || published.status === 201) {
      const app = published.body as { platform: string; storeId: string | null; bundleId: string; name: string };
      const store = app.platform === 'ios' ? 'App Store' : 'Play Store';
      const ids = app.storeId ? `AppStore ID ${app.storeId}, bundle id ${app.bundleId}` : `bundle id ${app.bundleId}`;
      console.log(`${published.status === 201 ? 'Published' : 'Already published'} in the simulated ${store}: "${app.name}" (${ids})`);
      return 0;
    }
    console.error(`The provider refused the app (HTTP ${published.status}):\n${describe(published.body as ErrorBody, published.status)}`);
    return published.status >= 500 ? 3 : 1;
  } catch (error) {
    console.error(`Could not reach the provider at ${providerUrl}: ${(error as Error).message}`);
    return 3;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await storePublish(process.argv.slice(2));
}
