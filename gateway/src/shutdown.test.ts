// Issue 18, graceful shutdown: a gateway that stops answers the requests under way,
// then closes, instead of cutting them off.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './server';

let provider: Server;
let providerUrl: string;

beforeAll(async () => {
  // A provider whose readiness takes 300 ms to answer.
  provider = createServer((request, response) => {
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ready"}'), request.url === '/ready' ? 300 : 0);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

describe('issue 18 graceful shutdown', () => {
  it('answers the request under way, takes no new one, and closes without waiting out the grace', async () => {
    const gateway = createGateway({ providerUrl, logging: false });
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
    const underWay = fetch(`${url}/ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = gateway.close({ graceMs: 10_000 });
    const refused = await fetch(`${url}/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).toBe('refused');
    const answer = await underWay;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ready' });
    await closed;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
