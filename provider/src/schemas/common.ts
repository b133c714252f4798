import { Type, type Static, type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorItem = Type.Object(
  {
    code: Type.String(),
    detail: Type.String(),
    path: Type.Optional(Type.String()),
    extra: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { $id: 'ErrorItem' },
);

export const ErrorBody = Type.Object(
  { detail: Type.String(), errorList: Type.Array(Type.Ref('ErrorItem')) },
  { $id: 'ErrorBody', description: 'Every error answer: a human message and the list of error codes' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** The error answers every authenticated route may give. */
export const authErrors = {
  400: Type.Ref('ErrorBody'),
  401: Type.Ref('ErrorBody'),
  403: Type.Ref('ErrorBody'),
} as const;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
