// GET /ws, the live feed (LIVE-01..08, BE-SYS-02, GAP-16): a WebSocket opened with
// the user's id and access token in the query. The token is checked at the upgrade (a
// refused one answers 401 with the usual error body). Issue 42, sockets follow
// credentials: the events that end a credential or change a user's rights reach every
// instance on the live bus, which closes at once the sockets opened with an ended
// credential (4401) and reads the rights of the changed users again before it sends
// them anything more; each socket also hears which of its user's credentials ended and
// that the user's rights changed, for a client that serves several (the gateway). A
// cheap fallback for events missed: every socket's credential is read again every few
// minutes, and all of them at once when the bus says events may have been lost.
// Clients send an empty keepalive every 60 s; the server pings to find dead peers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import { audienceOf, frameOf, hasEnded, isFor, type EndedCredentials, type LiveAudience, type LiveEvent, type LiveFeed, type LiveFrame } from '../domain/platform/live';
import { credentialOf, credentialsEndedSince } from '../domain/accounts/credentials';
import { recheckPrincipal, type Principal } from '../domain/accounts/principal';
import { ApiError } from '../errors';
import { authErrors } from '../schemas/common';

/**
 * The feed's own close code: the credential it was opened with ended (signed out,
 * revoked, a password changed, the user deactivated): sign in again. Any other close is
 * worth a reconnect.
 */
export const LIVE_CLOSE = { sessionEnded: 4401 } as const;

/** How far before a lost LISTEN connection the re-check looks for ended credentials. */
const RESYNC_MARGIN_MS = 10_000;

type Delivered = LiveEvent & { type: 'notification' | 'game-operation' };

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
  /** The credential it was opened with, as the bus names it (accounts/credentials.ts). */
  credential: string;
  /** While its rights are read again: the events to weigh against them once known, in order. */
  held?: Delivered[] | undefined;
  /** Counts the re-reads: only the latest one settles. */
  reads: number;
  alive: boolean;
}

export const liveRoutes: FastifyPluginAsyncTypebox<LiveRouteOptions> = async (app, options) => {
  const { context, live } = options;
  const peers = new Set<Peer>();

  const send = (peer: Peer, frame: string) => {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(frame);
  };
  const endPeer = (peer: Peer, code: number = LIVE_CLOSE.sessionEnded, reason = 'Session ended') => {
    // Out of the set at once: nothing more is sent to it while it closes.
    peers.delete(peer);
    peer.socket.close(code, reason);
  };

  const deliver = (event: Delivered) => {
    let frame: string | undefined;
    for (const peer of peers) {
      if (peer.held) {
        peer.held.push(event);
        continue;
      }
      if (!isFor(event, peer.audience)) continue;
      frame ??= JSON.stringify(frameOf(event));
      send(peer, frame);
    }
  };

  /**
   * The peer's credential and rights read again; meanwhile what comes is held, then
   * weighed against the rights read. An ended credential closes the socket (4401); a
   * failed read too, as an error worth a reconnect (1011): nothing held goes unweighed.
   */
  const reread = (peer: Peer) => {
    peer.held ??= [];
    const read = ++peer.reads;
    recheckPrincipal(context.db, context.clock, peer.principal).then(
      (principal) => {
        if (read !== peer.reads || !peers.has(peer)) return;
        peer.principal = principal;
        peer.audience = audienceOf(principal);
        const held = peer.held ?? [];
        peer.held = undefined;
        for (const event of held) if (isFor(event, peer.audience)) send(peer, JSON.stringify(frameOf(event)));
      },
      (error: unknown) => {
        if (!peers.has(peer)) return;
        if (error instanceof ApiError && error.statusCode === 401) return endPeer(peer);
        app.log.warn({ err: error }, 'live feed: a socket\'s rights were not read again');
        endPeer(peer, 1011, 'Try again');
      },
    );
  };

  const credentialsEnded = (userId: number, credentials: EndedCredentials) => {
    const frame = JSON.stringify({ type: 'credentials-ended', message: { credentials } } satisfies LiveFrame);
    for (const peer of [...peers]) {
      if (peer.principal.userId !== userId) continue;
      send(peer, frame);
      if (hasEnded(credentials, peer.credential)) endPeer(peer);
    }
  };

  const accessChanged = (userIds: readonly number[]) => {
    const changed = new Set(userIds);
    const frame = JSON.stringify({ type: 'access-changed', message: {} } satisfies LiveFrame);
    for (const peer of peers) {
      if (!changed.has(peer.principal.userId)) continue;
      send(peer, frame);
      reread(peer);
    }
  };

  const unsubscribe = live.bus.subscribe((event) => {
    if (event.type === 'credentials-ended') credentialsEnded(event.userId, event.credentials);
    else if (event.type === 'access-changed') accessChanged(event.userIds);
    else deliver(event);
  });

  // Events may have been missed while the LISTEN connection was down: every socket's
  // credential and rights are read again, and the credentials of their users revoked
  // meanwhile are told to them (two indexed reads for all of them).
  const unsubscribeResync = live.bus.onResync((lostMs) => {
    for (const peer of peers) reread(peer);
    const since = new Date(context.clock.now().getTime() - lostMs - RESYNC_MARGIN_MS);
    credentialsEndedSince(context.db, [...new Set([...peers].map((peer) => peer.principal.userId))], since).then(
      (ended) => {
        for (const [userId, credentials] of ended) credentialsEnded(userId, credentials);
      },
      (error: unknown) => app.log.warn({ err: error }, 'live feed: the credentials ended while events were lost were not read'),
    );
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

  // The fallback for an event lost otherwise (a crash between commit and publish): each
  // socket's credential and rights read again every 5 minutes, one query per socket.
  const sessionChecker = setInterval(() => {
    for (const peer of peers) reread(peer);
  }, options.sessionCheckMs ?? 5 * 60_000);

  app.addHook('onClose', async () => {
    clearInterval(pinger);
    clearInterval(sessionChecker);
    unsubscribe();
    unsubscribeResync();
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
        'Upgrade with the user id and a valid access token in the query, or with the user id in the query and the token (a personal access token: only there) in the Authorization header. Frames: `{"type":"game-operation","message":Operation}` when an operation on a game the user may see is queued or ends, `{"type":"notification","message":Notification}` when the user is notified. Send an empty message every 60 s as keepalive. Closes with 4401 within moments of the end of the credential it was opened with (sign-out, revocation, a password change or reset, the user deactivated). Issue 42: `{"type":"credentials-ended","message":{"credentials":[...] | "all"}}` names the user\'s credentials that ended (`session:<session id>`, `token:<sha-256 of the personal access token>`), `{"type":"access-changed","message":{}}` says the user\'s rights changed (what follows is already weighed against the new ones); a game-operation frame names the game\'s `studioId` beside its message.',
      querystring: Type.Object({
        userId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
        token: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: "a session's access token, unless the Authorization header carries one" })),
      }),
      response: { 101: Type.Null({ description: 'Switching protocols' }), 426: Type.Ref('ErrorBody'), ...authErrors },
    },
    wsHandler: (socket, request) => {
      const principal = request.principal!;
      const peer: Peer = { socket, audience: audienceOf(principal), principal, credential: credentialOf(principal), reads: 0, alive: true };
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
