// GET /ws, the live feed (LIVE-01..08, BE-SYS-02, GAP-16): a WebSocket opened with
// the user's id and access token in the query. The token is checked once, at the
// upgrade (a refused one answers 401 with the usual error body); the session is
// looked at again every few minutes, so a signed-out session stops hearing.
// Clients send an empty keepalive every 60 s; the server pings to find dead peers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import { audienceOf, frameOf, isFor, type LiveAudience, type LiveFeed } from '../domain/platform/live';
import { recheckPrincipal, type Principal } from '../domain/accounts/principal';
import { ApiError } from '../errors';
import { authErrors } from '../schemas/common';

/** The feed's own close code: the session ended, sign in again. Any other close is worth a reconnect. */
export const LIVE_CLOSE = { sessionEnded: 4401 } as const;

export interface LiveRouteOptions {
  context: AppContext;
  live: LiveFeed;
  /** How often peers are pinged; one that did not answer the last ping is dropped. */
  pingMs?: number;
  /** How often each socket's session is checked again. */
  sessionCheckMs?: number;
}

interface Peer {
  socket: WebSocket;
  audience: LiveAudience;
  /** Checked again now and then: the session, or the personal access token, may have ended. */
  principal: Principal;
  alive: boolean;
}

export const liveRoutes: FastifyPluginAsyncTypebox<LiveRouteOptions> = async (app, options) => {
  const { context, live } = options;
  const peers = new Set<Peer>();


  const unsubscribe = live.bus.subscribe((event) => {
    let frame: string | undefined;
    for (const peer of peers) {
      if (!isFor(event, peer.audience)) continue;
      frame ??= JSON.stringify(frameOf(event));
      peer.socket.send(frame);
    }
  });

  const pinger = setInterval(() => {
    for (const peer of peers) {
      if (!peer.alive) {
        peer.socket.terminate();
        continue;
      }
      peer.alive = false;
      peer.socket.ping();
    }
  }, options.pingMs ?? 30_000);

  const sessionChecker = setInterval(() => {
    for (const peer of peers) {
      recheckPrincipal(context.db, context.clock, peer.principal).then(
        (principal) => {
          peer.audience = audienceOf(principal);
          peer.principal = principal;
        },
        () => peer.socket.close(LIVE_CLOSE.sessionEnded, 'Session ended'),
      );
    }
  }, options.sessionCheckMs ?? 5 * 60_000);

  app.addHook('onClose', async () => {
    clearInterval(pinger);
    clearInterval(sessionChecker);
    unsubscribe();
  });

  app.route({
    method: 'GET',
    url: '/ws',
    config: { tokenInQuery: true, admission: false },
    schema: {
      operationId: 'openLiveFeed',
      tags: ['live'],
      summary: 'The live feed: a WebSocket of {type: "notification" | "game-operation", message} frames (LIVE-01..08)',
      description:
        'Upgrade with the user id and a valid access token in the query, or with the user id in the query and the token (a personal access token: only there) in the Authorization header. Frames: `{"type":"game-operation","message":Operation}` when an operation on a game the user may see is queued or ends, `{"type":"notification","message":Notification}` when the user is notified. Send an empty message every 60 s as keepalive. Closes with 4401 when the session ends.',
      querystring: Type.Object({
        userId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
        token: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: "a session's access token, unless the Authorization header carries one" })),
      }),
      response: { 101: Type.Null({ description: 'Switching protocols' }), 426: Type.Ref('ErrorBody'), ...authErrors },
    },
    wsHandler: (socket, request) => {
      const principal = request.principal!;
      const peer: Peer = { socket, audience: audienceOf(principal), principal, alive: true };
      peers.add(peer);
      app.metrics.liveConnections.set(peers.size);
      socket.on('pong', () => {
        peer.alive = true;
      });
      // LIVE-02: keepalives are empty; the feed takes nothing else from clients.
      socket.on('message', (data) => {
        peer.alive = true;
        if (String(data).trim() !== '') request.log.debug('live feed: a client message was ignored');
      });
      socket.on('close', () => {
        peers.delete(peer);
        app.metrics.liveConnections.set(peers.size);
      });
    },
    // A plain GET, without the upgrade.
    handler: async () => {
      throw new ApiError(426, 'UPGRADE_REQUIRED', 'The live feed is a WebSocket: upgrade the connection');
    },
  });
};
