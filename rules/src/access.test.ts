import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  ACCESS_LEVELS_BY_POWER,
  FULL_POWER_ACCESS_ID,
  accessPower,
  canChangeAccess,
  canToggleActive,
  leavesStudioWithoutManager,
  outranksOrEquals,
  studioPermissionsFor,
  type StaffMember,
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
  it('CONF-03 SL-28 labels levels 1-5 in short form', () => {
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
  it('STAFF-10 BE-PERM-05 ranks the levels by power, not by number: 5 > 1 > 2 > 3 > 4', () => {
    expect(ACCESS_LEVELS_BY_POWER).toEqual([5, 1, 2, 3, 4]);
    expect([5, 1, 2, 3, 4].map(accessPower)).toEqual([5, 4, 3, 2, 1]);
    expect(accessPower(0)).toBe(0);
    expect(accessPower(6)).toBe(0);
    expect(FULL_POWER_ACCESS_ID).toBe(5);
  });

  it('STAFF-10 disables levels above the own power with the tooltip', () => {
    expect(canGrantAccessLevel(3, 2)).toBe(false);
    expect(validateAccessGrant(3, 2)).toBe("You don't have the possibility to give this permission");
    // Full access (1) gives neither full access and positions (5)...
    expect(canGrantAccessLevel(1, 5)).toBe(false);
    expect(validateAccessGrant(1, 5)).toBe("You don't have the possibility to give this permission");
    // ...and read only (4) gives nothing but read only.
    expect([1, 2, 3, 4, 5].filter((level) => canGrantAccessLevel(4, level))).toEqual([4]);
  });

  it('STAFF-10 allows the own level and every less powerful one; 5 gives every level', () => {
    expect(canGrantAccessLevel(3, 3)).toBe(true);
    expect(validateAccessGrant(3, 4)).toBeNull();
    expect(canGrantAccessLevel(1, 1)).toBe(true);
    expect([1, 2, 3, 4, 5].filter((level) => canGrantAccessLevel(1, level))).toEqual([1, 2, 3, 4]);
    expect([1, 2, 3, 4, 5].filter((level) => canGrantAccessLevel(5, level))).toEqual([1, 2, 3, 4, 5]);
  });

  it('STAFF-17 BE-PERM-05 an unknown level is never given, and gives nothing', () => {
    expect(canGrantAccessLevel(5, 0)).toBe(false);
    expect(canGrantAccessLevel(5, 6)).toBe(false);
    expect([1, 2, 3, 4, 5].some((level) => canGrantAccessLevel(0, level))).toBe(false);
    expect(outranksOrEquals(0, 4)).toBe(false);
  });

  const level = fc.constantFrom(1, 2, 3, 4, 5);
  it('STAFF-10 BE-PERM-05 BE-STU-06 property: a grant is within power, the order is total, and nobody gains power by granting', () => {
    fc.assert(
      fc.property(level, level, level, (a, b, c) => {
        // Within one's power, never above it.
        expect(canGrantAccessLevel(a, b)).toBe(accessPower(b) <= accessPower(a));
        // Total: of two levels, one may give the other.
        expect(canGrantAccessLevel(a, b) || canGrantAccessLevel(b, a)).toBe(true);
        // Only equal levels give each other.
        if (canGrantAccessLevel(a, b) && canGrantAccessLevel(b, a)) expect(a).toBe(b);
        // Transitive: what b may give, whoever may give b may give too.
        if (canGrantAccessLevel(a, b) && canGrantAccessLevel(b, c)) expect(canGrantAccessLevel(a, c)).toBe(true);
        // One's own level, always; level 5 gives everything.
        expect(canGrantAccessLevel(a, a)).toBe(true);
        expect(canGrantAccessLevel(5, b)).toBe(true);
        // A member changes exactly the members they could have given their level.
        expect(outranksOrEquals(a, b)).toBe(canGrantAccessLevel(a, b));
      }),
    );
  });

  it('BE-STU-06 property: no sequence of grants by members ever takes power the granter does not hold', () => {
    // Members grant each other levels in any order: nobody ever ends above the most powerful level held at the start.
    fc.assert(
      fc.property(fc.array(level, { minLength: 2, maxLength: 5 }), fc.array(fc.tuple(fc.nat(), fc.nat(), level), { maxLength: 30 }), (start, moves) => {
        const levels = [...start];
        const top = Math.max(...start.map(accessPower));
        for (const [from, to, next] of moves) {
          const editor = from % levels.length;
          const member = to % levels.length;
          if (editor === member) continue;
          const editorLevel = levels[editor]!;
          if (!studioPermissionsFor(editorLevel).change_studio) continue;
          if (!outranksOrEquals(editorLevel, levels[member]!) || !canGrantAccessLevel(editorLevel, next)) continue;
          levels[member] = next;
        }
        expect(Math.max(...levels.map(accessPower))).toBeLessThanOrEqual(top);
      }),
    );
  });
});

describe('changing members', () => {
  const editor = (accessId: number) => ({ userId: 1, accessId, changeStudio: studioPermissionsFor(accessId).change_studio });
  const member = (accessId: number, isActive = true): StaffMember => ({ userId: 2, accessId, isActive });

  it('BE-STU-06 STAFF-19 a member changes or (de)activates only members at or below their own power', () => {
    // Full access (1) may not touch full access and positions (5).
    expect(canChangeAccess(editor(1), member(5))).toBe(false);
    expect(canToggleActive(editor(1), member(5))).toBe(false);
    // ...but another full access (1) and anyone less powerful.
    for (const accessId of [1, 2, 3, 4]) {
      expect(canChangeAccess(editor(1), member(accessId)), String(accessId)).toBe(true);
      expect(canToggleActive(editor(1), member(accessId)), String(accessId)).toBe(true);
    }
    // Level 5 demotes anyone, another level 5 included.
    for (const accessId of [1, 2, 3, 4, 5]) expect(canChangeAccess(editor(5), member(accessId)), String(accessId)).toBe(true);
  });

  it('STAFF-20 STAFF-21 STAFF-23 PERM-16 never oneself, never an inactive member\'s access, never without change_studio', () => {
    expect(canToggleActive(editor(5), { ...member(4), userId: 1 })).toBe(false);
    expect(canChangeAccess(editor(5), { ...member(4), userId: 1 })).toBe(false);
    expect(canChangeAccess(editor(5), member(4, false))).toBe(false);
    expect(canToggleActive(editor(5), member(4, false))).toBe(true);
    expect(canChangeAccess(editor(2), member(4))).toBe(false);
    expect(canToggleActive(editor(2), member(4))).toBe(false);
  });

  const studio = (...levels: [accessId: number, isActive: boolean][]): StaffMember[] =>
    levels.map(([accessId, isActive], index) => ({ userId: index + 1, accessId, isActive }));

  it('BE-STU-06 the studio never loses its last active member with full access (1 or 5)', () => {
    const alone = studio([1, true], [4, true], [5, false]);
    // The only active manager demoted or deactivated: refused.
    expect(leavesStudioWithoutManager(alone, { userId: 1, accessId: 2 })).toBe(true);
    expect(leavesStudioWithoutManager(alone, { userId: 1, isActive: false })).toBe(true);
    // 1 to 5 and 5 to 1 both keep a manager; so does any change of another member.
    expect(leavesStudioWithoutManager(alone, { userId: 1, accessId: 5 })).toBe(false);
    expect(leavesStudioWithoutManager(alone, { userId: 2, accessId: 3 })).toBe(false);
    // With a second active manager, either may go.
    const two = studio([1, true], [5, true], [4, true]);
    expect(leavesStudioWithoutManager(two, { userId: 1, accessId: 4 })).toBe(false);
    expect(leavesStudioWithoutManager(two, { userId: 2, isActive: false })).toBe(false);
    // An inactive manager does not count; reactivating one never refuses.
    expect(leavesStudioWithoutManager(studio([5, false], [1, true]), { userId: 2, isActive: false })).toBe(true);
    expect(leavesStudioWithoutManager(studio([5, false], [4, true]), { userId: 1, isActive: true })).toBe(false);
    // A studio that had no active manager has none to lose.
    expect(leavesStudioWithoutManager(studio([4, true], [2, true]), { userId: 1, accessId: 3 })).toBe(false);
  });

  it('BE-STU-06 property: whatever the change, a studio that had an active manager keeps one, or the change is refused', () => {
    const membership = fc.record({ accessId: fc.constantFrom(1, 2, 3, 4, 5), isActive: fc.boolean() });
    fc.assert(
      fc.property(fc.array(membership, { minLength: 1, maxLength: 6 }), fc.nat(), fc.option(fc.constantFrom(1, 2, 3, 4, 5)), fc.option(fc.boolean()), (rows, pick, accessId, isActive) => {
        const members = rows.map((row, index) => ({ ...row, userId: index + 1 }));
        const change = { userId: (pick % members.length) + 1, accessId: accessId ?? undefined, isActive: isActive ?? undefined };
        const after = members.map((m) => (m.userId === change.userId ? { ...m, accessId: change.accessId ?? m.accessId, isActive: change.isActive ?? m.isActive } : m));
        const manages = (m: StaffMember) => m.isActive && (m.accessId === 1 || m.accessId === 5);
        const refused = leavesStudioWithoutManager(members, change);
        expect(refused).toBe(members.some(manages) && !after.some(manages));
      }),
    );
  });
});

describe('who edits games', () => {
  it('BE-PERM-05 SUB-CREATE-14 access levels 1, 2, 3 and 5 edit games and create tests; 4 reads only', () => {
    expect([1, 2, 3, 4, 5].filter(editsGames)).toEqual([1, 2, 3, 5]);
    expect(editsGames(0)).toBe(false);
  });
});
