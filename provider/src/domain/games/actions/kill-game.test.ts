import { describe, expect, it } from 'vitest';
import { UNAVAILABLE } from './availability';
import { killGame } from './kill-game';
import { cs, lifeCycleGame, readOnly } from './test-fixtures';

describe('kill_game', () => {
  it('ACT-30 BE-STAT-09 kill_game stops the campaigns and moves the game to finished', () => {
    expect(killGame.transition!(lifeCycleGame({ isIterating: true }), {})).toEqual({ status: 'finished', isIterating: false, stopsCampaigns: true });
  });

  it('ACT-30 is offered while a test is under way, to holders of kill_game', () => {
    expect(killGame.statuses).toEqual(['pending_sdk_integration', 'pending_testing', 'in_testing']);
    expect(killGame.refuse(lifeCycleGame(), cs)).toBeNull();
    expect(killGame.refuse(lifeCycleGame(), readOnly)).toBe(UNAVAILABLE.permission);
  });
});
