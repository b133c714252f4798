// The gateway's HTTP server: GraphQL over HTTP and over graphql-ws on /graphql,
// icons and other media relayed from the provider on /media, and the web build
// on every other path when there is one (production).
import { confirmKeptViewer } from './viewer-cache';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type execute, type subscribe, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga, type Plugin } from 'graphql-yoga';
import { useEngine } from '@envelop/core';
import { WebSocketServer, type WebSocket } from 'ws';
import { correlationIdOf, createContext, type GatewayContext } from './context';
import { MAX_BATCH_OPERATIONS, queriesOnlyInBatches } from './batching';
import { codeArgumentErrors } from './error-codes';
import { downloadContract, exportCsv } from './export';
import { clientAddressOf } from './forwarding';
import { jsonLogger, operationLog, type JsonLogger, type LogLevel } from './log';
import { API_HEADERS, PAGE_HEADERS } from './headers';
import { operationGuards } from './guards';
import { bodyRefusal, contentTypeRefusal, documentTokenLimit, MAX_REQUEST_BYTES, mediaPath } from './limits';
import { GatewayMetrics, mayScrape } from './metrics';
import { recordPageView } from './page-views';
import { LiveHub, type LiveHubOptions } from './live/hub';
import { upgradeAllowed } from './origins';
import { ProviderError } from './provider/errors';
import { ProviderHttp } from './provider/http';
import { callerKeyOf, chargeBudget, PointsBudget, rateLimitHeaders, rateLimitHeadersPlugin, type PointsBudgetOptions } from './rate-limit';
import { schema } from './schema';
import { compiledExecutor } from './compiled-execution';
import { subscribeDocument, trustedDocuments, webPersistedDocuments, type PersistedDocuments, type TrustedDocumentsOptions } from './trusted-documents';
import { Session } from './session';
import { modulePreloadLinks } from './web-preload';
import { relayUpload } from './uploads';

export interface GatewayOptions {
  providerUrl: string;
  /** The web build to serve (web/dist); none in development, where Vite serves the page. */
  webDist?: string | undefined;
  /**
   * GraphiQL on GET /graphql (a page asking for text/html): 'signed-in' (the default) for a
   * session or a bearer token, anonymous visitors get a 404; true for everyone (development).
   */
  graphiql?: boolean | 'signed-in';
  /**
   * The web origins granted CORS with credentials and WebSocket upgrades (PUBLIC_URL's and
   * CORS_ORIGINS, main.ts); requests without Origin (scripts) and the page's own origin always pass.
   */
  allowedOrigins?: readonly string[];
  /** Counts provider calls, for tests and benchmarks. */
  onProviderCall?: (call: { method: string; path: string }) => void;
  /**
   * The points budget per caller per hour (issue 16, rate-limit.ts): RATE_LIMIT_POINTS
   * (5,000 by default); tests pass a small one, or a clock.
   */
  rateLimit?: PointsBudgetOptions;
  /**
   * For tests/bench/limits.bench.ts ONLY: no operation guards (guards.ts) and no points
   * budget, to measure what they add. Never in production.
   */
  benchmarkWithoutLimits?: boolean;
  /** false: no log (tests); else JSON lines on stdout at LOG_LEVEL, or this logger. */
  logging?: boolean | JsonLogger;
  /** The upstream live connections' timings (tests shorten them). */
  live?: LiveHubOptions;
  /**
   * Session cookies marked Secure: the dashboard is served over HTTPS (PUBLIC_URL's scheme).
   * Decided by configuration, never by a header a client could send.
   */
  secureCookies?: boolean;
  /** GET /metrics answers whoever sends it as a bearer token; without it, this machine only (METRICS_TOKEN). */
  metricsToken?: string | undefined;
  /** Load balancers in front of the gateway whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
  trustedProxies?: ReadonlySet<string>;
  /** Sent with the forwarded address so that the provider believes it (FORWARDING_KEY, shared with the provider). */
  forwardingKey?: string | undefined;
  /**
   * Trusted documents (issue 16, trusted-documents.ts): a document's text only with a bearer
   * token; browser sessions send the ids of the web's persisted documents. By default in
   * production (NODE_ENV=production); development and tests allow text.
   */
  trustedDocumentsOnly?: boolean | undefined;
  /** The persisted documents by id: web/persisted-queries.json (relay-compiler's) by default. */
  persistedDocuments?: PersistedDocuments | undefined;
}

export interface Gateway {
  server: Server;
  http: ProviderHttp;
  metrics: GatewayMetrics;
  /** The upstream live connections, one per signed-in user with subscriptions. */
  live: LiveHub;
  /**
   * Stops: no new connection, subscriptions closed as going away (1001), the requests
   * under way given `graceMs` to answer (none by default) before their connections close.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/**
 * A request's context, kept on the request itself rather than in a WeakMap keyed by it: a
 * WeakMap lives long, in V8's old generation, and the young-generation collections keep the
 * values of its entries alive until the next full collection, whether their key is alive or
 * not. Every request's context then outlived its request: on a query that calls no provider,
 * 11 MB of every 46 MB allocated survived each young collection and went on to the old
 * generation, against nothing on a request's own property (issue 17, --trace-gc-nvp).
 */
const CONTEXT = Symbol('gateway context');
type RequestWithContext = Request & { [CONTEXT]?: GatewayContext };
const contextOf = (request: Request): GatewayContext | undefined => (request as RequestWithContext)[CONTEXT];

export function createGateway(options: GatewayOptions): Gateway {
  const http = new ProviderHttp({ baseUrl: options.providerUrl, onCall: options.onProviderCall, forwardingKey: options.forwardingKey });
  const trusted = options.trustedProxies ?? new Set<string>();
  const addressOf = (req: IncomingMessage | undefined) => (req ? clientAddressOf(req, trusted) : undefined);
  const live = new LiveHub(options.providerUrl, options.live);
  const metrics = new GatewayMetrics(() => live.connectionCount);
  const budget = options.benchmarkWithoutLimits ? undefined : new PointsBudget(options.rateLimit);
  const logger =
    typeof options.logging === 'object'
      ? options.logging
      : jsonLogger({ level: options.logging === false ? 'silent' : ((process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info') });

  // The API's headers on every answer; the session cookie written back when the request
  // signed in, refreshed or ended the session.
  const secureCookies = options.secureCookies ?? false;
  const responseHeaders: Plugin = {
    onResponse({ request, response }) {
      for (const [name, value] of Object.entries(API_HEADERS)) response.headers.set(name, value);
      const context = contextOf(request);
      if (!context) return;
      response.headers.set('x-correlation-id', context.correlationId);
      for (const cookie of context.session.setCookieHeaders(secureCookies)) response.headers.append('set-cookie', cookie);
    },
  };

  // x-ratelimit-* on every answer: the request's charge, or its caller's budget as it is (nothing charged).
  const budgetHeaders =
    budget &&
    rateLimitHeadersPlugin(
      budget,
      (request, req) =>
        contextOf(request)?.rateLimit ??
        { key: callerKeyOf({ authorization: request.headers.get('authorization'), cookie: request.headers.get('cookie'), clientAddress: addressOf(req) }, http.budgetOwners) },
    );
  // The same on the answers given before Yoga reads the request (its body refused, GraphiQL's 404).
  const setBudgetHeaders = async (req: IncomingMessage, res: ServerResponse) => {
    if (!budget) return;
    const key = callerKeyOf({ authorization: req.headers.authorization ?? null, cookie: req.headers.cookie ?? null, clientAddress: addressOf(req) }, http.budgetOwners);
    for (const [name, value] of Object.entries(rateLimitHeaders(await budget.peek(key)))) res.setHeader(name, value);
  };

  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const graphiql = options.graphiql ?? 'signed-in';
  const documents: TrustedDocumentsOptions = {
    documents: options.persistedDocuments ?? webPersistedDocuments(),
    trustedDocumentsOnly: options.trustedDocumentsOnly ?? process.env.NODE_ENV === 'production',
    onRefusal: (code) => metrics.refusals.inc({ reason: code.toLowerCase() }),
  };
  const yoga = createYoga<Record<string, unknown>, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // Whoever reaches Yoga's GraphiQL may have it: the anonymous are stopped before (mayOpenGraphiQL).
    // Under trusted documents, GraphiQL's text needs a personal access token (its Headers tab).
    graphiql: graphiql !== false && (documents.trustedDocumentsOnly ? { defaultQuery: GRAPHIQL_TOKEN_NOTE } : true),
    // Only the allowed origins, with credentials; any other Origin gets no Access-Control-Allow-Origin.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !allowedOrigins.has(origin)) return false;
      return {
        origin: [origin],
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'accept', 'authorization', 'x-correlation-id'],
        exposedHeaders: ['x-correlation-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-used', 'x-ratelimit-reset', 'retry-after'],
      };
    },
    logging: logger,
    landingPage: false,
    // A JSON array of queries in one POST (batching.ts): a page and the game panel it opens.
    batching: { limit: MAX_BATCH_OPERATIONS },
    // The body's size is bounded before Yoga reads it (limits.ts bodyRefusal: a POST says its
    // length, at most MAX_REQUEST_BYTES, and Node reads no byte past it); Yoga's own limit would
    // pipe every body through a stream transform to count it again: 7 % of the gateway's CPU per page.
    maxRequestBodySize: false,
    plugins: [
      // Queries and mutations run on graphql-js's executor, compiled by graphql-jit once a document
      // comes back (compiled-execution.ts): Yoga's own (@graphql-tools/executor) adds @defer/@stream
      // and cancellation, which this schema does not use, for about 7 % more CPU per page (issue 17's
      // gateway overhead; measured side by side). Subscriptions keep Yoga's.
      useEngine({ execute: compiledExecutor(schema) }),
      // First: an id becomes its document before anything reads the text.
      trustedDocuments(documents),
      documentTokenLimit(() => metrics.refusals.inc({ reason: 'document_too_large' })),
      queriesOnlyInBatches(() => metrics.refusals.inc({ reason: 'batch_queries_only' })),
      ...(options.benchmarkWithoutLimits
        ? []
        : operationGuards({
            onRefusal: (code) => metrics.refusals.inc({ reason: code.toLowerCase() }),
            charge: budget && chargeBudget(budget, () => metrics.refusals.inc({ reason: 'rate_limited' })),
          })),
      codeArgumentErrors(),
      confirmKeptViewer(),
      responseHeaders,
      ...(budgetHeaders ? [budgetHeaders] : []),
      metrics.plugin(),
      operationLog(logger),
    ],
    context: (initial) => {
      // graphql-ws builds its context from the upgrade request and hands it in.
      if ('gatewayContext' in initial) return initial.gatewayContext as GatewayContext;
      const request = initial.request;
      // The operations of a batch share their request's context (batching.ts).
      const shared = contextOf(request);
      if (shared) return shared;
      const context = createContext(http, {
        authorization: request.headers.get('authorization'),
        cookie: request.headers.get('cookie'),
        correlationId: request.headers.get('x-correlation-id'),
        clientAddress: addressOf((initial as { req?: IncomingMessage }).req) ?? null,
      });
      (request as RequestWithContext)[CONTEXT] = context;
      return context;
    },
  });

  const serveWeb = options.webDist && existsSync(join(options.webDist, 'index.html')) ? webHandler(options.webDist) : undefined;

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(API_HEADERS)) res.setHeader(name, value);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/graphql' || path.startsWith('/graphql/')) {
      const refusal = bodyRefusal(req.method, req.headers['content-length']);
      if (refusal) {
        metrics.refusals.inc({ reason: refusal.status === 411 ? 'length_required' : 'request_too_large' });
        return void setBudgetHeaders(req, res).then(() => refuse(req, res, refusal));
      }
      const forgeable = contentTypeRefusal(req.method, req.headers['content-type']);
      if (forgeable) {
        metrics.refusals.inc({ reason: 'unsupported_media_type' });
        return void setBudgetHeaders(req, res).then(() => refuse(req, res, forgeable));
      }
      if (!mayOpenGraphiQL(req, graphiql)) {
        return void setBudgetHeaders(req, res).then(() =>
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found. GraphiQL is for signed-in users: sign in to the dashboard, then open /graphql again.'),
        );
      }
      return void yoga(req, res);
    }
    if (path === '/page-view') return recordPageView(req, res, logger, metrics);
    if (path === '/health') return void json(res, 200, { status: 'ok' });
    if (path === '/ready') return void readiness(http, res);
    if (path === '/metrics') return void serveMetrics(metrics, req, res, options.metricsToken);
    if (path.startsWith('/media/')) return void relayMedia(http, req, res);
    if (path.startsWith('/upload/')) return void relayUpload(http, req, res, { secureCookies, clientAddress: addressOf(req) });
    if (path === '/export/games.csv' || path === '/export/studios.csv') {
      return void exportCsv(path === '/export/games.csv' ? 'games' : 'studios', http, req, res, { secureCookies, clientAddress: addressOf(req) });
    }
    if (path.startsWith('/contracts/')) return void downloadContract(http, req, res, { secureCookies, clientAddress: addressOf(req) });
    if (serveWeb && (req.method === 'GET' || req.method === 'HEAD')) return serveWeb(path, req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });

  // graphql-ws on the same server and path; the session comes from the upgrade request's cookie.
  // A frame over the request limit closes the socket (1009) before it is held whole.
  // A page of another origin may not open it with the user's cookies (403); scripts send no Origin.
  const wsServer = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: MAX_REQUEST_BYTES,
    verifyClient: ({ req }, done) => {
      if (upgradeAllowed(req, allowedOrigins)) return done(true);
      metrics.refusals.inc({ reason: 'foreign_origin' });
      done(false, 403, 'Forbidden origin');
    },
  });
  wsServer.on('connection', (socket) => {
    socket.on('close', (code) => {
      if (code === 1009) metrics.refusals.inc({ reason: 'frame_too_large' });
    });
  });
  const wsCleanup = useServer<Record<string, unknown>, { request: IncomingMessage; socket: WebSocket }>(
    {
      execute: (args) => (args.rootValue as { execute: typeof execute }).execute(args),
      subscribe: (args) => (args.rootValue as { subscribe: typeof subscribe }).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const headers = ctx.extra.request.headers;
        const gatewayContext = createContext(
          http,
          {
            authorization: typeof headers.authorization === 'string' ? headers.authorization : null,
            cookie: headers.cookie ?? null,
            correlationId: null,
            clientAddress: addressOf(ctx.extra.request) ?? null,
          },
          { live, refresh: false, closeTransport: (code, reason) => ctx.extra.socket.close(code, reason) },
        );
        // The same trusted documents as over HTTP: an id from the store, text by the same rule.
        const source = subscribeDocument(payload, typeof headers.authorization === 'string' ? headers.authorization : null, documents);
        if ('error' in source) return [source.error];
        const enveloped = yoga.getEnveloped({ ...ctx, req: ctx.extra.request, params: { ...payload, query: source.text }, gatewayContext });
        const document = enveloped.parse(source.text);
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return errors;
        const args: ExecutionArgs = {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
        return args;
      },
    },
    wsServer,
  );

  return {
    server,
    http,
    metrics,
    live,
    close: async ({ graceMs = 0 } = {}) => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      live.close();
      await wsCleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
      // A keep-alive connection becomes idle once its answer is sent: closed then.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(cut);
      http.close();
    },
  };
}

/** GraphiQL's first query under trusted documents: how to send text. */
const GRAPHIQL_TOKEN_NOTE = `# This gateway runs a signed-in browser's persisted documents only (trusted documents).
# To run your own, make a personal access token in your profile and add it in the
# Headers tab below: {"Authorization": "Bearer glpat_..."}; then re-fetch the schema.
{ viewer { id } }
`;

/** A GET asking for GraphiQL's page (text/html) is answered by Yoga only for those `graphiql` allows. */
function mayOpenGraphiQL(req: IncomingMessage, graphiql: boolean | 'signed-in'): boolean {
  if (req.method !== 'GET' || !String(req.headers.accept ?? '').includes('text/html')) return true;
  if (graphiql !== 'signed-in') return true;
  return Session.fromHeaders({ authorization: req.headers.authorization ?? null, cookie: req.headers.cookie ?? null }).signedIn;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

/** GET /ready: the gateway may take traffic when its provider is ready (issue 18). */
async function readiness(http: ProviderHttp, res: ServerResponse): Promise<void> {
  try {
    await http.request({ method: 'GET', path: '/ready', auth: false }, { correlationId: 'gateway-readiness' });
    json(res, 200, { status: 'ready' });
  } catch {
    json(res, 503, { status: 'not ready', reason: 'The provider is not ready' });
  }
}

/** GET /metrics: the Prometheus text, to this machine or to the holder of METRICS_TOKEN. */
async function serveMetrics(metrics: GatewayMetrics, req: IncomingMessage, res: ServerResponse, token: string | undefined): Promise<void> {
  if (!mayScrape(req, token)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(await metrics.registry.metrics());
}

/** A request refused before it is read: the refusal, then the connection closed (the body is not wanted). */
function refuse(req: IncomingMessage, res: ServerResponse, refusal: { status: number; body: string }): void {
  res.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' }).end(refusal.body);
  req.resume();
}

/**
 * Icons and videos live at the provider; the browser reaches them through the
 * gateway's one origin, streamed through the provider wrapper (public: no session).
 * Only media paths are relayed (/media/{sha256}): a path that walks elsewhere is not.
 */
async function relayMedia(http: ProviderHttp, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const path = mediaPath(req.url ?? '/');
  if (!path) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const correlationId = correlationIdOf(typeof req.headers['x-correlation-id'] === 'string' ? req.headers['x-correlation-id'] : null);
  try {
    const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
    const answer = await http.stream({ method: req.method, path, auth: false, range }, { correlationId });
    const headers: Record<string, string> = {};
    // A video element seeks with byte ranges (206): they pass through.
    for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'accept-ranges', 'content-range']) {
      const value = answer.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    res.writeHead(answer.statusCode ?? 502, headers);
    answer.pipe(res);
    answer.on('error', () => res.destroy());
    // A browser that stops loading a video frees the provider's connection too.
    res.on('close', () => {
      if (!answer.complete) answer.destroy();
    });
  } catch (error) {
    // A medium the provider does not have answers its status; a provider out of reach, 502.
    if (error instanceof ProviderError) res.writeHead(error.status, { 'content-type': 'text/plain' }).end(error.message);
    else res.writeHead(502, { 'content-type': 'text/plain' }).end('Provider unavailable');
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Whether an Accept-Encoding header takes `coding`: named, or `*`, without a weight of 0 (`br;q=0` refuses it). */
export function acceptsEncoding(header: string, coding: string): boolean {
  let wildcard = false;
  for (const part of header.slice(0, 1024).split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    const refused = weight !== undefined && !(Number(weight.slice(2)) > 0);
    if (name === coding) return !refused;
    if (name === '*') wildcard = !refused;
  }
  return wildcard;
}

/** The web build: hashed assets cached for good, index.html for every page route (history mode). */
function webHandler(dist: string) {
  const root = normalize(dist);
  const gzipped = new Map<string, Buffer>();
  // The route's chunks as `Link: rel=modulepreload` headers (issue 17): a header rather than
  // tags written into index.html, so the page stays the build's file (cached gzipped as is)
  // and the browser starts fetching before it parses the page. Same-origin scripts, so the
  // Content-Security-Policy (script-src 'self') allows them.
  const preloadLinks = modulePreloadLinks(root);
  // The build's .br files, read once each (the build's files are a fixed set; a file
  // without one is answered null, and asked again only when a new build replaces it).
  const brotlied = new Map<string, Buffer | null>();
  const precompressed = (file: string): Buffer | undefined => {
    const stats = existsSync(file) ? statSync(file) : undefined;
    const key = `${file}:${stats?.mtimeMs ?? 'none'}`;
    let body = brotlied.get(key);
    if (body === undefined) {
      body = stats?.isFile() ? readFileSync(file) : null;
      brotlied.set(key, body);
    }
    return body ?? undefined;
  };
  return (path: string, req: IncomingMessage, res: ServerResponse) => {
    let file = normalize(join(root, decodeURIComponent(path)));
    if (!file.startsWith(root + sep) && file !== root) {
      res.writeHead(400).end();
      return;
    }
    let stats = existsSync(file) ? statSync(file) : undefined;
    if (!stats?.isFile()) {
      if (path.startsWith('/assets/')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      file = join(root, 'index.html');
      stats = statSync(file);
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      ...PAGE_HEADERS,
      'content-type': type,
      'cache-control': file.startsWith(join(root, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const links = file === join(root, 'index.html') ? preloadLinks?.(path) : undefined;
    if (links) headers.link = links;
    const compressible = /text|javascript|json|svg/.test(type);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    // The build's Brotli copy (x.js.br, written by the web build: scripts/precompress.ts).
    const brotli = compressible && acceptsEncoding(accepted, 'br') ? precompressed(`${file}.br`) : undefined;
    if (brotli) {
      res.writeHead(200, { ...headers, 'content-encoding': 'br', 'content-length': brotli.length, vary: 'accept-encoding' });
      res.end(req.method === 'HEAD' ? undefined : brotli);
      return;
    }
    if (compressible && acceptsEncoding(accepted, 'gzip')) {
      // Keyed by modification time too: a new build replaces index.html under the same name.
      const key = `${file}:${stats.mtimeMs}`;
      let body = gzipped.get(key);
      if (!body) {
        body = gzipSync(readFileSync(file));
        gzipped.set(key, body);
      }
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length, vary: 'accept-encoding' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
}
