// The simulated app stores (Part G "store lookup"): publishing an app in the catalogue
// the store lookup reads, as `npm run store:publish` does. In demo mode the AppStore and
// Playstore publishing steps point the studio to it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { storeIdsProblems } from '@greenlight/rules';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { publishStoreApp, type StoreApp } from '../domain/integrations/store';
import { badRequest, forbidden } from '../errors';
import { authErrors } from '../schemas/common';
import { StoreApp as StoreAppSchema, StoreAppBody } from '../schemas/submission';

/** Who creates tests publishes their apps; administrators too. */
async function publishers(request: FastifyRequest): Promise<void> {
  const principal = request.principal;
  if (!principal?.isSuperuser && !principal?.permissions.has('add_game')) throw forbidden();
}

const answer = (app: StoreApp) => ({ ...app, publishedAt: app.publishedAt.toISOString() });

export const storeSimulatorRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;
  app.addSchema(StoreAppSchema);

  app.post(
    '/simulator/store/apps',
    {
      preValidation: publishers,
      schema: {
        operationId: 'publishSimulatedStoreApp',
        tags: ['simulator'],
        summary: 'Publishes an app in the simulated App Store or Play Store (Part G); needs add_game, or a superuser',
        description:
          'iOS apps need their AppStore id (9-10 digits, first non-zero); Android apps have none. Answers 201 with the app, 200 when the same app was published already, 409 STORE_APP_CONFLICT when the bundle id or store id is another app\'s (errorList path names which).',
        body: StoreAppBody,
        response: { 200: Type.Ref('StoreApp'), 201: Type.Ref('StoreApp'), ...authErrors, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const { platform, bundleId } = request.body;
      const storeId = request.body.storeId || null;
      const problems = storeIdsProblems(platform, { storeId, bundleId });
      if (problems.length > 0) {
        throw badRequest(
          'INVALID_REQUEST',
          problems[0]!.message,
          problems.map(({ path, message }) => ({ code: 'INVALID_REQUEST', detail: message, path })),
        );
      }
      const name = request.body.name?.trim() || bundleId.split('.').at(-1)!;
      const published = await publishStoreApp(db, clock, { platform, storeId, bundleId, name });
      return reply.code(published.created ? 201 : 200).send(answer(published.app));
    },
  );
};
