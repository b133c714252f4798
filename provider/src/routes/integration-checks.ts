// The integration checks' routes (SUB-SDK-04, SUB-FB-10, API-52..54): POST
// /game/{id}/check_ga_integration, /check_adjust_integration and
// /check_facebook_configuration, empty body. Static paths: Fastify prefers them to the
// game actions' parametric POST /game/{id}/{action}. The checks are
// domain/games/integration-checks.ts'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { camelName, INTEGRATION_CHECK_IDS, INTEGRATION_CHECKS } from '@greenlight/rules';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { runIntegrationCheck } from '../domain/games/integration-checks';
import { authErrors, IdParams } from '../schemas/common';

const CheckPassed = Type.Object({
  ok: Type.Literal(true),
  operationId: Type.String({ description: 'the check\'s operation, recorded done' }),
});

export const integrationCheckRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;
  for (const check of INTEGRATION_CHECK_IDS) {
    app.post(
      `/game/:id/${check}`,
      {
        // The body is empty; whatever is sent is not read.
        preValidation: async (request) => {
          request.body = undefined;
        },
        schema: {
          // checkGaIntegration, checkAdjustIntegration, checkFacebookConfiguration
          operationId: camelName(check),
          tags: ['checks'],
          summary: INTEGRATION_CHECKS[check].description,
          description:
            'Empty body. For the game\'s editors and staff (403 "Forbidden" for others). Recorded as an operation: answers {ok: true, operationId}, or 400 {detail, errorList: [{code, detail, extra: {operationId}}]} with one item per missing condition, whose error-list messages carry an {{operationId}} placeholder (SUB-SDK-06).',
          params: IdParams,
          response: { 200: CheckPassed, ...authErrors, 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody') },
        },
      },
      async (request) => runIntegrationCheck(db, request.principal!, clock, request.params.id, check),
    );
  }
};
