// How the creation of a game's campaigns went, per network (SUB-CAMP-20, BE-OPS-06).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { campaignCreationStatus } from '../domain/campaigns/creation-status';
import { CampaignCreationStatus } from '../schemas/campaigns';
import { authErrors, IdParams } from '../schemas/common';

export const campaignCreationRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/games/:id/campaignCreationStatus',
    {
      schema: {
        operationId: 'getCampaignCreationStatus',
        tags: ['campaigns'],
        summary: 'The creation of the game\'s campaigns per network, for whoever may see the game (SUB-CAMP-20, BE-OPS-06, API-63)',
        description:
          'The campaigns of the game\'s latest iteration: active (paused or stopped later) or campaign_creation_failed with the ' +
          'network\'s error text. While an accept_testing operation is pending or running, every network the test will run on ' +
          'answers `creating` (the iteration does not exist until the operation commits); while recreate_campaign_facebook runs, Facebook does.',
        params: IdParams,
        response: { 200: CampaignCreationStatus, ...authErrors, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => campaignCreationStatus(db, request.principal!, request.params.id),
  );
};
