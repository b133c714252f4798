import { GAME_ACTION_IDS, INTEGRATION_CHECK_IDS } from '@greenlight/rules';
import { Type } from 'typebox';
import { Nullable } from './common';

/** OPS-08, BE-OPS-02 */
export const Operation = Type.Object(
  {
    operationId: Type.String(),
    gameId: Type.Integer(),
    action: Type.Enum([...GAME_ACTION_IDS, ...INTEGRATION_CHECK_IDS], {
      description: 'a game action, or an integration check (recorded done at once)',
    }),
    status: Type.Enum(['pending', 'running', 'success', 'error', 'rejected'] as const),
    content: Type.String({ description: '"Action done! {label}" on success; the error\'s detail otherwise' }),
    operationType: Type.Literal('game-operation'),
    errorCode: Nullable(Type.String({ description: 'an error-list code (BE-OPS-05)' })),
    errorExtra: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'placeholder values, operationId included' })),
    requestedBy: Nullable(Type.Integer({ description: 'the user who asked for it' })),
    createdAt: Type.String({ format: 'date-time' }),
    finishedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'Operation' },
);

/** ACT-08: one field of an action. */
export const ActionField = Type.Object({
  param: Type.String(),
  type: Type.Enum(['string', 'html', 'select', 'integer', 'integer[]', 'changelogs'] as const),
  value: Type.Unknown(),
  required: Type.Boolean(),
  options: Type.Optional(
    Type.Array(
      Type.Object({
        value: Type.Union([Type.String(), Type.Integer()]),
        label: Type.String(),
        group: Type.Optional(Type.String()),
      }),
    ),
  ),
});

export const ActionParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  action: Type.String({ pattern: '^[a-z_]{3,40}$' }),
});

export const ActionResult = Type.Object(
  {
    game: Type.Ref('Game'),
    operation: Type.Ref('Operation'),
  },
  { title: 'ActionResult' },
);
