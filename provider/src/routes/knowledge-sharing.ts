// Knowledge sharing (issue 15; KS, BE-LIST-04): the shared games of other studios, one
// shared game, and the caller's favourites. Every route needs view_knowledge_sharing,
// which a studio member holds only while one of its studios opts in (principal.ts):
// others get 403 whatever they sent.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KS_PAGE_SIZE, KS_SORT_FIELDS, KS_SORTS, KS_TYPES } from '@greenlight/rules';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { getSharedGame, listSharedGames, pinSharedGame } from '../domain/knowledge-sharing/shared-games';
import { authErrors, IdParams, Nullable } from '../schemas/common';
import { FilterQuery } from '../schemas/games';
import { AdNetworkName } from '../schemas/iterations';
import { withPermission } from './guards';

const DateTime = Type.String({ format: 'date-time' });
const rate = (description: string) => Nullable(Type.Number({ description }));

const sharedGameFields = {
  id: Type.Integer(),
  name: Type.String(),
  platform: Type.Enum(['ios', 'android'] as const),
  isCtr: Type.Boolean(),
  iconUrl: Nullable(Type.String()),
  nbIterations: Type.Integer(),
  isPinned: Type.Boolean({ description: 'a favourite of the caller (KS-13)' }),
  tags: Type.String({ description: 'the tags\' labels, pipe-separated (KS-21)' }),
  lastVideo: Nullable(Type.String({ description: 'the newest iteration\'s most delivered video' })),
  lastIterationDate: Nullable(DateTime),
  joinedDate: Type.String({ format: 'date-time', description: 'when it was shared: three months after its creation, or its studio\'s opt-in if later' }),
  adnetworks: Type.String({ description: 'pipe-separated network names' }),
  lastCpi: rate('dollars'),
  lastCtr: rate('fraction'),
  lastD1: rate('fraction'),
  lastD7: rate('fraction'),
  lastInstalls: Nullable(Type.Integer()),
  lastPlaytime: rate('seconds on the first day'),
  lastPlaytimeHumanReadable: Nullable(Type.String()),
};
const SharedGame = Type.Object(sharedGameFields, { title: 'SharedGame', description: 'KS-21: a game another studio shares' });

const sharedKpiFields = {
  cpi: rate('dollars'),
  ctr: rate('fraction'),
  d1Ret: rate('fraction'),
  d7Ret: rate('fraction'),
  d14Ret: rate('fraction'),
  d28Ret: rate('fraction'),
  playtime: rate('seconds'),
  playtimeHumanReadable: Nullable(Type.String()),
  d3Playtime: rate('seconds'),
  d3PlaytimeHumanReadable: Nullable(Type.String()),
  sessionLength: rate('seconds'),
  sessionLengthHumanReadable: Nullable(Type.String()),
  shareOfMales: rate('fraction'),
  fbInstalls: Nullable(Type.Integer()),
  linkClicks: Nullable(Type.Integer()),
  impressions: Nullable(Type.Integer()),
  newUsers: Nullable(Type.Integer()),
};
const SharedVideo = Type.Object(
  {
    id: Type.Integer(),
    video: Nullable(Type.String()),
    fileName: Type.String(),
    adNetwork: AdNetworkName,
    adultContent: Type.Boolean(),
    data: Type.Object({
      impressions: Type.Integer(),
      linkClicks: Type.Integer(),
      fbInstalls: Type.Integer(),
      cpi: rate('dollars'),
      ctr: rate('fraction'),
      bestVideo: Type.Boolean(),
    }),
    perf: Type.Object({ rank: Type.Integer({ minimum: 1 }) }),
  },
  { title: 'SharedVideo', description: 'A video of a shared iteration: what it delivered, not what it cost' },
);
const SharedNetwork = Type.Object({ adNetwork: AdNetworkName, restricted: Type.Boolean(), ...sharedKpiFields, videos: Type.Array(SharedVideo) }, { title: 'SharedIterationNetwork' });
const SharedIteration = Type.Object(
  {
    iterationId: Type.Integer(),
    iterationNumber: Type.Integer({ minimum: 1 }),
    iterationStart: DateTime,
    iterationEnd: DateTime,
    ...sharedKpiFields,
    videos: Type.Array(SharedVideo),
    adNetworks: Type.Object({ facebook: Type.Optional(SharedNetwork), snapchat: Type.Optional(SharedNetwork) }),
  },
  { title: 'SharedIteration', description: 'KS-19: an iteration of a shared game; no spend, budget, CPNU, score nor studio averages' },
);

const notFoundError = { 404: Type.Ref('ErrorBody') };

export const knowledgeSharingRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;
  const sharingOnly = withPermission('view_knowledge_sharing');

  app.post(
    '/v1/ks/games',
    {
      config: { readOnly: true },
      preValidation: sharingOnly,
      schema: {
        operationId: 'listSharedGames',
        tags: ['knowledge sharing'],
        summary: 'The games other studios share (KS-14)',
        description:
          'Finished games of the studios that opted in, three months old or more, not the caller\'s studios\'; of one test type, searched by name, ' +
          'filtered by a tree of the rules lastCpi, lastCtr, lastD1, lastD7 (>= and <=; dollars and fractions) and isPinned (= 1), sorted nulls last.',
        body: Type.Object(
          {
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: `page size: ${KS_PAGE_SIZE} (KS-15)` })),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
            type: Type.Optional(Type.Enum(KS_TYPES)),
            sort: Type.Optional(Type.Enum(KS_SORT_FIELDS)),
            order: Type.Optional(Type.Enum(['asc', 'desc'] as const)),
            term: Type.Optional(Type.String({ maxLength: 100 })),
            query: Type.Optional(Nullable(FilterQuery)),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ data: Type.Array(SharedGame), total: Type.Integer() }), ...authErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const type = body.type ?? 'cpi';
      const fallback = KS_SORTS[type][0]!;
      return listSharedGames(db, request.principal!, clock.now(), {
        limit: body.limit ?? KS_PAGE_SIZE,
        offset: body.offset ?? 0,
        type,
        sort: body.sort ?? fallback.sort,
        order: body.order ?? (body.sort ? 'desc' : fallback.order),
        term: body.term,
        query: body.query,
      });
    },
  );

  app.get(
    '/v1/ks/game/:id',
    {
      preValidation: sharingOnly,
      schema: {
        operationId: 'getSharedGame',
        tags: ['knowledge sharing'],
        summary: 'A shared game with its iterations (KS-16)',
        description: '404 when the game is not shared with the caller, whether it exists or not.',
        params: IdParams,
        response: { 200: Type.Object({ ...sharedGameFields, iterations: Type.Array(SharedIteration) }, { title: 'SharedGameDetail' }), ...authErrors, ...notFoundError },
      },
    },
    async (request) => getSharedGame(db, request.principal!, clock.now(), request.params.id),
  );

  app.put(
    '/v1/ks/game/:gameId/pin',
    {
      preValidation: sharingOnly,
      schema: {
        operationId: 'pinSharedGame',
        tags: ['knowledge sharing'],
        summary: 'Add a shared game to the caller\'s favourites, or take it out (KS-13)',
        params: Type.Object({ gameId: IdParams.properties.id }),
        body: Type.Object({ isPinned: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: Type.Object({ id: Type.Integer(), isPinned: Type.Boolean() }), ...authErrors, ...notFoundError },
      },
    },
    async (request) => pinSharedGame(db, request.principal!, clock.now(), request.params.gameId, request.body.isPinned),
  );
};
