// Reference data (REF, BE-SYS-03/05) through the routes, on a fresh seeded database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { ALL_PERMISSIONS } from '../domain/accounts/permissions';
import { startTestApp, TEST_START, type TestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

interface Option {
  value: string | number;
  label: string;
}
interface Column {
  id: string;
  label: string;
  width: number;
  isSelected: boolean;
  isStaff: boolean;
}
interface Codifications {
  countries: { id: string; label: string; flag: string; obsolete: boolean }[];
  roles: Option[];
  permissions: Option[];
  publishingManagers: Option[];
  gls: Option[];
  status: Option[];
  teamStatuses: { att: Option[]; coaching: Option[] };
  recommendations: Option[];
  columns: { games: Column[]; studios: Column[] };
  errorList: Record<string, string>;
  genres: { category: string; options: { id: number; label: string }[] }[];
  currentCompetition: {
    id: number;
    name: string;
    eventUrl: string;
    tcUrl: string;
    allowedPlatforms: string[];
    allowedTestingMethods: string[];
    allowedGenres: number[];
  } | null;
  availableWebinars: { id: number; title: string; date: string; url: string }[];
}

const NEW_CODES = ['MAINTENANCE', 'TOO_MANY_ATTEMPTS', 'EMAIL_TAKEN', 'NOT_IMPERSONATING', 'PROVIDER_UNAVAILABLE'];

describe.each(await testDatabaseKinds())('reference data on %s', (kind) => {
  let t: TestApp;
  let body: Codifications;
  const headers = new Map<string, { authorization: string }>();

  const as = async (email: string) => {
    if (!headers.has(email)) headers.set(email, await t.as(email));
    return headers.get(email)!;
  };
  const codifications = async (auth?: { authorization: string }) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/codifications/',
      headers: auth ?? (await as('dev@studio-one.test')),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Codifications>();
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { links: { learningPlatformUrl: 'https://academy.test/' } });
    body = await codifications();
  });
  afterAll(async () => t?.close());

  it('REF-01 answers the codifications to signed-in users only (AUTH-24)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/codifications/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorList: [{ code: 'UNAUTHENTICATED' }] });
  });

  it('BE-SYS-05 answers every key of the codifications, typed', () => {
    expect(Object.keys(body).sort()).toEqual(
      [
        'availableWebinars',
        'columns',
        'countries',
        'currentCompetition',
        'errorList',
        'genres',
        'gls',
        'permissions',
        'publishingManagers',
        'recentWebinars',
        'recommendations',
        'roles',
        'status',
        'teamStatuses',
      ].sort(),
    );
    for (const list of [body.roles, body.permissions, body.publishingManagers, body.gls, body.status, body.recommendations]) {
      expect(list.length).toBeGreaterThan(0);
      for (const option of list) expect(option).toEqual({ value: expect.anything(), label: expect.any(String) });
    }
  });

  it('REF-02 lists about 250 countries with Kosovo and some obsolete ones, flags built from the id, sorted by label', () => {
    const { countries } = body;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.length).toBeLessThanOrEqual(260);
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
    expect(countries.find((c) => c.id === 'XK')).toEqual({ id: 'XK', label: 'Kosovo', flag: '🇽🇰', obsolete: false });
    expect(countries.find((c) => c.id === 'FR')).toEqual({ id: 'FR', label: 'France', flag: '🇫🇷', obsolete: false });
    for (const id of ['AN', 'CS', 'YU']) expect(countries.find((c) => c.id === id)?.obsolete, id).toBe(true);
    for (const country of countries) {
      expect(country.id).toMatch(/^[A-Z]{2}$/);
      const points = [...country.flag].map((ch) => ch.codePointAt(0)!);
      expect(points, country.id).toEqual([...country.id].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
    }
    const labels = countries.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    // Every studio of the seed has its country in the list.
    expect(countries.map((c) => c.id)).toEqual(expect.arrayContaining(['FR', 'GB', 'DE', 'PL', 'ES', 'VN', 'BR', 'TR']));
  });

  it('REF-03 answers the five studio positions and every permission of the catalogue (PERM-31)', () => {
    expect(body.roles.map((r) => r.value).sort()).toEqual([
      'studio_developer',
      'studio_game_artist',
      'studio_game_designer',
      'studio_lead',
      'studio_manager',
    ]);
    expect(body.permissions.map((p) => p.value).sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('REF-04 lists the publishing managers (users of type pm) and REF-05 the game leads (staff)', async () => {
    const pms = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userType, 'pm'));
    expect(body.publishingManagers.map((p) => p.value).sort()).toEqual(pms.map((p) => p.id).sort());
    expect(body.publishingManagers.map((p) => p.label)).toEqual(expect.arrayContaining(['Paula Marchetti', 'Pierre Dubois']));
    const staff = await t.database.db.select({ id: users.id }).from(users).where(eq(users.isStaff, true));
    expect(body.gls.map((g) => g.value).sort()).toEqual(staff.map((s) => s.id).sort());
    expect(body.gls.map((g) => g.label)).toEqual(expect.arrayContaining(['Alex Martin', 'Clara Santos', 'Paula Marchetti']));
  });

  it('REF-06 REF-07 answers the statuses, recommendations and team statuses (ids 1 and 2 are ATT)', () => {
    expect(body.status.map((s) => s.value)).toContain('in_testing');
    expect(body.recommendations.length).toBeGreaterThan(0);
    expect(body.teamStatuses.att).toEqual([
      { value: 1, label: 'ATT' },
      { value: 2, label: 'ATT' },
    ]);
    expect(body.teamStatuses.coaching.length).toBeGreaterThan(0);
  });

  it('REF-08 GL-26 GL-28 answers the 19 default game columns with their widths and staff-only PM, CM, method and QR code (PERM-30)', () => {
    const games = body.columns.games;
    expect(games).toHaveLength(19);
    expect(new Set(games.map((c) => c.id)).size).toBe(19);
    const byLabel = Object.fromEntries(games.map((c) => [c.label, c]));
    expect(byLabel.Name?.width).toBe(140);
    expect(byLabel.Studio?.width).toBe(90);
    expect(byLabel.PM?.width).toBe(120);
    expect(byLabel.CPI?.width).toBe(70);
    expect(games.filter((c) => c.isStaff).map((c) => c.label).sort()).toEqual(['CM', 'Method', 'PM', 'QR code']);
    for (const c of games) expect(c.width).toBeGreaterThan(0);
  });

  it('REF-08 answers the studios list columns of 002 §2, the first eight selected', () => {
    const studios = body.columns.studios;
    expect(studios.map((c) => c.label)).toEqual([
      'Name',
      'PM',
      'CPI',
      'Day 1',
      'Day 7',
      'Prototypes',
      'Last iteration',
      'Prototypes (6 months)',
      'Activity',
      'CTR',
      'Hits',
      'Created',
      'Contract',
      'Second PM',
      'Playtime',
    ]);
    expect(studios.map((c) => c.isSelected)).toEqual([...Array(8).fill(true), ...Array(7).fill(false)]);
    expect(studios.find((c) => c.label === 'PM')?.isStaff).toBe(true);
  });

  it('REF-09 BE-SYS-03 answers the error list with the new codes, the same in codifications and /error_messages/', async () => {
    for (const code of [...NEW_CODES, 'GENERIC_ERROR']) expect(body.errorList[code], code).toEqual(expect.any(String));
    expect(body.errorList.TOO_MANY_ATTEMPTS).toBe('Too many attempts. Please try again in {{wait}}.');
    expect(body.errorList.EMAIL_TAKEN).toBe('This email is already used by another account.');
    expect(body.errorList.GENERIC_ERROR).not.toMatch(/https?:|\{\{|\{email\}/);
    const messages = await t.app.inject({ method: 'GET', url: '/error_messages/' });
    const list = messages.json<{ code: string; message: string }[]>();
    expect(Object.fromEntries(list.map((m) => [m.code, m.message]))).toEqual(body.errorList);
  });

  it('ERR-08 BE-SYS-03 links the errors a help article solves into the help centre', async () => {
    const messages = await t.app.inject({ method: 'GET', url: '/error_messages/' });
    const list = messages.json<{ code: string; message: string; link?: string }[]>();
    const linked = list.filter((m) => m.link);
    expect(linked.map((m) => m.code)).toEqual(
      expect.arrayContaining(['LINK_TO_STORE_STORE_ID_NOT_FOUND', 'GAME_ANALYTICS_GAME_NOT_FOUND']),
    );
    for (const entry of linked) expect(entry.link, entry.code).toMatch(/^https:\/\/help\.greenlight\.example\/articles\//);
    expect(list.find((m) => m.code === 'GENERIC_ERROR')).not.toHaveProperty('link');
  });

  it('REF-10 TAG-01 answers 3 to 5 genre categories whose options have unique integer ids', () => {
    expect(body.genres.length).toBeGreaterThanOrEqual(3);
    expect(body.genres.length).toBeLessThanOrEqual(5);
    expect(body.genres.map((g) => g.category)).toEqual(expect.arrayContaining(['Gameplay', 'Theme', 'Art style', 'Audience']));
    const ids = body.genres.flatMap((g) => g.options.map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id)).toBe(true);
    const gameplay = body.genres.find((g) => g.category === 'Gameplay')!;
    expect(gameplay.options.map((o) => o.label)).toEqual(expect.arrayContaining(['Hyper-casual runner', 'Puzzle', 'Merge']));
  });

  it('REF-11 answers the current competition with allowed genres among the genre options', () => {
    const competition = body.currentCompetition!;
    expect(competition).toEqual({
      id: 20264,
      name: 'Greenlight Prototype Cup Q4 2026',
      eventUrl: expect.stringMatching(/^https:\/\//),
      tcUrl: expect.stringMatching(/^https:\/\//),
      allowedPlatforms: ['ios', 'android'],
      allowedTestingMethods: ['cpi'],
      allowedGenres: expect.any(Array),
    });
    const ids = new Set(body.genres.flatMap((g) => g.options.map((o) => o.id)));
    expect(competition.allowedGenres.length).toBeGreaterThan(0);
    for (const id of competition.allowedGenres) expect(ids.has(id)).toBe(true);
  });

  it('REF-12 answers the coming webinars, after the clock, on the learning platform', async () => {
    const check = (webinars: Codifications['availableWebinars'], now: Date) => {
      expect(webinars).toHaveLength(3);
      const dates = webinars.map((w) => new Date(w.date).getTime());
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      for (const webinar of webinars) {
        expect(new Date(webinar.date).getTime()).toBeGreaterThan(now.getTime());
        expect(webinar.url).toMatch(/^https:\/\/academy\.test\/webinars\/\d+$/);
        expect(webinar.title.length).toBeGreaterThan(0);
      }
    };
    check(body.availableWebinars, TEST_START);
    // Two months later, the list has moved on with the clock.
    t.clock.advance(60 * 86_400_000);
    try {
      // A fresh sign-in: the cached access tokens have long expired.
      const later = await codifications(await t.as('dev@studio-one.test'));
      const now = t.clock.now();
      check(later.availableWebinars, now);
      expect(later.availableWebinars[0]!.id).not.toBe(body.availableWebinars[0]!.id);
      expect(later.currentCompetition!.id).toBe(20271);
    } finally {
      t.clock.advance(-60 * 86_400_000);
    }
  });
});
