import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { CONTENT_ID_PATTERN, getContentEntry, listQuotes, putContentEntry, type ContentEntry } from '../domain/reference/content';
import { notFound } from '../errors';
import { authErrors } from '../schemas/common';
import { superusersOnly } from './guards';

const ContentParams = Type.Object({
  id: Type.String({ pattern: CONTENT_ID_PATTERN, description: 'GENERAL_ALERT, HOMEPAGE, HELP_GAMES_LIST ...' }),
});

const Fields = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'GENERAL_ALERT {title, content, color: info|success|warning|error, active}; HOMEPAGE {kpiTitle, kpis: [{label, value, text}]}; HELP_* and TUTORIAL_* {title, content}; SDK_PACKAGE {name, version, installUrl}; SUBMISSION_WARNINGS {warnings: [{step, content}]} (CMS-05, at most 20); other ids any object',
});

const ContentEntryBody = Type.Object({
  id: Type.String(),
  fields: Fields,
  updatedAt: Type.String({ format: 'date-time' }),
});

const Quote = Type.Object({ quote: Type.String(), author: Type.String() });

const answer = (entry: ContentEntry) => ({ id: entry.id, fields: entry.fields, updatedAt: entry.updatedAt.toISOString() });

export const contentRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;

  app.get(
    '/v1/content/:id',
    {
      schema: {
        operationId: 'getContentEntry',
        tags: ['content'],
        summary: 'A content-service entry by id (OP-39, CMS-01..04)',
        description: 'For signed-in users; 404 NOT_FOUND when no entry has this id (the dashboard then uses its built-in texts, CMS-06/07).',
        params: ContentParams,
        response: { 200: ContentEntryBody, ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => {
      const entry = await getContentEntry(db, request.params.id);
      if (!entry) throw notFound(`No content entry ${request.params.id}`);
      return answer(entry);
    },
  );

  app.put(
    '/v1/content/:id',
    {
      preValidation: superusersOnly,
      schema: {
        operationId: 'putContentEntry',
        tags: ['content'],
        summary: 'Create or replace a content-service entry (superusers, BE-SYS-06)',
        description:
          'Known entries must carry the fields the dashboard reads (GENERAL_ALERT, HOMEPAGE, HELP_*; 400 INVALID_REQUEST with the field path otherwise); further fields are kept. 403 to anyone but a superuser.',
        params: ContentParams,
        body: Type.Object({ fields: Fields }, { additionalProperties: false }),
        response: { 200: ContentEntryBody, ...authErrors },
      },
    },
    async (request) => answer(await putContentEntry(db, clock, request.params.id, request.body.fields)),
  );

  app.get(
    '/v1/quotes',
    {
      schema: {
        operationId: 'listQuotes',
        tags: ['content'],
        summary: 'The quotes of the quotes page (OP-34, ROUTE-26)',
        response: { 200: Type.Array(Quote), 401: Type.Ref('ErrorBody') },
      },
    },
    async () => listQuotes(db),
  );
};
