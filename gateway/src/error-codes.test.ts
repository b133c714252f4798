// Issue 16: an argument Pothos cannot read is refused with a code, like every other error.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_ARGUMENT } from './error-codes';
import { createGateway, type Gateway } from './server';

let provider: Server;
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  // A provider that knows the token and nothing else: the refusals come before any other call.
  provider = createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Not found', errorList: [{ code: 'NOT_FOUND', detail: 'Not found' }] }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  gateway = createGateway({ providerUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`, logging: false });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await gateway.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

const ask = async (query: string, variables: Record<string, unknown>) => {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer a-token' },
    body: JSON.stringify({ query, variables }),
  });
  return (await answer.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
};

describe('issue 16 argument errors', () => {
  it('a global id that is not one, or names another type, is INVALID_ARGUMENT', async () => {
    const notAnId = await ask('query ($id: ID!) { node(id: $id) { id } }', { id: 'not-a-global-id' });
    expect(notAnId.errors?.[0]).toMatchObject({ message: expect.stringContaining('Invalid global ID'), extensions: { code: INVALID_ARGUMENT } });
    const noSuchType = await ask('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [Buffer.from('Nothing:1').toString('base64')] });
    expect(noSuchType.errors?.[0]?.extensions?.code).toBe(INVALID_ARGUMENT);
    // A type that cannot be loaded by id (a user as others mention them) is refused the same way.
    const wrongType = await ask('query ($id: ID!) { game: node(id: $id) { id } }', { id: Buffer.from('User:1').toString('base64') });
    expect(wrongType.errors?.[0]?.extensions?.code).toBe(INVALID_ARGUMENT);
  });
});
