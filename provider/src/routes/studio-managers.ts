// A studio's primary and secondary publishing managers (GD-13, GD-16, 001 §7
// "Publishing managers"): PUT /ss/studio/{id}/publishing_manager and
// /secondary_publishing_manager with {publishingManagerId}, for holders of
// change_publishing_manager. The primary is required; the secondary may be cleared.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { studios, users } from '../db/schema';
import type { Principal } from '../domain/accounts/principal';
import { badRequest, forbidden, notFound } from '../errors';
import { authErrors, IdParams, Nullable } from '../schemas/common';

const Person = Nullable(Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() }));
interface AssignRequest {
  principal?: Principal;
  params: { id: number };
  body: { publishingManagerId: number | null };
}

const StudioManagers = Type.Object({ id: Type.Integer(), pm: Person, secondaryPm: Person });

export const studioManagerRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  const person = async (id: number | null) => {
    if (id === null) return null;
    const [row] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
    return row ?? null;
  };

  const assign = (role: 'pm' | 'secondaryPm') => async (request: AssignRequest) => {
    if (!request.principal!.permissions.has('change_publishing_manager')) throw forbidden();
    const managerId = request.body.publishingManagerId;
    if (managerId !== null) {
      // The choices of codifications' publishingManagers: active users of type pm.
      const [manager] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, managerId), eq(users.userType, 'pm'), eq(users.isActive, true)));
      if (!manager) {
        throw badRequest('INVALID_REQUEST', 'Choose a publishing manager from the list', [
          { code: 'INVALID_REQUEST', detail: 'Choose a publishing manager from the list', path: 'publishingManagerId' },
        ]);
      }
    }
    const [studio] = await db
      .update(studios)
      .set(role === 'pm' ? { pmId: managerId } : { secondaryPmId: managerId })
      .where(eq(studios.id, request.params.id))
      .returning({ id: studios.id, pmId: studios.pmId, secondaryPmId: studios.secondaryPmId });
    if (!studio) throw notFound('Studio not found');
    return { id: studio.id, pm: await person(studio.pmId), secondaryPm: await person(studio.secondaryPmId) };
  };

  const schema = (summary: string, nullable: boolean) => ({
    tags: ['studios'],
    summary,
    params: IdParams,
    body: Type.Object(
      { publishingManagerId: nullable ? Nullable(Type.Integer({ minimum: 1 })) : Type.Integer({ minimum: 1 }) },
      { additionalProperties: false },
    ),
    response: { 200: StudioManagers, ...authErrors, 404: Type.Ref('ErrorBody') },
  });

  app.put('/ss/studio/:id/publishing_manager', { schema: schema('Sets the studio\'s publishing manager (GD-13)', false) }, assign('pm'));
  app.put(
    '/ss/studio/:id/secondary_publishing_manager',
    { schema: schema('Sets or clears the studio\'s secondary publishing manager (GD-13)', true) },
    assign('secondaryPm'),
  );
};
