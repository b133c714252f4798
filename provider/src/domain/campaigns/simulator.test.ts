import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../clock';
import { GAMEPLAY_GENRE_IDS, GENRES } from '../reference/codifications';
import { RECOMMENDATION_THRESHOLDS } from '../games/kpis';
import {
  cohortMaturity,
  drawGameQuality,
  GENRE_PROFILES,
  genreProfile,
  isDayReported,
  NEUTRAL_PROFILE,
  QUALITY_TIERS,
  reportingDelayDays,
  simulateDailyInsights,
  type AdNetworkInsights,
  type GamePlatform,
  type QualityTier,
  type SimulationInput,
  type AdNetworkName,
} from './simulator';

const base: SimulationInput = {
  seed: 'game-1/it-1/facebook',
  network: 'facebook',
  platform: 'android',
  isCtr: false,
  quality: drawGameQuality('game-1'),
  day: '2025-06-01',
  dayIndex: 0,
  dailyBudget: 100,
  now: new Date('2025-06-30T12:00:00Z'),
};

const at = (iso: string) => new Date(iso);
const row = (input: Partial<SimulationInput>) => simulateDailyInsights({ ...base, ...input });

describe('ad-network simulator', () => {
  it('BE-KPI-02 gives the same row for the same input, another for another day', () => {
    expect(row({})).toEqual(row({}));
    expect(row({})).not.toEqual(row({ day: '2025-06-02', dayIndex: 1 }));
    expect(row({})).not.toEqual(row({ seed: 'game-1/it-1/snapchat', network: 'snapchat' }));
  });

  it('BE-KPI-09 gives D1 from the day after the cohort day is over (cohort day + 2 at 00:00 UTC)', () => {
    expect(cohortMaturity('2025-06-01', at('2025-06-02T23:59:59.999Z')).d1).toBe(false);
    expect(cohortMaturity('2025-06-01', at('2025-06-03T00:00:00Z')).d1).toBe(true);
    expect(row({ now: at('2025-06-02T23:59:59.999Z') })?.retainedD1).toBeNull();
    expect(row({ now: at('2025-06-03T00:00:00Z') })?.retainedD1).toEqual(expect.any(Number));
  });

  it('BE-KPI-09 gives D3 playtime from cohort day + 4', () => {
    expect(row({ now: at('2025-06-04T23:59:59.999Z') })?.d3Playtime).toBeNull();
    expect(row({ now: at('2025-06-05T00:00:00Z') })?.d3Playtime).toEqual(expect.any(Number));
    expect(row({ now: at('2025-06-04T23:59:59.999Z') })?.d3Revenue).toBeNull();
    expect(row({ now: at('2025-06-05T00:00:00Z') })?.d3Revenue).toEqual(expect.any(Number));
  });

  it('BE-KPI-09 withholds D7 until the 8th day is over (cohort day + 8)', () => {
    expect(row({ now: at('2025-06-08T23:59:59.999Z') })?.retainedD7).toBeNull();
    expect(row({ now: at('2025-06-09T00:00:00Z') })?.retainedD7).toEqual(expect.any(Number));
    expect(cohortMaturity('2025-06-01', at('2025-06-09T00:00:00Z'))).toEqual({
      d1: true,
      d3Playtime: true,
      d7: true,
      d14: false,
      d28: false,
    });
  });

  it('BE-KPI-09 withholds D14 until cohort day + 15', () => {
    expect(row({ now: at('2025-06-15T23:59:59.999Z') })?.retainedD14).toBeNull();
    expect(row({ now: at('2025-06-16T00:00:00Z') })?.retainedD14).toEqual(expect.any(Number));
  });

  it('BE-KPI-09 withholds D28 until the cohort\'s 29th day is over (cohort day + 29)', () => {
    expect(cohortMaturity('2025-06-01', at('2025-06-29T23:59:59.999Z')).d28).toBe(false);
    expect(cohortMaturity('2025-06-01', at('2025-06-30T00:00:00Z'))).toEqual({
      d1: true,
      d3Playtime: true,
      d7: true,
      d14: true,
      d28: true,
    });
    const early = row({ now: at('2025-06-29T23:59:59.999Z') }) as AdNetworkInsights;
    expect(early.retainedD14).toEqual(expect.any(Number));
    expect(early.retainedD28).toBeNull();
    expect(row({ now: at('2025-06-30T00:00:00Z') })?.retainedD28).toEqual(expect.any(Number));
  });

  it('BE-KPI-09 keeps every other value of a row as the cohort matures', () => {
    const early = row({ now: at('2025-06-02T08:00:00Z') }) as AdNetworkInsights;
    const late = row({ now: at('2025-07-30T08:00:00Z') }) as AdNetworkInsights;
    const strip = ({ retainedD1, retainedD7, retainedD14, retainedD28, d3Playtime, d3Revenue, ...rest }: AdNetworkInsights) =>
      rest;
    expect(strip(early)).toEqual(strip(late));
    expect(late.retainedD28!).toBeLessThan(late.retainedD14!);
    expect(late.retainedD14!).toBeLessThan(late.retainedD7!);
    expect(late.retainedD7!).toBeLessThan(late.retainedD1!);
    expect(late.d3Playtime!).toBeGreaterThan(late.playtime);
  });

  it('BE-KPI-08 never reports today or a future day', () => {
    expect(row({ day: '2025-06-30', now: at('2025-06-30T23:00:00Z') })).toBeNull();
    expect(row({ day: '2025-07-02', now: at('2025-06-30T23:00:00Z') })).toBeNull();
    expect(row({ day: '2025-06-29', now: at('2025-06-30T00:00:00Z') })).not.toBeNull();
  });

  it('BE-KPI-08 reports iOS days up to three days late, each stream with its own 0-2 day delay', () => {
    const now = at('2025-06-30T09:00:00Z');
    const delays = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const seed = `game-${i}/it-1/facebook`;
      const delay = reportingDelayDays(seed, 'ios');
      delays.add(delay);
      expect(reportingDelayDays(seed, 'android')).toBe(0);
      const lastReported = new Date(Date.parse('2025-06-29T00:00:00Z') - delay * DAY_MS).toISOString().slice(0, 10);
      const firstMissing = new Date(Date.parse(lastReported) + DAY_MS).toISOString().slice(0, 10);
      expect(isDayReported({ seed, platform: 'ios', day: lastReported, now })).toBe(true);
      expect(isDayReported({ seed, platform: 'ios', day: firstMissing, now })).toBe(false);
      expect(simulateDailyInsights({ ...base, seed, platform: 'ios', day: lastReported, now })).not.toBeNull();
      expect(simulateDailyInsights({ ...base, seed, platform: 'ios', day: firstMissing, now })).toBeNull();
      // Android reports yesterday whatever the stream.
      expect(isDayReported({ seed, platform: 'android', day: '2025-06-29', now })).toBe(true);
    }
    expect([...delays].sort()).toEqual([0, 1, 2]);
  });

  it('BE-REC-05 reports impressions, clicks and spend only for CTR games', () => {
    const ctr = row({ isCtr: true, now: at('2025-07-30T00:00:00Z') }) as AdNetworkInsights;
    expect(ctr.impressions).toBeGreaterThan(0);
    expect(ctr.clicks).toBeGreaterThan(0);
    expect(ctr.spend).toBeGreaterThan(0);
    expect(ctr).toMatchObject({
      installs: 0,
      newUsers: 0,
      retainedD1: null,
      retainedD7: null,
      retainedD14: null,
      retainedD28: null,
      d3Playtime: null,
      playtime: 0,
      sessionLength: 0,
      males: 0,
    });
  });

  it('BE-REC-07 BE-REC-08 BE-REC-09 simulates broken tracking setups', () => {
    const day = (tracking: 'analytics_partial' | 'analytics_missing' | 'attribution_missing') =>
      row({ quality: drawGameQuality('game-1', { tracking }) }) as AdNetworkInsights;
    const partial = day('analytics_partial');
    expect(partial.newUsers).toBeLessThan(0.5 * partial.installs);
    expect(partial.newUsers).toBeGreaterThan(0);
    expect(day('analytics_missing').newUsers).toBe(0);
    const noInstalls = day('attribution_missing');
    expect(noInstalls.installs).toBe(0);
    expect(noInstalls.newUsers).toBeGreaterThan(0);
  });

  it('BE-KPI-02 produces believable numbers over many games and days', () => {
    const now = at('2025-07-30T00:00:00Z');
    const cpis: Record<GamePlatform, number[]> = { android: [], ios: [] };
    const cpms: Record<AdNetworkName, number[]> = { facebook: [], snapchat: [] };
    const roas: Record<GamePlatform, number[]> = { android: [], ios: [] };
    let great = 0;
    let streams = 0;
    const seen = new Set<string>();
    for (let g = 0; g < 150; g++) {
      const quality = drawGameQuality(`game-${g}`);
      for (const platform of ['android', 'ios'] as const) {
        for (const network of ['facebook', 'snapchat'] as const) {
          const totals = { spend: 0, installs: 0, impressions: 0, newUsers: 0, d1: 0, d7: 0, d3Revenue: 0 };
          for (let d = 0; d < 7; d++) {
            const dailyBudget = 40 + 10 * (g % 8);
            const r = simulateDailyInsights({
              seed: `game-${g}/it-1/${network}`,
              network,
              platform,
              isCtr: false,
              quality,
              day: `2025-06-0${d + 1}`,
              dayIndex: d,
              dailyBudget,
              now,
            }) as AdNetworkInsights;
            const key = JSON.stringify(r);
            expect(seen.has(key)).toBe(false);
            seen.add(key);
            const cpm = (r.spend / r.impressions) * 1000;
            expect(cpm).toBeGreaterThan(3.9);
            expect(cpm).toBeLessThan(16.1);
            expect(r.clicks / r.impressions).toBeGreaterThan(0.0045);
            expect(r.clicks / r.impressions).toBeLessThan(0.031);
            expect(r.installs / r.clicks).toBeGreaterThan(0.18);
            expect(r.installs / r.clicks).toBeLessThan(0.62);
            expect(r.spend / dailyBudget).toBeGreaterThanOrEqual(0.85);
            expect(r.spend / dailyBudget).toBeLessThanOrEqual(1);
            expect(r.newUsers / r.installs).toBeGreaterThan(0.75);
            expect(r.newUsers / r.installs).toBeLessThan(1.1);
            expect(r.retainedD1! / r.newUsers).toBeGreaterThan(0.1);
            expect(r.retainedD1! / r.newUsers).toBeLessThan(0.6);
            expect(r.retainedD7! / r.newUsers).toBeLessThan(0.25);
            expect(r.retainedD14!).toBeLessThanOrEqual(r.retainedD7!);
            expect(r.retainedD28!).toBeLessThanOrEqual(r.retainedD14!);
            expect(r.playtime).toBeGreaterThanOrEqual(300);
            expect(r.playtime).toBeLessThanOrEqual(1500);
            expect(r.sessionLength).toBeGreaterThanOrEqual(60);
            expect(r.sessionLength).toBeLessThanOrEqual(400);
            expect(r.males / r.newUsers).toBeGreaterThan(0.27);
            expect(r.males / r.newUsers).toBeLessThan(0.73);
            totals.spend += r.spend;
            totals.installs += r.installs;
            totals.impressions += r.impressions;
            totals.newUsers += r.newUsers;
            totals.d1 += r.retainedD1!;
            totals.d7 += r.retainedD7!;
            totals.d3Revenue += r.d3Revenue!;
          }
          roas[platform].push(totals.d3Revenue / totals.spend);
          const cpi = totals.spend / totals.installs;
          cpis[platform].push(cpi);
          cpms[network].push((totals.spend / totals.impressions) * 1000);
          streams++;
          if (cpi <= 0.4 && totals.d1 / totals.newUsers >= 0.35 && totals.d7 / totals.newUsers >= 0.1) great++;
        }
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const all = [...cpis.android, ...cpis.ios];
    // D3 ROAS of prototypes: a few percent to well under break-even, iOS ads earning more.
    expect(median(roas.android)).toBeGreaterThan(0.05);
    expect(median(roas.ios)).toBeGreaterThan(median(roas.android));
    expect(Math.max(...roas.android, ...roas.ios)).toBeLessThan(1.2);
    expect(median(all)).toBeGreaterThan(0.2);
    expect(median(all)).toBeLessThan(1);
    expect(median(cpis.ios)).toBeGreaterThan(median(cpis.android));
    expect(median(cpms.snapchat)).toBeLessThan(median(cpms.facebook));
    // Some games are great, most are not.
    expect(great / streams).toBeGreaterThan(0.01);
    expect(great / streams).toBeLessThan(0.25);
  });

  it('BE-KPI-02 draws a per-game quality, great games beating poor ones', () => {
    expect(drawGameQuality('x')).toEqual(drawGameQuality('x'));
    const great = drawGameQuality('x', { tier: 'great' });
    const poor = drawGameQuality('x', { tier: 'poor' });
    expect(great.tier).toBe('great');
    expect(great.appeal).toBeGreaterThan(poor.appeal);
    const sum = (quality: typeof great) => {
      let spend = 0;
      let installs = 0;
      for (let d = 1; d <= 7; d++) {
        const r = row({ quality, day: `2025-06-0${d}`, dayIndex: d - 1 }) as AdNetworkInsights;
        spend += r.spend;
        installs += r.installs;
      }
      return spend / installs;
    };
    expect(sum(great)).toBeLessThan(0.45);
    expect(sum(poor)).toBeGreaterThan(sum(great));
  });
});

describe('genre profiles', () => {
  const gameplay = GENRES.find((category) => category.category === 'Gameplay')!;
  const genre = (label: string) => gameplay.options.find((option) => option.label === label)!.id;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const now = at('2025-07-30T00:00:00Z');

  interface Week {
    tier: QualityTier;
    cpi: number;
    cpm: number;
    ctr: number;
    d1: number;
    d7: number;
    d28: number;
    playtime: number;
    sessionLength: number;
    maleShare: number;
    highPotential: boolean;
    /** The days' values outside believable bounds. */
    outOfBounds: string[];
  }

  /** A first week on Facebook Android, summed as the KPI refresh does. */
  function week(game: number, gameplayGenreId: number | null): Week {
    const quality = drawGameQuality(`game-${game}`);
    const t = { spend: 0, impressions: 0, clicks: 0, installs: 0, newUsers: 0, d1: 0, d7: 0, d28: 0, playtime: 0, session: 0, males: 0 };
    const outOfBounds: string[] = [];
    for (let d = 0; d < 7; d++) {
      const within = (name: string, value: number, min: number, max: number) => {
        if (!(value >= min && value <= max)) outOfBounds.push(`game ${game} day ${d} ${name} ${value}`);
      };
      const r = simulateDailyInsights({
        ...base,
        seed: `game-${game}/it-1/facebook`,
        quality,
        gameplayGenreId,
        day: `2025-06-0${d + 1}`,
        dayIndex: d,
        dailyBudget: 80,
        now,
      }) as AdNetworkInsights;
      within('CPM', (r.spend / r.impressions) * 1000, 3.9, 16.1);
      within('CTR', r.clicks / r.impressions, 0.0045, 0.031);
      within('install rate', r.installs / r.clicks, 0.18, 0.62);
      within('D1', r.retainedD1! / r.newUsers, 0.1, 0.6);
      within('D7', r.retainedD7! / r.newUsers, 0, 0.25);
      within('D28 of D14', r.retainedD28! / r.retainedD14!, 0, 1);
      within('playtime', r.playtime, 300, 1500);
      within('session length', r.sessionLength, 60, 400);
      within('male share', r.males / r.newUsers, 0.17, 0.93);
      t.spend += r.spend;
      t.impressions += r.impressions;
      t.clicks += r.clicks;
      t.installs += r.installs;
      t.newUsers += r.newUsers;
      t.d1 += r.retainedD1!;
      t.d7 += r.retainedD7!;
      t.d28 += r.retainedD28!;
      t.playtime += r.playtime * r.newUsers;
      t.session += r.sessionLength * r.newUsers;
      t.males += r.males;
    }
    const cpi = t.spend / t.installs;
    const d1 = t.d1 / t.newUsers;
    const d7 = t.d7 / t.newUsers;
    return {
      tier: quality.tier,
      cpi,
      cpm: (t.spend / t.impressions) * 1000,
      ctr: t.clicks / t.impressions,
      d1,
      d7,
      d28: t.d28 / t.newUsers,
      playtime: t.playtime / t.newUsers,
      sessionLength: t.session / t.newUsers,
      maleShare: t.males / t.newUsers,
      highPotential:
        cpi <= RECOMMENDATION_THRESHOLDS.highPotentialMaxCpi &&
        d1 >= RECOMMENDATION_THRESHOLDS.highPotentialMinD1 &&
        d7 >= RECOMMENDATION_THRESHOLDS.highPotentialMinD7,
      outOfBounds,
    };
  }

  // The same 300 games (same latent quality) in every genre, and without one.
  let weeks: Map<number | null, Week[]>;
  beforeAll(() => {
    weeks = new Map([null, ...GAMEPLAY_GENRE_IDS].map((id) => [id, Array.from({ length: 300 }, (_, g) => week(g, id))]));
  });
  const of = (label: string | null) => weeks.get(label === null ? null : genre(label))!;
  const m = (label: string | null, kpi: Exclude<keyof Week, 'tier' | 'highPotential' | 'outOfBounds'>) =>
    median(of(label).map((w) => w[kpi]));

  it('BE-KPI-02 has one profile per gameplay genre, the neutral one for a game without', () => {
    expect(Object.keys(GENRE_PROFILES).map(Number).sort()).toEqual([...GAMEPLAY_GENRE_IDS].sort());
    expect(genreProfile(null)).toBe(NEUTRAL_PROFILE);
    expect(genreProfile(undefined)).toBe(NEUTRAL_PROFILE);
    expect(genreProfile(genre('Puzzle'))).toBe(GENRE_PROFILES[genre('Puzzle')]);
    // A genre of another category (Theme: Fantasy) shapes nothing.
    expect(genreProfile(202)).toBe(NEUTRAL_PROFILE);
    expect(row({ gameplayGenreId: null })).toEqual(row({}));
    expect(row({ gameplayGenreId: genre('Puzzle') })).toEqual(row({ gameplayGenreId: genre('Puzzle') }));
    expect(row({ gameplayGenreId: genre('Puzzle') })).not.toEqual(row({}));
  });

  it('BE-KPI-02 keeps every genre\'s days within the believable bounds', () => {
    for (const [id, list] of weeks) expect(list.flatMap((w) => w.outOfBounds), `genre ${id}`).toEqual([]);
  });

  it('BE-KPI-02 hyper-casual, arcade and .io: cheaper installs (higher CTR, lower CPM), weaker retention, shorter sessions', () => {
    for (const casual of ['Hyper-casual runner', 'Arcade', '.io']) {
      expect(m(casual, 'cpi'), casual).toBeLessThan(m(null, 'cpi'));
      expect(m(casual, 'ctr'), casual).toBeGreaterThan(m(null, 'ctr'));
      expect(m(casual, 'cpm'), casual).toBeLessThan(m(null, 'cpm'));
      expect(m(casual, 'd1'), casual).toBeLessThan(m(null, 'd1'));
      expect(m(casual, 'd7'), casual).toBeLessThan(m(null, 'd7'));
      expect(m(casual, 'sessionLength'), casual).toBeLessThan(m(null, 'sessionLength'));
      expect(m(casual, 'playtime'), casual).toBeLessThan(m(null, 'playtime'));
    }
  });

  it('BE-KPI-02 puzzle and merge: better D1, D7 and D28, longer sessions, a female-leaning audience', () => {
    for (const deep of ['Puzzle', 'Merge']) {
      for (const casual of ['Hyper-casual runner', 'Arcade', '.io']) {
        expect(m(deep, 'd1'), `${deep} ${casual}`).toBeGreaterThan(m(casual, 'd1') + 0.04);
        expect(m(deep, 'd7'), `${deep} ${casual}`).toBeGreaterThan(m(casual, 'd7') * 1.4);
        expect(m(deep, 'd28'), `${deep} ${casual}`).toBeGreaterThan(m(casual, 'd28') * 2);
        expect(m(deep, 'sessionLength'), `${deep} ${casual}`).toBeGreaterThan(m(casual, 'sessionLength'));
      }
      expect(m(deep, 'd1')).toBeGreaterThan(m(null, 'd1'));
      expect(m(deep, 'sessionLength')).toBeGreaterThan(m(null, 'sessionLength'));
      expect(m(deep, 'maleShare')).toBeLessThan(0.45);
    }
  });

  it('BE-KPI-02 idle and simulation: the longest playtime, a decent D7, dearer installs', () => {
    const others = GAMEPLAY_GENRE_IDS.filter((id) => id !== genre('Idle') && id !== genre('Simulation'));
    for (const long of ['Idle', 'Simulation']) {
      for (const id of [null, ...others]) {
        expect(m(long, 'playtime'), `${long} ${id}`).toBeGreaterThan(median(weeks.get(id)!.map((w) => w.playtime)));
      }
      expect(m(long, 'd7')).toBeGreaterThan(m(null, 'd7'));
      expect(m(long, 'cpi')).toBeGreaterThan(m(null, 'cpi') * 1.1);
    }
  });

  it('BE-KPI-02 shooter, sports and racing: a mostly male audience and dearer installs', () => {
    for (const male of ['Shooter', 'Sports', 'Racing']) {
      expect(m(male, 'maleShare'), male).toBeGreaterThan(0.6);
      expect(m(male, 'cpi'), male).toBeGreaterThan(m(null, 'cpi') * 1.1);
      expect(m(male, 'cpi'), male).toBeGreaterThan(m('Hyper-casual runner', 'cpi') * 1.4);
    }
    expect(m(null, 'maleShare')).toBeGreaterThan(0.45);
    expect(m(null, 'maleShare')).toBeLessThan(0.55);
  });

  it('BE-REC-01 the quality tier stays the main driver: every genre has high-potential games, most of its games are not', () => {
    const cpiMedians = [...weeks.values()].map((list) => median(list.map((w) => w.cpi)));
    const genreSpan = Math.max(...cpiMedians) / Math.min(...cpiMedians);
    for (const [id, list] of weeks) {
      const share = list.filter((w) => w.highPotential).length / list.length;
      expect(share, `genre ${id}`).toBeGreaterThan(0.01);
      expect(share, `genre ${id}`).toBeLessThan(0.25);
      const tier = (name: QualityTier) => list.filter((w) => w.tier === name);
      for (const name of QUALITY_TIERS) expect(tier(name).length).toBeGreaterThan(10);
      // Within a genre, poor games pay much more per install than great ones, more than genres differ.
      const tierSpan = median(tier('poor').map((w) => w.cpi)) / median(tier('great').map((w) => w.cpi));
      expect(tierSpan, `genre ${id}`).toBeGreaterThan(genreSpan * 1.4);
      expect(median(tier('great').map((w) => w.d1)) - median(tier('poor').map((w) => w.d1))).toBeGreaterThan(0.1);
    }
  });
});
