// Studio self-service (issue 14; SA, STAFF, BE-STU-06, API calls of 002 §7): a
// member's studios, the studio's information and knowledge-sharing opt-in, its staff
// with their active state, access level and position, and invitations. Members of the
// studio only (superusers too); what each may change follows their access level.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STUDIO_ROLES } from '@greenlight/rules';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import {
  inviteStaffMember,
  myStudios,
  selfServiceStudio,
  setStudioSharing,
  studioStaff,
  updateSelfServiceStudio,
  updateStaffMember,
} from '../domain/studios/self-service';
import { createStudioFromLead, submitLegalForm } from '../domain/studios/forms';
import { contractPdf, studioContracts } from '../domain/studios/contracts';
import { LEGAL_FORM_POLICY, legalFormKey, tooManyAttempts } from '../domain/accounts/throttle';
import { authErrors, IdParams, Nullable } from '../schemas/common';
import { withPermission } from './guards';

const StudioPermissions = Type.Object(
  { change_studio: Type.Boolean(), change_studio_invite_any_user: Type.Boolean() },
  { description: 'what the caller may do on the studio (PERM-16, PERM-17)' },
);
const AccessId = Type.Integer({ minimum: 1, maximum: 5, description: 'access level 1-5 (CONF-02)' });
const Role = Type.Enum(STUDIO_ROLES);
const notFoundError = { 404: Type.Ref('ErrorBody') };
const StaffMember = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  username: Type.String(),
  email: Type.String(),
  isActive: Type.Boolean(),
  userRole: Type.String(),
  accessId: Type.Integer(),
});
const MemberParams = Type.Object({
  studioId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

export const selfServiceRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/ss/studios',
    {
      schema: {
        operationId: 'listMyStudios',
        tags: ['self-service'],
        summary: 'The studios the caller belongs to, by name; every studio for a superuser (SA-01)',
        response: { 200: Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })), total: Type.Integer() }), ...authErrors },
      },
    },
    async (request) => myStudios(context, request.principal!),
  );

  app.get(
    '/ss/studio/:id',
    {
      schema: {
        operationId: 'getSelfServiceStudio',
        tags: ['self-service'],
        summary: 'The studio as its members edit it, with what the caller may do (SA-05, SA-17)',
        params: IdParams,
        response: {
          200: Type.Object({
            id: Type.Integer(),
            name: Type.String(),
            country: Type.String(),
            website: Nullable(Type.String()),
            pmId: Nullable(Type.Integer()),
            secondaryPmId: Nullable(Type.Integer()),
            deactivateSince: Nullable(Type.String({ format: 'date-time' })),
            knowledgeSharingStudioStatus: Type.Boolean(),
            accessId: AccessId,
            permissions: StudioPermissions,
          }),
          ...authErrors,
          ...notFoundError,
        },
      },
    },
    async (request) => selfServiceStudio(context, request.principal!, request.params.id),
  );

  app.put(
    '/ss/studio/:id',
    {
      schema: {
        operationId: 'updateSelfServiceStudio',
        tags: ['self-service'],
        summary: 'Saves the changed fields of the studio information, trimmed (SA-06..09, SA-13); change_studio only',
        params: IdParams,
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ maxLength: 200 })),
            country: Type.Optional(Type.String({ maxLength: 10 })),
            website: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
          },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null(), ...authErrors, ...notFoundError },
      },
    },
    async (request, reply) => {
      await updateSelfServiceStudio(context, request.principal!, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/ss/studio/:id/sharing',
    {
      schema: {
        operationId: 'setStudioSharing',
        tags: ['self-service'],
        summary: 'The studio opts in to knowledge sharing, or out (SA-15, SA-16); change_studio only',
        params: IdParams,
        body: Type.Object({ status: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: Type.Object({ knowledgeSharingStudioStatus: Type.Boolean() }), ...authErrors, ...notFoundError },
      },
    },
    async (request) => setStudioSharing(context, request.principal!, request.params.id, request.body.status),
  );

  app.get(
    '/ss/studio/:id/users',
    {
      schema: {
        operationId: 'listStudioStaff',
        tags: ['self-service'],
        summary: 'The studio\'s staff, with what the caller may change on each (STAFF-01, STAFF-02, STAFF-18..23)',
        params: IdParams,
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Intersect([
                StaffMember,
                Type.Object({ canToggleActive: Type.Boolean(), canChangeAccess: Type.Boolean(), canChangePosition: Type.Boolean() }),
              ]),
            ),
            total: Type.Integer(),
            accessId: AccessId,
            permissions: StudioPermissions,
          }),
          ...authErrors,
          ...notFoundError,
        },
      },
    },
    async (request) => studioStaff(context, request.principal!, request.params.id),
  );

  app.post(
    '/ss/studio/:id/users',
    {
      schema: {
        operationId: 'inviteStaffMember',
        tags: ['self-service'],
        summary: 'Adds a staff member and mails them a link to choose a password (STAFF-03..10, BE-STU-06)',
        description:
          'Needs change_studio and change_studio_invite_any_user. The email must be valid and no account\'s yet, any case (400 EMAIL_REFUSED, "Your email is not valid or already used"); the access level (default 4) not above the inviter\'s power (5 > 1 > 2 > 3 > 4); the position defaults to studio_developer. The link works once, for a week.',
        params: IdParams,
        body: Type.Object(
          {
            firstName: Type.String({ minLength: 1, maxLength: 100 }),
            lastName: Type.String({ minLength: 1, maxLength: 100 }),
            email: Type.String({ minLength: 1, maxLength: 254 }),
            userRole: Type.Optional(Role),
            accessId: Type.Optional(AccessId),
          },
          { additionalProperties: false },
        ),
        response: { 201: StaffMember, ...authErrors, ...notFoundError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const member = await inviteStaffMember(context, request.principal!, request.params.id, {
        ...body,
        accessId: body.accessId as 1 | 2 | 3 | 4 | 5 | undefined,
      });
      return reply.code(201).send(member);
    },
  );

  app.put(
    '/ss/studio/:studioId/user/:id',
    {
      schema: {
        operationId: 'updateStaffMember',
        tags: ['self-service'],
        summary: 'Changes a member\'s active state, access level or position (STAFF-18..24)',
        description:
          'The active state and the access level need change_studio; nobody changes their own active state or access, nor an inactive member\'s access, nor gives a level above their own, nor changes or (de)activates a member above their own (levels rank by power: 5 > 1 > 2 > 3 > 4; a superuser acts as 5); no change leaves the studio without an active member with full access (1 or 5); a position is one\'s own, or anyone\'s with access level 5. A new active state or access level reaches the member\'s live sockets at once (issue 42: `access-changed`, their rights read again).',
        params: MemberParams,
        body: Type.Object(
          { isActive: Type.Optional(Type.Boolean()), accessId: Type.Optional(AccessId), userRole: Type.Optional(Type.String({ maxLength: 60 })) },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 204: Type.Null(), ...authErrors, ...notFoundError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await updateStaffMember(context, request.principal!, request.params.studioId, request.params.id, {
        ...body,
        accessId: body.accessId as 1 | 2 | 3 | 4 | 5 | undefined,
      });
      return reply.code(204).send(null);
    },
  );

  const Answers = Type.Record(Type.String({ maxLength: 60 }), Type.String({ maxLength: 1000 }), {
    description: 'the answers by question id, each as text (a checkbox "true"/"false", a date yyyy-MM-dd); at most 60',
    maxProperties: 60,
  });

  app.post(
    '/ss/outbound',
    {
      preValidation: withPermission('add_studio'),
      schema: {
        operationId: 'createStudioFromLead',
        tags: ['self-service'],
        summary: 'Creates a studio from the sales-lead questionnaire; its contact is invited as its lead (FORM-15, FORM-17, BE-STU-08)',
        description: 'add_studio only. Every invalid entry is an errorList item whose path is the question id ("Invalid value for entry: {path}."); a taken email is one on `email`, and nothing is created. The contact gets two mails: the invitation, and the link to the legal information form, which the answer carries too.',
        body: Type.Object({ answers: Answers }, { additionalProperties: false }),
        response: {
          201: Type.Object({
            id: Type.Integer(),
            name: Type.String(),
            legalInformationUrl: Type.String({ description: 'the link to the legal information form, token included, also mailed to the contact (FORM-19, issue 42)' }),
            legalInformationExpiresAt: Type.String({ format: 'date-time' }),
          }),
          ...authErrors,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await createStudioFromLead(context, request.principal!, request.body.answers)),
  );

  app.post(
    '/ss/legal_forms',
    {
      config: { public: true },
      schema: {
        operationId: 'submitLegalForm',
        tags: ['self-service'],
        summary: 'The public legal information form: a signatory\'s answers for the studio\'s contract (FORM-18..24, BE-STU-08)',
        description:
          'No session, but a live link: its token (issue 42) known, else 400 LEGAL_LINK_INVALID (a missing one too), not expired (LEGAL_LINK_EXPIRED), not used (LEGAL_LINK_USED), each on path token. 10 submissions per client address in 15 minutes (429 TOO_MANY_ATTEMPTS). The deal id and the contract suffix must be the link\'s; every answer is checked with the legal questionnaire; an invalid entry (deal_id, contract_suffix or a question id) stores nothing and leaves the link unused. A contract whose legal information was received is never replaced: 400 LEGAL_FORM_ALREADY_RECEIVED.',
        body: Type.Object(
          {
            deal_id: Type.String({ minLength: 1, maxLength: 60 }),
            contact_name: Type.Optional(Type.String({ maxLength: 200 })),
            email: Type.Optional(Type.String({ maxLength: 254 })),
            contract_suffix: Type.Optional(Type.String({ maxLength: 60 })),
            token: Type.Optional(Type.String({ maxLength: 100, description: 'the link\'s token (issue 42)' })),
            answers: Answers,
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ received: Type.Boolean() }), 400: Type.Ref('ErrorBody'), 429: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const key = legalFormKey(request.ip);
      const wait = await context.sessions.throttle.lockedFor([key]);
      if (wait > 0) throw tooManyAttempts('Too many legal forms sent', wait);
      await context.sessions.throttle.hit(key, LEGAL_FORM_POLICY);
      return reply.code(201).send(await submitLegalForm(context, request.body));
    },
  );

  app.get(
    '/ss/studio/:id/contracts',
    {
      schema: {
        operationId: 'listStudioContracts',
        tags: ['self-service'],
        summary: 'The studio\'s contracts, newest first: one per legal information form its signatory sent (CON-01, CON-02, CON-05)',
        params: IdParams,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), date: Type.String({ format: 'date-time' }) })),
            total: Type.Integer(),
          }),
          ...authErrors,
          ...notFoundError,
        },
      },
    },
    async (request) => studioContracts(context, request.principal!, request.params.id),
  );

  app.get(
    '/ss/studio/:studioId/contract/:id',
    {
      schema: {
        operationId: 'getStudioContract',
        tags: ['self-service'],
        summary: 'A contract as a PDF, rendered from the studio and its legal form (CON-04, BE-STU-07)',
        params: MemberParams,
        produces: ['application/pdf'],
        response: { 200: Type.String({ description: 'application/pdf' }), ...authErrors, ...notFoundError },
      },
    },
    async (request, reply) => {
      const { name, pdf } = await contractPdf(context, request.principal!, request.params.studioId, request.params.id, context.clock.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name.replace(/[^A-Za-z0-9 ._-]/g, '')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
