import { describe, it, expect } from 'vitest';
import {
  editsGames,
  ACCESS_LEVELS,
  DEFAULT_ACCESS_ID,
  DEFAULT_STUDIO_ROLE,
  STUDIO_ROLES,
  accessLevel,
  canChangePosition,
  canGrantAccessLevel,
  isAccessLevelId,
  isStudioRole,
  validateAccessGrant,
} from './access';

describe('access levels', () => {
  it('CONF-03 labels levels 1-5 in short form', () => {
    expect(ACCESS_LEVELS.map((level) => [level.id, level.label])).toEqual([
      [1, 'Full access'],
      [2, 'Game access'],
      [3, 'Own games'],
      [4, 'Read only'],
      [5, 'Full access and positions'],
    ]);
  });
  it('STAFF-12 level 1 tooltip', () => {
    expect(accessLevel(1)?.description).toBe('View and edit all information about the studio and games');
  });
  it('STAFF-13 level 2 tooltip', () => {
    expect(accessLevel(2)?.description).toBe('View all studio information, edit all games');
  });
  it('STAFF-14 level 3 tooltip', () => {
    expect(accessLevel(3)?.description).toBe('View basic studio information and all games, edit own games');
  });
  it('STAFF-15 level 4 tooltip and default for new staff', () => {
    expect(accessLevel(4)?.description).toBe('View studio information and games, no edit');
    expect(DEFAULT_ACCESS_ID).toBe(4);
  });
  it('STAFF-16 level 5 tooltip', () => {
    expect(accessLevel(5)?.description).toBe("View and edit all; may change other users' positions");
  });
  it('STAFF-17 any other accessId has no details', () => {
    expect(accessLevel(0)).toBeNull();
    expect(accessLevel(6)).toBeNull();
    expect(isAccessLevelId(0)).toBe(false);
    expect(isAccessLevelId(1)).toBe(true);
    expect(isAccessLevelId(5)).toBe(true);
    expect(isAccessLevelId(6)).toBe(false);
    expect(isAccessLevelId('4')).toBe(false);
  });
});

describe('studio roles', () => {
  it('STAFF-11 lists the five positions, studio_developer by default', () => {
    expect(STUDIO_ROLES).toEqual(['studio_developer', 'studio_game_artist', 'studio_game_designer', 'studio_lead', 'studio_manager']);
    expect(DEFAULT_STUDIO_ROLE).toBe('studio_developer');
    expect(isStudioRole('studio_lead')).toBe(true);
    expect(isStudioRole('studio_intern')).toBe(false);
  });
  it('STAFF-22 a user changes their own position, or any with access level 5', () => {
    expect(canChangePosition({ isSelf: true, ownAccessId: 4 })).toBe(true);
    expect(canChangePosition({ isSelf: false, ownAccessId: 4 })).toBe(false);
    expect(canChangePosition({ isSelf: false, ownAccessId: 1 })).toBe(false);
    expect(canChangePosition({ isSelf: false, ownAccessId: 5 })).toBe(true);
  });
});

describe('granting access', () => {
  it('STAFF-10 disables levels lower than the own level with the tooltip', () => {
    expect(canGrantAccessLevel(3, 2)).toBe(false);
    expect(validateAccessGrant(3, 2)).toBe("You don't have the possibility to give this permission");
  });
  it('STAFF-10 allows the own level and higher ones', () => {
    expect(canGrantAccessLevel(3, 3)).toBe(true);
    expect(validateAccessGrant(3, 4)).toBeNull();
    expect(canGrantAccessLevel(1, 1)).toBe(true);
  });
});

describe('who edits games', () => {
  it('BE-PERM-05 SUB-CREATE-14 access levels 1, 2, 3 and 5 edit games and create tests; 4 reads only', () => {
    expect([1, 2, 3, 4, 5].filter(editsGames)).toEqual([1, 2, 3, 5]);
    expect(editsGames(0)).toBe(false);
  });
});
