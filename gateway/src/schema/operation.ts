// Operations (OPS): a game action under way or done. The panel reads a disabled
// game's ongoing operations; a page follows one to its end by id (the operation
// query) or live (the gameOperations subscription, live.ts).
import { describeApiError, GAME_ACTIONS } from '@greenlight/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { ProviderOperation } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { Game } from './game';
import { GameActionIdEnum } from './game-action-id';
import { providerEnum } from './provider-enum';

const OperationStatus = providerEnum(
  'OperationStatus',
  ['pending', 'running', 'success', 'error', 'rejected'] as const satisfies readonly ProviderOperation['status'][],
  { description: 'Queued, under way, or ended: SUCCESS, ERROR, or REJECTED before it ran (OPS-08)' },
);

export const Operation = builder.objectRef<ProviderOperation>('Operation').implement({
  description: 'An action under way or done (OPS-08)',
  fields: (t) => ({
    operationId: t.exposeString('operationId', { description: 'its id, a UUID (the operation query)' }),
    action: t.field({ type: GameActionIdEnum, description: 'the game action it runs', resolve: (o) => o.action }),
    status: t.field({ type: OperationStatus, description: 'where it is', resolve: (o) => o.status }),
    content: t.exposeString('content', { description: '"Action done! {label}" on success (OPS-02)' }),
    errorCode: t.exposeString('errorCode', { nullable: true, description: 'the error list\'s code when it failed (BE-OPS-05)' }),
    message: t.string({
      description: 'what the user reads: the success text, or the error translated with its placeholders and operation id (OPS-03, BE-OPS-05)',
      resolve: async (o, _args, context) => {
        if (!o.errorCode) return o.content;
        return describeApiError(
          { detail: o.content, errorList: [{ code: o.errorCode, detail: o.content, extra: o.errorExtra ?? undefined }] },
          await context.loaders.errorList.load(),
          GAME_ACTIONS[o.action].label,
        ).message;
      },
    }),
    gameId: t.id({ description: 'the game\'s global id', resolve: (o) => encodeGlobalID('Game', o.gameId) }),
    createdAt: t.exposeString('createdAt', { description: 'when it was queued, ISO 8601' }),
    finishedAt: t.exposeString('finishedAt', { nullable: true, description: 'when it ended, ISO 8601; null until then' }),
    requestedByViewer: t.boolean({
      description: 'the signed-in user asked for it: their page says how it ended (OPS-02, OPS-03)',
      resolve: async (operation, _args, context) => {
        const viewer = await context.loaders.viewer.load();
        return viewer !== null && operation.requestedBy === viewer.id;
      },
    }),
  }),
});

builder.objectFields(Game, (t) => ({
  disabled: t.exposeBoolean('disabled', { description: 'operations run on the game: "There are ongoing operations" (GD-10, OPS-06)' }),
  ongoingOperations: t.field({
    type: [Operation],
    description: 'the operations pending or running on the game (OPS-07); a game not disabled has none and costs no call',
    resolve: (game, _args, context) => (game.disabled ? context.loaders.ongoingOperations.load(game.id) : []),
  }),
}));

const OPERATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

builder.queryField('operation', (t) =>
  t.field({
    type: Operation,
    nullable: true,
    description: 'One operation, to follow it to its end (OPS-09)',
    authScopes: { signedIn: true },
    args: { operationId: t.arg.string({ required: true, description: 'its id, a UUID (Operation.operationId); anything else answers null' }) },
    resolve: async (_root, { operationId }, context) => {
      // Operation ids are UUIDs: anything else names no operation, and is not sent on (a
      // long one would be the provider router's 414, outside its error list; issue 18).
      if (!OPERATION_ID.test(operationId)) return null;
      try {
        return await context.loaders.operations.load(operationId);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return null;
        throw error;
      }
    },
  }),
);

