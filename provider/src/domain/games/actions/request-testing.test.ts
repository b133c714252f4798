import { FIELD_REQUIRED } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE } from './availability';
import { requestTesting } from './request-testing';
import { cs, gameContext, lifeCycleGame, pm, studioLead } from './test-fixtures';

describe('request_testing', () => {
  it('FBK-11 a changelog whose details are only spaces is refused with FIELD_REQUIRED at its path', async () => {
    const answer = requestTesting.check!(gameContext(), {
      changelogs: [
        { category: 'ui', details: 'Bigger buttons' },
        { category: 'gameplay', details: '   ' },
      ],
    });
    await expect(answer).rejects.toMatchObject({
      statusCode: 400,
      items: [{ code: 'INVALID_REQUEST', path: 'changelogs.1.details', detail: FIELD_REQUIRED }],
    });
  });

  it('ACT-21 BE-STAT-03 the game waits for approval', () => {
    expect(requestTesting.transition!(lifeCycleGame({ status: 'pending_sdk_integration' }), { changelogs: [] })).toEqual({ status: 'pending_testing' });
  });

  it('ACT-21 CONF-31 studio members and support request, a publishing manager does not', () => {
    const game = lifeCycleGame({ status: 'pending_sdk_integration' });
    expect(requestTesting.refuse(game, studioLead)).toBeNull();
    expect(requestTesting.refuse(game, cs)).toBeNull();
    expect(requestTesting.refuse(game, pm)).toBe(UNAVAILABLE.permission);
  });
});
