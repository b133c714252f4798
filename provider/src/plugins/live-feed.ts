// The live feed's plumbing (LIVE): WebSocket upgrades, the feed's publisher as
// `app.live`, and its bus closed with the app. Register it before the auth hook:
// upgrades go through the routes' hooks, and only then is a refused upgrade's socket
// closed after its error answer (routes/live.ts). Sockets close with the server;
// their peers reconnect to another instance.
import websocket from '@fastify/websocket';
import type { LiveFeed } from '../domain/platform/live';
import { appWide } from './app-wide';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live feed's publisher (LIVE). */
    live: LiveFeed;
  }
}

export const liveFeed = appWide<{ live: LiveFeed }>('live-feed', async (app, { live }) => {
  await app.register(websocket, { options: { maxPayload: 1024 } });
  app.decorate('live', live);
  // Closed after the operations worker (hooks close in reverse order), which publishes to it.
  app.addHook('onClose', async () => live.bus.close());
});
