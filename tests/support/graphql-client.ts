// A GraphQL client for tests and scripts: it keeps the cookies the gateway sets,
// like a browser, or sends a bearer token, like a script. It sends a document's text,
// or, as the web app does (issue 16, trusted documents), the id of a persisted one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/launcher';

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; status?: number } }[];
}

export class GraphQLClient {
  readonly cookies = new Map<string, string>();
  /** The Set-Cookie lines of the last answer. */
  lastSetCookies: string[] = [];
  /** The HTTP status of the last answer. */
  lastStatus = 0;
  /** The headers of the last answer. */
  lastHeaders = new Headers();

  constructor(
    private readonly url: string,
    private readonly options: { bearer?: string; correlationId?: string } = {},
  ) {}

  async request<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
    return this.send<GraphQLResult<T>>({ query, variables });
  }

  /** The web app's way: the persisted document's id (web/persisted-queries.json), not its text. */
  async persisted<T = Record<string, unknown>>(id: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
    return this.send<GraphQLResult<T>>({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
  }

  /**
   * Several operations in one POST (issue 17, gateway/src/batching.ts): each a document's
   * text (`query`) or a persisted id, as `request` and `persisted` send them. The answer is
   * their results in order, or one result refusing the whole request.
   */
  async batch(operations: ({ query: string } | { id: string })[], variables: Record<string, unknown>[] = []): Promise<GraphQLResult<Record<string, unknown>>[] | GraphQLResult<never>> {
    return this.send(
      operations.map((operation, index) => ({
        ...('query' in operation ? { query: operation.query } : { extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } }),
        variables: variables[index] ?? {},
      })),
    );
  }

  private async send<T>(body: unknown): Promise<T> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.bearer ? { authorization: `Bearer ${this.options.bearer}` } : {}),
        ...(this.options.correlationId ? { 'x-correlation-id': this.options.correlationId } : {}),
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      },
      body: JSON.stringify(body),
    });
    this.lastStatus = response.status;
    this.lastHeaders = response.headers;
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return (await response.json()) as T;
  }

  /** Fails the test when the answer carries errors. */
  async data<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.request<T>(query, variables);
    if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  }

  async signIn(email: string, password: string) {
    return this.data<{ signIn: { __typename: string; code?: string; viewer?: { permissions: string[] } } }>(
      `mutation SignIn($email: String!, $password: String!) {
        signIn(email: $email, password: $password) {
          __typename
          ... on SignInSuccess { viewer { id permissions } }
          ... on ProviderError { code message status }
        }
      }`,
      { email, password },
    );
  }
}

/** A Relay global id as the gateway encodes it (base64 of "Type:id"). */
export const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

/**
 * A signed-in client per demo user, made on first use and kept: `as(email)`. The
 * gateway's URL is read when a client is first made (the stack starts in beforeAll).
 */
export function signedInClients(gatewayUrl: () => string, password: string): (email: string) => Promise<GraphQLClient> {
  const clients = new Map<string, Promise<GraphQLClient>>();
  return (email) => {
    let client = clients.get(email);
    if (!client) {
      client = (async () => {
        const signedIn = new GraphQLClient(gatewayUrl());
        const result = await signedIn.signIn(email, password);
        if (result.signIn.__typename !== 'SignInSuccess') throw new Error(`${email} could not sign in: ${JSON.stringify(result.signIn)}`);
        return signedIn;
      })();
      clients.set(email, client);
    }
    return client;
  };
}

/** The web app's persisted documents (relay-compiler's, `npm run generate`): text by id. */
export function persistedDocuments(): Record<string, string> {
  return JSON.parse(readFileSync(join(root, 'web', 'persisted-queries.json'), 'utf8')) as Record<string, string>;
}

/** The id of the web app's persisted operation named `name` (e.g. LoginPageMutation). */
export function persistedId(name: string): string {
  const found = Object.entries(persistedDocuments()).find(([, text]) => new RegExp(`^(query|mutation|subscription) ${name}\\b`, 'm').test(text));
  if (!found) throw new Error(`no persisted operation ${name}`);
  return found[0];
}

/**
 * A script's client (issue 16): the provider's access token of `email` as its bearer
 * token, with which a document's text is allowed under trusted documents (production).
 */
export async function bearerClient(stack: { providerUrl: string; gatewayUrl: string }, email: string, password: string): Promise<GraphQLClient> {
  const login = await fetch(`${stack.providerUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!login.ok) throw new Error(`${email} could not sign in at the provider: ${login.status}`);
  return new GraphQLClient(stack.gatewayUrl, { bearer: ((await login.json()) as { token: string }).token });
}
