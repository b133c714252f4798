import { describe, it, expect } from 'vitest';
import {
  TAGS_MAX,
  TAG_CATEGORY_LIMITS,
  addTag,
  countTags,
  hasValidTagCharacters,
  isCategoryFull,
  isValidTagLabel,
  normalizeTag,
  tagsReady,
  validateTagLength,
} from './tags';
import type { Tag, TagCategory } from './tags';

const TAG_MESSAGE = 'Your tag should have between 3 and 15 characters';
const tag = (label: string, category: TagCategory): Tag => ({ label, category });
const many = (category: TagCategory, n: number): Tag[] =>
  Array.from({ length: n }, (_, i) => tag(`${category} ${i}`, category));
const ready: Tag[] = [tag('runner', 'mechanic'), tag('space', 'theme'), tag('ball', 'toy')];

describe('tag labels', () => {
  it('TAG-05 lowercases and trims', () => {
    expect(normalizeTag('  Idle Clicker ')).toBe('idle clicker');
  });
  it('TAG-06 allows letters, digits and spaces only', () => {
    expect(hasValidTagCharacters('match 3')).toBe(true);
    expect(hasValidTagCharacters('café')).toBe(true);
    expect(hasValidTagCharacters('match-3')).toBe(false);
    expect(hasValidTagCharacters('io_game')).toBe(false);
    expect(hasValidTagCharacters('fun!')).toBe(false);
  });
  it('TAG-07 refuses 2 characters with "Your tag should have between 3 and 15 characters"', () => {
    expect(validateTagLength('ab')).toBe(TAG_MESSAGE);
  });
  it('TAG-07 accepts 3 and 15 characters', () => {
    expect(validateTagLength('abc')).toBeNull();
    expect(validateTagLength('a'.repeat(15))).toBeNull();
  });
  it('TAG-07 refuses 16 characters', () => {
    expect(validateTagLength('a'.repeat(16))).toBe(TAG_MESSAGE);
  });
  it('TAG-07 measures the trimmed label', () => {
    expect(validateTagLength('  ab  ')).toBe(TAG_MESSAGE);
    expect(isValidTagLabel(' Abc ')).toBe(true);
  });
});

describe('addTag', () => {
  it('TAG-05 adds the normalized label', () => {
    expect(addTag([], tag('  Runner ', 'mechanic'))).toEqual({ ok: true, added: true, tags: [tag('runner', 'mechanic')] });
  });
  it('TAG-07 refuses a wrong length with the message', () => {
    expect(addTag([], tag('ab', 'mechanic'))).toEqual({ ok: false, reason: 'length', message: TAG_MESSAGE });
  });
  it('TAG-13 refuses invalid characters with an error state only (no message)', () => {
    expect(addTag([], tag('run-ner', 'mechanic'))).toEqual({ ok: false, reason: 'characters', message: null });
  });
  it('TAG-09 ignores a duplicate, whatever its case or category', () => {
    const result = addTag(ready, tag(' RUNNER', 'theme'));
    expect(result).toEqual({ ok: true, added: false, tags: ready });
  });
  it('TAG-10 refuses a 6th mechanic tag and accepts the 5th', () => {
    expect(addTag(many('mechanic', 4), tag('fifth', 'mechanic'))).toMatchObject({ ok: true, added: true });
    expect(addTag(many('mechanic', 5), tag('sixth', 'mechanic'))).toEqual({ ok: false, reason: 'category_full', message: null });
  });
  it('TAG-10 refuses a 4th theme, toy or other tag', () => {
    for (const category of ['theme', 'toy', 'other'] as const) {
      expect(addTag(many(category, 2), tag('third', category)), category).toMatchObject({ ok: true });
      expect(addTag(many(category, 3), tag('fourth', category)), category).toMatchObject({ ok: false, reason: 'category_full' });
    }
  });
  it('TAG-08 refuses a 7th tag even when its category has room', () => {
    const six = [...many('mechanic', 3), ...many('theme', 2), tag('ball', 'toy')];
    expect(six).toHaveLength(6);
    expect(addTag(six, tag('extra', 'other'))).toEqual({ ok: false, reason: 'too_many', message: null });
    expect(addTag(six.slice(0, 5), tag('extra', 'other'))).toMatchObject({ ok: true, added: true });
  });
  it('TAG-10 exposes the per-category limits and the total of 6', () => {
    expect(TAG_CATEGORY_LIMITS).toEqual({
      mechanic: { min: 1, max: 5 },
      theme: { min: 1, max: 3 },
      toy: { min: 1, max: 3 },
      other: { min: 0, max: 3 },
    });
    expect(TAGS_MAX).toBe(6);
  });
});

describe('category full and ready', () => {
  it('TAG-12 a category is full at its maximum, not before', () => {
    expect(isCategoryFull(many('theme', 2), 'theme')).toBe(false);
    expect(isCategoryFull(many('theme', 3), 'theme')).toBe(true);
    expect(isCategoryFull(many('mechanic', 4), 'mechanic')).toBe(false);
    expect(isCategoryFull(many('mechanic', 5), 'mechanic')).toBe(true);
  });
  it('TAG-12 every category is full once the game has 6 tags', () => {
    const six = [...many('mechanic', 4), tag('space', 'theme'), tag('ball', 'toy')];
    expect(isCategoryFull(six, 'other')).toBe(true);
    expect(isCategoryFull(six.slice(0, 5), 'other')).toBe(false);
  });
  it('TAG-11 is ready with one mechanic, one theme and one toy tag', () => {
    expect(tagsReady(ready)).toBe(true);
    expect(countTags(ready, 'other')).toBe(0);
  });
  it('TAG-11 is not ready when mechanic, theme or toy is missing', () => {
    expect(tagsReady([])).toBe(false);
    for (const missing of ['mechanic', 'theme', 'toy'] as const) {
      expect(tagsReady(ready.filter((t) => t.category !== missing)), missing).toBe(false);
    }
  });
  it('TAG-08 is not ready with 7 tags', () => {
    expect(tagsReady([...ready, ...many('other', 3)])).toBe(true);
    expect(tagsReady([...ready, ...many('other', 3), tag('more', 'mechanic')])).toBe(false);
  });
  it('TAG-10 is not ready when a category is over its maximum', () => {
    expect(tagsReady([tag('runner', 'mechanic'), ...many('theme', 4), tag('ball', 'toy')])).toBe(false);
  });
  it('TAG-09 is not ready with duplicate or invalid labels', () => {
    expect(tagsReady([...ready, tag('Runner', 'other')])).toBe(false);
    expect(tagsReady([...ready, tag('x', 'other')])).toBe(false);
  });
});
