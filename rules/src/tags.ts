import { TAG_LENGTH } from './messages';
import { charCount } from './text';

export type TagCategory = 'mechanic' | 'theme' | 'toy' | 'other';
export const TAG_CATEGORIES: readonly TagCategory[] = ['mechanic', 'theme', 'toy', 'other'];

export interface Tag {
  label: string;
  category: TagCategory;
}

export interface TagLimit {
  min: number;
  max: number;
}

/** TAG-10 (CONF-07): per-category limits, applied together with TAGS_MAX. */
export const TAG_CATEGORY_LIMITS: Readonly<Record<TagCategory, TagLimit>> = {
  mechanic: { min: 1, max: 5 },
  theme: { min: 1, max: 3 },
  toy: { min: 1, max: 3 },
  other: { min: 0, max: 3 },
};

export const TAG_MIN_LENGTH = 3;
export const TAG_MAX_LENGTH = 15;
/** TAG-08: at most 6 tags in all (the category maxima add up to 14). */
export const TAGS_MAX = 6;

// TAG-06: letters (any script), digits and spaces.
const TAG_CHARACTERS = /^[\p{L}\p{N} ]+$/u;

/** TAG-05: tags are stored lowercased and trimmed. */
export const normalizeTag = (label: string): string => label.trim().toLowerCase();

/** TAG-07: length is checked on the normalized label; the only tag problem with a message (CONF-08). */
export const validateTagLength = (label: string): string | null => {
  const length = charCount(normalizeTag(label));
  return length >= TAG_MIN_LENGTH && length <= TAG_MAX_LENGTH ? null : TAG_LENGTH;
};

export const hasValidTagCharacters = (label: string): boolean => TAG_CHARACTERS.test(normalizeTag(label));

export const isValidTagLabel = (label: string): boolean =>
  validateTagLength(label) === null && hasValidTagCharacters(label);

export const countTags = (tags: readonly Tag[], category: TagCategory): number =>
  tags.filter((tag) => tag.category === category).length;

/**
 * TAG-12: the input of a category is disabled when it is full: the category
 * reached its own maximum, or the game already has 6 tags.
 */
export const isCategoryFull = (tags: readonly Tag[], category: TagCategory): boolean =>
  countTags(tags, category) >= TAG_CATEGORY_LIMITS[category].max || tags.length >= TAGS_MAX;

const isDuplicate = (tags: readonly Tag[], label: string): boolean =>
  tags.some((tag) => normalizeTag(tag.label) === label);

/**
 * TAG-11 (SUB-CAT-06, TAG-03): mechanic, theme and toy have at least one tag,
 * no category is over its maximum, 6 tags at most, every label valid and unique.
 */
export const tagsReady = (tags: readonly Tag[]): boolean => {
  if (tags.length > TAGS_MAX) return false;
  const withinLimits = TAG_CATEGORIES.every((category) => {
    const count = countTags(tags, category);
    const { min, max } = TAG_CATEGORY_LIMITS[category];
    return count >= min && count <= max;
  });
  const labels = tags.map((tag) => normalizeTag(tag.label));
  return withinLimits && tags.every((tag) => isValidTagLabel(tag.label)) && new Set(labels).size === labels.length;
};

/** Why a tag was not added. Only 'length' has a message; the others raise an error state only (TAG-13). */
export type TagRefusal = 'length' | 'characters' | 'category_full' | 'too_many';

export type AddTagResult =
  /** `added` is false for a duplicate, which is ignored (TAG-09): `tags` is then an unchanged copy. */
  | { ok: true; tags: Tag[]; added: boolean }
  | { ok: false; reason: TagRefusal; message: string | null };

/** TAG-05..12: add one tag, normalized, or say why not. */
export const addTag = (current: readonly Tag[], tag: Tag): AddTagResult => {
  const label = normalizeTag(tag.label);
  const lengthMessage = validateTagLength(label);
  if (lengthMessage !== null) return { ok: false, reason: 'length', message: lengthMessage };
  if (!hasValidTagCharacters(label)) return { ok: false, reason: 'characters', message: null };
  // A duplicate is checked before the limits: re-typing an existing tag in a full list is not an error.
  if (isDuplicate(current, label)) return { ok: true, tags: [...current], added: false };
  if (countTags(current, tag.category) >= TAG_CATEGORY_LIMITS[tag.category].max) {
    return { ok: false, reason: 'category_full', message: null };
  }
  if (current.length >= TAGS_MAX) return { ok: false, reason: 'too_many', message: null };
  return { ok: true, tags: [...current, { label, category: tag.category }], added: true };
};
