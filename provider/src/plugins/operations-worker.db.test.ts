// Issue 18, graceful shutdown: a provider that closes lets the operation under way end
// (its network calls and its commit) before it stops, then gives its lease up.
import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../app';
import { campaigns, games, operations, workerLeases } from '../db/schema';
import { memoryLedger, simulatedAdNetworks } from '../domain/campaigns/adapter';
import { startTestApp, TEST_SECRET, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

describe.each(await testDatabaseKinds())('the operations worker on %s', (kind) => {
  let t: TestApp;
  const ledger = memoryLedger();
  beforeAll(async () => {
    // Network calls of 300 ms: the kill below is under way for a while.
    t = await startTestApp(kind, { adNetworks: simulatedAdNetworks({ latencyMs: 300, ledger }), operations: { autoStart: true, pollMs: 20 } });
  });
  afterAll(async () => t?.close());

  /** Games with two running campaigns: two stop calls, 600 ms. */
  const gamesWithTwoCampaigns = () =>
    t.database.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(campaigns, eq(campaigns.gameId, games.id))
      .where(and(eq(games.status, 'in_testing'), eq(campaigns.status, 'active')))
      .groupBy(games.id)
      .having(gte(count(), 2))
      .orderBy(games.id);

  /** Kills the game; answers when its first stop call is done (the networks' ledger has it): the operation is under way. */
  const killUnderWay = async (gameId: number) => {
    const answer = await t.app.inject({ method: 'POST', url: `/game/${gameId}/kill_game`, headers: await t.as('pm@greenlight.test') });
    expect(answer.statusCode).toBe(202);
    const { operationId } = answer.json<{ operation: { operationId: string } }>().operation;
    const calls = () => ledger.entries.filter((entry) => entry.key?.startsWith(`${operationId}:`)).length;
    for (let i = 0; i < 300 && calls() === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(calls()).toBe(1);
    return { operationId, calls };
  };

  it('issue 18 BE-OPS-01 an operation asks the networks before its transaction: a read answers while its calls are under way', async () => {
    const [game] = await gamesWithTwoCampaigns();
    const { calls } = await killUnderWay(game!.id);
    // On PGlite (one connection) a transaction open during the calls would hold this read until they end.
    const read = await t.app.inject({ method: 'GET', url: `/game/${game!.id}`, headers: await t.as('pm@greenlight.test') });
    expect(read.statusCode).toBe(200);
    expect(calls()).toBe(1);
    for (let i = 0; i < 300 && calls() < 2; i++) await new Promise((r) => setTimeout(r, 10));
  });

  it('issue 18 BE-OPS-01 closing the provider finishes the operation under way, once, and gives the lease up', async () => {
    const [, game] = await gamesWithTwoCampaigns();
    const { operationId, calls } = await killUnderWay(game!.id);

    await t.app.close();
    expect(calls()).toBe(2);
    const [row] = await t.database.db.select().from(operations).where(eq(operations.id, operationId));
    expect(row).toMatchObject({ status: 'success', attempts: 1 });
    const [after] = await t.database.db.select({ status: games.status }).from(games).where(eq(games.id, game!.id));
    expect(after?.status).toBe('finished');
    expect(await t.database.db.select().from(workerLeases)).toEqual([]);
    // The suite's own close() closes the app again: give it one that is open.
    t.app = await buildProviderApp({ database: t.database, clock: t.clock, secret: TEST_SECRET, operations: { autoStart: false } });
  });
});
