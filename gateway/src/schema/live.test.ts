// Subscriptions over a fake live hub: what a frame of the provider's feed and the
// state of the connection become.
import type { ErrorList } from '@greenlight/rules';
import { parse, subscribe, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { LiveFeedState, LiveFrame, LiveListener } from '../live/hub';
import { fakeOnce, gameId, providerMe, testContext } from '../testing/resolvers';
import { schema } from './index';

/**
 * A hub that plays these frames and states to the one subscriber, then says the
 * session is refused: the only way a subscription ends.
 */
function hubPlaying(events: (LiveFrame | LiveFeedState)[]) {
  return {
    subscribe: (_userId: number, _token: string, listener: LiveListener) => {
      setTimeout(() => {
        for (const event of events) {
          if (typeof event === 'string') listener.feed(event);
          else listener.frame(event);
        }
        listener.ended('unauthenticated');
      });
      return () => {};
    },
  };
}

async function collect(source: string, events: (LiveFrame | LiveFeedState)[], errorList: ErrorList = new Map()) {
  const context = {
    ...testContext({ loaders: { viewer: fakeOnce(providerMe({ id: 2 })), errorList: fakeOnce(errorList) } }),
    live: hubPlaying(events),
  };
  const stream = await subscribe({ schema, document: parse(source), contextValue: context });
  if (!(Symbol.asyncIterator in stream)) throw new Error(JSON.stringify(stream));
  const results: ExecutionResult[] = [];
  try {
    for await (const result of stream) results.push(result);
  } catch (error) {
    results.push({ errors: [error as never] });
  }
  return results;
}

const notification = (content: string, type = 'GAME_OPERATION_ERROR'): LiveFrame => ({
  type: 'notification',
  message: { id: 1, type, content, createdAt: '2026-11-20T09:30:00.000Z', recipientId: 2, relatedContentId: 7, readAt: null },
});

describe('subscriptions', () => {
  it('NOTIF-07 NOTIF-12 reads a notification\'s error codes through the error list, an unknown one as it is', async () => {
    const errorList: ErrorList = new Map([['CAMPAIGN_STOP_FAILED', { message: 'The campaign could not be stopped.' }]]);
    const results = await collect(
      'subscription { notifications { type message relatedGameId } }',
      [notification('CAMPAIGN_STOP_FAILED; NEW_CODE'), notification('Plain words', 'info'), notification('x', 'SOMETHING_NEW')],
      errorList,
    );
    expect(results.slice(0, 3).map((result) => result.data?.notifications)).toEqual([
      { type: 'GAME_OPERATION_ERROR', message: 'The campaign could not be stopped.; NEW_CODE', relatedGameId: 7 },
      { type: 'INFO', message: 'Plain words', relatedGameId: 7 },
      { type: 'INFO', message: 'x', relatedGameId: 7 },
    ]);
  });

  it('OPS-10 LIVE-08 passes on the operations of the games asked for only, and goes on after the feed was interrupted (issue 18)', async () => {
    const operation = (id: number, n = 1): LiveFrame => ({
      type: 'game-operation',
      message: {
        operationId: `op-${id}-${n}`,
        gameId: id,
        action: 'kill_game',
        status: 'pending',
        content: '',
        operationType: 'game-operation',
        errorCode: null,
        errorExtra: null,
        requestedBy: 2,
        createdAt: '2026-11-20T09:30:00.000Z',
        finishedAt: null,
      },
    });
    const results = await collect(
      `subscription { gameOperations(gameIds: ["${gameId(7)}"]) { operationId status requestedByViewer } }`,
      ['connected', operation(6), operation(7), notification('x'), 'interrupted', 'connected', operation(7, 2)],
    );
    expect(results.slice(0, 2).map((result) => result.data?.gameOperations)).toEqual([
      { operationId: 'op-7-1', status: 'PENDING', requestedByViewer: true },
      { operationId: 'op-7-2', status: 'PENDING', requestedByViewer: true },
    ]);
    // It ends only when the session is refused.
    expect(results[2]?.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(results).toHaveLength(3);
  });

  it('LIVE-04 LIVE-05 liveFeed says the state of the feed once known, then each change (issue 18)', async () => {
    const feed = (results: ExecutionResult[]) => results.map((result) => result.data?.liveFeed ?? result.errors?.[0]?.extensions?.code);
    expect(feed(await collect('subscription { liveFeed }', ['connected', notification('x'), 'connected', 'interrupted', 'connected']))).toEqual([
      'CONNECTED',
      'INTERRUPTED',
      'CONNECTED',
      'UNAUTHENTICATED',
    ]);
    // Joining an interrupted feed.
    expect(feed(await collect('subscription { liveFeed }', ['interrupted', 'connected']))).toEqual(['INTERRUPTED', 'CONNECTED', 'UNAUTHENTICATED']);
  });
});
