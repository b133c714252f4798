import { CHANGELOG_CATEGORIES, GAME_ACTION_IDS, GAME_LIST_SORTS, TAG_CATEGORIES } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';
import { actionEnum, actionId, changelogCategoryEnum, gameSortEnum, gameStatusId, networkId, oneOf, sortOrderEnum, sortOrderId, tagCategoryEnum } from './enums';

describe('the gateway\'s enums and the ids of rules/', () => {
  it('turns every catalogue action into the gateway\'s value and back', () => {
    for (const id of GAME_ACTION_IDS) expect(actionId(actionEnum(id))).toBe(id);
    expect(actionEnum('kill_game')).toBe('KILL_GAME');
  });

  it('TAG-14 FBK-02 sends tag and changelog categories in capitals', () => {
    expect(TAG_CATEGORIES.map(tagCategoryEnum)).toEqual(['MECHANIC', 'THEME', 'TOY', 'OTHER']);
    expect(CHANGELOG_CATEGORIES.map(changelogCategoryEnum)).toContain('CONTENT_LEVEL_DESIGN');
  });

  it('GC-12 IT-03 reads statuses and network tabs as rules/ names them', () => {
    expect(gameStatusId('PENDING_SDK_INTEGRATION')).toBe('pending_sdk_integration');
    expect(networkId('SNAPCHAT')).toBe('snapchat');
  });

  it('GL-14..21 maps every sort field of the list to a GameSort', () => {
    for (const sort of GAME_LIST_SORTS) {
      expect(gameSortEnum(sort.best)).not.toBeNull();
      expect(gameSortEnum(sort.last)).not.toBeNull();
    }
    expect(gameSortEnum('bestD3Roas')).toBe('BEST_D3_ROAS');
    expect(gameSortEnum('noSuchField')).toBeNull();
  });

  it('VIEW-02 maps a saved sort\'s order both ways, descending by default', () => {
    expect(sortOrderEnum('asc')).toBe('ASC');
    expect(sortOrderId('ASC')).toBe('asc');
    expect(sortOrderId('%future added value')).toBe('desc');
  });

  it('TAG-14 tells whether a text is one of a list\'s ids', () => {
    expect(oneOf(TAG_CATEGORIES, 'toy')).toBe('toy');
    expect(oneOf(TAG_CATEGORIES, 'TOY')).toBeNull();
    expect(oneOf(TAG_CATEGORIES, undefined)).toBeNull();
  });
});
