import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render } from '@testing-library/react';
import type { ClientOptions } from 'graphql-ws';
import { RelayEnvironmentProvider } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeGraphQL } from '../../relay/live';
import { LiveUpdates } from './LiveUpdates';
import { AppToaster } from './notifications';

// The live socket's client, replaced: tests say when it connects and when it fails.
const client = vi.hoisted(() => ({ options: null as ClientOptions | null, fail: null as ((error: unknown) => void) | null }));
vi.mock('graphql-ws', () => ({
  createClient: (options: ClientOptions) => {
    client.options = options;
    return {
      subscribe: (_payload: unknown, sink: { error: (error: unknown) => void }) => {
        client.fail = sink.error;
        return () => undefined;
      },
    };
  },
}));

/** A game's node id, as the gateway hands it out (opaque to the page). */
const GAME = 'R2FtZToxMg==';
const OTHER_GAME = 'R2FtZToxMw==';

/** Toasts showing this text (the live region repeats each one for screen readers). */
const toasts = (text: string) => [...document.querySelectorAll('.fui-Toast')].filter((toast) => toast.textContent?.includes(text));

function renderLive() {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <LiveUpdates />
      </FluentProvider>
    </RelayEnvironmentProvider>,
  );
  const subscription = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'LiveUpdatesSubscription')!;
  const push = (operation: Partial<{ action: string; status: string; message: string; requestedByViewer: boolean; gameId: string }>) =>
    act(() =>
      environment.mock.nextValue(subscription, {
        data: {
          gameOperations: {
            operationId: crypto.randomUUID(),
            action: 'KILL_GAME',
            status: 'SUCCESS',
            message: 'Action done! Kill game',
            gameId: GAME,
            requestedByViewer: true,
            ...operation,
          },
        },
      }),
    );
  const refetches = () => environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'LiveUpdatesGameQuery');
  const feed = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'LiveUpdatesFeedSubscription')!;
  /** What the gateway says of its connection to the provider's feed. */
  const liveFeed = (state: 'CONNECTED' | 'INTERRUPTED') => act(() => environment.mock.nextValue(feed, { data: { liveFeed: state } }));
  return { environment, push, refetches, liveFeed };
}

describe('LiveUpdates', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('OPS-02 OPS-10 says how the user\'s own asynchronous action ended, once', () => {
    const { push } = renderLive();
    push({ status: 'PENDING' });
    expect(toasts('Action done! Kill game')).toHaveLength(0);
    push({ status: 'SUCCESS' });
    expect(toasts('Action done! Kill game')).toHaveLength(1);
  });

  it('OPS-03 an error of the user\'s own operation stays as an error', () => {
    const { push } = renderLive();
    push({ status: 'ERROR', message: 'The Facebook campaign could not be created (operation 42).' });
    expect(toasts('The Facebook campaign could not be created (operation 42).')[0]?.textContent).toContain('Error');
  });

  it('OPS-09 an operation ended in error or rejected shows its error; a success shows a confirmation', () => {
    const { push } = renderLive();
    push({ status: 'ERROR', message: 'The campaign could not be stopped.' });
    push({ status: 'REJECTED', message: 'The game already has an analytics slot' });
    push({ status: 'SUCCESS', message: 'Action done! Kill game' });
    expect(toasts('The campaign could not be stopped.')[0]?.textContent).toContain('Error');
    expect(toasts('The game already has an analytics slot')[0]?.textContent).toContain('Error');
    const done = toasts('Action done! Kill game');
    expect(done).toHaveLength(1);
    expect(done[0]?.textContent).not.toContain('Error');
  });

  it('says nothing of someone else\'s operation, nor of a synchronous action its mutation already reported', () => {
    const { push } = renderLive();
    push({ requestedByViewer: false });
    push({ action: 'VALIDATE_GAME', message: 'Action done! Launch game' });
    expect(toasts('Action done!')).toHaveLength(0);
  });

  it('OPS-06 reads again only a game the page holds', () => {
    const { environment, push, refetches } = renderLive();
    push({ requestedByViewer: false });
    expect(refetches()).toHaveLength(0);
    commitLocalUpdate(environment, (store) => {
      store.create(GAME, 'Game').setValue(GAME, 'id');
    });
    push({ requestedByViewer: false, status: 'PENDING' });
    expect(refetches()).toHaveLength(1);
    expect(refetches()[0]!.request.variables).toEqual({ id: GAME });
  });

  it('LIVE-04 LIVE-05 warns once the live connection failed, until it is back', async () => {
    renderLive();
    const stop = subscribeGraphQL({ name: 'Probe', text: 'subscription Probe { gameOperations { operationId } }' } as never, {}).subscribe({
      error: () => undefined,
    });
    // The socket's code loads with the first subscription.
    await vi.dynamicImportSettled();
    act(() => client.fail!(new Error('closed')));
    expect(toasts('Oops, connection to live updates failed')).toHaveLength(1);
    act(() => client.options!.on!.connected!({} as never, {} as never, false));
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts('Oops, connection to live updates failed')).toHaveLength(0);
    stop.unsubscribe();
  });

  it('LIVE-04 LIVE-05 warns while the gateway\'s connection to the provider\'s feed is interrupted; back, it says no more and reads again the games with operations ongoing (issue 18)', async () => {
    const { environment, refetches, liveFeed } = renderLive();
    // The page's own socket is up.
    const probe = subscribeGraphQL({ name: 'Probe', text: 'subscription Probe { liveFeed }' } as never, {}).subscribe({ error: () => undefined });
    await vi.dynamicImportSettled();
    act(() => client.options!.on!.connected!({} as never, {} as never, false));
    commitLocalUpdate(environment, (store) => {
      store.create(GAME, 'Game').setValue(GAME, 'id').setValue(true, 'disabled');
      store.create(OTHER_GAME, 'Game').setValue(OTHER_GAME, 'id').setValue(false, 'disabled');
    });
    liveFeed('CONNECTED');
    expect(toasts('Oops, connection to live updates failed')).toHaveLength(0);

    liveFeed('INTERRUPTED');
    expect(toasts('Oops, connection to live updates failed')).toHaveLength(1);
    expect(refetches()).toHaveLength(0);

    liveFeed('CONNECTED');
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts('Oops, connection to live updates failed')).toHaveLength(0);
    // The disabled game's operation may have ended unheard; the other one is as it was.
    expect(refetches().map((op) => op.request.variables)).toEqual([{ id: GAME }]);
    probe.unsubscribe();
  });
});
