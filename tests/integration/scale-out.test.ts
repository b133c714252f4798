// README "Scaling out" as a test (issue 18): two providers on one Postgres database,
// each through its own pool (its own LISTEN connection, its own operations worker),
// and a gateway in front of each. A session made through one gateway works on the
// other, an operation started through gateway A reaches a subscriber of gateway B
// (provider A publishes it, provider B hears it over LISTEN/NOTIFY), and the two
// workers polling one queue run it once; a sign-out, a revoked token and an access change
// made through gateway A close the matching sockets of gateway B (issue 42). Needs a
// Postgres server; skipped without one.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findGameIds, testDatabaseKinds } from '@greenlight/provider';
import { eq, inArray } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { games, operations, studios, users, workerLeases } from '../../provider/src/db/schema';
import { root } from '../../scripts/launcher';
import { globalId, GraphQLClient } from '../support/graphql-client';
import { cookieHeader, gatewaySocket } from '../support/live';
import { freePort } from '../support/ports';
import { DEMO_PASSWORD, startCluster, type Cluster, type ClusterNode } from '../support/stack';

const postgres = (await testDatabaseKinds()).includes('postgres');
if (!postgres) console.info('[tests] scale-out skipped: it needs a Postgres server (TEST_DATABASE_URL or 127.0.0.1:5432) that two providers share');

let cluster: Cluster;
let a: ClusterNode;
let b: ClusterNode;
const sockets: Client[] = [];

/**
 * A graphql-ws client of `node`'s gateway that sends `cookies` at the upgrade, as a browser
 * does, or a script's bearer token; `closes` gathers the codes it was closed with.
 */
function socketOf(node: ClusterNode, caller: Map<string, string> | { bearer: string }, closes: number[] = []): Client {
  const client = gatewaySocket(node.gatewayUrl, caller instanceof Map ? { cookie: cookieHeader(caller) } : { authorization: `Bearer ${caller.bearer}` }, closes);
  sockets.push(client);
  return client;
}

/** Every value a subscription delivers, and its errors. */
function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}): { values: T[]; errors: unknown[] } {
  const values: T[] = [];
  const errors: unknown[] = [];
  client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) values.push(result.data as T);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return { values, errors };
}

interface OperationEvent {
  gameOperations: { operationId: string; status: string; gameId: string; action: string; requestedByViewer: boolean };
}
const OPERATIONS = `subscription Operations($gameIds: [ID!]) {
  gameOperations(gameIds: $gameIds) { operationId status gameId action requestedByViewer }
}`;
const KILL = `mutation Kill($id: ID!) {
  gameAction(input: { killGame: { gameId: $id } }) { __typename ... on GameActionPayload { operation { operationId status } } }
}`;
const GAME = `query Game($id: ID!) { node(id: $id) { ... on Game { status disabled } } }`;

/** A socket of gateway B whose feed said CONNECTED, and the codes it is closed with. */
async function listeningOnB(caller: Map<string, string> | { bearer: string }) {
  const closes: number[] = [];
  const client = socketOf(b, caller, closes);
  const feed = collect<{ liveFeed: string }>(client, 'subscription { liveFeed }');
  await expect.poll(() => feed.values.map((value) => value.liveFeed), { timeout: 5000 }).toEqual(['CONNECTED']);
  return { closes, feed };
}
const closedWithin5s = async (closes: number[], code: number) => {
  const started = Date.now();
  await expect.poll(() => closes, { timeout: 5000, interval: 20 }).toContain(code);
  return Date.now() - started;
};

describe.skipIf(!postgres)('scale-out on one Postgres (README "Scaling out")', () => {
  beforeAll(async () => {
    cluster = await startCluster({ size: 2 });
    [a, b] = cluster.nodes as [ClusterNode, ClusterNode];
  });
  afterAll(async () => {
    for (const client of sockets) await client.dispose();
    await cluster?.close();
  });

  it('issue 18 scale-out: two gateways and two providers on one Postgres: an operation started through one gateway reaches a subscriber on the other, run once', async () => {
    // Two workers poll the one queue, each under its own lease.
    expect(a.provider.operations.instanceId).not.toBe(b.provider.operations.instanceId);
    await expect
      .poll(async () => (await cluster.database.db.select().from(workerLeases)).map((lease) => lease.instanceId).sort(), { timeout: 5000 })
      .toEqual([a.provider.operations.instanceId, b.provider.operations.instanceId].sort());

    // Signed in through gateway A; gateway B takes the same cookie (the session is the cookie, not the gateway's).
    const throughA = new GraphQLClient(a.gatewayUrl);
    expect((await throughA.signIn('pm@greenlight.test', DEMO_PASSWORD)).signIn.__typename).toBe('SignInSuccess');
    const throughB = new GraphQLClient(b.gatewayUrl);
    for (const [name, value] of throughA.cookies) throughB.cookies.set(name, value);
    expect(await throughB.data<{ viewer: { email: string } }>('{ viewer { email } }')).toEqual({ viewer: { email: 'pm@greenlight.test' } });

    // Three games killed at once through A, so that both workers find work on the queue together.
    const gameIds = await findGameIds(cluster.database.db, { studioSlug: 'studio-one', status: 'in_testing' }, 3);
    expect(gameIds.length).toBeGreaterThan(0);
    const games = gameIds.map((id) => globalId('Game', id));

    const socket = socketOf(b, throughA.cookies);
    const feed = collect<{ liveFeed: string }>(socket, 'subscription { liveFeed }');
    const heard = collect<OperationEvent>(socket, OPERATIONS, { gameIds: games });
    await expect.poll(() => feed.values.map((value) => value.liveFeed), { timeout: 5000 }).toEqual(['CONNECTED']);
    // The subscriber's upstream is gateway B's, to provider B; gateway A holds none.
    expect(b.gateway.live.connectionCount).toBe(1);
    expect(a.gateway.live.connectionCount).toBe(0);

    const killed = await Promise.all(
      games.map((id) => throughA.data<{ gameAction: { __typename: string; operation: { operationId: string; status: string } } }>(KILL, { id })),
    );
    const operationIds = killed.map((answer) => {
      expect(answer.gameAction).toMatchObject({ __typename: 'GameActionPayload', operation: { status: 'PENDING' } });
      return answer.gameAction.operation.operationId;
    });

    // Queued, then ended, each heard on gateway B.
    const statusesOf = (operationId: string) =>
      heard.values.filter((event) => event.gameOperations.operationId === operationId).map((event) => event.gameOperations.status);
    await expect
      .poll(() => operationIds.map(statusesOf), { timeout: 15_000 })
      .toEqual(operationIds.map(() => ['PENDING', 'SUCCESS']));
    for (const [index, operationId] of operationIds.entries()) {
      const events = heard.values.filter((event) => event.gameOperations.operationId === operationId);
      for (const event of events) expect(event.gameOperations).toMatchObject({ gameId: games[index], action: 'KILL_GAME', requestedByViewer: true });
    }
    expect([...feed.errors, ...heard.errors]).toEqual([]);

    // Run once each, though two workers poll the queue: one attempt, by one of the two.
    const rows = await cluster.database.db
      .select({ id: operations.id, status: operations.status, attempts: operations.attempts, claimedBy: operations.claimedBy })
      .from(operations)
      .where(inArray(operations.id, operationIds));
    expect(rows).toHaveLength(operationIds.length);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'success', attempts: 1 });
      expect([a.provider.operations.instanceId, b.provider.operations.instanceId]).toContain(row.claimedBy);
    }

    // A read through gateway B (provider B's pool) sees what provider A's request and whichever worker did.
    for (const id of games) {
      expect(await throughB.data<{ node: { status: string; disabled: boolean } }>(GAME, { id })).toEqual({ node: { status: 'FINISHED', disabled: false } });
    }
  });

  it('issue 42 NOTIF-12 a move through gateway A is told to the other side on gateway B, live: the publishing manager\'s feedback reaches the studio lead\'s bell there, naming the game', async () => {
    const pm = new GraphQLClient(a.gatewayUrl);
    expect((await pm.signIn('pm@greenlight.test', DEMO_PASSWORD)).signIn.__typename).toBe('SignInSuccess');
    const lead = new GraphQLClient(b.gatewayUrl);
    expect((await lead.signIn('lead@studio-one.test', DEMO_PASSWORD)).signIn.__typename).toBe('SignInSuccess');
    const socket = socketOf(b, lead.cookies);
    const feed = collect<{ liveFeed: string }>(socket, 'subscription { liveFeed }');
    const heard = collect<{ notifications: { type: string; message: string; relatedGameId: number } }>(socket, 'subscription { notifications { type message relatedGameId } }');
    await expect.poll(() => feed.values.map((value) => value.liveFeed), { timeout: 5000 }).toEqual(['CONNECTED']);

    const [gameId] = await findGameIds(cluster.database.db, { studioSlug: 'studio-one', status: 'finished' }, 1);
    const [game] = await cluster.database.db.select({ name: games.name }).from(games).where(eq(games.id, gameId!));
    const added = await pm.data<{ gameAction: { __typename: string } }>(
      `mutation Feedback($input: GameActionInput!) { gameAction(input: $input) { __typename } }`,
      { input: { addGameFeedback: { gameId: globalId('Game', gameId!), subject: 'Onboarding', feedback: '<p>Show the swipe earlier.</p>' } } },
    );
    expect(added.gameAction.__typename).toBe('GameActionPayload');
    await expect.poll(() => heard.values.map((value) => value.notifications.type), { timeout: 5000 }).toContain('GAME_FEEDBACK');
    const told = heard.values.find((value) => value.notifications.type === 'GAME_FEEDBACK')!.notifications;
    expect(told.relatedGameId).toBe(gameId);
    expect(told.message).toBe(`${game!.name}: new feedback from Paula Marchetti: “Onboarding”.`);
    expect([...feed.errors, ...heard.errors]).toEqual([]);
  });

  it('AUTH-17 LIVE sockets follow credentials: a sign-out and a token revoked through gateway A close within 5 s the matching sockets of gateway B (provider A to provider B over LISTEN/NOTIFY); the user\'s other session keeps its socket', async () => {
    const leaving = new GraphQLClient(a.gatewayUrl);
    expect((await leaving.signIn('pm2@greenlight.test', DEMO_PASSWORD)).signIn.__typename).toBe('SignInSuccess');
    const staying = new GraphQLClient(a.gatewayUrl);
    expect((await staying.signIn('pm2@greenlight.test', DEMO_PASSWORD)).signIn.__typename).toBe('SignInSuccess');
    const made = await staying.data<{ createAccessToken: { token: string; accessToken: { id: string } } }>(
      `mutation { createAccessToken(name: "scale-out", scope: READ, expiresInDays: 7) { ... on CreateAccessTokenPayload { token accessToken { id } } } }`,
    );
    const [onA, onB] = [a.gateway.live.connectionCount, b.gateway.live.connectionCount];
    const script = await listeningOnB({ bearer: made.createAccessToken.token });
    const left = await listeningOnB(leaving.cookies);
    const kept = await listeningOnB(staying.cookies);
    // One user: one more upstream on gateway B, to provider B; none more on A.
    expect(b.gateway.live.connectionCount).toBe(onB + 1);
    expect(a.gateway.live.connectionCount).toBe(onA);

    await leaving.data(`mutation { signOut { __typename } }`);
    expect(await closedWithin5s(left.closes, 4401)).toBeLessThan(5000);
    await staying.data(`mutation ($id: ID!) { revokeAccessToken(id: $id) { __typename } }`, { id: made.createAccessToken.accessToken.id });
    expect(await closedWithin5s(script.closes, 4401)).toBeLessThan(5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kept.closes).toEqual([]);
    expect(kept.feed.errors).toEqual([]);
  });

  it('STAFF-19 LIVE sockets follow credentials: an access level changed through gateway A closes the member\'s socket on gateway B with 4403 within 5 s', async () => {
    const lead = new GraphQLClient(a.gatewayUrl);
    expect((await lead.signIn('lead@studio-one.test', DEMO_PASSWORD)).signIn.__typename).toBe('SignInSuccess');
    const member = new GraphQLClient(b.gatewayUrl);
    expect((await member.signIn('games@studio-one.test', DEMO_PASSWORD)).signIn.__typename).toBe('SignInSuccess');
    const [studio] = await cluster.database.db.select({ id: studios.id }).from(studios).where(eq(studios.slug, 'studio-one'));
    const [user] = await cluster.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'games@studio-one.test'));
    const socket = await listeningOnB(member.cookies);
    const setAccess = (accessId: number) =>
      lead.data<{ updateStaffMember: { __typename: string } }>(
        `mutation ($studioId: Int!, $userId: Int!, $accessId: Int) { updateStaffMember(studioId: $studioId, userId: $userId, input: { accessId: $accessId }) { __typename } }`,
        { studioId: studio!.id, userId: user!.id, accessId },
      );
    expect((await setAccess(4)).updateStaffMember.__typename).toBe('StudioAdmin');
    expect(await closedWithin5s(socket.closes, 4403)).toBeLessThan(5000);
    await setAccess(2);
  });
});

describe.skipIf(!postgres)('providers starting together on an empty Postgres database', () => {
  it('issue 18 scale-out: two provider programs started at once on an empty database both come up, and the demo data is seeded once', async () => {
    const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `greenlight_start_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-start-'));
    const children: ChildProcess[] = [];
    try {
      const ports = await Promise.all([freePort(), freePort()]);
      const outputs = ports.map(() => ({ text: '' }));
      for (const [i, port] of ports.entries()) {
        const child = spawn(process.execPath, ['--import', 'tsx', 'provider/src/main.ts'], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: join(dataDir, String(i)), PROVIDER_PORT: String(port), SECRET: 'start-secret', LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (outputs[i]!.text += chunk.toString()));
        children.push(child);
      }
      for (const [i, port] of ports.entries()) {
        await expect.poll(() => fetch(`http://127.0.0.1:${port}/ready`).then((r) => r.status, () => 0), { timeout: 90_000, interval: 200 }).toBe(200);
        expect(children[i]!.exitCode, outputs[i]!.text).toBeNull();
      }
      // One of them seeded; the other found the data there.
      expect(outputs.filter((output) => output.text.includes('Seeded the demo data')).length).toBe(1);
      const database = new pg.Client({ connectionString: url.toString() });
      await database.connect();
      const { rows } = await database.query<{ users: number; studios: number }>(
        "select (select count(*)::int from users) as users, (select count(*)::int from studios) as studios",
      );
      await database.end();
      expect(rows[0]).toEqual({ users: 17, studios: 8 });
    } finally {
      await Promise.all(children.map((child) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))))));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

