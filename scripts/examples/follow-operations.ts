// Follows a game's operations (game actions under way) through the `gameOperations`
// subscription over graphql-ws, printing each as it is queued and as it ends, until one
// ends: exit 0 when it succeeded, 1 when it failed or was refused.
//
//   GREENLIGHT_TOKEN=glpat_... npx tsx scripts/examples/follow-operations.ts <game>
//   <game>: the game's number, as the page address carries it (?game=123), or its node id
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql } from './__generated__';
import type { FollowOperationsSubscription } from './__generated__/graphql';
import { GREENLIGHT_URL, greenlightToken, request } from './greenlight';

const GameToFollow = graphql(`
  query GameToFollow($gameId: Int!) {
    game(gameId: $gameId) {
      id
      name
      status
    }
  }
`);

const FollowOperations = graphql(`
  subscription FollowOperations($gameIds: [ID!]) {
    gameOperations(gameIds: $gameIds) {
      operationId
      action
      status
      message
      createdAt
      finishedAt
    }
  }
`);

const ENDED = new Set(['SUCCESS', 'ERROR', 'REJECTED']);

async function gameNodeId(argument: string): Promise<string> {
  if (!/^\d+$/.test(argument)) return argument;
  const { game } = await request(GameToFollow, { gameId: Number(argument) });
  if (!game) throw new Error(`game ${argument} does not exist or you may not see it`);
  console.error(`following ${game.name} (game ${argument}, ${game.status.toLowerCase().replaceAll('_', ' ')})`);
  return game.id;
}

async function main(): Promise<number> {
  const argument = process.argv[2];
  if (!argument) {
    console.error('usage: follow-operations.ts <game number or node id>');
    return 2;
  }
  const token = greenlightToken();
  const gameId = await gameNodeId(argument);
  // The gateway reads the token from the upgrade request, as it reads a browser's cookie.
  class BearerSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { authorization: `Bearer ${token}` } });
    }
  }
  const client = createClient({
    url: `${GREENLIGHT_URL.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: BearerSocket,
    lazy: false,
    on: { connected: () => console.error('connected: waiting for an operation to end') },
  });
  try {
    const events = client.iterate<FollowOperationsSubscription>({ query: FollowOperations.toString(), variables: { gameIds: [gameId] } });
    for await (const event of events) {
      if (event.errors?.length) throw new Error(event.errors.map((error) => error.message).join('; '));
      const operation = event.data?.gameOperations;
      if (!operation) continue;
      console.info(`${operation.finishedAt ?? operation.createdAt} ${operation.action} ${operation.status} ${operation.operationId}: ${operation.message}`);
      if (ENDED.has(operation.status)) return operation.status === 'SUCCESS' ? 0 : 1;
    }
    throw new Error('the subscription ended before an operation did');
  } finally {
    await client.dispose();
  }
}

process.exit(
  await main().catch((error: unknown) => {
    // graphql-ws rejects with the close event when the gateway refuses the socket (4401: the token).
    const closed = error as { code?: number; reason?: string };
    console.error(error instanceof Error ? error.message : `connection closed: ${closed.code ?? ''} ${closed.reason ?? ''}`.trim());
    return 1;
  }),
);
