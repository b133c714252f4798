// Issue 18, observability: the gateway logs each GraphQL operation as one JSON line
// carrying the correlation id that the browser sent and the provider received.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLogger } from './log';
import { createGateway, type Gateway } from './server';

let provider: Server;
let gateway: Gateway;
let url: string;
const providerSaw: IncomingHttpHeaders[] = [];
const lines: string[] = [];

beforeAll(async () => {
  // A provider that knows no session: the viewer is nobody.
  provider = createServer((request, response) => {
    providerSaw.push(request.headers);
    response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'no', errorList: [{ code: 'UNAUTHENTICATED', detail: 'no' }] }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  gateway = createGateway({
    providerUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
    logging: jsonLogger({ write: (line) => lines.push(line) }),
  });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await gateway.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

describe('issue 18 JSON logs', () => {
  it('AUTH-19 one JSON line per operation with the correlation id the browser sent and the provider received', async () => {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'browser-corr-1', authorization: 'Bearer not-a-token' },
      body: JSON.stringify({ query: 'query Shell { viewer { id } }' }),
    });
    expect(answer.headers.get('x-correlation-id')).toBe('browser-corr-1');
    await answer.json();
    expect(providerSaw.some((headers) => headers['x-correlation-id'] === 'browser-corr-1')).toBe(true);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = entries.find((e) => e.msg === 'graphql operation');
    expect(entry).toMatchObject({ level: expect.any(Number), time: expect.any(Number), correlationId: 'browser-corr-1', operation: 'Shell', kind: 'query' });
    expect(entry?.providerCalls).toBeGreaterThanOrEqual(1);
    expect(lines.every((line) => line.endsWith('\n'))).toBe(true);
  });
});
