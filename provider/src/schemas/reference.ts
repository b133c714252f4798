// GET /codifications/ (API-10): the reference data of signed-in users, a shared schema.
import { PLATFORMS } from '@greenlight/rules';
import { Type } from 'typebox';
import { Nullable } from './common';

const Option = Type.Object({ value: Type.Union([Type.String(), Type.Integer()]), label: Type.String() });
const PersonOption = Type.Object({ value: Type.Integer({ description: 'user id' }), label: Type.String() });
const TeamStatusOption = Type.Object({ value: Type.Integer(), label: Type.String() });

const Country = Type.Object({
  id: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, XK for Kosovo' }),
  label: Type.String(),
  flag: Type.String({ description: 'the flag emoji: two regional-indicator symbols' }),
  obsolete: Type.Boolean({ description: 'a withdrawn code (AN, CS, YU) kept for older records' }),
});

const Column = Type.Object({
  id: Type.String(),
  label: Type.String(),
  width: Type.Integer({ description: 'pixels' }),
  isSelected: Type.Boolean(),
  isStaff: Type.Boolean({ description: 'shown to staff only' }),
});

const GenreCategory = Type.Object({
  category: Type.String(),
  options: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String() })),
});

const Competition = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  eventUrl: Type.String(),
  tcUrl: Type.String(),
  allowedPlatforms: Type.Array(Type.Enum(PLATFORMS)),
  allowedTestingMethods: Type.Array(Type.Enum(['cpi', 'ctr'] as const)),
  allowedGenres: Type.Array(Type.Integer({ description: 'genre option id' })),
});

const Webinar = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  date: Type.String({ format: 'date-time' }),
  url: Type.String(),
});

export const Codifications = Type.Object(
  {
    countries: Type.Array(Country, { description: 'sorted by label (REF-02)' }),
    roles: Type.Array(Option, { description: 'studio positions (REF-03)' }),
    permissions: Type.Array(Option),
    publishingManagers: Type.Array(PersonOption, { description: 'active users of type pm (REF-04)' }),
    gls: Type.Array(PersonOption, { description: 'game leads: active staff users (REF-05)' }),
    status: Type.Array(Option),
    teamStatuses: Type.Object({ att: Type.Array(TeamStatusOption), coaching: Type.Array(TeamStatusOption) }),
    recommendations: Type.Array(Option),
    columns: Type.Object(
      { games: Type.Array(Column), studios: Type.Array(Column) },
      { description: 'default list columns (GL-26, 002 §2)' },
    ),
    errorList: Type.Record(Type.String(), Type.String()),
    genres: Type.Array(GenreCategory, { description: 'one option per category makes a game genre (REF-10)' }),
    currentCompetition: Nullable(Competition),
    availableWebinars: Type.Array(Webinar, { description: 'the coming webinars, soonest first (REF-12)' }),
    recentWebinars: Type.Array(Webinar, {
      description: 'the webinars held lately, the latest first: those a game may say inspired it (SUB-CAMP-19)',
    }),
  },
  { $id: 'Codifications' },
);
