// Reference data for signed-in users (GET /codifications/, REF-01..12, BE-SYS-05):
// fixed catalogues, the people to choose from, and what depends on the day (the
// current competition, the coming webinars).
import { formatStatus, GAME_STATUSES, RECOMMENDATIONS, type Platform } from '@greenlight/rules';
import { and, asc, eq } from 'drizzle-orm';
import { DAY_MS, startOfUtcDay } from '../../clock';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { COUNTRIES } from '@greenlight/rules';
import { ERROR_MESSAGES } from './error-catalogue';
import { ALL_PERMISSIONS, permissionLabel } from '../accounts/permissions';


export const STUDIO_ROLES = [
  { value: 'studio_developer', label: 'Developer' },
  { value: 'studio_game_artist', label: 'Game artist' },
  { value: 'studio_game_designer', label: 'Game designer' },
  { value: 'studio_lead', label: 'Studio lead' },
  { value: 'studio_manager', label: 'Studio manager' },
];

// Team status ids 1 and 2 are ATT (CONF-22); the others are coaching stages.
export const TEAM_STATUSES = {
  att: [
    { value: 1, label: 'ATT' },
    { value: 2, label: 'ATT' },
  ],
  coaching: [
    { value: 3, label: 'Coached' },
    { value: 4, label: 'Coached - priority' },
    { value: 5, label: 'Onboarding' },
  ],
};

/** A list column as saved views hold them (001 §3 View content, 002 §3). */
export interface Column {
  id: string;
  label: string;
  width: number;
  isSelected: boolean;
  /** Shown to staff only (PERM-30, GL-28). */
  isStaff: boolean;
}

const column = (id: string, label: string, width: number, isSelected: boolean, isStaff = false): Column => ({
  id,
  label,
  width,
  isSelected,
  isStaff,
});

/**
 * The games list's 19 default columns (GL-26): name 140, studio 90, PM 120, CPI 70;
 * the other KPIs are as narrow as CPI, text columns 100 when narrow and 120 otherwise
 * (GL-27). PM, CM, method and QR code are staff-only (PERM-30). The KPI columns show
 * the best or the last value after the view's best-only flag (GL-31).
 */
export const GAME_COLUMNS: readonly Column[] = [
  column('name', 'Name', 140, true),
  column('studioName', 'Studio', 90, true),
  column('pmName', 'PM', 120, true, true),
  column('cmName', 'CM', 120, false, true),
  column('method', 'Method', 100, true, true),
  column('platform', 'Platform', 100, true),
  column('status', 'Status', 120, true),
  column('recommendation', 'Recommendation', 120, true),
  column('adnetworks', 'Ad networks', 120, true),
  column('nbIterations', 'Iterations', 100, true),
  column('lastIterationDate', 'Last iteration', 120, true),
  column('cpi', 'CPI', 70, true),
  column('ctr', 'CTR', 70, true),
  column('d1', 'D1', 70, true),
  column('d7', 'D7', 70, true),
  column('d14', 'D14', 70, false),
  column('playtime', 'Playtime', 100, true),
  column('createdAt', 'Created', 120, false),
  column('qrCode', 'QR code', 100, false, true),
];

/**
 * The studios list's columns (002 §2), named after the fields of a studio list row;
 * the first eight are selected by default. PM and second PM are staff-only (PERM-30).
 */
export const STUDIO_COLUMNS: readonly Column[] = [
  column('name', 'Name', 140, true),
  column('pmName', 'PM', 120, true, true),
  column('gamesCpi3Months', 'CPI', 70, true),
  column('gamesDay13Months', 'Day 1', 70, true),
  column('gamesDay73Months', 'Day 7', 70, true),
  column('nbPrototypes', 'Prototypes', 100, true),
  column('sinceLastIterationDate', 'Last iteration', 120, true),
  column('gamesNbPrototypes6Months', 'Prototypes (6 months)', 120, true),
  column('activityState', 'Activity', 100, false),
  column('gamesCtr3Months', 'CTR', 70, false),
  column('nbHits', 'Hits', 70, false),
  column('creationDate', 'Created', 120, false),
  column('contract', 'Contract', 120, false),
  column('secondaryPmName', 'Second PM', 120, false, true),
  column('gamesPlaytime3Months', 'Playtime', 100, false),
];

export interface GenreCategory {
  category: string;
  options: { id: number; label: string }[];
}

/**
 * A game's genre: one option per category (TAG-01/02). Option ids are unique across
 * categories (set_game_genres sends a flat list of ids) and grouped by hundreds per
 * category so that a new option never renumbers the others.
 */
export const GENRES: readonly GenreCategory[] = [
  {
    category: 'Gameplay',
    options: [
      { id: 101, label: 'Hyper-casual runner' },
      { id: 102, label: 'Puzzle' },
      { id: 103, label: 'Idle' },
      { id: 104, label: 'Arcade' },
      { id: 105, label: 'Merge' },
      { id: 106, label: 'Simulation' },
      { id: 107, label: 'Shooter' },
      { id: 108, label: 'Sports' },
      { id: 109, label: 'Racing' },
      { id: 110, label: '.io' },
    ],
  },
  {
    category: 'Theme',
    options: [
      { id: 201, label: 'Everyday life' },
      { id: 202, label: 'Fantasy' },
      { id: 203, label: 'Sci-fi' },
      { id: 204, label: 'Animals' },
      { id: 205, label: 'Food and cooking' },
      { id: 206, label: 'Cars and vehicles' },
      { id: 207, label: 'Military' },
      { id: 208, label: 'Horror' },
      { id: 209, label: 'Abstract' },
    ],
  },
  {
    category: 'Art style',
    options: [
      { id: 301, label: 'Low poly 3D' },
      { id: 302, label: 'Stylised 3D' },
      { id: 303, label: 'Realistic 3D' },
      { id: 304, label: 'Flat 2D' },
      { id: 305, label: 'Cartoon 2D' },
      { id: 306, label: 'Pixel art' },
      { id: 307, label: 'Minimalist' },
    ],
  },
  {
    category: 'Audience',
    options: [
      { id: 401, label: 'Everyone' },
      { id: 402, label: 'Kids' },
      { id: 403, label: 'Teens' },
      { id: 404, label: 'Young adults' },
      { id: 405, label: 'Adults' },
    ],
  },
];

export const GENRE_IDS: ReadonlySet<number> = new Set(GENRES.flatMap((c) => c.options.map((o) => o.id)));

/** The Gameplay options: the genre the ad-network simulator shapes a game's KPIs by (GENRE_PROFILES). */
export const GAMEPLAY_GENRE_IDS: readonly number[] = GENRES.find((c) => c.category === 'Gameplay')!.options.map((o) => o.id);

/** The gameplay genre among a game's genre ids; null before its categories step. */
export function gameplayGenreOf(genreIds: readonly number[]): number | null {
  return genreIds.find((id) => GAMEPLAY_GENRE_IDS.includes(id)) ?? null;
}

export interface Competition {
  id: number;
  name: string;
  eventUrl: string;
  tcUrl: string;
  allowedPlatforms: Platform[];
  allowedTestingMethods: ('cpi' | 'ctr')[];
  allowedGenres: number[];
}

/**
 * The competition running this quarter (REF-11): a prototype cup per quarter, open to
 * CPI tests on both platforms in the casual gameplays. Its id is year × 10 + quarter,
 * so a game registered for it (competitionId) keeps pointing at the same cup.
 */
export function currentCompetition(now: Date): Competition {
  const year = now.getUTCFullYear();
  const quarter = Math.floor(now.getUTCMonth() / 3) + 1;
  const slug = `prototype-cup-${year}-q${quarter}`;
  return {
    id: year * 10 + quarter,
    name: `Greenlight Prototype Cup Q${quarter} ${year}`,
    eventUrl: `https://events.greenlight.example/${slug}`,
    tcUrl: `https://events.greenlight.example/${slug}/terms`,
    allowedPlatforms: ['ios', 'android'],
    allowedTestingMethods: ['cpi'],
    // Hyper-casual runner, Puzzle, Idle, Arcade, Merge
    allowedGenres: [101, 102, 103, 104, 105],
  };
}

export interface Webinar {
  id: number;
  title: string;
  /** ISO date-time, UTC. */
  date: string;
  url: string;
}

const WEBINAR_TOPICS = [
  'Hooking players in the first 30 seconds',
  'Ad creatives that lower your CPI',
  'Reading your D1 and D7 retention',
  'Iterating on a prototype: what to change first',
  'Level design for hyper-casual games',
  'From prototype to soft launch',
] as const;

const THURSDAY = 4;
const WEBINAR_HOUR_UTC = 16;
const WEBINAR_COUNT = 3;
const RECENT_WEBINAR_COUNT = 6;

/** The webinar held on this day (days since 1970-01-01, a webinar Thursday). */
function webinarOn(id: number, base: string): Webinar {
  const date = new Date(id * DAY_MS + WEBINAR_HOUR_UTC * 3_600_000);
  const title = WEBINAR_TOPICS[Math.round(id / 14) % WEBINAR_TOPICS.length] as string;
  return { id, title, date: date.toISOString(), url: `${base}/webinars/${id}` };
}

/** The day of the first webinar Thursday on or after today (UTC). */
function firstWebinarDay(now: Date): number {
  const today = startOfUtcDay(now);
  // Webinar Thursdays are those an even number of weeks after 1970-01-01 (a Thursday).
  let day = Math.round(today.getTime() / DAY_MS) + ((THURSDAY - today.getUTCDay() + 7) % 7);
  if (Math.round(day / 7) % 2 !== 0) day += 7;
  return day;
}

/**
 * The next webinars (REF-12): every other Thursday at 16:00 UTC, the next three
 * strictly after now. Topics rotate; the id is the webinar's day (days since
 * 1970-01-01), stable for a game's inspiredByWebinar.
 */
export function availableWebinars(now: Date, learningPlatformUrl: string): Webinar[] {
  const base = learningPlatformUrl.replace(/\/+$/, '');
  const webinars: Webinar[] = [];
  for (let day = firstWebinarDay(now); webinars.length < WEBINAR_COUNT; day += 14) {
    const webinar = webinarOn(day, base);
    if (new Date(webinar.date) > now) webinars.push(webinar);
  }
  return webinars;
}

/**
 * The webinars held lately, the latest first (SUB-CAMP-19, our reading): the ones a
 * studio may say inspired its game (a game's inspiredByWebinar).
 */
export function recentWebinars(now: Date, learningPlatformUrl: string): Webinar[] {
  const base = learningPlatformUrl.replace(/\/+$/, '');
  const webinars: Webinar[] = [];
  for (let day = firstWebinarDay(now); webinars.length < RECENT_WEBINAR_COUNT; day -= 14) {
    const webinar = webinarOn(day, base);
    if (new Date(webinar.date) <= now) webinars.push(webinar);
  }
  return webinars;
}

interface Option<V extends string | number = string | number> {
  value: V;
  label: string;
}

const personOptions = (rows: { id: number; firstName: string; lastName: string }[]): Option<number>[] =>
  rows.map((row) => ({ value: row.id, label: `${row.firstName} ${row.lastName}` }));

export async function loadCodifications(db: Db, options: { now: Date; learningPlatformUrl: string }) {
  const person = { id: users.id, firstName: users.firstName, lastName: users.lastName };
  const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)] as const;
  // Only active accounts are offered as choices.
  const [managers, gameLeads] = await Promise.all([
    db.select(person).from(users).where(and(eq(users.userType, 'pm'), eq(users.isActive, true))).orderBy(...byName),
    db.select(person).from(users).where(and(eq(users.isStaff, true), eq(users.isActive, true))).orderBy(...byName),
  ]);
  return {
    countries: COUNTRIES.map((country) => ({ ...country })),
    roles: STUDIO_ROLES,
    permissions: ALL_PERMISSIONS.map((value) => ({ value, label: permissionLabel(value) })),
    publishingManagers: personOptions(managers),
    gls: personOptions(gameLeads),
    status: GAME_STATUSES.map((value) => ({ value, label: formatStatus(value) })),
    teamStatuses: TEAM_STATUSES,
    recommendations: RECOMMENDATIONS.map((value) => ({ value, label: formatStatus(value) })),
    columns: { games: [...GAME_COLUMNS], studios: [...STUDIO_COLUMNS] },
    errorList: Object.fromEntries(ERROR_MESSAGES.map((e) => [e.code, e.message])),
    genres: GENRES.map((g) => ({ category: g.category, options: [...g.options] })),
    currentCompetition: currentCompetition(options.now),
    availableWebinars: availableWebinars(options.now, options.learningPlatformUrl),
    recentWebinars: recentWebinars(options.now, options.learningPlatformUrl),
  };
}

export type CodificationsData = Awaited<ReturnType<typeof loadCodifications>>;
