import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { updateCampaignDuration, updateDailyBudget } from '../domain/games/campaign-settings-changes';
import { getGame } from '../domain/games/games';
import { authErrors, IdParams } from '../schemas/common';

export const campaignSettingsRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;
  const errors = { ...authErrors, 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody') };

  app.put(
    '/games/:id/budget',
    {
      schema: {
        operationId: 'setDailyBudget',
        tags: ['campaigns'],
        summary: 'Sets a network\'s daily budget, in steps of 10 within its bounds (SUB-BUD-07, BE-BUD-03); a running campaign takes it from tomorrow',
        params: IdParams,
        body: Type.Object(
          { adNetwork: Type.Enum(['facebook', 'snapchat'] as const), newBudget: Type.Integer({ minimum: 0, maximum: 100000 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Ref('Game'), ...errors },
      },
    },
    async (request) => {
      await updateDailyBudget(db, request.principal!, clock, request.params.id, request.body.adNetwork, request.body.newBudget);
      return getGame(db, request.principal!, clock.now(), request.params.id);
    },
  );

  app.put(
    '/games/:id/campaign_duration',
    {
      schema: {
        operationId: 'setCampaignDuration',
        tags: ['campaigns'],
        summary: 'Sets the campaign duration in days (SUB-BUD-10, BE-BUD-03); needs advanced_campaign_settings_level1 or level2',
        params: IdParams,
        body: Type.Object({ campaignDuration: Type.Integer({ minimum: 0, maximum: 365 }) }, { additionalProperties: false }),
        response: { 200: Type.Ref('Game'), ...errors },
      },
    },
    async (request) => {
      await updateCampaignDuration(db, request.principal!, clock, request.params.id, request.body.campaignDuration);
      return getGame(db, request.principal!, clock.now(), request.params.id);
    },
  );
};
