// A studio's primary and secondary publishing managers (GD-13, GD-16, 001 §7
// "Publishing managers"): PUT /ss/studio/{id}/publishing_manager and
// /secondary_publishing_manager with {publishingManagerId}, for holders of
// change_publishing_manager. The primary is required; the secondary may be cleared.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import type { Principal } from '../domain/accounts/principal';
import { assignPublishingManager, type ManagerRole } from '../domain/studios/managers';
import { forbidden } from '../errors';
import { authErrors, IdParams, Nullable } from '../schemas/common';

const Person = Nullable(Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() }));
interface AssignRequest {
  principal?: Principal;
  params: { id: number };
  body: { publishingManagerId: number | null };
}

const StudioManagers = Type.Object({ id: Type.Integer(), pm: Person, secondaryPm: Person });

export const studioManagerRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const assign = (role: ManagerRole) => async (request: AssignRequest) => {
    if (!request.principal!.permissions.has('change_publishing_manager')) throw forbidden();
    return assignPublishingManager(context.db, request.params.id, role, request.body.publishingManagerId, {
      by: request.principal!.userId,
      now: context.clock.now(),
    });
  };

  const schema = (operationId: string, summary: string, nullable: boolean) => ({
    operationId,
    tags: ['studios'],
    summary,
    params: IdParams,
    body: Type.Object(
      { publishingManagerId: nullable ? Nullable(Type.Integer({ minimum: 1 })) : Type.Integer({ minimum: 1 }) },
      { additionalProperties: false },
    ),
    response: { 200: StudioManagers, ...authErrors, 404: Type.Ref('ErrorBody') },
  });

  app.put('/ss/studio/:id/publishing_manager', { schema: schema('setPublishingManager', 'Sets the studio\'s publishing manager (GD-13)', false) }, assign('pm'));
  app.put(
    '/ss/studio/:id/secondary_publishing_manager',
    { schema: schema('setSecondaryPublishingManager', 'Sets or clears the studio\'s secondary publishing manager (GD-13)', true) },
    assign('secondaryPm'),
  );
};
