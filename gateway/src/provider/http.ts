// The one wrapper around the provider's HTTP: base URL, credentials, correlation
// id, timeout, keep-alive connections, retries of idempotent reads, and error decoding.
import http from 'node:http';
import https from 'node:https';
import { describeApiError, type ErrorList, type ErrorListEntry } from '@greenlight/rules';
import { providerUnavailable, ProviderError, UpstreamError, type ProviderErrorItem } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ProviderCall {
  method: HttpMethod;
  path: string;
  body?: unknown;
  /** false for the calls made before a session exists (sign-in, refresh, the error list) */
  auth?: boolean;
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
}

export interface ProviderHttpOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** Counts every call, for tests and benchmarks. */
  onCall?: (call: ProviderCall) => void;
}

const RETRYABLE = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);

export class ProviderHttp {
  readonly baseUrl: URL;
  private readonly timeoutMs: number;
  private readonly agent: http.Agent;
  private readonly transport: typeof http | typeof https;
  private catalogue: { at: number; messages: Promise<ErrorList> } | undefined;

  constructor(private readonly options: ProviderHttpOptions) {
    this.baseUrl = new URL(options.baseUrl);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.transport = this.baseUrl.protocol === 'https:' ? https : http;
    // Keep-alive matters here: it is about three times the throughput of fetch (TOOLCHAIN.md).
    this.agent = new this.transport.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });
  }

  close(): void {
    this.agent.destroy();
  }

  async request<T>(call: ProviderCall, context: CallContext): Promise<ProviderResponse<T>> {
    const needsAuth = call.auth !== false;
    let token = needsAuth ? await context.credentials?.accessToken() : undefined;
    if (needsAuth && !token) {
      throw new ProviderError('You are not signed in', 401, 'UNAUTHENTICATED');
    }
    let response = await this.send(call, context, token);
    if (response.status === 401 && needsAuth && context.credentials) {
      const code = errorItems(response.body)[0]?.code;
      if (code === 'TOKEN_EXPIRED' && (await context.credentials.refreshAfterExpiry())) {
        token = await context.credentials.accessToken();
        response = await this.send(call, context, token);
      }
      if (response.status === 401) context.credentials.ended();
    }
    if (response.status >= 400) throw await this.decodeError(response);
    return response as ProviderResponse<T>;
  }

  /**
   * The same call, answering the provider's body as a stream (a CSV export): the
   * token refreshed on expiry like request(), an error answer decoded like request().
   */
  async stream(call: ProviderCall, context: CallContext): Promise<http.IncomingMessage> {
    let token = await context.credentials?.accessToken();
    if (!token) throw new ProviderError('You are not signed in', 401, 'UNAUTHENTICATED');
    let response = await this.open(call, context, token);
    if (response.statusCode === 401 && context.credentials) {
      const body = await readBody(response);
      if (errorItems(body)[0]?.code === 'TOKEN_EXPIRED' && (await context.credentials.refreshAfterExpiry())) {
        token = (await context.credentials.accessToken()) ?? token;
        response = await this.open(call, context, token);
      } else {
        context.credentials.ended();
        throw await this.decodeError({ status: 401, body, headers: response.headers });
      }
    }
    if ((response.statusCode ?? 500) >= 400) {
      if (response.statusCode === 401) context.credentials?.ended();
      throw await this.decodeError({ status: response.statusCode ?? 500, body: await readBody(response), headers: response.headers });
    }
    return response;
  }

  private open(call: ProviderCall, context: CallContext, token: string): Promise<http.IncomingMessage> {
    this.options.onCall?.(call);
    const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    return new Promise((resolve, reject) => {
      const request = this.transport.request(
        new URL(call.path, this.baseUrl),
        {
          method: call.method,
          agent: this.agent,
          timeout: this.timeoutMs,
          headers: {
            'x-correlation-id': context.correlationId,
            authorization: `Bearer ${token}`,
            ...(context.clientAddress ? { 'x-forwarded-for': context.clientAddress } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        resolve,
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
      request.on('error', (error) => reject(providerUnavailable(error)));
      request.end(payload);
    });
  }

  private async send(call: ProviderCall, context: CallContext, token: string | undefined) {
    const attempts = call.method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.sendOnce(call, context.correlationId, token, context.clientAddress);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (attempt < attempts && code && RETRYABLE.has(code)) continue;
        throw providerUnavailable(error);
      }
    }
  }

  private sendOnce(call: ProviderCall, correlationId: string, token: string | undefined, clientAddress?: string) {
    this.options.onCall?.(call);
    const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    const url = new URL(call.path, this.baseUrl);
    return new Promise<ProviderResponse<unknown>>((resolve, reject) => {
      const request = this.transport.request(
        url,
        {
          method: call.method,
          agent: this.agent,
          timeout: this.timeoutMs,
          headers: {
            accept: 'application/json',
            'x-correlation-id': correlationId,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = undefined;
            if (text) {
              try {
                body = JSON.parse(text);
              } catch {
                body = text;
              }
            }
            resolve({ status: response.statusCode ?? 500, body, headers: response.headers });
          });
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
      request.on('error', reject);
      request.end(payload);
    });
  }

  /** The first error's code through the error list, else the detail (CONF-06, ERR-05, rules/errors.ts). */
  private async decodeError(response: ProviderResponse<unknown>): Promise<ProviderError | UpstreamError> {
    const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as {
      detail?: unknown;
      errorList?: ProviderErrorItem[];
    };
    const items = Array.isArray(body.errorList) ? body.errorList : [];
    const described = describeApiError({ detail: body.detail, errorList: items }, await this.errorMessages());
    const code = described.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : 'GENERIC_ERROR');
    // A provider failure is the gateway's bad gateway; 503 stays 503: maintenance (ERR-01).
    if (response.status === 503) return new UpstreamError(described.message, 503, code);
    if (response.status >= 500) return new UpstreamError(described.message, 502, code);
    return new ProviderError(described.message, response.status, code, items, described.link);
  }

  /** The provider's error list, fetched once and kept ten minutes; it is the same for everyone. */
  errorMessages(): Promise<ErrorList> {
    if (!this.catalogue || Date.now() - this.catalogue.at > 600_000) {
      const messages = this.sendOnce({ method: 'GET', path: '/error_messages/', auth: false }, 'gateway-error-list', undefined)
        .then((response) =>
          response.status === 200 && Array.isArray(response.body)
            ? new Map<string, ErrorListEntry>(
                (response.body as { code: string; message: string; link?: string }[]).map((e) => [
                  e.code,
                  { message: e.message, link: e.link },
                ]),
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
