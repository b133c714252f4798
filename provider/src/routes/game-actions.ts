import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { describeAction, requestGameAction } from '../domain/games/game-actions';
import { visibleOngoingOperations, visibleOperation } from '../domain/games/operations';
import { badRequest, notFound } from '../errors';
import { authErrors } from '../schemas/common';
import { ActionField, ActionParams, ActionResult } from '../schemas/operations';

const MAX_IDS = 100;

export const gameActionRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;
  const deps = { db, clock, adNetworks: context.adNetworks, analyticsUrl: context.links.analyticsUrl, live: context.live };

  app.get(
    '/game/:id/:action',
    {
      schema: {
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

  app.post(
    '/game/:id/:action',
    {
      schema: {
        tags: ['actions'],
        summary: 'Runs a game action with its fields (ACT-09, BE-ACT-08)',
        description:
          'A synchronous action answers 200 with the changed game and its done operation. An asynchronous one (BE-OPS-01) answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game\'s state does not allow it or operations are ongoing, 400 naming wrong fields.',
        params: ActionParams,
        body: Type.Optional(Type.Unknown()),
        response: { 200: ActionResult, 202: ActionResult, ...authErrors, 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const result = await requestGameAction(deps, request.principal!, request.params.id, request.params.action, request.body);
      return reply.code(result.operation.status === 'pending' ? 202 : 200).send(result);
    },
  );

  app.get(
    '/operations',
    {
      schema: {
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
