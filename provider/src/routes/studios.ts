// Studios for staff (issue 13; SL, SD, SSET, BE-STU-01..05, 09): the studios list,
// a studio, its users (for impersonation), the star, the settings, the coaching
// switch, the manual activity state, the history and the legal information links.
// Every route is the publishing side's (view_pm_interface): a studio member gets 403,
// whatever it sent.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTRACT_SUFFIX_MAX_LENGTH, DEFAULT_STUDIO_SORT, LEGAL_LINK_TTL_DAYS, STUDIO_SORT_FIELDS } from '@greenlight/rules';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import {
  getStudio,
  listStudios,
  listStudioUsers,
  setActivityState,
  starStudio,
  studioHistoryOf,
  switchCoaching,
  updateStudioSettings,
} from '../domain/studios/studios';
import type { NotificationRow } from '../domain/games/operations';
import { issueLegalLink } from '../domain/studios/legal-links';
import { studiosCsv } from '../domain/studios/export';
import { Readable } from 'node:stream';
import { authErrors, IdParams, Nullable } from '../schemas/common';
import { FilterQuery } from '../schemas/games';
import { withPermission } from './guards';

const Person = Nullable(Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() }));
const Trend = Type.Object(
  {
    value: Nullable(Type.Number({ description: 'the last 3 months' })),
    previous: Nullable(Type.Number({ description: 'the 3 months before' })),
    improvement: Nullable(Type.Number({ description: 'value - previous' })),
    percentage: Nullable(Type.Number({ description: 'the change in percent of previous' })),
    isGreen: Type.Boolean({ description: 'it got better (lower for CPI, higher for the others)' }),
  },
  { title: 'StudioTrend', description: 'SL-24: a KPI over the last 3 months against the 3 months before' },
);
const ActivityState = Type.Enum(['active', 'inactive', 'churned'] as const);
const DateTime = Type.String({ format: 'date-time' });

const studioRowFields = {
  id: Type.Integer(),
  name: Type.String(),
  studioName: Type.String(),
  studioLeadName: Nullable(Type.String()),
  pmId: Nullable(Type.Integer()),
  secondaryPmId: Nullable(Type.Integer()),
  pm: Person,
  secondaryPm: Person,
  pmName: Nullable(Type.String({ description: '"ATT" for att studios (SL-18)' })),
  secondaryPmName: Nullable(Type.String()),
  teamStatusId: Nullable(Type.Integer()),
  isStarred: Type.Boolean({ description: 'starred by the caller (SL-26)' }),
  creationDate: DateTime,
  sinceLastIterationDate: Nullable(Type.Integer({ description: 'whole days since the studio\'s last iteration started' })),
  contract: Nullable(Type.String()),
  activityState: ActivityState,
  isActivityStateForced: Type.Boolean(),
  activityLabel: Type.String({ description: '"Active", or "Inactive for N days/weeks/months/years" (SD-02, SD-03)' }),
  lastActivityDate: Nullable(DateTime),
  deactivateDate: Nullable(DateTime),
  deactivateReason: Nullable(Type.String()),
  nbPrototypes: Type.Integer(),
  gamesNbPrototypes6Months: Type.Integer(),
  nbHits: Type.Integer(),
  gamesCpi3Months: Trend,
  gamesCtr3Months: Trend,
  gamesDay13Months: Trend,
  gamesDay73Months: Trend,
  gamesPlaytime3Months: Trend,
};
const StudioRow = Type.Object(studioRowFields, { title: 'StudioRow' });
const StudioDetail = Type.Object(
  {
    ...studioRowFields,
    country: Type.String(),
    createdAt: DateTime,
    teamStatus: Nullable(Type.Object({ id: Type.Integer(), label: Type.String() })),
    knowledgeSharingPmStatus: Type.Boolean(),
    knowledgeSharingStudioStatus: Type.Boolean(),
    isChurned: Type.Boolean(),
    isRegrettedChurn: Nullable(Type.Boolean()),
    churnReason: Nullable(Type.String()),
    hubspotUrl: Nullable(Type.String({ description: 'null without view_hubspot_url (SD-05)' })),
    dealId: Nullable(Type.String({ description: 'the CRM deal that signs it: the legal information form\'s deal_id (FORM-19)' })),
    mainContactEmail: Nullable(Type.String()),
    origin: Nullable(Type.String()),
  },
  { title: 'StudioDetail' },
);
const StudiosListBody = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size: 20 (SL-01)' })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    sort: Type.Optional(Type.Enum(STUDIO_SORT_FIELDS)),
    order: Type.Optional(Type.Enum(['asc', 'desc'] as const)),
    term: Type.Optional(Type.String({ maxLength: 100 })),
    query: Type.Optional(Nullable(FilterQuery)),
  },
  { additionalProperties: false },
);
const SettingsBody = Type.Object(
  {
    teamStatusId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    knowledgeSharingPmStatus: Type.Optional(Type.Boolean()),
    isChurned: Type.Optional(Type.Boolean()),
    isRegrettedChurn: Type.Optional(Nullable(Type.Boolean())),
    churnReason: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    publishingManagerId: Type.Optional(Type.Integer({ minimum: 1 })),
    secondaryPublishingManagerId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    isActive: Type.Optional(Type.Boolean()),
    deactivateReason: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
const notFoundError = { 404: Type.Ref('ErrorBody') };

export const studioRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock, live } = context;
  const staffOnly = withPermission('view_pm_interface');
  const publish = async (rows: NotificationRow[]) => {
    for (const row of rows) await live.notification(row);
  };

  app.post(
    '/v1/studios',
    {
      config: { readOnly: true },
      preValidation: staffOnly,
      schema: {
        operationId: 'listStudios',
        tags: ['studios'],
        summary: 'The studios list for staff (SL-22)',
        description: 'A page (20 by default) of studios with their 3-month KPIs, sorted (CPI ascending by default, nulls last), searched by name and filtered by the studios filter tree.',
        body: StudiosListBody,
        response: { 200: Type.Object({ data: Type.Array(StudioRow), total: Type.Integer() }), ...authErrors },
      },
    },
    async (request) => {
      const body = request.body;
      return listStudios(db, request.principal!, clock.now(), {
        limit: body.limit ?? 20,
        offset: body.offset ?? 0,
        sort: body.sort ?? DEFAULT_STUDIO_SORT.prop,
        order: body.order ?? DEFAULT_STUDIO_SORT.order,
        term: body.term,
        query: body.query,
      });
    },
  );

  app.post(
    '/v1/studios/export',
    {
      config: { readOnly: true },
      preValidation: staffOnly,
      schema: {
        operationId: 'exportStudios',
        tags: ['studios'],
        summary: 'The studios list as CSV: every studio the view selects, in its order, its visible columns',
        description:
          'Streams text/csv (RFC 4180, CRLF) while the studios are read 500 at a time; numbers as numbers (CPI in dollars, rates in percent, playtime in seconds), dates yyyy-mm-dd. The filter and columns are checked before the first line: a refusal is a 400 like the list\'s.',
        body: Type.Object(
          {
            sort: StudiosListBody.properties.sort,
            order: StudiosListBody.properties.order,
            term: StudiosListBody.properties.term,
            query: StudiosListBody.properties.query,
            columns: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 50, description: 'the visible columns, by id (codifications columns.studios)' }),
          },
          { additionalProperties: false },
        ),
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), ...authErrors },
      },
    },
    async (request, reply) => {
      const { columns, ...body } = request.body;
      const lines = studiosCsv(
        db,
        request.principal!,
        clock.now(),
        { sort: body.sort ?? DEFAULT_STUDIO_SORT.prop, order: body.order ?? DEFAULT_STUDIO_SORT.order, term: body.term, query: body.query },
        columns,
      );
      const header = await lines.next();
      async function* rest() {
        if (!header.done) yield header.value;
        yield* lines;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="studios-${clock.now().toISOString().slice(0, 10)}.csv"`)
        .send(Readable.from(rest()));
    },
  );

  app.get(
    '/v1/studio/:id',
    {
      preValidation: staffOnly,
      schema: {
        operationId: 'getStudio',
        tags: ['studios'],
        summary: 'One studio for its page (SD-14)',
        params: IdParams,
        response: { 200: StudioDetail, ...authErrors, ...notFoundError },
      },
    },
    async (request) => getStudio(db, request.principal!, clock.now(), request.params.id),
  );

  app.get(
    '/studios/:id/users',
    {
      preValidation: staffOnly,
      schema: {
        operationId: 'listStudioUsers',
        tags: ['studios'],
        summary: 'The studio\'s users, for the impersonate dialog (IMP-02)',
        params: IdParams,
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.Integer(),
                firstName: Type.String(),
                lastName: Type.String(),
                email: Type.String(),
                accessId: Type.Integer(),
                userRole: Type.String(),
                isActive: Type.Boolean(),
              }),
            ),
            total: Type.Integer(),
          }),
          ...authErrors,
          ...notFoundError,
        },
      },
    },
    async (request) => listStudioUsers(db, request.principal!, request.params.id),
  );

  app.put(
    '/ss/studio/:id/star',
    {
      preValidation: staffOnly,
      schema: {
        operationId: 'starStudio',
        tags: ['studios'],
        summary: 'Stars or unstars a studio for the caller (SL-26)',
        params: IdParams,
        body: Type.Object({ is_starred: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: Type.Object({ id: Type.Integer(), isStarred: Type.Boolean() }), ...authErrors, ...notFoundError },
      },
    },
    async (request) => starStudio(db, request.principal!, request.params.id, request.body.is_starred),
  );

  app.put(
    '/studios/:id',
    {
      preValidation: staffOnly,
      schema: {
        operationId: 'updateStudioSettings',
        tags: ['studios'],
        summary: 'The studio settings drawer (SSET-26)',
        description:
          'Team status, knowledge sharing, churn and deactivation need change_studio_admin_info; PMs change_publishing_manager, except a staff member naming themselves primary PM (SSET-24). Deactivating needs a reason of the list; a deactivated studio takes only churn until isActive true; its members\' live sockets hear of it at once (issue 42: access-changed). Each change is written to the history; churn and coaching tell the studio\'s PMs. Answers the studio.',
        params: IdParams,
        body: SettingsBody,
        response: { 200: StudioDetail, ...authErrors, ...notFoundError },
      },
    },
    async (request) => {
      const principal = request.principal!;
      const { notifications, accessChanged } = await updateStudioSettings(db, principal, clock.now(), request.params.id, request.body);
      await publish(notifications);
      await live.accessChanged(accessChanged);
      return getStudio(db, principal, clock.now(), request.params.id);
    },
  );

  for (const [path, to, operationId] of [
    ['attToCoached', 'coaching', 'studioAttToCoached'],
    ['coachedToAtt', 'att', 'studioCoachedToAtt'],
  ] as const) {
    app.post(
      `/v1/studio/:id/${path}`,
      {
        preValidation: staffOnly,
        schema: {
          operationId,
          tags: ['studios'],
          summary: `Switches the studio to ${to === 'coaching' ? 'coaching' : 'att'} mode, with the first team status of that list (SSET-23)`,
          params: IdParams,
          response: { 200: StudioDetail, ...authErrors, ...notFoundError },
        },
      },
      async (request) => {
        const principal = request.principal!;
        const { notifications } = await switchCoaching(db, principal, clock.now(), request.params.id, to);
        await publish(notifications);
        return getStudio(db, principal, clock.now(), request.params.id);
      },
    );
  }

  app.post(
    '/v1/studio/:id/legal_links',
    {
      preValidation: [staffOnly, withPermission('add_studio')],
      schema: {
        operationId: 'issueLegalInformationLink',
        tags: ['studios'],
        summary: 'A new link to the legal information form for one of the studio\'s contracts (FORM-19, issue 42)',
        description: `add_studio only. The link carries deal_id, contact_name, contact_email, contract_suffix and a token: 32 random bytes in base64url, stored as its sha-256, valid ${LEGAL_LINK_TTL_DAYS} days and once. With a contact email the link is mailed to it too. A contract (its suffix, none being one) whose legal information was received gets no new link: 400 LEGAL_FORM_ALREADY_RECEIVED.`,
        params: IdParams,
        body: Type.Object(
          {
            contactName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
            contactEmail: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
            contractSuffix: Type.Optional(Nullable(Type.String({ maxLength: CONTRACT_SUFFIX_MAX_LENGTH }))),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            url: Type.String({ description: 'the whole link, token included: shown once' }),
            expiresAt: Type.String({ format: 'date-time' }),
            contactName: Nullable(Type.String()),
            contactEmail: Nullable(Type.String()),
            contractSuffix: Nullable(Type.String()),
            mailed: Type.Boolean({ description: 'the link was mailed to contactEmail' }),
          }),
          ...authErrors,
          ...notFoundError,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await issueLegalLink(context, request.principal!.userId, request.params.id, request.body)),
  );

  app.put(
    '/ss/studio/:id/activity_state',
    {
      preValidation: staffOnly,
      schema: {
        operationId: 'setStudioActivityState',
        tags: ['studios'],
        summary: 'Forces the studio\'s activity state, or hands it back to the platform (SSET-04)',
        params: IdParams,
        body: Type.Object(
          {
            activityState: Type.Enum(['active', 'inactive'] as const),
            isActivityStateForced: Type.Optional(Type.Boolean({ description: 'false: the platform computes it again (CONF-36)' })),
          },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null(), ...authErrors, ...notFoundError },
      },
    },
    async (request, reply) => {
      const { notifications } = await setActivityState(db, request.principal!, clock.now(), request.params.id, request.body);
      await publish(notifications);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/studios/:id/history',
    {
      preValidation: staffOnly,
      schema: {
        operationId: 'getStudioHistory',
        tags: ['studios'],
        summary: 'The studio\'s creation and every change of its settings (SSET-30)',
        params: IdParams,
        response: {
          200: Type.Object({
            creation: Type.Object({ timestamp: DateTime, value: Type.String() }),
            updates: Type.Array(
              Type.Object({
                timestamp: DateTime,
                updatedBy: Nullable(Type.String({ description: 'who made it; null for the platform' })),
                field: Type.String({ description: 'team_status_id, publishing_manager_id, deactivate_reason ... (SSET-31..36)' }),
                value: Nullable(Type.String()),
              }),
            ),
          }),
          ...authErrors,
          ...notFoundError,
        },
      },
    },
    async (request) => studioHistoryOf(db, request.principal!, request.params.id),
  );
};
