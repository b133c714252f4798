import { FIELD_REQUIRED } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';
import { assignGaSlot } from './assign-ga-slot';
import { gameContext } from './test-fixtures';

describe('assign_ga_slot', () => {
  it('GD-22 an id of only spaces is refused with FIELD_REQUIRED before any slot is looked up', async () => {
    await expect(assignGaSlot.check!(gameContext(), { gameAnalyticsId: '   ' })).rejects.toMatchObject({
      statusCode: 400,
      items: [{ code: 'INVALID_REQUEST', path: 'gameAnalyticsId', detail: FIELD_REQUIRED }],
    });
  });

  it('ACT-31 GD-22 its field holds the game\'s current id', async () => {
    expect(await assignGaSlot.fields!(gameContext({ gameAnalyticsId: '1000042' }))).toEqual([
      { param: 'gameAnalyticsId', type: 'string', value: '1000042', required: true },
    ]);
  });
});
