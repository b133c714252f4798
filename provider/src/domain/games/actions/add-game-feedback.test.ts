import { FIELD_REQUIRED } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE } from './availability';
import { addGameFeedback } from './add-game-feedback';
import { deleteGameFeedback } from './delete-game-feedback';
import { gameContext, lifeCycleGame, pm, studioLead } from './test-fixtures';
import type { LifeCycleActor } from '../life-cycle';

describe('add_game_feedback', () => {
  it('FBK-03 a feedback of only spaces is refused with FIELD_REQUIRED at feedback', async () => {
    await expect(addGameFeedback.check!(gameContext(), { subject: 'Retention', feedback: ' \n ' })).rejects.toMatchObject({
      statusCode: 400,
      items: [{ code: 'INVALID_REQUEST', path: 'feedback', detail: FIELD_REQUIRED }],
    });
  });

  it('FBK-03 FBK-04 the body is kept trimmed, the subject optional (blank is none)', async () => {
    expect(await addGameFeedback.check!(gameContext(), { feedback: ' <p>Shorter levels.</p> ' })).toEqual({ feedback: '<p>Shorter levels.</p>', subject: null });
    expect(await addGameFeedback.check!(gameContext(), { subject: '  ', feedback: 'x' })).toEqual({ feedback: 'x', subject: null });
    expect(await addGameFeedback.check!(gameContext(), { subject: ' Art ', feedback: 'x' })).toEqual({ feedback: 'x', subject: 'Art' });
  });

  it('FBK-03 publishing staff add feedback, whatever the status; studio members do not', () => {
    expect(addGameFeedback.statuses).toContain('archived');
    expect(addGameFeedback.refuse(lifeCycleGame(), pm)).toBeNull();
    expect(addGameFeedback.refuse(lifeCycleGame(), studioLead)).toBe(UNAVAILABLE.staffOnly);
  });

  it('FBK-09 sending (and deleting) feedback needs send_feedback: a PM without it is refused', () => {
    const withoutSendFeedback: LifeCycleActor = { ...pm, permissions: Object.fromEntries(Object.entries(pm.permissions).filter(([name]) => name !== 'send_feedback')) };
    expect(addGameFeedback.refuse(lifeCycleGame(), withoutSendFeedback)).toBe(UNAVAILABLE.permission);
    expect(deleteGameFeedback.refuse(lifeCycleGame({ feedbacks: 1 }), withoutSendFeedback)).toBe(UNAVAILABLE.permission);
    expect(deleteGameFeedback.refuse(lifeCycleGame({ feedbacks: 1 }), pm)).toBeNull();
  });
});
