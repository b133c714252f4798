// The load bench's yardstick (issue 17): the least a gateway can do for a page of the games
// list, as a program of its own beside the gateway. It reads the request, makes the one
// provider call the gateway makes (kept-alive connections, the same body and token), parses
// the provider's JSON answer, prints an answer of it in the GraphQL page's shape and writes
// it. No GraphQL, no session, no limits: what it costs per page and the throughput it reaches
// against the provider's own show what part of the gateway's is the machine's and what part
// is the GraphQL work on top.
//
// Run by load.bench.ts: `tsx tests/bench/bare-proxy.ts`, with PORT, and CALL: the provider
// call as JSON ({ url, body, headers }, tests/bench/http.ts JsonPost). GET /health answers 200.
import http from 'node:http';
import type { JsonPost } from './http';

interface CardsPage {
  data: { id: number }[];
  total?: number;
}

const call = JSON.parse(process.env.CALL ?? '') as JsonPost;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const payload = Buffer.from(JSON.stringify(call.body));
const headers = { ...call.headers, 'content-type': 'application/json', 'content-length': payload.length };

function readAll(stream: http.IncomingMessage, done: (text: string) => void): void {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
}

const server = http.createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  readAll(request, (text) => {
    try {
      JSON.parse(text); // a gateway reads its request's document and variables
    } catch {
      response.writeHead(400).end('not JSON');
      return;
    }
    const upstream = http.request(call.url, { method: 'POST', agent, headers }, (answer) => {
      readAll(answer, (body) => {
        if (answer.statusCode !== 200) {
          response.writeHead(502).end(body);
          return;
        }
        const page = JSON.parse(body) as CardsPage;
        const printed = JSON.stringify({
          data: { games: { totalCount: page.total ?? null, edges: page.data.map((node) => ({ node, cursor: String(node.id) })) } },
        });
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(printed) }).end(printed);
      });
    });
    upstream.on('error', (error) => response.writeHead(502).end(error.message));
    upstream.end(payload);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
