// Personal access tokens through the gateway (issue 16): made in the browser's session,
// then used by a script as `Authorization: Bearer glpat_...` without any cookie; a
// studio member's read token sees their studio's games only; revoked, it is refused
// with its typed error and the gateway tries no refresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const CREATE = `mutation ($name: String!, $scope: AccessTokenScope!, $expiresInDays: Int!) {
  createAccessToken(name: $name, scope: $scope, expiresInDays: $expiresInDays) {
    __typename
    ... on CreateAccessTokenPayload { token accessToken { id name scope prefix createdAt expiresAt lastUsedAt } viewer { accessTokens { id } } }
    ... on ProviderError { code status message }
  }
}`;
const REVOKE = `mutation ($id: ID!) {
  revokeAccessToken(id: $id) {
    __typename
    ... on RevokeAccessTokenPayload { revokedId viewer { accessTokens { id } } }
    ... on ProviderError { code status }
  }
}`;
const TOKENS = `{ viewer { accessTokens { id name scope prefix lastUsedAt } } }`;

interface Created {
  createAccessToken: {
    __typename: string;
    code?: string;
    token?: string;
    accessToken?: { id: string; name: string; scope: string; prefix: string; lastUsedAt: string | null };
    viewer?: { accessTokens: { id: string }[] };
  };
}

async function signedIn(email: string) {
  const client = new GraphQLClient(stack.gatewayUrl);
  const result = await client.signIn(email, DEMO_PASSWORD);
  expect(result.signIn.__typename, `${email} signs in`).toBe('SignInSuccess');
  return client;
}

describe('issue 16 personal access tokens through the gateway', () => {
  it('issue 16 pm@ makes a token with the session cookie, then a script queries with it as Bearer and no cookie', async () => {
    const browser = await signedIn('pm@greenlight.test');
    const made = await browser.data<Created>(CREATE, { name: 'Weekly report', scope: 'READ_WRITE', expiresInDays: 30 });
    const { token, accessToken, viewer } = made.createAccessToken;
    expect(made.createAccessToken.__typename).toBe('CreateAccessTokenPayload');
    expect(token).toMatch(/^glpat_[\w-]{43}$/);
    expect(accessToken).toMatchObject({ name: 'Weekly report', scope: 'READ_WRITE', prefix: token!.slice(0, 10), lastUsedAt: null });
    expect(viewer!.accessTokens.map((entry) => entry.id)).toContain(accessToken!.id);

    const script = new GraphQLClient(stack.gatewayUrl, { bearer: token! });
    const me = await script.data<{ viewer: { email: string; isStaff: boolean } | null }>('{ viewer { email isStaff } }');
    expect(me.viewer).toEqual({ email: 'pm@greenlight.test', isStaff: true });
    // A script's answer sets no cookie, and the list never shows the token again.
    expect(script.lastSetCookies).toEqual([]);
    const listed = await browser.data<{ viewer: { accessTokens: { id: string; prefix: string; lastUsedAt: string | null }[] } }>(TOKENS);
    const entry = listed.viewer.accessTokens.find((candidate) => candidate.id === accessToken!.id)!;
    expect(entry.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(token!.slice(10));
    // A token cannot make another one: that needs the session.
    const nested = await script.data<Created>(CREATE, { name: 'Child', scope: 'READ', expiresInDays: 7 });
    expect(nested.createAccessToken).toMatchObject({ __typename: 'ProviderError', code: 'SESSION_REQUIRED' });
  });

  it('issue 16 lead@studio-one\'s read token sees only studio-one games, may not write, and may not ask for read_write', async () => {
    const browser = await signedIn('lead@studio-one.test');
    const refused = await browser.data<Created>(CREATE, { name: 'CI', scope: 'READ_WRITE', expiresInDays: 30 });
    expect(refused.createAccessToken).toMatchObject({ __typename: 'ProviderError', code: 'TOKEN_SCOPE_NOT_ALLOWED' });
    const made = await browser.data<Created>(CREATE, { name: 'CI', scope: 'READ', expiresInDays: 30 });
    const script = new GraphQLClient(stack.gatewayUrl, { bearer: made.createAccessToken.token! });

    const games = await script.data<{ games: { totalCount: number; edges: { node: { studio: { name: string } } }[] } }>(
      '{ games(first: 50) { totalCount edges { node { studio { name } } } } }',
    );
    expect(games.games.totalCount).toBeGreaterThan(0);
    const studios = new Set(games.games.edges.map((edge) => edge.node.studio.name));
    const viewer = await script.data<{ viewer: { studios: { studioName: string }[] } }>('{ viewer { studios { studioName } } }');
    expect([...studios]).toEqual(viewer.viewer.studios.map((studio) => studio.studioName));

    const write = await script.data<{ setDarkMode: { __typename: string; code?: string } }>(
      'mutation { setDarkMode(darkMode: true) { __typename ... on ProviderError { code } } }',
    );
    expect(write.setDarkMode).toEqual({ __typename: 'ProviderError', code: 'TOKEN_SCOPE_READ_ONLY' });
  });

  it('issue 16 a revoked token is refused with TOKEN_REVOKED, and the gateway does not treat it as a session to refresh', async () => {
    const browser = await signedIn('cs@greenlight.test');
    const made = await browser.data<Created>(CREATE, { name: 'Temporary', scope: 'READ', expiresInDays: 7 });
    const script = new GraphQLClient(stack.gatewayUrl, { bearer: made.createAccessToken.token! });
    expect((await script.data<{ viewer: { email: string } }>('{ viewer { email } }')).viewer.email).toBe('cs@greenlight.test');

    const revoked = await browser.data<{ revokeAccessToken: { __typename: string; revokedId?: string; viewer?: { accessTokens: { id: string }[] } } }>(
      REVOKE,
      { id: made.createAccessToken.accessToken!.id },
    );
    expect(revoked.revokeAccessToken).toMatchObject({ __typename: 'RevokeAccessTokenPayload', revokedId: made.createAccessToken.accessToken!.id });
    expect(revoked.revokeAccessToken.viewer!.accessTokens.map((entry) => entry.id)).not.toContain(made.createAccessToken.accessToken!.id);

    stack.resetProviderCalls();
    // The viewer is null for a caller the provider refuses; a mutation answers the typed error.
    expect((await script.data<{ viewer: unknown }>('{ viewer { email } }')).viewer).toBeNull();
    const refused = await script.data<{ setDarkMode: { __typename: string; code?: string; status?: number } }>(
      'mutation { setDarkMode(darkMode: true) { __typename ... on ProviderError { code status } } }',
    );
    expect(refused.setDarkMode).toEqual({ __typename: 'ProviderError', code: 'TOKEN_REVOKED', status: 401 });
    // Two provider calls (GET /v1/me, PUT /v1/me/preferences): no /auth/refresh in between.
    expect(stack.providerCalls()).toBe(2);
    expect(script.lastSetCookies).toEqual([]);
    // Revoking it again is not found.
    const again = await browser.data<{ revokeAccessToken: { __typename: string; code?: string } }>(REVOKE, { id: made.createAccessToken.accessToken!.id });
    expect(again.revokeAccessToken).toMatchObject({ __typename: 'ProviderError', code: 'NOT_FOUND' });
  });
});
