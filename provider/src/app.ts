// The provider's app factory: everything it needs comes in, so tests start it
// in-process on a fresh database with a clock of their own. It builds the context
// the routes share, then registers the wiring (src/plugins/) and the routes.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { realClock, type Clock } from './clock';
import { DEFAULT_ANALYTICS_URL } from './config';
import type { AppContext, Links, MediaSettings } from './context';
import type { Database } from './db';
import { sessionCredential } from './domain/accounts/credentials';
import { SessionService } from './domain/accounts/sessions';
import { simulatedAdNetworks, type AdNetworkAdapter } from './domain/campaigns/adapter';
import { catalogueStoreLookup, type StoreLookup } from './domain/integrations/store';
import { LiveFeed, liveBusFor, type LiveBus } from './domain/platform/live';
import { createMailer } from './domain/platform/mail';
import { createMaintenance } from './domain/platform/maintenance';
import { authentication } from './plugins/auth';
import { correlationHeader, correlationOptions } from './plugins/correlation';
import { errorAnswers } from './plugins/errors';
import { inputBounds } from './plugins/input-bounds';
import { metricsPlugin } from './plugins/metrics';
import { ProviderMetrics } from './domain/platform/metrics';
import { securityHeaders } from './plugins/security-headers';
import { liveFeed } from './plugins/live-feed';
import { maintenanceGate } from './plugins/maintenance';
import { openApi } from './plugins/openapi';
import { frameworkErrors } from './errors';
import { operationsWorker } from './plugins/operations-worker';
import { admissionGate, defaultAdmission, type AdmissionOptions } from './plugins/admission';
import { forwardedHeaders } from './plugins/forwarded';
import { validationOptions } from './plugins/validation';
import { accessTokenRoutes } from './routes/access-tokens';
import { authRoutes } from './routes/auth';
import { campaignCreationRoutes } from './routes/campaign-creation';
import { campaignSettingsRoutes } from './routes/campaign-settings';
import { contentRoutes } from './routes/content';
import { gameActionRoutes } from './routes/game-actions';
import { gameKpiRoutes } from './routes/game-kpis';
import { gameRoutes } from './routes/games';
import { submissionRoutes } from './routes/submission';
import { assetRoutes } from './routes/assets';
import { healthRoutes } from './routes/health';
import { hijackRoutes } from './routes/hijack';
import { ingestRoutes } from './routes/ingest';
import { integrationCheckRoutes } from './routes/integration-checks';
import { liveRoutes } from './routes/live';
import { meRoutes } from './routes/me';
import { mediaRoutes } from './routes/media';
import { notificationRoutes } from './routes/notifications';
import { projectRoutes } from './routes/projects';
import { referenceRoutes } from './routes/reference';
import { studioManagerRoutes } from './routes/studio-managers';
import { permissionRoutes } from './routes/permissions';
import { studioRoutes } from './routes/studios';
import { knowledgeSharingRoutes } from './routes/knowledge-sharing';
import { selfServiceRoutes } from './routes/self-service';
import { systemRoutes } from './routes/system';
import { tagRoutes } from './routes/tags';
import { storeSimulatorRoutes } from './routes/store-simulator';
import { viewRoutes } from './routes/views';

export interface ProviderOptions {
  database: Database;
  /** Signs access and refresh tokens. */
  secret: string;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Sends mail through this SMTP server; without it mail stays in the outbox table. */
  smtpUrl?: string | undefined;
  /** Addresses whose X-Forwarded-For is believed (Part G): the gateway by default. */
  trustedProxies?: string[];
  /** When set, X-Forwarded-For is believed only with this X-Forwarding-Key too (FORWARDING_KEY, shared with the gateways). */
  forwardingKey?: string | undefined;
  links?: Partial<Links>;
  /** How long the maintenance switch is cached per instance (0 in tests). */
  maintenanceCacheMs?: number;
  /** The ad networks; the simulator by default. */
  adNetworks?: AdNetworkAdapter;
  /** The app stores' lookup; the simulated stores' catalogue (store_apps) by default. */
  store?: StoreLookup;
  /** The operations worker: started when the app is ready unless autoStart is false (tests drain it). */
  operations?: { autoStart?: boolean; pollMs?: number; tickMs?: number; leaseMs?: number };
  /** The live feed: its bus (LISTEN/NOTIFY on a server, in-process on PGlite by default) and timings. */
  live?: { bus?: LiveBus; pingMs?: number; sessionCheckMs?: number };
  /** Uploaded media: their folder (a new temporary one by default) and ffmpeg (found by default). */
  media?: Partial<MediaSettings>;
  /** Load shedding: requests worked on at once, the line behind them and its longest wait (defaultAdmission). */
  admission?: Partial<Omit<AdmissionOptions, 'onShed' | 'onReclaim'>>;
  /** GET /metrics answers whoever sends it as a bearer token; without it, this machine only (METRICS_TOKEN). */
  metricsToken?: string | undefined;
}

/** Loopback: the gateway started beside the provider. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

export async function buildProviderApp(options: ProviderOptions): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const app = Fastify({
    ...(typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    ...correlationOptions,
    ...validationOptions,
    // The longest path parameter a route takes: GET /games/{ids}, 100 ids of 10 digits and
    // their commas (its schema's own bound); Fastify's default of 100 characters refused a
    // batch of more than a couple of dozen ids with a 414 (issue 42's gateway batches of 100).
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 1100 },
    frameworkErrors,
    // request.ip is the client's address, from X-Forwarded-For only when a trusted proxy sent it.
    trustProxy: options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const context = buildContext(options, app.log);
  // A media folder of the app's own (none was given: tests, benchmarks) goes with the app.
  if (!options.media?.dir) app.addHook('onClose', async () => rmSync(context.media.dir, { recursive: true, force: true }));

  await app.register(openApi);
  // The first onRequest hook: nothing reads the client's address before it.
  await app.register(forwardedHeaders, { key: options.forwardingKey });
  const metrics = new ProviderMetrics(context.db);
  await app.register(metricsPlugin, { metrics });
  // Before any route: the bounds join each route's input schemas as it is added.
  await app.register(inputBounds);
  // Before the auth hook, so that a refused WebSocket upgrade's socket is closed after its answer.
  await app.register(liveFeed, { live: context.live });
  // onRequest hooks, in this order: the correlation id, headers, load shedding, maintenance, then authentication.
  await app.register(correlationHeader);
  await app.register(securityHeaders);
  // Before maintenance and authentication: a request turned away costs nothing more.
  await app.register(admissionGate, {
    ...defaultAdmission(options.database.kind),
    ...options.admission,
    onShed: (reason) => metrics.shed.inc({ reason }),
    onReclaim: () => metrics.reclaimed.inc(),
  });
  metrics.admission = app.admission;
  await app.register(maintenanceGate, { context });
  await app.register(authentication, { context });
  await app.register(errorAnswers);

  const routeOptions = { context };
  await app.register(healthRoutes, { ...routeOptions, metricsToken: options.metricsToken });
  await app.register(authRoutes, routeOptions);
  await app.register(meRoutes, routeOptions);
  await app.register(accessTokenRoutes, routeOptions);
  await app.register(referenceRoutes, routeOptions);
  await app.register(gameRoutes, routeOptions);
  await app.register(gameKpiRoutes, routeOptions);
  await app.register(mediaRoutes, routeOptions);
  await app.register(hijackRoutes, routeOptions);
  await app.register(contentRoutes, routeOptions);
  await app.register(systemRoutes, routeOptions);
  await app.register(viewRoutes, routeOptions);
  await app.register(gameActionRoutes, routeOptions);
  await app.register(submissionRoutes, routeOptions);
  await app.register(assetRoutes, routeOptions);
  await app.register(projectRoutes, routeOptions);
  await app.register(storeSimulatorRoutes, routeOptions);
  await app.register(tagRoutes, routeOptions);
  await app.register(studioManagerRoutes, routeOptions);
  await app.register(permissionRoutes, routeOptions);
  await app.register(studioRoutes, routeOptions);
  await app.register(knowledgeSharingRoutes, routeOptions);
  await app.register(selfServiceRoutes, routeOptions);
  await app.register(campaignSettingsRoutes, routeOptions);
  await app.register(campaignCreationRoutes, routeOptions);
  await app.register(ingestRoutes, routeOptions);
  await app.register(integrationCheckRoutes, routeOptions);
  await app.register(notificationRoutes, routeOptions);
  await app.register(liveRoutes, {
    context,
    live: context.live,
    pingMs: options.live?.pingMs,
    sessionCheckMs: options.live?.sessionCheckMs,
  });

  // PGlite is one process's own database: a lease left in it is of a process that is gone.
  await app.register(operationsWorker, { context, exclusiveDatabase: options.database.kind === 'pglite', ...options.operations });
  return app;
}

/** What the routes and the wiring share: the data, the clock and the services. */
function buildContext(options: ProviderOptions, log: FastifyBaseLogger): AppContext {
  const { db } = options.database;
  const clock = options.clock ?? realClock;
  const live = new LiveFeed(db, options.live?.bus ?? liveBusFor(options.database, log), log);
  return {
    db,
    clock,
    secret: options.secret,
    // Ended sessions close the live sockets opened with them, on every instance (issue 42).
    sessions: new SessionService(db, options.secret, clock, (userId, sessionIds) =>
      live.credentialsEnded(userId, sessionIds.map(sessionCredential)),
    ),
    mailer: createMailer({ db, clock, smtpUrl: options.smtpUrl, log }),
    maintenance: createMaintenance({ db, clock, cacheMs: options.maintenanceCacheMs ?? 2000 }),
    links: {
      publicUrl: options.links?.publicUrl ?? 'http://localhost:4000',
      learningPlatformUrl: options.links?.learningPlatformUrl ?? 'https://academy.greenlight.example',
      helpCenterUrl: options.links?.helpCenterUrl ?? 'https://help.greenlight.example',
      analyticsUrl: options.links?.analyticsUrl ?? DEFAULT_ANALYTICS_URL,
    },
    adNetworks: options.adNetworks ?? simulatedAdNetworks(),
    store: options.store ?? catalogueStoreLookup(db),
    live,
    media: {
      dir: options.media?.dir ?? mkdtempSync(join(tmpdir(), 'greenlight-media-')),
      ffmpegPath: options.media?.ffmpegPath,
      instanceId: options.media?.instanceId ?? randomUUID(),
    },
  };
}
