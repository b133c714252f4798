// The submission flow's routes (SUB-CREATE, SUB-20, SUB-24): create a test, change
// its setup, save its step. The rules and locks are domain/games/submission.ts'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { attributionToken, linkGameToStore } from '../domain/games/store-link';
import { createGame, gameSubmission, setGameSubstatus, updateGameSetup } from '../domain/games/submission';
import { authErrors, IdParams } from '../schemas/common';
import { AdjustTokenAnswer, CreateGameBody, GameSetupBody, GameStoreBody, GameSubmission, GameSubstatusBody } from '../schemas/submission';

const conflict = { 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody') } as const;

export const submissionRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock, store } = context;

  app.post(
    '/api/games/',
    {
      schema: {
        operationId: 'createGame',
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
        operationId: 'updateGameSetup',
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
        operationId: 'setSubmissionStep',
        tags: ['submission'],
        summary: 'Saves the step a game\'s submission is on (SUB-20, BE-SUB-01)',
        description:
          'substatus is JSON text {done, current} naming steps of this game (done may be left out). The move is checked against what the game holds (issue 42): done never passes a step that lacks something, current is at most the step after the last done, and done never goes back (looking at an earlier step keeps what was validated). A refused move is 400 SUBMISSION_STEP_INCOMPLETE with one errorList item per missing field: its path the field, extra.step and extra.stepTitle its step.',
        params: IdParams,
        body: GameSubstatusBody,
        response: { 200: Type.Ref('Game'), ...authErrors, ...conflict },
      },
    },
    async (request) => setGameSubstatus(db, request.principal!, clock, request.params.id, request.body.substatus),
  );

  app.put(
    '/games/:id/store',
    {
      schema: {
        operationId: 'linkGameToStore',
        tags: ['submission'],
        summary: 'Links a game in its submission to its store: its store ids and its project (SUB-LINK-18, OP-01, BE-SUB-03/04/07)',
        description: [
          'Needs the game\'s editors (request_testing on the game); setting store ids needs create_ga_slot (SUB-LINK-05).',
          'iOS: storeId is the AppStore id (9-10 digits, first non-zero) and bundleId letters, digits or hyphens in at least two dot-separated parts;',
          'Android: no storeId, bundleId parts start with a letter (letters, digits, underscores). A 400 names the field in errorList path with the rules\' message.',
          'The store must publish the app: else 400 LINK_TO_STORE_STORE_ID_NOT_FOUND, path storeId or bundleId, extra.storeId "AppStore ID" or "Bundle ID".',
          'The store name is the store\'s. Once set, the store id and bundle id do not change: 409 GAME_STORE_LOCKED naming the field; sending the same ids again changes nothing.',
          'Project: projectId joins that project of the game\'s studio (changing project needs request_game_testing; another studio\'s: 403, unknown: 404), and projectName with it renames it;',
          'projectName alone names the game\'s own project (a new one when it shares its project), 3 to 25 characters (400 path projectName);',
          'neither: a game without a project joins the project of the studio\'s game with the same store ids, else a new one named after the game.',
        ].join(' '),
        params: IdParams,
        body: GameStoreBody,
        response: { 200: Type.Ref('Game'), ...authErrors, ...conflict },
      },
    },
    async (request) => linkGameToStore(db, store, request.principal!, clock, request.params.id, request.body),
  );

  app.get(
    '/v1/game/:id/adjustToken',
    {
      schema: {
        operationId: 'getAttributionToken',
        tags: ['submission'],
        summary: 'The game\'s attribution tracking token (SUB-LINK-21, API-62, BE-SUB-06)',
        description:
          'The first call of one of the game\'s editors, once it has its store ids, registers the app in the attribution service (appServiceAppKey) and its token; later calls answer the same token, and platform and ad networks are locked from then (SUB-CREATE-12). 409 ATTRIBUTION_NOT_FOR_CTR for test-only games, 409 GAME_STORE_NOT_LINKED before the store ids.',
        params: IdParams,
        response: { 200: AdjustTokenAnswer, ...authErrors, ...conflict },
      },
    },
    async (request) => attributionToken(db, request.principal!, request.params.id),
  );

  app.get(
    '/v1/game/:id/submission',
    {
      schema: {
        operationId: 'getGameSubmission',
        tags: ['submission'],
        summary: 'The steps of a game\'s submission: where the flow is and what each step lacks (SUB-01, SUB-12, issue 42)',
        description:
          'For whoever may see the game. Each of its steps (SUB-14, SUB-15) in order: done, current (the first step not done, never past one that lacks something) or not reachable yet, its estimate (SUB-25) and what it lacks before the flow may pass it. Empty once the game left its submission.',
        params: IdParams,
        response: { 200: GameSubmission, ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => ({ steps: await gameSubmission(db, request.principal!, request.params.id) }),
  );
};
