// Reference data (REF-01..12, BE-SYS-05): the provider's codifications, typed, and
// the error list with its "Solve now" links (REF-09, ERR-08). The lists are the
// same for every signed-in user and are asked of the provider once per request.
import { builder } from '../builder';
import type { GatewayContext } from '../context';
import type { ProviderCodifications } from '../provider/client';

type Shape = ProviderCodifications;

const Country = builder.objectRef<Shape['countries'][number]>('Country').implement({
  description: 'A country (REF-02): about 250, Kosovo (XK) and a few withdrawn codes included',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'ISO 3166-1 alpha-2' }),
    label: t.exposeString('label', { description: 'its name in English' }),
    flag: t.exposeString('flag', { description: 'the flag emoji' }),
    obsolete: t.exposeBoolean('obsolete', { description: 'a withdrawn code kept for older records' }),
  }),
});

const CodeOption = builder.objectRef<{ value: string | number; label: string }>('CodeOption').implement({
  description: 'A choice of a fixed list: its value as the provider stores it, and its label',
  fields: (t) => ({
    value: t.string({ description: 'the value as the provider stores it, as text (numbers too)', resolve: (option) => String(option.value) }),
    label: t.exposeString('label', { description: 'what the page shows' }),
  }),
});

const PersonOption = builder.objectRef<Shape['publishingManagers'][number]>('PersonOption').implement({
  description: 'A person to choose from (publishing managers, game leads)',
  fields: (t) => ({
    value: t.exposeInt('value', { description: 'the user id' }),
    label: t.exposeString('label', { description: 'first and last name' }),
  }),
});

const TeamStatusOption = builder.objectRef<Shape['teamStatuses']['att'][number]>('TeamStatusOption').implement({
  description: 'A studio team status (REF-07)',
  fields: (t) => ({ value: t.exposeInt('value', { description: 'its id' }), label: t.exposeString('label', { description: 'its name' }) }),
});

const TeamStatuses = builder.objectRef<Shape['teamStatuses']>('TeamStatuses').implement({
  description: 'Team statuses by mode (REF-07): ids 1 and 2 are ATT, the others coaching stages',
  fields: (t) => ({
    att: t.field({ type: [TeamStatusOption], description: 'the ATT statuses (ids 1 and 2)', resolve: (statuses) => statuses.att }),
    coaching: t.field({ type: [TeamStatusOption], description: 'the coaching stages', resolve: (statuses) => statuses.coaching }),
  }),
});

export const ListColumn = builder.objectRef<Shape['columns']['games'][number]>('ListColumn').implement({
  description: 'A list column as saved views hold them (REF-08)',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'the column\'s key' }),
    label: t.exposeString('label', { description: 'its header' }),
    width: t.exposeInt('width', { description: 'pixels' }),
    isSelected: t.exposeBoolean('isSelected', { description: 'shown by default' }),
    isStaff: t.exposeBoolean('isStaff', { description: 'shown to staff only (PERM-30)' }),
  }),
});

const ListColumns = builder.objectRef<Shape['columns']>('ListColumns').implement({
  description: 'The default columns of each list (REF-08)',
  fields: (t) => ({
    games: t.field({ type: [ListColumn], description: 'the games list\'s', resolve: (columns) => columns.games }),
    studios: t.field({ type: [ListColumn], description: 'the studios list\'s', resolve: (columns) => columns.studios }),
  }),
});

const GenreCategory = builder.objectRef<Shape['genres'][number]>('GenreCategory').implement({
  description: 'A genre category and its options (REF-10): a game takes one option per category',
  fields: (t) => ({
    category: t.exposeString('category', { description: 'the category\'s name' }),
    options: t.field({
      type: [builder.objectRef<{ id: number; label: string }>('GenreOption').implement({
        description: 'A genre of a category (REF-10)',
        fields: (o) => ({ id: o.exposeInt('id', { description: 'the genre id, as Genre.genreId and set_game_genres take it' }), label: o.exposeString('label', { description: 'its name' }) }),
      })],
      description: 'the genres to choose from',
      resolve: (category) => category.options,
    }),
  }),
});

const Competition = builder.objectRef<NonNullable<Shape['currentCompetition']>>('Competition').implement({
  description: 'The competition running now (REF-11)',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'its id, as Game.competitionId holds it' }),
    name: t.exposeString('name', { description: 'its name' }),
    eventUrl: t.exposeString('eventUrl', { description: 'its event page' }),
    tcUrl: t.exposeString('tcUrl', { description: 'its terms and conditions' }),
    allowedPlatforms: t.exposeStringList('allowedPlatforms', { description: 'the platforms a game may be on to enter: ios, android' }),
    allowedTestingMethods: t.exposeStringList('allowedTestingMethods', { description: 'the test types a game may run to enter: cpi, ctr' }),
    allowedGenres: t.exposeIntList('allowedGenres', { description: 'genre option ids' }),
  }),
});

const Webinar = builder.objectRef<Shape['availableWebinars'][number]>('Webinar').implement({
  description: 'A webinar of the learning platform, coming (REF-12) or held lately (SUB-CAMP-19)',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'its id, as Game.inspiredByWebinar holds it' }),
    title: t.exposeString('title', { description: 'its title' }),
    date: t.exposeString('date', { description: 'ISO date-time, UTC' }),
    url: t.exposeString('url', { description: 'its page on the learning platform' }),
  }),
});

const ErrorMessage = builder
  .objectRef<{ code: string; message: string; link?: string | undefined }>('ErrorMessage')
  .implement({
    description: 'An entry of the error list (REF-09): {{placeholders}} are filled from an error\'s extra values',
    fields: (t) => ({
      code: t.exposeString('code', { description: 'the error code (NOT_FOUND ...)' }),
      message: t.exposeString('message', { description: 'what the user reads, {{placeholders}} included' }),
      link: t.string({
        nullable: true,
        description: 'an actionable link, shown as "Solve now" (ERR-08)',
        resolve: (entry) => entry.link ?? null,
      }),
    }),
  });

/** Its fields read one loader: one provider call per request, whichever fields are asked. */
const codificationsOf = (context: GatewayContext): Promise<Shape> => context.loaders.codifications.load();

const Codifications = builder.objectRef<GatewayContext>('Codifications').implement({
  description: 'The reference data of signed-in users (GET /codifications/, REF-01..12)',
  fields: (t) => ({
    countries: t.field({ type: [Country], description: 'sorted by label (REF-02)', resolve: async (context) => (await codificationsOf(context)).countries }),
    roles: t.field({
      type: [CodeOption],
      description: 'studio positions (REF-03)',
      resolve: async (context) => (await codificationsOf(context)).roles,
    }),
    permissions: t.field({ type: [CodeOption], description: 'every permission with its label (REF-03)', resolve: async (context) => (await codificationsOf(context)).permissions }),
    publishingManagers: t.field({
      type: [PersonOption],
      description: 'the active publishing managers, by name (REF-04)',
      resolve: async (context) => (await codificationsOf(context)).publishingManagers,
    }),
    gameLeads: t.field({
      type: [PersonOption],
      description: 'the provider\'s gls (REF-05)',
      resolve: async (context) => (await codificationsOf(context)).gls,
    }),
    statuses: t.field({ type: [CodeOption], description: 'the game statuses with their labels (REF-06)', resolve: async (context) => (await codificationsOf(context)).status }),
    teamStatuses: t.field({ type: TeamStatuses, description: 'the studio team statuses (REF-07)', resolve: async (context) => (await codificationsOf(context)).teamStatuses }),
    recommendations: t.field({
      type: [CodeOption],
      description: 'the recommendations a game or iteration may have, with their labels (REF-06)',
      resolve: async (context) => (await codificationsOf(context)).recommendations,
    }),
    columns: t.field({ type: ListColumns, description: 'the lists\' default columns (REF-08)', resolve: async (context) => (await codificationsOf(context)).columns }),
    genres: t.field({ type: [GenreCategory], description: 'the genre categories and their genres (REF-10)', resolve: async (context) => (await codificationsOf(context)).genres }),
    currentCompetition: t.field({
      type: Competition,
      nullable: true,
      description: 'the competition running now, null when there is none (REF-11)',
      resolve: async (context) => (await codificationsOf(context)).currentCompetition,
    }),
    availableWebinars: t.field({
      type: [Webinar],
      description: 'the coming webinars, soonest first (REF-12)',
      resolve: async (context) => (await codificationsOf(context)).availableWebinars,
    }),
    recentWebinars: t.field({
      type: [Webinar],
      description: 'the webinars held lately, the latest first: those a game may say inspired it (SUB-CAMP-19)',
      resolve: async (context) => (await codificationsOf(context)).recentWebinars,
    }),
    errorList: t.field({
      type: [ErrorMessage],
      description: 'code to message, with the links of GET /error_messages/ (REF-09, ERR-10)',
      resolve: async (context) =>
        [...(await context.loaders.errorList.load())].map(([code, entry]) => ({ code, message: entry.message, link: entry.link })),
    }),
  }),
});

builder.queryField('codifications', (t) =>
  t.field({
    type: Codifications,
    description: 'Reference data: countries, roles, permissions, people to choose from, lists and the error list',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => context,
  }),
);
