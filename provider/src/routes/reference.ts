import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { loadCodifications } from '../domain/codifications';
import { ERROR_MESSAGES } from '../domain/error-catalogue';
import { authErrors } from '../schemas/common';

const Option = Type.Object({ value: Type.Union([Type.String(), Type.Integer()]), label: Type.String() });

export const Codifications = Type.Object(
  {
    status: Type.Array(Option),
    recommendations: Type.Array(Option),
    roles: Type.Array(Option),
    permissions: Type.Array(Option),
    publishingManagers: Type.Array(Option),
    teamStatuses: Type.Object({ att: Type.Array(Option), coaching: Type.Array(Option) }),
    errorList: Type.Record(Type.String(), Type.String()),
  },
  { $id: 'Codifications' },
);

const ErrorMessage = Type.Object({ code: Type.String(), message: Type.String(), link: Type.Optional(Type.String()) });

export const referenceRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/codifications/',
    {
      schema: {
        tags: ['reference'],
        summary: 'Reference data for signed-in users (API-10)',
        response: { 200: Type.Ref('Codifications'), ...authErrors },
      },
    },
    async () => loadCodifications(context.db),
  );

  app.get(
    '/error_messages/',
    {
      config: { public: true },
      schema: {
        tags: ['reference'],
        summary: 'The error list: code to message (API-11)',
        response: { 200: Type.Array(ErrorMessage) },
      },
    },
    async () => [...ERROR_MESSAGES],
  );
};
