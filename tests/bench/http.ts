// What the benchmarks share: JSON POSTs over keep-alive connections, and the web's games page.
import http from 'node:http';

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
