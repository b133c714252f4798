// The day-dependent codifications and the country list (REF-02, REF-11, REF-12).
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../clock';
import { availableWebinars, currentCompetition, GENRE_IDS } from './codifications';
import { COUNTRIES, flagEmoji } from '@greenlight/rules';

describe('codifications', () => {
  it('REF-02 builds flags from regional indicators and refuses what is not two capitals', () => {
    expect(flagEmoji('FR')).toBe('🇫🇷');
    expect(flagEmoji('XK')).toBe('🇽🇰');
    expect(() => flagEmoji('fr')).toThrow();
    expect(COUNTRIES.filter((c) => c.obsolete).map((c) => c.id).sort()).toEqual(['AN', 'CS', 'YU']);
  });

  it('REF-12 answers three webinars every other Thursday at 16:00 UTC, strictly after now, whatever the day', () => {
    const start = new Date('2026-11-01T00:00:00Z').getTime();
    for (let hour = 0; hour < 40 * 24; hour += 7) {
      const now = new Date(start + hour * 3_600_000);
      const webinars = availableWebinars(now, 'https://academy.test/');
      expect(webinars).toHaveLength(3);
      const dates = webinars.map((w) => new Date(w.date));
      for (const date of dates) {
        expect(date.getUTCDay()).toBe(4);
        expect(date.getUTCHours()).toBe(16);
        expect(date.getTime()).toBeGreaterThan(now.getTime());
      }
      expect(dates[0]!.getTime() - now.getTime()).toBeLessThanOrEqual(14 * DAY_MS);
      expect(dates[1]!.getTime() - dates[0]!.getTime()).toBe(14 * DAY_MS);
      expect(webinars[0]!.url).toBe(`https://academy.test/webinars/${webinars[0]!.id}`);
      expect(new Set(webinars.map((w) => w.title)).size).toBe(3);
    }
  });

  it('REF-12 keeps a webinar id while it is coming, and drops it once started', () => {
    const first = availableWebinars(new Date('2026-11-20T09:30:00Z'), 'https://a.test')[0]!;
    const sameDay = availableWebinars(new Date(new Date(first.date).getTime() - 60_000), 'https://a.test')[0]!;
    expect(sameDay).toEqual(first);
    const after = availableWebinars(new Date(first.date), 'https://a.test')[0]!;
    expect(after.id).not.toBe(first.id);
  });

  it('REF-11 names the quarter\'s competition, allowing genre ids that exist', () => {
    expect(currentCompetition(new Date('2026-01-01T00:00:00Z'))).toMatchObject({ id: 20261, name: 'Greenlight Prototype Cup Q1 2026' });
    const competition = currentCompetition(new Date('2026-12-31T23:59:59Z'));
    expect(competition.id).toBe(20264);
    for (const id of competition.allowedGenres) expect(GENRE_IDS.has(id)).toBe(true);
  });
});
