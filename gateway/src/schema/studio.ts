// Studios (issue 13; SL, SD, SSET): a Relay node over the provider's studio, as a
// game mentions it (name, activity, managers) and, for the publishing side, as the
// studios list and the studio page show it. A field the shape in hand lacks is read
// through the request's studios loader (GET /v1/studio/{id}), once per studio.
import { DEFAULT_STUDIO_SORT, STUDIO_SORT_FIELDS, isAttTeamStatus, startingStudiosList } from '@greenlight/rules';
import { builder } from '../builder';
import { offsetConnection } from './offset-connection';
import type { GatewayContext } from '../context';
import type {
  ProviderGame,
  ProviderLegalInformationLink,
  ProviderStudioDetail,
  ProviderStudioHistory,
  ProviderStudioRow,
  ProviderStudioTrend,
  ProviderStudioUser,
  StudiosListBody,
} from '../provider/client';
import { ProviderError } from '../provider/errors';
import { fromGameFilterInput, GameFilterInput } from './filters';
import { providerEnum, SortOrder } from './provider-enum';
import { User } from './user';

export type StudioShape = ProviderGame['studio'] | ProviderStudioRow | ProviderStudioDetail;

export const ActivityState = providerEnum(
  'ActivityState',
  ['active', 'inactive', 'churned'] as const satisfies readonly ProviderGame['studio']['activityState'][],
  { description: 'active, inactive or churned (CONF-36)' },
);

const StudioSort = providerEnum('StudioSort', STUDIO_SORT_FIELDS, {
  description: 'The studios list\'s orders, one per sortable column (SL-02); nulls last either way',
});

/** The studio page's fields, from the shape in hand or the studios loader. */
async function detail(studio: StudioShape, context: GatewayContext): Promise<ProviderStudioDetail> {
  if ('teamStatus' in studio) return studio;
  const loaded = await context.loaders.studios.load(studio.id);
  if (loaded instanceof Error) throw loaded;
  return loaded;
}

/** The list row's fields (the page has them too). */
async function row(studio: StudioShape, context: GatewayContext): Promise<ProviderStudioRow> {
  return 'nbPrototypes' in studio ? studio : detail(studio, context);
}

const StudioTrend = builder.objectRef<ProviderStudioTrend>('StudioTrend').implement({
  description: 'A KPI over the last 3 months against the 3 months before (SL-24)',
  fields: (t) => ({
    value: t.exposeFloat('value', { nullable: true, description: 'the last 3 months; null without data' }),
    previous: t.exposeFloat('previous', { nullable: true, description: 'the 3 months before; null without data' }),
    improvement: t.exposeFloat('improvement', { nullable: true, description: 'value minus previous' }),
    percentage: t.exposeFloat('percentage', { nullable: true, description: 'the change in percent of previous' }),
    isGreen: t.exposeBoolean('isGreen', { description: 'it got better: lower for CPI, higher for the others' }),
  }),
});

const TeamStatus = builder.objectRef<{ id: number; label: string }>('TeamStatus').implement({
  description: 'A studio\'s team status (codifications teamStatuses; SD-07)',
  fields: (t) => ({
    teamStatusId: t.exposeInt('id', { description: 'its id; 1 and 2 are att, the others coaching (SSET-20)' }),
    label: t.exposeString('label', { description: 'its label' }),
  }),
});

const StudioUser = builder.objectRef<ProviderStudioUser>('StudioUser').implement({
  description: 'A member of a studio, as the impersonate dialog lists them (IMP-02)',
  fields: (t) => ({
    userId: t.exposeInt('id', { description: 'the provider\'s id, as /hijack/{userId} carries it' }),
    firstName: t.exposeString('firstName', { description: 'first name' }),
    lastName: t.exposeString('lastName', { description: 'last name' }),
    email: t.exposeString('email', { description: 'email address' }),
    accessId: t.exposeInt('accessId', { description: 'access level 1-5 (CONF-02)' }),
    userRole: t.exposeString('userRole', { description: 'position in the studio' }),
    isActive: t.exposeBoolean('isActive', { description: 'may sign in to this studio' }),
  }),
});

const StudioHistoryUpdate = builder.objectRef<ProviderStudioHistory['updates'][number]>('StudioHistoryUpdate').implement({
  description: 'One change of a studio\'s settings (SSET-30)',
  fields: (t) => ({
    timestamp: t.exposeString('timestamp', { description: 'when, ISO 8601' }),
    updatedBy: t.exposeString('updatedBy', { nullable: true, description: 'who made it; null for the platform itself' }),
    field: t.exposeString('field', { description: 'team_status_id, publishing_manager_id, deactivate_reason ... (SSET-31..36)' }),
    value: t.exposeString('value', { nullable: true, description: 'the new value, as text (a name for a manager, a label for a team status)' }),
  }),
});

const StudioHistory = builder.objectRef<ProviderStudioHistory>('StudioHistory').implement({
  description: 'A studio\'s creation and every change of its settings, oldest first (SSET-30)',
  fields: (t) => ({
    createdAt: t.string({ description: 'when the studio was created, ISO 8601', resolve: (h) => h.creation.timestamp }),
    createdAs: t.string({ description: 'its name then', resolve: (h) => h.creation.value }),
    updates: t.field({ type: [StudioHistoryUpdate], description: 'the changes, oldest first', resolve: (h) => h.updates }),
  }),
});

const staff = { permission: 'view_pm_interface' } as const;

export const Studio = builder.loadableNode('Studio', {
  description: 'A studio that makes games: its managers and, for the publishing side, its figures, settings and history',
  id: { resolve: (studio: StudioShape) => studio.id, parse: (id) => Number(id) },
  loaderOptions: { cache: false },
  load: (ids: number[], context: GatewayContext) => context.loaders.studios.loadMany(ids),
  fields: (t) => ({
    studioId: t.exposeInt('id', { description: 'the provider\'s id, as /studio/{id} and the games list\'s ?studio= carry it (GL-11)' }),
    name: t.exposeString('studioName', { description: 'the studio\'s name' }),
    activityState: t.field({ type: ActivityState, description: 'whether it still submits games (CONF-36)', resolve: (studio) => studio.activityState }),
    hubspotUrl: t.string({
      nullable: true,
      description: 'the studio in the CRM; null without view_hubspot_url (PERM-12, GC-16, SD-05)',
      // At once when the studio came with a game (a card's); a promise would make every card's studio, and so the card, complete asynchronously (issue 17).
      resolve: (studio, _args, context) => ('hubspotUrl' in studio ? studio.hubspotUrl : detail(studio, context).then((found) => found.hubspotUrl)),
    }),
    pm: t.field({ type: User, nullable: true, description: 'primary publishing manager', resolve: (s) => s.pm }),
    secondaryPm: t.field({ type: User, nullable: true, description: 'secondary publishing manager', resolve: (s) => s.secondaryPm }),

    // The publishing side's (view_pm_interface).
    pmName: t.string({
      nullable: true,
      authScopes: staff,
      description: 'the primary PM\'s name, "ATT" for an att studio (SL-18)',
      resolve: async (s, _args, context) => (await row(s, context)).pmName,
    }),
    isStarred: t.boolean({ authScopes: staff, description: 'the viewer starred it (SL-26)', resolve: async (s, _a, c) => (await row(s, c)).isStarred }),
    activityLabel: t.string({
      authScopes: staff,
      description: '"Active", or "Inactive for N days/weeks/months/years" (SD-02, SD-03)',
      resolve: async (s, _a, c) => (await row(s, c)).activityLabel,
    }),
    isActivityStateForced: t.boolean({
      authScopes: staff,
      description: 'staff forced the activity state (SSET-03)',
      resolve: async (s, _a, c) => (await row(s, c)).isActivityStateForced,
    }),
    createdAt: t.string({ authScopes: staff, description: 'when it was created, ISO 8601 (SD-01)', resolve: async (s, _a, c) => (await row(s, c)).creationDate }),
    deactivateDate: t.string({
      nullable: true,
      authScopes: staff,
      description: 'when its platform access was cut; null while active (SD-08, SSET-05)',
      resolve: async (s, _a, c) => (await row(s, c)).deactivateDate,
    }),
    deactivateReason: t.string({ nullable: true, authScopes: staff, description: 'why (CONF-20)', resolve: async (s, _a, c) => (await row(s, c)).deactivateReason }),
    studioLeadName: t.string({ nullable: true, authScopes: staff, description: 'its full-access member\'s name', resolve: async (s, _a, c) => (await row(s, c)).studioLeadName }),
    nbPrototypes: t.int({ authScopes: staff, description: 'its games (SL-08)', resolve: async (s, _a, c) => (await row(s, c)).nbPrototypes }),
    nbPrototypes6Months: t.int({
      authScopes: staff,
      description: 'its games created in the last 6 months (SL-08)',
      resolve: async (s, _a, c) => (await row(s, c)).gamesNbPrototypes6Months,
    }),
    nbHits: t.int({ authScopes: staff, description: 'its launched games (hits; SD-11)', resolve: async (s, _a, c) => (await row(s, c)).nbHits }),
    sinceLastIterationDate: t.int({
      nullable: true,
      authScopes: staff,
      description: 'whole days since its last iteration started; null before any (SL-08)',
      resolve: async (s, _a, c) => (await row(s, c)).sinceLastIterationDate,
    }),
    contract: t.string({ nullable: true, authScopes: staff, description: 'its newest contract\'s name (SL-08, CON-06); null without one', resolve: async (s, _a, c) => (await row(s, c)).contract }),
    cpi3Months: t.field({ type: StudioTrend, authScopes: staff, description: 'CPI, dollars (SL-24)', resolve: async (s, _a, c) => (await row(s, c)).gamesCpi3Months }),
    ctr3Months: t.field({ type: StudioTrend, authScopes: staff, description: 'CTR, a fraction (SL-24)', resolve: async (s, _a, c) => (await row(s, c)).gamesCtr3Months }),
    day13Months: t.field({ type: StudioTrend, authScopes: staff, description: 'day-1 retention, a fraction (SL-24)', resolve: async (s, _a, c) => (await row(s, c)).gamesDay13Months }),
    day73Months: t.field({ type: StudioTrend, authScopes: staff, description: 'day-7 retention, a fraction (SL-24)', resolve: async (s, _a, c) => (await row(s, c)).gamesDay73Months }),
    playtime3Months: t.field({
      type: StudioTrend,
      authScopes: staff,
      description: 'average daily playtime, seconds (SL-24)',
      resolve: async (s, _a, c) => (await row(s, c)).gamesPlaytime3Months,
    }),
    country: t.string({ authScopes: staff, description: 'its country, ISO 3166 alpha-2 (SD-01)', resolve: async (s, _a, c) => (await detail(s, c)).country }),
    lastActivityDate: t.string({
      nullable: true,
      authScopes: staff,
      description: 'its last game event, ISO 8601 (CONF-36)',
      resolve: async (s, _a, c) => (await detail(s, c)).lastActivityDate,
    }),
    teamStatus: t.field({ type: TeamStatus, nullable: true, authScopes: staff, description: 'its team status (SD-07)', resolve: async (s, _a, c) => (await detail(s, c)).teamStatus }),
    isCoached: t.boolean({
      authScopes: staff,
      description: 'coached, rather than att (team statuses 1 and 2; SSET-18, SSET-20)',
      resolve: async (s, _a, c) => !isAttTeamStatus((await detail(s, c)).teamStatusId),
    }),
    knowledgeSharingPmStatus: t.boolean({
      authScopes: staff,
      description: 'the publisher shares its games in knowledge sharing (SSET-01)',
      resolve: async (s, _a, c) => (await detail(s, c)).knowledgeSharingPmStatus,
    }),
    knowledgeSharingStudioStatus: t.boolean({
      authScopes: staff,
      description: 'the studio opted in to knowledge sharing',
      resolve: async (s, _a, c) => (await detail(s, c)).knowledgeSharingStudioStatus,
    }),
    isChurned: t.boolean({ authScopes: staff, description: 'churned, for reporting only (SSET-16)', resolve: async (s, _a, c) => (await detail(s, c)).isChurned }),
    isRegrettedChurn: t.boolean({ nullable: true, authScopes: staff, description: 'a regretted churn (SSET-10)', resolve: async (s, _a, c) => (await detail(s, c)).isRegrettedChurn }),
    churnReason: t.string({ nullable: true, authScopes: staff, description: 'why it churned (SSET-11..14)', resolve: async (s, _a, c) => (await detail(s, c)).churnReason }),
    legalInformationUrl: t.string({
      nullable: true,
      authScopes: staff,
      deprecationReason: 'A link to the legal information form carries a one-use token now; issueLegalInformationLink hands one out',
      description: 'always null: a legal information link is handed out by issueLegalInformationLink (issue 42)',
      resolve: () => null,
    }),
    mainContactEmail: t.string({ nullable: true, authScopes: staff, description: 'its main contact\'s email', resolve: async (s, _a, c) => (await detail(s, c)).mainContactEmail }),
    users: t.field({
      type: [StudioUser],
      authScopes: staff,
      description: 'its members, for the impersonate dialog (IMP-02)',
      resolve: async (s, _a, c) => {
        const users = await c.loaders.studioUsers.load(s.id);
        if (users instanceof Error) throw users;
        return users;
      },
    }),
    history: t.field({
      type: StudioHistory,
      authScopes: staff,
      description: 'its creation and every change of its settings (SSET-30)',
      resolve: async (s, _a, c) => {
        const history = await c.loaders.studioHistory.load(s.id);
        if (history instanceof Error) throw history;
        return history;
      },
    }),
  }),
});

const StudioConnection = builder.connectionObject(
  { type: Studio, name: 'StudioConnection', description: 'A page of studios' },
  { description: 'A studio of a page, with its cursor' },
);

builder.queryFields((t) => ({
  studios: t.connection(
    {
      type: Studio,
      description: 'The studios list for staff (SL-01, SL-22): 20 a page, CPI ascending by default',
      // The page's arrival list (kept) is asked before the page knows who looks: for anyone
      // else it is empty, and the page says it is not theirs (SL-01).
      authScopes: (_root, args) => (args.kept ? { signedIn: true } : staff),
      args: {
        sort: t.arg({ type: StudioSort, required: true, defaultValue: DEFAULT_STUDIO_SORT.prop, description: 'the column it is sorted on (SL-02, SL-11)' }),
        order: t.arg({ type: SortOrder, required: true, defaultValue: DEFAULT_STUDIO_SORT.order, description: 'ascending or descending' }),
        term: t.arg.string({ description: 'text the studio\'s name contains, any case (SL-04)' }),
        filter: t.arg({ type: GameFilterInput, description: 'the filter builder\'s tree, on the studio rules (SL-05)' }),
        kept: t.arg.boolean({
          description: 'the list the viewer arrives on (AUTH-22, SL-11): their kept choices, else every studio by CPI; sort, order, term and filter are then ignored (issue 17)',
        }),
      },
      resolve: async (_root, args, context) => {
        // Issue 17: the list the viewer arrives on comes with the page's own query.
        if (args.kept && !(await context.loaders.viewer.load())?.permissions.includes(staff.permission)) {
          return offsetConnection(args, { defaultSize: 20, maxSize: 100 }, () => Promise.resolve({ data: [], total: 0 }));
        }
        const start = args.kept ? startingStudiosList((await context.loaders.listPreferences.load('studios')).preferences) : null;
        const choice = start
          ? { sort: start.sort, order: start.order, ...(start.term ? { term: start.term } : {}), ...(start.filter ? { query: start.filter as StudiosListBody['query'] } : {}) }
          : {
              sort: args.sort,
              order: args.order,
              ...(args.term ? { term: args.term } : {}),
              ...(args.filter ? { query: fromGameFilterInput(args.filter, 'studios') } : {}),
            };
        return offsetConnection(args, { defaultSize: 20, maxSize: 100 }, ({ limit, offset }) => context.provider.studios({ limit, offset, ...choice }));
      },
    },
    StudioConnection,
  ),
  studio: t.field({
    type: Studio,
    nullable: true,
    description: 'One studio for its page (SD-14); null when there is none',
    authScopes: staff,
    args: { studioId: t.arg.int({ required: true, description: 'the provider\'s id, as /studio/{id} carries it' }) },
    resolve: async (_root, { studioId }, context) => {
      const studio = await context.loaders.studios.load(studioId);
      if (studio instanceof ProviderError && studio.status === 404) return null;
      if (studio instanceof Error) throw studio;
      return studio;
    },
  }),
}));

// Mutations ----------------------------------------------------------------

/** A mutation's answer: the studio afresh, primed for the rest of the request. */
function answered(context: GatewayContext, studio: ProviderStudioDetail): ProviderStudioDetail {
  context.loaders.studios.clear(studio.id).prime(studio.id, studio);
  context.loaders.studioHistory.clear(studio.id);
  return studio;
}

const StudioSettingsInput = builder.inputType('StudioSettingsInput', {
  description: 'What the settings drawer changes (SSET-26); a field left out stays as it is',
  fields: (t) => ({
    teamStatusId: t.int({ description: 'a team status of codifications teamStatuses (SSET-18)' }),
    knowledgeSharingPmStatus: t.boolean({ description: 'the publisher shares the studio\'s games' }),
    isChurned: t.boolean({ description: 'true needs churnReason and isRegrettedChurn; false resets the churn (SSET-10, SSET-15)' }),
    isRegrettedChurn: t.boolean({ description: 'a regretted churn' }),
    churnReason: t.string({ description: 'one of the four churn reasons (SSET-11..14)' }),
    publishingManagerId: t.int({ description: 'the primary PM: change_publishing_manager, or staff naming themselves (SSET-24)' }),
    secondaryPublishingManagerId: t.int({ description: 'the secondary PM; needs change_publishing_manager' }),
    clearSecondaryPublishingManager: t.boolean({ description: 'true removes the secondary PM' }),
    isActive: t.boolean({ description: 'false deactivates (needs deactivateReason), true reactivates (SSET-05..08)' }),
    deactivateReason: t.string({ description: 'one of the deactivation reasons (CONF-20)' }),
  }),
});

const studioArg = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) =>
  t.arg.globalID({ required: true, for: Studio, description: 'the studio\'s global id' });

const LegalInformationLink = builder.objectRef<ProviderLegalInformationLink>('LegalInformationLink').implement({
  description: 'A link to the legal information form for one of a studio\'s contracts (FORM-19, issue 42)',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'the whole link, its one-use token included: shown once' }),
    expiresAt: t.exposeString('expiresAt', { description: 'when it stops working, ISO 8601 (30 days)' }),
    contactName: t.exposeString('contactName', { nullable: true, description: 'the contact it names' }),
    contactEmail: t.exposeString('contactEmail', { nullable: true, description: 'the contact it was mailed to' }),
    contractSuffix: t.exposeString('contractSuffix', { nullable: true, description: 'the contract it is for (its suffix)' }),
    mailed: t.exposeBoolean('mailed', { description: 'it was mailed to contactEmail' }),
  }),
});

const LegalInformationLinkInput = builder.inputType('LegalInformationLinkInput', {
  description: 'Who the legal information link is for, and which contract',
  fields: (t) => ({
    contactName: t.string({ description: 'the signatory\'s name, filled in the form' }),
    contactEmail: t.string({ description: 'the signatory\'s email: the link is mailed there' }),
    contractSuffix: t.string({ description: 'the contract\'s suffix ("Publishing agreement {suffix}"); none for the main one' }),
  }),
});

builder.mutationFields((t) => ({
  starStudio: t.field({
    type: Studio,
    description: 'Stars or unstars a studio for the viewer (SL-26)',
    authScopes: staff,
    errors: { types: [ProviderError], union: { name: 'StarStudioResult', description: 'The studio, or why it was refused' }, directResult: true },
    args: { studioId: studioArg(t), starred: t.arg.boolean({ required: true, description: 'true stars, false unstars' }) },
    resolve: async (_root, { studioId, starred }, context) => {
      const id = Number(studioId.id);
      await context.provider.starStudio(id, starred);
      context.loaders.studios.clear(id);
      return id;
    },
  }),
  issueLegalInformationLink: t.field({
    type: LegalInformationLink,
    description:
      'A new link to the studio\'s legal information form for one contract, mailed to the contact when given (FORM-19, issue 42). Needs add_studio; a contract already received gets none.',
    authScopes: { permission: 'add_studio' },
    errors: { types: [ProviderError], union: { name: 'IssueLegalInformationLinkResult', description: 'The link, or why it was refused' }, directResult: true },
    args: { studioId: studioArg(t), input: t.arg({ type: LegalInformationLinkInput, required: true, description: 'the contact and the contract' }) },
    resolve: (_root, { studioId, input }, context) =>
      context.provider.issueLegalInformationLink(Number(studioId.id), {
        ...(input.contactName ? { contactName: input.contactName } : {}),
        ...(input.contactEmail ? { contactEmail: input.contactEmail } : {}),
        ...(input.contractSuffix ? { contractSuffix: input.contractSuffix } : {}),
      }),
  }),
  updateStudioSettings: t.field({
    type: Studio,
    description:
      'The settings drawer\'s Validate (SSET-26): team status, knowledge sharing, churn and deactivation need change_studio_admin_info; PMs change_publishing_manager, except naming oneself primary PM (SSET-24)',
    authScopes: staff,
    errors: { types: [ProviderError], union: { name: 'UpdateStudioSettingsResult', description: 'The studio afresh, or why it was refused' }, directResult: true },
    args: { studioId: studioArg(t), input: t.arg({ type: StudioSettingsInput, required: true, description: 'what changes' }) },
    resolve: async (_root, { studioId, input }, context) => {
      const { clearSecondaryPublishingManager, ...fields } = input;
      const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
      if (clearSecondaryPublishingManager) body.secondaryPublishingManagerId = null;
      if (Object.keys(body).length === 0) throw new ProviderError('Nothing to change', 400, 'INVALID_ARGUMENT');
      return answered(context, await context.provider.updateStudioSettings(Number(studioId.id), body));
    },
  }),
  switchStudioCoaching: t.field({
    type: Studio,
    description: 'Switches a studio between att and coaching, its team status the first of the new list (SSET-19, SSET-23)',
    authScopes: { permission: 'change_studio_admin_info' },
    errors: { types: [ProviderError], union: { name: 'SwitchStudioCoachingResult', description: 'The studio afresh, or why it was refused' }, directResult: true },
    args: { studioId: studioArg(t), coached: t.arg.boolean({ required: true, description: 'true: attToCoached; false: coachedToAtt' }) },
    resolve: async (_root, { studioId, coached }, context) =>
      answered(context, await context.provider.switchStudioCoaching(Number(studioId.id), coached ? 'coaching' : 'att')),
  }),
  setStudioActivityState: t.field({
    type: Studio,
    description: 'Forces a studio\'s activity state, or hands it back to the platform with forced false (SSET-02..04)',
    authScopes: { permission: 'change_studio_admin_info' },
    errors: { types: [ProviderError], union: { name: 'SetStudioActivityStateResult', description: 'The studio afresh, or why it was refused' }, directResult: true },
    args: {
      studioId: studioArg(t),
      activityState: t.arg({ type: ActivityState, required: true, description: 'ACTIVE or INACTIVE (a studio churns with its churn flag)' }),
      forced: t.arg.boolean({ required: true, defaultValue: true, description: 'false: the platform computes it again (CONF-36)' }),
    },
    resolve: async (_root, { studioId, activityState, forced }, context) => {
      const id = Number(studioId.id);
      if (activityState === 'churned') throw new ProviderError('A studio churns with its churn flag and reason', 400, 'INVALID_ARGUMENT');
      await context.provider.setStudioActivityState(id, { activityState, isActivityStateForced: forced });
      context.loaders.studios.clear(id);
      context.loaders.studioHistory.clear(id);
      return id;
    },
  }),
}));
