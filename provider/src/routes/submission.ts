// The submission flow's routes (SUB-CREATE, SUB-20, SUB-24): create a test, change
// its setup, save its step. The rules and locks are domain/games/submission.ts'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { createGame, setGameSubstatus, updateGameSetup } from '../domain/games/submission';
import { authErrors, IdParams } from '../schemas/common';
import { CreateGameBody, GameSetupBody, GameSubstatusBody } from '../schemas/submission';

const conflict = { 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody') } as const;

export const submissionRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;

  app.post(
    '/api/games/',
    {
      schema: {
        tags: ['submission'],
        summary: 'Creates a test: an in-progress game with its first step done (SUB-CREATE-16, BE-STAT-02); needs add_game',
        description:
          'The name is 3 to 25 characters (a 400 whose errorList path is `name`); a managed CPI game needs at least one ad network the caller may use. Answers the game with substatus {done: "create", current: its next step}.',
        body: CreateGameBody,
        response: { 201: Type.Ref('Game'), ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => reply.code(201).send(await createGame(db, request.principal!, clock, request.body)),
  );

  app.put(
    '/games/:id',
    {
      schema: {
        tags: ['submission'],
        summary: 'Changes the first step\'s properties of a game in its submission (SUB-CREATE-18, SUB-24, BE-SUB-03)',
        description:
          'The name does not change after creation. Platform, CTR and ad networks answer 409 GAME_SETUP_LOCKED once the game has an appServiceAppKey; a game past its submission answers 409 GAME_NOT_IN_SUBMISSION. ' +
          'adNetworks.facebook {appId?, decryptionKey?} (SUB-FB-04, SUB-FB-06, OP-02) is for a game using Facebook: a wrong value answers 400 with the rules\' message at errorList path adNetworks.facebook.appId or adNetworks.facebook.decryptionKey; an empty decryptionKey clears it; another appId withdraws the access granted to the former app. A caller who may not edit the game gets 403 with detail "Forbidden" (SUB-FB-12).',
        params: IdParams,
        body: GameSetupBody,
        response: { 200: Type.Ref('Game'), ...authErrors, ...conflict },
      },
    },
    async (request) => updateGameSetup(db, request.principal!, clock, request.params.id, request.body),
  );

  app.put(
    '/v1/game/:id',
    {
      schema: {
        tags: ['submission'],
        summary: 'Saves the step a game\'s submission is on (SUB-20, BE-SUB-01)',
        description: 'substatus is JSON text {done, current} naming steps of this game (done may be left out).',
        params: IdParams,
        body: GameSubstatusBody,
        response: { 200: Type.Ref('Game'), ...authErrors, ...conflict },
      },
    },
    async (request) => setGameSubstatus(db, request.principal!, clock, request.params.id, request.body.substatus),
  );
};
