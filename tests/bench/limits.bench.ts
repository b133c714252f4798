// `npm run bench`: what the limits add to an answer (issue 16): the games page through
// a gateway with the operation guards (graphql-armor's rules, the page sizes and node
// count, guards.ts) and the points budget (rate-limit.ts), against a gateway on the same
// provider without them (`benchmarkWithoutLimits`, for this benchmark only). One request
// at a time, the two gateways taking turns, so that both see the same provider; prints
// p50 and p95 of each and the difference.
import type { AddressInfo } from 'node:net';
import { createGateway } from '@greenlight/gateway';
import { DEMO_PASSWORD, startStack } from '../support/stack';
import { GAMES_PAGE_QUERY, jsonPoster } from './http';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);
const WARMUP = 40;

const { post, close } = jsonPoster(2);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

// A budget the benchmark cannot spend: each page is charged as in production, never refused.
const stack = await startStack({ rateLimit: { points: 1_000_000_000 } });
const bare = createGateway({ providerUrl: stack.providerUrl, logging: false, benchmarkWithoutLimits: true });
try {
  await new Promise<void>((resolve) => bare.server.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
  const login = await post(`${stack.providerUrl}/auth/login`, { username: 'pm@greenlight.test', password: DEMO_PASSWORD }, {});
  const { token } = JSON.parse(login.text) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const page = (url: string) => async () => {
    const answer = await post(`${url}/graphql`, { query: GAMES_PAGE_QUERY, variables: {} }, auth);
    if (answer.status !== 200 || answer.text.includes('"errors"')) throw new Error(answer.text.slice(0, 300));
  };
  const runs = { limits: page(stack.gatewayUrl), bare: page(bareUrl) };
  // The page's cost: what the first one spent of the budget.
  const first = await post(`${stack.gatewayUrl}/graphql`, { query: GAMES_PAGE_QUERY, variables: {} }, auth);
  const cost = first.headers['x-ratelimit-used'];
  if (cost === undefined) throw new Error('The gateway with the limits answered no x-ratelimit-used');

  for (let i = 0; i < WARMUP; i++) {
    await runs.limits();
    await runs.bare();
  }
  const samples: Record<keyof typeof runs, number[]> = { limits: [], bare: [] };
  for (let i = 0; i < ROUNDS; i++) {
    // Turn about, the first of each pair alternating, so that neither always follows the other.
    const order: (keyof typeof runs)[] = i % 2 === 0 ? ['limits', 'bare'] : ['bare', 'limits'];
    for (const name of order) {
      const start = process.hrtime.bigint();
      await runs[name]();
      samples[name].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  for (const list of Object.values(samples)) list.sort((a, b) => a - b);
  const figures = (name: keyof typeof runs) => ({ p50: percentile(samples[name], 0.5), p95: percentile(samples[name], 0.95) });
  const withLimits = figures('limits');
  const without = figures('bare');
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`\nThe limits' added latency: the games page of 20 with the viewer, concurrency 1, ${ROUNDS} rounds each (after ${WARMUP})\n`);
  console.log('                                          p50         p95');
  console.log(`gateway with the guards and the budget    ${ms(withLimits.p50).padEnd(11)} ${ms(withLimits.p95)}`);
  console.log(`gateway without them                      ${ms(without.p50).padEnd(11)} ${ms(without.p95)}`);
  console.log(`added by the limits                       ${ms(withLimits.p50 - without.p50).padEnd(11)} ${ms(withLimits.p95 - without.p95)}`);
  console.log(`\nthe page costs ${String(cost)} points of the budget`);
} finally {
  close();
  await bare.close();
  await stack.close();
}
