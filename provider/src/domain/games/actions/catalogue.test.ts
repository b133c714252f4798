// The status machine and the availability table, transition by transition
// (BE-STAT, BE-ACT, CONF-39).
import { GAME_ACTION_IDS, type GameActionId, type GameStatus } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';
import type { LifeCycleActor, LifeCycleGame } from '../life-cycle';
import { acceptGame } from './accept-game';
import { acceptGameWithGa } from './accept-game-with-ga';
import { UNAVAILABLE } from './availability';
import { gameActions, transitionOf } from './catalogue';
import { cs, lifeCycleGame, pm, readOnly, studioLead } from './test-fixtures';

const game = lifeCycleGame;

const ids = (g: LifeCycleGame, actor: LifeCycleActor) => gameActions(g, actor).map((a) => a.id);
const runnable = (g: LifeCycleGame, actor: LifeCycleActor) =>
  gameActions(g, actor)
    .filter((a) => a.unavailableReason === null)
    .map((a) => a.id);
const reason = (g: LifeCycleGame, actor: LifeCycleActor, id: GameActionId) =>
  gameActions(g, actor).find((a) => a.id === id)?.unavailableReason;

describe('the status machine (BE-STAT, CONF-39)', () => {
  const cases: [GameActionId, Partial<LifeCycleGame>, Record<string, unknown>][] = [
    ['accept_game_with_ga', { status: 'pending_review' }, { status: 'pending_sdk_integration' }],
    ['accept_game', { status: 'pending_review' }, { status: 'pending_sdk_integration' }],
    ['reject_game', { status: 'pending_review' }, { status: 'archived', isIterating: false, rejectionReason: 'existing_game' }],
    ['reject_game_iteration', { status: 'pending_review', nbIterations: 2 }, { status: 'finished', isIterating: false }],
    ['reject_game_iteration', { status: 'pending_review', nbIterations: 0 }, { status: 'archived', isIterating: false }],
    ['request_testing', { status: 'pending_sdk_integration' }, { status: 'pending_testing' }],
    ['accept_testing', { status: 'pending_testing' }, { status: 'in_testing', isIterating: false, startsIteration: true }],
    ['decline_testing', { status: 'pending_testing' }, { status: 'pending_sdk_integration' }],
    ['iterate_pause_campaign', { status: 'in_testing' }, { status: 'pending_sdk_integration', isIterating: true, stopsCampaigns: true }],
    ['iterate_keep_campaign', { status: 'in_testing' }, { status: 'pending_sdk_integration', isIterating: true }],
    ['iterate_from_history', { status: 'finished' }, { status: 'pending_sdk_integration', isIterating: true, stopsCampaigns: true }],
    ['kill_game', { status: 'in_testing' }, { status: 'finished', isIterating: false, stopsCampaigns: true }],
    ['validate_game', { status: 'in_testing' }, { status: 'finished', isHit: true, stopsCampaigns: true }],
    ['archive_game', { status: 'finished' }, { status: 'archived' }],
    ['extend_campaign', { status: 'in_testing' }, {}],
    ['set_game_genres', { status: 'finished' }, {}],
  ];
  it.each(cases)('BE-STAT %s from %o', (action, from, expected) => {
    const transition = transitionOf(action, game(from), { reason: 'existing_game' });
    expect(transition).toMatchObject(expected);
    if (!('startsIteration' in expected)) expect(transition.startsIteration).toBeUndefined();
  });

  it('CONF-39 decline testing returns to the last step, iterating shows only the campaign step', () => {
    expect(JSON.parse(transitionOf('decline_testing', game({ status: 'pending_testing' })).substatus!)).toEqual({
      done: 'categories',
      current: 'upload_asset',
    });
    expect(JSON.parse(transitionOf('iterate_from_history', game({ status: 'finished' })).substatus!).current).toBe('upload_asset');
    // Keeping the campaign leaves it running; only a pause stops it.
    expect(transitionOf('iterate_keep_campaign', game()).stopsCampaigns).toBeUndefined();
  });
});

describe('the actions a game offers (BE-ACT)', () => {
  const byStatus: [GameStatus, GameActionId[]][] = [
    ['pending_review', ['accept_game_with_ga', 'accept_game', 'reject_game_iteration', 'reject_game']],
    ['pending_sdk_integration', ['create_ga_slot', 'request_testing', 'kill_game', 'assign_ga_slot']],
    ['pending_testing', ['accept_testing', 'decline_testing', 'request_application_access', 'iterate_pause_campaign', 'kill_game', 'assign_ga_slot']],
    ['in_testing', ['iterate_pause_campaign', 'extend_campaign', 'iterate_keep_campaign', 'validate_game', 'kill_game', 'assign_ga_slot']],
    ['finished', ['iterate_from_history', 'archive_game']],
  ];
  it.each(byStatus)('BE-ACT-02..06 a %s game lists its status\'s actions', (status, expected) => {
    const listed = ids(game({ status }), cs);
    for (const id of expected) expect(listed).toContain(id);
    // Nothing of another status.
    const others = byStatus.filter(([s]) => s !== status).flatMap(([, list]) => list.filter((id) => !expected.includes(id)));
    for (const id of others) expect(listed).not.toContain(id);
  });

  it('BE-ACT-07 status-independent actions: genres, feedback, project; changelogs and feedback deletion when there are some', () => {
    const g = game({ status: 'finished' });
    expect(ids(g, cs)).toEqual(expect.arrayContaining(['set_game_genres', 'add_game_feedback', 'change_game_project', 'unlink_game_project']));
    expect(ids(g, cs)).not.toContain('validate_changelog');
    expect(ids(g, cs)).not.toContain('delete_game_feedback');
    const busy = game({ status: 'finished', pendingChangelogs: 2, feedbacks: 1 });
    expect(ids(busy, cs)).toEqual(expect.arrayContaining(['validate_changelog', 'reject_changelog', 'delete_game_feedback']));
    // An archived game keeps its history, not its genres.
    expect(ids(game({ status: 'archived' }), cs)).not.toContain('set_game_genres');
  });

  it('ACT-15 ACT-28 accept with GA and launch are for pm and cs only', () => {
    expect(reason(game({ status: 'pending_review' }), pm, 'accept_game_with_ga')).toBeNull();
    const studioWithPermission: LifeCycleActor = { userType: 'studio', permissions: { accept_game: true, validate_game: true } };
    expect(reason(game({ status: 'pending_review' }), studioWithPermission, 'accept_game_with_ga')).toBe(UNAVAILABLE.staffOnly);
    expect(reason(game({ status: 'pending_review' }), studioWithPermission, 'accept_game')).toBeNull();
    expect(reason(game(), studioWithPermission, 'validate_game')).toBe(UNAVAILABLE.staffOnly);
    expect(reason(game(), pm, 'validate_game')).toBeNull();
  });

  it('ACT-16 ACT-17 under review: accept without an analytics slot (accept_game), or reject the iteration (reject_game_iteration)', () => {
    const underReview = game({ status: 'pending_review', analyticsSlotId: null });
    expect(runnable(underReview, cs)).toEqual(expect.arrayContaining(['accept_game', 'reject_game_iteration']));
    expect(runnable(underReview, readOnly)).not.toContain('accept_game');
    expect(runnable(underReview, readOnly)).not.toContain('reject_game_iteration');
    // Accepted without a slot: the game moves on to its submission, and nothing creates one.
    expect(transitionOf('accept_game', underReview)).toEqual({ status: 'pending_sdk_integration' });
    expect(acceptGame.apply).toBeUndefined();
    expect(acceptGameWithGa.apply).toBeDefined();
    // The iteration rejected: a game tested before goes back to finished, a new one is archived.
    expect(transitionOf('reject_game_iteration', game({ status: 'pending_review', nbIterations: 3, isIterating: true }))).toEqual({ status: 'finished', isIterating: false });
    expect(transitionOf('reject_game_iteration', game({ status: 'pending_review', nbIterations: 0 }))).toEqual({ status: 'archived', isIterating: false });
    for (const status of ['pending_sdk_integration', 'in_testing', 'finished'] as const) {
      expect(ids(game({ status }), cs)).not.toContain('accept_game');
      expect(ids(game({ status }), cs)).not.toContain('reject_game_iteration');
    }
  });

  it('PA-03 PA-07 a studio is not offered accept testing (it does not approve its own request), and may withdraw', () => {
    const pending = game({ status: 'pending_testing' });
    expect(gameActions(pending, studioLead).map((action) => action.id)).not.toContain('accept_testing');
    expect(reason(pending, studioLead, 'decline_testing')).toBeNull();
    expect(reason(pending, pm, 'accept_testing')).toBeNull();
    expect(reason(pending, readOnly, 'decline_testing')).toBe(UNAVAILABLE.permission);
  });

  it('PA-05 staff without accept_game_testing see it refused with the neutral PERMISSION_DENIED_ACCEPT_TESTING', () => {
    const supportWithoutApproval: LifeCycleActor = { userType: 'cs', permissions: { request_game_testing: true } };
    expect(reason(game({ status: 'pending_testing' }), supportWithoutApproval, 'accept_testing')).toBe('PERMISSION_DENIED_ACCEPT_TESTING');
  });

  it('ACT-21 CONF-31 request testing: studio members and support, not a PM', () => {
    const g = game({ status: 'pending_sdk_integration' });
    expect(reason(g, studioLead, 'request_testing')).toBeNull();
    expect(reason(g, cs, 'request_testing')).toBeNull();
    expect(reason(g, pm, 'request_testing')).toBe(UNAVAILABLE.permission);
    expect(reason(g, readOnly, 'request_testing')).toBe(UNAVAILABLE.permission);
  });

  it('BE-STAT-17 a low-potential prototype cannot be iterated on', () => {
    const low = game({ status: 'finished', recommendation: 'low potential (low proto score)' });
    expect(reason(low, pm, 'iterate_from_history')).toBe(UNAVAILABLE.lowPotential);
    expect(reason(game({ recommendation: 'Low potential (insufficient GA new users)' }), pm, 'iterate_pause_campaign')).toBe(
      UNAVAILABLE.lowPotential,
    );
    expect(reason(game({ status: 'finished', recommendation: 'high potential' }), pm, 'iterate_from_history')).toBeNull();
  });

  it('OPS-01 while operations run every action waits', () => {
    const busy = game({ disabled: true });
    expect(runnable(busy, cs)).toEqual([]);
    // What would run otherwise waits for the operations; the others keep their own reason.
    const idle = runnable(game(), cs);
    for (const action of gameActions(busy, cs)) {
      expect(action.unavailableReason).toBe(idle.includes(action.id) ? UNAVAILABLE.ongoing : reason(game(), cs, action.id));
    }
  });

  it('ACT-20 ACT-34 ACT-36 the conditions of GA slots, campaign recreation and project unlinking', () => {
    expect(reason(game({ status: 'pending_sdk_integration', analyticsSlotId: null }), studioLead, 'create_ga_slot')).toBeNull();
    expect(reason(game({ status: 'pending_sdk_integration' }), studioLead, 'create_ga_slot')).toBe(UNAVAILABLE.analyticsSlotExists);
    expect(reason(game(), cs, 'recreate_campaign_facebook')).toBe(UNAVAILABLE.noFailedCampaign);
    expect(reason(game({ facebookCampaignFailed: true }), cs, 'recreate_campaign_facebook')).toBeNull();
    expect(ids(game({ selectedAdNetworkIds: [2] }), cs)).not.toContain('recreate_campaign_facebook');
    expect(reason(game({ projectGameCount: 1 }), cs, 'unlink_game_project')).toBe(UNAVAILABLE.aloneInProject);
    expect(reason(game({ projectGameCount: 3 }), cs, 'unlink_game_project')).toBeNull();
  });

  it('ACT-22 ACT-29 manual games link the studio\'s own campaign; provider-managed games extend theirs', () => {
    const manual = game({ isManagedByProvider: false });
    expect(ids(manual, cs)).toContain('update_studio_campaign');
    expect(ids(manual, cs)).not.toContain('extend_campaign');
    expect(ids(game({ status: 'pending_sdk_integration', isManagedByProvider: false }), cs)).toContain('test_studio_campaign');
    expect(ids(game(), cs)).not.toContain('update_studio_campaign');
  });

  it('BE-ACT-03 PERM-23 pending SDK integration: GA slot, testing request (studio and cs, request_game_testing), link a Facebook campaign, kill, assign slot', () => {
    const g = game({ status: 'pending_sdk_integration', analyticsSlotId: null });
    const expected: GameActionId[] = ['create_ga_slot', 'request_testing', 'kill_game', 'assign_ga_slot'];
    expect(runnable(g, cs)).toEqual(expect.arrayContaining(expected));
    // The testing request: the studio's side or support, holding request_game_testing; not a PM.
    const requester: LifeCycleActor = { userType: 'studio', permissions: { request_game_testing: true } };
    expect(reason(g, requester, 'request_testing')).toBeNull();
    expect(reason(g, { userType: 'cs', permissions: { request_game_testing: true } }, 'request_testing')).toBeNull();
    expect(reason(g, readOnly, 'request_testing')).toBe(UNAVAILABLE.permission);
    expect(reason(g, pm, 'request_testing')).toBe(UNAVAILABLE.permission);
    // A manual game on Facebook links the studio's own campaign instead.
    const manual = game({ status: 'pending_sdk_integration', isManagedByProvider: false });
    expect(ids(manual, cs)).toContain('test_studio_campaign');
    expect(ids(manual, cs)).not.toContain('request_testing');
    expect(reason(manual, requester, 'test_studio_campaign')).toBeNull();
  });

  it('BE-ACT-04 PERM-23 PERM-28 pending testing: accept (accept_game_testing), decline (request_game_testing), application access, iterate with pause, kill, assign slot', () => {
    const g = game({ status: 'pending_testing' });
    const expected: GameActionId[] = ['accept_testing', 'decline_testing', 'request_application_access', 'iterate_pause_campaign', 'kill_game', 'assign_ga_slot'];
    expect(runnable(g, cs)).toEqual(expect.arrayContaining(expected));
    expect(reason(g, { userType: 'pm', permissions: { accept_game_testing: true } }, 'accept_testing')).toBeNull();
    expect(reason(g, { userType: 'pm', permissions: { kill_game: true } }, 'accept_testing')).toBe(UNAVAILABLE.acceptTesting);
    expect(reason(g, { userType: 'studio', permissions: { request_game_testing: true } }, 'decline_testing')).toBeNull();
    expect(reason(g, readOnly, 'decline_testing')).toBe(UNAVAILABLE.permission);
  });

  it('BE-ACT-05 in testing: extend, iterate keeping the campaign, launch (pm, cs), change the studio campaign, kill, assign slot', () => {
    const g = game({ status: 'in_testing' });
    expect(runnable(g, cs)).toEqual(expect.arrayContaining(['extend_campaign', 'iterate_keep_campaign', 'validate_game', 'kill_game', 'assign_ga_slot']));
    expect(reason(g, pm, 'validate_game')).toBeNull();
    expect(reason(g, { userType: 'studio', permissions: { validate_game: true } }, 'validate_game')).toBe(UNAVAILABLE.staffOnly);
    // The associated campaign of a manual game is changed during its test.
    expect(runnable(game({ status: 'in_testing', isManagedByProvider: false }), cs)).toContain('update_studio_campaign');
  });

  it('BE-ACT-06 finished: iterate from history and archive, offered in no other status', () => {
    expect(runnable(game({ status: 'finished', recommendation: 'high potential' }), cs)).toEqual(
      expect.arrayContaining(['iterate_from_history', 'archive_game']),
    );
    for (const status of ['pending_review', 'pending_sdk_integration', 'pending_testing', 'in_testing', 'archived'] as const) {
      expect(ids(game({ status }), cs), status).not.toContain('iterate_from_history');
      expect(ids(game({ status }), cs), status).not.toContain('archive_game');
    }
  });

  it('BE-PERM-04 cs may run every action a game lists; accepting with GA and launching are for pm and cs, never the studio', () => {
    // A game where no condition but the actor's stands in the way.
    const open = {
      analyticsSlotId: null,
      facebookCampaignFailed: true,
      projectGameCount: 2,
      pendingChangelogs: 1,
      feedbacks: 1,
      recommendation: 'high potential',
      hasFacebookAppId: true,
    };
    let checked = 0;
    for (const status of ['pending_review', 'pending_sdk_integration', 'pending_testing', 'in_testing', 'finished', 'archived'] as const) {
      for (const isManagedByProvider of [true, false]) {
        for (const action of gameActions(game({ status, isManagedByProvider, ...open }), cs)) {
          expect(action.unavailableReason, `${status} ${action.id}`).toBeNull();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(GAME_ACTION_IDS.length);
    const studioWithEverything: LifeCycleActor = { userType: 'studio', permissions: cs.permissions };
    expect(reason(game({ status: 'pending_review' }), pm, 'accept_game_with_ga')).toBeNull();
    expect(reason(game({ status: 'pending_review' }), studioWithEverything, 'accept_game_with_ga')).toBe(UNAVAILABLE.staffOnly);
    expect(reason(game({ status: 'in_testing' }), pm, 'validate_game')).toBeNull();
    expect(reason(game({ status: 'in_testing' }), studioWithEverything, 'validate_game')).toBe(UNAVAILABLE.staffOnly);
    // Whereas accepting without GA is the studio's too.
    expect(reason(game({ status: 'pending_review' }), studioWithEverything, 'accept_game')).toBeNull();
  });

  it('ACT-02 every listed action carries its label and primary flag; a read-only member may run none', () => {
    for (const status of ['pending_review', 'pending_sdk_integration', 'pending_testing', 'in_testing', 'finished', 'archived'] as const) {
      for (const action of gameActions(game({ status, pendingChangelogs: 1, feedbacks: 1, projectGameCount: 2 }), readOnly)) {
        expect(GAME_ACTION_IDS).toContain(action.id);
        expect(action.label.length).toBeGreaterThan(2);
        expect(action.unavailableReason, action.id).not.toBeNull();
      }
    }
  });
});
