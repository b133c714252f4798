import { describe, expect, it } from 'vitest';
import { HANDOFF_NOTIFICATION_TYPES, notificationKind } from './notifications';

describe('notificationKind', () => {
  it('NOTIF-05 issue 42 a request, an approval, a decline, a failure and a KPI alert read apart', () => {
    expect(notificationKind('GAME_TESTING_REQUESTED')).toEqual({ kind: 'request', intent: 'info', label: 'Testing request' });
    expect(notificationKind('GAME_TESTING_APPROVED')).toEqual({ kind: 'approval', intent: 'success', label: 'Approved' });
    expect(notificationKind('GAME_TESTING_DECLINED')).toEqual({ kind: 'decline', intent: 'warning', label: 'Declined' });
    expect(notificationKind('GAME_CAMPAIGN_FAILED')).toEqual({ kind: 'failure', intent: 'error', label: 'Failed' });
    expect(notificationKind('GAME_KPI_ALERT')).toEqual({ kind: 'kpi_alert', intent: 'warning', label: 'KPI alert' });
  });

  it('issue 42 every handoff type has a kind of its own; an unknown type is a message', () => {
    for (const type of HANDOFF_NOTIFICATION_TYPES) expect(notificationKind(type).kind, type).not.toBe('message');
    expect(notificationKind('INFO').kind).toBe('message');
    expect(notificationKind('SOMETHING_NEW')).toEqual({ kind: 'message', intent: 'info', label: 'Message' });
  });
});
