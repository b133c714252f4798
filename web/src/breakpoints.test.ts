// The breakpoints (CONF-09, MOB-02..04) live in one place, rules/src/layout.ts: a style of the
// game panel that switches at its own width leaves the panel half compact between two widths
// (the game-info sheet and the video table once switched at 768 px, the rest of the panel below
// 742). A lint over the style sources: no literal media query where an area's breakpoint applies.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COMPACT_BOARD_MEDIA, COMPACT_HEADER_MEDIA, COMPACT_PANEL_MEDIA, isCompactBoard, isCompactGamePanel, isCompactHeader } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';

const features = join(import.meta.dirname, 'features');

/** Each `@media` written as a literal (not one of layout.ts' queries) in a folder's sources, with its file. */
function literalMediaQueries(folder: string): string[] {
  return readdirSync(join(features, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('__generated__'))
    .flatMap((file) => {
      const text = readFileSync(join(features, folder, file), 'utf8');
      return [...text.matchAll(/['"`]@media[^'"`]*['"`]/g)].map((match) => `${relative(features, join(features, folder, file))}: ${match[0]}`);
    });
}

describe('the breakpoints', () => {
  it('MOB-03 the whole game panel (details, actions, videos, the submission flow in it) goes compact below 742 px', () => {
    expect(literalMediaQueries('game-detail')).toEqual([]);
    expect(literalMediaQueries('submission')).toEqual([]);
    expect(COMPACT_PANEL_MEDIA).toBe('@media (max-width: 741px)');
    expect([741, 742].map(isCompactGamePanel)).toEqual([true, false]);
  });

  it('MOB-04 MOB-14 boards and the project page go compact at 768 px or less; MOB-02 headers below 700 px', () => {
    expect(literalMediaQueries('projects')).toEqual([]);
    expect(literalMediaQueries('studio-board')).toEqual([]);
    expect(COMPACT_BOARD_MEDIA).toBe('@media (max-width: 768px)');
    expect([768, 769].map(isCompactBoard)).toEqual([true, false]);
    expect(COMPACT_HEADER_MEDIA).toBe('@media (max-width: 699px)');
    expect([699, 700].map(isCompactHeader)).toEqual([true, false]);
  });
});
