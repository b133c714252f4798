import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationsNamed, renderInApp } from '../../test/render';
import type { NotificationBellTestQuery } from './__generated__/NotificationBellTestQuery.graphql';
import { GamePanelHost } from '../game-detail/GamePanel';
import { NotificationBell } from './NotificationBell';
import { notificationTime } from './time';
import { onGameNews } from '../game-detail/gameReadEvents';

const query = graphql`
  query NotificationBellTestQuery @relay_test_operation {
    viewer {
      ...NotificationBell_viewer
    }
  }
`;

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function Harness() {
  const data = useLazyLoadQuery<NotificationBellTestQuery>(query, {});
  return data.viewer ? (
    <>
      <NotificationBell viewer={data.viewer} />
      <Where />
      <GamePanelHost />
    </>
  ) : null;
}

const VIEWER_ID = 'Vmlld2VyOjE=';
const NOW = new Date().toISOString();
const notification = (id: number, extra: Record<string, unknown> = {}) => ({
  notificationId: id,
  type: 'INFO',
  message: `Message ${id}`,
  createdAt: NOW,
  readAt: null,
  relatedGameId: null,
  relatedStudioId: null,
  ...extra,
});

function renderBell(viewer: Record<string, unknown>, path = '/home') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'NotificationBellTestQuery'
      ? MockPayloadGenerator.generate(operation, {
          Viewer: () => ({ id: VIEWER_ID, isStaff: false, unreadNotificationCount: 0, latestNotifications: [], ...viewer }),
        })
      : null,
  );
  renderInApp(<Harness />, { path, environment });
  return { environment };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const badge = () => document.querySelector('.fui-CounterBadge')?.textContent ?? null;

describe('NotificationBell', () => {
  it('NOTIF-01 shows the unread count as a badge', () => {
    renderBell({ unreadNotificationCount: 3 });
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread');
    expect(badge()).toBe('3');
  });

  it('NOTIF-01 FMT-12 caps the badge at 99', () => {
    renderBell({ unreadNotificationCount: 150 });
    expect(badge()).toBe('99+');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 99+ unread');
  });

  it('NOTIF-01 hides the badge at 0', () => {
    renderBell({ unreadNotificationCount: 0 });
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(badge()).toBeNull();
  });

  it('NOTIF-02 NOTIF-06 NOTIF-07 NOTIF-13 lists the latest, unread marked; a click marks it read and opens its game', async () => {
    const { environment } = renderBell({
      isStaff: true,
      unreadNotificationCount: 1,
      latestNotifications: [
        notification(2, { message: 'Game not found; Invalid permission', relatedGameId: 7 }),
        notification(1, { message: 'Hello', readAt: NOW }),
      ],
    });
    fireEvent.click(bell());
    const list = await screen.findByRole('list', { name: 'Notification list' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first!.textContent).toContain('Game not found; Invalid permission');
    expect(first!.getAttribute('data-unread')).toBe('true');
    expect(second!.getAttribute('data-unread')).toBe('false');
    fireEvent.click(first!);
    expect(operationsNamed(environment, 'NotificationBellReadMutation')[0]?.request.variables).toEqual({ notificationId: 2 });
    expect(screen.getByRole('status', { name: 'address', hidden: true }).textContent).toBe('/home?gameid=7');
  });

  it('NOTIF-13 issue 42 a notification opens its game on the viewer\'s side: the board for a studio member, the games list for staff; the panel opens on it', async () => {
    const studioSide = renderBell(
      { isStaff: false, unreadNotificationCount: 1, latestNotifications: [notification(4, { type: 'GAME_TESTING_DECLINED', relatedGameId: 9 })] },
      '/board/mygames',
    );
    fireEvent.click(bell());
    fireEvent.click(within(await screen.findByRole('list', { name: 'Notification list' })).getAllByRole('button')[0]!);
    expect(screen.getByRole('status', { name: 'address', hidden: true }).textContent).toBe('/board?gameid=9');
    await waitFor(() => expect(operationsNamed(studioSide.environment, 'GamePanelQuery')[0]?.request.variables).toMatchObject({ gameId: 9 }));
    cleanup();

    const staffSide = renderBell(
      { isStaff: true, unreadNotificationCount: 1, latestNotifications: [notification(5, { type: 'GAME_TESTING_REQUESTED', relatedGameId: 11 })] },
      '/board',
    );
    fireEvent.click(bell());
    fireEvent.click(within(await screen.findByRole('list', { name: 'Notification list' })).getAllByRole('button')[0]!);
    expect(screen.getByRole('status', { name: 'address', hidden: true }).textContent).toBe('/home?gameid=11');
    await waitFor(() => expect(operationsNamed(staffSide.environment, 'GamePanelQuery')[0]?.request.variables).toMatchObject({ gameId: 11 }));
  });

  it('ERR-09 an error alert (a campaign that failed) deep-links to its game through ?gameid=, which opens the panel', async () => {
    const { environment } = renderBell(
      {
        isStaff: false,
        unreadNotificationCount: 1,
        latestNotifications: [
          notification(6, { type: 'GAME_CAMPAIGN_FAILED', message: 'Sky Hopper: Facebook: Sorry, something went wrong with your campaign.', relatedGameId: 14 }),
        ],
      },
      '/board',
    );
    fireEvent.click(bell());
    const [alert] = within(await screen.findByRole('list', { name: 'Notification list' })).getAllByRole('button');
    expect(alert!.querySelector('[data-kind]')?.getAttribute('data-intent')).toBe('error');
    fireEvent.click(alert!);
    expect(screen.getByRole('status', { name: 'address', hidden: true }).textContent).toBe('/board?gameid=14');
    await waitFor(() => expect(operationsNamed(environment, 'GamePanelQuery')[0]?.request.variables).toMatchObject({ gameId: 14 }));
  });

  it('NOTIF-05 issue 42 each kind reads apart (a request, an approval, a decline, a failure, a KPI alert), its message naming its game', async () => {
    renderBell({
      isStaff: true,
      unreadNotificationCount: 5,
      latestNotifications: [
        notification(5, { type: 'GAME_TESTING_REQUESTED', message: 'Sky Hopper: Lena Ortiz requested testing. It waits for your approval.', relatedGameId: 1 }),
        notification(4, { type: 'GAME_TESTING_APPROVED', message: 'Sky Hopper: Paula Marchetti approved your testing request.', relatedGameId: 1 }),
        notification(3, { type: 'GAME_TESTING_DECLINED', message: 'Sky Hopper: Paula Marchetti declined your testing request: “Too dark”', relatedGameId: 1 }),
        notification(2, { type: 'GAME_CAMPAIGN_FAILED', message: 'Sky Hopper: Facebook: Sorry, something went wrong with your campaign.', relatedGameId: 1 }),
        notification(1, { type: 'GAME_KPI_ALERT', message: 'Sky Hopper: iteration 2 is high potential (CPI $0.21).', relatedGameId: 1 }),
      ],
    });
    fireEvent.click(bell());
    const entries = within(await screen.findByRole('list', { name: 'Notification list' })).getAllByRole('button');
    const shown = entries.map((entry) => {
      const icon = entry.querySelector('[data-kind]');
      return [icon?.getAttribute('data-kind'), icon?.getAttribute('data-intent')];
    });
    expect(shown).toEqual([
      ['request', 'info'],
      ['approval', 'success'],
      ['decline', 'warning'],
      ['failure', 'error'],
      ['kpi_alert', 'warning'],
    ]);
    // Screen readers hear the kind before the message, which names the game.
    expect(entries[0]!.textContent).toContain('Testing request: Sky Hopper: Lena Ortiz requested testing.');
    expect(entries[2]!.textContent).toContain('Declined: Sky Hopper: Paula Marchetti declined your testing request: “Too dark”');
    expect(entries[4]!.textContent).toContain('KPI alert: Sky Hopper');
  });

  it('BE-STU-09 a studio notification opens the studio\'s page for staff', async () => {
    renderBell({
      isStaff: true,
      unreadNotificationCount: 1,
      latestNotifications: [notification(3, { message: 'Studio Two churned: Studio moved to competitor', relatedStudioId: 5 })],
    });
    fireEvent.click(bell());
    const list = await screen.findByRole('list', { name: 'Notification list' });
    fireEvent.click(within(list).getAllByRole('button')[0]!);
    expect(screen.getByRole('status', { name: 'address', hidden: true }).textContent).toBe('/studio/5');
  });

  it('NOTIF-03 "See all" lists every notification of the viewer', async () => {
    const { environment } = renderBell({ unreadNotificationCount: 0, latestNotifications: [notification(1)] });
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('button', { name: 'See all' }));
    const [all] = operationsNamed(environment, 'NotificationBellAllQuery');
    expect(all).toBeTruthy();
    act(() =>
      environment.mock.resolve(all!, {
        data: {
          viewer: {
            id: VIEWER_ID,
            notifications: { totalCount: 2, edges: [{ node: notification(12, { message: 'Older one' }) }, { node: notification(11) }] },
          },
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Notification list' });
    expect(within(list).getByText('Older one')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See latest' })).toBeTruthy();
  });

  it('NOTIF-12 a new notification over the live subscription reads the count again', async () => {
    const { environment } = renderBell({ unreadNotificationCount: 1 });
    const [subscription] = operationsNamed(environment, 'NotificationBellSubscription');
    expect(subscription).toBeTruthy();
    const news: number[] = [];
    const stop = onGameNews((gameId) => news.push(gameId));
    act(() => environment.mock.nextValue(subscription!, { data: { notifications: { notificationId: 5, relatedGameId: 14 } } }));
    stop();
    // The panel open on game 14, if any, reads it again.
    expect(news).toEqual([14]);
    const [refetch] = operationsNamed(environment, 'NotificationBellRefetchQuery');
    expect(refetch).toBeTruthy();
    act(() =>
      environment.mock.resolve(
        refetch!,
        MockPayloadGenerator.generate(refetch!, { Viewer: () => ({ id: VIEWER_ID, isStaff: false, unreadNotificationCount: 2, latestNotifications: [notification(5)] }) }),
      ),
    );
    expect(badge()).toBe('2');
  });

  it('NOTIF-09 staff find "Send a message", which opens the dialog through ?notify', async () => {
    renderBell({ isStaff: true });
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(screen.getByRole('status', { name: 'address', hidden: true }).textContent).toBe('/home?notify=');
    expect(await screen.findByRole('dialog', { name: 'Send a message' })).toBeTruthy();
  });

  it('SB-13 NOTIF-09 ?notify in the address opens the send-message dialog at once, on the board too (staff)', async () => {
    renderBell({ isStaff: true }, '/board?notify');
    expect(await screen.findByRole('dialog', { name: 'Send a message' })).toBeTruthy();
  });

  it('NOTIF-09 a studio member has no "Send a message", even with ?notify', async () => {
    renderBell({ isStaff: false }, '/board?notify');
    fireEvent.click(bell());
    await screen.findByRole('button', { name: 'See all' });
    expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Send a message' })).toBeNull();
  });

  it('NOTIF-02 says when a notification came: just now, minutes, hours, then the date', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(notificationTime('2026-11-26T11:59:40Z', now)).toBe('just now');
    expect(notificationTime('2026-11-26T11:45:00Z', now)).toBe('15 min ago');
    expect(notificationTime('2026-11-26T07:00:00Z', now)).toBe('5 h ago');
    expect(notificationTime('2026-11-20T07:00:00Z', now)).toBe('20-11-2026');
  });
});

