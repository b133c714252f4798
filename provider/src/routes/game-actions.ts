import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { camelName, GAME_ACTION_IDS, GAME_ACTIONS } from '@greenlight/rules';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { assertActionAvailable, describeAction, refuseUnknownAction, requestGameAction } from '../domain/games/actions/runner';
import { visibleOngoingOperations, visibleOperation } from '../domain/games/operations';
import { badRequest, notFound } from '../errors';
import { bodySchema } from '../schemas/action-bodies';
import { authErrors, IdParams } from '../schemas/common';
import { ActionField, ActionParams, ActionResult } from '../schemas/operations';

const MAX_IDS = 100;
/** A game id as the params schema takes it, before it has coerced it: a positive 32-bit integer. */
const isGameId = (value: string) => /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

const REFUSALS =
  '403 when the caller may not (the unavailableReason as code), 409 when the game\'s state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.';

export const gameActionRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;
  const deps = { db, clock, adNetworks: context.adNetworks, analyticsUrl: context.links.analyticsUrl, live: context.live };

  app.get(
    '/game/:id/:action',
    {
      schema: {
        operationId: 'getGameActionFields',
        tags: ['actions'],
        summary: 'The fields of a game action with their current values and choices (ACT-08, ACT-10)',
        params: ActionParams,
        response: { 200: Type.Object({ fields: Type.Array(ActionField) }), ...authErrors, 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody') },
      },
    },
    async (request) => ({
      fields: await describeAction(deps, request.principal!, request.params.id, request.params.action),
    }),
  );

  // One route per action of the catalogue, its body validated by the action's schema
  // (ACT-09, BE-ACT-08). Fastify prefers these static paths to the parametric one below.
  for (const id of GAME_ACTION_IDS) {
    const definition = GAME_ACTIONS[id];
    app.post(
      `/game/:id/${id}`,
      {
        // Before the body is validated: a caller who may not run the action gets its refusal whatever it sent.
        preValidation: async (request) => {
          // An action without required fields may be posted without a body.
          if (request.body === undefined) request.body = {};
          // A path the params schema refuses is left to it.
          const gameId = String(request.params.id);
          if (isGameId(gameId)) await assertActionAvailable(deps, request.principal!, Number(gameId), id);
        },
        schema: {
          // The action's own name: killGame, requestTesting ...
          operationId: camelName(id),
          tags: ['actions'],
          summary: definition.description,
          description: [
            definition.async
              ? 'Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller.'
              : 'Synchronous (OPS-05): answers 200 with the changed game and its done operation.',
            REFUSALS,
            Object.values(definition.input ?? {}).some((field) => field.required) ? '' : 'The body may be left out.',
          ]
            .filter(Boolean)
            .join(' '),
          params: IdParams,
          body: bodySchema(definition.input),
          response: {
            200: ActionResult,
            202: ActionResult,
            ...authErrors,
            404: Type.Ref('ErrorBody'),
            409: Type.Ref('ErrorBody'),
          },
        },
      },
      async (request, reply) => {
        const result = await requestGameAction(deps, request.principal!, request.params.id, id, request.body);
        return reply.code(result.operation.status === 'pending' ? 202 : 200).send(result);
      },
    );
  }

  app.post(
    '/game/:id/:action',
    {
      schema: {
        operationId: 'requestUnknownGameAction',
        tags: ['actions'],
        summary: 'Any other action id: 404 NOT_FOUND "No action {action}", once the game is known and visible',
        params: ActionParams,
        response: { ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => refuseUnknownAction(deps, request.principal!, request.params.id, request.params.action),
  );

  app.get(
    '/operations',
    {
      schema: {
        operationId: 'listOngoingOperations',
        tags: ['actions'],
        summary: 'The operations still pending or running on these games (OPS-07, BE-OPS-03)',
        querystring: Type.Object({
          gameIds: Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$', maxLength: 1100 }),
        }),
        response: { 200: Type.Object({ ongoing_operations: Type.Array(Type.Ref('Operation')) }), ...authErrors },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.gameIds.split(',').map(Number))];
      if (ids.length > MAX_IDS) throw badRequest('INVALID_REQUEST', `At most ${MAX_IDS} ids at a time`);
      return { ongoing_operations: await visibleOngoingOperations(db, request.principal!, clock.now(), ids) };
    },
  );

  app.get(
    '/operations/:operationId',
    {
      schema: {
        operationId: 'getOperation',
        tags: ['actions'],
        summary: 'One operation, to follow it to its end',
        params: Type.Object({ operationId: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Ref('Operation'), ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => {
      const operation = await visibleOperation(db, request.principal!, clock.now(), request.params.operationId);
      if (!operation) throw notFound('Operation not found');
      return operation;
    },
  );
};
