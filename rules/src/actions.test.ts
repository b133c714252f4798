import { describe, expect, it } from 'vitest';
import {
  ACTION_CHOICES,
  camelName,
  GAME_ACTION_IDS,
  GAME_ACTIONS,
  gameTab,
  movedMessage,
  type ActionInput,
  type GameActionId,
} from './actions';

function fieldsOf(input: ActionInput): [string, ActionInput[string]][] {
  return Object.entries(input).flatMap(([key, field]) =>
    field.kind === 'list' || field.kind === 'object' ? [[key, field], ...fieldsOf(field.of)] : [[key, field]],
  ) as [string, ActionInput[string]][];
}

describe('the game actions catalogue', () => {
  it('ACT-01 holds the 23 actions of the specification\'s catalogue', () => {
    const specified = [
      'reject_game_iteration', 'recreate_campaign_facebook', 'request_application_access', 'reject_changelog', 'decline_testing',
      'create_ga_slot', 'set_game_genres', 'test_studio_campaign', 'request_testing', 'add_game_feedback', 'delete_game_feedback',
      'assign_ga_slot', 'accept_testing', 'validate_changelog', 'kill_game', 'archive_game', 'extend_campaign', 'iterate_pause_campaign',
      'validate_game', 'update_studio_campaign', 'iterate_from_history', 'change_game_project', 'unlink_game_project',
    ];
    expect(specified).toHaveLength(23);
    expect(GAME_ACTION_IDS).toEqual(expect.arrayContaining(specified));
    for (const id of specified) expect(GAME_ACTIONS[id as GameActionId].label, id).not.toBe('');
  });

  it('describes every action once, under its own id', () => {
    expect(Object.keys(GAME_ACTIONS).sort()).toEqual([...GAME_ACTION_IDS].sort());
    for (const id of GAME_ACTION_IDS) expect(GAME_ACTIONS[id].id).toBe(id);
  });

  it('ACT-09 gives every field a bound: texts a length, lists a size, choices a known list', () => {
    for (const id of GAME_ACTION_IDS) {
      for (const [key, field] of fieldsOf(GAME_ACTIONS[id].input ?? {})) {
        expect(key, `${id}.${key}`).toMatch(/^[a-z][a-zA-Z_]*$/);
        if (field.kind === 'text') expect(field.maxLength, `${id}.${key}`).toBeGreaterThan(0);
        if (field.kind === 'list' || field.kind === 'integers') expect(field.maxItems, `${id}.${key}`).toBeGreaterThan(0);
        if (field.kind === 'choice') expect(ACTION_CHOICES[field.of].length, `${id}.${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('ACT-18 ACT-35 FBK-05 keeps the provider\'s body keys of the specification', () => {
    expect(Object.keys(GAME_ACTIONS.reject_game.input ?? {})).toEqual(['reason']);
    expect(ACTION_CHOICES.GameRejectionReason).toEqual(['already_tested', 'existing_game']);
    const choice = GAME_ACTIONS.test_studio_campaign.input?.choice;
    expect(choice?.kind === 'object' && Object.keys(choice.of)).toEqual(['facebook']);
    expect(Object.keys(GAME_ACTIONS.delete_game_feedback.input ?? {})).toEqual(['feedback_id']);
  });

  it('names actions and fields in camelCase for the gateway', () => {
    expect(camelName('kill_game')).toBe('killGame');
    expect(camelName('feedback_id')).toBe('feedbackId');
    expect(camelName('accept_game_with_ga')).toBe('acceptGameWithGa');
    expect(camelName('gameAnalyticsId')).toBe('gameAnalyticsId');
    expect(new Set(GAME_ACTION_IDS.map(camelName)).size).toBe(GAME_ACTION_IDS.length);
  });

  it('BE-STAT-18 OPS-12 puts a game in its list tab and says where it moved', () => {
    expect(gameTab({ status: 'pending_review', isIterating: true })).toBe('is_iterating');
    expect(gameTab({ status: 'pending_testing', isIterating: false })).toBe('pending_approval');
    expect(movedMessage('Tower Rush', 'Finished')).toBe('Tower Rush moved to Finished');
  });
});
