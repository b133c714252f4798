// Changing a game's campaign settings (SUB-BUD-07, SUB-BUD-10, BE-BUD-03): the daily
// budget of a network and the campaign duration. A change while the campaign runs
// applies from the next day on; the days already run keep their budget.
import { campaignDurationProblem, dailyBudgetProblem, type BudgetNetwork } from '@greenlight/rules';
import { desc, eq } from 'drizzle-orm';
import { DAY_MS, startOfUtcDay, type Clock } from '../../clock';
import type { Db } from '../../db';
import { games, iterations } from '../../db/schema';
import { ApiError, badRequest, forbidden } from '../../errors';
import type { Principal } from '../accounts/principal';
import { isoDay } from '../campaigns/simulator';
import { chosenBudgets, type BudgetChange } from './campaign-settings';
import { getGame, lockGameForAction } from './games';

const updateFailed = (detail: string, path: string) =>
  badRequest('INVALID_REQUEST', detail, [{ code: 'INVALID_REQUEST', detail, path }]);

/** SUB-BUD-07, BE-BUD-03: a network's daily budget; a running campaign takes it from tomorrow. */
export async function updateDailyBudget(
  db: Db,
  principal: Principal,
  clock: Clock,
  gameId: number,
  network: BudgetNetwork,
  budget: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGameForAction(tx, gameId);
    const game = await getGame(tx, principal, clock.now(), gameId);
    if (game.isBudgetReadOnly) throw forbidden();
    if (!game.dailyBudgetPerAdNetwork[network]) throw updateFailed(`The game does not run on ${network}`, 'adNetwork');
    const problem = dailyBudgetProblem(network, budget);
    if (problem) throw updateFailed(problem, 'newBudget');
    const [row] = await tx.select({ dailyBudget: games.dailyBudget }).from(games).where(eq(games.id, gameId));
    await tx
      .update(games)
      .set({ dailyBudget: JSON.stringify({ ...chosenBudgets(row?.dailyBudget ?? null), [network]: budget }) })
      .where(eq(games.id, gameId));
    if (game.status === 'in_testing') {
      const [current] = await tx
        .select({ id: iterations.id, dailyBudget: iterations.dailyBudget })
        .from(iterations)
        .where(eq(iterations.gameId, gameId))
        .orderBy(desc(iterations.iterationNumber))
        .limit(1);
      if (!current) throw new ApiError(409, 'NO_RUNNING_CAMPAIGN', 'The game has no running campaign');
      const parsed = JSON.parse(current.dailyBudget) as Record<string, unknown> & { changes?: BudgetChange[] };
      const tomorrow = isoDay(new Date(startOfUtcDay(clock.now()).getTime() + DAY_MS));
      const changes = [...(parsed.changes ?? []).filter((c) => !(c.network === network && c.day === tomorrow)), { day: tomorrow, network, budget }];
      await tx.update(iterations).set({ dailyBudget: JSON.stringify({ ...parsed, changes }) }).where(eq(iterations.id, current.id));
    }
  });
}

/** SUB-BUD-10, BE-BUD-03: the campaign duration; a running campaign ends accordingly (never before today). */
export async function updateCampaignDuration(db: Db, principal: Principal, clock: Clock, gameId: number, days: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGameForAction(tx, gameId);
    const now = clock.now();
    const game = await getGame(tx, principal, now, gameId);
    if (game.isDurationReadOnly) throw forbidden();
    const problem = campaignDurationProblem(days);
    if (problem) throw updateFailed(problem, 'campaignDuration');
    await tx.update(games).set({ campaignDuration: days }).where(eq(games.id, gameId));
    if (game.status === 'in_testing') {
      const [current] = await tx
        .select({ id: iterations.id, iterationStart: iterations.iterationStart })
        .from(iterations)
        .where(eq(iterations.gameId, gameId))
        .orderBy(desc(iterations.iterationNumber))
        .limit(1);
      if (!current) throw new ApiError(409, 'NO_RUNNING_CAMPAIGN', 'The game has no running campaign');
      const end = new Date(current.iterationStart.getTime() + days * DAY_MS);
      if (end.getTime() < startOfUtcDay(now).getTime() + DAY_MS) {
        throw updateFailed('The campaign already ran longer than that', 'campaignDuration');
      }
      await tx.update(iterations).set({ iterationEnd: end, campaignDuration: days }).where(eq(iterations.id, current.id));
    }
  });
}
