// The caller's points budget (issue 16, ../rate-limit.ts), as GitHub's `rateLimit` field.
import { builder } from '../builder';
import type { RateLimitState } from '../rate-limit';

const RateLimit = builder.objectRef<RateLimitState>('RateLimit').implement({
  description:
    "The caller's points budget of the hour (issue 16): an operation costs 1 point plus 1 per started 100 nodes its connections ask for (first or last, 100 when absent, times the parents'), paid before it runs; a bearer token, a session and an anonymous address each have their own. Spent, operations are refused (RATE_LIMITED, HTTP 429 with Retry-After) until resetAt. The same figures come as the x-ratelimit-limit, -remaining, -used and -reset headers",
  fields: (t) => ({
    limit: t.exposeInt('limit', { description: 'the points of an hour' }),
    cost: t.exposeInt('cost', { description: 'what this operation cost' }),
    used: t.exposeInt('used', { description: 'the points spent this hour, this operation included' }),
    remaining: t.exposeInt('remaining', { description: 'the points left this hour, this operation paid' }),
    resetAt: t.string({
      description: 'when the hour ends and the budget is whole again (ISO 8601, UTC): an hour after its first operation',
      resolve: (state) => new Date(state.resetAt).toISOString(),
    }),
  }),
});

builder.queryField('rateLimit', (t) =>
  t.field({
    type: RateLimit,
    nullable: true,
    description: "The caller's points budget, this query's cost included; anyone may ask, signed in or not. Null where the gateway runs without one",
    resolve: (_root, _args, context) => context.rateLimit.state ?? null,
  }),
);
