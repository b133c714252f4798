// The provider's app factory: everything it needs comes in, so tests start it
// in-process on a fresh database with a clock of their own.
import { randomUUID } from 'node:crypto';
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { realClock, type Clock } from './clock';
import type { AppContext, Links } from './context';
import { createMailer } from './domain/platform/mail';
import { createMaintenance } from './domain/platform/maintenance';
import type { Database } from './db';
import { loadPrincipal, type Principal } from './domain/accounts/principal';
import { SessionService } from './domain/accounts/sessions';
import { ApiError, forbidden, fromFastifyError, notFound, unauthenticated } from './errors';
import { authRoutes } from './routes/auth';
import { contentRoutes } from './routes/content';
import { hijackRoutes } from './routes/hijack';
import { systemRoutes } from './routes/system';
import { viewRoutes } from './routes/views';
import { gameRoutes } from './routes/games';
import { gameKpiRoutes } from './routes/game-kpis';
import { gameActionRoutes } from './routes/game-actions';
import { projectRoutes } from './routes/projects';
import { tagRoutes } from './routes/tags';
import { studioManagerRoutes } from './routes/studio-managers';
import { campaignSettingsRoutes } from './routes/campaign-settings';
import { simulatedAdNetworks, type AdNetworkAdapter } from './domain/campaigns/adapter';
import { finishEndedTests, syncCampaignStats } from './domain/campaigns/campaigns';
import { applyAction, readActionError } from './domain/games/game-actions';
import { LiveFeed, liveBusFor, type LiveBus } from './domain/platform/live';
import { OperationWorker } from './domain/games/operations';
import { healthRoutes } from './routes/health';
import { liveRoutes } from './routes/live';
import { meRoutes } from './routes/me';
import { mediaRoutes } from './routes/media';
import { Codifications, referenceRoutes } from './routes/reference';
import { ErrorBody, ErrorItem } from './schemas/common';
import { Game } from './schemas/games';
import { Operation } from './schemas/operations';
import { Me, Session } from './schemas/users';
import { SavedView } from './schemas/views';
import { DEFAULT_ANALYTICS_URL } from './config';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyInstance {
    /** The operations worker: tests drain it instead of waiting for its poll. */
    operations: OperationWorker;
    /** The live feed's publisher (LIVE). */
    live: LiveFeed;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token. */
    public?: boolean;
    /** Routes that still answer during maintenance (sign-in, the switch, health). */
    duringMaintenance?: boolean;
    /** The access token comes in the query (`?token=`): the live feed's WebSocket (LIVE-01). */
    tokenInQuery?: boolean;
  }
}

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
  links?: Partial<Links>;
  /** How long the maintenance switch is cached per instance (0 in tests). */
  maintenanceCacheMs?: number;
  /** The ad networks; the simulator by default. */
  adNetworks?: AdNetworkAdapter;
  /** The operations worker: started when the app is ready unless autoStart is false (tests drain it). */
  operations?: { autoStart?: boolean; pollMs?: number; tickMs?: number };
  /** The live feed: its bus (LISTEN/NOTIFY on a server, in-process on PGlite by default) and timings. */
  live?: { bus?: LiveBus; pingMs?: number; sessionCheckMs?: number };
}

/** Loopback: the gateway started beside the provider. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

const CORRELATION_HEADER = 'x-correlation-id';
const CORRELATION_ID = /^[\w.:-]{1,128}$/;

export async function buildProviderApp(options: ProviderOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? realClock;
  const logger = options.logger ?? false;
  const app = Fastify({
    ...(typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    // AUTH-19: the caller's correlation id names the request in every log line and comes back in the answer.
    genReqId: (request) => {
      const given = request.headers[CORRELATION_HEADER];
      return typeof given === 'string' && CORRELATION_ID.test(given) ? given : randomUUID();
    },
    logController: new LogController({
      requestIdLogLabel: 'correlationId',
      disableRequestLogging: (request) => request.url === '/health',
    }),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    // Paths and query strings arrive as text and are coerced to their types; a JSON
    // body is taken as sent, so {"username": 1} is a 400, not a login attempt.
    schemaController: { compilersFactory: { buildValidator: strictBodyValidator } },
    routerOptions: { ignoreTrailingSlash: false },
    // request.ip is the client's address, from X-Forwarded-For only when a trusted proxy sent it.
    trustProxy: options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const db = options.database.db;
  const live = new LiveFeed(db, options.live?.bus ?? liveBusFor(options.database, app.log), app.log);
  const context: AppContext = {
    db,
    clock,
    secret: options.secret,
    sessions: new SessionService(db, options.secret, clock),
    mailer: createMailer({ db, clock, smtpUrl: options.smtpUrl, log: app.log }),
    maintenance: createMaintenance({ db, clock, cacheMs: options.maintenanceCacheMs ?? 2000 }),
    links: {
      publicUrl: options.links?.publicUrl ?? 'http://localhost:4000',
      learningPlatformUrl: options.links?.learningPlatformUrl ?? 'https://academy.greenlight.example',
      helpCenterUrl: options.links?.helpCenterUrl ?? 'https://help.greenlight.example',
      analyticsUrl: options.links?.analyticsUrl ?? DEFAULT_ANALYTICS_URL,
    },
    adNetworks: options.adNetworks ?? simulatedAdNetworks(),
    live,
  };

  for (const schema of [ErrorItem, ErrorBody, Game, Operation, Me, Session, Codifications, SavedView]) app.addSchema(schema);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Greenlight provider API',
        description:
          'The REST API the Greenlight dashboard calls: auth, users, games, reference data. Errors answer ErrorBody.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ token: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });

  // WebSocket upgrades go through the routes' hooks; registered before the auth hook so that
  // a refused upgrade's socket is closed after its error answer (the live feed, routes/live.ts).
  // Sockets close with the server; their peers reconnect to another instance.
  await app.register(websocket, { options: { maxPayload: 1024 } });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(CORRELATION_HEADER, request.id);
    if (request.is404) return;
    // ERR-01: during maintenance everything but sign-in and the switch itself answers 503.
    if (!request.routeOptions.config.duringMaintenance && (await context.maintenance.isOn())) {
      throw new ApiError(503, 'MAINTENANCE', 'Greenlight is under maintenance, please retry in a few minutes');
    }
    if (request.routeOptions.config.public) return;
    const inQuery = request.routeOptions.config.tokenInQuery ? (request.query as { token?: string; userId?: string }) : undefined;
    const token = inQuery ? inQuery.token : bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    const claims = await context.sessions.verifyAccessToken(token);
    // LIVE-01: the user id beside the token must be the token's.
    if (inQuery && Number(inQuery.userId) !== claims.userId) throw forbidden();
    request.principal = await loadPrincipal(context.db, clock, claims.userId, claims.sessionId);
  });

  app.setErrorHandler((error, request, reply) => {
    const apiError = error instanceof ApiError ? error : fromFastifyError(error as never);
    if (apiError) {
      if (apiError.statusCode >= 500 && apiError.statusCode !== 503) request.log.error({ err: error }, 'request failed');
      return reply.code(apiError.statusCode).send(apiError.body());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      detail: 'An unexpected error occurred',
      errorList: [{ code: 'GENERIC_ERROR', detail: 'An unexpected error occurred' }],
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const error = notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    return reply.code(404).send(error.body());
  });

  const routeOptions = { context };
  await app.register(healthRoutes, routeOptions);
  await app.register(authRoutes, routeOptions);
  await app.register(meRoutes, routeOptions);
  await app.register(referenceRoutes, routeOptions);
  await app.register(gameRoutes, routeOptions);
  await app.register(gameKpiRoutes, routeOptions);
  await app.register(mediaRoutes, routeOptions);
  await app.register(hijackRoutes, routeOptions);
  await app.register(contentRoutes, routeOptions);
  await app.register(systemRoutes, routeOptions);
  await app.register(viewRoutes, routeOptions);
  await app.register(gameActionRoutes, routeOptions);
  await app.register(projectRoutes, routeOptions);
  await app.register(tagRoutes, routeOptions);
  await app.register(studioManagerRoutes, routeOptions);
  await app.register(campaignSettingsRoutes, routeOptions);
  await app.register(liveRoutes, { context, live, pingMs: options.live?.pingMs, sessionCheckMs: options.live?.sessionCheckMs });

  // The operations worker (BE-OPS): runs queued actions, and on each tick brings
  // campaigns' stats up to date and moves tests that ended a week ago to finished.
  const worker = new OperationWorker({
    db,
    clock,
    execute: (tx, operation, now) =>
      applyAction({ db: tx, clock, adNetworks: context.adNetworks, analyticsUrl: context.links.analyticsUrl }, operation, now),
    readError: readActionError,
    log: app.log,
    pollMs: options.operations?.pollMs ?? 500,
    tickMs: options.operations?.tickMs ?? 60_000,
    // OPS-10, NOTIF-12: the end of an operation reaches its game's viewers and its requester.
    onCompleted: (operation, notification) => {
      void live.gameOperation(operation);
      if (notification) void live.notification(notification);
    },
    onTick: async (now) => {
      await syncCampaignStats(db, context.adNetworks, now);
      await finishEndedTests(db, context.adNetworks, now);
    },
  });
  app.decorate('operations', worker);
  app.decorate('live', live);
  if (options.operations?.autoStart ?? true) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    await live.bus.close();
  });
  return app;
}

/** The token of an `authorization` header: `Bearer <token>`, or the bare token (AUTH-13). */
function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (match) return match[1];
  return /^\S+$/.test(header.trim()) ? header.trim() : undefined;
}

/** Fastify's validator compiler, twice: with type coercion for paths and query strings, without for bodies. */
const strictBodyValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  type Compile = (route: { httpPart?: string }) => unknown;
  const coercing = AjvCompiler()(externalSchemas, options) as unknown as Compile;
  const strict = AjvCompiler()(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as typeof options) as unknown as Compile;
  const compile: Compile = (route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};
