// What the benchmarks share: JSON POSTs over keep-alive connections, a lean load for throughput, and the web's games page.
import http from 'node:http';
import net from 'node:net';
import { persistedId } from '../support/graphql-client';

export interface Posted {
  status: number;
  text: string;
  headers: http.IncomingHttpHeaders;
}

/** A POST of JSON through an agent of `maxSockets` kept-alive connections; `close()` ends them. */
export function jsonPoster(maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const post = (url: string, body: unknown, headers: Record<string, string>): Promise<Posted> => {
    const payload = Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': payload.length, ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString(), headers: response.headers }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  };
  return { post, close: () => agent.destroy() };
}

/**
 * The gateway runs as in production, under trusted documents (issue 16): a benchmark's
 * browser sends the web app's own persisted documents by id, as the browser does.
 */
export const byId = (name: string, variables: Record<string, unknown>) => ({
  operationName: name,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: persistedId(name) } },
});

/** Signs `email` in through the gateway at `graphql` as the web's sign-in page does; answers the session's cookies as a Cookie header. */
export async function signInThroughGateway(
  post: (url: string, body: unknown, headers: Record<string, string>) => Promise<Posted>,
  graphql: string,
  email: string,
  password = 'Demo-pass-1',
): Promise<string> {
  const answer = await post(graphql, byId('LoginPageSignInMutation', { email, password }), {});
  const cookie = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  if (!answer.text.includes('SignInSuccess') || !cookie) throw new Error(`sign-in of ${email}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return cookie;
}

/** The web's games page: the viewer and 20 cards. */
export const GAMES_PAGE_QUERY = `query GamesPage($after: String) {
  viewer { id permissions user { name } }
  games(first: 20, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id name iconUrl platform status isCtr isIterating nbIterations lastIterationDate adNetworks
      studio { id name activityState } last { cpi d1 } substatus isPublishedInStore } }
  }
}`;

/** One POST of JSON, to send again and again. */
export interface JsonPost {
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface Hammered {
  /** Answers with status 200 and no GraphQL `errors`. */
  answers: number;
  /** What this process spent on the load, in ms of CPU (user and system). */
  clientCpuMs: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)\r\n/i;

/**
 * Throughput (issue 17): `connections` kept-alive sockets, each sending one prepared POST
 * again and again for `ms`, an answer read by its Content-Length. Lean on purpose: on a
 * machine where the load, the gateway, the provider and Postgres share two cores, the
 * load's own CPU comes out of the gateway's pages (the machine is the bound) but not out
 * of the provider's calls (its one thread is): Node's http client spent about 1 ms of CPU
 * per answer of 30 kB where this spends 0.35 ms. Any other answer than a 200 without
 * `"errors"` fails the run with its text.
 */
export async function hammer({ url, body, headers }: JsonPost, connections: number, ms: number): Promise<Hammered> {
  const { hostname, port: given, pathname, search } = new URL(url);
  const port = given || '80';
  const payload = Buffer.from(JSON.stringify(body));
  const head = [
    `POST ${pathname}${search} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    'content-type: application/json',
    `content-length: ${payload.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  const request = Buffer.concat([Buffer.from(`${head}\r\n\r\n`), payload]);
  const started = process.cpuUsage();
  const until = Date.now() + ms;
  let answers = 0;
  const connection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname);
      socket.setNoDelay(true);
      let received: Buffer = Buffer.alloc(0);
      let bodyStart = -1;
      let length = 0;
      let ok = false;
      let finished = false;
      const next = () => {
        received = Buffer.alloc(0);
        bodyStart = -1;
        if (Date.now() < until) return void socket.write(request);
        finished = true;
        socket.end(resolve);
      };
      const fail = (why: string) => {
        finished = true;
        socket.destroy();
        reject(new Error(`${url}: ${why}`));
      };
      socket.on('connect', next);
      socket.on('error', (error) => fail(error.message));
      // A server that closes the connection mid-window fails the run rather than leaving it waiting.
      socket.on('close', () => {
        if (!finished) fail('the connection closed before the window ended');
      });
      socket.on('data', (chunk: Buffer) => {
        received = received.length ? Buffer.concat([received, chunk]) : chunk;
        if (bodyStart < 0) {
          const end = received.indexOf(HEAD_END);
          if (end < 0) return;
          const text = received.toString('latin1', 0, end + 2);
          const declared = CONTENT_LENGTH.exec(text)?.[1];
          if (declared === undefined) return fail(`an answer without Content-Length: ${text}`);
          bodyStart = end + HEAD_END.length;
          length = Number(declared);
          ok = text.startsWith('HTTP/1.1 200 ');
          if (!ok) length = Math.min(length, 300);
        }
        if (received.length < bodyStart + length) return;
        const answer = received.subarray(bodyStart, bodyStart + length);
        if (!ok || answer.includes('"errors"')) return fail(answer.toString('utf8', 0, 300));
        answers++;
        next();
      });
    });
  await Promise.all(Array.from({ length: connections }, connection));
  const spent = process.cpuUsage(started);
  return { answers, clientCpuMs: (spent.user + spent.system) / 1000 };
}
