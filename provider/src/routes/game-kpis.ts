// A game's iterations and their KPIs for the game detail page (IT-30, BE-KPI-01).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { loadGameIterations, parseKpiFamilies } from '../domain/games/iterations';
import { authErrors, IdParams } from '../schemas/common';
import { GameBenchmark, GameIterations, GameKpiQuery } from '../schemas/iterations';
import { loadGameBenchmark } from '../domain/games/benchmarks';

export const gameKpiRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;

  app.get(
    '/v1/game/:id',
    {
      schema: {
        operationId: 'getGameKpis',
        tags: ['games'],
        summary: 'A game\'s iterations, newest first, with their KPIs globally, per network and per video (IT-30, BE-KPI-01)',
        description:
          'Per iteration: CPI, CPNU (view_cpnu), D1/D7/D14/D28 retention (null until the cohorts mature), CTR, playtimes, ' +
          'installs, clicks, impressions, spend, new users, score and recommendation, their diffs against the previous ' +
          'iteration, one block per ad network with its campaign status (iOS: network-counted values only), the ad videos ' +
          'with their share of the numbers, and chart data against the studio\'s other games (studioData).',
        params: IdParams,
        querystring: GameKpiQuery,
        response: { 200: GameIterations, ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) =>
      loadGameIterations(db, request.principal!, clock.now(), request.params.id, parseKpiFamilies(request.query.kpi)),
  );
  app.get(
    '/v1/game/:id/benchmark',
    {
      schema: {
        operationId: 'getGameBenchmark',
        tags: ['games'],
        summary: 'A game\'s last KPIs against the tested games of its gameplay genre and of its kind (issue 43)',
        description:
          'For CPI, CPNU (view_cpnu), CTR, D1, D7 and playtime: the share of tested games the game does better than ' +
          '(lower costs, higher rates), among its gameplay genre\'s and among all games of its kind, with each ' +
          'distribution as a box plot (5th, 25th, 50th, 75th and 95th percentiles). Recomputed when a test ends and every ' +
          'few minutes while KPIs move.',
        params: IdParams,
        response: { 200: GameBenchmark, ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => loadGameBenchmark(db, request.principal!, request.params.id),
  );
};
