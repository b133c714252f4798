import { ACTION_CHOICES, GAME_ACTION_IDS, GAME_ACTIONS } from '@greenlight/rules';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { bodySchema } from './action-bodies';

const accepts = (id: keyof typeof GAME_ACTIONS, body: unknown) => Value.Check(bodySchema(GAME_ACTIONS[id].input), body);

describe('the game actions\' body schemas (ACT-09)', () => {
  it('ACT-09 every action of the catalogue has one: its keys and no others, the required ones required', () => {
    for (const id of GAME_ACTION_IDS) {
      const input = GAME_ACTIONS[id].input ?? {};
      const schema = bodySchema(input);
      expect(schema, id).toMatchObject({ additionalProperties: false });
      expect(Object.keys(schema.properties).sort(), id).toEqual(Object.keys(input).sort());
      expect([...(schema.required ?? [])].sort(), id).toEqual(Object.keys(input).filter((key) => input[key]!.required).sort());
    }
    expect(accepts('kill_game', {})).toBe(true);
    expect(accepts('kill_game', { reason: 'x' })).toBe(false);
    expect(accepts('kill_game', [1, 2])).toBe(false);
  });

  it('ACT-18 a choice takes a value of its named list only', () => {
    for (const reason of ACTION_CHOICES.GameRejectionReason) expect(accepts('reject_game', { reason })).toBe(true);
    expect(accepts('reject_game', { reason: 'too_late' })).toBe(false);
    expect(accepts('reject_game', {})).toBe(false);
  });

  it('FBK-03 text is bounded by its maxLength; an optional field may be left out', () => {
    const feedback = GAME_ACTIONS.add_game_feedback.input!.feedback!;
    const max = feedback.kind === 'text' ? feedback.maxLength : 0;
    expect(accepts('add_game_feedback', { feedback: 'x'.repeat(max) })).toBe(true);
    expect(accepts('add_game_feedback', { feedback: 'x'.repeat(max + 1) })).toBe(false);
    expect(accepts('add_game_feedback', { subject: 'Art' })).toBe(false);
    expect(accepts('add_game_feedback', { feedback: 1 })).toBe(false);
  });

  it('FBK-11 a list of objects: bounded, each with its own fields', () => {
    expect(accepts('request_testing', { changelogs: [{ category: 'bug', details: 'Fixed' }] })).toBe(true);
    expect(accepts('request_testing', { changelogs: [{ category: 'bug' }] })).toBe(false);
    expect(accepts('request_testing', { changelogs: [{ category: 'music', details: 'x' }] })).toBe(false);
    expect(accepts('request_testing', { changelogs: [{ category: 'bug', details: 'x', extra: 1 }] })).toBe(false);
    expect(accepts('request_testing', { changelogs: Array.from({ length: 21 }, () => ({ category: 'bug', details: 'x' })) })).toBe(false);
  });

  it('ACT-35 an object field; ids are 32-bit positive integers; integer lists are bounded', () => {
    expect(accepts('test_studio_campaign', { choice: { facebook: 'act_3_1000' } })).toBe(true);
    expect(accepts('test_studio_campaign', { choice: {} })).toBe(false);
    expect(accepts('delete_game_feedback', { feedback_id: 12 })).toBe(true);
    for (const wrong of [0, -1, 1.5, 2147483648, '12']) expect(accepts('delete_game_feedback', { feedback_id: wrong })).toBe(false);
    expect(accepts('set_game_genres', { genres: [101, 201] })).toBe(true);
    expect(accepts('set_game_genres', { genres: Array.from({ length: 21 }, (_, i) => i + 1) })).toBe(false);
  });
});
