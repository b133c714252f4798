import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HEADER_SEARCH_MAX_LENGTH } from '@greenlight/rules';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { Readable } from 'node:stream';
import {
  countGamesByTab,
  GAME_SEARCH_LIMIT,
  getGame,
  getGameDetail,
  getGames,
  listGameCards,
  listGames,
  searchGames,
  type GameListOptions,
} from '../domain/games/games';
import { gamesCsv } from '../domain/games/export';
import { rateGame } from '../domain/games/ratings';
import { badRequest } from '../errors';
import { authErrors, IdParams } from '../schemas/common';
import {
  GameDetail,
  GameRatingBody,
  GamesExportBody,
  GameCardsPage,
  GamesListBody,
  GamesPage,
  type GameSort,
  MyGamesCountBody,
  MyGamesCounts,
  MyGamesListBody,
} from '../schemas/games';
import { withPermission } from './guards';

const MAX_IDS = 100;

export const gameRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;

  // The lists, as whole games or as cards (issue 17: the card's fields, a third of the bytes).
  for (const [path, operationId, summary, list, page] of [
    ['/v1/games', 'listGames', 'The publishing games list: every game for staff, their studios\' for studio members (API-41)', listGames, GamesPage],
    ['/v1/games/cards', 'listGameCards', 'The publishing games list as cards: what a card shows of each game (API-41, issue 17)', listGameCards, GameCardsPage],
  ] as const) {
    app.post(
      path,
      {
        config: { readOnly: true },
        schema: { operationId, tags: ['games'], summary, body: GamesListBody, response: { 200: page, ...authErrors } },
      },
      async (request) => list(db, request.principal!, clock.now(), listOptions(request.body, 20, 'lastIterationDate')),
    );
  }

  app.post(
    '/v1/games/export',
    {
      config: { readOnly: true },
      schema: {
        operationId: 'exportGames',
        tags: ['games'],
        summary: 'The games list as CSV: every game the view selects, in its order, its visible columns',
        description:
          'Streams text/csv (RFC 4180, CRLF) while the games are read in batches; numbers as numbers (CPI in dollars, rates in percent, playtime in seconds), dates yyyy-mm-dd. The filter and columns are checked before the first line: a refusal is a 400 like the list\'s.',
        body: GamesExportBody,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), ...authErrors },
      },
    },
    async (request, reply) => {
      const { columns, ...body } = request.body;
      const lines = gamesCsv(
        db,
        request.principal!,
        clock.now(),
        {
          sort: body.sort ?? 'lastIterationDate',
          order: body.order ?? 'desc',
          term: body.term,
          query: body.query,
          best: body.best,
          studioId: body.studioId,
          projectId: body.projectId,
        },
        columns,
      );
      // The header line: reading it checks the columns and the filter while a 400 can still be sent.
      const header = await lines.next();
      async function* rest() {
        if (!header.done) yield header.value;
        yield* lines;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="games-${clock.now().toISOString().slice(0, 10)}.csv"`)
        .send(Readable.from(rest()));
    },
  );

  for (const [path, operationId, summary, list, page] of [
    ['/v1/my/games', 'listMyGames', 'The studio board\'s games for one tab and test type (API-43)', listGames, GamesPage],
    ['/v1/my/games/cards', 'listMyGameCards', 'The studio board\'s games as cards: what a card shows of each game (API-43, issue 17)', listGameCards, GameCardsPage],
  ] as const) {
    app.post(
      path,
      {
        config: { readOnly: true },
        schema: { operationId, tags: ['games'], summary, body: MyGamesListBody, response: { 200: page, ...authErrors } },
      },
      async (request) => {
        const body = request.body;
        return list(db, request.principal!, clock.now(), {
          ...listOptions(body, 5, 'createdAt'),
          tab: body.status,
          type: body.type,
          myGamesOnly: body.myGamesOnly,
        });
      },
    );
  }

  app.post(
    '/v1/my/games/status/count',
    {
      config: { readOnly: true },
      schema: {
        operationId: 'countMyGames',
        tags: ['games'],
        summary: 'How many of the board\'s games each tab holds (API-44)',
        body: MyGamesCountBody,
        response: { 200: MyGamesCounts, ...authErrors },
      },
    },
    async (request) => {
      const body = request.body;
      return countGamesByTab(db, request.principal!, clock.now(), {
        term: body.term,
        query: body.query,
        best: body.best,
        tabs: body.statuses,
        type: body.type,
        myGamesOnly: body.myGamesOnly,
      });
    },
  );

  app.get(
    '/v1/games/search',
    {
      schema: {
        operationId: 'searchGames',
        tags: ['games'],
        summary: `The header's game search (NAV-04..06): at most ${GAME_SEARCH_LIMIT} games the caller sees`,
        description: 'Games whose name contains the term (any case), or whose store id or bundle id is the term; names that begin with it first, then by name.',
        querystring: Type.Object({ term: Type.String({ minLength: 1, maxLength: HEADER_SEARCH_MAX_LENGTH, description: `NAV-04: ${HEADER_SEARCH_MAX_LENGTH} characters at most` }) }),
        response: {
          200: Type.Array(
            Type.Object(
              {
                id: Type.Integer(),
                name: Type.String(),
                platform: Type.Enum(['ios', 'android'] as const),
                status: Type.String(),
                isIterating: Type.Boolean(),
                iconUrl: Type.Union([Type.String(), Type.Null()]),
                studioName: Type.String(),
              },
              { title: 'GameSearchHit' },
            ),
            { maxItems: GAME_SEARCH_LIMIT },
          ),
          ...authErrors,
        },
      },
    },
    async (request) => searchGames(db, request.principal!, clock.now(), request.query.term),
  );

  app.get(
    '/game/:id',
    {
      schema: {
        operationId: 'getGame',
        tags: ['games'],
        summary: 'One game (API-46)',
        params: IdParams,
        response: { 200: Type.Ref('Game'), ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => getGame(db, request.principal!, clock.now(), request.params.id),
  );

  app.get(
    '/v1/my/game/:id',
    {
      schema: {
        operationId: 'getGameDetail',
        tags: ['games'],
        summary: 'One game with its feedback, changelogs, genres and tags (GD-17, FBK-08)',
        params: IdParams,
        response: { 200: GameDetail, ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => getGameDetail(db, request.principal!, clock.now(), request.params.id),
  );

  app.get(
    '/games/:ids',
    {
      schema: {
        operationId: 'getGamesByIds',
        tags: ['games'],
        summary: 'Games by comma-separated ids, in that order; ids the caller may not see are left out (API-48)',
        params: Type.Object({ ids: Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$', maxLength: 1100 }) }),
        response: { 200: Type.Array(Type.Ref('Game')), ...authErrors },
      },
    },
    async (request) => {
      const ids = [...new Set(request.params.ids.split(',').map(Number))];
      if (ids.length > MAX_IDS) throw badRequest('INVALID_REQUEST', `At most ${MAX_IDS} ids at a time`);
      if (ids.some((id) => id > 2147483647)) throw badRequest('INVALID_REQUEST', 'ids are 32-bit integers');
      return getGames(db, request.principal!, clock.now(), ids);
    },
  );

  app.put(
    '/games/:id/rating',
    {
      schema: {
        operationId: 'rateGame',
        tags: ['games'],
        summary: 'Rates a prototype 0-5 on the eight score dimensions (GC-23); needs rate_game',
        description:
          'Replaces the game\'s rating and answers the game; its scoreDetails are read with view_proto_score (GC-17). Each value is a whole number from 0 to 5: anything else is a 400 whose errorList path names the field.',
        params: IdParams,
        body: GameRatingBody,
        response: { 200: Type.Ref('Game'), ...authErrors, 404: Type.Ref('ErrorBody') },
      },
      // rate_game is only ever granted on a game to holders of the user-level one
      // (principal.ts): others are refused before their body is read.
      preValidation: withPermission('rate_game'),
    },
    async (request) => rateGame(db, request.principal!, clock, request.params.id, request.body),
  );
};

/** A list body's page and selection, with the list's default page size and sort. */
function listOptions(body: GamesListBody, limit: number, sort: GameSort): GameListOptions {
  return {
    limit: body.limit ?? limit,
    offset: body.offset ?? 0,
    after: body.after,
    withTotal: body.withTotal,
    sort: body.sort ?? sort,
    order: body.order ?? 'desc',
    term: body.term,
    query: body.query,
    best: body.best,
    studioId: body.studioId,
    projectId: body.projectId,
  };
}
