// The SDK's ingest endpoint (Part G): public, authenticated the way the real services
// do it (a signature per request for analytics, the app token for attribution), bounded
// (body size, events per request, event names), never a 500 for what a client sends.
// The rules are domain/integrations/sdk-ingest.ts'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import {
  ingestAnalyticsEvents,
  ingestAttributionEvents,
  SDK_BODY_LIMIT,
  SDK_EVENTS_PER_REQUEST,
} from '../domain/integrations/sdk-ingest';
import { badRequest } from '../errors';

/** Short printable words: what the events table keeps. */
const EVENT_WORD = '^[A-Za-z0-9_.:-]{1,64}$';

/** GameAnalytics' event categories (its REST API's `category`). */
const ANALYTICS_CATEGORIES = ['user', 'session_end', 'progression', 'design', 'business', 'resource', 'error'] as const;
/** Adjust's activity kinds sent server to server. */
const ATTRIBUTION_KINDS = ['install', 'session', 'event', 'reattribution'] as const;

const AnalyticsEvents = Type.Array(
  Type.Object(
    {
      category: Type.Enum(ANALYTICS_CATEGORIES),
      event_id: Type.Optional(Type.String({ pattern: EVENT_WORD, description: 'progression and design events: "Start:World01:Level01"' })),
    },
    { description: 'one event; the SDK\'s other fields (user_id, session_id, v ...) are allowed and not kept' },
  ),
  { minItems: 1, maxItems: SDK_EVENTS_PER_REQUEST },
);

const AttributionBody = Type.Object(
  {
    app_token: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'the game\'s attribution app token (adjustAppToken)' }),
    events: Type.Array(
      Type.Object(
        {
          activity_kind: Type.Enum(ATTRIBUTION_KINDS),
          event_token: Type.Optional(Type.String({ pattern: EVENT_WORD })),
        },
        { additionalProperties: true },
      ),
      { minItems: 1, maxItems: SDK_EVENTS_PER_REQUEST },
    ),
  },
  { additionalProperties: false },
);

const Accepted = Type.Object({ accepted: Type.Integer({ description: 'events recorded' }) });
const errors = {
  400: Type.Ref('ErrorBody'),
  401: Type.Ref('ErrorBody'),
  413: Type.Ref('ErrorBody'),
  415: Type.Ref('ErrorBody'),
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent, for the analytics signature. */
    rawBody?: Buffer;
  }
}

export const ingestRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (app, { context }) => {
  const { db, clock } = context;
  const parseJson = app.getDefaultJsonParser('error', 'error');

  // In this plugin only: JSON kept as bytes too, since the signature is over the body as sent.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: SDK_BODY_LIMIT }, (request, body, done) => {
    request.rawBody = body as Buffer;
    parseJson(request, (body as Buffer).toString('utf8'), done);
  });

  app.post(
    '/ingest/analytics/:gameKey/events',
    {
      config: { public: true },
      bodyLimit: SDK_BODY_LIMIT,
      schema: {
        operationId: 'ingestAnalyticsEvents',
        tags: ['ingest'],
        summary: 'Analytics events from a game\'s SDK, as GameAnalytics\' collector takes them (Part G, SUB-BUILD-02)',
        description:
          `Public. The Authorization header is the base64 HMAC-SHA256 of the raw body with the analytics slot's secret key. A JSON array of 1 to ${SDK_EVENTS_PER_REQUEST} events, ${SDK_BODY_LIMIT / 1024} kB at most. An unknown game key and a wrong signature both answer 401 SDK_UNAUTHORIZED.`,
        params: Type.Object({ gameKey: Type.String({ pattern: '^[A-Za-z0-9]{1,64}$' }) }),
        headers: Type.Object({ authorization: Type.Optional(Type.String({ maxLength: 200 })) }),
        body: AnalyticsEvents,
        response: { 200: Accepted, ...errors },
      },
    },
    async (request) => {
      if (!request.rawBody) throw badRequest('INVALID_REQUEST', 'The events are a JSON body');
      return ingestAnalyticsEvents(db, {
        gameKey: request.params.gameKey,
        authorization: request.headers.authorization,
        rawBody: request.rawBody,
        events: request.body.map((event) => (event.event_id ? `${event.category}:${event.event_id}`.slice(0, 100) : event.category)),
        now: clock.now(),
      });
    },
  );

  app.post(
    '/ingest/attribution/events',
    {
      config: { public: true },
      bodyLimit: SDK_BODY_LIMIT,
      schema: {
        operationId: 'ingestAttributionEvents',
        tags: ['ingest'],
        summary: 'Attribution events from a game\'s SDK, as Adjust\'s server-to-server API takes them (Part G, SUB-BUILD-03)',
        description: `Public. {app_token, events: [{activity_kind, event_token?}]}, 1 to ${SDK_EVENTS_PER_REQUEST} events, ${SDK_BODY_LIMIT / 1024} kB at most. An unknown app token answers 401 SDK_UNAUTHORIZED.`,
        body: AttributionBody,
        response: { 200: Accepted, ...errors },
      },
    },
    async (request) =>
      ingestAttributionEvents(db, {
        appToken: request.body.app_token,
        events: request.body.events.map((event) => (event.event_token ? `${event.activity_kind}:${event.event_token}`.slice(0, 100) : event.activity_kind)),
        now: clock.now(),
      }),
  );
};
