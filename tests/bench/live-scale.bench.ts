// `npm run bench`: live updates at scale (issue 46). One provider (on PGlite, as `npm start`
// runs it, then on a Postgres server when one answers) and two gateways in front of it,
// each its own process, as in production (trusted documents, the points budget, V8's
// options); 200 studio members (invited through the provider's API by the administrator,
// their passwords chosen through the invitation's link, signed in through a gateway as the
// browser does) hold 1,000 graphql-ws subscribers, five each, split evenly over the two
// gateways: half follow the game operations of the games they may see (the app shell's
// LiveUpdatesSubscription), half their notifications (the bell's
// NotificationBellSubscription), each beside the feed's state (LiveUpdatesFeedSubscription),
// by the web app's persisted documents, as a page subscribes. Then a stream of game actions
// on the two studios' games (set_game_genres, run at once; kill_game, queued and run by the
// worker) and of staff messages to the members (NOTIF-10).
//
// Prints each event's fan-out time, from the moment the provider wrote it (the operation's
// createdAt when queued, its finishedAt when done, the notification's createdAt: the
// provider's clock, this machine's; the commit comes a little later) to each subscriber that
// may hear it: p50, p95 and max per (event, subscriber) and per event until its last
// subscriber; the events, the deliveries expected, received, lost and duplicated; and each
// gateway's memory per idle subscriber, resident and V8's heap used: as sampled (the median
// of 5 samples a second apart before the sockets open and once all are open and idle,
// nothing forced), a figure that swings by tens of kB a subscriber from run to run with the
// garbage left in V8's young generation (64 MB semi-spaces, scripts/launcher.ts), which an
// idle gateway rarely collects; and as retained (after full collections asked through the
// inspector, with all the subscribers open and idle, then once all but the first 50 have
// closed and their members' upstream connections with them). Targets: p95 ≤ 100 ms, none
// lost or duplicated, ≤ 50 kB per idle subscriber. Where the time goes: a listener on the
// provider's own feed (the administrator's, in a thread of its own) times when each
// operation's frame left the provider; each program's CPU, per delivery for the gateways;
// this process's own (its 1,000 sockets share one event loop, and the machine's two cores
// with the programs).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { testDatabaseKinds } from '@greenlight/provider';
import { gatewayNodeOptions } from '../../scripts/launcher';
import { gatewaySocket } from '../support/live';
import { freePort } from '../support/ports';
import { byId, jsonPoster, signInThroughGateway } from './http';
import { at, cpuOf, memoryMetrics, mb, metricsText, metricValue, rssOf, serverDatabase, startProgram } from './programs';

const USERS = Number(process.env.LIVE_USERS ?? 200);
const PER_USER = 5;
const SECONDS = Number(process.env.LIVE_SECONDS ?? 20);
const OPERATIONS_PER_SECOND = Number(process.env.LIVE_OPERATIONS_PER_SECOND ?? 5);
const NOTIFICATIONS_PER_SECOND = Number(process.env.LIVE_NOTIFICATIONS_PER_SECOND ?? 10);
/** The targets of issue 46. */
const P95_TARGET_MS = 100;
const KB_PER_SUBSCRIBER_TARGET = 50;
/** The members' password, chosen through their invitation's link. */
const PASSWORD = 'Live-bench-46';
const ADMIN = { username: 'admin@greenlight.test', password: 'Demo-pass-1' };
/** The two studios whose members subscribe and whose games get the operations (DEMO.md). */
const STUDIOS = ['Studio One', 'Studio Two'];
/** Sockets opened at once: a gateway opens each one's subscriptions asynchronously. The first batch stays open throughout. */
const OPENING_BATCH = 50;
/** How long a gateway keeps a user's upstream connection once nobody listens (live/hub.ts lingerMs), and a little more. */
const UPSTREAM_LINGER_MS = 12_000;

type Kind = 'operations' | 'notifications';

interface Member {
  email: string;
  userId: number;
  studioId: number;
  cookie: string;
}

interface Subscriber {
  member: Member;
  gateway: number;
  kind: Kind;
  client: Client;
  /** When each event was heard (Date.now()), by its key; more than one is a duplicate. */
  heard: Map<string, number[]>;
  connected: boolean;
  errors: string[];
  closes: number[];
}

/** An event the stream made: its key as subscribers hear it, when the provider wrote it, who may hear it. */
interface LiveEvent {
  key: string;
  kind: Kind;
  at: number;
  /** operations: the game's studio; notifications: the recipient. */
  audience: { studioId: number } | { userId: number };
}

interface ProviderOperation {
  operationId: string;
  status: string;
  createdAt: string;
  finishedAt: string | null;
}

interface Gateway {
  program: ChildProcess;
  url: string;
  inspectorPort: number;
}

const { post: postWith, close: closePoster } = jsonPoster(16);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` on every item, `concurrency` at a time; answers the results in order. */
async function inPool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

type ProviderApi = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** The provider's REST API as the administrator calls it (a bearer token). */
function providerApi(providerUrl: string, token: string): ProviderApi {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${providerUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/**
 * The provider's mailbox without SMTP: its log (at info) holds each mail kept in the
 * outbox, with its text; the invitation's link carries the token that chooses a password.
 */
class Mailbox {
  private readonly tokens = new Map<string, string>();
  private readonly waiting = new Map<string, (token: string) => void>();

  read(line: string): void {
    if (!line.includes('mail kept in the outbox')) return;
    const entry = JSON.parse(line) as { to: string; text: string };
    const token = /\/resetpwd\/[^/\s]+\/(\S+)/.exec(entry.text)?.[1];
    if (!token) return;
    this.tokens.set(entry.to, token);
    this.waiting.get(entry.to)?.(token);
  }

  tokenOf(email: string): Promise<string> {
    const token = this.tokens.get(email);
    if (token) return Promise.resolve(token);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no invitation was mailed to ${email}`)), 10_000);
      this.waiting.set(email, (found) => {
        clearTimeout(timer);
        resolve(found);
      });
    });
  }
}

/** The members of the two studios, in turn: invited by the administrator, each chooses a password through the link. */
async function inviteMembers(api: ProviderApi, mailbox: Mailbox, studioIds: number[]): Promise<Omit<Member, 'cookie'>[]> {
  const run = Date.now().toString(36);
  return inPool(Array.from({ length: USERS }, (_, i) => i), 6, async (i) => {
    const studioId = studioIds[i % studioIds.length]!;
    const email = `live-${run}-${i}@live-bench.test`;
    // Access level 4 (the default, read only): they see the studio's games, and no move on them is told to them (handoffs.ts).
    const member = await api<{ user_id: number }>('POST', `/ss/studio/${studioId}/users`, { firstName: 'Live', lastName: `Subscriber ${i}`, email });
    const resetToken = await mailbox.tokenOf(email);
    await api('POST', '/auth/resetpwd', { username: email, resetToken, newPwd1: PASSWORD, newPwd2: PASSWORD });
    return { email, userId: member.user_id, studioId };
  });
}

interface Card {
  id: number;
  studioId: number;
  status: string;
}

/** A game and two choices of its genres, set in turn. */
type GenreGame = Card & { genres: [number[], number[]] };

/** The games of the studios: the running ones take one kill_game each, the others (but the archived) set_game_genres again and again. */
async function targetGames(api: ProviderApi, studioIds: number[]) {
  const cards: Card[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await api<{ data: Card[] }>('POST', '/v1/games/cards', { limit: 100, offset });
    cards.push(...page.data);
    if (page.data.length < 100) break;
  }
  const ours = cards.filter((card) => studioIds.includes(card.studioId));
  const killGames = ours.filter((card) => card.status === 'in_testing');
  // A game being killed is disabled meanwhile (409 to any other action): the running ones take no genres.
  const byStudio = studioIds.map((id) => ours.filter((card) => card.studioId === id && card.status !== 'archived' && card.status !== 'in_testing'));
  const genreGames: GenreGame[] = [];
  // In turn from each studio, so that consecutive operations reach the two halves of the members.
  for (let i = 0; i < Math.max(...byStudio.map((games) => games.length)); i++) {
    for (const games of byStudio) {
      const card = games[i];
      if (!card) continue;
      const { fields } = await api<{ fields: { options: { value: number; group: string }[] }[] }>('GET', `/game/${card.id}/set_game_genres`);
      const groups = new Map<string, number[]>();
      for (const option of fields[0]!.options) groups.set(option.group, [...(groups.get(option.group) ?? []), option.value]);
      // Two choices of one genre per category, set in turn.
      genreGames.push({ ...card, genres: [[...groups.values()].map((values) => values[0]!), [...groups.values()].map((values) => values[1] ?? values[0]!)] });
    }
  }
  return { genreGames, killGames };
}

/** A subscription by the web app's persisted document, as the browser sends it over graphql-ws (an empty query beside the id). */
const persistedSubscription = (name: string) => ({ query: '', ...byId(name, {}) });

function subscribe(subscriber: Subscriber): void {
  const failed = (error: unknown) => subscriber.errors.push(error instanceof Error ? error.message : JSON.stringify(error));
  subscriber.client.subscribe<{ liveFeed: string }>(persistedSubscription('LiveUpdatesFeedSubscription'), {
    next: (result) => {
      if (result.data?.liveFeed === 'CONNECTED') subscriber.connected = true;
      else if (result.data) subscriber.errors.push(`liveFeed ${result.data.liveFeed}`);
      for (const error of result.errors ?? []) subscriber.errors.push(error.message);
    },
    error: failed,
    complete: () => undefined,
  });
  const name = subscriber.kind === 'operations' ? 'LiveUpdatesSubscription' : 'NotificationBellSubscription';
  subscriber.client.subscribe<{ gameOperations?: { operationId: string; status: string }; notifications?: { notificationId: number } }>(
    persistedSubscription(name),
    {
      next: (result) => {
        const now = Date.now();
        for (const error of result.errors ?? []) subscriber.errors.push(error.message);
        const operation = result.data?.gameOperations;
        const notification = result.data?.notifications;
        const key = operation ? `${operation.operationId}:${operation.status}` : notification ? `n:${notification.notificationId}` : undefined;
        if (!key) return;
        const times = subscriber.heard.get(key);
        if (times) times.push(now);
        else subscriber.heard.set(key, [now]);
      },
      error: failed,
      complete: () => undefined,
    },
  );
}

const median = (values: number[]) => at([...values].sort((a, b) => a - b), 0.5);

/** Each gateway's memory, the median of `samples` samples a second apart: resident (/proc) and V8's heap used (its metrics), in bytes. */
async function gatewayMemory(gateways: Gateway[], samples = 5): Promise<{ rss: number; heapUsed: number }[]> {
  const taken = gateways.map(() => ({ rss: [] as number[], heapUsed: [] as number[] }));
  for (let sample = 0; sample < samples; sample++) {
    if (sample > 0) await sleep(1000);
    await Promise.all(
      gateways.map(async (gateway, index) => {
        const metrics = await memoryMetrics(gateway.url, 'gateway');
        taken[index]!.rss.push((rssOf(gateway.program) ?? NaN) * 1024 * 1024);
        taken[index]!.heapUsed.push(metrics?.heapUsed ?? NaN);
      }),
    );
  }
  return taken.map(({ rss, heapUsed }) => ({ rss: median(rss), heapUsed: median(heapUsed) }));
}

/** A full collection in a program started with --inspect, asked through its inspector (the Chrome DevTools protocol). */
async function collectGarbage(inspectorPort: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { id?: number }).id === 1) resolve();
      });
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    });
  } finally {
    socket.close();
  }
}

/** Each gateway's memory once a full collection has run in it: what its objects hold, without the garbage of the moment. */
async function retainedMemory(gateways: Gateway[]): Promise<{ rss: number; heapUsed: number }[]> {
  await Promise.all(gateways.map((gateway) => collectGarbage(gateway.inspectorPort)));
  await sleep(500);
  return gatewayMemory(gateways, 3);
}

/** A gauge of a program's metrics. */
const gauge = async (url: string, name: string) => metricValue(await metricsText(url), name);

/**
 * The provider's own feed as the administrator (every game's operations), in a thread of
 * its own so that the 1,000 sockets of this one do not delay it: when each operation's
 * frame left the provider. The provider sends to its sockets in the order they opened,
 * this one's last: after the gateways' upstream connections.
 */
function providerFeedListener(providerUrl: string, userId: number, token: string) {
  const url = new URL('/ws', providerUrl);
  url.protocol = 'ws:';
  url.searchParams.set('userId', String(userId));
  url.searchParams.set('token', token);
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const WebSocket = require('ws');
     const heard = [];
     const socket = new WebSocket(workerData.url);
     socket.on('open', () => parentPort.postMessage({ open: true }));
     socket.on('error', (error) => parentPort.postMessage({ error: error.message }));
     socket.on('message', (data) => {
       const now = Date.now();
       const frame = JSON.parse(String(data));
       if (frame.type === 'game-operation') heard.push([frame.message.operationId + ':' + frame.message.status.toUpperCase(), now]);
     });
     parentPort.on('message', () => {
       socket.terminate();
       parentPort.postMessage({ heard });
     });`,
    { eval: true, workerData: { url: url.toString() } },
  );
  const answer = <T>() => new Promise<T>((resolve, reject) => worker.once('message', resolve).once('error', reject));
  return {
    opened: answer<{ open?: true; error?: string }>().then((message) => {
      if (message.error) throw new Error(`the provider's feed: ${message.error}`);
    }),
    /** When each operation's frame came, by its key; the thread ends. */
    heard: async () => {
      const done = answer<{ heard: [string, number][] }>();
      worker.postMessage('done');
      const { heard } = await done;
      await worker.terminate();
      return new Map(heard);
    },
    close: () => void worker.terminate(),
  };
}

/**
 * The stream: game actions and staff messages at their rates, each fired on time whatever
 * the answers before; then the queued actions, once the worker has run them. Answers the
 * events it made, when the provider wrote each.
 */
async function fireStream(api: ProviderApi, members: Member[], genreGames: GenreGame[], killGames: Card[]) {
  const events: LiveEvent[] = [];
  const queued: { operationId: string; studioId: number }[] = [];
  const failures: string[] = [];
  const operationEvent = (operation: ProviderOperation, studioId: number) =>
    events.push({
      key: `${operation.operationId}:${operation.status.toUpperCase()}`,
      kind: 'operations',
      at: Date.parse(operation.finishedAt ?? operation.createdAt),
      audience: { studioId },
    });
  const streamStart = performance.now() + 100;
  const fired: Promise<void>[] = [];
  const operationsTotal = Math.round(SECONDS * OPERATIONS_PER_SECOND);
  const notificationsTotal = Math.round(SECONDS * NOTIFICATIONS_PER_SECOND);
  const kills = [...killGames];
  const schedule = (count: number, perSecond: number, fire: (index: number) => Promise<void>) =>
    (async () => {
      for (let index = 0; index < count; index++) {
        const wait = streamStart + (index * 1000) / perSecond - performance.now();
        if (wait > 0) await sleep(wait);
        fired.push(fire(index).catch((error: unknown) => void failures.push((error as Error).message)));
      }
    })();
  await Promise.all([
    schedule(operationsTotal, OPERATIONS_PER_SECOND, async (index) => {
      // One operation in eight a kill, queued for the worker, while running games remain.
      const kill = index % 8 === 3 ? kills.shift() : undefined;
      if (kill) {
        const { operation } = await api<{ operation: ProviderOperation }>('POST', `/game/${kill.id}/kill_game`, {});
        operationEvent(operation, kill.studioId);
        queued.push({ operationId: operation.operationId, studioId: kill.studioId });
        return;
      }
      const game = genreGames[index % genreGames.length]!;
      const genres = game.genres[Math.floor(index / genreGames.length) % 2]!;
      const { operation } = await api<{ operation: ProviderOperation }>('POST', `/game/${game.id}/set_game_genres`, { genres });
      operationEvent(operation, game.studioId);
    }),
    schedule(notificationsTotal, NOTIFICATIONS_PER_SECOND, async (index) => {
      const recipient = members[index % members.length]!;
      const notification = await api<{ id: number; createdAt: string }>('POST', '/notification', {
        type: 'info',
        content: `Live at scale: message ${index + 1}`,
        recipientId: recipient.userId,
      });
      events.push({ key: `n:${notification.id}`, kind: 'notifications', at: Date.parse(notification.createdAt), audience: { userId: recipient.userId } });
    }),
  ]);
  await Promise.all(fired);
  const firedInMs = performance.now() - streamStart;
  // The queued ones, once the worker has run them.
  const ended = await Promise.all(
    queued.map(async ({ operationId, studioId }) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const operation = await api<ProviderOperation>('GET', `/operations/${operationId}`);
        if (!['pending', 'running'].includes(operation.status) || Date.now() > deadline) return { operation, studioId };
        await sleep(200);
      }
    }),
  );
  for (const { operation, studioId } of ended) if (operation.finishedAt) operationEvent(operation, studioId);
  return { events, killed: queued.length, failures, firedInMs, operationsTotal, notificationsTotal };
}

/** The deliveries of the events (of one kind): their fan-out times, sorted, and what was lost and duplicated. */
function deliveryFigures(events: LiveEvent[], audiences: Map<string, Subscriber[]>, kind?: Kind) {
  const deliveries: number[] = [];
  const toAll: number[] = [];
  let count = 0;
  let received = 0;
  let lost = 0;
  let duplicated = 0;
  for (const event of events) {
    if (kind && event.kind !== kind) continue;
    count++;
    let last = 0;
    let missing = false;
    for (const subscriber of audiences.get(event.key)!) {
      const times = subscriber.heard.get(event.key);
      if (!times) {
        lost++;
        missing = true;
        continue;
      }
      received++;
      duplicated += times.length - 1;
      deliveries.push(times[0]! - event.at);
      last = Math.max(last, times[0]! - event.at);
    }
    if (!missing && audiences.get(event.key)!.length > 0) toAll.push(last);
  }
  deliveries.sort((a, b) => a - b);
  toAll.sort((a, b) => a - b);
  return { count, wanted: received + lost, received, lost, duplicated, deliveries, toAll };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const spread = (sorted: number[]) => `p50 ${ms(at(sorted, 0.5))}, p95 ${ms(at(sorted, 0.95))}, max ${ms(sorted.at(-1) ?? 0)}`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const GATEWAY_NAMES = ['A', 'B'];
/** The inspector's own lines on a program's standard error. */
const INSPECTOR_LINE = /^(Debugger (listening|attached|ending)|For help, see: https:\/\/nodejs\.org\/en\/docs\/inspector)/;

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-live-'));
  // Removed at the end, or when this process ends early (its programs are stopped then too: startProgram).
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', removeDataDir);
  let database: Awaited<ReturnType<typeof serverDatabase>> | undefined;
  const mailbox = new Mailbox();
  const children: ChildProcess[] = [];
  const subscribers: Subscriber[] = [];
  let listener: ReturnType<typeof providerFeedListener> | undefined;
  try {
    if (kind === 'postgres') database = await serverDatabase('greenlight_live');
    const providerPort = await freePort();
    const providerUrl = `http://127.0.0.1:${providerPort}`;
    const started = performance.now();
    // At info, the provider's log is the mailbox (no SMTP_URL): the invitations' links are read there.
    const provider = await startProgram(
      'provider/src/main.ts',
      { DATA_DIR: dataDir, PROVIDER_PORT: String(providerPort), SECRET: 'live-secret', LOG_LEVEL: 'info', ...(database ? { DATABASE_URL: database.url } : {}) },
      `${providerUrl}/health`,
      { onLine: (line) => mailbox.read(line) },
    );
    children.push(provider);
    const gateways: Gateway[] = [];
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      const inspectorPort = await freePort();
      const url = `http://127.0.0.1:${port}`;
      // As in production: trusted documents, V8's options, the points budget (5,000 an hour per user: a
      // subscription costs 1, a member's ten and the sign-ins from this one address stay far below it; the
      // gateway caps no sockets per user). The inspector, for the full collections of the retained memory.
      const program = await startProgram(
        'gateway/src/main.ts',
        { PORT: String(port), PROVIDER_URL: providerUrl, NODE_ENV: 'production', NODE_OPTIONS: gatewayNodeOptions() },
        `${url}/health`,
        { nodeArgs: [`--inspect=127.0.0.1:${inspectorPort}`], onErrorLine: (line) => void (INSPECTOR_LINE.test(line) || console.error(line)) },
      );
      children.push(program);
      gateways.push({ program, url, inspectorPort });
    }

    const login = (await (await fetch(`${providerUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()) as { token: string };
    const api = providerApi(providerUrl, login.token);
    const studios = (await api<{ data: { id: number; name: string }[] }>('GET', '/ss/studios')).data;
    const studioIds = STUDIOS.map((name) => studios.find((studio) => studio.name === name)!.id);
    const invited = await inviteMembers(api, mailbox, studioIds);
    const { genreGames, killGames } = await targetGames(api, studioIds);
    // Each member signs in once, through either gateway (the session is the cookie, good on both).
    const members: Member[] = await inPool(invited, 6, async (member, i) => ({
      ...member,
      cookie: await signInThroughGateway(postWith, `${gateways[i % 2]!.url}/graphql`, member.email, PASSWORD),
    }));
    console.log(
      `live at scale (${kind}): ${members.length} studio members of ${STUDIOS.join(' and ')} invited and signed in, ${genreGames.length} of their games ` +
        `to set genres on and ${killGames.length} to kill, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    // Idle gateways, their members signed in: the memory before.
    const before = await gatewayMemory(gateways);

    // Five subscribers a member, in turn on gateway A and B, two of every four on operations.
    for (let index = 0; index < members.length * PER_USER; index++) {
      const member = members[Math.floor(index / PER_USER)]!;
      const gateway = index % 2;
      const closes: number[] = [];
      subscribers.push({
        member,
        gateway,
        kind: Math.floor(index / 2) % 2 === 0 ? 'operations' : 'notifications',
        client: gatewaySocket(gateways[gateway]!.url, { cookie: member.cookie }, closes),
        heard: new Map(),
        connected: false,
        errors: [],
        closes,
      });
    }
    const opening = performance.now();
    for (let from = 0; from < subscribers.length; from += OPENING_BATCH) {
      const batch = subscribers.slice(from, from + OPENING_BATCH);
      for (const subscriber of batch) subscribe(subscriber);
      const deadline = Date.now() + 30_000;
      while (batch.some((subscriber) => !subscriber.connected && subscriber.errors.length === 0 && subscriber.closes.length === 0) && Date.now() < deadline) await sleep(20);
    }
    const openedInMs = performance.now() - opening;
    const connected = subscribers.filter((subscriber) => subscriber.connected).length;
    const upstreams = await Promise.all(gateways.map((gateway) => gauge(gateway.url, 'gateway_live_upstream_connections')));
    const feeds = await gauge(providerUrl, 'provider_live_connections');
    console.log(
      `  ${subscribers.length} subscribers opened in ${(openedInMs / 1000).toFixed(1)} s (${OPENING_BATCH} at a time), ${connected} heard CONNECTED; ` +
        `upstream connections: gateway A ${upstreams[0]}, gateway B ${upstreams[1]}; the provider's feed sockets ${feeds}`,
    );

    // All open and idle: the memory after.
    await sleep(2000);
    const after = await gatewayMemory(gateways);
    const kb = (bytes: number) => bytes / 1024;
    const onGateway = (index: number) => subscribers.filter((subscriber) => subscriber.gateway === index);
    const memoryLine = (count: number, from: { rss: number; heapUsed: number }, to: { rss: number; heapUsed: number }) => {
      const rss = kb(to.rss - from.rss) / count;
      const heap = kb(to.heapUsed - from.heapUsed) / count;
      return (
        `resident ${mb(from.rss / 1048576)} → ${mb(to.rss / 1048576)}, ${rss.toFixed(1)} kB per subscriber (target ≤ ${KB_PER_SUBSCRIBER_TARGET} kB: ${met(rss <= KB_PER_SUBSCRIBER_TARGET)}); ` +
        `V8 heap used ${mb(from.heapUsed / 1048576)} → ${mb(to.heapUsed / 1048576)}, ${heap.toFixed(1)} kB per subscriber (target ≤ ${KB_PER_SUBSCRIBER_TARGET} kB: ${met(heap <= KB_PER_SUBSCRIBER_TARGET)})`
      );
    };
    for (const [index, name] of GATEWAY_NAMES.entries()) {
      console.log(`  gateway ${name}, ${onGateway(index).length} idle subscribers, as sampled (nothing forced) before the sockets and once all are open; ${memoryLine(onGateway(index).length, before[index]!, after[index]!)}`);
    }

    // The stream, heard by the subscribers and by a listener on the provider's own feed.
    const me = (await api<{ id: number }>('GET', '/v1/me')).id;
    listener = providerFeedListener(providerUrl, me, login.token);
    await listener.opened;
    const ownDelay = monitorEventLoopDelay({ resolution: 1 });
    ownDelay.enable();
    const cpuBefore = { programs: children.map((child) => cpuOf(child) ?? NaN), own: process.cpuUsage(), at: performance.now() };
    const { events, killed, failures, firedInMs, operationsTotal, notificationsTotal } = await fireStream(api, members, genreGames, killGames);

    // Everyone who may hear each event, and what each heard.
    const audiences = new Map(
      events.map((event) => [
        event.key,
        subscribers.filter(
          (subscriber) =>
            subscriber.kind === event.kind &&
            ('studioId' in event.audience ? subscriber.member.studioId === event.audience.studioId : subscriber.member.userId === event.audience.userId),
        ),
      ]),
    );
    const expected = [...audiences.values()].reduce((sum, audience) => sum + audience.length, 0);
    const heardExpected = () => events.reduce((sum, event) => sum + audiences.get(event.key)!.filter((subscriber) => subscriber.heard.has(event.key)).length, 0);
    const waitUntil = Date.now() + 10_000;
    while (heardExpected() < expected && Date.now() < waitUntil) await sleep(100);
    const cpuAfter = { programs: children.map((child) => cpuOf(child) ?? NaN), own: process.cpuUsage(cpuBefore.own), at: performance.now() };
    ownDelay.disable();
    const providerFeed = await listener.heard();

    const figures = (kind?: Kind) => deliveryFigures(events, audiences, kind);
    const known = new Set(events.map((event) => event.key));
    const unexpected = subscribers.reduce((sum, subscriber) => sum + [...subscriber.heard.keys()].filter((key) => !known.has(key)).length, 0);
    const all = figures();
    console.log(
      `  the stream: ${operationsTotal} game actions (${OPERATIONS_PER_SECOND}/s: set_game_genres, and kill_game on ${killed} running games) and ` +
        `${notificationsTotal} staff messages (${NOTIFICATIONS_PER_SECOND}/s) fired in ${(firedInMs / 1000).toFixed(1)} s` +
        (failures.length ? `; ${failures.length} refused: ${failures.slice(0, 3).join('; ')}` : ''),
    );
    for (const kind of ['operations', 'notifications'] as const) {
      const part = figures(kind);
      console.log(
        `    ${kind}: ${part.count} events, ${part.wanted} deliveries expected, ${part.received} received, ${part.lost} lost, ${part.duplicated} duplicated; ` +
          `fan-out per subscriber ${spread(part.deliveries)}; until the event's last subscriber ${spread(part.toAll)}`,
      );
    }
    console.log(
      `  every event: ${all.count} events, ${expected} deliveries expected, ${all.received} received, ${all.lost} lost, ${all.duplicated} duplicated ` +
        `(target none lost or duplicated: ${met(all.lost === 0 && all.duplicated === 0)}); ${unexpected} other events heard`,
    );
    console.log(
      `  fan-out time per (event, subscriber): ${spread(all.deliveries)} (target p95 ≤ ${P95_TARGET_MS} ms: ${met(at(all.deliveries, 0.95) <= P95_TARGET_MS)}); ` +
        `per event, until its last subscriber: ${spread(all.toAll)}`,
    );
    // Where an operation's time goes: until its frame left the provider, then through a gateway.
    const inProvider: number[] = [];
    const throughGateways: number[] = [];
    for (const event of events) {
      const left = providerFeed.get(event.key);
      if (event.kind !== 'operations' || left === undefined) continue;
      inProvider.push(left - event.at);
      for (const subscriber of audiences.get(event.key)!) {
        const times = subscriber.heard.get(event.key);
        if (times) throughGateways.push(times[0]! - left);
      }
    }
    inProvider.sort((a, b) => a - b);
    throughGateways.sort((a, b) => a - b);
    console.log(
      `    an operation's time: in the provider until its frame left (its transaction, the game read again, 400 sockets sent to) ${spread(inProvider)}; ` +
        `from there through a gateway to each subscriber ${spread(throughGateways)}`,
    );
    const seconds = (cpuAfter.at - cpuBefore.at) / 1000;
    const spent = (index: number) => cpuAfter.programs[index]! - cpuBefore.programs[index]!;
    const deliveriesOn = (index: number) => subscribers.filter((subscriber) => subscriber.gateway === index).reduce((sum, subscriber) => sum + [...subscriber.heard.values()].reduce((n, times) => n + times.length, 0), 0);
    const ownMs = (cpuAfter.own.user + cpuAfter.own.system) / 1000;
    console.log(
      `    CPU meanwhile (2 cores: 2000 ms a second): provider ${(spent(0) / seconds).toFixed(0)} ms a second; ` +
        GATEWAY_NAMES.map((name, index) => `gateway ${name} ${(spent(index + 1) / seconds).toFixed(0)} ms a second, ${(spent(index + 1) / deliveriesOn(index)).toFixed(2)} ms per delivery`).join('; ') +
        `; this process (the 1,000 subscribers and the stream) ${(ownMs / seconds).toFixed(0)} ms a second, ${(ownMs / all.received).toFixed(2)} ms per delivery, ` +
        `a 1 ms timer of its event loop late by p99 ${ms(ownDelay.percentile(99) / 1e6 - 1)}, max ${ms(ownDelay.max / 1e6 - 1)}`,
    );
    const troubled = subscribers.filter((subscriber) => subscriber.errors.length > 0 || subscriber.closes.length > 0);
    if (troubled.length) {
      console.log(`  ${troubled.length} subscribers had errors or closed: ${troubled.slice(0, 3).map((subscriber) => [...subscriber.errors, ...subscriber.closes.map((code) => `closed ${code}`)].join(', ')).join('; ')}`);
    }

    // What the subscribers hold once the garbage is gone: all open and idle again, then all but the first batch closed.
    const retainedAll = await retainedMemory(gateways);
    const closing = subscribers.slice(OPENING_BATCH);
    await Promise.all(closing.map((subscriber) => subscriber.client.dispose()));
    await sleep(UPSTREAM_LINGER_MS);
    const retainedFirst = await retainedMemory(gateways);
    const upstreamsLeft = await Promise.all(gateways.map((gateway) => gauge(gateway.url, 'gateway_live_upstream_connections')));
    for (const [index, name] of GATEWAY_NAMES.entries()) {
      const closed = closing.filter((subscriber) => subscriber.gateway === index).length;
      console.log(
        `  gateway ${name}, retained (full collections asked through the inspector) by ${closed} idle subscribers and their members' upstream connections, ` +
          `freed once they closed (${upstreamsLeft[index]} upstream connections left); ${memoryLine(closed, retainedFirst[index]!, retainedAll[index]!)}`,
      );
    }
  } finally {
    listener?.close();
    await Promise.all(subscribers.map((subscriber) => subscriber.client.dispose()));
    for (const child of children) child.kill('SIGTERM');
    await sleep(1000);
    removeDataDir();
    process.off('exit', removeDataDir);
    await database?.drop();
  }
}

// PGlite, as `npm start` runs; then a Postgres server when one answers, where the provider's queries
// leave its thread free (PGlite runs them in it) and its feed goes through LISTEN/NOTIFY as when scaled
// out. LIVE_DATABASE=pglite or postgres runs one.
const only = process.env.LIVE_DATABASE;
if (only !== 'postgres') await run('pglite');
if (only !== 'pglite') {
  if ((await testDatabaseKinds()).includes('postgres')) await run('postgres');
  else console.log('postgres: no server answers at 127.0.0.1:5432 (TEST_DATABASE_URL): not measured');
}
closePoster();
