// The one wrapper around the provider's HTTP: base URL, credentials, correlation
// id, timeout, keep-alive connections, retries of idempotent reads, and error decoding.
import http from 'node:http';
import https from 'node:https';
import { describeApiError, type ErrorList, type ErrorListEntry } from '@greenlight/rules';
import { providerUnavailable, ProviderError, UpstreamError, type ProviderErrorItem } from './errors';
import { BudgetOwners } from '../budget-owners';
import { SharedAnswers } from '../shared-answers';
import { ViewerCache } from '../viewer-cache';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ProviderCall {
  method: HttpMethod;
  path: string;
  body?: unknown;
  /** false for the calls made before a session exists (sign-in, refresh, the error list) */
  auth?: boolean;
  /** A byte range of a medium (Range header) */
  range?: string | undefined;
  /** A POST that only reads (a list, a count, a search): retried like a GET. */
  idempotent?: boolean;
}

export interface ProviderResponse<T> {
  status: number;
  body: T;
  headers: http.IncomingHttpHeaders;
}

/** The tokens a request carries, refreshed when the access token expires. */
export interface CallerCredentials {
  /** The access token to send now, or undefined when nobody is signed in. */
  accessToken(): Promise<string | undefined>;
  /** Called on TOKEN_EXPIRED: true when a fresh token was obtained and the call may be retried. */
  refreshAfterExpiry(): Promise<boolean>;
  /** Called on any other 401: the session is over. */
  ended(): void;
}

export interface CallContext {
  correlationId: string;
  credentials?: CallerCredentials | undefined;
  /** Sent as X-Forwarded-For: the provider trusts it from the gateway only (Part G). */
  clientAddress?: string | undefined;
  /** Counts this request's calls (the metrics' provider calls per operation). */
  onCall?: (() => void) | undefined;
  /** A write, or a 401: what the gateway keeps of the caller's viewer is stale (viewer-cache.ts). */
  onViewerChange?: (() => void) | undefined;
  /** The provider accepted the caller's token: the session is alive (confirmKeptViewer). */
  onSessionConfirmed?: (() => void) | undefined;
}

export interface ProviderHttpOptions {
  baseUrl: string;
  /** How long a call waits for its answer: reads, writes (whose outcome a timeout would leave unknown) and streams. */
  timeouts?: Partial<CallTimeouts>;
  /** The waits before the retries of a read, in ms (jittered by up to a half). */
  retryDelaysMs?: readonly number[];
  /** Counts every call, for tests and benchmarks. */
  onCall?: (call: ProviderCall) => void;
  /** Sent as X-Forwarding-Key beside X-Forwarded-For: the provider believes the address only with it (FORWARDING_KEY). */
  forwardingKey?: string | undefined;
}

export interface CallTimeouts {
  read: number;
  write: number;
  /** Until a streamed answer (an export, a medium) starts; its body then flows at the reader's pace. */
  stream: number;
}

/**
 * A read answers within a few seconds even on a loaded provider (its load shedding turns
 * away what waited 2-3 s); a write may wait longer, since giving up on it leaves its
 * outcome unknown; an export starts once its filter is checked.
 */
export const DEFAULT_TIMEOUTS: CallTimeouts = { read: 8_000, write: 20_000, stream: 30_000 };

/** Connection failures worth another try: the request did not reach the provider, or its answer was lost. */
const RETRYABLE = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'EAI_AGAIN']);

/** Two more tries of a read, a little later each time: a provider restarting or shedding load. */
const RETRY_DELAYS_MS = [200, 800];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ProviderHttp {
  readonly baseUrl: URL;
  private readonly timeouts: CallTimeouts;
  private readonly retryDelaysMs: readonly number[];
  private readonly agent: http.Agent;
  private readonly transport: typeof http | typeof https;
  private catalogue: { at: number; messages: Promise<ErrorList> } | undefined;
  /** What this gateway keeps between requests: viewers by session (viewer-cache.ts), answers shared by every signed-in caller. */
  readonly kept = { viewers: new ViewerCache(), shared: new SharedAnswers() };
  /** Whose each presented token is, for the points budget (rate-limit.ts, issue 42). */
  readonly budgetOwners = new BudgetOwners();

  constructor(private readonly options: ProviderHttpOptions) {
    this.baseUrl = new URL(options.baseUrl);
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.transport = this.baseUrl.protocol === 'https:' ? https : http;
    // Keep-alive matters here: it is about three times the throughput of fetch (TOOLCHAIN.md).
    this.agent = new this.transport.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });
  }

  close(): void {
    this.agent.destroy();
  }

  /** The client's address, and the key that makes the provider believe it. */
  private forwarded(context: CallContext): Record<string, string> {
    if (!context.clientAddress) return {};
    return { 'x-forwarded-for': context.clientAddress, ...(this.options.forwardingKey ? { 'x-forwarding-key': this.options.forwardingKey } : {}) };
  }

  async request<T>(call: ProviderCall, context: CallContext): Promise<ProviderResponse<T>> {
    const answer = await this.authorized(call, context, false);
    return { status: answer.status, headers: answer.headers, body: (await answer.body()) as T };
  }

  /**
   * The same call, answering the provider's body as a stream (a CSV export, media):
   * the token refreshed on expiry and an error answer decoded like request(). The
   * timeout covers waiting for the answer; its body then flows at the reader's pace.
   */
  async stream(call: ProviderCall, context: CallContext): Promise<http.IncomingMessage> {
    return (await this.authorized(call, context, true)).message;
  }

  /**
   * Sends `body` as the request's body, streamed as it comes (an upload relayed
   * from the browser), with the caller's current token, once: a stream cannot be
   * sent again, so the caller makes sure the token is fresh first. Answers the
   * provider's answer as it is, errors included.
   */
  relay(
    call: { method: 'POST' | 'PUT'; path: string; contentType: string; contentLength?: string | undefined },
    context: CallContext,
    token: string,
    body: NodeJS.ReadableStream,
  ): Promise<http.IncomingMessage> {
    this.options.onCall?.({ method: call.method, path: call.path });
    return new Promise((resolve, reject) => {
      const request = this.transport.request(
        new URL(call.path, this.baseUrl),
        {
          method: call.method,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            'x-correlation-id': context.correlationId,
            authorization: `Bearer ${token}`,
            ...this.forwarded(context),
            'content-type': call.contentType,
            ...(call.contentLength ? { 'content-length': call.contentLength } : { 'transfer-encoding': 'chunked' }),
          },
        },
        resolve,
      );
      request.on('error', (error) => reject(providerUnavailable(error)));
      body.on('error', (error) => request.destroy(error));
      body.pipe(request);
    });
  }

  /**
   * The one place where a token is sent and refreshed: on TOKEN_EXPIRED the caller's
   * credentials refresh (once per request, and never over graphql-ws: see context.ts)
   * and the call goes again with the new token; any other 401 ends the session.
   */
  private async authorized(call: ProviderCall, context: CallContext, streamed: boolean): Promise<Received> {
    const credentials = call.auth === false ? undefined : context.credentials;
    const token = await credentials?.accessToken();
    if (call.auth !== false && !token) throw new ProviderError('You are not signed in', 401, 'UNAUTHENTICATED');
    let answer = await this.send(call, context, token, streamed);
    // Once the write is done (a read of the viewer meanwhile would keep the old one).
    if (answer.status === 401 || !isIdempotent(call)) context.onViewerChange?.();
    if (credentials && answer.status !== 401 && answer.status < 500) context.onSessionConfirmed?.();
    if (answer.status === 401 && credentials) {
      if (errorItems(await answer.body())[0]?.code === 'TOKEN_EXPIRED' && (await credentials.refreshAfterExpiry())) {
        answer = await this.send(call, context, await credentials.accessToken(), streamed);
      }
      if (answer.status === 401) credentials.ended();
    }
    if (answer.status >= 400) throw await this.decodeError(answer.status, await answer.body());
    return answer;
  }

  /**
   * One call. A read is tried again, a little later each time, when its connection
   * fails or the provider sheds load (503 OVERLOADED, after its Retry-After, a second at
   * most); a write never is, since it may have been done.
   */
  private async send(call: ProviderCall, context: CallContext, token: string | undefined, streamed: boolean): Promise<Received> {
    context.onCall?.();
    const idempotent = isIdempotent(call);
    const delays = idempotent ? this.retryDelaysMs : [];
    for (let attempt = 0; ; attempt++) {
      const delay = delays[attempt];
      let message: http.IncomingMessage;
      try {
        message = await this.open(call, context, token, streamed);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (delay !== undefined && code && RETRYABLE.has(code)) {
          await sleep(delay * (1 + Math.random() / 2));
          continue;
        }
        throw providerUnavailable(error);
      }
      if (message.statusCode === 503 && delay !== undefined && message.headers['retry-after']) {
        const body = await readBody(message).catch(() => undefined);
        if (errorItems(body)[0]?.code === 'OVERLOADED') {
          const asked = Number(message.headers['retry-after']) * 1000;
          await sleep(Math.min(Number.isFinite(asked) ? asked : delay, 1000, delay * 2) * (1 + Math.random() / 2));
          continue;
        }
        return received(message, () => Promise.resolve(body));
      }
      if (streamed) return received(message, () => readBody(message));
      const body = await readBody(message);
      return received(message, () => Promise.resolve(body));
    }
  }

  private open(call: ProviderCall, context: CallContext, token: string | undefined, streamed: boolean): Promise<http.IncomingMessage> {
    this.options.onCall?.(call);
    const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    return new Promise((resolve, reject) => {
      const request = this.transport.request(
        new URL(call.path, this.baseUrl),
        {
          method: call.method,
          agent: this.agent,
          timeout: streamed ? this.timeouts.stream : call.method === 'GET' || call.idempotent ? this.timeouts.read : this.timeouts.write,
          headers: {
            ...(streamed ? {} : { accept: 'application/json' }),
            'x-correlation-id': context.correlationId,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...this.forwarded(context),
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(call.range ? { range: call.range } : {}),
          },
        },
        (response) => {
          // A slow reader of a stream (a browser loading a video) must not be cut off.
          if (streamed) request.setTimeout(0);
          resolve(response);
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
      request.on('error', reject);
      request.end(payload);
    });
  }

  /** The first error's code through the error list, else the detail (CONF-06, ERR-05, rules/errors.ts). */
  private async decodeError(status: number, answer: unknown): Promise<ProviderError | UpstreamError> {
    const body = (typeof answer === 'object' && answer !== null ? answer : {}) as { detail?: unknown; errorList?: ProviderErrorItem[] };
    const items = Array.isArray(body.errorList) ? body.errorList : [];
    const described = describeApiError({ detail: body.detail, errorList: items }, await this.errorMessages());
    const code = described.code ?? (status === 401 ? 'UNAUTHENTICATED' : 'GENERIC_ERROR');
    // A provider failure is the gateway's bad gateway; 503 stays 503: maintenance (ERR-01).
    if (status === 503) return new UpstreamError(described.message, 503, code);
    if (status >= 500) return new UpstreamError(described.message, 502, code);
    return new ProviderError(described.message, status, code, items, described.link);
  }

  /** The provider's error list, fetched once and kept ten minutes; it is the same for everyone. */
  errorMessages(): Promise<ErrorList> {
    if (!this.catalogue || Date.now() - this.catalogue.at > 600_000) {
      const messages = this.open({ method: 'GET', path: '/error_messages/', auth: false }, { correlationId: 'gateway-error-list' }, undefined, false)
        .then((message) => {
          if (message.statusCode === 200) return readBody(message);
          message.resume();
          return undefined;
        })
        .then((body) =>
          Array.isArray(body)
            ? new Map<string, ErrorListEntry>(
                (body as { code: string; message: string; link?: string }[]).map((e) => [e.code, { message: e.message, link: e.link }]),
              )
            : new Map<string, ErrorListEntry>(),
        )
        .catch(() => new Map<string, ErrorListEntry>());
      this.catalogue = { at: Date.now(), messages };
      void messages.then((map) => {
        if (map.size === 0) this.catalogue = undefined; // try again next time
      });
    }
    return this.catalogue.messages;
  }
}

/** A read, which may be sent again and changes nothing. */
const isIdempotent = (call: ProviderCall) => call.method === 'GET' || call.method === 'HEAD' || call.idempotent === true;

/** An answer of the provider: its body read whole, or on demand when it streams. */
interface Received {
  status: number;
  headers: http.IncomingHttpHeaders;
  message: http.IncomingMessage;
  body(): Promise<unknown>;
}

function received(message: http.IncomingMessage, read: () => Promise<unknown>): Received {
  let body: Promise<unknown> | undefined;
  return { status: message.statusCode ?? 500, headers: message.headers, message, body: () => (body ??= read()) };
}

/** A whole answer's body, parsed as JSON when it is. */
function readBody(response: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('error', reject);
    response.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

function errorItems(body: unknown): ProviderErrorItem[] {
  const list = (body as { errorList?: unknown } | undefined)?.errorList;
  return Array.isArray(list) ? (list as ProviderErrorItem[]) : [];
}
